/**
 * The header at every width a person uses, from a 320 px phone to a 1920 px screen, in both
 * languages, for a visitor, a signed-in merchant (on the landing page and on their own page) and
 * a signed-in shopper: no label wraps inside a button or link, nothing of the header sticks out
 * of the screen, the brand's name is whole from 1280 px, and from 1024 px the header is one row.
 * On a phone the menu is opened and measured too, and the shopper's menus are opened on every
 * width. The words come from the catalogues, so a changed translation changes the test with it.
 */
import type { Page } from '@playwright/test';
import en from '../src/i18n/catalogues/en.json';
import my from '../src/i18n/catalogues/my.json';
import { signInCustomerByApi } from './loyaltyKit';
import {
  atRest,
  expect,
  registerMerchant,
  seedCustomer,
  seedSession,
  test,
  uniquePhone,
} from './support';

const WIDTHS = [320, 360, 768, 1024, 1280, 1440, 1920];
/** Narrower than this, the navigation is behind the menu button. */
const PHONE_MAX = 767;
const ONE_ROW_FROM = 1024;
const WHOLE_BRAND_FROM = 1280;
const SHOPPER_NAME = 'Thiri Thiri';

const CATALOGUES = { en, my } as const;
type Language = keyof typeof CATALOGUES;

/**
 * What is wrong with the header as drawn now: labels on more than one line, parts outside the
 * screen, a cut brand, more than one row. `scope` limits the measure to part of the header.
 */
function headerProblems(page: Page, scope = '.site-header') {
  return page.evaluate(
    ({ scope, oneRowFrom, wholeBrandFrom }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      /** How many lines the element's text takes (its text boxes, grouped by line). */
      const lines = (el: Element) => {
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
        }
        boxes.sort((a, b) => a.top - b.top);
        let count = 0;
        let bottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= bottom - 1) {
            count += 1;
            bottom = box.bottom;
          } else bottom = Math.max(bottom, box.bottom);
        }
        return count;
      };

      const root = document.querySelector(scope);
      if (!root) return [`no ${scope}`];
      const controls = [
        ...root.querySelectorAll('a, button, select, [role="button"], label, .brand__name'),
      ].filter(shown);
      for (const control of controls) {
        const count = lines(control);
        if (count > 1) problems.push(`${name(control)} takes ${count} lines`);
        const box = control.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) {
          problems.push(`${name(control)} is outside the screen (${box.left}–${box.right})`);
        }
      }

      if (scope === '.site-header') {
        const brand = root.querySelector('.brand__name');
        if (width >= wholeBrandFrom) {
          if (!brand || !shown(brand)) problems.push("the brand's name is not shown");
          else if (brand.scrollWidth > brand.clientWidth) {
            problems.push(`the brand is cut (${brand.scrollWidth} > ${brand.clientWidth})`);
          }
        }
        if (width >= oneRowFrom) {
          const row = [root.querySelector('.brand'), ...controls].filter(
            (el): el is Element => !!el && shown(el) && !el.closest('.header-menu__panel'),
          );
          const boxes = row.map((el) => el.getBoundingClientRect());
          const lowestTop = Math.max(...boxes.map((b) => b.top));
          const highestBottom = Math.min(...boxes.map((b) => b.bottom));
          if (lowestTop >= highestBottom) {
            const height = Math.round(root.getBoundingClientRect().height);
            problems.push(`the header is more than one row (${height} px tall)`);
          }
        }
      }
      return problems;
    },
    { scope, oneRowFrom: ONE_ROW_FROM, wholeBrandFrom: WHOLE_BRAND_FROM },
  );
}

/** The header measured at every width (the menu and the shopper's menus opened as well). */
async function sweep(page: Page, language: Language, opens: string[]): Promise<string[]> {
  const words = CATALOGUES[language];
  const problems: string[] = [];
  const header = page.locator('.site-header');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => document.fonts.ready);
    await atRest(page);
    const at = (found: string[]) => found.map((p) => `${width} px: ${p}`);
    problems.push(...at(await headerProblems(page)));
    // On a phone (and with the Burmese marketing links, up to 1280 px) the links, the language
    // and the account are behind the menu button.
    const menu = header.getByRole('button', { name: words.app.menu });
    const folded = await menu.isVisible();
    if (width <= PHONE_MAX) expect(folded, `${width} px: the menu button`).toBe(true);
    if (folded) {
      await menu.click();
      await atRest(page);
      problems.push(...at((await headerProblems(page, '.nav')).map((p) => `menu open: ${p}`)));
    }
    for (const name of opens) {
      const button = header.getByRole('button', { name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await atRest(page);
      // With the menu open the header is taller than a row: only what is in it is measured.
      const opened = await headerProblems(page, folded ? '.nav' : '.site-header');
      problems.push(...at(opened.map((p) => `${name} open: ${p}`)));
      await button.press('Escape');
    }
    if (folded) await menu.click();
  }
  return problems;
}

async function startIn(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
  await page.setViewportSize({ width: 1920, height: 800 });
}

for (const language of ['en', 'my'] as const) {
  const words = CATALOGUES[language];

  test.describe(`the header in ${language === 'en' ? 'English' : 'Burmese'}`, () => {
    test('for a visitor, at every width', async ({ page }) => {
      await startIn(page, language);
      await page.goto('/');
      const header = page.locator('.site-header');
      await expect(header.getByRole('link', { name: words.session.register })).toBeVisible();
      expect(await sweep(page, language, [])).toEqual([]);
    });

    test('for a signed-in merchant, on the landing page and on their own page', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await seedSession(page, await registerMerchant(request));
      await startIn(page, language);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Aye Aye' })).toBeVisible();
      const onLanding = await sweep(page, language, []);

      await page.setViewportSize({ width: 1920, height: 800 });
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: words.app.mainNavigation });
      await expect(nav.getByRole('link', { name: words.dashboard.nav.billing })).toBeVisible();
      const onDashboard = await sweep(page, language, []);
      expect([...onLanding, ...onDashboard.map((p) => `/dashboard: ${p}`)]).toEqual([]);
    });

    test('for a signed-in shopper, with their menus open', async ({ page, request }) => {
      test.setTimeout(90_000);
      await seedCustomer(page, await signInCustomerByApi(request, uniquePhone(), SHOPPER_NAME));
      await startIn(page, language);
      await page.goto('/');
      await expect(page.getByRole('button', { name: SHOPPER_NAME })).toBeVisible();
      expect(await sweep(page, language, [words.customer.forShops, SHOPPER_NAME])).toEqual([]);
    });
  });
}
