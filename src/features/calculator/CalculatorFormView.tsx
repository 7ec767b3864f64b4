import { useId } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { NumberInput } from '../../components/NumberInput/NumberInput';
import { Stepper } from '../../components/Stepper/Stepper';
import type { CalculatorAddon } from '@contract';
import type { Translate } from '../../i18n/translate';
import {
  CURRENCIES,
  PAYMENT_PLANS,
  type CalculatorChoices,
  type Currency,
  type PaymentPlan,
} from './calculatorSlice';
import { formatMoney } from './format';
import {
  DEFAULT_UNIT,
  PACKAGE_PRICES,
  PACKAGES,
  UNSELECTABLE_INDEX,
  type CalculatorTotals,
  type PackageName,
} from './pricing';
import { addonName, unitName } from '../../shared/reference/productNames';

export interface CalculatorFormViewProps {
  t: Translate;
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

/** An add-on's unit as the server names it; the default one ('Unit') in the reader's language. */
const unitLabel = (t: Translate, unit: string): string =>
  unit === DEFAULT_UNIT ? t('calculator.defaultUnit') : unitName(unit, t);

interface AddonRowProps {
  t: Translate;
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
  t,
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
        label={addonName(addon.name, t)}
        checked={quantity > 0}
        disabled={unselectable}
        describedBy={unselectable ? noteId : undefined}
        onChange={(checked) => onRowToggle(index, checked)}
      />
      <span className="calculator__price">
        {formatMoney(addon.price, currency, t)}{' '}
        {t('calculator.perUnit', { unit: unitLabel(t, addon.unit) })}
        {unselectable ? (
          <span id={noteId} className="calculator__note">
            {' '}
            ({t('calculator.notSelectable')})
          </span>
        ) : null}
      </span>
      <Stepper
        className="calculator__stepper"
        label={t('calculator.quantityOf', { name: addonName(addon.name, t) })}
        hideLabel
        buttonsName={addonName(addon.name, t)}
        value={quantity}
        min={0}
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
  t,
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
  const money = (amount: number) => formatMoney(amount, currency, t);
  const summaryId = `${ids}-summary`;
  const linesId = `${ids}-lines`;
  const summaryRows: Array<[key: string, term: string, value: string]> = [
    [
      'package',
      t('calculator.packageRow'),
      `${choices.packageName} · ${money(PACKAGE_PRICES[choices.packageName])}`,
    ],
    ['plan', t('calculator.paymentPlan'), t(`calculator.paymentPlans.${choices.paymentPlan}`)],
    ['subtotal', t('calculator.subtotal'), money(totals.subtotal)],
    ['tax', t('calculator.tax'), money(totals.tax)],
    [
      'discount',
      t('calculator.discount'),
      totals.discount > 0 ? t('calculator.minus', { amount: money(totals.discount) }) : money(0),
    ],
    ['total', t('calculator.total'), money(totals.total)],
  ];

  return (
    <div className="calculator">
      <div className="calculator__controls">
        <ChoiceGroup
          legend={t('calculator.currency')}
          options={CURRENCIES.map((value) => ({
            value,
            label: t(`calculator.currencies.${value}`),
          }))}
          value={currency}
          onChange={onCurrencyChange}
        />
        <ChoiceGroup
          legend={t('calculator.paymentPlan')}
          options={PAYMENT_PLANS.map((value) => ({
            value,
            label: t(`calculator.paymentPlans.${value}`),
          }))}
          value={choices.paymentPlan}
          onChange={onPaymentPlanChange}
        />
        <ChoiceGroup
          legend={t('calculator.package')}
          options={PACKAGES.map((value) => ({ value, label: value }))}
          value={choices.packageName}
          onChange={onPackageChange}
        />

        <fieldset className="calculator__group">
          <legend className="calculator__legend">{t('calculator.addons')}</legend>
          {addons.length === 0 ? (
            <p className="calculator__empty">{t('calculator.noAddons')}</p>
          ) : (
            <>
              <Checkbox
                className="calculator__select-all"
                label={t('calculator.selectAll')}
                checked={allSelected}
                onChange={onSelectAll}
              />
              <ul className="calculator__addons">
                {addons.map((addon, index) => (
                  <AddonRow
                    // Rows are positional: the seventh is special by its place in the list.
                    key={index}
                    t={t}
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
            label={t('calculator.partnershipDiscount')}
            checked={choices.discountOn}
            onChange={onDiscountToggle}
          />
          <div className="field calculator__percent">
            <label className="field__label" htmlFor={`${ids}-percent`}>
              {t('calculator.discountPercent')}
            </label>
            <NumberInput
              id={`${ids}-percent`}
              inputMode="decimal"
              min={0}
              className="field__control"
              value={choices.discountPercent}
              disabled={!choices.discountOn}
              onEnter={onDiscountPercentChange}
              onStep={(direction) =>
                onDiscountPercentChange(String(Math.max(0, choices.discountPercent + direction)))
              }
            />
          </div>
        </div>
      </div>

      <section className="calculator__summary" aria-labelledby={summaryId}>
        <h3 id={summaryId} className="calculator__summary-title">
          {t('calculator.summary')}
        </h3>
        <p className="calculator__currency-note">
          {t('calculator.amountsIn', { label: t(`calculator.currencies.${currency}`) })}
        </p>
        <h4 id={linesId} className="calculator__lines-title">
          {t('calculator.lines')}
        </h4>
        {totals.lines.length === 0 ? (
          <p className="calculator__empty">{t('calculator.noLines')}</p>
        ) : (
          <ul className="calculator__lines" aria-labelledby={linesId}>
            {totals.lines.map((line, index) => (
              <li key={`${index}-${line.feature}`} className="calculator__line">
                <span className="calculator__line-feature">{addonName(line.feature, t)}</span>
                <span className="calculator__line-total">{money(line.total)}</span>
                <span className="calculator__line-detail">
                  {t('calculator.lineDetail', {
                    quantity: line.quantity,
                    amount: money(line.amount),
                    unit: unitLabel(t, line.unit),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <table className="calculator__totals">
          <caption className="visually-hidden">{t('calculator.totals')}</caption>
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
