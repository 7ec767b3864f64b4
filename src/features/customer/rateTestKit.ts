/** A fake of the shopper's rating calls for the /my/orders tests, and completed visits to rate. */
import { http, HttpResponse } from 'msw';
import type { Reservation, ShopOrder } from '@contract/orders';
import { reviewPaths } from '@contract/reviewPaths';
import type { ReviewRequest, ReviewableVisit } from '@contract/reviews';
import { apiUrl, server } from '../../test/server';
import { confirmedReservation, placedOrder } from './testSetup';

export const completedOrder: ShopOrder = {
  ...placedOrder,
  id: 29,
  number: 10,
  state: 'completed',
  updated_at: '2026-11-26T03:00:00.000Z',
};

export const completedReservation: Reservation = {
  ...confirmedReservation,
  id: 8,
  state: 'completed',
};

const visit = (kind: 'order' | 'reservation', id: number): ReviewableVisit => ({
  visit: kind,
  visit_id: id,
  shop_slug: 'golden-tea-house',
  shop_name: 'Golden Tea House',
  completed_at: '2026-11-26T03:00:00.000Z',
  rate_until: '2026-12-10T03:00:00.000Z',
  review_id: null,
});

/**
 * The completed order and reservation, open to a rating; a rating sent marks its visit rated,
 * unless `refuse` names the server's reason (409 `already_reviewed`, 422 otherwise).
 */
export function fakeRatingServer(refuse?: 'already_reviewed' | 'not_eligible' | 'too_late') {
  const visits = [visit('order', completedOrder.id), visit('reservation', completedReservation.id)];
  const sent: Array<{ body: ReviewRequest; key: string | null }> = [];
  server.use(
    http.get(apiUrl(reviewPaths.customerReviewVisits), () => HttpResponse.json({ visits })),
    http.post(apiUrl(reviewPaths.customerReviews), async ({ request }) => {
      const body = (await request.json()) as ReviewRequest;
      sent.push({ body, key: request.headers.get('idempotency-key') });
      if (refuse) {
        return HttpResponse.json(
          { message: 'Refused', reason: refuse },
          { status: refuse === 'already_reviewed' ? 409 : 422 },
        );
      }
      const rated = visits.find((v) => v.visit === body.visit && v.visit_id === body.visit_id)!;
      rated.review_id = 500 + sent.length;
      return HttpResponse.json(
        {
          id: rated.review_id,
          shop_slug: rated.shop_slug,
          visit: body.visit,
          visit_id: body.visit_id,
          stars: body.stars,
          text: body.text ?? '',
          created_at: '2026-11-27T03:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  return { sent };
}
