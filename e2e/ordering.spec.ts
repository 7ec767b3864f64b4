/**
 * Ordering and reserving on a store page in a real browser, the API answered here (the browser's
 * own routing) from the component tests' fixture shops: two items added, a menu QR's table, the
 * reserve dialog by keyboard (focus kept inside, Escape closes), and axe (no serious or critical
 * violation) with the basket open and with the dialog open at 360 and 1280 px in both languages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cityPhone, fixtureShops, shweYee } from '../src/test/marketplaceFixtures';
import { axeProblems, expect, horizontalOverflow, renderInBrowser, settle, test } from './support';

const WIDTHS = [360, 1280];
const teaShop = `/shops/${encodeURIComponent(shweYee.slug)}`;
const phoneShop = `/shops/${cityPhone.slug}`;

/** The store pages, the photos, and the customer's slots. */
async function fakeApi(page: Page) {
  await renderInBrowser(page);
  const photo = await readFile(path.join(__dirname, '../public/media/hero-poster.webp'));
  await page.route('**/api/photos/**', (route) =>
    route.fulfill({ body: photo, contentType: 'image/webp' }),
  );
  await page.route('**/api/marketplace/shops/*', (route) => {
    const rest = new URL(route.request().url()).pathname.replace(/^\/api\/marketplace\//, '');
    const shop = fixtureShops.find((s) => `shops/${encodeURIComponent(s.slug)}` === rest);
    return shop
      ? route.fulfill({ json: shop })
      : route.fulfill({ status: 404, json: { message: 'Not found' } });
  });
  await page.route('**/api/customer/shops/*/slots*', (route) => {
    const date = new URL(route.request().url()).searchParams.get('date');
    return route.fulfill({
      json: {
        date,
        slots: [
          { time: '10:30', left: 3 },
          { time: '11:00', left: 0 },
          { time: '11:30', left: 1 },
        ],
      },
    });
  });
}

/** Signed in as a customer (the customer session's own keys). */
async function signInCustomer(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('customerToken', 'e2e-customer-token');
    window.localStorage.setItem(
      'customer',
      JSON.stringify({ id: 3, phone: '09420000001', name: 'Ko Aung' }),
    );
  });
}

test('adds two items and takes the table of a menu QR', async ({ page }) => {
  await fakeApi(page);
  await page.goto(`${teaShop}?table=4`);
  const basket = page.getByRole('region', { name: /^Your order/ });
  await page.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  await page.getByRole('button', { name: 'Add to order: လက်ဖက်ရည်' }).click();
  await expect(basket.getByRole('spinbutton', { name: 'Quantity of Mohinga' })).toHaveValue('1');
  await expect(basket.getByRole('spinbutton', { name: 'Quantity of လက်ဖက်ရည်' })).toHaveValue('1');
  await expect(basket.getByRole('radio', { name: 'Table' })).toBeChecked();
  await expect(basket.getByRole('textbox', { name: 'Table number' })).toHaveValue('4');
  // 2,500 + 1,200
  await expect(basket).toContainText('Estimated total: 3,700 MMK');
});

test('the reserve dialog works from the keyboard, keeps focus inside, and closes with Escape', async ({
  page,
}) => {
  await signInCustomer(page);
  await fakeApi(page);
  await page.goto(phoneShop);
  const opener = page.getByRole('button', { name: 'Reserve a table' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reserve a table' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('option', { name: '11:00 (full)' })).toBeDisabled();
  // Tab goes round the dialog and never leaves it.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

for (const language of ['en', 'my'] as const) {
  test(`the basket and the reserve dialog pass axe and fit at 360 and 1280 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (language === 'my') {
      await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    }
    await signInCustomer(page);
    await fakeApi(page);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${teaShop}?table=4`);
      await page.locator('.catalogue-item__action').first().click();
      await settle(page);
      const wide = await horizontalOverflow(page);
      if (wide) problems.push(`basket at ${width}px: ${wide}`);
      problems.push(...(await axeProblems(page, `basket at ${width}px`)));

      await page.goto(phoneShop);
      await page.locator('.shop-page__reserve-table button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      problems.push(...(await axeProblems(page, `reserve dialog at ${width}px`)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
