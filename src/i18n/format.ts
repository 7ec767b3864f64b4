/**
 * Numbers, amounts and dates in the reader's language, without the browser's locale data: some
 * browsers (Debian's Chromium among them) ship no Burmese data and silently fall back to English,
 * so the digits, grouping and month names are ours.
 */
import { toMyanmarDigits } from './digits';
import type { Language } from './language';

/** Latin digits in English, Myanmar digits (၀-၉) in Burmese; the rest of the text unchanged. */
export function localiseDigits(text: string, language: Language): string {
  return language === 'my' ? toMyanmarDigits(text) : text;
}

/** '1234567' → '1,234,567' (a string of Latin digits, grouped by thousands). */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number with thousands grouping and at most `maxFractionDigits` decimals (trailing zeros
 * dropped), or exactly `fractionDigits` when given: 108900 → '108,900' / '၁၀၈,၉၀၀'.
 */
export function formatNumber(
  value: number,
  language: Language,
  options: { fractionDigits?: number; maxFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const fixed = options.fractionDigits ?? options.maxFractionDigits ?? 0;
  let text = Math.abs(value).toFixed(fixed);
  if (options.fractionDigits === undefined && text.includes('.')) {
    text = text.replace(/\.?0+$/, '');
  }
  const [whole = '0', fraction] = text.split('.');
  const negative = value < 0 && /[1-9]/.test(text);
  const grouped = `${negative ? '-' : ''}${group(whole)}${fraction ? `.${fraction}` : ''}`;
  return localiseDigits(grouped, language);
}

/** A whole number with grouping: 99000 → '99,000' / '၉၉,၀၀၀' (rounded half away from zero). */
export function formatInteger(value: number, language: Language): string {
  return formatNumber(Math.sign(value) * Math.round(Math.abs(value)), language);
}

/** An MMK amount: whole kyats with grouping, the unit left to the message ('108,900'). */
export function formatMmk(amount: number, language: Language): string {
  return formatInteger(amount, language);
}

/** A USD amount with two decimals and grouping: 104.9895 → '104.99' / '၁၀၄.၉၉'. */
export function formatUsd(amount: number, language: Language): string {
  return formatNumber(amount, language, { fractionDigits: 2 });
}

/** A USD amount held in cents: 10499 → '104.99' / '၁၀၄.၉၉'. */
export function formatUsdCents(cents: number, language: Language): string {
  return formatUsd(cents / 100, language);
}

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
