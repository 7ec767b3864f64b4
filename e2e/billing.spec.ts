import type { Locator } from '@playwright/test';
import type { NamedItem } from '@contract';
import {
  authHeaders,
  expect,
  fillShopAndCard,
  merchantWithOrder,
  registerMerchant,
  seedSession,
  test as base,
} from './support';

/** Every merchant here has a pending Standard order with add-ons: `loggedInPage` starts with it. */
const test = base.extend({
  merchant: async ({ request }, provide) => {
    await provide(await merchantWithOrder(request));
  },
});

/** The amount cell of the Payment Summary's row headed `heading` (the whole heading, or a pattern). */
const amountOf = (summary: Locator, heading: string | RegExp) =>
  summary
    .getByRole('row')
    .filter({ has: summary.page().getByRole('rowheader', { name: heading, exact: true }) })
    .getByRole('cell');

test('a merchant who ordered a plan sees it priced in MMK, pays it with 4242 4242 4242 4242 and sees it on the dashboard', async ({
  loggedInPage: page,
}) => {
  await page.goto('/billing');

  // Standard for 6 months with two Social Media Content, at the seeded prices, by hand:
  //   Standard, 6 months                340,000
  //   Social Media Content 2 x 10,000    20,000
  //   feature discount 1 % of 20,000       −200
  //   subtotal                          359,800
  //   tax 2 % of 359,800                  7,196
  //   total                             366,996 MMK (36,699,600 minor units)
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(amountOf(summary, 'Standard, 6 months')).toHaveText('340,000 MMK');
  await expect(
    summary.getByRole('rowheader', { name: /^Social Media Content × 2\b/ }),
  ).toContainText('10,000 MMK each');
  await expect(amountOf(summary, /^Social Media Content × 2\b/)).toHaveText('20,000 MMK');
  await expect(amountOf(summary, 'Feature discount (1%)')).toHaveText('−200 MMK');
  await expect(amountOf(summary, 'Subtotal')).toHaveText('359,800 MMK');
  await expect(amountOf(summary, 'Tax (2%)')).toHaveText('7,196 MMK');
  await expect(amountOf(summary, 'Total')).toHaveText('366,996 MMK');
  await expect(summary).toContainText('No partner code: the price has no partner discount.');
  // The shop fee is not what this merchant pays.
  await expect(summary).not.toContainText('USD');
  await expect(summary).not.toContainText('Monthly Subscription Fee');

  await fillShopAndCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  const alert = page.getByRole('alertdialog', {
    name: 'Payment successful and billing information saved!',
  });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await alert.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Standard');
  await expect(subscription).toContainText('6 months');
  await expect(subscription).toContainText('Active');
  const addons = page.getByRole('region', { name: 'Add-ons' });
  await expect(addons.getByRole('row', { name: /Social Media Content/ })).toContainText('2');
  const payments = page.getByRole('region', { name: 'Payments' });
  const row = payments.getByRole('row').nth(1);
  await expect(row).toContainText('366,996');
  await expect(row).toContainText('MMK');
  await expect(row).not.toContainText('USD');
  await expect(row).toContainText('Visa ending in 4242');
  await expect(row).toContainText('Succeeded');
  await expect(row.getByRole('link', { name: /^R-\d{4}-\d{6}$/ })).toBeVisible();

  // The card was never kept by the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain('4242424242424242');
  expect(stored).not.toMatch(/"cvc"|"card_number"/);
});

test('a merchant with no order pending sees the sample shop fee, 104.99 USD, and pays it', async ({
  page,
  request,
}) => {
  // Registered only: no plan ordered.
  const session = await registerMerchant(request);
  await seedSession(page, session);
  await page.goto('/billing');

  // The shop fee (docs/rules.md): 99.99 USD and 5 % tax (4.9995, unrounded), 104.99 in all.
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(amountOf(summary, 'Monthly Subscription Fee')).toHaveText('99.99 USD');
  await expect(amountOf(summary, 'Tax (5%)')).toHaveText('4.9995 USD');
  await expect(amountOf(summary, 'Total')).toHaveText('104.99 USD');
  await expect(summary).not.toContainText('MMK');
  await expect(summary.getByLabel('Partner code')).toHaveCount(0);

  await fillShopAndCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const alert = page.getByRole('alertdialog', {
    name: 'Payment successful and billing information saved!',
  });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await alert.getByRole('button', { name: 'OK' }).click();

  const payments = page.getByRole('region', { name: 'Payments' });
  const row = payments.getByRole('row').nth(1);
  await expect(row).toContainText('104.99');
  await expect(row).toContainText('USD');
  await expect(row).toContainText('Visa ending in 4242');
  await expect(row).toContainText('Succeeded');
});

test('4000 0000 0000 0002 is declined: the alert says so and the form stays', async ({
  loggedInPage: page,
  merchant: session,
  request,
}) => {
  await page.goto('/billing');
  await fillShopAndCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  const alert = page.getByRole('alertdialog', { name: 'Payment failed: Your card was declined.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Bo Aung Kyaw St');
  await expect(page.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();

  // The order is still pending: nothing was subscribed.
  const dashboard = await request.get(
    `/api/merchant/dashboard/${session.merchantUser.merchant_id}`,
    { headers: authHeaders(session) },
  );
  const body = (await dashboard.json()) as { subscription: unknown; payments: NamedItem[] };
  expect(body.subscription).toBeNull();
});

test('with the token no longer valid, /billing shows the session-expired screen', async ({
  page,
  merchant: session,
}) => {
  await seedSession(page, session, 'this-token-was-revoked');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
  await expect(page.getByLabel('Card Number', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbilling$/);
});
