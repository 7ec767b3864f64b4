/**
 * The header's 'Language' control: English ↔ မြန်မာ without a reload, on desktop and in the
 * narrow-screen menu; `<html lang>`; the choice kept under `lang` through a reload and a Logout;
 * a Burmese browser starting in Burmese; English pages fetching no Burmese font.
 */
import type { Page } from '@playwright/test';
import { expect, settle, test } from './support';

/** Marks the window, so a reload (which makes a new window object) is noticed. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { languageMark?: string }).languageMark = 'same page';
  });
}

const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { languageMark?: string }).languageMark ?? null);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('the Language control', () => {
  test('switches the page to Burmese on desktop without a reload, and the choice survives a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/price');
    await settle(page);
    expect(await htmlLang(page)).toBe('en');
    await markWindow(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'မြန်မာ' });

    const burmeseNav = page.getByRole('navigation', { name: 'အဓိက' });
    await expect(burmeseNav.getByRole('link', { name: 'ပင်မစာမျက်နှာ' })).toBeVisible();
    await expect(burmeseNav.getByRole('combobox', { name: 'ဘာသာစကား' })).toHaveValue('my');
    await expect(page.locator('footer')).toContainText('ဆိုင်များနှင့် ဈေးဝယ်သူများ ဆုံတွေ့ရာ');
    expect(await htmlLang(page)).toBe('my');
    expect(await sameWindow(page)).toBe('same page');
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('my');

    await page.reload();
    await settle(page);
    expect(await sameWindow(page)).toBeNull();
    expect(await htmlLang(page)).toBe('my');
    await expect(page.getByRole('navigation', { name: 'အဓိက' })).toBeVisible();

    // And back to English, again without a reload.
    await markWindow(page);
    await page.getByRole('combobox', { name: 'ဘာသာစကား' }).selectOption({ label: 'English' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await htmlLang(page)).toBe('en');
    expect(await sameWindow(page)).toBe('same page');
  });

  test('switches from the narrow-screen menu at 360 px, by keyboard, and nothing overflows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await settle(page);
    await markWindow(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const select = page.getByRole('combobox', { name: 'Language' });
    await expect(select).toBeVisible();
    // Keyboard only: Tab reaches the control after the links; the arrow key picks မြန်မာ.
    for (
      let i = 0;
      i < 12 && !(await select.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(select).toBeFocused();
    await select.selectOption('my');

    const menu = page.getByRole('navigation', { name: 'အဓိက' });
    await expect(menu.getByRole('link', { name: 'စျေးနှုန်း' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'မီနူး' })).toBeVisible();
    expect(await htmlLang(page)).toBe('my');
    expect(await sameWindow(page)).toBe('same page');
    await noHorizontalScroll(page);
    // Every link of the open menu fits the screen's width.
    for (const link of await menu.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.getByRole('button', { name: 'မီနူး' }).click();
    await noHorizontalScroll(page);
  });

  test('Logout keeps the language', async ({ page, merchant }) => {
    // Seeded once (not on the reload that ends the Logout): the merchant's session, and Burmese.
    await page.addInitScript(
      ({ token, user, merchantUser }) => {
        if (window.sessionStorage.getItem('seeded')) return;
        window.sessionStorage.setItem('seeded', 'yes');
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', JSON.stringify(user));
        window.localStorage.setItem('merchantUser', JSON.stringify(merchantUser));
        window.localStorage.setItem('lang', 'my');
      },
      { token: merchant.token, user: merchant.user, merchantUser: merchant.merchantUser },
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await settle(page);
    // The page arrives rendered in English for a visitor; the app, once it runs, reads the kept
    // language and session (on a busy machine, after the network has gone quiet).
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await page.getByRole('button', { name: merchant.user.username }).click();
    const profile = page.getByRole('dialog', { name: 'သင်၏ ကိုယ်ရေးအချက်အလက်' });
    const reloaded = page.waitForEvent('load');
    await profile.getByRole('button', { name: 'အကောင့်မှ ထွက်ရန်' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'အကောင့်ဝင်ရန်', exact: true })).toBeVisible();
    expect(await page.evaluate(() => ({ ...window.localStorage }))).toEqual({ lang: 'my' });
    expect(await htmlLang(page)).toBe('my');
  });
});

test.describe('the first visit', () => {
  test.use({ locale: 'my-MM' });

  test('a browser set to Burmese starts in Burmese', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    expect(await htmlLang(page)).toBe('my');
    await expect(page.getByRole('navigation', { name: 'အဓိက' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'ဘာသာစကား' })).toHaveValue('my');
    // Nothing was chosen yet: the browser's language decided, and nothing was stored.
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBeNull();
  });
});

test.describe('fonts', () => {
  test('an English page downloads no Burmese font; a Burmese page does', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /\.woff2?(\?|$)/.test(request.url())) {
        fonts.push(request.url());
      }
    });
    await page.goto('/');
    await settle(page);
    await page.goto('/price');
    await settle(page);
    expect(fonts, fonts.join('\n')).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('my');
    await expect(page.getByRole('navigation', { name: 'အဓိက' })).toBeVisible();
    await expect.poll(() => fonts.some((url) => /noto-sans-myanmar/i.test(url))).toBe(true);
  });
});
