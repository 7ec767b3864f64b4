import type { InsightsQuery, InsightsResponse } from '@contract/insights';
import { fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import { insightsPaths } from '@contract/insightsPaths';

export interface InsightsArgs {
  merchantId: number;
  query: InsightsQuery;
}

/** The query string of a period: a named one, or two days; and the grain when one is chosen. */
export function insightsQueryString(query: InsightsQuery): string {
  const params = new URLSearchParams();
  for (const key of ['period', 'from', 'to', 'grain'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The shop's insights (owner and managers, with the Advanced Analytics add-on or Premium): every
 * measure of a period beside the one before it. The server reads its daily rows; nothing is
 * computed here.
 */
export const insightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsResponse, InsightsArgs>({
      query: ({ merchantId, query }) =>
        `${fillPath(insightsPaths.merchantInsights, { merchantId })}${insightsQueryString(query)}`,
    }),
  }),
});

export const { useGetInsightsQuery } = insightsApi;
