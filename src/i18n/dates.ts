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

/** A month of a year as people write it: 'Nov 2026', '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ'. `month` is 1-12. */
export function formatMonth(year: number, month: number, language: Language): string {
  if (language === 'my') return toMyanmarDigits(`${year} ခုနှစ်၊ ${MY_MONTHS[month - 1]}လ`);
  return `${EN_MONTHS[month - 1]} ${year}`;
}

const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The days of the week as Burmese names them, Sunday first. */
const MY_WEEKDAYS = ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A day and a time on Yangon's clock as people read them, the way reservations are shown:
 * 'Sat 28 Nov, 19:00' in English, 'စနေနေ့၊ နိုဝင်ဘာလ ၂၈ ရက်၊ ၁၉:၀၀' in Burmese (Myanmar digits).
 * `date` is `YYYY-MM-DD` and `time` `HH:MM`, both already Yangon's (as a reservation holds them).
 */
export function formatReservationWhen(date: string, time: string, language: Language): string {
  const day = CALENDAR_DATE.exec(date);
  const clock = CLOCK_TIME.exec(time);
  if (!day || !clock) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (calendar.getUTCMonth() !== month - 1) throw new RangeError(`Not a date: ${date}`);
  const weekday = calendar.getUTCDay();
  if (language === 'my') {
    return toMyanmarDigits(
      `${MY_WEEKDAYS[weekday]}နေ့၊ ${MY_MONTHS[month - 1]}လ ${dayOfMonth} ရက်၊ ${time}`,
    );
  }
  return `${EN_WEEKDAYS[weekday]} ${dayOfMonth} ${EN_MONTHS[month - 1]}, ${time}`;
}

/** An instant as `formatReservationWhen` shows a day and time, on Yangon's calendar and clock. */
export function formatYangonDayTime(instant: Date | string | number, language: Language): string {
  const { year, month, day } = yangonDate(instant);
  const local = new Date(new Date(instant).getTime() + YANGON_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return formatReservationWhen(
    `${year}-${two(month)}-${two(day)}`,
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
    language,
  );
}
