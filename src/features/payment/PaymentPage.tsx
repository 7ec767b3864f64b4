import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
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
import type { QrImage } from './QrPaymentView';
import { StaticPaymentView } from './StaticPaymentView';

/** What a code holds: the order, the method and the code's own reference. */
export function qrPayload(method: QrMethod, reference: string): string {
  const { plan, total, currency } = SAMPLE_ORDER;
  return `merchant-marketplace:pay?plan=${plan}&amount=${total}&currency=${currency}&method=${method}&ref=${reference}`;
}

/** /payment: the container. */
export function PaymentPage() {
  const qr = useAppSelector(selectQr);
  const method = useAppSelector(selectStaticPaymentMethod);
  // currentData, not data: while a new code is drawn, the old one must not stay on screen.
  const { currentData, isError } = useQrImageQuery(
    qr.status === 'off' ? skipToken : qrPayload(qr.method, qr.reference),
  );
  const dispatch = useAppDispatch();
  const t = useTranslator();

  // Leaving the page stops the countdown (and a page opened again starts with the card).
  useEffect(() => () => void dispatch(qrCountdownStopped()), [dispatch]);

  const qrImage: QrImage = currentData
    ? { status: 'ready', src: currentData }
    : isError
      ? { status: 'failed' }
      : { status: 'loading' };

  return (
    <StaticPaymentView
      t={t}
      method={method}
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
