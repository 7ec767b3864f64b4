/**
 * A shop's insights as files for a spreadsheet, in the reader's language (the measures' titles
 * and the column headers from contract/insights.ts; numbers stay numbers, in Western digits, so
 * that a spreadsheet can add them up):
 *
 * - CSV: one table, a row per figure: the measure, a detail (the item, branch, hour, … or '%'
 *   for a rate), the days it covers, its value in the period and in the one before, the change.
 *   Rates and changes are percentages (12.5 for 12.5 %).
 * - .xlsx: one sheet per table: the summary, the trend at the grain asked for, items, menu
 *   sections, branches, hours, days of the week. Rates and changes are shares shown as
 *   percentages.
 */
import {
  INSIGHT_LABELS,
  INSIGHT_MEASURES,
  changeOf,
  measureTitle,
  type InsightsResponse,
} from '@contract/insights';
import type { Row as SheetRow, Sheet } from 'write-excel-file/node';

export type ExportLanguage = 'en' | 'my';
export type CsvValue = string | number | null;

/** A share as a percentage with two decimals (0.125 → 12.5). */
const percent = (share: number | null): number | null =>
  share === null ? null : Math.round(share * 10_000) / 100;

const pad = (hour: number) => String(hour).padStart(2, '0');
/** An hour of the day as a span: `07:00–08:00`. */
export const hourSpan = (hour: number) => `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;

export function csvHeader(language: ExportLanguage): string[] {
  const l = INSIGHT_LABELS[language];
  return [l.measure, l.detail, l.from, l.to, l.thisPeriod, l.previousPeriod, l.change];
}

/** The CSV's rows below its header. */
export function csvRows(report: InsightsResponse, language: ExportLanguage): CsvValue[][] {
  const l = INSIGHT_LABELS[language];
  const title = (id: Parameters<typeof measureTitle>[0]) => measureTitle(id, language);
  const { from, to } = report.range;
  const rows: CsvValue[][] = [
    [l.previousPeriod, '', report.previous.from, report.previous.to, null, null, null],
  ];
  const compared = (name: string, detail: string, current: number, previous: number) =>
    rows.push([name, detail, from, to, current, previous, percent(changeOf(current, previous))]);

  for (const measure of INSIGHT_MEASURES) {
    if (measure.kind === 'breakdown') continue;
    const value = report.measures[measure.id as keyof InsightsResponse['measures']];
    if (measure.kind === 'ratio') {
      rows.push([
        measure.title[language],
        '%',
        from,
        to,
        percent(value.current),
        percent(value.previous),
        percent(value.change),
      ]);
    } else {
      rows.push([
        measure.title[language],
        '',
        from,
        to,
        value.current,
        value.previous,
        percent(value.change),
      ]);
    }
  }
  const banner = report.banner;
  rows.push([
    l.bannerDays,
    '',
    from,
    to,
    banner.current.running_days,
    banner.previous.running_days,
    null,
  ]);
  rows.push([
    l.promisedImpressions,
    '',
    from,
    to,
    banner.current.impressions_promised,
    banner.previous.impressions_promised,
    null,
  ]);
  rows.push([
    l.promisedCtr,
    '%',
    from,
    to,
    percent(banner.current.ctr_promised),
    percent(banner.previous.ctr_promised),
    null,
  ]);

  const grain = l.grains[report.grain];
  for (const point of report.series) {
    rows.push([title('sales'), grain, point.from, point.to, point.sales, null, null]);
    rows.push([title('orders'), grain, point.from, point.to, point.orders, null, null]);
  }
  for (const item of report.top_items) {
    compared(title('top_items'), item.name, item.sales, item.previous_sales);
  }
  for (const section of report.top_sections) {
    compared(
      title('top_sections'),
      section.name ?? l.noSection,
      section.sales,
      section.previous_sales,
    );
  }
  for (const branch of report.branches) {
    compared(
      title('sales_by_branch'),
      branch.name ?? l.mainShop,
      branch.sales,
      branch.previous_sales,
    );
  }
  for (const hour of report.hours) {
    compared(title('sales_by_hour'), hourSpan(hour.hour), hour.sales, hour.previous_sales);
  }
  for (const weekday of report.weekdays) {
    compared(
      title('sales_by_weekday'),
      l.weekdays[weekday.weekday - 1] ?? String(weekday.weekday),
      weekday.sales,
      weekday.previous_sales,
    );
  }
  return rows;
}

const MONEY = '#,##0';
const SHARE = '0.00%';

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
const money = (value: number | null) => (value === null ? null : { value, format: MONEY });
const count = (value: number | null) => (value === null ? null : { value, format: MONEY });
const share = (value: number | null) => (value === null ? null : { value, format: SHARE });

/** The workbook's sheets. */
export function workbook(report: InsightsResponse, language: ExportLanguage): Sheet<never>[] {
  const l = INSIGHT_LABELS[language];
  const title = (id: Parameters<typeof measureTitle>[0]) => measureTitle(id, language);
  const change = (current: number, previous: number) => share(changeOf(current, previous));

  const summary: SheetRow[] = [
    [head(l.measure), head(l.thisPeriod), head(l.previousPeriod), head(l.change)],
    [l.from, report.range.from, report.previous.from, null],
    [l.to, report.range.to, report.previous.to, null],
  ];
  for (const measure of INSIGHT_MEASURES) {
    if (measure.kind === 'breakdown') continue;
    const value = report.measures[measure.id as keyof InsightsResponse['measures']];
    const cell = measure.kind === 'ratio' ? share : measure.kind === 'money' ? money : count;
    summary.push([
      measure.title[language],
      cell(value.current),
      cell(value.previous),
      share(value.change),
    ]);
  }
  const { current, previous } = report.banner;
  summary.push([l.bannerDays, count(current.running_days), count(previous.running_days), null]);
  summary.push([
    l.promisedImpressions,
    count(current.impressions_promised),
    count(previous.impressions_promised),
    null,
  ]);
  summary.push([l.promisedCtr, share(current.ctr_promised), share(previous.ctr_promised), null]);

  const trend: SheetRow[] = [
    [
      head(l.from),
      head(l.to),
      head(title('sales')),
      head(title('orders')),
      head(title('average_order_value')),
      head(title('reservations')),
      head(title('page_views')),
      head(title('banner_impressions')),
      head(title('banner_clicks')),
      head(title('stamps_given')),
      head(title('points_issued')),
      head(title('members_joined')),
      head(title('promo_uses')),
    ],
    ...report.series.map((p) => [
      p.from,
      p.to,
      money(p.sales),
      count(p.orders),
      money(p.average_order_value),
      count(p.reservations),
      count(p.page_views),
      count(p.banner_impressions),
      count(p.banner_clicks),
      count(p.stamps_given),
      count(p.points_issued),
      count(p.members_joined),
      count(p.promo_uses),
    ]),
  ];

  const items: SheetRow[] = [
    [
      head(l.item),
      head(l.section),
      head(l.quantity),
      head(l.sales),
      head(l.previousQuantity),
      head(l.previousSales),
      head(l.change),
      head(l.share),
    ],
    ...report.top_items.map((i) => [
      i.name,
      i.section_name ?? l.noSection,
      count(i.quantity),
      money(i.sales),
      count(i.previous_quantity),
      money(i.previous_sales),
      change(i.sales, i.previous_sales),
      share(i.share),
    ]),
  ];

  const sections: SheetRow[] = [
    [
      head(l.section),
      head(l.quantity),
      head(l.sales),
      head(l.previousQuantity),
      head(l.previousSales),
      head(l.change),
      head(l.share),
    ],
    ...report.top_sections.map((s) => [
      s.name ?? l.noSection,
      count(s.quantity),
      money(s.sales),
      count(s.previous_quantity),
      money(s.previous_sales),
      change(s.sales, s.previous_sales),
      share(s.share),
    ]),
  ];

  const branches: SheetRow[] = [
    [
      head(l.branch),
      head(l.orders),
      head(l.sales),
      head(l.previousOrders),
      head(l.previousSales),
      head(l.change),
      head(l.share),
    ],
    ...report.branches.map((b) => [
      b.name ?? l.mainShop,
      count(b.orders),
      money(b.sales),
      count(b.previous_orders),
      money(b.previous_sales),
      change(b.sales, b.previous_sales),
      share(b.share),
    ]),
  ];

  const hours: SheetRow[] = [
    [head(l.hour), head(l.orders), head(l.sales), head(l.previousOrders), head(l.previousSales)],
    ...report.hours.map((h) => [
      hourSpan(h.hour),
      count(h.orders),
      money(h.sales),
      count(h.previous_orders),
      money(h.previous_sales),
    ]),
  ];

  const weekdays: SheetRow[] = [
    [
      head(l.weekday),
      head(l.days),
      head(l.orders),
      head(l.sales),
      head(l.previousOrders),
      head(l.previousSales),
    ],
    ...report.weekdays.map((w) => [
      l.weekdays[w.weekday - 1] ?? String(w.weekday),
      count(w.days),
      count(w.orders),
      money(w.sales),
      count(w.previous_orders),
      money(w.previous_sales),
    ]),
  ];

  const sheet = (name: string, data: SheetRow[], firstWidth: number): Sheet<never> => ({
    sheet: name,
    data,
    stickyRowsCount: 1,
    columns: [{ width: firstWidth }, ...new Array<{ width: number }>(12).fill({ width: 16 })],
  });
  return [
    sheet(l.summarySheet, summary, 40),
    sheet(l.trendSheet, trend, 14),
    sheet(l.itemsSheet, items, 30),
    sheet(l.sectionsSheet, sections, 30),
    sheet(l.branchesSheet, branches, 30),
    sheet(l.hoursSheet, hours, 16),
    sheet(l.weekdaysSheet, weekdays, 20),
  ];
}
