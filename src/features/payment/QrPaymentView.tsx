import { Announcement } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { QR_SIZE } from './qrApi';
import { formatMmk, SAMPLE_ORDER, staticPaymentMessages as m } from './messages';
import { formatCountdown, qrAnnouncement, type QrState } from './qrSlice';

export type QrImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

export interface QrPaymentViewProps {
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
export function QrPaymentView({ qr, image, onRefresh, onConfirm }: QrPaymentViewProps) {
  const expired = qr.status === 'expired';
  const methodName = qr.method === 'wallet' ? m.wallet : m.bank;
  const announcement = qrAnnouncement(qr);
  const fileName = `payment-qr-${qr.reference}.png`;

  return (
    <section className="qr-payment" aria-labelledby="qr-payment-title">
      <h2 id="qr-payment-title" className="payment-panel__title">
        {qr.method === 'wallet' ? m.walletTitle : m.bankTitle}
      </h2>
      <p className="qr-payment__help">{qr.method === 'wallet' ? m.walletHelp : m.bankHelp}</p>

      <div className={expired ? 'qr-payment__code qr-payment__code--expired' : 'qr-payment__code'}>
        {image.status === 'ready' ? (
          <img
            src={image.src}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={m.qrAlt(methodName, formatMmk(SAMPLE_ORDER.total))}
          />
        ) : (
          <div className="qr-payment__placeholder" style={{ width: QR_SIZE, height: QR_SIZE }}>
            <p role={image.status === 'failed' ? 'alert' : undefined}>
              {image.status === 'failed' ? m.qrFailed : m.qrLoading}
            </p>
          </div>
        )}
      </div>

      {expired ? (
        <div className="qr-payment__expired">
          <p className="qr-payment__expired-title">{m.qrExpired}</p>
          <p>{m.qrExpiredHelp}</p>
        </div>
      ) : (
        <p className="qr-payment__countdown">
          {m.expiresIn}{' '}
          <span role="timer" className="qr-payment__time">
            {formatCountdown(qr.remaining)}
          </span>
        </p>
      )}
      <p className="qr-payment__reference">
        {m.reference}: <span className="qr-payment__reference-value">{qr.reference}</span>
      </p>

      <Announcement>
        {announcement?.kind === 'valid' ? m.announceValid(announcement.seconds) : null}
        {announcement?.kind === 'expired' ? m.announceExpired : null}
      </Announcement>

      <div className="qr-payment__actions">
        {image.status === 'ready' ? (
          <a className="button button--secondary" href={image.src} download={fileName}>
            {m.saveQr}
          </a>
        ) : (
          <Button variant="secondary" disabled>
            {m.saveQr}
          </Button>
        )}
        <Button variant="secondary" onClick={onRefresh} disabled={expired}>
          {m.refresh}
        </Button>
        <Button onClick={onConfirm}>{m.confirmPayment}</Button>
      </div>
    </section>
  );
}
