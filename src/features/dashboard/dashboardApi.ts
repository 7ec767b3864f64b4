import type { DashboardResponse } from '@contract';
import type { DesignEvents } from '@contract/designs';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

// 'DesignEvents': the design page marks steps seen, and the notice here follows.
const dashboardTags = baseApi.enhanceEndpoints({ addTagTypes: ['DesignEvents'] });

/** The merchant's subscription, its add-ons and payments (bearer token, own merchant id). */
export const dashboardApi = dashboardTags.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, number>({
      query: (merchantId) => `${apiPaths.dashboard}/${merchantId}`,
    }),
    /** The design steps of the designer's the merchant has not seen (Stamp & Card Designs). */
    getDashboardDesignEvents: build.query<DesignEvents, number>({
      query: (merchantId) => fillPath(apiPaths.merchantDesignEvents, { merchantId }),
      providesTags: ['DesignEvents'],
    }),
  }),
});

export const { useGetDashboardQuery, useGetDashboardDesignEventsQuery } = dashboardApi;
