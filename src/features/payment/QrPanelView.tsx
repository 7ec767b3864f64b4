import type { ReactNode } from 'react';
import { Announcement } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { QR_SIZE } from './qrApi';
import { formatCountdown, type qrAnnouncement } from './qrSlice';

export type QrImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/** Under the code: its countdown, or why it can no longer be paid (and what to do). */
export type QrPanelStatus =
  { kind: 'counting'; remaining: number } | { kind: 'ended'; title: string; help?: string } | null;

export interface QrPanelViewProps {
  t: Translate;
  title: string;
  help: string;
  image: QrImage;
  /** The image's text: the method and the total. */
  alt: string;
  /** The placeholder's words when the image could not be drawn. */
  failed: string;
  /** The code can no longer be paid: it is greyed. */
  spent: boolean;
  status: QrPanelStatus;
  reference: string;
  /** The countdown's milestone to announce, with the words of an expired code. */
  announcement: ReturnType<typeof qrAnnouncement>;
  expiredAnnouncement: string;
  /** What is under way, announced after the countdown. */
  busyAnnouncement?: string | null;
  refreshDisabled: boolean;
  onRefresh: () => void;
  /** The buttons after Save QR Code and Refresh (Confirm Payment, ...). */
  actions: ReactNode;
  /** Under the reference: what the server answered. */
  children?: ReactNode;
}

/**
 * A payment QR code: the image, its countdown or why it ended, the reference, Save QR Code (a
 * png), Refresh and the page's own buttons. The countdown is shown every second; what is
 * announced comes from the caller (every 15 seconds).
 */
export function QrPanelView({
  t,
  title,
  help,
  image,
  alt,
  failed,
  spent,
  status,
  reference,
  announcement,
  expiredAnnouncement,
  busyAnnouncement = null,
  refreshDisabled,
  onRefresh,
  actions,
  children,
}: QrPanelViewProps) {
  const fileName = `payment-qr-${reference}.png`;

  return (
    <section className="qr-payment" aria-labelledby="qr-payment-title">
      <h2 id="qr-payment-title" className="payment-panel__title">
        {title}
      </h2>
      <p className="qr-payment__help">{help}</p>

      <div className={spent ? 'qr-payment__code qr-payment__code--expired' : 'qr-payment__code'}>
        {image.status === 'ready' ? (
          <img src={image.src} width={QR_SIZE} height={QR_SIZE} alt={alt} />
        ) : (
          <div className="qr-payment__placeholder" style={{ width: QR_SIZE, height: QR_SIZE }}>
            <p role={image.status === 'failed' ? 'alert' : undefined}>
              {image.status === 'failed' ? failed : t('staticPayment.qrLoading')}
            </p>
          </div>
        )}
      </div>

      {status?.kind === 'counting' ? (
        <p className="qr-payment__countdown">
          {t('staticPayment.expiresIn')}{' '}
          <span role="timer" className="qr-payment__time">
            {localiseDigits(formatCountdown(status.remaining), t.language)}
          </span>
        </p>
      ) : status?.kind === 'ended' ? (
        <div className="qr-payment__expired">
          <p className="qr-payment__expired-title">{status.title}</p>
          {status.help === undefined ? null : <p>{status.help}</p>}
        </div>
      ) : null}
      <p className="qr-payment__reference">
        {t('staticPayment.reference')}:{' '}
        <span className="qr-payment__reference-value">{reference}</span>
      </p>

      {children}

      <Announcement>
        {announcement?.kind === 'valid'
          ? t('staticPayment.announceValid', { seconds: announcement.seconds })
          : null}
        {announcement?.kind === 'expired' ? expiredAnnouncement : null}
        {busyAnnouncement}
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
        <Button variant="secondary" onClick={onRefresh} disabled={refreshDisabled}>
          {t('staticPayment.refresh')}
        </Button>
        {actions}
      </div>
    </section>
  );
}
