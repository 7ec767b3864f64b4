import type { Checkout } from '@contract/checkout';
import { Message } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { QrPanelView, type QrImage } from './QrPanelView';
import { qrAnnouncement, type QrState } from './qrSlice';

export interface WalletCheckoutViewProps {
  t: Translate;
  checkout: Checkout;
  /** The countdown of this checkout's QR (off once it is no longer payable). */
  qr: QrState;
  image: QrImage;
  /** The order's total in MMK. */
  total: number;
  busy: 'confirming' | 'sending' | null;
  /** 'Confirm Payment' has answered. */
  confirmed: boolean;
  error: string | null;
  onRefresh: () => void;
  onNewCode: () => void;
  onConfirm: () => void;
}

/**
 * Mobile Wallet: the provider's QR (its payload drawn as is), the countdown to the provider's
 * expiry, 'QR Code Expired' at 0 with Refresh disabled and 'Get a new QR code' beside it, Save QR
 * Code (a png) and Confirm Payment with what the server answered. The countdown is shown every
 * second but announced only every 15 seconds.
 */
export function WalletCheckoutView({
  t,
  checkout,
  qr,
  image,
  total,
  busy,
  confirmed,
  error,
  onRefresh,
  onNewCode,
  onConfirm,
}: WalletCheckoutViewProps) {
  const counting = qr.status === 'counting' && qr.reference === checkout.reference;
  const payable = checkout.status === 'pending' && counting;
  const declined = checkout.status === 'declined';
  const expired = !payable && !declined && checkout.status !== 'succeeded';
  const announcement = counting
    ? qrAnnouncement(qr)
    : expired
      ? ({ kind: 'expired' } as const)
      : null;
  const amount = t('staticPayment.mmk', { amount: formatMmk(total, t.language) });

  return (
    <QrPanelView
      t={t}
      title={t('staticPayment.walletTitle')}
      help={t('staticPayment.walletCheckoutHelp')}
      image={image}
      alt={t('staticPayment.qrAlt', { method: t('staticPayment.wallet'), total: amount })}
      failed={t('staticPayment.qrFailedNew')}
      spent={!payable}
      status={
        declined
          ? {
              kind: 'ended',
              title: checkout.reason
                ? t('staticPayment.declinedWith', { reason: checkout.reason })
                : t('staticPayment.declined'),
            }
          : counting && payable
            ? { kind: 'counting', remaining: qr.remaining }
            : expired
              ? {
                  kind: 'ended',
                  title: t('staticPayment.qrExpired'),
                  help: t('staticPayment.qrExpiredNewHelp'),
                }
              : null
      }
      reference={checkout.reference}
      announcement={announcement}
      expiredAnnouncement={t('staticPayment.announceExpiredNew')}
      busyAnnouncement={busy === 'confirming' ? t('staticPayment.confirming') : null}
      refreshDisabled={!payable || busy !== null}
      onRefresh={onRefresh}
      actions={
        <>
          {declined ? null : (
            <Button onClick={onConfirm} disabled={busy !== null}>
              {busy === 'confirming'
                ? t('staticPayment.confirming')
                : t('staticPayment.confirmPayment')}
            </Button>
          )}
          {payable ? null : (
            <Button
              variant={declined ? 'primary' : 'secondary'}
              onClick={onNewCode}
              disabled={busy !== null}
            >
              {t('staticPayment.getNewCode')}
            </Button>
          )}
        </>
      }
    >
      {confirmed && checkout.status === 'pending' ? (
        <p className="qr-payment__answer">{t('staticPayment.stillWaiting')}</p>
      ) : null}
      {error ? <Message tone="error">{error}</Message> : null}
    </QrPanelView>
  );
}
