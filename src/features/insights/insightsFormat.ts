/**
 * How the insights read in the reader's language: a measure's value by its kind, its change
 * against the period before, a series bucket's dates. Pure; digits through our own formatters
 * (Burmese digits do not depend on the browser's locale data).
 */
import type { InsightGrain, InsightMeasureKind } from '@contract/insights';
import { formatDate, formatMonth } from '../../i18n/dates';
import { formatInteger, formatMmk, formatNumber, localiseDigits } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** A share (0.125) as a percentage with one decimal where it has one: '12.5 %'. */
export function formatShare(value: number, language: Language): string {
  const percent = Math.round(value * 1000) / 10;
  return `${formatNumber(percent, language, { maxFractionDigits: 1 })} %`;
}

/** A measure's value; null (nothing to divide by) reads as a dash. */
export function formatMeasure(
  kind: Exclude<InsightMeasureKind, 'breakdown'>,
  value: number | null,
  language: Language,
): string {
  if (value === null) return '–';
  if (kind === 'money') return formatMmk(value, language);
  if (kind === 'ratio') return formatShare(value, language);
  return formatInteger(value, language);
}

/** Which way a measure moved, for the words and the arrow beside its value. */
export type Trend = 'up' | 'down' | 'same' | 'none';

export function trendOf(change: number | null): Trend {
  if (change === null) return 'none';
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'same';
}

/** A Myanmar day (`2026-11-05`) as the app writes dates: '5 Nov 2026', '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၅ ရက်'. */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day}T00:00:00+06:30`, language);
}

/** A bucket's name on a chart's axis and in its table: its day, its week's first day, its month. */
export function bucketLabel(from: string, grain: InsightGrain, language: Language): string {
  if (grain !== 'month') return formatDay(from, language);
  const [year, month] = from.split('-').map(Number) as [number, number];
  return formatMonth(year, month, language);
}

/** An hour of the day as its span: '09:00–10:00'. */
export function hourLabel(hour: number, language: Language): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return localiseDigits(`${pad(hour)}:00–${pad((hour + 1) % 24)}:00`, language);
}
