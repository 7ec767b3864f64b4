/**
 * The customer's pages in a real browser: /my/login and /my/orders pass axe (no serious or
 * critical violation) and do not scroll sideways at 360 and 1280 px, in English and in Burmese,
 * and a customer signs in with the keyboard alone. The customer's calls are answered here (the
 * browser's own routing), so these checks need no customer or order in the database.
 */
import type { Page } from '@playwright/test';
import type { CustomerActivity, CustomerSignInResponse, ShopOrder } from '@contract/orders';
import type { SendOtpResponse } from '@contract/otp';
import { axeProblems, expect, horizontalOverflow, seedCustomer, settle, test } from './support';

const WIDTHS = [360, 1280];
const PHONE = '09420000004';
const CODE = '482913';

const order: ShopOrder = {
  id: 31,
  number: 12,
  shop: { slug: 'golden-tea-house', name: 'Golden Tea House' },
  branch: null,
  customer: { name: 'Thiri', phone: PHONE },
  lines: [
    { item_id: 1, name: 'Mohinga', price: 2500, quantity: 2 },
    { item_id: 2, name: 'Tea leaf salad', price: 3000, quantity: 1 },
  ],
  subtotal: 8000,
  member_discount: 0,
  promo: null,
  total: 8000,
  note: 'Less chilli, please',
  table: '7',
  state: 'placed',
  reason: null,
  payment: null,
  pickup_at: null,
  placed_at: '2026-11-25T03:00:00.000Z',
  updated_at: '2026-11-25T03:00:00.000Z',
};

const activity: CustomerActivity = {
  orders: [
    order,
    { ...order, id: 30, number: 11, table: null, state: 'rejected', reason: 'Sold out today' },
  ],
  reservations: [
    {
      id: 8,
      shop: { slug: 'golden-tea-house', name: 'Golden Tea House' },
      branch: { id: 2, name: 'Sanchaung' },
      service: null,
      customer: { name: 'Thiri', phone: PHONE },
      date: '2099-12-30',
      time: '18:30',
      party_size: 4,
      note: '',
      state: 'confirmed',
      reason: null,
      created_at: '2026-11-25T03:00:00.000Z',
      updated_at: '2026-11-25T03:00:00.000Z',
    },
  ],
};

/** Answers the customer's calls in the page itself. */
async function fakeCustomerServer(page: Page) {
  await page.route('**/api/customer/**', (route) => {
    const url = new URL(route.request().url());
    const rest = url.pathname.replace(/^\/api\/customer\//, '');
    if (rest === 'sendOtp') {
      const body: SendOtpResponse = {
        status: true,
        message: 'OTP sent',
        data: { phone: PHONE, expires_in: 300, resend_in: 60, code: CODE },
      };
      return route.fulfill({ json: body });
    }
    if (rest === 'signIn') {
      const { otp } = route.request().postDataJSON() as { otp: string };
      if (otp !== CODE) {
        return route.fulfill({
          status: 422,
          json: {
            status: false,
            message: 'Invalid OTP',
            data: { errors: {} },
            reason: 'invalid',
            tries_left: 4,
          },
        });
      }
      const body: CustomerSignInResponse = {
        token: 'cust-e2e',
        customer: { id: 4, phone: PHONE, name: 'Thiri' },
      };
      return route.fulfill({ json: body });
    }
    if (rest === 'orders') return route.fulfill({ json: activity });
    if (rest === 'events') {
      // Connected, then closed: the page waits (the retry given) before reconnecting.
      return route.fulfill({
        headers: { 'content-type': 'text/event-stream' },
        body: 'retry: 600000\n: connected\n\n',
      });
    }
    return route.fulfill({ status: 404, json: { message: 'Not found' } });
  });
}

for (const language of ['en', 'my'] as const) {
  test(`/my/login and /my/orders pass axe and fit at 360 and 1280 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (language === 'my') {
      await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    }
    await fakeCustomerServer(page);
    const problems: string[] = [];
    const check = async (where: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        const wide = await horizontalOverflow(page);
        if (wide) problems.push(`${where} at ${width}px: ${wide}`);
        problems.push(...(await axeProblems(page, `${where} at ${width}px`)));
      }
    };

    await page.goto('/my/login');
    await check('/my/login');
    // The code step: the sandbox code shown, the OTP field, the resend wait.
    await page.getByRole('main').locator('input[name="phone"]').fill(PHONE);
    await page.getByRole('main').locator('input[name="phone"]').press('Enter');
    await expect(page.getByRole('main').locator('input[name="otp"]')).toBeVisible();
    await check('/my/login (code sent)');

    await seedCustomer(page, {
      token: 'cust-e2e',
      customer: { id: 4, phone: PHONE, name: 'Thiri' },
    });
    await page.goto('/my/orders');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await check('/my/orders');
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('a customer signs in with the keyboard alone and lands on their orders', async ({ page }) => {
  await fakeCustomerServer(page);
  await page.goto('/my/login?next=/my/orders');
  await settle(page);
  const main = page.getByRole('main');

  // The skip link first, into the main landmark, then the phone field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.type(PHONE);
  await page.keyboard.press('Enter');

  await expect(main.getByText(`Your OTP code is ${CODE}`)).toBeVisible();
  await expect(main.getByLabel('OTP', { exact: true })).toBeFocused();
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(main.getByText('Invalid OTP. Please try again. 4 tries left.')).toBeVisible();

  await expect(main.getByLabel('OTP', { exact: true })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(CODE);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Order #12' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('customerToken'));
  expect(stored).toBe('cust-e2e');
});
