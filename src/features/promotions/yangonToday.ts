import { yangonDate } from '../../i18n/dates';

/** Today on Yangon's calendar, YYYY-MM-DD (what a date input holds). */
export function yangonToday(now: number): string {
  const { year, month, day } = yangonDate(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}
