/** Reviews of the fixture shops for the store page's tests: a page of ten, then two older. */
import { http, HttpResponse } from 'msw';
import { reviewPaths } from '@contract/reviewPaths';
import type { PublicReview, ShopReviewsResponse } from '@contract/reviews';
import { apiUrl, server } from '../../test/server';

export const RATING = { average: 4.3, count: 12 };

const review = (id: number, stars: number, text: string): PublicReview => ({
  id,
  stars,
  text,
  first_name: 'Hnin',
  created_at: '2026-11-20T04:00:00.000Z',
  reply: null,
});

/** Reviews 112 down to 103 on the first page, 102 and 101 on the second. */
export const FIRST_PAGE: PublicReview[] = [
  {
    ...review(112, 5, 'Best mohinga in Bahan.'),
    reply: { text: 'Thank you, see you soon!', replied_at: '2026-11-21T04:00:00.000Z' },
  },
  ...[111, 110, 109, 108, 107, 106, 105, 104, 103].map((id) => review(id, 4, `Visit ${id}`)),
];
export const SECOND_PAGE: PublicReview[] = [review(102, 3, 'Visit 102'), review(101, 2, '')];

/** Serves the two pages; keeps the `before` of every request. */
export function serveReviews(): Array<string | null> {
  const asked: Array<string | null> = [];
  server.use(
    http.get(apiUrl(reviewPaths.shopReviews), ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      asked.push(before);
      return HttpResponse.json<ShopReviewsResponse>(
        before === null
          ? { reviews: FIRST_PAGE, next_before: 103 }
          : { reviews: SECOND_PAGE, next_before: null },
      );
    }),
  );
  return asked;
}
