/**
 * The floating buttons (scroll to top on every page, the Price Calculator on `/` and `/price`)
 * never cover a control, a price or a phone number. Every route, public and signed in (a
 * merchant's pages with a listed shop, a shopper's), at 360 and 1280 px in both languages, is
 * scrolled from top to end a third of a screen at a time; at each step a visible control (a
 * link, button, field or `role="button"`) or a price or phone number that meets a floating button
 * fails the test. What has scrolled under the sticky header or under the floating buttons' band
 * is out of sight, not covered (the band is opaque, as the header is); at the end of the page
 * nothing may be left under the band, so the page's last line is always reachable. Controls that
 * stay on screen (the header's, a store page's basket bar) are measured where they are. The
 * scroll-to-top button is on screen at every step.
 */
import type { Page } from '@playwright/test';
import en from '../src/i18n/catalogues/en.json';
import my from '../src/i18n/catalogues/my.json';
import { signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import { atRest, expect, seedCustomer, seedSession, test, uniquePhone } from './support';

const WIDTHS = [360, 1280];
const CATALOGUES = { en, my } as const;
type Language = keyof typeof CATALOGUES;

const PUBLIC_ROUTES = [
  '/',
  '/price',
  '/training',
  '/register',
  '/login',
  '/customer',
  '/my/login',
  '/additionalFeatures/SocialMedia',
  '/additionalFeatures/Orders',
  '/additionalFeatures/Advertisement',
  '/additionalFeatures/Analytics',
  '/additionalFeatures/Branches',
  '/additionalFeatures/Designs',
  '/no-such-page',
];
const MERCHANT_ROUTES = [
  '/dashboard',
  '/store',
  '/store/orders',
  '/store/loyalty',
  '/store/promotions',
  '/billing',
  '/payment',
  '/paymentMethod',
];
const SHOPPER_ROUTES = ['/my/orders', '/my/cards'];

/** What a floating button may never cover. */
const GUARDED = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  'a[href^="tel:"]',
  // Prices and phone numbers, by their elements' names (catalogue-item__price, basket__total…).
  '[class*="__price"]',
  '[class*="__total"]',
  '[class*="__subtotal"]',
  '[class*="__amount"]',
  '[class*="__phone"]',
  '[class*="__number"]',
].join(', ');

/**
 * Scrolls the page from top to end and returns what a floating button covered at each step, and
 * what was left under the band at the end.
 */
function coveredWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async (guarded) => {
    // A painted frame, or a tenth of a second where the browser paints nothing (a starved or
    // throttled renderer must not hold the sweep forever).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const problems: string[] = [];
    const band = document.querySelector('.floating-band');
    const buttons = [...document.querySelectorAll('.scroll-to-top, .calculator-launcher')];
    const scrollToTop = document.querySelector('.scroll-to-top');
    if (!scrollToTop) return ['no scroll-to-top button'];
    // Only an opaque band hides what scrolls under it.
    const opaqueBand = band && /^rgb\(/.test(getComputedStyle(band).backgroundColor) ? band : null;
    const header = document.querySelector('.site-header');
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    /** Whether the element stays on screen as the page scrolls (in a fixed or sticky bar). */
    const onScreenAlways = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    /** Whether the part of `a` from `top` to `bottom` meets `b`. */
    const meets = (a: DOMRect, top: number, bottom: number, b: DOMRect) =>
      a.left < b.right && b.left < a.right && top < b.bottom && b.top < bottom;

    const root = document.scrollingElement ?? document.documentElement;
    const end = () => root.scrollHeight - window.innerHeight;
    const step = Math.max(1, Math.floor(window.innerHeight / 3));
    const found = new Set<string>();
    // A page that keeps growing as it scrolls would keep the sweep going: it is a finding.
    let steps = 0;
    for (let y = 0; ; y = Math.min(y + step, end())) {
      if (++steps > 200) {
        found.add(`the page kept growing while scrolled (at ${y} of ${end()})`);
        break;
      }
      window.scrollTo(0, y);
      await frame();
      await frame();
      if (!shown(scrollToTop)) found.add(`at ${y}: the scroll-to-top button is not shown`);
      const bandTop = opaqueBand?.getBoundingClientRect().top ?? window.innerHeight;
      const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
      const targets = buttons.filter(shown).map((b) => [b, b.getBoundingClientRect()] as const);
      for (const el of document.querySelectorAll(guarded)) {
        if (buttons.includes(el) || !shown(el)) continue;
        const box = el.getBoundingClientRect();
        const fixed = onScreenAlways(el);
        // In the page's flow, only what is between the header and the band is in sight.
        const top = fixed ? box.top : Math.max(box.top, headerBottom);
        const bottom = fixed ? box.bottom : Math.min(box.bottom, bandTop);
        if (bottom <= top) continue;
        for (const [button, target] of targets) {
          if (meets(box, top, bottom, target)) {
            found.add(`at ${y}: ${name(button)} covers ${name(el)}`);
          }
        }
      }
      if (y >= end()) {
        // The end of the page: nothing in its flow is left under the band.
        for (const el of document.querySelectorAll(guarded)) {
          if (buttons.includes(el) || !shown(el) || onScreenAlways(el)) continue;
          const box = el.getBoundingClientRect();
          if (box.bottom > bandTop + 0.5 && box.top < window.innerHeight) {
            found.add(`at the end: ${name(el)} is left under the floating buttons' band`);
          }
        }
        break;
      }
    }
    problems.push(...found);
    return problems;
  }, GUARDED);
}

/** The route at each width, measured once it has loaded and settled. */
async function sweepRoute(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (page.url() === 'about:blank' || new URL(page.url()).pathname !== route) {
      await page.goto(route);
    }
    // Loaded: its heading shown and no spinner left (live pages keep a stream open, so the
    // network is never idle).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.spinner')).toHaveCount(0);
    // The landing page's lower sections arrive after its hero (slowly on a busy machine): the
    // page is swept once all of it is there, as its full length decides where the buttons go.
    await expect(page.locator('.pending-sections')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    await atRest(page);
    problems.push(...(await coveredWhileScrolling(page)).map((p) => `${route} ${width} px: ${p}`));
  }
  return problems;
}

async function startIn(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
}

for (const language of ['en', 'my'] as const) {
  const words = CATALOGUES[language];

  test.describe(`floating buttons in ${language === 'en' ? 'English' : 'Burmese'}`, () => {
    test('cover nothing on the public pages', async ({ page }) => {
      test.setTimeout(180_000);
      await startIn(page, language);
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) problems.push(...(await sweepRoute(page, route)));
      expect(problems).toEqual([]);
    });

    test("cover nothing on a merchant's pages and their listed shop's page", async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const shop = await openShopTakingOrders(request, 'Shwe Floating Tea');
      await seedSession(page, shop.session);
      await startIn(page, language);
      const problems: string[] = [];
      for (const route of [...MERCHANT_ROUTES, `/shops/${shop.slug}`]) {
        problems.push(...(await sweepRoute(page, route)));
      }
      // The store page on a phone with something in the basket: its bar, and the band above it.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.getByRole('button', { name: words.ordering.addToOrder }).first().click();
      await expect(page.getByRole('button', { name: words.ordering.viewOrder })).toBeVisible();
      await atRest(page);
      problems.push(
        ...(await coveredWhileScrolling(page)).map((p) => `store page with a basket: ${p}`),
      );
      expect(problems).toEqual([]);
    });

    test("cover nothing on a shopper's pages", async ({ page, request }) => {
      test.setTimeout(120_000);
      await seedCustomer(page, await signInCustomerByApi(request, uniquePhone(), 'Thiri'));
      await startIn(page, language);
      const problems: string[] = [];
      for (const route of SHOPPER_ROUTES) problems.push(...(await sweepRoute(page, route)));
      expect(problems).toEqual([]);
    });
  });
}
