import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Weekday } from '@contract/hours';
import type { PublicDeliveryArea } from '@contract/delivery';
import { chosenText } from '@contract/optionRules';
import type { PublicBranch } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Field, SelectField } from '../../components/Field/Field';
import { NumberInput } from '../../components/NumberInput/NumberInput';
import { formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { weekdayName } from './HoursView';
import { clockAt } from './hours';
import type {
  Basket,
  BasketLine,
  BasketPromo,
  BasketService,
  OrderProblem,
  Reopening,
} from './basketSlice';
import { deliveryStarted, estimatedTotal, itemCount, lineIdOf } from './basketSlice';
import { DeliveryFields, deliveryEstimate, type DeliveryFieldsProps } from './DeliveryFields';

export interface BasketViewProps {
  /** The basket of the chosen branch; undefined while nothing has been added. */
  basket: Basket | undefined;
  branches: readonly PublicBranch[];
  branchId: number | null;
  signedIn: boolean;
  myOrdersTo: string;
  /** Why the table number cannot be sent as it is, or null. */
  tableError: string | null;
  /** The townships the shop delivers to (empty: it does not deliver). */
  deliveryAreas: readonly PublicDeliveryArea[];
  /** What a delivery still lacks, once 'Place order' was pressed. */
  deliveryErrors: DeliveryFieldsProps['errors'];
  /** The address kept from the shopper's last delivery, offered when they choose delivery. */
  savedDelivery: { township_id: number; address: string; phone: string } | null;
  /** Each names its line by the line itself (its item and its options). */
  onQuantity: (line: BasketLine, text: string) => void;
  onStep: (line: BasketLine, quantity: number) => void;
  onRemove: (line: BasketLine) => void;
  onNote: (note: string) => void;
  onService: (service: BasketService) => void;
  /**
   * Orders for later, at a shop that takes them: the pickup times it offers now (ISO 8601) and
   * whether one must be chosen (the shop is closed). Null: the shop takes no orders for later.
   */
  pickup: { slots: readonly string[]; required: boolean; now: number } | null;
  onPickupAt: (pickupAt: string | null) => void;
  onBranch: (branchId: number | null) => void;
  onPlace: () => void;
  onNewOrder: () => void;
  /** 'Apply' with the code typed, and 'Remove'. */
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
  t: Translate;
}

interface PromoCodeViewProps {
  promo: BasketPromo;
  placing: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  t: Translate;
}

/**
 * The promo code field: typed here until 'Apply'; the server's answer decides. A refusal shows
 * the server's words under the field; an applied code offers 'Remove'.
 */
function PromoCodeView({ promo, placing, onApply, onRemove, t }: PromoCodeViewProps) {
  const [text, setText] = useState(promo.status === 'none' ? '' : promo.code);
  if (promo.status === 'applied') {
    return (
      <div className="basket__promo">
        <p role="status">{t('ordering.promoApplied', { code: promo.code })}</p>
        <Button
          variant="ghost"
          disabled={placing}
          aria-label={t('ordering.removePromoLabel', { code: promo.code })}
          onClick={() => {
            setText('');
            onRemove();
          }}
        >
          {t('ordering.removePromo')}
        </Button>
      </div>
    );
  }
  const checking = promo.status === 'checking';
  const error = promo.status === 'refused' ? (promo.message ?? t('ordering.promoFailed')) : null;
  return (
    <form
      className="basket__promo"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text);
      }}
    >
      <Field
        label={t('ordering.promoCode')}
        value={text}
        maxLength={40}
        autoComplete="off"
        disabled={placing}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="basket__promo-actions">
        <Button type="submit" variant="secondary" disabled={placing || checking}>
          {t('ordering.applyPromo')}
        </Button>
        {promo.status === 'refused' ? (
          <Button
            variant="ghost"
            aria-label={t('ordering.removePromoLabel', { code: promo.code })}
            onClick={() => {
              setText('');
              onRemove();
            }}
          >
            {t('ordering.removePromo')}
          </Button>
        ) : null}
      </div>
      {checking ? <p role="status">{t('ordering.checkingPromo')}</p> : null}
    </form>
  );
}

/** A pickup time as the shopper reads it: 'Today 18:30', 'Tomorrow 06:00', 'Thursday 06:15'. */
function pickupLabel(iso: string, now: number, t: Translate): string {
  const at = clockAt(iso, new Date(now));
  if (at === null) return iso;
  return t('ordering.pickupSlot', {
    day: at.ahead === 0 ? 'today' : at.ahead === 1 ? 'tomorrow' : 'other',
    weekday: weekdayName(t, at.weekday as Weekday),
    time: localiseDigits(at.time, t.language),
  });
}

/**
 * 'Pickup time' at a shop that takes orders for later: 'As soon as possible' while it is open,
 * then its pickup times; while it is closed a time must be chosen, and the shopper is told so.
 */
function PickupTimeField({
  pickup,
  value,
  delivery,
  disabled,
  onChange,
  t,
}: {
  pickup: { slots: readonly string[]; required: boolean; now: number };
  value: string | null;
  /** An order for delivery: the same times, as when it is delivered. */
  delivery: boolean;
  disabled: boolean;
  onChange: (pickupAt: string | null) => void;
  t: Translate;
}) {
  // A time chosen earlier that has passed is no longer offered, and not sent.
  const chosen = value !== null && pickup.slots.includes(value) ? value : '';
  return (
    <SelectField
      label={delivery ? t('ordering.deliveryTime') : t('ordering.pickupTime')}
      value={chosen}
      disabled={disabled}
      hint={
        pickup.required
          ? delivery
            ? t('ordering.deliveryTimeClosedHint')
            : t('ordering.pickupTimeClosedHint')
          : undefined
      }
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      options={[
        {
          value: '',
          label: pickup.required ? t('ordering.pickupTimeChoose') : t('ordering.pickupSoon'),
        },
        ...pickup.slots.map((slot) => ({ value: slot, label: pickupLabel(slot, pickup.now, t) })),
      ]}
    />
  );
}

/** The basket's heading: where 'View order' takes the focus. */
export const BASKET_HEADING_ID = 'basket-heading';

const PROBLEM_KEYS = {
  network: 'ordering.problemNetwork',
  not_orderable: 'ordering.problemNotOrderable',
  feature: 'ordering.problemFeature',
  name_required: 'ordering.problemNameRequired',
  too_many_open: 'ordering.problemTooManyOpen',
  blocked: 'ordering.problemBlocked',
  too_fast: 'ordering.problemTooFast',
  pickup_time: 'ordering.problemPickupTime',
  options: 'ordering.problemOptions',
  delivery_unserved: 'ordering.problemDeliveryUnserved',
  delivery_minimum: 'ordering.problemDeliveryMinimum',
  failed: 'ordering.problemFailed',
} as const satisfies Record<Exclude<OrderProblem, 'unavailable' | 'closed' | 'busy'>, string>;

/** The words of a refusal by the shop's hours or its pause, with when it takes orders again. */
function reopeningWords(problem: 'closed' | 'busy', reopens: Reopening, t: Translate): string {
  if (reopens === null) return t('ordering.problemClosedNoHours');
  const time = localiseDigits(reopens.time, t.language);
  if (problem === 'busy') return t('ordering.problemBusy', { time });
  const day = reopens.ahead === 0 ? 'today' : reopens.ahead === 1 ? 'tomorrow' : 'other';
  return t('ordering.problemClosed', {
    day,
    weekday: weekdayName(t, reopens.weekday as Weekday),
    time,
  });
}

/**
 * The basket of a store page: its lines with their quantities, the note, pickup or a table, the
 * branch, the estimated total (the server's price is the one that counts) and 'Place order'; once
 * placed, the order's number and the total as the server priced it.
 */
export function BasketView({
  basket,
  branches,
  branchId,
  signedIn,
  myOrdersTo,
  tableError,
  deliveryAreas,
  deliveryErrors,
  savedDelivery,
  onQuantity,
  onStep,
  onRemove,
  onNote,
  onService,
  pickup,
  onPickupAt,
  onBranch,
  onPlace,
  onNewOrder,
  onApplyPromo,
  onRemovePromo,
  t,
}: BasketViewProps) {
  const { language } = t;
  const mmk = (amount: number) => formatMmk(amount, language);
  const delivery =
    basket && basket.status !== 'placed'
      ? deliveryEstimate(deliveryAreas, basket.service, estimatedTotal(basket.lines))
      : null;
  const branchSelect =
    branches.length > 0 ? (
      <SelectField
        label={t('ordering.branch')}
        value={branchId === null ? '' : String(branchId)}
        onChange={(event) =>
          onBranch(event.target.value === '' ? null : Number(event.target.value))
        }
        options={[
          { value: '', label: t('ordering.mainShop') },
          ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
        ]}
      />
    ) : null;

  if (basket?.status === 'placed') {
    return (
      <section className="shop-panel basket" aria-labelledby="basket-heading">
        <h2 id={BASKET_HEADING_ID} tabIndex={-1}>
          {t('ordering.placedHeading')}
        </h2>
        <p role="status">
          {t('ordering.placedText', {
            number: localiseDigits(String(basket.number), language),
            amount: mmk(basket.total),
          })}
        </p>
        <p>
          <Link to={myOrdersTo}>{t('ordering.myOrders')}</Link>
        </p>
        <Button variant="secondary" onClick={onNewOrder}>
          {t('ordering.newOrder')}
        </Button>
      </section>
    );
  }

  const lines = basket?.lines ?? [];
  const placing = basket?.status === 'placing';
  const problem = basket?.status === 'editing' ? basket.problem : null;
  const unavailableNames = lines.filter((l) => l.unavailable).map((l) => l.name);
  const service = basket ? basket.service : { kind: 'pickup' as const };
  return (
    <section className="shop-panel basket" aria-labelledby="basket-heading" aria-busy={placing}>
      <h2 id={BASKET_HEADING_ID} tabIndex={-1}>
        {t('ordering.basketHeading')}
        {lines.length > 0 ? (
          <span className="basket__count">
            {' '}
            ({t('ordering.basketCount', { count: itemCount(lines) })})
          </span>
        ) : null}
      </h2>
      {branchSelect}
      {lines.length === 0 ? (
        <p className="basket__empty">{t('ordering.basketEmpty')}</p>
      ) : (
        <ul className="basket__lines">
          {lines.map((line) => {
            const id = lineIdOf(line).replace(/[:.]/g, '-');
            const quantityId = `basket-quantity-${id}`;
            const noteId = `basket-unavailable-${id}`;
            const choices = chosenText(line.choices ?? [], t.language);
            // A line with choices is named with them: two lines of one item differ by these.
            const name = choices === '' ? line.name : `${line.name} (${choices})`;
            return (
              <li
                key={id}
                className={
                  line.unavailable ? 'basket__line basket__line--unavailable' : 'basket__line'
                }
              >
                <span className="basket__name">
                  {line.name}
                  {choices === '' ? null : <small className="basket__choices">{choices}</small>}
                </span>
                <label className="visually-hidden" htmlFor={quantityId}>
                  {t('ordering.quantity', { name })}
                </label>
                <NumberInput
                  id={quantityId}
                  className="basket__quantity field__control"
                  value={line.quantity}
                  min={1}
                  max={99}
                  disabled={placing}
                  describedBy={line.unavailable ? noteId : undefined}
                  onEnter={(text) => onQuantity(line, text)}
                  onStep={(direction) => onStep(line, line.quantity + direction)}
                />
                <span className="basket__amount">
                  {t('ordering.lineTotal', { amount: mmk(line.price * line.quantity) })}
                </span>
                <Button
                  variant="ghost"
                  disabled={placing}
                  aria-label={t('ordering.removeItem', { name })}
                  onClick={() => onRemove(line)}
                >
                  {t('ordering.remove')}
                </Button>
                {line.unavailable ? (
                  <p id={noteId} className="basket__unavailable">
                    {t('ordering.itemUnavailable')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 ? (
        <>
          <ChoiceGroup
            legend={t('ordering.service')}
            options={[
              { value: 'pickup', label: t('ordering.pickup') },
              { value: 'table', label: t('ordering.table') },
              ...(deliveryAreas.length > 0
                ? [{ value: 'delivery' as const, label: t('ordering.delivery') }]
                : []),
            ]}
            value={service.kind}
            onChange={(kind) =>
              onService(
                kind === 'table'
                  ? { kind: 'table', table: '' }
                  : kind === 'delivery'
                    ? deliveryStarted(savedDelivery, deliveryAreas)
                    : { kind: 'pickup' },
              )
            }
          />
          {service.kind === 'delivery' ? (
            <DeliveryFields
              areas={deliveryAreas}
              service={service}
              errors={deliveryErrors}
              disabled={placing}
              onChange={onService}
              t={t}
            />
          ) : null}
          {(service.kind === 'pickup' || service.kind === 'delivery') && pickup !== null ? (
            <PickupTimeField
              pickup={pickup}
              delivery={service.kind === 'delivery'}
              value={basket?.status === 'editing' ? (basket.pickupAt ?? null) : null}
              disabled={placing}
              onChange={onPickupAt}
              t={t}
            />
          ) : null}
          {service.kind === 'table' ? (
            <Field
              label={t('ordering.tableNumber')}
              value={service.table}
              maxLength={10}
              disabled={placing}
              error={tableError}
              onChange={(event) => onService({ kind: 'table', table: event.target.value })}
            />
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor="basket-note">
              {t('ordering.note')}
            </label>
            <textarea
              id="basket-note"
              className="field__control"
              rows={2}
              maxLength={500}
              disabled={placing}
              aria-describedby="basket-note-hint"
              value={basket ? basket.note : ''}
              onChange={(event) => onNote(event.target.value)}
            />
            <p id="basket-note-hint" className="field__hint">
              {t('ordering.noteHint')}
            </p>
          </div>
          {basket ? (
            <PromoCodeView
              promo={basket.promo}
              placing={placing}
              onApply={onApplyPromo}
              onRemove={onRemovePromo}
              t={t}
            />
          ) : null}
          {basket?.promo.status === 'applied' ? (
            <dl className="basket__quote">
              <div>
                <dt>{t('ordering.subtotal')}</dt>
                <dd>{t('ordering.lineTotal', { amount: mmk(basket.promo.quote.subtotal) })}</dd>
              </div>
              {basket.promo.quote.member_discount > 0 ? (
                <div>
                  <dt>{t('ordering.memberDiscount')}</dt>
                  <dd>
                    {t('ordering.discountAmount', {
                      amount: mmk(basket.promo.quote.member_discount),
                    })}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('ordering.promoDiscount', { code: basket.promo.code })}</dt>
                <dd>
                  {t('ordering.discountAmount', {
                    amount: mmk(basket.promo.quote.promo_discount),
                  })}
                </dd>
              </div>
              <div className="basket__quote-total">
                <dt>{t('ordering.total')}</dt>
                <dd>{t('ordering.lineTotal', { amount: mmk(basket.promo.quote.total) })}</dd>
              </div>
            </dl>
          ) : (
            <>
              {delivery !== null && 'fee' in delivery ? (
                <p className="basket__fee">
                  {t('ordering.deliveryFee')}:{' '}
                  {t('ordering.lineTotal', { amount: mmk(delivery.fee) })}
                </p>
              ) : null}
              <p className="basket__total">
                {t('ordering.estimatedTotal')}:{' '}
                <strong>
                  {t('ordering.lineTotal', {
                    amount: mmk(
                      estimatedTotal(lines) +
                        (delivery !== null && 'fee' in delivery ? delivery.fee : 0),
                    ),
                  })}
                </strong>
              </p>
            </>
          )}
          {delivery !== null && 'below' in delivery ? (
            <p className="basket__minimum" role="status">
              {t('ordering.deliveryBelowMinimum', {
                township: delivery.below.township,
                amount: mmk(delivery.below.min),
              })}
            </p>
          ) : null}
          <p className="basket__price-note">{t('ordering.priceNote')}</p>
          {problem ? (
            <div role="alert" className="basket__problem">
              {problem === 'unavailable'
                ? t('ordering.problemUnavailable', { names: unavailableNames.join(', ') })
                : problem === 'closed' || problem === 'busy'
                  ? reopeningWords(
                      problem,
                      basket?.status === 'editing' ? (basket.reopens ?? null) : null,
                      t,
                    )
                  : t(PROBLEM_KEYS[problem])}
            </div>
          ) : null}
          {signedIn ? null : <p className="field__hint">{t('ordering.signInToOrder')}</p>}
          <Button onClick={onPlace} disabled={placing || unavailableNames.length > 0}>
            {placing ? t('ordering.placing') : t('ordering.placeOrder')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
