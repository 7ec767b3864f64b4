/**
 * The marketplace's first journey, against the real server: a merchant verifies the phone with
 * the server's one-time code, pays for a plan, builds a store with two items and a photo, and
 * publishes it; a visitor in another browser context then finds the shop on /customer by
 * category, by township and by search, and opens its store page.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  authHeaders,
  axeProblems,
  expect,
  fillShopAndCard,
  horizontalOverflow,
  registerMerchant,
  seedSession,
  settle,
  test,
} from './support';

/** A small JPEG made here, as a phone's camera would hand it over. */
async function teaPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 196, g: 120, b: 48 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function addProduct(page: Page, name: string, price: string, photo?: Buffer) {
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Price (MMK)').fill(price);
  if (photo) {
    await dialog
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'lahpet.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'Photo now chosen' })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tabpanel')).toContainText(name);
}

test('a merchant verifies, pays, builds and publishes a store; a visitor finds it and opens it', async ({
  page,
  request,
  browser,
}) => {
  // The journey, then 28 axe sweeps of real pages: minutes on a busy 2-core machine.
  test.setTimeout(420_000);
  const suffix = `${Date.now()}`.slice(-6);
  const storeName = `Shwe Lahpet ${suffix}`;
  const session = await registerMerchant(request);
  const merchantId = session.merchantUser.merchant_id;
  await seedSession(page, session);

  // The phone, verified with the code the server's sandbox SMS provider hands back.
  await page.goto('/otp-verification');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const shown = await page.getByText(/^Your OTP code is \d{6}$/).textContent();
  const code = /(\d{6})$/.exec(shown ?? '')?.[1] ?? '';
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();

  // A plan ordered, then paid on /billing.
  const ordered = await request.post(`/api/merchant/addPlan/${merchantId}`, {
    headers: authHeaders(session),
    data: { plan_id: 1, duration_month: 3 },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  await page.goto('/billing');
  await fillShopAndCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const paid = page.getByRole('alertdialog', {
    name: 'Payment successful and billing information saved!',
  });
  await expect(paid).toBeVisible();
  await paid.getByRole('button', { name: 'OK' }).click();

  // The store: profile with a logo, two products (one with a photo), then publish.
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Store' })).toBeVisible();
  await page.getByLabel('Shop name').fill(storeName);
  await page.getByLabel('Description').first().fill('Pickled tea leaves and tea from Shan State.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Tea Shop' });
  await page.getByLabel('Township', { exact: true }).selectOption({ label: 'Yankin' });
  await page.getByLabel('Phone', { exact: true }).fill('09420000001');
  // A photo needs a saved store: the logo and the cover wait for the first save.
  const logo = page.getByLabel('Logo', { exact: true });
  const cover = page.getByLabel('Cover photo', { exact: true });
  await expect(logo).toBeDisabled();
  await expect(cover).toBeDisabled();
  await expect(page.getByText('Save your store profile first, then add a logo.')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your store profile is saved.')).toBeVisible();

  const photo = await teaPhoto();
  await expect(logo).toBeEnabled();
  await logo.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Logo now chosen' })).toBeVisible();
  await cover.setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Cover photo now chosen' })).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your store profile is saved.')).toBeVisible();

  await addProduct(page, 'Lahpet thoke', '2500', photo);
  await addProduct(page, 'Green tea leaves', '4500');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('Your store is published: customers can find it in the marketplace.'),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: `QR code of the store page of ${storeName}` }),
  ).toBeVisible();
  const storeLink = page.getByRole('link', { name: /\/shops\// });
  const storePath = new URL((await storeLink.getAttribute('href')) ?? '', 'http://x').pathname;
  expect(storePath).toMatch(/^\/shops\/shwe-lahpet-\d+$/);

  // A visitor, in a browser context of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const card = visitor.getByRole('link', { name: storeName });

  // By category, then district and township.
  await visitor.goto('/customer');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Find a Shop' })).toBeVisible();
  const category = visitor.getByLabel('Category', { exact: true });
  // Its options read 'Tea Shop (1)': the count of listed shops.
  const teaShop = await category.locator('option', { hasText: 'Tea Shop' }).getAttribute('value');
  await category.selectOption(teaShop ?? '');
  await expect(visitor).toHaveURL(/category=\d+/);
  await expect(card).toBeVisible();
  await visitor.getByLabel('District', { exact: true }).selectOption({ label: 'Yangon East' });
  await visitor.getByLabel('Township', { exact: true }).selectOption({ label: 'Yankin' });
  await expect(visitor).toHaveURL(/township=\d+/);
  await expect(card).toBeVisible();
  // Another township of the district does not show it.
  await visitor.getByLabel('Township', { exact: true }).selectOption({ label: 'Tamwe' });
  await expect(visitor.getByText('No shops match these filters.')).toBeVisible();

  // By search over an item's name, whatever its case, from a clean URL.
  await visitor.goto('/customer');
  await visitor.getByLabel('Search', { exact: true }).fill('GREEN TEA');
  await visitor.getByLabel('Search', { exact: true }).press('Enter');
  await expect(visitor).toHaveURL(/q=GREEN/);
  await expect(card).toBeVisible();

  await card.click();
  await expect(visitor).toHaveURL(storePath);
  await expect(visitor.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const main = visitor.getByRole('main');
  await expect(main).toContainText('Lahpet thoke');
  await expect(main).toContainText('2,500 MMK');
  await expect(main).toContainText('Green tea leaves');
  await expect(main).toContainText('4,500 MMK');
  await expect(main.locator('img[srcset*="/api/photos/"]').first()).toBeVisible();

  // With real data, in both languages, narrow and wide: no serious axe violation and no sideways
  // scroll on the visitor's pages and on the merchant's editor.
  const problems: string[] = [];
  const sweep = async (who: Page, routes: string[]) => {
    for (const language of ['en', 'my']) {
      await who.evaluate((chosen) => window.localStorage.setItem('lang', chosen), language);
      for (const route of routes) {
        for (const width of [360, 1280]) {
          await who.setViewportSize({ width, height: 800 });
          await who.goto(route);
          await settle(who);
          const where = `${route} at ${width}px in ${language}`;
          problems.push(...(await axeProblems(who, where)));
          const overflow = await horizontalOverflow(who);
          if (overflow) problems.push(`${where}: ${overflow}`);
        }
      }
    }
  };
  await sweep(visitor, ['/customer', '/customer?q=tea', storePath, '/shops/no-such-shop', '/']);
  await sweep(page, ['/store', '/dashboard']);
  expect(problems, problems.join('\n')).toEqual([]);
  await visitorContext.close();
});
