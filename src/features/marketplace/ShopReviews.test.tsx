/**
 * The store page's reviews: the shop's average drawn as stars named in words, the count, the
 * newest reviews with the shop's reply under each, and 'Load more' for the older ones.
 */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { cityPhone, shweYee } from '../../test/marketplaceFixtures';
import { server } from '../../test/server';
import { RATING, serveReviews } from './reviewsTestKit';

const MONDAY_10AM = Date.parse('2025-03-03T10:00:00+06:30');

async function openShop(slug: string) {
  return renderApp({
    route: `/shops/${encodeURIComponent(slug)}`,
    extra: { now: () => MONDAY_10AM },
  });
}

describe('a store page’s reviews', () => {
  it('shows the average, the count and the newest reviews; Load more adds the older ones', async () => {
    server.use(...createFakeMarketplace([{ ...shweYee, rating: RATING }, cityPhone]).handlers);
    const asked = serveReviews();
    const { user } = await openShop(shweYee.slug);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('12 reviews');
    const list = await within(reviews).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = items[0]!;
    expect(within(first).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Hnin');
    expect(first).toHaveTextContent('20 Nov 2026');
    expect(first).toHaveTextContent('Best mohinga in Bahan.');
    expect(first).toHaveTextContent("The shop's replyThank you, see you soon!");
    expect(within(items[1]!).getByRole('img', { name: '4 stars out of 5' })).toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent("The shop's reply");

    await user.click(within(reviews).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Visit 102')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(reviews).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, '103']);
  });

  it('says so when the shop has no review yet', async () => {
    await openShop(cityPhone.slug);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent('No reviews yet.');
    expect(within(reviews).queryByRole('img')).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
