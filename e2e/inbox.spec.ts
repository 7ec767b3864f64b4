/**
 * The merchant's inbox (/store/orders) and the store editor's table QR codes in the browser, with
 * the shop's calls answered by the page itself (`page.route`): accessibility (axe: no serious or
 * critical violation at 360 px and 1280 px, in English and Burmese, with the reject dialog open,
 * with the block dialog open, and with a further page of finished orders and a blocked customer
 * shown), the reject dialog by keyboard alone, and the printout of the table QR codes. The
 * merchant is registered and signed in through the real API.
 */
import type { Page, Route } from '@playwright/test';
import type { BlockedCustomer, Inbox, ShopOrder } from '@contract/orders';
import type { MerchantStoreResponse } from '@contract/store';
import { axeProblems, expect, horizontalOverflow, settle, test } from './support';

const WIDTHS = [360, 1280];

/** The inbox's words the axe check clicks and looks for, in each language. */
const WORDS = {
  en: {
    cancel: 'Cancel',
    block: 'Block customer',
    blockTitle: 'Block Ko Aung?',
    loadMore: 'Load more',
    order104: 'Order #104',
    unblock: 'Unblock Ko Min',
  },
  my: {
    cancel: 'မလုပ်တော့ပါ',
    block: 'ဖောက်သည်ကို ပိတ်ပင်ရန်',
    blockTitle: 'Ko Aung ကို ပိတ်ပင်မလား။',
    loadMore: 'နောက်ထပ် ပြရန်',
    order104: 'အော်ဒါ #၁၀၄',
    unblock: 'Ko Min ၏ ပိတ်ပင်မှုကို ဖြုတ်ရန်',
  },
} as const;

const PREMIUM = {
  subscribed: true,
  plan_name: 'Premium',
  max_branches: null,
  max_posts_per_month: null,
  stamp_card: true,
  point_collection: true,
  membership: true,
  orders: true,
  ad_banners: true,
  ad_banner_units: 1,
  analytics: true,
  social_media_units: 0,
};

const shop = { slug: 'golden-tea-house', name: 'Golden Tea House' };

const order = (id: number, overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  id,
  number: id + 100,
  shop,
  branch: null,
  customer: { id: 7, name: 'Ko Aung', phone: '09420000123' },
  lines: [{ item_id: 1, name: 'Milk tea', price: 1500, quantity: 2 }],
  subtotal: 3000,
  member_discount: 0,
  promo: null,
  total: 3000,
  note: 'Less sugar',
  table: '4',
  state: 'placed',
  reason: null,
  payment: null,
  pickup_at: null,
  placed_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  ...overrides,
});

/** Answers the shop's calls for `merchantId`: overview, branches, inbox, stream and actions. */
async function fakeShop(page: Page, merchantId: number) {
  const inbox: Inbox = {
    date: new Date(Date.now() + 390 * 60_000).toISOString().slice(0, 10),
    // Two open orders, then a finished one and a further page of them ('Load more').
    orders: [
      order(1),
      order(2, { state: 'accepted', table: null }),
      order(3, { state: 'completed', table: null }),
    ],
    orders_before: 3,
    reservations: [
      {
        id: 5,
        shop,
        branch: { id: 11, name: 'Bahan' },
        service: null,
        customer: { id: 8, name: 'Ma Hla', phone: '09420000456' },
        date: '2026-11-25',
        time: '18:30',
        party_size: 4,
        note: 'Window table',
        state: 'requested',
        reason: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
    ],
    totals: {
      orders: 2,
      completed_amount: 0,
      paid_amount: 0,
      unpaid_amount: 0,
      reservations: 1,
      guests: 0,
    },
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
    entitlements: PREMIUM,
    phone_verified: true,
    branch_count: 1,
    item_count: 1,
    missing: [],
    listed: true,
  };
  const branches = [
    {
      id: 11,
      name: 'Bahan',
      address: '1 Pyay Road',
      township_id: 1,
      phone: '09420000002',
      hours: [],
      slot_capacity: 4,
    },
  ];
  const blocked: BlockedCustomer[] = [
    {
      customer: { id: 9, name: 'Ko Min', phone: '09420000789' },
      blocked_at: new Date().toISOString(),
    },
  ];
  const actions: { path: string; body: unknown }[] = [];
  await page.route(`**/api/merchant/store/${merchantId}**`, async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(`/api/merchant/store/${merchantId}`, '');
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (request.method() === 'GET' && path === '') return json(overview);
    if (request.method() === 'GET' && path === '/branches') return json(branches);
    if (request.method() === 'GET' && path === '/catalogue')
      return json({ sections: [], items: [] });
    if (request.method() === 'GET' && path === '/inbox') return json(inbox);
    if (request.method() === 'GET' && path === '/inbox/orders') {
      return json({ orders: [order(4, { state: 'completed', table: null })], orders_before: null });
    }
    if (request.method() === 'GET' && path === '/blocked-customers') {
      return json({ customers: blocked });
    }
    // 'Busy': the shop takes orders, its branch is paused for half an hour.
    if (request.method() === 'GET' && path === '/busy') {
      return json({
        pauses: [
          { branch_id: null, name: null, busy_until: null },
          {
            branch_id: 11,
            name: 'Bahan',
            busy_until: new Date(Date.now() + 30 * 60_000).toISOString(),
          },
        ],
      });
    }
    const blocking = /^\/blocked-customers\/(\d+)$/.exec(path);
    if (request.method() === 'PUT' && blocking) {
      actions.push({ path, body: null });
      const record: BlockedCustomer = {
        customer: { id: Number(blocking[1]), name: 'Ko Aung', phone: '09420000123' },
        blocked_at: new Date().toISOString(),
      };
      blocked.push(record);
      return json(record);
    }
    if (request.method() === 'GET' && path === '/events')
      return route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: 'retry: 60000\n: connected\n\n',
      });
    const action = /^\/orders\/(\d+)\/(\w+)$/.exec(path);
    if (request.method() === 'POST' && action) {
      actions.push({ path, body: request.postDataJSON() });
      const found = inbox.orders.find((o) => o.id === Number(action[1]))!;
      found.state = action[2] === 'reject' ? 'rejected' : 'accepted';
      found.reason = (request.postDataJSON() as { reason?: string }).reason ?? null;
      return json(found);
    }
    return json({ message: 'Not found' }, 404);
  });
  return { actions };
}

test.describe('the inbox', () => {
  for (const language of ['en', 'my'] as const) {
    for (const width of WIDTHS) {
      test(`has no serious axe violation and no sideways scroll at ${width}px (${language})`, async ({
        loggedInPage: page,
        merchant,
      }) => {
        if (language === 'my') {
          await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
        }
        await fakeShop(page, merchant.merchantUser.merchant_id);
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/store/orders');
        await settle(page);
        const reject = language === 'en' ? 'Reject' : 'ငြင်းပယ်ရန်';
        const words = WORDS[language];
        await expect(page.getByRole('button', { name: reject })).toBeVisible();
        const problems = await axeProblems(page, `/store/orders at ${width}px`);
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`/store/orders at ${width}px: ${overflow}`);

        await page.getByRole('button', { name: reject }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        problems.push(...(await axeProblems(page, `reject dialog at ${width}px`)));
        await dialog.getByRole('button', { name: words.cancel }).click();
        await expect(dialog).toBeHidden();

        // 'Block customer' asks first.
        await page.getByRole('button', { name: words.block }).first().click();
        await expect(page.getByRole('dialog', { name: words.blockTitle })).toBeVisible();
        problems.push(...(await axeProblems(page, `block dialog at ${width}px`)));
        await dialog.getByRole('button', { name: words.cancel }).click();
        await expect(dialog).toBeHidden();

        // A further page of finished orders, and the shop's blocked customers.
        await page.getByRole('button', { name: words.loadMore }).click();
        await expect(page.getByText(words.order104)).toBeVisible();
        await expect(page.getByRole('button', { name: words.loadMore })).toBeHidden();
        await expect(page.getByRole('button', { name: words.unblock })).toBeVisible();
        problems.push(
          ...(await axeProblems(page, `/store/orders, more and blocked, at ${width}px`)),
        );
        const overflowAfter = await horizontalOverflow(page);
        if (overflowAfter)
          problems.push(`/store/orders, more and blocked, at ${width}px: ${overflowAfter}`);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }

  test('rejects an order with a reason, by keyboard alone, focus kept in the dialog', async ({
    loggedInPage: page,
    merchant,
  }) => {
    const { actions } = await fakeShop(page, merchant.merchantUser.merchant_id);
    await page.goto('/store/orders');
    await settle(page);
    const reject = page.getByRole('button', { name: 'Reject' });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reject order #101' });
    await expect(dialog.getByLabel('Reason')).toBeFocused();

    // Without a reason, the dialog says so and sends nothing.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Please give a reason.');
    expect(actions).toEqual([]);

    // Focus goes back to the field that needs an answer, and Tab goes round inside the dialog.
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Reason')).toBeFocused();

    await page.keyboard.type('Out of milk');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Reason: Out of milk')).toBeVisible();
    expect(actions).toEqual([{ path: '/orders/1/reject', body: { reason: 'Out of milk' } }]);
  });
});

test('blocks a customer only once the dialog is confirmed, and lists them', async ({
  loggedInPage: page,
  merchant,
}) => {
  const { actions } = await fakeShop(page, merchant.merchantUser.merchant_id);
  await page.goto('/store/orders');
  await settle(page);
  await page.getByRole('button', { name: 'Block customer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Block Ko Aung?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(actions).toEqual([]);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(actions).toEqual([{ path: '/blocked-customers/7', body: null }]);
  const list = page.getByRole('list', { name: 'Blocked customers' });
  await expect(list.getByRole('button', { name: 'Unblock Ko Aung' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Unblock Ko Min' })).toBeVisible();
});

test('prints only the table QR codes, one per table', async ({ loggedInPage: page, merchant }) => {
  await fakeShop(page, merchant.merchantUser.merchant_id);
  // The print dialog would block the page; the print view is what the printer gets.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto('/store');
  await settle(page);
  const part = page.getByRole('group', { name: 'Table QR codes' });
  await part.getByLabel('Table numbers').fill('1-3');
  await part.getByRole('button', { name: 'Show QR codes' }).click();
  await expect(part.getByRole('img', { name: /^QR code for table / })).toHaveCount(3);
  await part.getByRole('button', { name: 'Print table QR codes' }).click();

  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.table-qr-sheet');
  await expect(
    sheet.getByRole('img', { name: 'QR code for table 2 of Golden Tea House' }),
  ).toBeVisible();
  await expect(sheet.getByText('Table 3')).toBeVisible();
  // The store page's own code and everything else stay off the paper.
  await expect(page.locator('.store-print__qr')).toBeHidden();
  await expect(part.getByRole('button', { name: 'Print table QR codes' })).toBeHidden();
});
