import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { useTranslator } from '../../i18n/useTranslator';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { useGetCheckoutQuery } from './checkoutApi';
import {
  checkoutMethodChosen,
  checkoutPageLeft,
  checkoutPageOpened,
  confirmClicked,
  newCheckoutRequested,
  referenceCopyClicked,
  sendAgainClicked,
} from './checkoutEvents';
import { selectCheckoutPage, selectChosenMethod } from './checkoutSlice';
import { chargeCard, sendTransfer } from './checkoutThunks';
import { CheckoutView } from './CheckoutView';
import { SAMPLE_ORDER } from './sampleOrder';
import { useQrImageQuery } from './qrApi';
import { cardPaymentSubmitted, qrPaymentConfirmed } from './qrListeners';
import {
  qrCountdownStarted,
  qrCountdownStopped,
  qrRefreshed,
  selectQr,
  selectStaticPaymentMethod,
  type QrMethod,
} from './qrSlice';
import type { QrImage } from './QrPanelView';
import { StaticPaymentView } from './StaticPaymentView';
// The feature's listeners start when its page's chunk loads.
import './checkoutListeners';
import './payment.css';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

/** What the sample page's example code holds: the sample order, the method and a reference. */
export function qrPayload(method: QrMethod, reference: string): string {
  const { plan, total, currency } = SAMPLE_ORDER;
  return `merchant-marketplace:pay?plan=${plan}&amount=${total}&currency=${currency}&method=${method}&ref=${reference}`;
}

/**
 * /payment: the container. A signed-in merchant with a pending order pays it here (the server
 * keeps every step, so the page opens where it was left); anyone else sees the sample page.
 */
function PaymentScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const signedIn = Boolean(token) && merchantId !== null;

  // Leaving the page stops the countdown (and a page opened again starts where the server is).
  useEffect(() => {
    if (signedIn) dispatch(checkoutPageOpened());
    return () => {
      dispatch(checkoutPageLeft());
      dispatch(qrCountdownStopped());
    };
  }, [dispatch, signedIn]);

  const checkoutState = useGetCheckoutQuery(signedIn ? (merchantId as number) : skipToken, {
    // Asked afresh on every visit: the checkout lives on the server.
    refetchOnMountOrArgChange: true,
  });
  const page = useAppSelector(selectCheckoutPage);
  const chosen = useAppSelector(selectChosenMethod);
  const qr = useAppSelector(selectQr);
  const sampleMethod = useAppSelector(selectStaticPaymentMethod);
  const data = checkoutState.data;
  const real = signedIn && data?.order != null;

  // The real QR is the provider's payload, drawn as is; the sample's, an example string.
  const shownCheckout = real && page.status === 'showing' ? data?.checkout : null;
  const payload = real
    ? shownCheckout?.method === 'wallet' && shownCheckout.qr_payload
      ? shownCheckout.qr_payload
      : null
    : qr.status === 'off'
      ? null
      : qrPayload(qr.method, qr.reference);
  // currentData, not data: while a new code is drawn, the old one must not stay on screen.
  const { currentData, isError } = useQrImageQuery(payload ?? skipToken);
  const qrImage: QrImage = currentData
    ? { status: 'ready', src: currentData }
    : isError
      ? { status: 'failed' }
      : { status: 'loading' };

  const error = checkoutState.error;
  if (signedIn && error && 'status' in error && error.status === 401) {
    return <SessionExpiredScreen />;
  }
  if (signedIn && !data) {
    return (
      <Page title={t('staticPayment.summaryTitle')} className="static-payment">
        {checkoutState.isError && !checkoutState.isFetching ? (
          <>
            <Message tone="error">{t('staticPayment.orderFailed')}</Message>
            <Button onClick={() => void checkoutState.refetch()}>{t('staticPayment.retry')}</Button>
          </>
        ) : (
          <p aria-busy="true">{t('staticPayment.loadingOrder')}</p>
        )}
      </Page>
    );
  }

  if (real && data?.order) {
    const method = chosen ?? (data.methods.includes('card') ? 'card' : data.methods[0]!);
    return (
      <CheckoutView
        t={t}
        state={{ ...data, order: data.order }}
        page={page}
        method={method}
        qr={qr}
        qrImage={qrImage}
        onMethodChange={(next) => dispatch(checkoutMethodChosen(next))}
        onNewCheckout={() => dispatch(newCheckoutRequested())}
        onConfirm={() => dispatch(confirmClicked())}
        onCardSubmit={(form) => void dispatch(chargeCard(form))}
        onTransferSubmit={(sent) => void dispatch(sendTransfer(sent))}
        onSendAgain={() => dispatch(sendAgainClicked())}
        onCopy={(reference) => dispatch(referenceCopyClicked(reference))}
      />
    );
  }

  return (
    <StaticPaymentView
      t={t}
      example={signedIn ? 'noOrder' : 'visitor'}
      method={sampleMethod}
      qr={qr}
      qrImage={qrImage}
      onMethodChange={(next) =>
        dispatch(next === 'card' ? qrCountdownStopped() : qrCountdownStarted(next))
      }
      onCardSubmit={() => dispatch(cardPaymentSubmitted())}
      onRefresh={() => dispatch(qrRefreshed())}
      onConfirm={() => dispatch(qrPaymentConfirmed())}
    />
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function PaymentPage() {
  return useRoleRefusal('billing') ?? <PaymentScreen />;
}
