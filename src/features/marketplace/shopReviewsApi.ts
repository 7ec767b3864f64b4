import { fillPath } from '@contract/apiPaths';
import { reviewPaths } from '@contract/reviewPaths';
import type { ShopReviewsResponse } from '@contract/reviews';
import { baseApi } from '../../api/baseApi';

/**
 * A listed shop's newest reviews, a page at a time: each 'Load more' asks for the reviews older
 * than the last one shown (`next_before`), until the server says there are no more.
 */
export const shopReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopReviews: build.infiniteQuery<ShopReviewsResponse, string, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_before,
      },
      query: ({ queryArg: slug, pageParam }) => ({
        url: fillPath(reviewPaths.shopReviews, { slug }),
        params: pageParam === null ? undefined : { before: pageParam },
      }),
    }),
  }),
});

export const { useGetShopReviewsInfiniteQuery } = shopReviewsApi;
