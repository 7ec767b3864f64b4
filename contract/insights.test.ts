import {
  BREAKDOWN_MEASURE_IDS,
  INSIGHT_LABELS,
  INSIGHT_MEASURES,
  SCALAR_MEASURE_IDS,
  addDays,
  addMonths,
  averageOrderValue,
  bannerPromise,
  bucketStart,
  changeOf,
  daysBetween,
  daysCovered,
  defaultGrain,
  earliestInsightDay,
  emptyDay,
  insightsReport,
  isCalendarDay,
  measureTitle,
  presetRange,
  previousRange,
  rangeOf,
  ratio,
  resolveInsightRange,
  seriesOf,
  sumDays,
  weekdayOfDay,
  yangonDayOf,
  type InsightDay,
  type InsightsSource,
} from './insights';

/** A day of the shop with the given counts (everything else zero). */
function day(date: string, counts: Partial<InsightDay> = {}): InsightDay {
  return { ...emptyDay(date), ...counts };
}

/** 24 hours, all zero but the ones given. */
function hours(given: Record<number, number>): number[] {
  return Array.from({ length: 24 }, (_, hour) => given[hour] ?? 0);
}

describe('Myanmar days', () => {
  it('knows which dates exist', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('counts days and months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(31);
    expect(daysBetween('2026-12-07', '2026-12-07')).toBe(1);
    // A shorter month keeps its last day.
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', -24)).toBe('2022-02-28');
    expect(addMonths('2026-12-07', -6)).toBe('2026-06-07');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('names weekdays Monday first', () => {
    // 2026-01-01 is a Thursday; 7 December is 340 days later: 48 weeks and 4 days, a Monday.
    expect(weekdayOfDay('2026-12-07')).toBe(1);
    expect(weekdayOfDay('2026-12-06')).toBe(7);
    expect(weekdayOfDay('2026-12-01')).toBe(2);
  });

  it('turns at midnight in Yangon, 17:30 UTC', () => {
    expect(yangonDayOf(new Date('2026-03-01T17:29:59.999Z'))).toBe('2026-03-01');
    expect(yangonDayOf(new Date('2026-03-01T17:30:00.000Z'))).toBe('2026-03-02');
    // 23:50 and 00:10 in Yangon.
    expect(yangonDayOf(new Date('2026-03-01T17:20:00Z'))).toBe('2026-03-01');
    expect(yangonDayOf(new Date('2026-03-01T17:40:00Z'))).toBe('2026-03-02');
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(bucketStart('2026-12-09', 'day')).toBe('2026-12-09');
    expect(bucketStart('2026-12-09', 'week')).toBe('2026-12-07');
    expect(bucketStart('2026-12-06', 'week')).toBe('2026-11-30');
    expect(bucketStart('2026-12-09', 'month')).toBe('2026-12-01');
  });
});

describe('periods', () => {
  const today = '2026-12-07';

  it('ends a named period today', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2026-12-01', to: today, days: 7 });
    expect(presetRange('30d', today)).toEqual({ from: '2026-11-08', to: today, days: 30 });
    expect(presetRange('90d', today)).toEqual({ from: '2026-09-09', to: today, days: 90 });
    // 8-30 June (23), July 31, August 31, September 30, October 31, November 30, 1-7 December.
    expect(presetRange('6m', today)).toEqual({ from: '2026-06-08', to: today, days: 183 });
    expect(presetRange('12m', today)).toEqual({ from: '2025-12-08', to: today, days: 365 });
    // 8-31 December 2024 (24), 2025 (365), 1 January to 7 December 2026 (341).
    expect(presetRange('24m', today)).toEqual({ from: '2024-12-08', to: today, days: 730 });
  });

  it('compares with the days of the same number just before', () => {
    expect(previousRange(rangeOf('2026-12-01', '2026-12-07'))).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
      days: 7,
    });
    expect(previousRange(rangeOf('2026-03-01', '2026-03-31'))).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
      days: 31,
    });
  });

  it('reads a query: a name, two days, or the last 30 days', () => {
    expect(resolveInsightRange({}, today)).toEqual({
      range: { from: '2026-11-08', to: today, days: 30 },
      period: '30d',
    });
    expect(resolveInsightRange({ period: '7d' }, today)).toEqual({
      range: { from: '2026-12-01', to: today, days: 7 },
      period: '7d',
    });
    expect(resolveInsightRange({ from: '2026-02-01', to: '2026-02-28' }, today)).toEqual({
      range: { from: '2026-02-01', to: '2026-02-28', days: 28 },
      period: null,
    });
    expect(earliestInsightDay(today)).toBe('2024-12-08');
    expect(resolveInsightRange({ from: '2024-12-08', to: today }, today)).toEqual({
      range: { from: '2024-12-08', to: today, days: 730 },
      period: null,
    });
  });

  it('says what is wrong with a period', () => {
    expect(resolveInsightRange({ period: '7d', from: '2026-12-01' }, today)).toEqual({
      problems: { period: 'periodAndDates' },
    });
    expect(resolveInsightRange({ from: '2026-12-01' }, today)).toEqual({
      problems: { to: 'bothDates' },
    });
    expect(resolveInsightRange({ to: '2026-12-01' }, today)).toEqual({
      problems: { from: 'bothDates' },
    });
    expect(resolveInsightRange({ from: '2026-02-30', to: '2026-03-01' }, today)).toEqual({
      problems: { from: 'notADay' },
    });
    expect(resolveInsightRange({ from: '2024-12-07', to: '2025-01-01' }, today)).toEqual({
      problems: { from: 'tooOld' },
    });
    expect(resolveInsightRange({ from: '2026-12-01', to: '2026-12-08' }, today)).toEqual({
      problems: { to: 'future' },
    });
    expect(resolveInsightRange({ from: '2026-12-05', to: '2026-12-01' }, today)).toEqual({
      problems: { from: 'fromAfterTo' },
    });
  });

  it('shows days up to a month, weeks up to a quarter, then months', () => {
    expect(defaultGrain(7)).toBe('day');
    expect(defaultGrain(31)).toBe('day');
    expect(defaultGrain(32)).toBe('week');
    expect(defaultGrain(92)).toBe('week');
    expect(defaultGrain(93)).toBe('month');
  });
});

describe('the arithmetic of measures', () => {
  it('rounds shares to four decimals and kyat to whole kyat', () => {
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(2, 3)).toBe(0.6667);
    expect(ratio(5, 0)).toBeNull();
    expect(averageOrderValue(10_001, 3)).toBe(3334);
    expect(averageOrderValue(0, 0)).toBeNull();
    expect(changeOf(15_000, 12_000)).toBe(0.25);
    expect(changeOf(6, 8)).toBe(-0.25);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 5)).toBeNull();
  });

  it('counts the days banners ran, each day once', () => {
    const range = rangeOf('2026-12-01', '2026-12-07');
    expect(
      daysCovered(
        [
          { from: '2026-12-01', to: '2026-12-03' },
          { from: '2026-12-02', to: '2026-12-04' },
        ],
        range,
      ),
    ).toBe(4);
    expect(daysCovered([{ from: '2026-11-01', to: '2026-12-30' }], range)).toBe(7);
    expect(daysCovered([{ from: '2026-11-01', to: '2026-11-30' }], range)).toBe(0);
  });

  it('holds a banner to 10,000 impressions per 30 days and a 2 % click-through rate', () => {
    expect(bannerPromise(9999, 199, 30)).toEqual({
      running_days: 30,
      impressions: 9999,
      impressions_promised: 10_000,
      impressions_met: false,
      clicks: 199,
      // 199 / 9999 = 0.019902
      ctr: 0.0199,
      ctr_promised: 0.02,
      ctr_met: false,
    });
    expect(bannerPromise(10_000, 200, 30)).toMatchObject({
      impressions_met: true,
      ctr: 0.02,
      ctr_met: true,
    });
    // 7 days: 10,000 × 7 / 30 = 2,333.3, rounded up.
    expect(bannerPromise(2334, 0, 7)).toMatchObject({
      impressions_promised: 2334,
      impressions_met: true,
      ctr: 0,
      ctr_met: false,
    });
    expect(bannerPromise(0, 0, 0)).toMatchObject({
      impressions_promised: 0,
      impressions_met: null,
      ctr: null,
      ctr_met: null,
    });
  });

  it('sums only the days of the range', () => {
    const days = [
      day('2026-11-30', { orders: 3, sales: 12_000 }),
      day('2026-12-01', { orders: 2, sales: 10_000 }),
    ];
    expect(sumDays(days, rangeOf('2026-12-01', '2026-12-07'))).toMatchObject({
      orders: 2,
      sales: 10_000,
    });
  });
});

describe('a week of a shop', () => {
  // Tuesday 1 to Monday 7 December 2026, compared with Tuesday 24 to Monday 30 November.
  const range = rangeOf('2026-12-01', '2026-12-07');
  const source: InsightsSource = {
    range,
    period: '7d',
    grain: 'day',
    days: [
      // Outside both periods: counts nowhere.
      day('2026-11-23', { orders: 100, sales: 1_000_000, page_views: 99 }),
      day('2026-11-30', {
        orders: 3,
        sales: 12_000,
        hour_orders: hours({ 9: 3 }),
        hour_sales: hours({ 9: 12_000 }),
        reservations: 2,
        reservation_guests: 4,
        reservations_completed: 2,
        page_views: 10,
      }),
      day('2026-12-01', {
        orders: 2,
        sales: 10_000,
        hour_orders: hours({ 9: 2 }),
        hour_sales: hours({ 9: 10_000 }),
        promo_uses: 1,
        promo_discount: 500,
        reservations: 3,
        reservation_guests: 7,
        reservations_completed: 2,
        reservations_no_show: 1,
        stamps_given: 2,
        points_issued: 100,
      }),
      day('2026-12-07', {
        orders: 1,
        sales: 5000,
        hour_orders: hours({ 20: 1 }),
        hour_sales: hours({ 20: 5000 }),
        members_joined: 1,
        stamp_rewards_earned: 1,
        stamp_rewards_redeemed: 1,
        points_spent: 50,
        banner_impressions: 1000,
        banner_clicks: 30,
        page_views: 40,
      }),
    ],
    customers: {
      current: { customers: 4, new_customers: 1, single_order_customers: 3 },
      previous: { customers: 2, new_customers: 2, single_order_customers: 2 },
    },
    items: [
      {
        item_id: 2,
        name: 'Samosa',
        section_id: null,
        section_name: null,
        quantity: 5,
        sales: 6000,
        previous_quantity: 0,
        previous_sales: 0,
      },
      {
        item_id: null,
        name: 'Old cake',
        section_id: null,
        section_name: null,
        quantity: 0,
        sales: 0,
        previous_quantity: 1,
        previous_sales: 1500,
      },
      {
        item_id: 1,
        name: 'Green tea',
        section_id: 10,
        section_name: 'Drinks',
        quantity: 3,
        sales: 10_500,
        previous_quantity: 2,
        previous_sales: 7000,
      },
    ],
    branches: [
      {
        branch_id: null,
        name: null,
        orders: 1,
        sales: 5000,
        previous_orders: 3,
        previous_sales: 12_000,
      },
      {
        branch_id: 4,
        name: 'Bahan',
        orders: 2,
        sales: 10_000,
        previous_orders: 0,
        previous_sales: 0,
      },
    ],
    bannerWindows: [{ from: '2026-12-05', to: '2027-01-03' }],
  };
  const report = insightsReport(source);

  it('compares each number with the week before', () => {
    expect(report.range).toEqual(range);
    expect(report.previous).toEqual({ from: '2026-11-24', to: '2026-11-30', days: 7 });
    const m = report.measures;
    expect(m.sales).toEqual({ current: 15_000, previous: 12_000, change: 0.25 });
    expect(m.orders).toEqual({ current: 3, previous: 3, change: 0 });
    // 15,000 / 3 and 12,000 / 3.
    expect(m.average_order_value).toEqual({ current: 5000, previous: 4000, change: 0.25 });
    expect(m.reservations).toEqual({ current: 3, previous: 2, change: 0.5 });
    expect(m.reservation_guests).toEqual({ current: 7, previous: 4, change: 0.75 });
    // 1 no-show of 3 that came or did not; none of 2 before.
    expect(m.no_show_rate).toEqual({ current: 0.3333, previous: 0, change: null });
    expect(m.customers).toEqual({ current: 4, previous: 2, change: 1 });
    expect(m.new_customers).toEqual({ current: 1, previous: 2, change: -0.5 });
    expect(m.returning_customers).toEqual({ current: 3, previous: 0, change: null });
    // 1 of 4 ordered more than once; none of 2 before.
    expect(m.repeat_rate).toEqual({ current: 0.25, previous: 0, change: null });
    expect(m.stamps_given).toEqual({ current: 2, previous: 0, change: null });
    expect(m.stamp_rewards_earned).toEqual({ current: 1, previous: 0, change: null });
    expect(m.stamp_rewards_redeemed).toEqual({ current: 1, previous: 0, change: null });
    expect(m.points_issued).toEqual({ current: 100, previous: 0, change: null });
    expect(m.points_spent).toEqual({ current: 50, previous: 0, change: null });
    expect(m.members_joined).toEqual({ current: 1, previous: 0, change: null });
    expect(m.promo_uses).toEqual({ current: 1, previous: 0, change: null });
    expect(m.promo_discount).toEqual({ current: 500, previous: 0, change: null });
    expect(m.banner_impressions).toEqual({ current: 1000, previous: 0, change: null });
    expect(m.banner_clicks).toEqual({ current: 30, previous: 0, change: null });
    expect(m.banner_ctr).toEqual({ current: 0.03, previous: null, change: null });
    expect(m.page_views).toEqual({ current: 40, previous: 10, change: 3 });
  });

  it('holds the banner to its promise for the 3 days it ran', () => {
    expect(report.banner.current).toEqual({
      running_days: 3,
      impressions: 1000,
      impressions_promised: 1000,
      impressions_met: true,
      clicks: 30,
      ctr: 0.03,
      ctr_promised: 0.02,
      ctr_met: true,
    });
    expect(report.banner.previous).toMatchObject({ running_days: 0, impressions_met: null });
  });

  it('draws the week day by day, every day there', () => {
    expect(report.series).toHaveLength(7);
    expect(report.series[0]).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      sales: 10_000,
      orders: 2,
      average_order_value: 5000,
      reservations: 3,
      stamps_given: 2,
      points_issued: 100,
      members_joined: 0,
      promo_uses: 1,
      banner_impressions: 0,
      banner_clicks: 0,
      page_views: 0,
    });
    expect(report.series[1]).toMatchObject({
      from: '2026-12-02',
      sales: 0,
      average_order_value: null,
    });
    expect(report.series[6]).toMatchObject({ from: '2026-12-07', sales: 5000, page_views: 40 });
    expect(report.previous_series.map((p) => p.sales)).toEqual([0, 0, 0, 0, 0, 0, 12_000]);
  });

  it('cuts weeks on Monday and months on the first, at the range’s ends', () => {
    expect(
      seriesOf(source.days, range, 'week').map((p) => [p.from, p.to, p.sales, p.orders]),
    ).toEqual([
      ['2026-12-01', '2026-12-06', 10_000, 2],
      ['2026-12-07', '2026-12-07', 5000, 1],
    ]);
    expect(
      seriesOf(source.days, rangeOf('2026-11-30', '2026-12-07'), 'month').map((p) => [
        p.from,
        p.to,
        p.sales,
        p.average_order_value,
      ]),
    ).toEqual([
      ['2026-11-30', '2026-11-30', 12_000, 4000],
      ['2026-12-01', '2026-12-07', 15_000, 5000],
    ]);
  });

  it('sums the hours of the day and the days of the week', () => {
    expect(report.hours).toHaveLength(24);
    expect(report.hours[9]).toEqual({
      hour: 9,
      orders: 2,
      sales: 10_000,
      previous_orders: 3,
      previous_sales: 12_000,
    });
    expect(report.hours[20]).toEqual({
      hour: 20,
      orders: 1,
      sales: 5000,
      previous_orders: 0,
      previous_sales: 0,
    });
    expect(report.hours[0]).toEqual({
      hour: 0,
      orders: 0,
      sales: 0,
      previous_orders: 0,
      previous_sales: 0,
    });
    // Each weekday once in a week; Monday the 7th against Monday the 30th.
    expect(report.weekdays.map((w) => [w.weekday, w.days, w.orders, w.sales])).toEqual([
      [1, 1, 1, 5000],
      [2, 1, 2, 10_000],
      [3, 1, 0, 0],
      [4, 1, 0, 0],
      [5, 1, 0, 0],
      [6, 1, 0, 0],
      [7, 1, 0, 0],
    ]);
    expect(report.weekdays[0]).toMatchObject({ previous_orders: 3, previous_sales: 12_000 });
  });

  it('ranks items, sections and branches by sales, with their shares', () => {
    // Item sales 10,500 + 6,000 = 16,500.
    expect(report.top_items.map((i) => [i.name, i.sales, i.share])).toEqual([
      ['Green tea', 10_500, 0.6364],
      ['Samosa', 6000, 0.3636],
      ['Old cake', 0, 0],
    ]);
    expect(report.top_sections).toEqual([
      {
        section_id: 10,
        name: 'Drinks',
        quantity: 3,
        sales: 10_500,
        previous_quantity: 2,
        previous_sales: 7000,
        share: 0.6364,
      },
      {
        section_id: null,
        name: null,
        quantity: 5,
        sales: 6000,
        previous_quantity: 1,
        previous_sales: 1500,
        share: 0.3636,
      },
    ]);
    expect(report.branches.map((b) => [b.name, b.sales, b.share])).toEqual([
      ['Bahan', 10_000, 0.6667],
      [null, 5000, 0.3333],
    ]);
    expect(insightsReport(source, { itemLimit: 1 }).top_items.map((i) => i.name)).toEqual([
      'Green tea',
    ]);
  });
});

describe('the measures’ names', () => {
  it('lists at least 15 measures, each once, every one of the report among them', () => {
    const ids = INSIGHT_MEASURES.map((m) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...SCALAR_MEASURE_IDS, ...BREAKDOWN_MEASURE_IDS].sort());
  });

  it('names each in English and in Burmese script', () => {
    for (const measure of INSIGHT_MEASURES) {
      expect(measure.title.en).toMatch(/^[A-Z]/);
      expect(measure.title.my).toMatch(/[\u1000-\u109f]/);
    }
    expect(measureTitle('sales', 'en')).toBe('Sales (MMK)');
    expect(measureTitle('sales', 'my')).toBe('ရောင်းရငွေ (ကျပ်)');
  });

  it('has every label in both languages, sheet names Excel takes', () => {
    expect(Object.keys(INSIGHT_LABELS.my).sort()).toEqual(Object.keys(INSIGHT_LABELS.en).sort());
    for (const labels of [INSIGHT_LABELS.en, INSIGHT_LABELS.my]) {
      const sheets = Object.entries(labels)
        .filter(([key]) => key.endsWith('Sheet'))
        .map(([, name]) => name as string);
      expect(new Set(sheets).size).toBe(7);
      for (const name of sheets) {
        expect(name.length).toBeLessThanOrEqual(31);
        expect(name).not.toMatch(/[[\]:*?/\\]/);
      }
      expect(labels.weekdays).toHaveLength(7);
    }
  });
});
