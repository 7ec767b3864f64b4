/**
 * Opening hours: one span per weekday, in Myanmar time (Asia/Yangon, UTC+06:30 all year: Myanmar
 * keeps no daylight saving). Pure functions, shared by the server (validation, 'Open now' on the
 * store page) and the SPA (the hours editor and the store page).
 */

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** One day's span, `HH:MM` 24-hour; `closes` may be `24:00` (open until midnight). */
export interface DayHours {
  weekday: Weekday;
  opens: string;
  closes: string;
}

/** A week's spans; a weekday without a span is closed all day. */
export type WeeklyHours = readonly DayHours[];

export const HHMM_PATTERN = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';

/** Myanmar Standard Time's offset from UTC, in minutes. */
export const YANGON_OFFSET_MINUTES = 6 * 60 + 30;

/** Minutes since midnight of `HH:MM` (`24:00` is 1440). */
export function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

export type HoursProblem = 'duplicateDay' | 'closesBeforeOpens';

/**
 * What is wrong with a week's hours, by the index of the span, or an empty object. The schema
 * checks each span's shape; this checks the rules between fields: a day appears once and closes
 * after it opens.
 */
export function hoursProblems(hours: WeeklyHours): Record<number, HoursProblem> {
  const problems: Record<number, HoursProblem> = {};
  const seen = new Set<Weekday>();
  hours.forEach((span, index) => {
    if (seen.has(span.weekday)) problems[index] = 'duplicateDay';
    else if (minutesOf(span.closes) <= minutesOf(span.opens)) problems[index] = 'closesBeforeOpens';
    seen.add(span.weekday);
  });
  return problems;
}

/** The weekday and minute of the day in Myanmar at `instant`. */
export function yangonTimeOf(instant: Date): { weekday: Weekday; minute: number } {
  const shifted = new Date(instant.getTime() + YANGON_OFFSET_MINUTES * 60_000);
  const day = shifted.getUTCDay(); // 0 is Sunday
  return {
    weekday: (day === 0 ? 7 : day) as Weekday,
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Whether a shop with these hours is open at `instant` (Myanmar time). */
export function isOpenAt(hours: WeeklyHours, instant: Date): boolean {
  const { weekday, minute } = yangonTimeOf(instant);
  const span = hours.find((candidate) => candidate.weekday === weekday);
  return span !== undefined && minute >= minutesOf(span.opens) && minute < minutesOf(span.closes);
}

/** The week in weekday order, one entry per weekday, `null` for a closed day: for display. */
export function weekOf(hours: WeeklyHours): Array<{ weekday: Weekday; span: DayHours | null }> {
  return WEEKDAYS.map((weekday) => ({
    weekday,
    span: hours.find((candidate) => candidate.weekday === weekday) ?? null,
  }));
}

/**
 * When a shop that is closed at `instant` opens next (Myanmar time): the weekday and time of the
 * next span starting after it, today's later span included; null when the week has no span.
 * `today` says whether that is the same day as `instant`; `ahead`, how many days after it.
 */
export function nextOpening(
  hours: WeeklyHours,
  instant: Date,
): { weekday: Weekday; opens: string; today: boolean; ahead: number } | null {
  const { weekday, minute } = yangonTimeOf(instant);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = (((weekday - 1 + ahead) % 7) + 1) as Weekday;
    const span = hours.find((candidate) => candidate.weekday === day);
    if (!span || minutesOf(span.closes) <= minutesOf(span.opens)) continue;
    if (ahead === 0 && minutesOf(span.opens) <= minute) continue;
    return { weekday: day, opens: span.opens, today: ahead === 0, ahead };
  }
  return null;
}

/** The instant of `hhmm` Myanmar time, `ahead` days after the Myanmar day of `instant`. */
export function yangonInstant(instant: Date, ahead: number, hhmm: string): Date {
  const offset = YANGON_OFFSET_MINUTES * 60_000;
  const local = new Date(instant.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight + ahead * 86_400_000 + minutesOf(hhmm) * 60_000 - offset);
}

/** The pause choices of 'Busy', in minutes. */
export const BUSY_MINUTES = [15, 30, 60] as const;
export type BusyMinutes = (typeof BUSY_MINUTES)[number];

/**
 * Whether a branch (or the shop itself) takes a new order at `instant`: `open`; `busy` while a
 * pause it set lasts (`until`, ISO 8601); or `closed` outside its hours, with when it opens next
 * (null: the week has no hours). A pause that has ended counts for nothing; a closed shop is
 * closed whether or not it is also paused.
 */
export type OrderingWindow =
  | { state: 'open' }
  | { state: 'busy'; until: string }
  | {
      state: 'closed';
      next: { weekday: Weekday; opens: string; today: boolean; ahead: number; at: string } | null;
    };

export function orderingWindow(
  hours: WeeklyHours,
  busyUntil: string | null,
  instant: Date,
): OrderingWindow {
  if (!isOpenAt(hours, instant)) {
    const next = nextOpening(hours, instant);
    return {
      state: 'closed',
      next: next && {
        ...next,
        at: yangonInstant(instant, next.ahead, next.opens).toISOString(),
      },
    };
  }
  if (busyUntil !== null && Date.parse(busyUntil) > instant.getTime()) {
    return { state: 'busy', until: busyUntil };
  }
  return { state: 'open' };
}

/** The end of a pause of `minutes` begun at `instant` (ISO 8601). */
export function busyUntilOf(instant: Date, minutes: BusyMinutes): string {
  return new Date(instant.getTime() + minutes * 60_000).toISOString();
}

/** The time on a Yangon clock at `instant`, `HH:MM` 24-hour. */
export function yangonClock(instant: Date): string {
  const { minute } = yangonTimeOf(instant);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** An order for later: a pickup time on a 15-minute step, 15 minutes ahead at least, up to 2 days on. */
export const PICKUP_LIMITS = { stepMinutes: 15, leadMinutes: 15, daysAhead: 2 } as const;

/**
 * The pickup times an order for later may take at `instant`: each 15-minute step inside the
 * opening spans (a span's last step starts before it closes) of today and the next two days in
 * Myanmar, at least 15 minutes after `instant`, earliest first, as ISO 8601 instants.
 */
export function pickupSlots(hours: WeeklyHours, instant: Date): string[] {
  const { weekday } = yangonTimeOf(instant);
  const earliest = instant.getTime() + PICKUP_LIMITS.leadMinutes * 60_000;
  const slots: string[] = [];
  for (let ahead = 0; ahead <= PICKUP_LIMITS.daysAhead; ahead += 1) {
    const day = (((weekday - 1 + ahead) % 7) + 1) as Weekday;
    const span = hours.find((candidate) => candidate.weekday === day);
    if (!span) continue;
    const midnight = yangonInstant(instant, ahead, '00:00').getTime();
    for (
      let minute = minutesOf(span.opens);
      minute < minutesOf(span.closes);
      minute += PICKUP_LIMITS.stepMinutes
    ) {
      const at = midnight + minute * 60_000;
      if (at >= earliest) slots.push(new Date(at).toISOString());
    }
  }
  return slots;
}
