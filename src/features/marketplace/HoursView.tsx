import { weekOf, yangonClock, type Weekday, type WeeklyHours } from '@contract/hours';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

const WEEKDAY_KEYS = {
  1: 'marketplace.weekday1',
  2: 'marketplace.weekday2',
  3: 'marketplace.weekday3',
  4: 'marketplace.weekday4',
  5: 'marketplace.weekday5',
  6: 'marketplace.weekday6',
  7: 'marketplace.weekday7',
} as const;

export const weekdayName = (t: Translate, weekday: Weekday) => t(WEEKDAY_KEYS[weekday]);

export interface OpenStatusProps {
  /** Null while the clock has not been read: nothing is claimed. */
  open: boolean | null;
  /** Announce a change (at opening or closing time); one such place per set of hours. */
  live?: boolean;
  t: Translate;
}

const STATUS_CLASS = {
  open: 'open-status open-status--open',
  closed: 'open-status open-status--closed',
  unknown: 'open-status open-status--unknown',
} as const;

/**
 * 'Open now' or 'Closed', in Myanmar time. Before the clock is read (a page the server rendered,
 * until the browser has started it) the line is there, empty: the words arrive without moving
 * anything below them, and the live region exists before its first announcement.
 */
export function OpenStatus({ open, live = false, t }: OpenStatusProps) {
  const state = open === null ? 'unknown' : open ? 'open' : 'closed';
  return (
    <p className={STATUS_CLASS[state]} role={live ? 'status' : undefined}>
      {open === null ? null : open ? t('marketplace.openNow') : t('marketplace.closedNow')}
    </p>
  );
}

/**
 * 'Busy: not taking new orders until 14:30' while the shop (or a branch) has paused new orders
 * and is open; nothing once the pause has ended, or before the clock is read.
 */
export function BusyNote({
  until,
  open,
  now,
  t,
}: {
  until: string | null;
  open: boolean | null;
  now: number | null;
  t: Translate;
}) {
  if (until === null || now === null || !open || Date.parse(until) <= now) return null;
  const time = localiseDigits(yangonClock(new Date(until)), t.language);
  return <p className="open-status open-status--busy">{t('marketplace.busyUntil', { time })}</p>;
}

export interface HoursViewProps {
  hours: WeeklyHours;
  /** The weekday it is now in Myanmar (marked 'Today'), or null. */
  today: Weekday | null;
  /** What the table is about, for screen readers (the heading above it). */
  labelledBy?: string;
  label?: string;
  t: Translate;
}

/** The week from Monday: each day's hours, or 'Closed'. */
export function HoursView({ hours, today, labelledBy, label, t }: HoursViewProps) {
  const time = (hhmm: string) => localiseDigits(hhmm, t.language);
  return (
    <table className="hours" aria-labelledby={labelledBy} aria-label={label}>
      <tbody>
        {weekOf(hours).map(({ weekday, span }) => (
          <tr key={weekday} className={weekday === today ? 'hours__today' : undefined}>
            <th scope="row">
              {weekdayName(t, weekday)}
              {weekday === today ? (
                <span className="hours__today-mark">{t('marketplace.today')}</span>
              ) : null}
            </th>
            <td>
              {span
                ? t('marketplace.hoursSpan', { opens: time(span.opens), closes: time(span.closes) })
                : t('marketplace.closedDay')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
