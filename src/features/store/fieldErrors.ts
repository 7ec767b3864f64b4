/**
 * Where a form shows each error: a field's own under it; the hours editor's by weekday (the
 * editor's own checks, `hours.3`) and, for anything the server says about `hours`, above the week.
 */
import { WEEKDAYS, type Weekday } from '@contract/hours';
import type { FieldErrors } from './storeErrors';
import { dayField } from './validation';

export function dayErrorsOf(errors: FieldErrors): Partial<Record<Weekday, string>> {
  const found: Partial<Record<Weekday, string>> = {};
  for (const weekday of WEEKDAYS) {
    const error = errors[dayField(weekday)];
    if (error) found[weekday] = error;
  }
  return found;
}

const DAY_FIELDS = new Set(WEEKDAYS.map(dayField));

/** The server's words about the hours (`hours`, `hours/2/closes`, …), joined. */
export function hoursErrorOf(errors: FieldErrors): string | null {
  const messages = Object.entries(errors)
    .filter(([field]) => /^hours(\W|$)/.test(field) && !DAY_FIELDS.has(field))
    .map(([, message]) => message);
  return messages.length > 0 ? [...new Set(messages)].join(' ') : null;
}
