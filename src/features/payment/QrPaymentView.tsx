import { Button } from '../../components/Button/Button';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { SAMPLE_ORDER } from './sampleOrder';
import { qrAnnouncement, type QrState } from './qrSlice';
import { QrPanelView, type QrImage } from './QrPanelView';

export interface QrPaymentViewProps {
  t: Translate;
  /** The code on screen: counting or expired. */
  qr: Exclude<QrState, { status: 'off' }>;
  image: QrImage;
  onRefresh: () => void;
  onConfirm: () => void;
}

/**
 * Mobile Wallet and Bank Transfer: the QR code, its countdown
 * from 60 seconds, 'QR Code Expired' at 0 with Refresh disabled, Save QR Code (a png) and
 * Confirm Payment. The countdown is shown every second but announced only every 15 seconds.
 */
export function QrPaymentView({ t, qr, image, onRefresh, onConfirm }: QrPaymentViewProps) {
  const expired = qr.status === 'expired';

  return (
    <QrPanelView
      t={t}
      title={t(`staticPayment.${qr.method}Title`)}
      help={t(`staticPayment.${qr.method}Help`)}
      image={image}
      alt={t('staticPayment.qrAlt', {
        method: t(`staticPayment.${qr.method}`),
        total: t('staticPayment.mmk', { amount: formatMmk(SAMPLE_ORDER.total, t.language) }),
      })}
      failed={t('staticPayment.qrFailed')}
      spent={expired}
      status={
        expired
          ? {
              kind: 'ended',
              title: t('staticPayment.qrExpired'),
              help: t('staticPayment.qrExpiredHelp'),
            }
          : { kind: 'counting', remaining: qr.remaining }
      }
      reference={qr.reference}
      announcement={qrAnnouncement(qr)}
      expiredAnnouncement={t('staticPayment.announceExpired')}
      refreshDisabled={expired}
      onRefresh={onRefresh}
      actions={<Button onClick={onConfirm}>{t('staticPayment.confirmPayment')}</Button>}
    />
  );
}
