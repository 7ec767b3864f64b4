/**
 * Advanced Analytics (`/store/insights`): a shop's measures over a period of Myanmar days
 * (Asia/Yangon, UTC+06:30 all year), each compared with the period of the same length just before
 * it. Every measure is defined here once, as a pure function over the shop's daily rows; the
 * server keeps those rows (one per shop and day, plus per item and per branch, and the
 * customers' visits) and answers them with these functions, the SPA and the CSV and .xlsx
 * exports name them from `INSIGHT_MEASURES`.
 *
 * What counts:
 * - An order counts once the shop has taken it (any state but placed, rejected or cancelled), on
 *   the day and at the hour it was placed; its sales are its total (after the member discount
 *   and the promo code), an item's sales its lines' price times quantity.
 * - A reservation counts on the day it is for, unless declined or cancelled; a no-show rate is
 *   no-shows out of the reservations that came or did not (completed or no-show).
 * - A customer is new in a period when their first counted order at the shop falls in it; a
 *   returning customer ordered in the period and before it; a repeat customer ordered at least
 *   twice in the period.
 * - Stamps count on the day they were given (taken back with Undo: not at all), stamp rewards on
 *   the day earned and the day redeemed, points on the day earned or spent, members on the day
 *   they joined, promo codes with the orders that used them.
 * - Banner impressions and clicks count on the day they happened; store page views are the
 *   store pages the server sent, counted per day and nothing else about who viewed them.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { YANGON_OFFSET_MINUTES, type Weekday } from './hours';
import { DATE_PATTERN } from './orderRules';

/* ------------------------------- days ---------------------------------- */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day (NaN for text of another shape). */
function dayIndex(day: string): number {
  const match = DAY_SHAPE.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function dayAt(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `day` is a `YYYY-MM-DD` day that exists (`2026-02-30` does not). */
export function isCalendarDay(day: string): boolean {
  const index = dayIndex(day);
  return Number.isFinite(index) && dayAt(index) === day;
}

export function addDays(day: string, days: number): string {
  return dayAt(dayIndex(day) + days);
}

/** The days from `from` to `to`, both counted (1 when they are the same day). */
export function daysBetween(from: string, to: string): number {
  return dayIndex(to) - dayIndex(from) + 1;
}

/** The same day of the month `months` later (or earlier), the month's last day where it is shorter. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12;
  const last = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return dayAt(Date.UTC(targetYear, targetMonth, Math.min(date, last)) / DAY_MS);
}

/** The day it is in Myanmar at `instant`. */
export function yangonDayOf(instant: Date): string {
  return new Date(instant.getTime() + YANGON_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The ISO weekday of a day: 1 is Monday, 7 is Sunday. */
export function weekdayOfDay(day: string): Weekday {
  const sunday0 = new Date(dayIndex(day) * DAY_MS).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/* ------------------------------ periods -------------------------------- */

/** The periods offered by name: the last 7, 30 or 90 days, or 6, 12 or 24 months, today included. */
export const INSIGHT_PERIODS = ['7d', '30d', '90d', '6m', '12m', '24m'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = '30d';

/** How far back a period may start: 24 months (the add-on's retention). */
export const INSIGHTS_MONTHS_BACK = 24;

/** The grains of a period's series: days, ISO weeks (Monday first), calendar months. */
export const INSIGHT_GRAINS = ['day', 'week', 'month'] as const;
export type InsightGrain = (typeof INSIGHT_GRAINS)[number];

/** Days of Myanmar, both included, and how many. */
export interface InsightRange {
  from: string;
  to: string;
  days: number;
}

export function rangeOf(from: string, to: string): InsightRange {
  return { from, to, days: daysBetween(from, to) };
}

/** The first day a period may start on, `today` being the last day of a 24-month period. */
export function earliestInsightDay(today: string): string {
  return addDays(addMonths(today, -INSIGHTS_MONTHS_BACK), 1);
}

/** A named period ending `today`: `7d` is today and the 6 days before; `6m` starts the day after today's date 6 months ago. */
export function presetRange(period: InsightPeriod, today: string): InsightRange {
  const count = Number(period.slice(0, -1));
  const from = period.endsWith('d')
    ? addDays(today, 1 - count)
    : addDays(addMonths(today, -count), 1);
  return rangeOf(from, today);
}

/** The period of the same length just before `range`. */
export function previousRange(range: InsightRange): InsightRange {
  return rangeOf(addDays(range.from, -range.days), addDays(range.from, -1));
}

/** The grain a period is shown in unless one is asked for: days up to a month, weeks up to a quarter, then months. */
export function defaultGrain(days: number): InsightGrain {
  if (days <= 31) return 'day';
  if (days <= 92) return 'week';
  return 'month';
}

/** What is wrong with the period asked for, by the query's field. */
export type PeriodProblem =
  /** Both a named period and dates. */
  | 'periodAndDates'
  /** One of the dates without the other. */
  | 'bothDates'
  /** A date that does not exist. */
  | 'notADay'
  | 'fromAfterTo'
  /** Starts more than 24 months back. */
  | 'tooOld'
  /** Ends after today. */
  | 'future';

export type PeriodProblems = Partial<Record<'period' | 'from' | 'to', PeriodProblem>>;

/**
 * The period a query asks for, with `today` its last possible day: a named period, or the days
 * `from`..`to` (both, at most 24 months back, not after today), or the last 30 days.
 */
export function resolveInsightRange(
  query: { period?: InsightPeriod; from?: string; to?: string },
  today: string,
): { range: InsightRange; period: InsightPeriod | null } | { problems: PeriodProblems } {
  const { period, from, to } = query;
  if (period !== undefined && (from !== undefined || to !== undefined)) {
    return { problems: { period: 'periodAndDates' } };
  }
  if (from === undefined && to === undefined) {
    const named = period ?? DEFAULT_INSIGHT_PERIOD;
    return { range: presetRange(named, today), period: named };
  }
  if (from === undefined) return { problems: { from: 'bothDates' } };
  if (to === undefined) return { problems: { to: 'bothDates' } };
  const problems: PeriodProblems = {};
  if (!isCalendarDay(from)) problems.from = 'notADay';
  else if (from < earliestInsightDay(today)) problems.from = 'tooOld';
  if (!isCalendarDay(to)) problems.to = 'notADay';
  else if (to > today) problems.to = 'future';
  if (problems.from === undefined && problems.to === undefined && from > to) {
    problems.from = 'fromAfterTo';
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { range: rangeOf(from, to), period: null };
}

/** The first day of the bucket of `grain` that `day` falls in. */
export function bucketStart(day: string, grain: InsightGrain): string {
  if (grain === 'day') return day;
  if (grain === 'week') return addDays(day, 1 - weekdayOfDay(day));
  return `${day.slice(0, 8)}01`;
}

/* ----------------------------- daily rows ------------------------------ */

/** The counts a shop's day holds; every one adds up over days. */
export const DAY_COUNTERS = [
  'orders',
  'sales',
  'promo_uses',
  'promo_discount',
  'reservations',
  'reservation_guests',
  'reservations_completed',
  'reservations_no_show',
  'stamps_given',
  'stamp_rewards_earned',
  'stamp_rewards_redeemed',
  'points_issued',
  'points_spent',
  'members_joined',
  'banner_impressions',
  'banner_clicks',
  'page_views',
] as const;
export type DayCounter = (typeof DAY_COUNTERS)[number];
export type DayCounts = Record<DayCounter, number>;

/**
 * One Myanmar day of a shop, as its daily rows hold it; a day without a row counts nothing.
 * `hour_orders` and `hour_sales` have 24 entries, hour 0 (midnight to 01:00) first.
 */
export interface InsightDay extends DayCounts {
  day: string;
  hour_orders: readonly number[];
  hour_sales: readonly number[];
}

export function emptyCounts(): DayCounts {
  return Object.fromEntries(DAY_COUNTERS.map((counter) => [counter, 0])) as DayCounts;
}

/** A day that counts nothing (the shape the series and sums start from). */
export function emptyDay(day: string): InsightDay {
  return {
    day,
    ...emptyCounts(),
    hour_orders: new Array<number>(24).fill(0),
    hour_sales: new Array<number>(24).fill(0),
  };
}

const inRange = (day: string, range: InsightRange) => day >= range.from && day <= range.to;

/** The counts of the days of `range` (rows outside it are left out). */
export function sumDays(days: readonly InsightDay[], range: InsightRange): DayCounts {
  const total = emptyCounts();
  for (const row of days) {
    if (!inRange(row.day, range)) continue;
    for (const counter of DAY_COUNTERS) total[counter] += row[counter];
  }
  return total;
}

/**
 * A period's customers, counted from their visits (a customer's days with counted orders):
 * `customers` ordered in the period, `new_customers` of them first ordered in it,
 * `single_order_customers` of them ordered exactly once in it.
 */
export interface CustomerCounts {
  customers: number;
  new_customers: number;
  single_order_customers: number;
}

export const NO_CUSTOMERS: CustomerCounts = {
  customers: 0,
  new_customers: 0,
  single_order_customers: 0,
};

/** An item's sales in each period: by item where its item still exists or existed, else by the name the lines kept. */
export interface ItemTotals {
  item_id: number | null;
  name: string;
  /** The menu section the item is in now (null: a product, a service, or an item deleted since). */
  section_id: number | null;
  section_name: string | null;
  quantity: number;
  sales: number;
  previous_quantity: number;
  previous_sales: number;
}

/** A branch's counted orders in each period (branch null: the shop's own address). */
export interface BranchTotals {
  branch_id: number | null;
  name: string | null;
  orders: number;
  sales: number;
  previous_orders: number;
  previous_sales: number;
}

/** Days a banner of the shop ran (both included, Myanmar days). */
export interface BannerWindow {
  from: string;
  to: string;
}

/* ------------------------------ measures ------------------------------- */

/** A share with four decimals (0.0125 is 1.25 %), or null when there is nothing to share. */
export function ratio(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** Whole kyat: sales over orders, rounded; null without orders. */
export function averageOrderValue(sales: number, orders: number): number | null {
  return orders === 0 ? null : Math.round(sales / orders);
}

/** The change from `previous` to `current` as a share of `previous` (0.5: up half); null from nothing. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ratio(current - previous, previous);
}

/** What a period's scalar measures are computed from. */
export interface PeriodFigures {
  counts: DayCounts;
  customers: CustomerCounts;
  /** Days of the period on which one of the shop's banners ran. */
  bannerDays: number;
}

/** The measures with one value per period, each defined once. */
export const SCALAR_MEASURES = {
  sales: (f: PeriodFigures) => f.counts.sales,
  orders: (f: PeriodFigures) => f.counts.orders,
  average_order_value: (f: PeriodFigures) => averageOrderValue(f.counts.sales, f.counts.orders),
  customers: (f: PeriodFigures) => f.customers.customers,
  new_customers: (f: PeriodFigures) => f.customers.new_customers,
  returning_customers: (f: PeriodFigures) => f.customers.customers - f.customers.new_customers,
  repeat_rate: (f: PeriodFigures) =>
    ratio(f.customers.customers - f.customers.single_order_customers, f.customers.customers),
  reservations: (f: PeriodFigures) => f.counts.reservations,
  reservation_guests: (f: PeriodFigures) => f.counts.reservation_guests,
  no_show_rate: (f: PeriodFigures) =>
    ratio(
      f.counts.reservations_no_show,
      f.counts.reservations_completed + f.counts.reservations_no_show,
    ),
  stamps_given: (f: PeriodFigures) => f.counts.stamps_given,
  stamp_rewards_earned: (f: PeriodFigures) => f.counts.stamp_rewards_earned,
  stamp_rewards_redeemed: (f: PeriodFigures) => f.counts.stamp_rewards_redeemed,
  points_issued: (f: PeriodFigures) => f.counts.points_issued,
  points_spent: (f: PeriodFigures) => f.counts.points_spent,
  members_joined: (f: PeriodFigures) => f.counts.members_joined,
  promo_uses: (f: PeriodFigures) => f.counts.promo_uses,
  promo_discount: (f: PeriodFigures) => f.counts.promo_discount,
  banner_impressions: (f: PeriodFigures) => f.counts.banner_impressions,
  banner_clicks: (f: PeriodFigures) => f.counts.banner_clicks,
  banner_ctr: (f: PeriodFigures) => ratio(f.counts.banner_clicks, f.counts.banner_impressions),
  page_views: (f: PeriodFigures) => f.counts.page_views,
} satisfies Record<string, (figures: PeriodFigures) => number | null>;

export type ScalarMeasureId = keyof typeof SCALAR_MEASURES;
export const SCALAR_MEASURE_IDS = Object.keys(SCALAR_MEASURES) as ScalarMeasureId[];

/** The measures shown as a chart or a table rather than one number. */
export const BREAKDOWN_MEASURE_IDS = [
  'sales_trend',
  'top_items',
  'top_sections',
  'sales_by_branch',
  'sales_by_hour',
  'sales_by_weekday',
] as const;
export type BreakdownMeasureId = (typeof BREAKDOWN_MEASURE_IDS)[number];
export type InsightMeasureId = ScalarMeasureId | BreakdownMeasureId;

/** How a measure's value reads: kyat, a count, a share, or a chart/table. */
export type InsightMeasureKind = 'money' | 'count' | 'ratio' | 'breakdown';

export interface InsightMeasure {
  id: InsightMeasureId;
  kind: InsightMeasureKind;
  title: { en: string; my: string };
}

/** Every measure, in the order the page and the exports show them, named in both languages. */
export const INSIGHT_MEASURES: readonly InsightMeasure[] = [
  { id: 'sales', kind: 'money', title: { en: 'Sales (MMK)', my: 'ရောင်းရငွေ (ကျပ်)' } },
  { id: 'orders', kind: 'count', title: { en: 'Orders', my: 'အော်ဒါ အရေအတွက်' } },
  {
    id: 'average_order_value',
    kind: 'money',
    title: { en: 'Average order value (MMK)', my: 'အော်ဒါတစ်ခု၏ ပျမ်းမျှတန်ဖိုး (ကျပ်)' },
  },
  {
    id: 'sales_trend',
    kind: 'breakdown',
    title: {
      en: 'Sales and orders by day, week and month',
      my: 'နေ့၊ အပတ်၊ လ အလိုက် ရောင်းရငွေနှင့် အော်ဒါ',
    },
  },
  {
    id: 'top_items',
    kind: 'breakdown',
    title: { en: 'Best-selling items', my: 'အရောင်းရဆုံး ပစ္စည်းများ' },
  },
  {
    id: 'top_sections',
    kind: 'breakdown',
    title: { en: 'Best-selling menu sections', my: 'အရောင်းရဆုံး မီနူးအပိုင်းများ' },
  },
  {
    id: 'sales_by_branch',
    kind: 'breakdown',
    title: { en: 'Sales by branch', my: 'ဆိုင်ခွဲအလိုက် ရောင်းရငွေ' },
  },
  {
    id: 'sales_by_hour',
    kind: 'breakdown',
    title: { en: 'Sales by hour of the day', my: 'တစ်နေ့တာ နာရီအလိုက် ရောင်းရငွေ' },
  },
  {
    id: 'sales_by_weekday',
    kind: 'breakdown',
    title: { en: 'Sales by day of the week', my: 'ရက်သတ္တပတ်၏ နေ့အလိုက် ရောင်းရငွေ' },
  },
  {
    id: 'customers',
    kind: 'count',
    title: { en: 'Customers who ordered', my: 'မှာယူခဲ့သော ဖောက်သည်များ' },
  },
  { id: 'new_customers', kind: 'count', title: { en: 'New customers', my: 'ဖောက်သည်အသစ်များ' } },
  {
    id: 'returning_customers',
    kind: 'count',
    title: { en: 'Returning customers', my: 'ပြန်လာသော ဖောက်သည်များ' },
  },
  {
    id: 'repeat_rate',
    kind: 'ratio',
    title: { en: 'Repeat customer rate', my: 'ထပ်မံမှာယူသော ဖောက်သည် နှုန်း' },
  },
  {
    id: 'reservations',
    kind: 'count',
    title: { en: 'Reservations', my: 'ကြိုတင်နေရာယူမှုများ' },
  },
  {
    id: 'reservation_guests',
    kind: 'count',
    title: { en: 'Guests reserved for', my: 'ကြိုတင်နေရာယူထားသော ဧည့်သည် ဦးရေ' },
  },
  {
    id: 'no_show_rate',
    kind: 'ratio',
    title: { en: 'No-show rate', my: 'ကြိုတင်နေရာယူပြီး မလာရောက်သူ နှုန်း' },
  },
  {
    id: 'stamps_given',
    kind: 'count',
    title: { en: 'Stamps given', my: 'ပေးခဲ့သော တံဆိပ်များ' },
  },
  {
    id: 'stamp_rewards_earned',
    kind: 'count',
    title: { en: 'Stamp cards completed', my: 'ပြည့်သွားသော တံဆိပ်ကတ်များ' },
  },
  {
    id: 'stamp_rewards_redeemed',
    kind: 'count',
    title: { en: 'Stamp rewards redeemed', my: 'လဲလှယ်ခဲ့သော တံဆိပ်ဆုလာဘ်များ' },
  },
  {
    id: 'points_issued',
    kind: 'count',
    title: { en: 'Points issued', my: 'ပေးခဲ့သော ပွိုင့်များ' },
  },
  {
    id: 'points_spent',
    kind: 'count',
    title: { en: 'Points spent on rewards', my: 'ဆုလာဘ်အတွက် သုံးခဲ့သော ပွိုင့်များ' },
  },
  {
    id: 'members_joined',
    kind: 'count',
    title: { en: 'New members', my: 'အသင်းဝင်သစ်များ' },
  },
  {
    id: 'promo_uses',
    kind: 'count',
    title: { en: 'Promo code uses', my: 'ပရိုမိုကုဒ် သုံးခဲ့သည့် အကြိမ်' },
  },
  {
    id: 'promo_discount',
    kind: 'money',
    title: { en: 'Promo code discounts (MMK)', my: 'ပရိုမိုကုဒ်ဖြင့် လျှော့ပေးခဲ့သော ငွေ (ကျပ်)' },
  },
  {
    id: 'banner_impressions',
    kind: 'count',
    title: { en: 'Banner impressions', my: 'ဘန်နာ ပြသခဲ့သည့် အကြိမ်' },
  },
  {
    id: 'banner_clicks',
    kind: 'count',
    title: { en: 'Banner clicks', my: 'ဘန်နာ နှိပ်ခဲ့သည့် အကြိမ်' },
  },
  {
    id: 'banner_ctr',
    kind: 'ratio',
    title: { en: 'Banner click-through rate (CTR)', my: 'ဘန်နာ နှိပ်ကြည့်နှုန်း (CTR)' },
  },
  {
    id: 'page_views',
    kind: 'count',
    title: { en: 'Store page views', my: 'ဆိုင်စာမျက်နှာ ကြည့်ရှုမှု' },
  },
];

/** The title of a measure in `language`. */
export function measureTitle(id: InsightMeasureId, language: 'en' | 'my'): string {
  return INSIGHT_MEASURES.find((measure) => measure.id === id)?.title[language] ?? id;
}

/**
 * The words the page's tables and the exports share beside the measures' titles: column
 * headers, sheet names (at most 31 characters), and the names of what has none of its own.
 */
export const INSIGHT_LABELS = {
  en: {
    measure: 'Measure',
    detail: 'Detail',
    from: 'From',
    to: 'To',
    thisPeriod: 'This period',
    previousPeriod: 'Previous period',
    change: 'Change (%)',
    hour: 'Hour',
    weekday: 'Day of the week',
    days: 'Days',
    item: 'Item',
    section: 'Menu section',
    branch: 'Branch',
    quantity: 'Quantity',
    previousQuantity: 'Quantity, previous period',
    sales: 'Sales (MMK)',
    previousSales: 'Sales (MMK), previous period',
    orders: 'Orders',
    previousOrders: 'Orders, previous period',
    share: 'Share of sales (%)',
    mainShop: 'Main shop',
    noSection: 'No menu section',
    promisedImpressions: 'Impressions promised (10,000 per 30 days)',
    promisedCtr: 'Click-through rate promised',
    bannerDays: 'Days the banner ran',
    summarySheet: 'Summary',
    trendSheet: 'Trend',
    itemsSheet: 'Items',
    sectionsSheet: 'Menu sections',
    branchesSheet: 'Branches',
    hoursSheet: 'Hours',
    weekdaysSheet: 'Days of the week',
    grains: { day: 'Day', week: 'Week', month: 'Month' } as Record<InsightGrain, string>,
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  my: {
    measure: 'ညွှန်းကိန်း',
    detail: 'အသေးစိတ်',
    from: 'စတင်ရက်',
    to: 'ပြီးဆုံးရက်',
    thisPeriod: 'ယခုကာလ',
    previousPeriod: 'ယခင်ကာလ',
    change: 'အပြောင်းအလဲ (%)',
    hour: 'နာရီ',
    weekday: 'ရက်သတ္တပတ်၏ နေ့',
    days: 'ရက်အရေအတွက်',
    item: 'ပစ္စည်း',
    section: 'မီနူးအပိုင်း',
    branch: 'ဆိုင်ခွဲ',
    quantity: 'အရေအတွက်',
    previousQuantity: 'အရေအတွက် (ယခင်ကာလ)',
    sales: 'ရောင်းရငွေ (ကျပ်)',
    previousSales: 'ရောင်းရငွေ (ကျပ်၊ ယခင်ကာလ)',
    orders: 'အော်ဒါ',
    previousOrders: 'အော်ဒါ (ယခင်ကာလ)',
    share: 'ရောင်းရငွေ ဝေစု (%)',
    mainShop: 'ပင်မဆိုင်',
    noSection: 'မီနူးအပိုင်း မသတ်မှတ်ရသေး',
    promisedImpressions: 'ကတိပြုထားသော ပြသမှု (ရက် ၃၀ လျှင် ၁၀,၀၀၀)',
    promisedCtr: 'ကတိပြုထားသော နှိပ်ကြည့်နှုန်း',
    bannerDays: 'ဘန်နာ ပြသခဲ့သည့် ရက်',
    summarySheet: 'အနှစ်ချုပ်',
    trendSheet: 'အလားအလာ',
    itemsSheet: 'ပစ္စည်းများ',
    sectionsSheet: 'မီနူးအပိုင်းများ',
    branchesSheet: 'ဆိုင်ခွဲများ',
    hoursSheet: 'နာရီများ',
    weekdaysSheet: 'ရက်သတ္တပတ်၏ နေ့များ',
    grains: { day: 'နေ့', week: 'အပတ်', month: 'လ' } as Record<InsightGrain, string>,
    weekdays: ['တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ', 'တနင်္ဂနွေ'],
  },
} as const;

/* ------------------------------ breakdowns ----------------------------- */

/** The banner add-on's promise: 10,000+ impressions per 30 days shown, and a 2 % click-through rate. */
export const BANNER_PROMISE = { impressions: 10_000, days: 30, ctr: 0.02 } as const;

/** Days of `range` on which at least one of `windows` ran. */
export function daysCovered(windows: readonly BannerWindow[], range: InsightRange): number {
  const covered = new Set<string>();
  for (const window of windows) {
    const from = window.from > range.from ? window.from : range.from;
    const to = window.to < range.to ? window.to : range.to;
    for (let day = from; day <= to; day = addDays(day, 1)) covered.add(day);
  }
  return covered.size;
}

/**
 * A period's banner figures beside the promise: the impressions promised for the days the
 * banner ran (10,000 per 30 days, rounded up), and the click-through rate against 2 %. Null
 * verdicts: nothing to judge (no banner ran, or no impression).
 */
export function bannerPromise(impressions: number, clicks: number, runningDays: number) {
  const promised = Math.ceil((BANNER_PROMISE.impressions * runningDays) / BANNER_PROMISE.days);
  const ctr = ratio(clicks, impressions);
  return {
    running_days: runningDays,
    impressions,
    impressions_promised: promised,
    impressions_met: runningDays === 0 ? null : impressions >= promised,
    clicks,
    ctr,
    ctr_promised: BANNER_PROMISE.ctr,
    ctr_met: ctr === null ? null : ctr >= BANNER_PROMISE.ctr,
  };
}

/** The counts a series point carries. */
const SERIES_COUNTERS = [
  'sales',
  'orders',
  'reservations',
  'stamps_given',
  'points_issued',
  'members_joined',
  'promo_uses',
  'banner_impressions',
  'banner_clicks',
  'page_views',
] as const satisfies readonly DayCounter[];

/** One bucket of a series: its days (cut at the range's ends) and their counts. */
export type SeriesPoint = Static<typeof SeriesPointSchema>;

/**
 * The range cut into buckets of `grain` (a week from Monday, a calendar month), the first and
 * last cut at the range's ends; every bucket is there, with zeros where nothing happened.
 */
export function seriesOf(
  days: readonly InsightDay[],
  range: InsightRange,
  grain: InsightGrain,
): SeriesPoint[] {
  const byDay = new Map(days.map((row) => [row.day, row]));
  const points: SeriesPoint[] = [];
  let current: SeriesPoint | null = null;
  let currentStart = '';
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const start = bucketStart(day, grain);
    if (current === null || start !== currentStart) {
      current = {
        from: day,
        to: day,
        average_order_value: null,
        ...(Object.fromEntries(SERIES_COUNTERS.map((c) => [c, 0])) as Record<
          (typeof SERIES_COUNTERS)[number],
          number
        >),
      };
      currentStart = start;
      points.push(current);
    }
    current.to = day;
    const row = byDay.get(day);
    if (row) for (const counter of SERIES_COUNTERS) current[counter] += row[counter];
  }
  for (const point of points)
    point.average_order_value = averageOrderValue(point.sales, point.orders);
  return points;
}

/** Orders and sales per hour of the day (0-23), summed over the days of `range`. */
export function byHour(
  days: readonly InsightDay[],
  range: InsightRange,
): Array<{ hour: number; orders: number; sales: number }> {
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, sales: 0 }));
  for (const row of days) {
    if (!inRange(row.day, range)) continue;
    for (const entry of hours) {
      entry.orders += row.hour_orders[entry.hour] ?? 0;
      entry.sales += row.hour_sales[entry.hour] ?? 0;
    }
  }
  return hours;
}

/** Orders and sales per weekday (Monday first), with how many of that weekday the range has. */
export function byWeekday(
  days: readonly InsightDay[],
  range: InsightRange,
): Array<{ weekday: Weekday; days: number; orders: number; sales: number }> {
  const weekdays = Array.from({ length: 7 }, (_, i) => ({
    weekday: (i + 1) as Weekday,
    days: 0,
    orders: 0,
    sales: 0,
  }));
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    weekdays[weekdayOfDay(day) - 1]!.days += 1;
  }
  for (const row of days) {
    if (!inRange(row.day, range)) continue;
    const entry = weekdays[weekdayOfDay(row.day) - 1]!;
    entry.orders += row.orders;
    entry.sales += row.sales;
  }
  return weekdays;
}

const byName = (a: string | null, b: string | null) =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;

/**
 * Items by sales in the period (then by quantity, sales before it, name), each with its share of
 * the period's item sales; the first `limit` (null: all).
 */
export function rankItems(items: readonly ItemTotals[], limit: number | null) {
  const total = items.reduce((sum, item) => sum + item.sales, 0);
  const ranked = [...items].sort(
    (a, b) =>
      b.sales - a.sales ||
      b.quantity - a.quantity ||
      b.previous_sales - a.previous_sales ||
      byName(a.name, b.name) ||
      (a.item_id ?? 0) - (b.item_id ?? 0),
  );
  return (limit === null ? ranked : ranked.slice(0, limit)).map((item) => ({
    ...item,
    share: ratio(item.sales, total),
  }));
}

/** Menu sections by the sales of their items (items in no section together, as section null). */
export function rankSections(items: readonly ItemTotals[]) {
  const sections = new Map<
    number | null,
    {
      section_id: number | null;
      name: string | null;
      quantity: number;
      sales: number;
      previous_quantity: number;
      previous_sales: number;
    }
  >();
  for (const item of items) {
    const key = item.section_id;
    const entry = sections.get(key) ?? {
      section_id: key,
      name: item.section_name,
      quantity: 0,
      sales: 0,
      previous_quantity: 0,
      previous_sales: 0,
    };
    entry.quantity += item.quantity;
    entry.sales += item.sales;
    entry.previous_quantity += item.previous_quantity;
    entry.previous_sales += item.previous_sales;
    sections.set(key, entry);
  }
  const total = items.reduce((sum, item) => sum + item.sales, 0);
  return [...sections.values()]
    .sort(
      (a, b) =>
        b.sales - a.sales ||
        b.quantity - a.quantity ||
        b.previous_sales - a.previous_sales ||
        byName(a.name, b.name),
    )
    .map((section) => ({ ...section, share: ratio(section.sales, total) }));
}

/** Branches by sales in the period, each with its share of the period's sales. */
export function rankBranches(branches: readonly BranchTotals[]) {
  const total = branches.reduce((sum, branch) => sum + branch.sales, 0);
  return [...branches]
    .sort(
      (a, b) =>
        b.sales - a.sales ||
        b.orders - a.orders ||
        b.previous_sales - a.previous_sales ||
        (a.branch_id ?? 0) - (b.branch_id ?? 0),
    )
    .map((branch) => ({ ...branch, share: ratio(branch.sales, total) }));
}

/* ------------------------------- report -------------------------------- */

/** How many best-selling items the page shows (the exports list every one). */
export const TOP_ITEMS = 10;

/** Everything the measures are computed from, as the server reads it for a shop. */
export interface InsightsSource {
  range: InsightRange;
  period: InsightPeriod | null;
  grain: InsightGrain;
  /** The shop's daily rows of the period and of the one before it. */
  days: readonly InsightDay[];
  customers: { current: CustomerCounts; previous: CustomerCounts };
  items: readonly ItemTotals[];
  branches: readonly BranchTotals[];
  bannerWindows: readonly BannerWindow[];
}

/** Every measure of a period beside the period before it. */
export function insightsReport(
  source: InsightsSource,
  { itemLimit = TOP_ITEMS }: { itemLimit?: number | null } = {},
): InsightsResponse {
  const { range, grain, days } = source;
  const previous = previousRange(range);
  const figures = (which: InsightRange, customers: CustomerCounts): PeriodFigures => ({
    counts: sumDays(days, which),
    customers,
    bannerDays: daysCovered(source.bannerWindows, which),
  });
  const now = figures(range, source.customers.current);
  const before = figures(previous, source.customers.previous);
  const measures = Object.fromEntries(
    SCALAR_MEASURE_IDS.map((id) => {
      const current = SCALAR_MEASURES[id](now);
      const earlier = SCALAR_MEASURES[id](before);
      return [id, { current, previous: earlier, change: changeOf(current, earlier) }];
    }),
  ) as InsightsResponse['measures'];
  const hoursNow = byHour(days, range);
  const hoursBefore = byHour(days, previous);
  const weekdaysNow = byWeekday(days, range);
  const weekdaysBefore = byWeekday(days, previous);
  const banner = (which: PeriodFigures) =>
    bannerPromise(which.counts.banner_impressions, which.counts.banner_clicks, which.bannerDays);
  return {
    range,
    previous,
    period: source.period,
    grain,
    measures,
    series: seriesOf(days, range, grain),
    previous_series: seriesOf(days, previous, grain),
    top_items: rankItems(source.items, itemLimit),
    top_sections: rankSections(source.items),
    branches: rankBranches(source.branches),
    hours: hoursNow.map((entry, i) => ({
      ...entry,
      previous_orders: hoursBefore[i]!.orders,
      previous_sales: hoursBefore[i]!.sales,
    })),
    weekdays: weekdaysNow.map((entry, i) => ({
      ...entry,
      previous_orders: weekdaysBefore[i]!.orders,
      previous_sales: weekdaysBefore[i]!.sales,
    })),
    banner: { current: banner(now), previous: banner(before) },
  };
}

/* ------------------------------- schemas ------------------------------- */

const Day = Type.String({ pattern: DATE_PATTERN });
const Count = Type.Integer({ minimum: 0 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `GET merchant/store/:merchantId/insights` (and its exports): a named period or two days, and a grain. */
export const InsightsQuery = Type.Object(
  {
    period: Type.Optional(Type.Union(INSIGHT_PERIODS.map((period) => Type.Literal(period)))),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    grain: Type.Optional(Type.Union(INSIGHT_GRAINS.map((grain) => Type.Literal(grain)))),
  },
  { additionalProperties: false },
);
export type InsightsQuery = Static<typeof InsightsQuery>;

const RangeSchema = Type.Object({ from: Day, to: Day, days: Count });

/** A scalar measure in the period and the one before it; `change` as a share of the earlier value. */
export const InsightComparison = Type.Object({
  current: Nullable(Type.Number()),
  previous: Nullable(Type.Number()),
  change: Nullable(Type.Number()),
});
export type InsightComparison = Static<typeof InsightComparison>;

const MeasuresSchema = Type.Object(
  Object.fromEntries(SCALAR_MEASURE_IDS.map((id) => [id, InsightComparison])),
) as unknown as TObject<Record<ScalarMeasureId, typeof InsightComparison>>;

const SeriesPointSchema = Type.Object({
  from: Day,
  to: Day,
  sales: Type.Integer(),
  orders: Count,
  average_order_value: Nullable(Type.Integer()),
  reservations: Count,
  stamps_given: Count,
  points_issued: Count,
  members_joined: Count,
  promo_uses: Count,
  banner_impressions: Count,
  banner_clicks: Count,
  page_views: Count,
});

const Share = Nullable(Type.Number());

const ItemSchema = Type.Object({
  item_id: Nullable(Type.Integer()),
  name: Type.String(),
  section_id: Nullable(Type.Integer()),
  section_name: Nullable(Type.String()),
  quantity: Count,
  sales: Type.Integer(),
  previous_quantity: Count,
  previous_sales: Type.Integer(),
  share: Share,
});

const SectionSchema = Type.Object({
  section_id: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  quantity: Count,
  sales: Type.Integer(),
  previous_quantity: Count,
  previous_sales: Type.Integer(),
  share: Share,
});

const BranchSchema = Type.Object({
  branch_id: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  orders: Count,
  sales: Type.Integer(),
  previous_orders: Count,
  previous_sales: Type.Integer(),
  share: Share,
});

const HourSchema = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  orders: Count,
  sales: Type.Integer(),
  previous_orders: Count,
  previous_sales: Type.Integer(),
});

const WeekdaySchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  days: Count,
  orders: Count,
  sales: Type.Integer(),
  previous_orders: Count,
  previous_sales: Type.Integer(),
});

const BannerSchema = Type.Object({
  running_days: Count,
  impressions: Count,
  impressions_promised: Count,
  impressions_met: Nullable(Type.Boolean()),
  clicks: Count,
  ctr: Nullable(Type.Number()),
  ctr_promised: Type.Number(),
  ctr_met: Nullable(Type.Boolean()),
});

/** The answer of `GET merchant/store/:merchantId/insights`. */
export const InsightsResponse = Type.Object({
  range: RangeSchema,
  /** The period of the same length just before `range`. */
  previous: RangeSchema,
  /** The named period asked for (null: days were given). */
  period: Nullable(Type.Union(INSIGHT_PERIODS.map((period) => Type.Literal(period)))),
  grain: Type.Union(INSIGHT_GRAINS.map((grain) => Type.Literal(grain))),
  measures: MeasuresSchema,
  /** `range` at `grain`; `previous_series` the same for the previous period. */
  series: Type.Array(SeriesPointSchema),
  previous_series: Type.Array(SeriesPointSchema),
  top_items: Type.Array(ItemSchema),
  top_sections: Type.Array(SectionSchema),
  branches: Type.Array(BranchSchema),
  hours: Type.Array(HourSchema),
  weekdays: Type.Array(WeekdaySchema),
  banner: Type.Object({ current: BannerSchema, previous: BannerSchema }),
});
export type InsightsResponse = Static<typeof InsightsResponse>;
