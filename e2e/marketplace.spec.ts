/**
 * The shoppers' pages in a real browser: /customer and a store page pass axe (no serious or
 * critical violation) and do not scroll sideways at 360 and 1280 px, in English and in Burmese,
 * and the filters work from the keyboard. The marketplace's calls are answered here from the
 * component tests' fixture shops (the browser's own routing), so these checks need no listed
 * shop in the database; the reference lists come from the server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MARKETPLACE_PAGE_SIZE, type CategoryCount } from '@contract/store';
import { seedData } from '../server/src/db/seedData';
import { cardOf, fixtureShops, manyShops, shweYee } from '../src/test/marketplaceFixtures';
import { axeProblems, expect, horizontalOverflow, renderInBrowser, settle, test } from './support';

const WIDTHS = [360, 1280];
const shops = [...fixtureShops, ...manyShops(30)];

/** Answers the marketplace's calls (and the fixture shops' photos) in the page itself. */
async function fakeMarketplace(page: Page) {
  await renderInBrowser(page);
  const photo = await readFile(path.join(__dirname, '../public/media/hero-poster.webp'));
  await page.route('**/api/photos/**', (route) =>
    route.fulfill({ body: photo, contentType: 'image/webp' }),
  );
  await page.route('**/api/marketplace/**', (route) => {
    const url = new URL(route.request().url());
    const rest = url.pathname.replace(/^\/api\/marketplace\//, '');
    if (rest === 'categories') {
      const counts: CategoryCount[] = seedData.categories.map((name, index) => ({
        id: index + 1,
        name,
        shop_count: shops.filter((shop) => shop.category.id === index + 1).length,
      }));
      return route.fulfill({ json: counts });
    }
    if (rest === 'shops') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = shops.filter((shop) => shop.name.toLowerCase().includes(q));
      const start = (page - 1) * MARKETPLACE_PAGE_SIZE;
      return route.fulfill({
        json: {
          shops: found.slice(start, start + MARKETPLACE_PAGE_SIZE).map(cardOf),
          page,
          page_size: MARKETPLACE_PAGE_SIZE,
          total: found.length,
        },
      });
    }
    const shop = shops.find((candidate) => `shops/${encodeURIComponent(candidate.slug)}` === rest);
    return shop
      ? route.fulfill({ json: shop })
      : route.fulfill({ status: 404, json: { message: 'Not found' } });
  });
}

const PAGES = [
  '/customer',
  '/customer?q=zzz',
  `/shops/${encodeURIComponent(shweYee.slug)}`,
  '/shops/no-such-shop',
];

for (const language of ['en', 'my'] as const) {
  test(`/customer and store pages pass axe and fit at 360 and 1280 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (language === 'my') {
      await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    }
    await fakeMarketplace(page);
    const problems: string[] = [];
    for (const route of PAGES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        await settle(page);
        const wide = await horizontalOverflow(page);
        if (wide) problems.push(`${route} at ${width}px: ${wide}`);
        problems.push(...(await axeProblems(page, `${route} at ${width}px`)));
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('the filters work from the keyboard, and Back restores them', async ({ page }) => {
  await fakeMarketplace(page);
  await page.goto('/customer');
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Golden Tea House' })).toBeVisible();

  await main.getByLabel('Search').focus();
  await page.keyboard.type('salon 1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\?q=salon\+1$/);
  await expect(main.getByRole('link', { name: 'Salon 1', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Golden Tea House' })).toHaveCount(0);

  // From the search button, Tab reaches the selects in order.
  await main.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Category')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('District')).toBeFocused();
  await main.getByLabel('District').selectOption({ label: 'Yangon West' });
  await expect(page).toHaveURL(/district=\d+/);
  await expect(main.getByLabel('Township')).toBeEnabled();
  await expect(main.getByLabel('Township').locator('option', { hasText: 'Bahan' })).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/customer\?q=salon\+1$/);
  await expect(main.getByLabel('District')).toHaveValue('');
  await expect(main.getByLabel('Search')).toHaveValue('salon 1');

  await main.getByRole('link', { name: 'Salon 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salon 1' })).toBeVisible();
  await expect(page).toHaveTitle('Salon 1 | Merchant Marketplace');
});

test('the pages of a long list step with Previous and Next', async ({ page }) => {
  await fakeMarketplace(page);
  await page.goto('/customer');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages).toContainText('Page 2 of 2');
  await page.goBack();
  await expect(pages).toContainText('Page 1 of 2');
});

test('on a phone the shops are on the first screen, the filters folded behind Filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await fakeMarketplace(page);
  await page.goto('/customer');
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Category')).toBeHidden();
  await expect(main.getByRole('link', { name: shweYee.name })).toBeInViewport();
  await main.getByRole('button', { name: 'Filters' }).click();
  await main.getByLabel('District').selectOption({ label: 'Yangon West' });
  await expect(page).toHaveURL(/district=\d+/);
  await expect(main.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});
