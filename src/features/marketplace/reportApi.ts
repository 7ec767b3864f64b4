import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { ShopReportReceived, ShopReportRequest } from '@contract/moderation';
import { reviewPaths } from '@contract/reviewPaths';
import type { ReviewReportRequest } from '@contract/reviews';
import { baseApi } from '../../api/baseApi';
import { requestLanguage } from '../../api/baseQuery';
import { absoluteApiBase } from '../../app/config';

/**
 * 'Report this shop': public, with the signed-in customer's token when there is one and never
 * the merchant session's (the route accepts a customer's token or none), so a merchant looking at
 * another shop reports it as a visitor.
 */
export const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendShopReport: build.mutation<
      ShopReportReceived,
      { slug: string; token: string | null; body: ShopReportRequest }
    >({
      queryFn: async ({ slug, token, body }, api, extraOptions) => {
        const query = fetchBaseQuery({
          baseUrl: absoluteApiBase(),
          prepareHeaders: (headers) => {
            if (token) headers.set('authorization', `Bearer ${token}`);
            headers.set(
              'accept-language',
              requestLanguage(api.getState() as Parameters<typeof requestLanguage>[0]),
            );
            return headers;
          },
        });
        const result = await query(
          { url: fillPath(apiPaths.shopReport, { slug }), method: 'POST', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data as ShopReportReceived };
      },
    }),
    /** A review's report: with the token of whoever is signed in, a customer or a merchant. */
    sendReviewReport: build.mutation<
      ShopReportReceived,
      { slug: string; reviewId: number; token: string | null; body: ReviewReportRequest }
    >({
      queryFn: async ({ slug, reviewId, token, body }, api, extraOptions) => {
        const query = fetchBaseQuery({
          baseUrl: absoluteApiBase(),
          prepareHeaders: (headers) => {
            if (token) headers.set('authorization', `Bearer ${token}`);
            headers.set(
              'accept-language',
              requestLanguage(api.getState() as Parameters<typeof requestLanguage>[0]),
            );
            return headers;
          },
        });
        const result = await query(
          { url: fillPath(reviewPaths.shopReviewReport, { slug, reviewId }), method: 'POST', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data as ShopReportReceived };
      },
    }),
  }),
});
