/**
 * The basket bar on a phone (360 px) in a real browser, the API answered here from the component
 * tests' fixture shops: 'Add to order' shows its count, the bar at the bottom holds the count and
 * the total, 'View order' brings the basket into view with the focus on its heading, and the bar
 * never covers the page's end. At 1280 px there is no bar: the basket is beside the menu.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureShops, shweYee } from '../src/test/marketplaceFixtures';
import { axeProblems, expect, renderInBrowser, test } from './support';

const teaShop = `/shops/${encodeURIComponent(shweYee.slug)}`;

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
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Add to order shows the basket bar; View order focuses the basket', async ({ page }) => {
    await fakeApi(page);
    await page.goto(teaShop);
    const bar = page.getByRole('complementary', { name: 'Order summary' });
    await expect(bar).toHaveCount(0);
    const mohinga = page.getByRole('button', { name: 'Add to order: Mohinga' });
    await mohinga.click();
    await mohinga.click();
    await expect(mohinga).toHaveText('Add to order (2)');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('2 items');
    await expect(bar).toContainText('5,000 MMK');
    // Fixed at the bottom of the screen, its height published for the floating buttons.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(740);
    const reserved = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar-height'),
    );
    expect(reserved.trim()).not.toBe('');
    // At the page's end nothing is under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      return footer.getBoundingClientRect().bottom;
    });
    expect(footerBottom).toBeLessThanOrEqual(box.y + 1);

    await bar.getByRole('button', { name: 'View order' }).click();
    const heading = page.getByRole('heading', { level: 2, name: /^Your order/ });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('the bar in Burmese: Myanmar digits, and axe finds nothing serious', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    await fakeApi(page);
    await page.goto(teaShop);
    await page.getByRole('button', { name: 'အော်ဒါထဲ ထည့်ရန်: Mohinga' }).click();
    const bar = page.getByRole('complementary', { name: 'အော်ဒါ အကျဉ်း' });
    await expect(bar).toContainText('၁ ခု');
    await expect(bar).toContainText('၂,၅၀၀ ကျပ်');
    // One row: the words fit the bar's height.
    const [barBox, buttonBox] = await Promise.all([
      bar.boundingBox(),
      bar.getByRole('button', { name: 'အော်ဒါ ကြည့်ရန်' }).boundingBox(),
    ]);
    expect(buttonBox!.y).toBeGreaterThanOrEqual(barBox!.y);
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(barBox!.y + barBox!.height);
    expect(await axeProblems(page, 'store page with the basket bar (my)')).toEqual([]);
  });

  test('the menu comes first, with jump links to its sections', async ({ page }) => {
    await fakeApi(page);
    await page.goto(teaShop);
    const jumps = page.getByRole('navigation', { name: 'Menu sections' });
    await jumps.getByRole('link', { name: 'Noodles' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Noodles' })).toBeInViewport();
    const [menuTop, contactTop] = await Promise.all([
      page.getByRole('heading', { level: 2, name: 'Menu' }).boundingBox(),
      page.getByRole('heading', { level: 2, name: 'Contact' }).boundingBox(),
    ]);
    expect(menuTop!.y).toBeLessThan(contactTop!.y);
  });
});

test('at 1280 px there is no bar: the basket is beside the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await fakeApi(page);
  await page.goto(teaShop);
  await page.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeHidden();
  const heading = page.getByRole('heading', { level: 2, name: /^Your order/ });
  await expect(heading).toBeInViewport();
  // Kept in view below the sticky header, never under it, down to the menu's last item.
  await page
    .getByRole('heading', { name: 'Shan Noodles' })
    .evaluate((item) => item.scrollIntoView({ block: 'end' }));
  const [headingBox, headerBox] = await Promise.all([
    heading.boundingBox(),
    page.locator('header').first().boundingBox(),
  ]);
  expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  await expect(heading).toBeInViewport();
});
