import { useId } from 'react';
import { BUSY_MINUTES, yangonClock, type BusyMinutes } from '@contract/hours';
import type { BusyPause } from '@contract/busy';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

export interface BusyViewProps {
  /** The shop's pause and its branches' (only the caller's branch for a limited cashier). */
  pauses: readonly BusyPause[] | undefined;
  /** A pause being set now (its place: the branch id, or null for the shop itself). */
  setting: { branchId: number | null } | null;
  /** The server refused (or never got) the last change. */
  failed: boolean;
  onSet: (branchId: number | null, minutes: BusyMinutes | 0) => void;
  t: Translate;
}

/**
 * 'Busy': the shop itself and each branch, taking orders or paused until a time, with a pause of
 * 15, 30 or 60 minutes and 'Take orders again'. The store page says until when. Props only.
 */
export function BusyView({ pauses, setting, failed, onSet, t }: BusyViewProps) {
  const titleId = useId();
  if (pauses === undefined || pauses.length === 0) return null;
  return (
    <Card as="section" className="inbox-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders.busyTitle')}</h2>
      <p>{t('orders.busyLead')}</p>
      {failed ? <p role="alert">{t('orders.busyFailed')}</p> : null}
      <ul className="inbox-busy">
        {pauses.map((pause) => {
          const place = pause.name ?? t('orders.busyShop');
          const pending = setting !== null && setting.branchId === pause.branch_id;
          return (
            <li key={pause.branch_id ?? 'shop'} className="inbox-busy__place">
              <h3>{place}</h3>
              <p role="status">
                {pause.busy_until === null
                  ? t('orders.busyTaking')
                  : t('orders.busyUntil', {
                      time: localiseDigits(yangonClock(new Date(pause.busy_until)), t.language),
                    })}
              </p>
              <div className="inbox-busy__actions" role="group" aria-label={place}>
                {BUSY_MINUTES.map((minutes) => (
                  <Button
                    key={minutes}
                    variant="secondary"
                    disabled={pending}
                    onClick={() => onSet(pause.branch_id, minutes)}
                  >
                    {t('orders.busyFor', {
                      minutes: localiseDigits(String(minutes), t.language),
                    })}
                  </Button>
                ))}
                {pause.busy_until !== null ? (
                  <Button disabled={pending} onClick={() => onSet(pause.branch_id, 0)}>
                    {t('orders.busyEnd')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
