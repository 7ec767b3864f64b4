/**
 * Dates on Yangon's calendar, in the reader's language, without the browser's locale data (see
 * format.ts). Apart from format.ts so that the landing page, which shows no date, does not load
 * the month names.
 */
import { toMyanmarDigits } from './digits';
import type { Language } from './language';

/**
 * Myanmar has kept UTC+06:30 all year since 1945 (no daylight saving), so Asia/Yangon is a fixed
 * offset and needs no time-zone database.
 */
const YANGON_OFFSET_MS = (6 * 60 + 30) * 60 * 1000;

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The months as Myanmar writes the Gregorian calendar. */
const MY_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
] as const;

/** Year, month (1-12) and day of an instant, on the calendar of Yangon. */
export function yangonDate(instant: Date | string | number): {
  year: number;
  month: number;
  day: number;
} {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  const local = new Date(time + YANGON_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/**
 * A date as people write it, on Yangon's calendar: '5 Mar 2025' in English,
 * '၂၀၂၅ ခုနှစ်၊ မတ်လ ၅ ရက်' in Burmese (year, month, day, as Burmese dates read).
 */
export function formatDate(instant: Date | string | number, language: Language): string {
  const { year, month, day } = yangonDate(instant);
  if (language === 'my') {
    return toMyanmarDigits(`${year} ခုနှစ်၊ ${MY_MONTHS[month - 1]}လ ${day} ရက်`);
  }
  return `${day} ${EN_MONTHS[month - 1]} ${year}`;
}
