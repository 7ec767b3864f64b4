/**
 * Accessibility and layout of every route: axe-core finds no serious or critical
 * violation at 360 px and 1280 px, logged out and logged in, in English and in Burmese, and with
 * each dialog open; no route
 * scrolls sideways at 360, 768 or 1280 px; the header collapses into a menu button on a phone; the
 * skip link moves focus to the content; focus is visible; reduced motion is honoured.
 */
import type { Page } from '@playwright/test';
import { atRest, axeProblems, expect, horizontalOverflow, ROUTES, settle, test } from './support';

const AXE_WIDTHS = [360, 1280];
const LAYOUT_WIDTHS = [360, 768, 1280];
const HEIGHT = 800;

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  await atRest(page);
}

/** At 360 px the avatar sits in the collapsed menu: open the menu first. */
async function openProfile(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: /Aye Aye/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function checkRoutes(page: Page, session: string, routes: readonly string[]) {
  const problems: string[] = [];
  for (const route of routes) {
    await resize(page, 1280);
    await page.goto(route);
    await settle(page);
    for (const width of LAYOUT_WIDTHS) {
      await resize(page, width);
      const overflow = await horizontalOverflow(page);
      if (overflow) problems.push(`${route} at ${width}px ${session}: ${overflow}`);
      if (AXE_WIDTHS.includes(width)) {
        problems.push(...(await axeProblems(page, `${route} at ${width}px ${session}`)));
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

/** Starts every page of `page` in Burmese, as a reader who chose it in the header would. */
async function inBurmese(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
}

// Each test stands alone (its own page and sign-in): the file's tests share the workers instead of
// one worker walking every route four times.
test.describe.configure({ mode: 'parallel' });

/** The routes in three runs of seven: twelve shorter tests share the workers evenly. */
const ROUTE_GROUPS = [0, 1, 2].map((group) => ROUTES.filter((_, index) => index % 3 === group));
test.describe('every route', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const routes of ROUTE_GROUPS) {
    const part = `(routes ${routes.join(' ')})`;

    test(`logged out ${part}`, async ({ page }) => {
      await checkRoutes(page, 'logged out', routes);
    });

    test(`logged in ${part}`, async ({ loggedInPage: page }) => {
      await checkRoutes(page, 'logged in', routes);
    });

    test(`logged out, in Burmese ${part}`, async ({ page }) => {
      await inBurmese(page);
      await checkRoutes(page, 'logged out, in Burmese', routes);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
    });

    test(`logged in, in Burmese ${part}`, async ({ loggedInPage: page }) => {
      await inBurmese(page);
      await checkRoutes(page, 'logged in, in Burmese', routes);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
    });
  }
});

test.describe('with a dialog open', () => {
  for (const width of AXE_WIDTHS) {
    test(`the profile dialog at ${width}px`, async ({ loggedInPage: page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto('/');
      await settle(page);
      await openProfile(page);
      const problems = await axeProblems(page, `profile dialog at ${width}px`);
      expect(problems, problems.join('\n')).toEqual([]);
    });

    for (const route of ['/', '/price']) {
      test(`the Price Calculator on ${route} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(route);
        await settle(page);
        await page.getByRole('button', { name: 'Price Calculator', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Price Calculator' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('table', { name: 'Totals' })).toBeVisible();
        await atRest(page);
        const problems = await axeProblems(page, `calculator on ${route} at ${width}px`);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }

    test(`the Terms Not Accepted modal at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto('/price');
      await settle(page);
      const partner = page.getByRole('region', { name: 'Partner with us' });
      await partner.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Terms Not Accepted' })).toBeVisible();
      await atRest(page);
      const problems = await axeProblems(page, `terms modal at ${width}px`);
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`the alert dialog at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto('/payment');
      await settle(page);
      await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await page.getByLabel('Cardholder Name').fill('Aye Aye');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await atRest(page);
      const problems = await axeProblems(page, `alert dialog at ${width}px`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

test.describe('keyboard, small screens and motion', () => {
  test('the header collapses into a menu button at 360 px and opens by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto('/');
    await settle(page);
    const nav = page.getByRole('navigation', { name: /main/i });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();
    // The brand and the menu button share one row.
    const brand = await page
      .getByRole('link', { name: 'Merchant Marketplace', exact: true })
      .boundingBox();
    const button = await toggle.boundingBox();
    expect(Math.abs((brand?.y ?? 0) - (button?.y ?? 999))).toBeLessThan(24);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await expect(toggle).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/price');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands inside the content, not back in the header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.querySelector('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
  });

  test('focus is visible on links, buttons and fields', async ({ page }) => {
    await page.goto('/login');
    await settle(page);
    const targets = [
      page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Pricing' }),
      page.getByRole('main').getByLabel('Phone Number'),
      page.getByRole('main').getByRole('button', { name: 'Login', exact: true }),
    ];
    for (const target of targets) {
      await target.focus();
      // Focused by keyboard (Tab away and back), so :focus-visible applies.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      const ring = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
          shadow: style.boxShadow !== 'none',
        };
      });
      expect(ring.outline || ring.shadow, 'a visible focus indicator').toBe(true);
    }
  });

  test('reduced motion: no smooth scroll, no rotating text, the hero video paused', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await settle(page);
    const behaviour = await page.evaluate(
      () => getComputedStyle(document.documentElement).scrollBehavior,
    );
    expect(behaviour).not.toBe('smooth');

    const videos = page.locator('video');
    for (let i = 0; i < (await videos.count()); i += 1) {
      const video = videos.nth(i);
      await expect(video).not.toHaveAttribute('autoplay', /.*/);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    }

    // Rotating text: the hero's words do not change over a few seconds.
    const hero = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    const before = await page.getByRole('main').locator('section').first().innerText();
    await page.waitForTimeout(3500);
    expect(await page.getByRole('main').locator('section').first().innerText()).toBe(before);
    await expect(hero).toBeVisible();

    // No running CSS animation anywhere on the page.
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && (a.effect?.getTiming().iterations ?? 1) > 1)
        .map((a) => (a.effect as KeyframeEffect | null)?.target?.nodeName ?? '?'),
    );
    expect(running).toEqual([]);
  });
});
