import type { ShopRating } from '@contract/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { useHydrated } from '../../shared/hydration/useHydrated';
import { selectIsLoggedIn } from '../../shared/session/sessionSlice';
import { useCustomerSignedIn } from './customerToken';
import { reportOpened } from './reportSlice';
import { useGetShopReviewsInfiniteQuery } from './shopReviewsApi';
import { ShopReviewsView } from './ShopReviewsView';

/**
 * The store page's reviews: the shop's rating from its page, the reviews a page at a time, and
 * 'Report' under each for someone signed in (a shopper or a merchant), which opens the store
 * page's report dialog for that review.
 */
export function ShopReviews({
  slug,
  rating,
  t,
}: {
  slug: string;
  rating: ShopRating | null;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const customer = useCustomerSignedIn();
  // The server draws the page for a visitor: the merchant's session shows once hydrated.
  const hydrated = useHydrated();
  const merchant = useAppSelector(selectIsLoggedIn) && hydrated;
  const { data, hasNextPage, isFetching, isError, fetchNextPage, refetch } =
    useGetShopReviewsInfiniteQuery(slug);
  const reviews = data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <ShopReviewsView
      rating={rating}
      reviews={reviews}
      hasMore={hasNextPage}
      loading={isFetching}
      failed={isError}
      onLoadMore={() => void (data ? fetchNextPage() : refetch())}
      onReport={
        customer || merchant
          ? (review) =>
              dispatch(reportOpened({ slug, postId: null, postTitle: null, reviewId: review.id }))
          : undefined
      }
      t={t}
    />
  );
}
