import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { fixtureShops, seededDistrict, shweYee } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { server } from '../../test/server';

/** An instant given as the time on a Yangon clock (UTC+06:30); 3 March 2025 is a Monday. */
const yangon = (iso: string) => Date.parse(`${iso}+06:30`);

async function openMarketplace(now: number, route = '/customer', shops = fixtureShops) {
  const fake = createFakeMarketplace(shops);
  server.use(...fake.handlers);
  const rendered = await renderApp({ route, extra: { now: () => now } });
  await screen.findByRole('heading', { level: 1, name: 'Find a Shop' });
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).not.toHaveLength(0));
  return rendered;
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('the marketplace’s cards', () => {
  it('say Open now, or when a closed shop opens (today, or another day)', async () => {
    // Monday 05:45: the tea house (05:30-24:00) is open, the tea shop opens at 06:00.
    await openMarketplace(yangon('2025-03-03T05:45:00'));
    await waitFor(() => expect(cardOf('Golden Tea House')).toHaveTextContent('Open now'));
    expect(cardOf(shweYee.name)).toHaveTextContent('Closed · opens 06:00');
    expect(cardOf('City Phone Centre')).toHaveTextContent('Closed · opens 10:00');
  });

  it('say the day when the shop opens on another day', async () => {
    // Sunday 21:00: the tea shop is closed on Sundays and opens on Monday at 06:00.
    await openMarketplace(yangon('2025-03-09T21:00:00'));
    await waitFor(() =>
      expect(cardOf(shweYee.name)).toHaveTextContent('Closed · opens Monday 06:00'),
    );
  });

  it('show the cover photo, and Takes orders only where it tells shops apart', async () => {
    await openMarketplace(yangon('2025-03-03T10:00:00'));
    const cover = within(cardOf(shweYee.name)).getAllByRole('presentation')[0]!;
    expect(cover.getAttribute('src')).toContain('/api/photos/ph_shweyee_cover/');
    expect(cardOf(shweYee.name)).toHaveTextContent('Takes orders');
    expect(cardOf('City Phone Centre')).toHaveTextContent('Takes orders');
    expect(cardOf('Golden Tea House')).not.toHaveTextContent('Takes orders');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('show no Takes orders badge when every listed shop takes orders', async () => {
    await openMarketplace(
      yangon('2025-03-03T10:00:00'),
      '/customer',
      fixtureShops.filter((shop) => shop.takes_orders),
    );
    expect(cardOf(shweYee.name)).not.toHaveTextContent('Takes orders');
    expect(cardOf('City Phone Centre')).not.toHaveTextContent('Takes orders');
  });
});

describe('the marketplace’s filters on a phone', () => {
  it('fold behind Filters with the number in force', async () => {
    const { user } = await openMarketplace(yangon('2025-03-03T10:00:00'));
    const fold = screen.getByRole('button', { name: 'Filters' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(fold.getAttribute('aria-controls')!)!;
    expect(within(folded).getByLabelText('Category')).toBeInTheDocument();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('District'), 'Yangon West');
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // The search is not folded away.
    expect(within(folded).queryByLabelText('Search')).not.toBeInTheDocument();
  });

  it('count the categories’ shops in the district and township chosen', async () => {
    const east = seededDistrict('Yangon East');
    await openMarketplace(yangon('2025-03-03T10:00:00'), `/customer?district=${east.id}`);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    // Two tea shops are listed, one of them in Yangon East.
    expect(
      await within(category).findByRole('option', { name: 'Tea Shop (1)' }),
    ).toBeInTheDocument();
    expect(within(category).getByRole('option', { name: 'Bakery (0)' })).toBeInTheDocument();
  });
});
