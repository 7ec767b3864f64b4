/**
 * Reporting a review from the store page: 'Report' under each review for a signed-in shopper (a
 * visitor sees none); the dialog keeps the focus, asks the reason, and sends it with the
 * shopper's token to the review's report route.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reviewPaths } from '@contract/reviewPaths';
import type { ReviewReportRequest } from '@contract/reviews';
import { shweYee } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { apiUrl, server } from '../../test/server';
import { TOKEN, clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { RATING, serveReviews } from './reviewsTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

function fakeReviewReports() {
  const sent: Array<{ reviewId: string; authorization: string | null; body: ReviewReportRequest }> =
    [];
  server.use(
    http.post(apiUrl(reviewPaths.shopReviewReport), async ({ request, params }) => {
      sent.push({
        reviewId: String(params.reviewId),
        authorization: request.headers.get('authorization'),
        body: (await request.json()) as ReviewReportRequest,
      });
      return HttpResponse.json({ received: true }, { status: 201 });
    }),
  );
  return sent;
}

async function openShop(signedIn: boolean) {
  server.use(...createFakeMarketplace([{ ...shweYee, rating: RATING }]).handlers);
  serveReviews();
  const rendered = await openStorePage(shopRoute(shweYee.slug), { signedIn });
  const reviews = await screen.findByRole('region', { name: 'Reviews' });
  await within(reviews).findByRole('list');
  return { ...rendered, reviews };
}

describe('reporting a review', () => {
  it('a signed-in shopper reports a review with a reason; the dialog keeps the focus', async () => {
    const sent = fakeReviewReports();
    const { user, reviews } = await openShop(true);
    const first = within(reviews).getAllByRole('listitem')[0]!;
    // Each 'Report' is described by whose review it is.
    expect(within(first).getByRole('button', { name: 'Report' })).toHaveAccessibleDescription(
      'Hnin',
    );
    await user.click(within(first).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveTextContent(
      `Tell us what is wrong with this review of ${shweYee.name}. Our team reviews every report.`,
    );
    // Tab from the last control comes back into the dialog.
    for (let i = 0; i < 12; i += 1) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('radio', { name: 'Offensive content' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Insults the staff.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Thank you. Your report has been sent to our team.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        reviewId: '112',
        authorization: `Bearer ${TOKEN}`,
        body: { reason: 'offensive', details: 'Insults the staff.' },
      },
    ]);
  });

  it('a visitor sees no Report under the reviews', async () => {
    const { reviews } = await openShop(false);
    expect(within(reviews).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
