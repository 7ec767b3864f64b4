import './calculator.css';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
import {
  closed,
  confirmed,
  currencyChanged,
  discountPercentChanged,
  discountToggled,
  packageChanged,
  paymentPlanChanged,
  quantityChanged,
  quantityDecremented,
  quantityIncremented,
  rowToggled,
  selectAllToggled,
  selectCalculator,
  selectCalculatorTotals,
  selectIsAllSelected,
} from './calculatorSlice';
// The calculator's listeners come with its chunk (see app/featureRegistry.ts).
import './calculatorListeners';
import { CalculatorDialogView, type CalculatorDialogContent } from './CalculatorDialogView';
import { CalculatorFormView } from './CalculatorFormView';

/** Opens the popup: the launcher's listener dispatches it once this chunk has loaded. */
export { opened as calculatorOpened } from './calculatorSlice';

/**
 * The popup's container (loaded on first open): reads the calculator and its totals, turns the
 * view's callbacks into events.
 */
export function CalculatorPopup() {
  const calculator = useAppSelector(selectCalculator);
  const totals = useAppSelector(selectCalculatorTotals);
  const allSelected = useAppSelector(selectIsAllSelected);
  const dispatch = useAppDispatch();
  const t = useTranslator();

  if (calculator.status === 'closed') return null;

  let content: CalculatorDialogContent;
  if (calculator.status === 'loading') content = { kind: 'loading' };
  else if (calculator.status === 'failed')
    content = { kind: 'failed', message: calculator.message };
  else
    content = {
      kind: 'ready',
      form: totals ? (
        <CalculatorFormView
          t={t}
          choices={calculator}
          addons={calculator.addons}
          totals={totals}
          allSelected={allSelected}
          onCurrencyChange={(currency) => dispatch(currencyChanged(currency))}
          onPaymentPlanChange={(plan) => dispatch(paymentPlanChanged(plan))}
          onPackageChange={(name) => dispatch(packageChanged(name))}
          onQuantityChange={(index, value) => dispatch(quantityChanged({ index, value }))}
          onIncrement={(index) => dispatch(quantityIncremented(index))}
          onDecrement={(index) => dispatch(quantityDecremented(index))}
          onRowToggle={(index, checked) => dispatch(rowToggled({ index, checked }))}
          onSelectAll={(checked) => dispatch(selectAllToggled(checked))}
          onDiscountToggle={(on) => dispatch(discountToggled(on))}
          onDiscountPercentChange={(value) => dispatch(discountPercentChanged(value))}
        />
      ) : null,
    };

  return (
    <CalculatorDialogView
      t={t}
      content={content}
      onClose={() => dispatch(closed())}
      onConfirm={() => dispatch(confirmed())}
    />
  );
}
