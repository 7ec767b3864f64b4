import { useId } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Stepper } from '../../components/Stepper/Stepper';
import type { CalculatorAddon } from '@contract';
import {
  CURRENCIES,
  PAYMENT_PLANS,
  type CalculatorChoices,
  type Currency,
  type PaymentPlan,
} from './calculatorSlice';
import { formatMoney } from './format';
import { calculatorMessages as m } from './messages';
import {
  PACKAGE_PRICES,
  PACKAGES,
  UNSELECTABLE_INDEX,
  type CalculatorTotals,
  type PackageName,
} from './pricing';

export interface CalculatorFormViewProps {
  choices: CalculatorChoices;
  addons: CalculatorAddon[];
  totals: CalculatorTotals;
  allSelected: boolean;
  onCurrencyChange: (currency: Currency) => void;
  onPaymentPlanChange: (plan: PaymentPlan) => void;
  onPackageChange: (packageName: PackageName) => void;
  onQuantityChange: (index: number, value: string) => void;
  onIncrement: (index: number) => void;
  onDecrement: (index: number) => void;
  onRowToggle: (index: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onDiscountToggle: (on: boolean) => void;
  onDiscountPercentChange: (value: string) => void;
}

interface AddonRowProps {
  addon: CalculatorAddon;
  index: number;
  quantity: number;
  currency: Currency;
  onQuantityChange: (index: number, value: string) => void;
  onIncrement: (index: number) => void;
  onDecrement: (index: number) => void;
  onRowToggle: (index: number, checked: boolean) => void;
}

function AddonRow({
  addon,
  index,
  quantity,
  currency,
  onQuantityChange,
  onIncrement,
  onDecrement,
  onRowToggle,
}: AddonRowProps) {
  // The seventh add-on is listed but can never be selected (a quirk of the product, kept).
  const unselectable = index === UNSELECTABLE_INDEX;
  const noteId = useId();
  return (
    <li className={unselectable ? 'calculator__addon is-unavailable' : 'calculator__addon'}>
      <Checkbox
        label={addon.name}
        checked={quantity > 0}
        disabled={unselectable}
        describedBy={unselectable ? noteId : undefined}
        onChange={(checked) => onRowToggle(index, checked)}
      />
      <span className="calculator__price">
        {formatMoney(addon.price, currency)} {m.perUnit(addon.unit)}
        {unselectable ? (
          <span id={noteId} className="calculator__note">
            {' '}
            ({m.notSelectable})
          </span>
        ) : null}
      </span>
      <Stepper
        className="calculator__stepper"
        label={m.quantityOf(addon.name)}
        hideLabel
        buttonsName={addon.name}
        value={quantity}
        min={0}
        step={1}
        disabled={unselectable}
        onDecrease={() => onDecrement(index)}
        onIncrease={() => onIncrement(index)}
        onEnter={(text) => onQuantityChange(index, text)}
      />
    </li>
  );
}

/** The calculator's form and its summary; every number comes from the pricing rules. */
export function CalculatorFormView({
  choices,
  addons,
  totals,
  allSelected,
  onCurrencyChange,
  onPaymentPlanChange,
  onPackageChange,
  onQuantityChange,
  onIncrement,
  onDecrement,
  onRowToggle,
  onSelectAll,
  onDiscountToggle,
  onDiscountPercentChange,
}: CalculatorFormViewProps) {
  const ids = useId();
  const { currency } = choices;
  const money = (amount: number) => formatMoney(amount, currency);
  const summaryId = `${ids}-summary`;
  const linesId = `${ids}-lines`;
  const summaryRows: Array<[key: string, term: string, value: string]> = [
    [
      'package',
      m.packageRow,
      `${choices.packageName} · ${money(PACKAGE_PRICES[choices.packageName])}`,
    ],
    ['plan', m.paymentPlan, m.paymentPlans[choices.paymentPlan]],
    ['subtotal', m.subtotal, money(totals.subtotal)],
    ['tax', m.tax, money(totals.tax)],
    ['discount', m.discount, totals.discount > 0 ? m.minus(money(totals.discount)) : money(0)],
    ['total', m.total, money(totals.total)],
  ];

  return (
    <div className="calculator">
      <div className="calculator__controls">
        <ChoiceGroup
          legend={m.currency}
          options={CURRENCIES.map((value) => ({ value, label: m.currencies[value] }))}
          value={currency}
          onChange={onCurrencyChange}
        />
        <ChoiceGroup
          legend={m.paymentPlan}
          options={PAYMENT_PLANS.map((value) => ({ value, label: m.paymentPlans[value] }))}
          value={choices.paymentPlan}
          onChange={onPaymentPlanChange}
        />
        <ChoiceGroup
          legend={m.package}
          options={PACKAGES.map((value) => ({ value, label: value }))}
          value={choices.packageName}
          onChange={onPackageChange}
        />

        <fieldset className="calculator__group">
          <legend className="calculator__legend">{m.addons}</legend>
          {addons.length === 0 ? (
            <p className="calculator__empty">{m.noAddons}</p>
          ) : (
            <>
              <Checkbox
                className="calculator__select-all"
                label={m.selectAll}
                checked={allSelected}
                onChange={onSelectAll}
              />
              <ul className="calculator__addons">
                {addons.map((addon, index) => (
                  <AddonRow
                    // Rows are positional: the seventh is special by its place in the list.
                    key={index}
                    addon={addon}
                    index={index}
                    quantity={choices.quantities[index] ?? 0}
                    currency={currency}
                    onQuantityChange={onQuantityChange}
                    onIncrement={onIncrement}
                    onDecrement={onDecrement}
                    onRowToggle={onRowToggle}
                  />
                ))}
              </ul>
            </>
          )}
        </fieldset>

        <div className="calculator__group calculator__discount">
          <Checkbox
            label={m.partnershipDiscount}
            checked={choices.discountOn}
            onChange={onDiscountToggle}
          />
          <div className="field calculator__percent">
            <label className="field__label" htmlFor={`${ids}-percent`}>
              {m.discountPercent}
            </label>
            <input
              id={`${ids}-percent`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="field__control"
              value={choices.discountPercent}
              disabled={!choices.discountOn}
              onChange={(event) => onDiscountPercentChange(event.target.value)}
            />
          </div>
        </div>
      </div>

      <section className="calculator__summary" aria-labelledby={summaryId}>
        <h3 id={summaryId} className="calculator__summary-title">
          {m.summary}
        </h3>
        <p className="calculator__currency-note">{m.amountsIn(m.currencies[currency])}</p>
        <h4 id={linesId} className="calculator__lines-title">
          {m.lines}
        </h4>
        {totals.lines.length === 0 ? (
          <p className="calculator__empty">{m.noLines}</p>
        ) : (
          <ul className="calculator__lines" aria-labelledby={linesId}>
            {totals.lines.map((line, index) => (
              <li key={`${index}-${line.feature}`} className="calculator__line">
                <span className="calculator__line-feature">{line.feature}</span>
                <span className="calculator__line-total">{money(line.total)}</span>
                <span className="calculator__line-detail">
                  {m.lineDetail(line.quantity, money(line.amount), line.unit)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <table className="calculator__totals">
          <caption className="visually-hidden">{m.totals}</caption>
          <tbody>
            {summaryRows.map(([key, term, value]) => (
              <tr
                key={key}
                className={key === 'total' ? 'calculator__total is-grand' : 'calculator__total'}
              >
                <th scope="row">{term}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
