import type { ReactNode } from 'react';
import { chosenText } from '@contract/optionRules';
import { Link } from 'react-router-dom';
import type { Reservation, ShopOrder } from '@contract/orders';
import { orderActions, reservationActions } from '@contract/orderRules';
import { Button } from '../../components/Button/Button';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { formatInteger, formatMmk, localiseDigits } from '../../i18n/format';
import { formatDate, formatReservationWhen, formatYangonDayTime } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { routePaths, shopPath } from '../../app/routes';
import type { CustomerLiveState, LiveChange } from '../../shared/customer/customerLiveSlice';
import './customer.css';

/** An order's state in the shopper's words ('Delivered' for a completed delivery). */
export function orderStateText(state: ShopOrder['state'], t: Translate, delivered = false): string {
  return delivered && state === 'completed'
    ? t('customer.orderState.delivered')
    : t(`customer.orderState.${state}`);
}

export function reservationStateText(state: Reservation['state'], t: Translate): string {
  return t(`customer.reservationState.${state}`);
}

/** The live region's sentence for a change the stream brought. */
export function liveChangeText(change: LiveChange, t: Translate): string {
  return change.kind === 'order'
    ? t('customer.orderChanged', {
        number: formatInteger(change.number, t.language),
        shop: change.shop,
        state: orderStateText(change.state, t),
      })
    : t('customer.reservationChanged', {
        shop: change.shop,
        state: reservationStateText(change.state, t),
      });
}

export interface CustomerOrdersViewProps {
  customerName: string | null;
  /** The notifications card, once the shopper has something to be told about. */
  notifications?: ReactNode;
  orders: readonly ShopOrder[];
  reservations: readonly Reservation[];
  /** The reservations whose time has not come (they may still be cancelled). */
  upcoming: (reservation: Reservation) => boolean;
  live: CustomerLiveState['status'];
  lastChange: LiveChange | null;
  /** The record being cancelled now. */
  cancelling: { kind: 'order' | 'reservation'; id: number } | null;
  cancelProblem: string | null;
  onCancelOrder: (order: ShopOrder) => void;
  onCancelReservation: (reservation: Reservation) => void;
  onSignOut: () => void;
  /** 'Rate this visit' (or that it is rated) under a completed order or reservation. */
  rateControl?: (visit: 'order' | 'reservation', id: number, shopName: string) => ReactNode;
  /** The rating dialog, while it is open. */
  rateDialog?: ReactNode;
  t: Translate;
}

function liveText(live: CustomerLiveState['status'], t: Translate): string | null {
  if (live === 'live') return t('customer.live');
  if (live === 'reconnecting') return t('customer.reconnecting');
  return null;
}

/** /my/orders: the customer's orders and reservations, each with its state, kept live. */
export function CustomerOrdersView({
  customerName,
  orders,
  reservations,
  upcoming,
  live,
  lastChange,
  cancelling,
  cancelProblem,
  onCancelOrder,
  onCancelReservation,
  onSignOut,
  notifications = null,
  rateControl,
  rateDialog = null,
  t,
}: CustomerOrdersViewProps) {
  const language = t.language;
  const liveWords = liveText(live, t);
  return (
    <Page title={t('customer.ordersTitle')} className="customer-page">
      <div className="customer-bar">
        <p>
          {customerName ? t('customer.signedInAs', { name: customerName }) : null}{' '}
          {liveWords ? (
            <span className="customer-live" role="status">
              {liveWords}
            </span>
          ) : null}
        </p>
        <Link to={routePaths.myCards}>{t('customer.myCards')}</Link>
        <Button variant="secondary" onClick={onSignOut}>
          {t('customer.signOut')}
        </Button>
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {lastChange ? liveChangeText(lastChange, t) : null}
      </div>
      <Message tone="error">{cancelProblem ? <p>{cancelProblem}</p> : null}</Message>
      {notifications}

      <section aria-labelledby="customer-orders-heading">
        <h2 id="customer-orders-heading">{t('customer.orders')}</h2>
        {orders.length === 0 ? <p>{t('customer.noOrders')}</p> : null}
        <ul className="customer-list">
          {orders.map((order) => (
            <li key={order.id} id={`order-${order.id}`} className="card customer-item">
              <h3>
                {t('customer.orderNumber', { number: formatInteger(order.number, language) })}
              </h3>
              <p>
                <Link to={shopPath(order.shop.slug)}>{order.shop.name}</Link>
                {order.branch ? ` · ${order.branch.name}` : null}
              </p>
              <p className="customer-item__state">
                {orderStateText(order.state, t, order.delivery !== undefined)}
              </p>
              {order.reason ? <p>{t('customer.reason', { reason: order.reason })}</p> : null}
              {order.pickup_at !== null ? (
                <p>
                  {t(order.delivery ? 'customer.forDelivery' : 'customer.forPickup', {
                    when: formatYangonDayTime(order.pickup_at, language),
                  })}
                </p>
              ) : null}
              {order.payment ? (
                <p>
                  {t('customer.paidAs', {
                    method: t(`customer.paymentMethods.${order.payment.method}`),
                  })}
                </p>
              ) : null}
              <p>
                {order.delivery
                  ? t('customer.delivery', {
                      township:
                        language === 'my'
                          ? order.delivery.township.name_my
                          : order.delivery.township.name,
                    })
                  : order.table
                    ? t('customer.table', { table: localiseDigits(order.table, language) })
                    : t('customer.pickup')}
                {' · '}
                {t('customer.placedOn', { date: formatDate(order.placed_at, language) })}
              </p>
              <ul className="customer-lines">
                {order.lines.map((line, index) => (
                  <li key={`${line.item_id ?? 'gone'}-${index}`}>
                    {t('customer.line', {
                      quantity: formatInteger(line.quantity, language),
                      name: line.name,
                      price: formatMmk(line.price * line.quantity, language),
                    })}
                    {line.options ? (
                      <small className="order-choices">{chosenText(line.options, language)}</small>
                    ) : null}
                  </li>
                ))}
              </ul>
              {order.note ? <p>{t('customer.note', { note: order.note })}</p> : null}
              {order.member_discount > 0 || (order.promo && order.promo.discount > 0) ? (
                <ul className="customer-lines customer-discounts">
                  <li>{t('customer.subtotal', { amount: formatMmk(order.subtotal, language) })}</li>
                  {order.member_discount > 0 ? (
                    <li>
                      {t('customer.memberDiscount', {
                        amount: formatMmk(order.member_discount, language),
                      })}
                    </li>
                  ) : null}
                  {order.promo && order.promo.discount > 0 ? (
                    <li>
                      {t('customer.promoDiscount', {
                        code: order.promo.code,
                        amount: formatMmk(order.promo.discount, language),
                      })}
                    </li>
                  ) : null}
                </ul>
              ) : null}
              <p>
                <strong>{t('customer.total', { total: formatMmk(order.total, language) })}</strong>
              </p>
              {orderActions(order.state, 'customer').includes('cancel') ? (
                <div>
                  <Button
                    variant="secondary"
                    disabled={cancelling !== null}
                    onClick={() => onCancelOrder(order)}
                  >
                    {t('customer.cancelOrder')}
                  </Button>
                </div>
              ) : null}
              {order.state === 'completed'
                ? rateControl?.('order', order.id, order.shop.name)
                : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="customer-reservations-heading">
        <h2 id="customer-reservations-heading">{t('customer.reservations')}</h2>
        {reservations.length === 0 ? <p>{t('customer.noReservations')}</p> : null}
        <ul className="customer-list">
          {reservations.map((reservation) => (
            <li
              key={reservation.id}
              id={`reservation-${reservation.id}`}
              className="card customer-item"
            >
              <h3>{formatReservationWhen(reservation.date, reservation.time, language)}</h3>
              <p>
                <Link to={shopPath(reservation.shop.slug)}>{reservation.shop.name}</Link>
                {reservation.branch ? ` · ${reservation.branch.name}` : null}
              </p>
              <p className="customer-item__state">{reservationStateText(reservation.state, t)}</p>
              {reservation.reason ? (
                <p>{t('customer.reason', { reason: reservation.reason })}</p>
              ) : null}
              <p>
                {reservation.service
                  ? t('customer.service', { service: reservation.service.name })
                  : t('customer.tableReservation')}
                {' · '}
                {t('customer.partySize', {
                  count: reservation.party_size,
                  size: formatInteger(reservation.party_size, language),
                })}
              </p>
              {reservation.note ? <p>{t('customer.note', { note: reservation.note })}</p> : null}
              {reservationActions(reservation.state, 'customer').includes('cancel') &&
              upcoming(reservation) ? (
                <div>
                  <Button
                    variant="secondary"
                    disabled={cancelling !== null}
                    onClick={() => onCancelReservation(reservation)}
                  >
                    {t('customer.cancelReservation')}
                  </Button>
                </div>
              ) : null}
              {reservation.state === 'completed'
                ? rateControl?.('reservation', reservation.id, reservation.shop.name)
                : null}
            </li>
          ))}
        </ul>
      </section>
      {rateDialog}
    </Page>
  );
}

export interface CustomerOrdersProblemViewProps {
  onRetry: () => void;
  t: Translate;
}

/** The list could not be loaded. */
export function CustomerOrdersProblemView({ onRetry, t }: CustomerOrdersProblemViewProps) {
  return (
    <Page title={t('customer.ordersTitle')} className="customer-page">
      <Message tone="error">
        <p>{t('customer.loadFailed')}</p>
      </Message>
      <Button onClick={onRetry}>{t('customer.retry')}</Button>
    </Page>
  );
}
