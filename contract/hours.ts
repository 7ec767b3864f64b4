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
