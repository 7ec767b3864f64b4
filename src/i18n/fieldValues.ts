/**
 * What a date or time field holds, written for the reader. The browser draws `<input type=date>`
 * and `<input type=time>` with its own digits (Latin, in every browser we know of), whatever the
 * page's language: on a Burmese page the field shows its value again in Burmese, with Myanmar
 * digits (`Field`'s `shownValue`). English needs nothing: undefined.
 */
import { formatDate } from './dates';
import { toMyanmarDigits } from './digits';
import type { Language } from './language';

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_VALUE = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;

/** '2026-11-28' → '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၈ ရက်' in Burmese; undefined in English or when empty. */
export function shownDate(value: string, language: Language): string | undefined {
  if (language !== 'my') return undefined;
  const match = DATE_VALUE.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  // Noon in Yangon is the same calendar day there, whatever the computer's own time zone.
  const instant = Date.parse(`${year}-${month}-${day}T12:00:00+06:30`);
  return Number.isNaN(instant) ? undefined : formatDate(instant, 'my');
}

/** '19:05' → '၁၉:၀၅' in Burmese (24-hour, as the field stores it); undefined in English or empty. */
export function shownTime(value: string, language: Language): string | undefined {
  if (language !== 'my') return undefined;
  const match = TIME_VALUE.exec(value);
  return match ? toMyanmarDigits(`${match[1]}:${match[2]}`) : undefined;
}
