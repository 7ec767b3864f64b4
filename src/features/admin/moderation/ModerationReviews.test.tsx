/**
 * A report of a review in the back office's queue: the review's stars and text, who reported it
 * (a merchant), and 'Hide review', which hides it (the queue is read again without it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { AdminReport } from '@contract/moderation';
import { reviewPaths } from '@contract/reviewPaths';
import { apiUrl, server } from '../../../test/server';
import { renderModeration } from './moderationTestSetup';

const reviewReport: AdminReport = {
  id: 9,
  reason: 'offensive',
  details: 'Insults the staff.',
  status: 'open',
  reporter: 'merchant',
  created_at: '2026-12-06T09:00:00.000Z',
  resolved_at: null,
  shop: {
    merchant_id: 7,
    name: 'Golden Tea',
    slug: 'golden-tea',
    suspended: false,
    open_reports: 1,
  },
  post: null,
  review: { id: 41, stars: 1, text: 'The worst tea ever, idiots.', hidden: false },
};

describe('/admin/moderation: a reported review', () => {
  it('shows the review and hides it', async () => {
    let reports = [reviewReport];
    const hidden: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.adminReports), () => HttpResponse.json({ reports })),
      http.get(apiUrl(apiPaths.adminSuspensions), () => HttpResponse.json({ shops: [] })),
      http.put(apiUrl(reviewPaths.adminReviewHidden), ({ params }) => {
        hidden.push(String(params.reviewId));
        reports = [];
        return HttpResponse.json({ id: Number(params.reviewId), hidden: true });
      }),
    );
    const { user } = await renderModeration('support');
    const shop = await screen.findByRole('region', { name: 'Golden Tea' });
    expect(within(shop).getByText('Review, 1 star')).toBeInTheDocument();
    expect(within(shop).getByText('The worst tea ever, idiots.')).toBeInTheDocument();
    expect(within(shop).getByText('Signed-in merchant')).toBeInTheDocument();
    await user.click(within(shop).getByRole('button', { name: 'Hide the review of report no. 9' }));
    expect(await screen.findByText('The review of report no. 9 is hidden.')).toBeInTheDocument();
    expect(hidden).toEqual(['41']);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Golden Tea' })).not.toBeInTheDocument(),
    );
  });
});
