import type { Checkout } from '@contract/checkout';
import { Announcement, Message } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { QR_SIZE } from './qrApi';
import type { QrImage } from './QrPaymentView';
import { formatCountdown, qrAnnouncement, type QrState } from './qrSlice';

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
  const fileName = `payment-qr-${checkout.reference}.png`;
  const amount = t('staticPayment.mmk', { amount: formatMmk(total, t.language) });

  return (
    <section className="qr-payment" aria-labelledby="qr-payment-title">
      <h2 id="qr-payment-title" className="payment-panel__title">
        {t('staticPayment.walletTitle')}
      </h2>
      <p className="qr-payment__help">{t('staticPayment.walletCheckoutHelp')}</p>

      <div className={payable ? 'qr-payment__code' : 'qr-payment__code qr-payment__code--expired'}>
        {image.status === 'ready' ? (
          <img
            src={image.src}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('staticPayment.qrAlt', { method: t('staticPayment.wallet'), total: amount })}
          />
        ) : (
          <div className="qr-payment__placeholder" style={{ width: QR_SIZE, height: QR_SIZE }}>
            <p role={image.status === 'failed' ? 'alert' : undefined}>
              {image.status === 'failed'
                ? t('staticPayment.qrFailedNew')
                : t('staticPayment.qrLoading')}
            </p>
          </div>
        )}
      </div>

      {declined ? (
        <div className="qr-payment__expired">
          <p className="qr-payment__expired-title">
            {checkout.reason
              ? t('staticPayment.declinedWith', { reason: checkout.reason })
              : t('staticPayment.declined')}
          </p>
        </div>
      ) : counting && payable ? (
        <p className="qr-payment__countdown">
          {t('staticPayment.expiresIn')}{' '}
          <span role="timer" className="qr-payment__time">
            {localiseDigits(formatCountdown(qr.remaining), t.language)}
          </span>
        </p>
      ) : expired ? (
        <div className="qr-payment__expired">
          <p className="qr-payment__expired-title">{t('staticPayment.qrExpired')}</p>
          <p>{t('staticPayment.qrExpiredNewHelp')}</p>
        </div>
      ) : null}
      <p className="qr-payment__reference">
        {t('staticPayment.reference')}:{' '}
        <span className="qr-payment__reference-value">{checkout.reference}</span>
      </p>

      {confirmed && checkout.status === 'pending' ? (
        <p className="qr-payment__answer">{t('staticPayment.stillWaiting')}</p>
      ) : null}
      {error ? <Message tone="error">{error}</Message> : null}

      <Announcement>
        {announcement?.kind === 'valid'
          ? t('staticPayment.announceValid', { seconds: announcement.seconds })
          : null}
        {announcement?.kind === 'expired' ? t('staticPayment.announceExpiredNew') : null}
        {busy === 'confirming' ? t('staticPayment.confirming') : null}
      </Announcement>

      <div className="qr-payment__actions">
        {image.status === 'ready' ? (
          <a className="button button--secondary" href={image.src} download={fileName}>
            {t('staticPayment.saveQr')}
          </a>
        ) : (
          <Button variant="secondary" disabled>
            {t('staticPayment.saveQr')}
          </Button>
        )}
        <Button variant="secondary" onClick={onRefresh} disabled={!payable || busy !== null}>
          {t('staticPayment.refresh')}
        </Button>
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
      </div>
    </section>
  );
}
