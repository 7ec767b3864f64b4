/**
 * The public pages arrive already rendered (issue 21): with JavaScript off they show their
 * content in the reader's language and their links work; with it on, the app hydrates the page
 * the server sent (the same elements stay on screen; nothing is drawn twice) without a console
 * error, in both languages; a signed-in merchant's header is right too (that page is rendered
 * afresh, not hydrated, since the server cannot know the session).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { PRERENDERED_ROUTES } from '@contract/pages';
import { offerLoyalty, signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import { expect, seedCustomer, seedSession, test } from './support';

const H1 = {
  en: { '/': 'Merchant Marketplace', '/price': 'Choose your Plan', '/customer': 'Find a Shop' },
  my: { '/': 'Merchant Marketplace', '/price': 'သင့်အစီအစဉ်ကို ရွေးပါ', '/customer': 'ဆိုင်ရှာရန်' },
} as const;

const WORDS = {
  en: {
    menu: 'Menu',
    hours: 'Opening hours',
    price: '2,500 MMK',
    open: 'Open now',
    closed: 'Closed',
  },
  my: {
    menu: 'မီနူး',
    hours: 'ဖွင့်ချိန်',
    price: '၂,၅၀၀ ကျပ်',
    open: 'ယခု ဖွင့်ထားပါသည်',
    closed: 'ပိတ်ထားပါသည်',
  },
} as const;

async function inLanguage(context: BrowserContext, baseURL: string, language: 'en' | 'my') {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), language);
}

/**
 * Records, from before the page's first byte, whether the server's `.app-shell` element was ever
 * taken out of the document (a fresh render replaces it; hydration keeps it), and whether a page
 * heading was (the page drawn again inside a kept shell: a spinner in its place meanwhile).
 */
async function watchShell(page: Page) {
  await page.addInitScript(() => {
    const seen = { replaced: false, redrawn: false };
    (window as unknown as { shell: typeof seen }).shell = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.classList.contains('app-shell')) seen.replaced = true;
          if (node.matches('h1') || node.querySelector('h1')) seen.redrawn = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The harness's own line where the app registers its service worker: the browser tests block
 * workers (playwright.config.ts), so that their network routes see every request. Not the app's.
 */
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Every console error or warning and uncaught error from now on, with the page's URL. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text() === WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

const shellReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { shell: { replaced: boolean } }).shell.replaced);

const pageRedrawn = (page: Page) =>
  page.evaluate(() => (window as unknown as { shell: { redrawn: boolean } }).shell.redrawn);

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
    const problems = consoleProblems(page);
    for (const route of PRERENDERED_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const sent = await page.locator('#root').getAttribute('data-prerendered');
      expect([route, sent]).toEqual([route, language]);
      // The app is running: the shell's buttons are enabled once React has taken the page over.
      await expect(page.locator('fieldset.app-shell')).toBeEnabled();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect([route, await shellReplaced(page), await pageRedrawn(page)]).toEqual([
        route,
        false,
        false,
      ]);
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
    if (message.type() === 'error' && message.text() !== WORKER_BLOCKED) {
      problems.push(message.text());
    }
  });
  await page.goto('/price', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /Aye Aye/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await shellReplaced(page)).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('store pages and the marketplace, rendered per request', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    for (const language of ['en', 'my'] as const) {
      test(`a store page shows its catalogue and hours, the marketplace its shops, and their links work (${language})`, async ({
        page,
        context,
        baseURL,
        request,
      }) => {
        const shop = await openShopTakingOrders(request, `Mohinga House ${language} ${Date.now()}`);
        await inLanguage(context, baseURL!, language);
        await page.goto(`/shops/${shop.slug}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
        await expect(page).toHaveTitle(`${shop.name} | Merchant Marketplace`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: WORDS[language].menu })).toBeVisible();
        for (const dish of shop.dishes) {
          await expect(main.getByRole('heading', { name: dish.name, exact: true })).toBeVisible();
        }
        // Mohinga's price, in the language's digits.
        await expect(main.getByText(WORDS[language].price)).toBeVisible();
        await expect(
          main.getByRole('region', { name: WORDS[language].hours }).first(),
        ).toBeVisible();

        // The marketplace, searched by the shop's name: its card links to the store page.
        await page.goto(`/customer?q=${encodeURIComponent(shop.name)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[language]['/customer']);
        await main.getByRole('link', { name: shop.name }).click();
        await expect(page).toHaveURL(new RegExp(`/shops/${shop.slug}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
        // Its category links back to the marketplace, filtered.
        await main.locator('a[href="/customer?category=1"]').first().click();
        await expect(page).toHaveURL(/\/customer\?category=1$/);
        await expect(main.getByRole('link', { name: shop.name })).toBeVisible();

        // A shop that is not listed: the page says so, with a 404.
        const missing = await page.goto('/shops/no-such-shop-here');
        expect(missing?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });

  for (const language of ['en', 'my'] as const) {
    test(`the app hydrates a store page and the marketplace over their data, fetching neither again (${language})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const shop = await openShopTakingOrders(request, `Tea Corner ${language} ${Date.now()}`);
      await inLanguage(context, baseURL!, language);
      await watchShell(page);
      const problems = consoleProblems(page);
      const calls: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/api/marketplace/')) calls.push(url.pathname + url.search);
      });

      await page.goto(`/shops/${shop.slug}`, { waitUntil: 'networkidle' });
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', language);
      // Hydrated: the clock runs (the server leaves the shop's status empty: then 'Open now', as
      // the shop is open all day, or 'Closed') and the buttons work.
      const { open, closed } = WORDS[language];
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: new RegExp(`^(${open}|${closed})$`) })
          .first(),
      ).toBeVisible();
      const main = page.getByRole('main');
      await main
        .getByRole('button', { name: new RegExp(shop.dishes[0]!.name) })
        .first()
        .click();
      await expect(page.getByRole('region', { name: /order|အော်ဒါ/i }).first()).toContainText(
        shop.dishes[0]!.name,
      );
      expect([await shellReplaced(page), await pageRedrawn(page)]).toEqual([false, false]);

      await page.goto(`/customer?q=${encodeURIComponent(shop.name)}`, { waitUntil: 'networkidle' });
      await expect(main.getByRole('link', { name: shop.name })).toBeVisible();
      await expect(page.locator('fieldset.app-shell')).toBeEnabled();
      expect([await shellReplaced(page), await pageRedrawn(page)]).toEqual([false, false]);

      // Neither page asked for what it was sent with (only the marketplace's ad banner, asked for
      // once its slot is drawn: waited for, as it can come after the network went quiet).
      await expect.poll(() => calls).toEqual(['/api/marketplace/banner']);
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in shopper gets the page hydrated, then their own standing', async ({
    page,
    request,
  }) => {
    const shop = await openShopTakingOrders(request, `Noodle Bar ${Date.now()}`);
    await offerLoyalty(request, shop);
    const phone = `09${String(Date.now()).slice(-9)}`;
    await seedCustomer(page, await signInCustomerByApi(request, phone, 'Ko Aung'));
    await watchShell(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text() !== WORKER_BLOCKED) {
        problems.push(message.text());
      }
    });
    await page.goto(`/shops/${shop.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
    // The server drew it for a visitor; once hydrated, the shopper's own points, and no
    // 'sign in first'.
    await expect(page.getByText('Your points: 0')).toBeVisible();
    await expect(page.getByText('You will sign in first.')).toHaveCount(0);
    expect(await shellReplaced(page)).toBe(false);
    expect(problems).toEqual([]);
  });
});
