import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderApp } from '../../test/renderWithProviders';
import { fixtureShops } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { apiUrl, server } from '../../test/server';
import { marketplaceApi } from './marketplaceApi';

/** The store pages and promotions asked for, by slug, beside the fake marketplace. */
function recordShopRequests() {
  const fake = createFakeMarketplace(fixtureShops);
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.marketplaceShop), ({ params }) => {
      asked.push(`page ${String(params.slug)}`);
      return undefined; // on to the fake's answer
    }),
    http.get(apiUrl(apiPaths.shopPromotions), ({ params }) => {
      asked.push(`promotions ${String(params.slug)}`);
      return undefined;
    }),
    ...fake.handlers,
  );
  return asked;
}

async function openMarketplace() {
  const rendered = await renderApp({ route: '/customer' });
  await screen.findByRole('heading', { level: 1, name: 'Find a Shop' }, { timeout: 5000 });
  const link = await screen.findByRole('link', { name: 'Golden Tea House' }, { timeout: 5000 });
  return { ...rendered, link };
}

describe('a shop link on the marketplace starts its store page before the tap', () => {
  it('asks for the shop and its promotions when the pointer reaches the link', async () => {
    const asked = recordShopRequests();
    const { store, user, link } = await openMarketplace();
    expect(asked).toEqual([]);
    await user.hover(link);
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining(['page golden-tea-house', 'promotions golden-tea-house']),
      ),
    );
    await waitFor(() =>
      expect(
        marketplaceApi.endpoints.getShopPage.select('golden-tea-house')(store.getState()).data
          ?.name,
      ).toBe('Golden Tea House'),
    );
  });

  it('does so on a finger’s touch and on the keyboard’s focus too', async () => {
    const asked = recordShopRequests();
    const { link } = await openMarketplace();
    fireEvent.touchStart(link);
    await waitFor(() => expect(asked).toContain('page golden-tea-house'));
    const other = screen.getByRole('link', { name: fixtureShops[1]!.name });
    fireEvent.focus(other);
    await waitFor(() => expect(asked).toContain(`page ${fixtureShops[1]!.slug}`));
  });

  it('opens the store page from the answer it already has: one request for the shop', async () => {
    const asked = recordShopRequests();
    const { user, link, router } = await openMarketplace();
    await user.hover(link);
    await waitFor(() => expect(asked).toContain('page golden-tea-house'));
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golden Tea House' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shops/golden-tea-house');
    expect(asked.filter((request) => request === 'page golden-tea-house')).toHaveLength(1);
  });

  it('asks again for nothing the cache holds already', async () => {
    const asked = recordShopRequests();
    const { user, link } = await openMarketplace();
    await user.hover(link);
    await waitFor(() => expect(asked).toContain('page golden-tea-house'));
    await user.unhover(link);
    await user.hover(link);
    expect(asked.filter((request) => request === 'page golden-tea-house')).toHaveLength(1);
  });
});
