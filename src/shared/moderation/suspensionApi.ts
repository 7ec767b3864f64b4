import type { DashboardResponse } from '@contract';
import type { MerchantSuspension } from '@contract/moderation';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * The merchant's own suspension (null when the shop is not suspended), read from the dashboard's
 * answer: the store editor shows it as the dashboard does.
 */
export const suspensionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMerchantSuspension: build.query<MerchantSuspension | null, number>({
      query: (merchantId) => `${apiPaths.dashboard}/${merchantId}`,
      transformResponse: (answer: DashboardResponse) => answer.suspension ?? null,
    }),
  }),
});

export const { useGetMerchantSuspensionQuery } = suspensionApi;
