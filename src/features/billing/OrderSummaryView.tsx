import { useState, type KeyboardEvent } from 'react';
import type { OrderSummary } from '@contract/billing';
import { FEATURE_DISCOUNT_PERCENT } from '@contract/planPricing';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { formatDate } from '../../i18n/dates';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { addonName, planName } from '../../shared/reference/productNames';

export interface PartnerCodeControls {
  /** A code is being applied or removed: its buttons wait. */
  busy: boolean;
  /** Why the server refused the last code (shown next to the field), or null. */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export interface OrderSummaryViewProps {
  order: OrderSummary;
  partnerCode: PartnerCodeControls;
  /** A payment is under way: the price must not change under it. */
  paying: boolean;
  t: Translate;
}

/**
 * The pending order's lines as the server priced them, in MMK: plan, add-ons, feature discount,
 * subtotal, partner discount, credit, tax, total. Every line that makes the total is shown (the
 * discounts and the credit with a minus sign), so they add up on screen. Then what paying does
 * to the current plan, and the partner code. Props only.
 */
export function OrderSummaryView({ order, partnerCode, paying, t }: OrderSummaryViewProps) {
  const language = t.language;
  const mmk = (amount: number) => t('payment.mmk', { amount: formatMmk(amount, language) });
  const minus = (amount: number) => t('payment.minusMmk', { amount: formatMmk(amount, language) });
  // A paid downgrade this order replaces is credited whole, on a line of its own.
  const scheduledCredit = order.replaces_scheduled?.credit ?? 0;
  return (
    <>
      <table className="billing-summary__table">
        <tbody>
          <tr>
            <th scope="row">
              {t('payment.orderPlanLine', {
                plan: planName(order.plan.name, t),
                months: order.duration_month,
              })}
            </th>
            <td>{mmk(order.plan_price)}</td>
          </tr>
          {order.addons.map((addon) => (
            <tr key={addon.addon_type_id}>
              <th scope="row">
                {/* The name as sold, and the quantity in the reader's digits. */}
                {`${addonName(addon.name, t)} × ${formatInteger(addon.quantity, language)}`}
                <span className="billing-summary__unit">
                  {t('payment.orderAddonUnit', { price: formatMmk(addon.unit_price, language) })}
                </span>
              </th>
              <td>{mmk(addon.amount)}</td>
            </tr>
          ))}
          {order.addons.length > 0 ? (
            <tr>
              <th scope="row">
                {t('payment.featureDiscount', { percent: FEATURE_DISCOUNT_PERCENT })}
              </th>
              <td>{minus(order.feature_discount)}</td>
            </tr>
          ) : null}
          <tr className="billing-summary__subtotal">
            <th scope="row">{t('payment.subtotal')}</th>
            <td>{mmk(order.subtotal)}</td>
          </tr>
          {order.partner_code ? (
            <tr>
              <th scope="row">{t('payment.partnerDiscount', { code: order.partner_code.code })}</th>
              <td>{minus(order.partner_discount)}</td>
            </tr>
          ) : null}
          {order.credit - scheduledCredit > 0 ? (
            <tr>
              <th scope="row">
                {t('payment.credit', {
                  days: order.credit_days,
                  plan: planName(order.change.current_plan ?? '', t),
                })}
              </th>
              <td>{minus(order.credit - scheduledCredit)}</td>
            </tr>
          ) : null}
          {order.replaces_scheduled && scheduledCredit > 0 ? (
            <tr>
              <th scope="row">
                {t('payment.creditScheduled', { plan: planName(order.replaces_scheduled.plan, t) })}
              </th>
              <td>{minus(scheduledCredit)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('payment.orderTax', { percent: order.tax_percent })}</th>
            <td>{mmk(order.tax)}</td>
          </tr>
          <tr className="billing-summary__total">
            <th scope="row">{t('payment.total')}</th>
            <td>{mmk(order.total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="billing-summary__change">{changeSentence(order, t)}</p>
      <PartnerCodeBlock
        // A new code applied (or one removed) starts the field empty again.
        key={order.partner_code?.code ?? ''}
        order={order}
        controls={partnerCode}
        paying={paying}
        t={t}
      />
    </>
  );
}

/** What paying does to the current plan, with dates on Yangon's calendar. */
export function changeSentence(order: OrderSummary, t: Translate): string {
  const { change } = order;
  const date = (instant: string) => formatDate(instant, t.language);
  switch (change.kind) {
    case 'renewal':
      return t('payment.changeRenewal', {
        plan: planName(change.current_plan ?? order.plan.name, t),
        start: date(change.starts_at),
        end: date(change.ends_at),
      });
    case 'upgrade':
      return order.credit_days > 0 && change.current_plan !== null
        ? t('payment.changeUpgrade', {
            days: order.credit_days,
            plan: planName(change.current_plan, t),
          })
        : t('payment.changeUpgradeNoCredit', { plan: planName(change.current_plan ?? '', t) });
    case 'downgrade':
      return t('payment.changeDowngrade', {
        plan: planName(order.plan.name, t),
        date: date(change.starts_at),
      });
    case 'new':
      return t('payment.changeNew', { end: date(change.ends_at) });
  }
}

function PartnerCodeBlock({
  order,
  controls,
  paying,
  t,
}: {
  order: OrderSummary;
  controls: PartnerCodeControls;
  paying: boolean;
  t: Translate;
}) {
  const [code, setCode] = useState('');
  const busy = controls.busy || paying;
  const apply = () => {
    if (!busy && code.trim() !== '') controls.onApply(code);
  };
  // The field sits inside the payment form: Enter applies the code, it never pays.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <div className="billing-partner">
      {order.partner_code_lapsed !== null ? (
        <p className="billing-partner__notice">
          {t('payment.partnerCodeLapsed', { code: order.partner_code_lapsed })}
        </p>
      ) : null}
      {order.partner_code === null ? (
        <p className="billing-partner__notice">{t('payment.noPartnerCode')}</p>
      ) : null}
      <div className="billing-partner__row">
        <Field
          className="billing-partner__field"
          label={t('payment.partnerCode')}
          name="partnerCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={code}
          error={controls.error}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={busy || code.trim() === ''}
          onClick={apply}
        >
          {t('payment.applyPartnerCode')}
        </Button>
        {order.partner_code !== null ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={controls.onRemove}>
            {t('payment.removePartnerCode')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
