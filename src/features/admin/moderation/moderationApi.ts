import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  AdminReport,
  AdminReportsResponse,
  ReportStatus,
  SuspendedShop,
  SuspendedShopsResponse,
  SuspensionLifted,
} from '@contract/moderation';
import { reviewPaths } from '@contract/reviewPaths';
import type { ReviewVisibility } from '@contract/reviews';
import { adminApi } from '../adminApi';
import { operatorCall } from '../operatorBaseQuery';

/**
 * The back office's moderation: shoppers' reports, the suspended shops, and the calls that
 * dismiss a report, suspend a shop and lift a suspension. Every call carries the operator's token
 * only (`operatorCall`); an action refreshes both lists.
 */
export const moderationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminReports: build.query<AdminReport[], ReportStatus | 'all'>({
      queryFn: async (status, api) => {
        const answer = await operatorCall<AdminReportsResponse>(
          `${apiPaths.adminReports}?status=${status}`,
          api,
        );
        return 'data' in answer ? { data: answer.data.reports } : answer;
      },
      providesTags: ['AdminReports'],
    }),
    adminSuspensions: build.query<SuspendedShop[], void>({
      queryFn: async (_arg, api) => {
        const answer = await operatorCall<SuspendedShopsResponse>(apiPaths.adminSuspensions, api);
        return 'data' in answer ? { data: answer.data.shops } : answer;
      },
      providesTags: ['AdminReports'],
    }),
    dismissReport: build.mutation<AdminReport, { reportId: number }>({
      queryFn: (arg, api) =>
        operatorCall<AdminReport>(
          {
            url: fillPath(apiPaths.adminReportDismiss, { reportId: arg.reportId }),
            method: 'POST',
            body: {},
          },
          api,
        ),
      invalidatesTags: ['AdminReports', 'AdminAudit'],
    }),
    /** Hides a reported review: off the store page at once, its open reports 'actioned'. */
    hideReview: build.mutation<ReviewVisibility, { reviewId: number }>({
      queryFn: (arg, api) =>
        operatorCall<ReviewVisibility>(
          {
            url: fillPath(reviewPaths.adminReviewHidden, { reviewId: arg.reviewId }),
            method: 'PUT',
          },
          api,
        ),
      invalidatesTags: ['AdminReports', 'AdminAudit'],
    }),
    suspendShop: build.mutation<SuspendedShop, { merchantId: number; reason: string }>({
      queryFn: (arg, api) =>
        operatorCall<SuspendedShop>(
          {
            url: fillPath(apiPaths.adminShopSuspension, { merchantId: arg.merchantId }),
            method: 'PUT',
            body: { reason: arg.reason },
          },
          api,
        ),
      invalidatesTags: ['AdminReports', 'AdminAudit', 'AdminMerchant', 'AdminMerchants'],
    }),
    liftSuspension: build.mutation<SuspensionLifted, { merchantId: number }>({
      queryFn: (arg, api) =>
        operatorCall<SuspensionLifted>(
          {
            url: fillPath(apiPaths.adminShopSuspension, { merchantId: arg.merchantId }),
            method: 'DELETE',
          },
          api,
        ),
      invalidatesTags: ['AdminReports', 'AdminAudit', 'AdminMerchant', 'AdminMerchants'],
    }),
  }),
});

export const { useAdminReportsQuery, useAdminSuspensionsQuery } = moderationApi;
