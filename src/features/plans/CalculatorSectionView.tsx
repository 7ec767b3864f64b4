import type { AddonType, Plan } from '@contract';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { planLimits } from './display';
import { QuantityStepper, type AddonHandlers } from './FeaturesSectionView';
import { addonUnit } from './messages';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { PlanCost } from './pricing';
import { addonName, planName } from '../../shared/reference/productNames';

export interface CalculatorSectionViewProps extends AddonHandlers {
  plan: Plan | undefined;
  months: number | undefined;
  addonTypes: readonly AddonType[];
  /** Selected add-ons' quantities by name. */
  quantities: Readonly<Record<string, number>>;
  cost: PlanCost;
  busy: boolean;
  onProcessPayment: () => void;
  t: Translate;
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `cost-row ${className}` : 'cost-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The Price Calculator section: Plan Selection, Addons and Total Cost panels. The Total Cost panel
 * shows every line the total is made of, so that they add up: the base price, each add-on
 * (quantity x price = amount), the 1 % feature discount taken off, the subtotal, the partner
 * discount when there is one, the tax and the total.
 */
export function CalculatorSectionView({
  plan,
  months,
  addonTypes,
  quantities,
  cost,
  busy,
  onProcessPayment,
  onAdd,
  onRemove,
  onIncrement,
  onDecrement,
  onQuantity,
  t,
}: CalculatorSectionViewProps) {
  const mmk = (amount: number) => t('plans.mmk', { amount: formatMmk(amount, t.language) });
  const minus = (amount: number) => t('plans.minusMmk', { amount: formatMmk(amount, t.language) });
  const unitPrice = (name: string, amount: number) =>
    t(`plans.addonUnits.${addonUnit(name)}`, { amount: formatMmk(amount, t.language) });
  const planLabel = plan ? planName(plan.name, t) : t('plans.notAvailable');
  return (
    <section
      id="calculators"
      className="calculator-section"
      aria-labelledby="calculators-title"
      tabIndex={-1}
    >
      <div className="container">
        <h2 id="calculators-title">{t('plans.calculatorTitle')}</h2>
        <div className="calculator-panels">
          <section className="panel" aria-labelledby="plan-selection-title">
            <h3 id="plan-selection-title" className="panel__title">
              {t('plans.planSelectionTitle')}
            </h3>
            <dl className="cost-list">
              <Row label={t('plans.planLabel')} value={planLabel} />
              <Row
                label={t('plans.durationLabel')}
                value={
                  months
                    ? t('plans.months', { months: formatInteger(months, t.language) })
                    : t('plans.notAvailable')
                }
              />
              {planLimits(plan, t).map((fact) => (
                <Row key={fact.label} label={fact.label} value={fact.value} />
              ))}
            </dl>
          </section>

          <section className="panel" aria-labelledby="addons-title">
            <h3 id="addons-title" className="panel__title">
              {t('plans.addonsTitle')}
            </h3>
            {addonTypes.length === 0 ? (
              <p className="panel__empty">{t('plans.noAddons')}</p>
            ) : (
              <ul className="addon-list">
                {addonTypes.map((type) => {
                  const quantity = quantities[type.name];
                  const checked = quantity !== undefined;
                  return (
                    <li key={type.id} className="addon-list__item">
                      <Checkbox
                        label={addonName(type.name, t)}
                        checked={checked}
                        onChange={(on) => (on ? onAdd(type.name) : onRemove(type.name))}
                      />
                      <span className="addon-list__price">
                        {unitPrice(type.name, type.price_3month)}
                      </span>
                      {checked ? (
                        <QuantityStepper
                          label={addonName(type.name, t)}
                          value={quantity}
                          onDecrease={() => onDecrement(type.name)}
                          onIncrease={() => onIncrement(type.name)}
                          onQuantity={(value) => onQuantity(type.name, value)}
                          t={t}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section className="panel panel--total" aria-labelledby="total-cost-title">
            <h3 id="total-cost-title" className="panel__title">
              {t('plans.totalCostTitle')}
            </h3>
            <dl className="cost-list">
              <Row label={t('plans.planLabel')} value={planLabel} />
              <Row label={t('plans.basePrice')} value={mmk(cost.basePrice)} />
              <div className="cost-row cost-row--features">
                <dt>{t('plans.selectedFeatures')}</dt>
                <dd>
                  {cost.addons.length === 0 ? (
                    t('plans.noSelectedFeatures')
                  ) : (
                    <ul className="selected-features">
                      {cost.addons.map((line) => (
                        <li key={line.name}>
                          <span>
                            {addonName(line.name, t)}{' '}
                            {t('plans.featureLine', {
                              quantity: formatInteger(line.quantity, t.language),
                              price: mmk(line.price),
                            })}
                          </span>{' '}
                          <span className="selected-features__amount">{mmk(line.total)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
              {cost.addons.length > 0 ? (
                <Row
                  label={t('plans.featureDiscount')}
                  value={minus(cost.featureDiscount)}
                  className="cost-row--deduction"
                />
              ) : null}
              <Row
                label={t('plans.subtotal')}
                value={mmk(cost.subtotal)}
                className="cost-row--subtotal"
              />
              {cost.discount > 0 ? (
                <Row
                  label={t('plans.discount')}
                  value={minus(cost.discount)}
                  className="cost-row--deduction"
                />
              ) : null}
              <Row label={t('plans.tax')} value={mmk(cost.tax)} />
              <div className="cost-row cost-row--total">
                <dt>{t('plans.total')}</dt>
                <dd>
                  <output aria-live="polite">{mmk(cost.total)}</output>
                </dd>
              </div>
            </dl>
            <Button block onClick={onProcessPayment} disabled={busy} aria-busy={busy}>
              {t('plans.processPayment')}
            </Button>
          </section>
        </div>
      </div>
    </section>
  );
}
