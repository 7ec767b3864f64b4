import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderApp } from '../../test/renderWithProviders';
import {
  cityPhone,
  fixtureShops,
  goldenTea,
  manyShops,
  seededCategory,
  seededDistrict,
  seededTownship,
  seededTownshipsOf,
  shweYee,
} from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { apiUrl, sampleDistricts, server } from '../../test/server';

const teaShop = seededCategory('Tea Shop');
const yangonWest = seededDistrict('Yangon West');
const yangonEast = seededDistrict('Yangon East');
const bahan = seededTownship('Bahan');

/** A fake marketplace of its own, so the test can read the searches the page made. */
function fakeMarketplace(shops = fixtureShops) {
  const fake = createFakeMarketplace(shops);
  server.use(...fake.handlers);
  return fake;
}

async function openMarketplace(route = '/customer') {
  const rendered = await renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Find a Shop' });
  return rendered;
}

const results = () => screen.getByRole('region', { name: 'Shops' });
/** The names of the shops listed, in order. */
const listedNames = () =>
  within(results())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** Waits until no search is on its way and the listed shops are `names`. */
async function expectListed(names: string[]) {
  await waitFor(() => {
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(listedNames()).toEqual(names);
  });
}

describe('/customer, the marketplace', () => {
  it('lists the listed shops as cards linking to their store pages', async () => {
    const fake = fakeMarketplace();
    await openMarketplace();
    await expectListed(fixtureShops.map((shop) => shop.name));
    const card = screen.getByRole('link', { name: 'Golden Tea House' }).closest('li')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/shops/golden-tea-house');
    expect(card).toHaveTextContent('Tea Shop');
    expect(card).toHaveTextContent('Tamwe, Yangon East');
    // Every listed shop is verified: a badge that tells nothing is not shown.
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    // A Burmese slug is written into the link encoded.
    expect(screen.getByRole('link', { name: shweYee.name })).toHaveAttribute(
      'href',
      `/shops/${encodeURIComponent(shweYee.slug)}`,
    );
    // A logo is drawn from its stored widths; a shop without one shows its initial instead.
    const logo = screen
      .getByRole('link', { name: cityPhone.name })
      .closest('li')!
      .querySelector('img')!;
    expect(logo).toHaveAttribute('alt', '');
    expect(logo.getAttribute('srcset')).toContain('/api/photos/ph_cityphone_logo/160 160w');
    // One page: no pages to step through. Nothing filtered: the first request had no filter.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(fake.searches).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens a store page from its card', async () => {
    const { user, router } = await openMarketplace();
    await user.click(await screen.findByRole('link', { name: 'Golden Tea House' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golden Tea House' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shops/golden-tea-house');
  });

  it('puts each filter in the URL, asks the server for it, and Back restores the filters before', async () => {
    const fake = fakeMarketplace();
    const { user, router } = await openMarketplace();
    await expectListed(fixtureShops.map((shop) => shop.name));

    await user.selectOptions(screen.getByLabelText('Category'), 'Tea Shop (2)');
    expect(router.state.location.search).toBe(`?category=${teaShop.id}`);
    await expectListed([shweYee.name, goldenTea.name]);
    expect(fake.searches.at(-1)).toEqual({ category: String(teaShop.id) });

    // No district yet: no township to choose.
    const township = screen.getByLabelText('Township');
    expect(township).toBeDisabled();
    expect(township).toHaveAccessibleDescription('Choose a district first.');

    await user.selectOptions(screen.getByLabelText('District'), 'Yangon West');
    await expectListed([shweYee.name]);
    expect(router.state.location.search).toBe(`?category=${teaShop.id}&district=${yangonWest.id}`);
    // Only the townships of Yangon West are offered.
    await within(township).findByRole('option', { name: 'Bahan' });
    expect(township).toBeEnabled();
    expect(
      within(township)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All townships', ...seededTownshipsOf(yangonWest.id).map((t) => t.name)]);
    expect(within(township).queryByRole('option', { name: 'Tamwe' })).not.toBeInTheDocument();

    await user.selectOptions(township, 'Bahan');
    expect(router.state.location.search).toBe(
      `?category=${teaShop.id}&district=${yangonWest.id}&township=${bahan.id}`,
    );
    await expectListed([shweYee.name]);
    expect(fake.searches.at(-1)).toEqual({
      category: String(teaShop.id),
      district: String(yangonWest.id),
      township: String(bahan.id),
    });

    // Another district: Bahan is not in it, so the township filter goes.
    await user.selectOptions(screen.getByLabelText('District'), 'Yangon East');
    expect(router.state.location.search).toBe(`?category=${teaShop.id}&district=${yangonEast.id}`);
    await expectListed([goldenTea.name]);
    expect(screen.getByLabelText('Township')).toHaveValue('');
    expect(fake.searches.at(-1)).toEqual({
      category: String(teaShop.id),
      district: String(yangonEast.id),
    });

    // Back: Yangon West and Bahan again, in the selects and in the list.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe(
      `?category=${teaShop.id}&district=${yangonWest.id}&township=${bahan.id}`,
    );
    await expectListed([shweYee.name]);
    expect(screen.getByLabelText('District')).toHaveValue(String(yangonWest.id));
    await within(screen.getByLabelText('Township')).findByRole('option', { name: 'Bahan' });
    expect(screen.getByLabelText('Township')).toHaveValue(String(bahan.id));
    expect(screen.getByLabelText('Category')).toHaveValue(String(teaShop.id));
  });

  it('searches shop and item names when the search is submitted, with Enter or the button', async () => {
    const fake = fakeMarketplace();
    const { user, router } = await openMarketplace();
    await expectListed(fixtureShops.map((shop) => shop.name));
    const search = screen.getByLabelText('Search');
    expect(search).toHaveAccessibleDescription('Shop or item name');

    // Typing alone sends nothing.
    await user.type(search, '  mohinga ');
    expect(fake.searches).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=mohinga');
    await expectListed([shweYee.name]);
    expect(fake.searches.at(-1)).toEqual({ q: 'mohinga' });

    await user.clear(search);
    await user.type(search, 'salon');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=salon');
    await expectListed(['Shwe Pyi Beauty Salon']);

    // Back puts the earlier search back in the field.
    await act(() => router.navigate(-1));
    await expectListed([shweYee.name]);
    expect(screen.getByLabelText('Search')).toHaveValue('mohinga');
  });

  it('drops a township that is not in the district of the URL, in place of the entry', async () => {
    const fake = fakeMarketplace();
    const { router } = await openMarketplace(
      `/customer?district=${yangonEast.id}&township=${bahan.id}`,
    );
    await expectListed([goldenTea.name]);
    expect(router.state.location.search).toBe(`?district=${yangonEast.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    // The mismatched pair was never asked for.
    expect(fake.searches).toEqual([{ district: String(yangonEast.id) }]);
  });

  it('judges a township only by its own district’s townships, not the district shown before', async () => {
    const fake = fakeMarketplace();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl(apiPaths.districtTownships), async ({ params }) => {
        if (Number(params.districtId) === yangonWest.id) await held;
        return HttpResponse.json(seededTownshipsOf(Number(params.districtId)));
      }),
    );
    const { router } = await openMarketplace(`/customer?district=${yangonEast.id}`);
    await within(screen.getByLabelText('Township')).findByRole('option', { name: 'Tamwe' });
    await act(() => router.navigate(`/customer?district=${yangonWest.id}&township=${bahan.id}`));
    // Yangon East's townships are no answer for Bahan: the page waits for Yangon West's.
    expect(screen.getByLabelText('Township')).not.toHaveTextContent('Tamwe');
    release();
    await within(screen.getByLabelText('Township')).findByRole('option', { name: 'Bahan' });
    await expectListed([shweYee.name]);
    expect(router.state.location.search).toBe(`?district=${yangonWest.id}&township=${bahan.id}`);
    expect(fake.searches).toEqual([
      { district: String(yangonEast.id) },
      { district: String(yangonWest.id), township: String(bahan.id) },
    ]);
  });

  it('ignores malformed filters in the URL', async () => {
    const fake = fakeMarketplace();
    await openMarketplace('/customer?category=abc&district=0&page=-2&q=%20%20');
    await expectListed(fixtureShops.map((shop) => shop.name));
    expect(fake.searches).toEqual([{}]);
  });

  it('steps through the pages with Previous and Next; a new filter starts again at page 1', async () => {
    const shops = manyShops(60);
    const fake = fakeMarketplace(shops);
    const { user, router } = await openMarketplace();
    await screen.findByText('60 shops');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(listedNames()).toHaveLength(24);

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await within(screen.getByRole('navigation', { name: 'Pages' })).findByText('Page 2 of 3');
    await expectListed(shops.slice(24, 48).map((shop) => shop.name));
    expect(fake.searches.at(-1)).toEqual({ page: '2' });
    const second = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(second).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/customer',
    );
    expect(within(second).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/customer?page=3',
    );

    await user.click(within(second).getByRole('link', { name: 'Next' }));
    await within(screen.getByRole('navigation', { name: 'Pages' })).findByText('Page 3 of 3');
    await expectListed(shops.slice(48).map((shop) => shop.name));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Next'),
    ).toHaveAttribute('aria-disabled', 'true');

    await user.selectOptions(screen.getByLabelText('District'), 'Yangon West');
    expect(router.state.location.search).toBe(`?district=${yangonWest.id}`);
    await within(screen.getByRole('navigation', { name: 'Pages' })).findByText('Page 1 of 3');
  });

  it('says when a page is past the last one, with a way to the first', async () => {
    fakeMarketplace();
    const { user, router } = await openMarketplace('/customer?category=2&page=5');
    expect(await screen.findByText('This page is past the last page of results.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(router.state.location.search).toBe('?category=2');
    await expectListed([shweYee.name, goldenTea.name]);
  });

  it('says what to change when nothing matches, and clears the filters', async () => {
    fakeMarketplace();
    const { user, router } = await openMarketplace(`/customer?category=${teaShop.id}&q=pizza`);
    expect(await screen.findByText('No shops match these filters.')).toBeVisible();
    expect(
      screen.getByText(
        'Try another category, district or township, a shorter search, or clear the filters.',
      ),
    ).toBeVisible();
    expect(screen.getByText('0 shops')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('pizza');

    await user.click(within(results()).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await expectListed(fixtureShops.map((shop) => shop.name));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('says so when no shop is listed at all', async () => {
    fakeMarketplace([]);
    await openMarketplace();
    expect(
      await screen.findByText('No shops are listed yet. Please check back soon.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('holds the room of the cards while the first result loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = createFakeMarketplace();
    server.use(
      http.get(apiUrl(apiPaths.marketplaceShops), async ({ request }) => {
        await held;
        return fake.answerSearch(request);
      }),
    );
    await openMarketplace();
    expect(screen.getByText('Loading shops…')).toBeInTheDocument();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(results().querySelectorAll('.shop-card--placeholder')).toHaveLength(6);
    release();
    await expectListed(fixtureShops.map((shop) => shop.name));
    expect(screen.queryByText('Loading shops…')).not.toBeInTheDocument();
  });

  it('says when the shops cannot be loaded, and tries again', async () => {
    let failures = 1;
    const fake = createFakeMarketplace();
    server.use(
      http.get(apiUrl(apiPaths.marketplaceShops), ({ request }) =>
        failures-- > 0
          ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
          : fake.answerSearch(request),
      ),
    );
    const { user } = await openMarketplace();
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('The shops could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expectListed(fixtureShops.map((shop) => shop.name));
  });

  it('offers the districts and the categories with their shop counts', async () => {
    fakeMarketplace();
    await openMarketplace();
    const category = screen.getByLabelText('Category');
    await within(category).findByRole('option', { name: 'Tea Shop (2)' });
    expect(within(category).getByRole('option', { name: 'Restaurant (0)' })).toBeInTheDocument();
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('All categories');
    const district = screen.getByLabelText('District');
    await within(district).findByRole('option', { name: 'Yangon West' });
    expect(
      within(district)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All districts', ...sampleDistricts.map((d) => d.name)]);
  });
});
