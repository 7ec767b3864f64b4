import type { DashboardResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/** The merchant's subscription, its add-ons and payments (bearer token, own merchant id). */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, number>({
      query: (merchantId) => `${apiPaths.dashboard}/${merchantId}`,
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
