/**
 * In Burmese, numbers are written with Myanmar digits (၀-၉): a sentence that mixes Burmese words
 * with Latin digits reads as an untranslated leftover. This sweep visits every route in Burmese,
 * signed out, as a merchant with a listed shop, and as a shopper with an order, at 360 and 1280 px
 * (and the OTP screen once a code is sent), and fails when a visible sentence holding Myanmar
 * letters also holds a Latin digit [0-9].
 *
 * A sentence is the text of the box around a Burmese text (a number in a <strong> within it
 * counts), up to Burmese punctuation ('၊', '။') or a line of its own: an address joins its parts
 * with '၊', and a part the merchant wrote in English ('No. 7, Bo Aung Kyaw Street၊ ဗိုလ်တထောင်')
 * is their own words, shown as written.
 *
 * Left out on purpose (they must stay as typed or as the world writes them):
 * - what a person types: the values of form controls are not read (a phone number in its field,
 *   a date field's own rendering, which shows its value again in Burmese under it);
 * - web and e-mail addresses inside a sentence (`https://…`, `name@example.com`);
 * - `<code>`, `<kbd>` and `<samp>`: codes to copy or type exactly (a receipt or promo code).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse } from '@contract';
import my from '../src/i18n/catalogues/my.json';
import { openShopTakingOrders, type ShopTakingOrders } from './orderKit';
import { placeOrderByApi, signInCustomerByApi } from './loyaltyKit';
import {
  authHeaders,
  expect,
  registerMerchant,
  ROUTES,
  seedCustomer,
  seedSession,
  test,
  uniquePhone,
} from './support';

const WIDTHS = [360, 1280] as const;

/** Visible text nodes with Myanmar letters and a Latin digit, with where they are. */
async function latinDigitsInBurmese(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MYANMAR_LETTER = /[\u1000-\u103F\u104A-\u109F]/;
    const LATIN_DIGIT = /[0-9]/;
    const ALLOWED = /https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const EXACT = 'code, kbd, samp';
    const found: string[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!MYANMAR_LETTER.test(node.textContent ?? '')) continue;
      let sentence = node.parentElement;
      if (!sentence || sentence.closest(`${EXACT}, script, style, template`)) continue;
      // The sentence is the text of the nearest box that is not inline: a number in a <strong>
      // inside a Burmese sentence is part of it.
      while (
        sentence.parentElement &&
        sentence !== document.body &&
        getComputedStyle(sentence).display === 'inline'
      ) {
        sentence = sentence.parentElement;
      }
      if (seen.has(sentence)) continue;
      seen.add(sentence);
      if (!sentence.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = sentence.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // An SVG's text has no innerText: its textContent is what it draws.
      const shown = (element: Element) =>
        element instanceof HTMLElement ? element.innerText : (element.textContent ?? '');
      let text = shown(sentence);
      for (const exact of sentence.querySelectorAll(EXACT)) text = text.replace(shown(exact), '');
      const mixed = text
        .replace(ALLOWED, '')
        .split(/[၊။\n]/)
        .some((part) => MYANMAR_LETTER.test(part) && LATIN_DIGIT.test(part));
      if (!mixed) continue;
      const classes = String(sentence.className).trim().split(/\s+/).filter(Boolean);
      const where = [sentence.tagName.toLowerCase(), ...classes].join('.');
      found.push(`${where}: ${JSON.stringify(text.trim().slice(0, 200))}`);
    }
    return found;
  });
}

/** A route, with a text that shows once its data is on screen (where it has data of its own). */
type Visit = string | { path: string; shows: string | RegExp };

/** Opens each route in Burmese at `width` and collects what the sweep finds there. */
async function sweep(page: Page, width: number, visits: readonly Visit[]): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
  for (const visit of visits) {
    const path = typeof visit === 'string' ? visit : visit.path;
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (typeof visit !== 'string') await expect(page.getByText(visit.shows).first()).toBeVisible();
    await loaded(page);
    // Everything below the fold too: lazy sections render as they come into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await loaded(page);
    for (const problem of await latinDigitsInBurmese(page)) {
      problems.push(`${path} at ${width} px: ${problem}`);
    }
  }
  return problems;
}

/**
 * Until the page's answers have arrived: no spinner left. (Not 'networkidle': the inbox and the
 * shopper's orders keep a live stream open.)
 */
async function loaded(page: Page) {
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
});

/** A listed shop taking orders, with one order from a signed-in shopper. */
async function shopWithOrder(request: APIRequestContext) {
  const shop: ShopTakingOrders = await openShopTakingOrders(request, 'Shwe Yee Tea');
  const shopper = await signInCustomerByApi(request, uniquePhone(), 'Ma Hla');
  await placeOrderByApi(request, shop, shopper, `sweep-${shop.merchantId}`);
  return { shop, shopper };
}

const shopPath = (shop: ShopTakingOrders) => `/shops/${encodeURIComponent(shop.slug)}`;

/** The receipt of the shop's plan payment. */
async function receiptPath(request: APIRequestContext, session: LoginResponse): Promise<string> {
  const answer = await request.get(`/api/merchant/dashboard/${session.merchantUser.merchant_id}`, {
    headers: authHeaders(session),
  });
  const dashboard = (await answer.json()) as { payments?: { receipt_number: string | null }[] };
  const number = dashboard.payments?.find((payment) => payment.receipt_number)?.receipt_number;
  expect(number, 'the plan payment has a receipt').toBeTruthy();
  return `/dashboard/receipts/${encodeURIComponent(number!)}`;
}

for (const width of WIDTHS) {
  test(`signed out at ${width} px, no Burmese sentence holds a Latin digit`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { shop } = await shopWithOrder(request);
    const paths = [...ROUTES, '/terms', '/my/cards', { path: shopPath(shop), shows: 'Mohinga' }];
    expect(await sweep(page, width, paths)).toEqual([]);
  });

  test(`as a merchant with a listed shop at ${width} px, no Burmese sentence holds a Latin digit`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { shop } = await shopWithOrder(request);
    await seedSession(page, shop.session);
    const paths: Visit[] = [
      // The plan's name in Burmese shows that the dashboard's data has arrived.
      { path: '/dashboard', shows: 'ပရီမီယံ' },
      { path: await receiptPath(request, shop.session), shows: /ပရီမီယံ အစီအစဉ်/ },
      '/price',
      '/billing',
      '/payment',
      '/paymentMethod',
      '/store',
      { path: '/store/orders', shows: /အော်ဒါ #/ },
      '/store/promotions',
      '/store/loyalty',
      '/customer',
    ];
    expect(await sweep(page, width, paths)).toEqual([]);
  });

  test(`as a shopper with an order at ${width} px, no Burmese sentence holds a Latin digit`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { shop, shopper } = await shopWithOrder(request);
    await seedCustomer(page, shopper);
    const paths: Visit[] = [
      { path: '/my/orders', shows: shop.name },
      '/my/cards',
      '/customer',
      { path: shopPath(shop), shows: 'Mohinga' },
    ];
    expect(await sweep(page, width, paths)).toEqual([]);
  });
}

test('the OTP screen, once a code is sent, counts down and shows the code in Myanmar digits', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await seedSession(page, merchant);
  await page.goto('/otp-verification');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  const sent = page.waitForResponse((response) => response.url().includes('/merchant/sendOtp'));
  await page.getByRole('button', { name: my.otp.sendOtp }).click();
  expect((await sent).ok()).toBe(true);
  await loaded(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await latinDigitsInBurmese(page)).toEqual([]);
});

test('the sweep finds a Latin digit in a Burmese sentence, and lets the allowed ones be', async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <p id="bad">ဆိုင် <strong>5</strong> ဆိုင်</p>
      <p>No. 7, Bo Aung Kyaw Street၊ ဗိုလ်တထောင်</p>
      <p>ပြေစာ <code>R-2026-000001</code></p>
      <p>https://example.com/1 တွင် ကြည့်ပါ</p>
      <p hidden>ဆိုင် 5 ဆိုင်</p>
      <p>ဆိုင် ၅ ဆိုင်</p>
    </main>`);
  expect(await latinDigitsInBurmese(page)).toEqual(['p: "ဆိုင် 5 ဆိုင်"']);
});
