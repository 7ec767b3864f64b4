/**
 * The store editor (/store) in the browser, with the store's calls answered by the page itself
 * (`page.route`): accessibility (axe: no serious or critical violation at 360 px and 1280 px, in
 * English and Burmese, with its dialogs open), no sideways scroll, the keyboard and drag
 * reordering as a real browser moves the DOM, and the printout of the QR code. The merchant is
 * registered and signed in through the real API.
 */
import type { Page, Route } from '@playwright/test';
import type { Catalogue, MerchantStoreResponse } from '@contract/store';
import { axeProblems, expect, horizontalOverflow, settle, test } from './support';

const WIDTHS = [360, 1280];

const STANDARD = {
  subscribed: true,
  plan_name: 'Standard',
  max_branches: 3,
  max_posts_per_month: 30,
  stamp_card: true,
  point_collection: true,
  membership: false,
  orders: false,
  ad_banners: false,
  ad_banner_units: 0,
  analytics: false,
  social_media_units: 0,
};

/** Answers the store's calls for the merchant `merchantId`, keeping the catalogue's order. */
async function fakeStore(page: Page, merchantId: number, { reorderFails = false } = {}) {
  const catalogue: Catalogue = {
    sections: [
      { id: 10, name: 'Noodles' },
      { id: 11, name: 'Drinks' },
    ],
    items: [
      {
        id: 1,
        kind: 'product',
        section_id: null,
        name: 'Tea leaves',
        description: '',
        price: 4500,
        photo: null,
        available: true,
      },
      {
        id: 2,
        kind: 'product',
        section_id: null,
        name: 'Coffee beans',
        description: '',
        price: 12000,
        photo: null,
        available: false,
      },
      {
        id: 3,
        kind: 'product',
        section_id: null,
        name: 'Palm sugar',
        description: '',
        price: 2500,
        photo: null,
        available: true,
      },
      {
        id: 4,
        kind: 'menu_item',
        section_id: 10,
        name: 'Mohinga',
        description: '',
        price: 1500,
        photo: null,
        available: true,
      },
    ],
  };
  const overview: MerchantStoreResponse = {
    profile: {
      slug: 'golden-tea-house',
      name: 'Golden Tea House',
      description: 'Tea and snacks since 1998.',
      category_id: 1,
      township_id: 1,
      district_id: 1,
      address: '12 Bogyoke Aung San Road, Pabedan',
      phone: '09420000001',
      hours: [{ weekday: 1, opens: '07:00', closes: '21:00' }],
      logo: null,
      cover: null,
      published: true,
      slot_capacity: 4,
      max_party_size: 12,
      orders_for_later: false,
    },
    entitlements: STANDARD,
    phone_verified: true,
    branch_count: 3,
    item_count: catalogue.items.length,
    missing: [],
    listed: true,
  };
  const branches = [1, 2, 3].map((id) => ({
    id,
    name: ['Bahan', 'Sanchaung', 'Kamaryut'][id - 1]!,
    address: `${id} Pyay Road`,
    township_id: id,
    phone: '09420000002',
    hours: [{ weekday: 2, opens: '08:00', closes: '20:00' }],
  }));
  await page.route(`**/api/merchant/store/${merchantId}**`, async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(`/api/merchant/store/${merchantId}`, '');
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (request.method() === 'GET' && path === '') return json(overview);
    if (request.method() === 'GET' && path === '/branches') return json(branches);
    if (request.method() === 'GET' && path === '/catalogue') return json(catalogue);
    if (request.method() === 'PUT' && path === '/items/order') {
      if (reorderFails) return json({ message: 'The order could not be saved.' }, 500);
      const ids = (request.postDataJSON() as { ids: number[] }).ids;
      const moved = ids.map((id) => catalogue.items.find((item) => item.id === id)!);
      let next = 0;
      catalogue.items = catalogue.items.map((item) =>
        ids.includes(item.id) ? moved[next++]! : item,
      );
      return route.fulfill({ status: 204 });
    }
    return json({ message: 'Not found' }, 404);
  });
}

const products = (page: Page) =>
  page.getByRole('tabpanel').getByRole('listitem').locator('.store-item__name');

test.describe('the store editor', () => {
  for (const language of ['en', 'my'] as const) {
    for (const width of WIDTHS) {
      test(`has no serious axe violation and no sideways scroll at ${width}px (${language})`, async ({
        loggedInPage: page,
        merchant,
      }) => {
        if (language === 'my') {
          await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
        }
        await fakeStore(page, merchant.merchantUser.merchant_id);
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/store');
        await settle(page);
        await expect(page.locator('.store-print__qr')).toBeVisible();
        const problems = await axeProblems(page, `/store at ${width}px`);
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`/store at ${width}px: ${overflow}`);

        // The dialogs: a product, a branch, a removal.
        const add = language === 'en' ? 'Add product' : 'ကုန်ပစ္စည်း ထည့်ရန်';
        await page.getByRole('tabpanel').getByRole('button', { name: add }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        problems.push(...(await axeProblems(page, `item dialog at ${width}px`)));
        await page.keyboard.press('Escape');
        const edit = language === 'en' ? 'Edit Bahan' : 'Bahan ကို ပြင်ရန်';
        await page.getByRole('button', { name: edit }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        problems.push(...(await axeProblems(page, `branch dialog at ${width}px`)));
        await page.keyboard.press('Escape');
        const remove = language === 'en' ? 'Remove Tea leaves' : 'Tea leaves ကို ဖယ်ရှားရန်';
        await page.getByRole('button', { name: remove }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        problems.push(...(await axeProblems(page, `removal question at ${width}px`)));
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }

  test('moves a product by keyboard with the focus kept on it, and by dragging', async ({
    loggedInPage: page,
    merchant,
  }) => {
    await fakeStore(page, merchant.merchantUser.merchant_id);
    await page.goto('/store');
    await settle(page);
    await expect(products(page)).toHaveText(['Tea leaves', 'Coffee beans', 'Palm sugar']);
    await page.getByRole('button', { name: 'Move down: Tea leaves' }).focus();
    await page.keyboard.press('Enter');
    await expect(products(page)).toHaveText(['Coffee beans', 'Tea leaves', 'Palm sugar']);
    await expect(page.getByRole('button', { name: 'Move down: Tea leaves' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(products(page)).toHaveText(['Coffee beans', 'Palm sugar', 'Tea leaves']);
    await expect(page.getByRole('button', { name: 'Move up: Tea leaves' })).toBeFocused();

    const entries = page.getByRole('tabpanel').getByRole('listitem');
    await entries.nth(2).dragTo(entries.nth(0));
    await expect(products(page)).toHaveText(['Tea leaves', 'Coffee beans', 'Palm sugar']);
  });

  test('puts the order back when the server refuses it, with the focus still on the item', async ({
    loggedInPage: page,
    merchant,
  }) => {
    await fakeStore(page, merchant.merchantUser.merchant_id, { reorderFails: true });
    await page.goto('/store');
    await settle(page);
    await page.getByRole('button', { name: 'Move up: Palm sugar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'back in its place' })).toBeVisible();
    await expect(products(page)).toHaveText(['Tea leaves', 'Coffee beans', 'Palm sugar']);
    await expect(page.getByRole('button', { name: 'Move up: Palm sugar' })).toBeFocused();
  });

  test('prints only the QR code, the shop’s name and its address', async ({
    loggedInPage: page,
    merchant,
  }) => {
    await fakeStore(page, merchant.merchantUser.merchant_id);
    await page.goto('/store');
    await settle(page);
    await page.emulateMedia({ media: 'print' });
    const print = page.locator('.store-print');
    await expect(print.getByRole('img', { name: /QR code of the store page/ })).toBeVisible();
    await expect(print.getByText('Golden Tea House')).toBeVisible();
    await expect(print.getByText(/\/shops\/golden-tea-house$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Store' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print QR code' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
  });
});
