import { fillPath } from '@contract/apiPaths';
import { reviewPaths } from '@contract/reviewPaths';
import type { MerchantReview, MerchantReviewsResponse } from '@contract/reviews';
import { baseApi } from '../../api/baseApi';

/**
 * The shop's reviews in its store editor (the owner's and managers'), a page at a time, and its
 * one reply to each. A reply sent reads the list again, so the review shows it.
 */
export const storeReviewsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MerchantReviews'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMerchantReviews: build.infiniteQuery<MerchantReviewsResponse, number, number | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next_before,
        },
        query: ({ queryArg: merchantId, pageParam }) => ({
          url: fillPath(reviewPaths.merchantReviews, { merchantId }),
          params: pageParam === null ? undefined : { before: pageParam },
        }),
        providesTags: ['MerchantReviews'],
      }),
      replyToReview: build.mutation<
        MerchantReview,
        { merchantId: number; reviewId: number; text: string }
      >({
        query: ({ merchantId, reviewId, text }) => ({
          url: fillPath(reviewPaths.merchantReviewReply, { merchantId, reviewId }),
          method: 'POST',
          body: { text },
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['MerchantReviews']),
      }),
    }),
  });

export const { useGetMerchantReviewsInfiniteQuery, useReplyToReviewMutation } = storeReviewsApi;
