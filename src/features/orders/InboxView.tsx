import { useId } from 'react';
import { chosenText } from '@contract/optionRules';
import { Link } from 'react-router-dom';
import type {
  BlockedCustomer,
  Inbox,
  OrderPaymentMethod,
  Reservation,
  ShopOrder,
} from '@contract/orders';
import { orderActions, reservationActions } from '@contract/orderRules';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';
import { formatInteger, formatMmk, localiseDigits } from '../../i18n/format';
import { formatDate, formatReservationWhen, formatYangonDayTime } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { STATE_FILTERS, type BranchFilter, type StateFilter } from './inboxFilters';
import type { ActionTarget, BlockTarget, Connection, RecordAction, Sound } from './inboxSlice';
import { shownDate } from '../../i18n/fieldValues';

export interface InboxViewProps {
  inbox: Inbox;
  /** What the filters show. */
  shown: { orders: ShopOrder[]; reservations: Reservation[] };
  stateFilter: StateFilter;
  branchFilter: BranchFilter;
  branches: { id: number; name: string }[];
  date: string;
  connection: Connection;
  sound: Sound;
  records: Record<string, RecordAction>;
  onStateFilter: (filter: StateFilter) => void;
  onBranchFilter: (filter: BranchFilter) => void;
  onDate: (date: string) => void;
  onAction: (target: ActionTarget) => void;
  onSound: (on: boolean) => void;
  /** 'Block customer' on a record whose customer the server named by id. */
  onBlock: (customer: BlockTarget) => void;
  /** The state of 'Load more' (shown while `inbox.orders_before` names a further page). */
  more: 'idle' | 'loading' | 'failed';
  onLoadMore: () => void;
  /** The shop's blocked customers (undefined while loading) and 'Unblock'. */
  blocked: BlockedCustomer[] | undefined;
  unblockFailed: boolean;
  onUnblock: (customerId: number) => void;
  /** 'Paid' with its method on an order the shop has taken and not yet marked paid. */
  onPaid: (orderId: number, method: OrderPaymentMethod) => void;
  /** The order being marked paid, and whether the server refused (or never got) it. */
  paying: { orderId: number; status: 'running' | 'failed' } | null;
  t: Translate;
}

/** The states in which the shop marks an order paid: it has taken it. */
const PAYABLE: readonly ShopOrder['state'][] = ['accepted', 'ready', 'completed'];

/** 'Paid · Cash' once marked; else, on an order the shop has taken, 'Paid (cash)' and 'Paid (wallet)'. */
function PaymentLine({
  order,
  paying,
  onPaid,
  describedBy,
  t,
}: {
  order: ShopOrder;
  paying: { orderId: number; status: 'running' | 'failed' } | null;
  onPaid: (orderId: number, method: OrderPaymentMethod) => void;
  describedBy: string;
  t: Translate;
}) {
  if (order.payment !== null) {
    return (
      <p className="inbox-paid">
        {t('orders.paidAs', { method: t(`orders.paymentMethods.${order.payment.method}`) })}
      </p>
    );
  }
  if (!PAYABLE.includes(order.state)) return null;
  const mine = paying !== null && paying.orderId === order.id ? paying.status : null;
  return (
    <div className="inbox-actions">
      {mine === 'failed' ? <p role="alert">{t('orders.paidFailed')}</p> : null}
      {(['cash', 'wallet'] as const).map((method) => (
        <Button
          key={method}
          variant="secondary"
          disabled={mine === 'running'}
          aria-describedby={describedBy}
          onClick={() => onPaid(order.id, method)}
        >
          {t(`orders.markPaid.${method}`)}
        </Button>
      ))}
    </div>
  );
}

/** 'Block customer' under a record, when the server named its customer by id. */
function BlockButton({
  customer,
  describedBy,
  onBlock,
  t,
}: {
  customer: ShopOrder['customer'];
  describedBy: string;
  onBlock: (customer: BlockTarget) => void;
  t: Translate;
}) {
  const { id } = customer;
  if (id === undefined) return null;
  return (
    <Button
      variant="secondary"
      aria-describedby={describedBy}
      onClick={() => onBlock({ id, name: customer.name, phone: customer.phone })}
    >
      {t('orders.blockCustomer')}
    </Button>
  );
}

const YANGON_OFFSET_MS = (6 * 60 + 30) * 60 * 1000;

/** HH:MM of an instant on Yangon's clock. */
function yangonTime(instant: string): string {
  const time = new Date(new Date(instant).getTime() + YANGON_OFFSET_MS);
  return time.toISOString().slice(11, 16);
}

/** A calendar day (YYYY-MM-DD) as people write it. */
const dayShown = (date: string, t: Translate) => formatDate(`${date}T12:00:00+06:30`, t.language);

const branchValue = (filter: BranchFilter): string =>
  filter.kind === 'branch' ? String(filter.id) : filter.kind;

function branchOf(value: string): BranchFilter {
  if (value === 'all' || value === 'shop') return { kind: value };
  return { kind: 'branch', id: Number(value) };
}

function ConnectionBadge({ connection, t }: { connection: Connection; t: Translate }) {
  const words: Record<Connection, string> = {
    connecting: t('orders.connecting'),
    live: t('orders.live'),
    reconnecting: t('orders.reconnecting'),
    refused: t('orders.streamRefused'),
  };
  return (
    <p className={`inbox-connection inbox-connection--${connection}`} role="status">
      <span className="inbox-connection__dot" aria-hidden="true" />
      {words[connection]}
    </p>
  );
}

function Refusal({
  record,
  kind,
  t,
}: {
  record: RecordAction | undefined;
  kind: 'order' | 'reservation';
  t: Translate;
}) {
  if (!record || record.status === 'running') return <Message tone="error">{null}</Message>;
  let text: string;
  if (record.status === 'refused') {
    const stateWord =
      kind === 'order'
        ? t(`orders.orderStates.${record.state as ShopOrder['state']}`)
        : t(`orders.reservationStates.${record.state as Reservation['state']}`);
    text =
      kind === 'order'
        ? t('orders.orderRefused', { state: stateWord })
        : t('orders.reservationRefused', { state: stateWord });
  } else if (record.status === 'forbidden') text = t('orders.forbidden');
  else text = record.message ?? t('orders.failed');
  return <Message tone="error">{text}</Message>;
}

function OrderCard({
  order,
  record,
  onAction,
  onBlock,
  onPaid,
  paying,
  t,
}: {
  order: ShopOrder;
  record: RecordAction | undefined;
  onAction: (target: ActionTarget) => void;
  onBlock: (customer: BlockTarget) => void;
  onPaid: (orderId: number, method: OrderPaymentMethod) => void;
  paying: { orderId: number; status: 'running' | 'failed' } | null;
  t: Translate;
}) {
  const titleId = useId();
  const language = t.language;
  const running = record?.status === 'running';
  const delivered = order.delivery !== undefined;
  const actions = orderActions(order.state, 'merchant', delivered).filter((a) => a !== 'cancel');
  // An order for delivery is completed when it is delivered, and says so.
  const stateLabel =
    delivered && order.state === 'completed'
      ? t('orders.orderStateLabels.delivered')
      : t(`orders.orderStateLabels.${order.state}`);
  return (
    <li
      id={`order-${order.id}`}
      className={`inbox-card inbox-card--${order.state}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="inbox-card__title">
        {t('orders.orderNumber', { number: formatInteger(order.number, language) })}{' '}
        <span className="inbox-state">{stateLabel}</span>
      </h3>
      <p className="inbox-card__meta">
        {t('orders.placedAt', { time: localiseDigits(yangonTime(order.placed_at), language) })}
        {' · '}
        {order.delivery
          ? t('ordering.delivery')
          : order.table === null
            ? t('orders.pickup')
            : t('orders.table', { table: localiseDigits(order.table, language) })}
        {order.branch ? ` · ${order.branch.name}` : null}
      </p>
      {order.delivery ? (
        <div className="inbox-delivery">
          <p>
            {t('orders.delivery', {
              township:
                language === 'my' ? order.delivery.township.name_my : order.delivery.township.name,
              address: order.delivery.address,
              phone: localiseDigits(order.delivery.phone, language),
            })}
          </p>
          <p>
            {t('orders.deliveryFee', {
              amount: formatMmk(order.delivery.fee, language),
              minutes: formatInteger(order.delivery.eta_minutes, language),
            })}
          </p>
        </div>
      ) : null}
      {order.pickup_at !== null ? (
        <p className="inbox-pickup">
          {t(order.delivery ? 'orders.forDelivery' : 'orders.forPickup', {
            when: formatYangonDayTime(order.pickup_at, language),
          })}
        </p>
      ) : null}
      <dl className="inbox-facts">
        <div>
          <dt>{t('orders.customer')}</dt>
          <dd>{order.customer.name}</dd>
        </div>
        <div>
          <dt>{t('orders.phone')}</dt>
          <dd>
            <a href={`tel:${order.customer.phone}`}>
              {localiseDigits(order.customer.phone, language)}
            </a>
          </dd>
        </div>
      </dl>
      <ul className="inbox-lines">
        {order.lines.map((line, index) => (
          <li key={`${line.item_id ?? 'x'}-${index}`}>
            <span>
              {t('orders.line', {
                quantity: formatInteger(line.quantity, language),
                name: line.name,
              })}
              {line.options ? (
                <small className="order-choices">{chosenText(line.options, language)}</small>
              ) : null}
            </span>
            <span>
              {t('orders.amount', { amount: formatMmk(line.price * line.quantity, language) })}
            </span>
          </li>
        ))}
      </ul>
      {order.member_discount > 0 || (order.promo && order.promo.discount > 0) ? (
        <dl className="inbox-facts inbox-discounts">
          <div>
            <dt>{t('orders.subtotal')}</dt>
            <dd>{t('orders.amount', { amount: formatMmk(order.subtotal, language) })}</dd>
          </div>
          {order.member_discount > 0 ? (
            <div>
              <dt>{t('orders.memberDiscount')}</dt>
              <dd>
                {t('orders.discountAmount', {
                  amount: formatMmk(order.member_discount, language),
                })}
              </dd>
            </div>
          ) : null}
          {order.promo && order.promo.discount > 0 ? (
            <div>
              <dt>{t('orders.promoDiscount', { code: order.promo.code })}</dt>
              <dd>
                {t('orders.discountAmount', {
                  amount: formatMmk(order.promo.discount, language),
                })}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="inbox-total">
        {t('orders.total')}: {t('orders.amount', { amount: formatMmk(order.total, language) })}
      </p>
      {order.note ? (
        <p className="inbox-note">
          {t('orders.note')}: {order.note}
        </p>
      ) : null}
      {order.reason ? (
        <p className="inbox-note">
          {t('orders.reason')}: {order.reason}
        </p>
      ) : null}
      <PaymentLine order={order} paying={paying} onPaid={onPaid} describedBy={titleId} t={t} />
      <Refusal record={record} kind="order" t={t} />
      {actions.length > 0 ? (
        <div className="inbox-actions">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'secondary' : 'primary'}
              disabled={running}
              aria-describedby={titleId}
              onClick={() => onAction({ kind: 'order', id: order.id, action: action as never })}
            >
              {running
                ? t('orders.working')
                : t(`orders.actions.${delivered && action === 'complete' ? 'deliver' : action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="inbox-actions">
        <BlockButton customer={order.customer} describedBy={titleId} onBlock={onBlock} t={t} />
      </div>
    </li>
  );
}

function ReservationCard({
  reservation,
  record,
  onAction,
  onBlock,
  t,
}: {
  reservation: Reservation;
  record: RecordAction | undefined;
  onAction: (target: ActionTarget) => void;
  onBlock: (customer: BlockTarget) => void;
  t: Translate;
}) {
  const titleId = useId();
  const language = t.language;
  const running = record?.status === 'running';
  const actions = reservationActions(reservation.state, 'merchant');
  return (
    <li
      id={`reservation-${reservation.id}`}
      className={`inbox-card inbox-card--${reservation.state}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="inbox-card__title">
        {t('orders.reservationFor', { name: reservation.customer.name })}{' '}
        <span className="inbox-state">
          {t(`orders.reservationStateLabels.${reservation.state}`)}
        </span>
      </h3>
      <p className="inbox-card__meta">
        {formatReservationWhen(reservation.date, reservation.time, language)}
        {reservation.branch ? ` · ${reservation.branch.name}` : null}
      </p>
      <dl className="inbox-facts">
        <div>
          <dt>{t('orders.partySize')}</dt>
          <dd>{t('orders.people', { count: formatInteger(reservation.party_size, language) })}</dd>
        </div>
        <div>
          <dt>{t('orders.service')}</dt>
          <dd>{reservation.service?.name ?? t('orders.tableBooking')}</dd>
        </div>
        <div>
          <dt>{t('orders.phone')}</dt>
          <dd>
            <a href={`tel:${reservation.customer.phone}`}>
              {localiseDigits(reservation.customer.phone, language)}
            </a>
          </dd>
        </div>
      </dl>
      {reservation.note ? (
        <p className="inbox-note">
          {t('orders.note')}: {reservation.note}
        </p>
      ) : null}
      {reservation.reason ? (
        <p className="inbox-note">
          {t('orders.reason')}: {reservation.reason}
        </p>
      ) : null}
      <Refusal record={record} kind="reservation" t={t} />
      {actions.length > 0 ? (
        <div className="inbox-actions">
          {actions
            .filter((a) => a !== 'cancel')
            .map((action) => (
              <Button
                key={action}
                variant={action === 'decline' || action === 'no_show' ? 'secondary' : 'primary'}
                disabled={running}
                aria-describedby={titleId}
                onClick={() =>
                  onAction({ kind: 'reservation', id: reservation.id, action: action as never })
                }
              >
                {running ? t('orders.working') : t(`orders.actions.${action}`)}
              </Button>
            ))}
        </div>
      ) : null}
      <div className="inbox-actions">
        <BlockButton
          customer={reservation.customer}
          describedBy={titleId}
          onBlock={onBlock}
          t={t}
        />
      </div>
    </li>
  );
}

/** The inbox: filters, the day's totals, the orders and the reservations, each with its buttons. */
export function InboxView(props: InboxViewProps) {
  const { inbox, shown, records, t } = props;
  const language = t.language;
  const filtersId = useId();
  const totalsId = useId();
  const ordersId = useId();
  const reservationsId = useId();
  const blockedId = useId();
  const stateId = useId();
  const branchId = useId();
  const dateId = useId();
  const shownDay = shownDate(props.date, language);
  return (
    <>
      <div className="inbox-bar">
        <ConnectionBadge connection={props.connection} t={t} />
        {props.sound === 'unavailable' ? (
          <p>{t('orders.soundUnavailable')}</p>
        ) : (
          <Button
            variant="secondary"
            aria-pressed={props.sound === 'on'}
            onClick={() => props.onSound(props.sound !== 'on')}
          >
            {props.sound === 'on' ? t('orders.soundOff') : t('orders.soundOn')}
          </Button>
        )}
      </div>

      <Card as="section" className="inbox-section" aria-labelledby={filtersId}>
        <h2 id={filtersId} className="visually-hidden">
          {t('orders.filtersTitle')}
        </h2>
        <div className="inbox-filters">
          <div className="field">
            <label className="field__label" htmlFor={stateId}>
              {t('orders.stateFilter')}
            </label>
            <select
              id={stateId}
              className="field__control"
              value={props.stateFilter}
              onChange={(e) => props.onStateFilter(e.target.value as StateFilter)}
            >
              {STATE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`orders.filter.${filter}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={branchId}>
              {t('orders.branchFilter')}
            </label>
            <select
              id={branchId}
              className="field__control"
              value={branchValue(props.branchFilter)}
              onChange={(e) => props.onBranchFilter(branchOf(e.target.value))}
            >
              <option value="all">{t('orders.allPlaces')}</option>
              <option value="shop">{t('orders.theShop')}</option>
              {props.branches.map((branch) => (
                <option key={branch.id} value={String(branch.id)}>
                  {branch.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={dateId}>
              {t('orders.date')}
            </label>
            <input
              id={dateId}
              type="date"
              className="field__control"
              value={props.date}
              aria-describedby={shownDay ? `${dateId}-shown` : undefined}
              onChange={(e) => props.onDate(e.target.value)}
            />
            {shownDay ? (
              <p id={`${dateId}-shown`} className="field__shown">
                {shownDay}
              </p>
            ) : null}
          </div>
        </div>
      </Card>

      <Card as="section" className="inbox-section" aria-labelledby={totalsId}>
        <h2 id={totalsId}>{t('orders.totalsTitle', { date: dayShown(inbox.date, t) })}</h2>
        <dl className="inbox-totals">
          <div>
            <dt>{t('orders.totals.orders')}</dt>
            <dd>{formatInteger(inbox.totals.orders, language)}</dd>
          </div>
          <div>
            <dt>{t('orders.totals.completedAmount')}</dt>
            <dd>
              {t('orders.amount', { amount: formatMmk(inbox.totals.completed_amount, language) })}
            </dd>
          </div>
          <div>
            <dt>{t('orders.totals.paidAmount')}</dt>
            <dd>{t('orders.amount', { amount: formatMmk(inbox.totals.paid_amount, language) })}</dd>
          </div>
          <div>
            <dt>{t('orders.totals.unpaidAmount')}</dt>
            <dd>
              {t('orders.amount', { amount: formatMmk(inbox.totals.unpaid_amount, language) })}
            </dd>
          </div>
          <div>
            <dt>{t('orders.totals.reservations')}</dt>
            <dd>{formatInteger(inbox.totals.reservations, language)}</dd>
          </div>
          <div>
            <dt>{t('orders.totals.guests')}</dt>
            <dd>{formatInteger(inbox.totals.guests, language)}</dd>
          </div>
        </dl>
      </Card>

      <section className="inbox-section" aria-labelledby={ordersId}>
        <h2 id={ordersId}>{t('orders.ordersTitle')}</h2>
        {shown.orders.length === 0 ? (
          <p>{t('orders.noOrders')}</p>
        ) : (
          <ul className="inbox-list" aria-labelledby={ordersId}>
            {shown.orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                record={records[`order:${order.id}`]}
                onAction={props.onAction}
                onBlock={props.onBlock}
                onPaid={props.onPaid}
                paying={props.paying}
                t={t}
              />
            ))}
          </ul>
        )}
        {inbox.orders_before !== undefined && inbox.orders_before !== null ? (
          <div className="inbox-more">
            {props.more === 'failed' ? <p role="alert">{t('orders.loadMoreFailed')}</p> : null}
            <Button
              variant="secondary"
              disabled={props.more === 'loading'}
              onClick={props.onLoadMore}
            >
              {props.more === 'loading' ? t('orders.loadingMore') : t('orders.loadMore')}
            </Button>
          </div>
        ) : null}
      </section>

      <section className="inbox-section" aria-labelledby={reservationsId}>
        <h2 id={reservationsId}>{t('orders.reservationsTitle')}</h2>
        {shown.reservations.length === 0 ? (
          <p>{t('orders.noReservations')}</p>
        ) : (
          <ul className="inbox-list" aria-labelledby={reservationsId}>
            {shown.reservations.map((reservation) => (
              <ReservationCard
                key={reservation.id}
                reservation={reservation}
                record={records[`reservation:${reservation.id}`]}
                onAction={props.onAction}
                onBlock={props.onBlock}
                t={t}
              />
            ))}
          </ul>
        )}
      </section>

      <Card as="section" className="inbox-section" aria-labelledby={blockedId}>
        <h2 id={blockedId}>{t('orders.blockedTitle')}</h2>
        {props.unblockFailed ? <p role="alert">{t('orders.unblockFailed')}</p> : null}
        {props.blocked === undefined ? null : props.blocked.length === 0 ? (
          <p>{t('orders.noBlocked')}</p>
        ) : (
          <ul className="inbox-blocked" aria-labelledby={blockedId}>
            {props.blocked.map(({ customer }) => (
              <li key={customer.id}>
                <span>
                  {customer.name} · {localiseDigits(customer.phone, language)}
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('orders.unblockLabel', { name: customer.name })}
                  onClick={() => props.onUnblock(customer.id)}
                >
                  {t('orders.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** A plan without Order/Reservations: what it would bring, and the way to upgrade. */
export function NoOrdersFeature({ pricing, t }: { pricing: string; t: Translate }) {
  const titleId = useId();
  return (
    <Card as="section" className="inbox-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders.noFeatureTitle')}</h2>
      <p>{t('orders.noFeature')}</p>
      <Link to={pricing}>{t('orders.upgrade')}</Link>
    </Card>
  );
}
