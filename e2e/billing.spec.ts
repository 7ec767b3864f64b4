import type { NamedItem } from '@contract';
import {
  authHeaders,
  expect,
  fillShopAndCard,
  merchantWithOrder,
  seedSession,
  test as base,
} from './support';

/** Every merchant here has a pending Standard order with add-ons: `loggedInPage` starts with it. */
const test = base.extend({
  merchant: async ({ request }, provide) => {
    await provide(await merchantWithOrder(request));
  },
});

test('a merchant who ordered a plan pays with 4242 4242 4242 4242 and sees it on the dashboard', async ({
  loggedInPage: page,
}) => {
  await page.goto('/billing');

  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary).toContainText('Monthly Subscription Fee');
  await expect(summary).toContainText('99.99 USD');
  await expect(summary).toContainText('4.9995 USD');
  await expect(summary).toContainText('104.99 USD');
  const order = page.getByRole('region', { name: 'Your Order' });
  await expect(order).toContainText('Standard');
  await expect(order).toContainText('6 months');

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
  await expect(row).toContainText('104.99');
  await expect(row).toContainText('USD');
  await expect(row).toContainText('Visa ending in 4242');
  await expect(row).toContainText('Succeeded');

  // The card was never kept by the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain('4242424242424242');
  expect(stored).not.toMatch(/"cvc"|"card_number"/);
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
  await expect(page).toHaveURL(/\/login$/);
});
