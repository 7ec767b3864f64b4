/**
 * Not a test: `npm run screenshots` runs this file (playwright.screenshots.config.ts) to write a
 * full-page PNG of every route at 360 and 1280 px into screenshots/, and with --docs the three
 * first-viewport images docs/development.md shows (Screenshots; README.md shows two) into docs/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openShopTakingOrders } from './orderKit';
import { merchantWithOrder, ROUTES, seedSession, settle, test } from './support';

const OUT = path.resolve(__dirname, '..', 'screenshots');
const DOCS = path.resolve(__dirname, '..', 'docs');
const WIDTHS = [360, 1280];

/** Pages that show more to a merchant: shot again, logged in with a pending order. */
const MEMBER_ROUTES = ['/', '/billing', '/dashboard'];

/**
 * The English three: [file name, route, width, logged in, pixels per CSS pixel]. The landing
 * page's photo hero makes a large PNG, so it is drawn at half resolution.
 */
const DOC_SHOTS: Array<[string, string, number, boolean, number]> = [
  ['landing-1280.png', '/', 1280, false, 0.5],
  ['price-360.png', '/price', 360, false, 1],
  ['billing-1280.png', '/billing', 1280, true, 1],
];

/** The Burmese three, in the same form: the page starts with `lang` set to 'my'. */
const MY_DOC_SHOTS: Array<[string, string, number, boolean, number]> = [
  ['my-price-360.png', '/price', 360, false, 1],
  ['my-billing-1280.png', '/billing', 1280, true, 1],
  ['my-dashboard-360.png', '/dashboard', 360, true, 1],
];

const slug = (route: string) =>
  route === '/'
    ? 'home'
    : route
        .slice(1)
        .replace(/[^A-Za-z0-9]+/g, '-')
        .toLowerCase();

/** Opens a route at a width and waits until it is at rest (no video frame, no transition). */
async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
  await page.goto(route);
  await settle(page, 300);
}

test.use({
  colorScheme: 'light',
  deviceScaleFactor: 1,
  contextOptions: { reducedMotion: 'reduce' },
});

test('every route at 360 and 1280 px', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  for (const route of ROUTES) {
    for (const width of WIDTHS) {
      await open(page, route, width);
      await page.screenshot({
        path: path.join(OUT, `${slug(route)}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
});

test('the pages of a logged-in merchant', async ({ page, request }) => {
  await mkdir(OUT, { recursive: true });
  await seedSession(page, await merchantWithOrder(request, { addon: false }));
  for (const route of MEMBER_ROUTES) {
    for (const width of WIDTHS) {
      await open(page, route, width);
      await page.screenshot({
        path: path.join(OUT, `${slug(route)}-member-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
});

test('the README images', async ({ browser, request }) => {
  test.skip(!process.env.SCREENSHOTS_DOCS, 'only with --docs');
  const session = await merchantWithOrder(request, { addon: false });
  const shots = [
    ...DOC_SHOTS.map((shot) => ({ shot, burmese: false })),
    ...MY_DOC_SHOTS.map((shot) => ({ shot, burmese: true })),
  ];
  for (const { shot, burmese } of shots) {
    const [file, route, width, member, deviceScaleFactor] = shot;
    const context = await browser.newContext({ reducedMotion: 'reduce', deviceScaleFactor });
    const page = await context.newPage();
    if (burmese) await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    if (member) await seedSession(page, session);
    await open(page, route, width);
    // The first viewport only, and not too tall: a small file for the repository.
    await page.screenshot({
      path: path.join(DOCS, file),
      clip: { x: 0, y: 0, width, height: width < 768 ? 740 : 640 },
      animations: 'disabled',
    });
    await context.close();
  }
});

/**
 * The three images of a merchant's and a shopper's day (docs/development.md): the dashboard with
 * its checklist, a store page on a phone with an item in the basket (the basket bar at the
 * bottom), and the header in Burmese at 1280 px.
 */
test('the journey images', async ({ browser, request }) => {
  test.skip(!process.env.SCREENSHOTS_DOCS, 'only with --docs');
  const merchant = await merchantWithOrder(request, { addon: false });
  const shop = await openShopTakingOrders(request, 'Shwe Taung Noodles');

  const dashboard = await browser.newContext({ reducedMotion: 'reduce' });
  const dashboardPage = await dashboard.newPage();
  await seedSession(dashboardPage, merchant);
  await open(dashboardPage, '/dashboard', 1280);
  await dashboardPage.screenshot({
    path: path.join(DOCS, 'dashboard-1280.png'),
    clip: { x: 0, y: 0, width: 1280, height: 720 },
    animations: 'disabled',
  });
  await dashboard.close();

  const store = await browser.newContext({ reducedMotion: 'reduce' });
  const storePage = await store.newPage();
  await open(storePage, `/shops/${shop.slug}`, 360);
  await storePage
    .getByRole('button', { name: /Add to order/ })
    .first()
    .click();
  await settle(storePage, 300);
  await storePage.screenshot({
    path: path.join(DOCS, 'shop-basket-360.png'),
    animations: 'disabled',
  });
  await store.close();

  const header = await browser.newContext({ reducedMotion: 'reduce' });
  const headerPage = await header.newPage();
  await headerPage.addInitScript(() => window.localStorage.setItem('lang', 'my'));
  await seedSession(headerPage, merchant);
  await open(headerPage, '/dashboard', 1280);
  await headerPage.screenshot({
    path: path.join(DOCS, 'my-header-1280.png'),
    clip: { x: 0, y: 0, width: 1280, height: 240 },
    animations: 'disabled',
  });
  await header.close();
});
