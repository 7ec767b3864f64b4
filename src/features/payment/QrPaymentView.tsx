import { Announcement } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { QR_SIZE } from './qrApi';
import { formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { SAMPLE_ORDER } from './sampleOrder';
import { formatCountdown, qrAnnouncement, type QrState } from './qrSlice';

export type QrImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

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
  const methodName = t(`staticPayment.${qr.method}`);
  const announcement = qrAnnouncement(qr);
  const fileName = `payment-qr-${qr.reference}.png`;

  return (
    <section className="qr-payment" aria-labelledby="qr-payment-title">
      <h2 id="qr-payment-title" className="payment-panel__title">
        {t(`staticPayment.${qr.method}Title`)}
      </h2>
      <p className="qr-payment__help">{t(`staticPayment.${qr.method}Help`)}</p>

      <div className={expired ? 'qr-payment__code qr-payment__code--expired' : 'qr-payment__code'}>
        {image.status === 'ready' ? (
          <img
            src={image.src}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('staticPayment.qrAlt', {
              method: methodName,
              total: t('staticPayment.mmk', { amount: formatMmk(SAMPLE_ORDER.total, t.language) }),
            })}
          />
        ) : (
          <div className="qr-payment__placeholder" style={{ width: QR_SIZE, height: QR_SIZE }}>
            <p role={image.status === 'failed' ? 'alert' : undefined}>
              {image.status === 'failed'
                ? t('staticPayment.qrFailed')
                : t('staticPayment.qrLoading')}
            </p>
          </div>
        )}
      </div>

      {expired ? (
        <div className="qr-payment__expired">
          <p className="qr-payment__expired-title">{t('staticPayment.qrExpired')}</p>
          <p>{t('staticPayment.qrExpiredHelp')}</p>
        </div>
      ) : (
        <p className="qr-payment__countdown">
          {t('staticPayment.expiresIn')}{' '}
          <span role="timer" className="qr-payment__time">
            {localiseDigits(formatCountdown(qr.remaining), t.language)}
          </span>
        </p>
      )}
      <p className="qr-payment__reference">
        {t('staticPayment.reference')}:{' '}
        <span className="qr-payment__reference-value">{qr.reference}</span>
      </p>

      <Announcement>
        {announcement?.kind === 'valid'
          ? t('staticPayment.announceValid', { seconds: announcement.seconds })
          : null}
        {announcement?.kind === 'expired' ? t('staticPayment.announceExpired') : null}
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
        <Button variant="secondary" onClick={onRefresh} disabled={expired}>
          {t('staticPayment.refresh')}
        </Button>
        <Button onClick={onConfirm}>{t('staticPayment.confirmPayment')}</Button>
      </div>
    </section>
  );
}
