/**
 * The marketplace and ratings: a card shows the shop's average as stars named in words and the
 * count; 'Sort by' 'Highest rated' asks for `sort=rating` and keeps it in the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { cityPhone, goldenTea, shweYee } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { server } from '../../test/server';

const MONDAY_10AM = Date.parse('2025-03-03T10:00:00+06:30');
const SHOPS = [
  { ...shweYee, rating: { average: 4.3, count: 12 } },
  cityPhone,
  { ...goldenTea, rating: { average: 4.8, count: 3 } },
];

async function openMarketplace(route: string) {
  const fake = createFakeMarketplace(SHOPS);
  server.use(...fake.handlers);
  const rendered = await renderApp({ route, extra: { now: () => MONDAY_10AM } });
  await screen.findByRole('heading', { level: 1, name: 'Find a Shop' });
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
  return { ...rendered, searches: fake.searches };
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('ratings on the marketplace', () => {
  it('a card shows the average in stars with its words, and the count; an unrated card none', async () => {
    await openMarketplace('/customer');
    const card = cardOf(shweYee.name);
    expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 reviews');
    expect(within(cardOf('City Phone Centre')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('Sort by Highest rated asks for the best rated first, and the address keeps it', async () => {
    const { user, searches, router } = await openMarketplace('/customer');
    expect(names()).toEqual([shweYee.name, 'City Phone Centre', 'Golden Tea House']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    await waitFor(() =>
      expect(names()).toEqual(['Golden Tea House', shweYee.name, 'City Phone Centre']),
    );
    expect(searches.at(-1)).toEqual({ sort: 'rating' });
    expect(router.state.location.search).toBe('?sort=rating');
  });
});
