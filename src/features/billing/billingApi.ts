import type { OrderSummaryResponse, PartnerCodeRequest } from '@contract/billing';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

export interface PartnerCodeCall {
  merchantId: number;
  body: PartnerCodeRequest;
}

const billingTags = baseApi.enhanceEndpoints({ addTagTypes: ['OrderSummary'] });

/**
 * The merchant's pending plan order as the server prices it, and the partner code that may
 * discount it. Applying or removing a code answers the summary priced again: it replaces the
 * cached one at once, so the lines on screen are always the server's.
 */
export const billingApi = billingTags.injectEndpoints({
  endpoints: (build) => ({
    /** `order` is null when nothing is pending: /billing is then the shop fee screen. */
    getOrderSummary: build.query<OrderSummaryResponse, number>({
      query: (merchantId) => fillPath(apiPaths.orderSummary, { merchantId }),
      providesTags: ['OrderSummary'],
    }),
    /** A code the server does not know, or that no longer applies, is a 422 (`errors.code`). */
    applyPartnerCode: build.mutation<OrderSummaryResponse, PartnerCodeCall>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.partnerCode, { merchantId }),
        method: 'POST',
        body,
      }),
      onQueryStarted: async ({ merchantId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          await dispatch(
            billingApi.util.upsertQueryData('getOrderSummary', merchantId, answer.data),
          );
        }
      },
    }),
    removePartnerCode: build.mutation<OrderSummaryResponse, number>({
      query: (merchantId) => ({
        url: fillPath(apiPaths.partnerCode, { merchantId }),
        method: 'DELETE',
      }),
      onQueryStarted: async (merchantId, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          await dispatch(
            billingApi.util.upsertQueryData('getOrderSummary', merchantId, answer.data),
          );
        }
      },
    }),
  }),
});

export const { useGetOrderSummaryQuery } = billingApi;
