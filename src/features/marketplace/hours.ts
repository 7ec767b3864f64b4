import {
  WEEKDAYS,
  minutesOf,
  yangonTimeOf,
  type DayHours,
  type Weekday,
  type WeeklyHours,
} from '@contract/hours';

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

/**
 * When a shop that is closed at `instant` opens next (Myanmar time): the weekday and time of the
 * next span starting after it, today's later span included; null when the week has no span.
 * `today` says whether that is the same day as `instant`.
 */
export function nextOpening(
  hours: WeeklyHours,
  instant: Date,
): { weekday: Weekday; opens: string; today: boolean } | null {
  const { weekday, minute } = yangonTimeOf(instant);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = (((weekday - 1 + ahead) % 7) + 1) as Weekday;
    const span = hours.find((candidate) => candidate.weekday === day);
    if (!span || minutesOf(span.closes) <= minutesOf(span.opens)) continue;
    if (ahead === 0 && minutesOf(span.opens) <= minute) continue;
    return { weekday: day, opens: span.opens, today: ahead === 0 };
  }
  return null;
}
