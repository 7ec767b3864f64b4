/**
 * The public pages arrive already rendered (issue 21): with JavaScript off they show their
 * content in the reader's language and their links work; with it on, the app hydrates the page
 * the server sent (the same elements stay on screen; nothing is drawn twice) without a console
 * error, in both languages; a signed-in merchant's header is right too (that page is rendered
 * afresh, not hydrated, since the server cannot know the session).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { PRERENDERED_ROUTES } from '@contract/pages';
import { expect, seedSession, test } from './support';

const H1 = {
  en: { '/': 'Merchant Marketplace', '/price': 'Choose your Plan', '/customer': 'Find a Shop' },
  my: { '/': 'Merchant Marketplace', '/price': 'သင့်အစီအစဉ်ကို ရွေးပါ', '/customer': 'ဆိုင်ရှာရန်' },
} as const;

async function inLanguage(context: BrowserContext, baseURL: string, language: 'en' | 'my') {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), language);
}

/**
 * Records, from before the page's first byte, whether the server's `.app-shell` element was ever
 * taken out of the document (a fresh render replaces it; hydration keeps it).
 */
async function watchShell(page: Page) {
  await page.addInitScript(() => {
    const seen = { replaced: false };
    (window as unknown as { shell: typeof seen }).shell = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.classList.contains('app-shell')) seen.replaced = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const shellReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { shell: { replaced: boolean } }).shell.replaced);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'my'] as const) {
    test(`the public pages show their content and their links work (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await inLanguage(context, baseURL!, language);
      for (const route of PRERENDERED_ROUTES) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        expect([route, (await heading.textContent())?.trim()]).not.toEqual([route, '']);
      }
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[language]['/']);
      // The header's links are links: the next page arrives rendered too.
      await page.locator('.nav__link[href="/price"]').click();
      await expect(page).toHaveURL(/\/price$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[language]['/price']);
      await page.locator('.nav__link[href="/customer"]').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[language]['/customer']);
    });
  }
});

for (const language of ['en', 'my'] as const) {
  test(`the app hydrates each public page without a console error (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await inLanguage(context, baseURL!, language);
    await watchShell(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const route of PRERENDERED_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const sent = await page.locator('#root').getAttribute('data-prerendered');
      expect([route, sent]).toEqual([route, language]);
      // The app is running: the language menu answers (React's handlers are attached).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect([route, await shellReplaced(page)]).toEqual([route, false]);
    }
    expect(problems).toEqual([]);
    // Hydrated, the page is the app: a link navigates without loading a document.
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.nav__link[href="/price"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[language]['/price']);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
}

test("a signed-in merchant's header is right on a page the server rendered for visitors", async ({
  page,
  merchant,
}) => {
  await seedSession(page, merchant);
  await watchShell(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/price', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /Aye Aye/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await shellReplaced(page)).toBe(true);
  expect(problems).toEqual([]);
});
