import {
  WEEKDAYS,
  YANGON_OFFSET_MINUTES,
  yangonClock,
  yangonTimeOf,
  type DayHours,
  type WeeklyHours,
} from '@contract/hours';
import type { Reopening } from '../../persist/basketStorage';

/**
 * The wire's hours (`weekday` an integer, which the server's schema keeps within 1-7) as the
 * hours rules take them (`weekday` a Weekday); a day outside the week, which the server never
 * sends, is left out rather than trusted.
 */
export function weeklyHoursOf(
  spans: ReadonlyArray<{ weekday: number; opens: string; closes: string }>,
): WeeklyHours {
  return spans.filter((span): span is DayHours =>
    (WEEKDAYS as readonly number[]).includes(span.weekday),
  );
}

/** When a closed shop opens next: a rule the server's refusal of an order uses too. */
export { nextOpening } from '@contract/hours';

/**
 * An ISO instant on the Yangon clock: its time, its ISO weekday and how many Yangon days after
 * `now` it falls (0: today, 1: tomorrow); null for what is not an instant.
 */
export function clockAt(iso: unknown, now: Date): Reopening {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return null;
  const at = new Date(iso);
  const days = (instant: Date) =>
    Math.floor((instant.getTime() + YANGON_OFFSET_MINUTES * 60_000) / 86_400_000);
  return { ahead: days(at) - days(now), weekday: yangonTimeOf(at).weekday, time: yangonClock(at) };
}
