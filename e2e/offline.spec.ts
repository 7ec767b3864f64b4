/**
 * No connection, said plainly: an unknown URL is a 404 with 'Page Not Found'; offline, a banner
 * says so, and a page whose code was never fetched says 'You are offline' rather than 'Something
 * went wrong'; back online, the banner goes.
 */
import { completeOrder, offerLoyalty, placeOrderByApi, signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import { expect, seedCustomer, test, uniquePhone } from './support';

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
  // The banner's code arrives once the app has taken the page over, while still online; the
  // sections after the hero follow when the browser is idle, the Contact Us form last: all of the
  // landing page is here before the connection goes (a slow machine is still revealing them).
  await page.locator('.offline-banner').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
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

/**
 * The installed app's service worker (`/sw.js`, production build): a store page and /my/cards
 * read offline from their last visit, with when they were saved; a write tried offline says
 * nothing was sent. Other specs block service workers (playwright.config.ts): this one needs it.
 */
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a store page and /my/cards read offline, 'Offline: last updated', a write refused", async ({
    page,
    context,
    request,
  }) => {
    const shop = await openShopTakingOrders(request, `Offline Tea ${Date.now() % 100_000}`);
    await offerLoyalty(request, shop);
    const signedIn = await signInCustomerByApi(request, uniquePhone(), 'Thiri');
    const order = await placeOrderByApi(request, shop, signedIn, `offline-${shop.merchantId}`);
    await completeOrder(request, shop, order.id);
    await seedCustomer(page, signedIn);

    await page.goto(`/shops/${shop.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    // Registered after the page's load; its first version takes the page over at once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Visits through the worker: each page and the answers it reads are kept.
    await page.reload();
    await expect(page.getByText('Collect 3 stamps: Free milk tea')).toBeVisible();
    await page.goto('/my/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
    await expect(page.getByText('1 of 3 stamps')).toBeVisible();
    const note = page.getByRole('status').filter({ hasText: 'Offline: last updated' });
    await expect(note).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
    await expect(page.getByText('1 of 3 stamps')).toBeVisible();
    await expect(note).toBeVisible();

    await page.goto(`/shops/${shop.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    await expect(page.getByText('Collect 3 stamps: Free milk tea')).toBeVisible();
    await expect(note).toBeVisible();

    // Joining the membership is a write: offline, nothing is sent, and the page says so.
    const rewards = page.getByRole('region', { name: 'Rewards' });
    await rewards.getByRole('button', { name: 'Join membership' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'You are offline: nothing was sent. Try again when you are back online.',
    );
  });
});

test.describe('a new version of the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("is announced, waits, and takes over when 'Reload' is pressed", async ({ page }) => {
    await page.goto('/price');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Something the reader is in the middle of: it must survive until they choose to reload.
    await page.evaluate(() => {
      (window as { midTask?: boolean }).midTask = true;
    });
    // The next release: a worker at another address installs beside the one in control (as a
    // changed `/sw.js` would) and waits.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?release=next');
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready:' });
    await expect(prompt).toBeVisible();
    const versions = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting?.scriptURL ?? null,
          controller: navigator.serviceWorker.controller?.scriptURL ?? null,
        };
      });
    expect(await versions()).toEqual({
      waiting: expect.stringMatching(/\/sw\.js\?release=next$/),
      controller: expect.stringMatching(/\/sw\.js$/),
    });
    expect(await page.evaluate(() => (window as { midTask?: boolean }).midTask)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { midTask?: boolean }).midTask)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect((await versions()).controller).toMatch(/\/sw\.js\?release=next$/);
  });
});
