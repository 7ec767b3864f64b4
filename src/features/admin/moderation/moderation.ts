import type { AdminReport, ReportedShop } from '@contract/moderation';

export interface ShopReports {
  shop: ReportedShop;
  /** Newest first. */
  reports: AdminReport[];
}

/**
 * Pure: reports grouped by shop, the shop with the newest report first, each shop's reports
 * newest first (whatever order they came in).
 */
export function groupReportsByShop(reports: readonly AdminReport[]): ShopReports[] {
  const newestFirst = [...reports].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
  const groups = new Map<number, ShopReports>();
  for (const report of newestFirst) {
    const group = groups.get(report.shop.merchant_id);
    if (group) group.reports.push(report);
    else groups.set(report.shop.merchant_id, { shop: report.shop, reports: [report] });
  }
  return [...groups.values()];
}
