import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { reviewPaths } from '@contract/reviewPaths';
import type { CustomerReview, ReviewRequest, ReviewableVisitsResponse } from '@contract/reviews';
import { baseApi } from '../../api/baseApi';
import { customerBaseQuery } from '../../shared/customer/customerBaseQuery';

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta>;

/** A customer's call: their token, never the merchant's. */
const customerCall = <T>(api: Parameters<typeof customerBaseQuery>[1], args: FetchArgs | string) =>
  customerBaseQuery(args, api, {}) as Promise<Result<T>>;

/** A review of one visit, with the key that makes a repeated tap the same request. */
export interface ReviewCall {
  body: ReviewRequest;
  idempotencyKey: string;
}

/**
 * The shopper's ratings: their completed visits still open to a rating (or rated), and a rating
 * of one. A rating sent refreshes the visits, so the visit says it is rated.
 */
export const reviewApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ReviewableVisits'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReviewableVisits: build.query<ReviewableVisitsResponse, void>({
        queryFn: (_arg, api) =>
          customerCall<ReviewableVisitsResponse>(api, reviewPaths.customerReviewVisits),
        providesTags: ['ReviewableVisits'],
      }),
      postReview: build.mutation<CustomerReview, ReviewCall>({
        queryFn: (call, api) =>
          customerCall<CustomerReview>(api, {
            url: reviewPaths.customerReviews,
            method: 'POST',
            body: call.body,
            headers: { 'idempotency-key': call.idempotencyKey },
          }),
        invalidatesTags: ['ReviewableVisits'],
      }),
    }),
  });

export const { useGetReviewableVisitsQuery } = reviewApi;
