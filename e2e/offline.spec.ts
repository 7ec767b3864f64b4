/**
 * No connection, said plainly: an unknown URL is a 404 with 'Page Not Found'; offline, a banner
 * says so, and a page whose code was never fetched says 'You are offline' rather than 'Something
 * went wrong'; back online, the banner goes.
 */
import { expect, test } from './support';

test('an unknown URL answers 404 with the Page Not Found page, in both languages', async ({
  page,
  context,
}) => {
  const english = await page.goto('/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  // The reader chooses Burmese (the app keeps the choice in local storage and a cookie).
  await context.addCookies([{ name: 'lang', value: 'my', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('lang', 'my'));
  const burmese = await page.goto('/shops-that-never-were/x');
  expect(burmese?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'စာမျက်နှာ မတွေ့ပါ' })).toBeVisible();
});

test("offline: a banner, and 'You are offline' for a page not fetched yet", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant Marketplace' })).toBeVisible();
  // The banner's code arrives once the app has taken the page over, while still online.
  await page.locator('.offline-banner').waitFor({ state: 'attached' });
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'See plans and pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
