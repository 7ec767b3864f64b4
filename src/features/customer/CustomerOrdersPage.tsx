import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { customerOrdersOpened } from '../../shared/customer/customerEvents';
import { Navigate } from 'react-router-dom';
import type { Reservation } from '@contract/orders';
import { minutesOf, yangonNow } from '@contract/orderRules';
import { readApiError } from '../../api/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import {
  useCancelCustomerOrderMutation,
  useCancelCustomerReservationMutation,
  useGetCustomerActivityQuery,
  useSignOutCustomerMutation,
} from '../../shared/customer/customerApi';
import { selectCustomerLive, selectLastLiveChange } from '../../shared/customer/customerLiveSlice';
import {
  customerLoginPath,
  selectCustomer,
  selectCustomerSignedIn,
} from '../../shared/customer/customerSession';
import { CustomerOrdersProblemView, CustomerOrdersView } from './CustomerOrdersView';
import { ShopperNotifications } from './ShopperNotifications';
import { RateVisitControl, RateVisitHost } from './RateVisit';

/** Whether a reservation's time is still ahead (Asia/Yangon), so the customer may cancel it. */
export function isUpcoming(reservation: Reservation, now: Date): boolean {
  const here = yangonNow(now);
  if (reservation.date !== here.date) return reservation.date > here.date;
  return minutesOf(reservation.time) > here.minutes;
}

/**
 * /my/orders: the signed-in customer's orders and reservations, live. Someone not signed in is
 * sent to sign in first, and comes back here.
 */
export function CustomerOrdersPage() {
  const signedIn = useAppSelector(selectCustomerSignedIn);
  const customer = useAppSelector(selectCustomer);
  const live = useAppSelector(selectCustomerLive);
  const lastChange = useAppSelector(selectLastLiveChange);
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const activity = useGetCustomerActivityQuery(undefined, { skip: !signedIn });
  // Orders the page arrived with are kept live from here (customerSessionListeners.ts).
  useEffect(() => {
    if (signedIn) dispatch(customerOrdersOpened());
  }, [dispatch, signedIn]);
  const [cancelOrder, orderCancel] = useCancelCustomerOrderMutation();
  const [cancelReservation, reservationCancel] = useCancelCustomerReservationMutation();
  const [signOut] = useSignOutCustomerMutation();
  // One key per page visit and record: a double tap repeats the same request.
  const [visit] = useState(nanoid);

  if (!signedIn) return <Navigate to={customerLoginPath(routePaths.myOrders)} replace />;
  if (activity.isError && !activity.data) {
    return <CustomerOrdersProblemView onRetry={() => void activity.refetch()} t={t} />;
  }
  if (!activity.data) return <Spinner>{t('app.loading')}</Spinner>;

  const failed = orderCancel.error ?? reservationCancel.error;
  const failure = failed ? readApiError(failed) : null;
  const cancelProblem =
    failure === null
      ? null
      : failure.kind === 'answered' && failure.status === 409
        ? t('customer.cancelRefused')
        : t('customer.cancelFailed');
  const cancelling = orderCancel.isLoading
    ? { kind: 'order' as const, id: orderCancel.originalArgs?.id ?? 0 }
    : reservationCancel.isLoading
      ? { kind: 'reservation' as const, id: reservationCancel.originalArgs?.id ?? 0 }
      : null;
  const now = new Date();

  return (
    <CustomerOrdersView
      customerName={customer?.name ?? null}
      orders={activity.data.orders}
      reservations={activity.data.reservations}
      upcoming={(reservation) => isUpcoming(reservation, now)}
      live={live.status}
      lastChange={lastChange}
      cancelling={cancelling}
      cancelProblem={cancelProblem}
      onCancelOrder={(order) => {
        reservationCancel.reset();
        void cancelOrder({ id: order.id, idempotencyKey: `${visit}-order-${order.id}` });
      }}
      onCancelReservation={(reservation) => {
        orderCancel.reset();
        void cancelReservation({
          id: reservation.id,
          idempotencyKey: `${visit}-reservation-${reservation.id}`,
        });
      }}
      onSignOut={() => void signOut()}
      rateControl={(kind, id, shopName) => (
        <RateVisitControl visit={kind} visitId={id} shopName={shopName} t={t} />
      )}
      rateDialog={<RateVisitHost t={t} />}
      notifications={
        activity.data.orders.length + activity.data.reservations.length > 0 ? (
          <ShopperNotifications />
        ) : null
      }
      t={t}
    />
  );
}
