/**
 * The paths of a shop's insights (Advanced Analytics). Apart from `apiPaths`, which the landing
 * page carries: only the insights' own chunk needs these.
 */
export const insightsPaths = {
  /** GET every measure of a period beside the one before it (`InsightsQuery`, `InsightsResponse`). */
  merchantInsights: 'merchant/store/:merchantId/insights',
  /** GET the same as CSV (UTF-8 with a byte order mark), and as an Excel workbook. */
  merchantInsightsCsv: 'merchant/store/:merchantId/insights/export.csv',
  merchantInsightsXlsx: 'merchant/store/:merchantId/insights/export.xlsx',
} as const;
