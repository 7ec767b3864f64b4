import { WEEKDAYS, type DayHours, type WeeklyHours } from '@contract/hours';

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
