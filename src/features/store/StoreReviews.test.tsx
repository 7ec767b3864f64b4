/**
 * The store editor's reviews: the newest first with their stars named in words, a hidden one
 * marked, the shop's reply (once: a second is refused with the server's reason), Load more.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reviewPaths } from '@contract/reviewPaths';
import type { MerchantReview, MerchantReviewsResponse } from '@contract/reviews';
import { apiUrl, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore } from './storeTestKit';

jest.setTimeout(20_000);

const review = (id: number, stars: number, text: string): MerchantReview => ({
  id,
  stars,
  text,
  first_name: 'Hnin',
  created_at: '2026-11-20T04:00:00.000Z',
  reply: null,
  visit: 'order',
  hidden: false,
});

/** Two reviews, then one older; a reply is kept, and a second reply to one is refused. */
function fakeReviews() {
  const pages: MerchantReview[][] = [
    [review(12, 5, 'Lovely tea.'), { ...review(11, 1, 'Rude.'), hidden: true }],
    [review(10, 4, 'Good.')],
  ];
  const replies: Array<{ reviewId: string; text: string }> = [];
  server.use(
    http.get(apiUrl(reviewPaths.merchantReviews), ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      return HttpResponse.json<MerchantReviewsResponse>(
        before === null
          ? { reviews: pages[0]!, next_before: 11 }
          : { reviews: pages[1]!, next_before: null },
      );
    }),
    http.post(apiUrl(reviewPaths.merchantReviewReply), async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      const reviewId = String(params.reviewId);
      if (reviewId === '11') {
        return HttpResponse.json(
          { message: 'You have already replied to this review.', reason: 'already_replied' },
          { status: 409 },
        );
      }
      replies.push({ reviewId, text });
      const replied = pages[0]!.find((r) => String(r.id) === reviewId)!;
      replied.reply = { text, replied_at: '2026-11-21T04:00:00.000Z' };
      return HttpResponse.json(replied, { status: 201 });
    }),
  );
  return { replies };
}

const section = () => screen.getByRole('region', { name: 'Reviews' });

describe('/store: reviews', () => {
  it('lists the reviews, marks a hidden one, replies once, and loads more', async () => {
    const { replies } = fakeReviews();
    const { user } = await renderStore(createFakeStore());
    const list = await within(section()).findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Lovely tea.');
    expect(second).toHaveTextContent(
      'Hidden by our team after a report: not shown on your store page.',
    );

    await user.click(within(first!).getByRole('button', { name: 'Send reply' }));
    expect(within(first!).getByLabelText('Your reply')).toHaveAccessibleDescription(
      'Up to 1,000 characters. You can reply once. Write your reply.',
    );
    await user.type(within(first!).getByLabelText('Your reply'), '  Thank you, Hnin!  ');
    await user.click(within(first!).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(first).toHaveTextContent('Your replyThank you, Hnin!'));
    expect(within(first!).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(replies).toEqual([{ reviewId: '12', text: 'Thank you, Hnin!' }]);

    await user.type(within(second!).getByLabelText('Your reply'), 'Sorry.');
    await user.click(within(second!).getByRole('button', { name: 'Send reply' }));
    expect(
      await within(second!).findByText('You have already replied to this review.'),
    ).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Good.')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no review yet', async () => {
    await renderStore(createFakeStore());
    expect(await within(section()).findByText('No reviews yet.')).toBeInTheDocument();
  });
});
