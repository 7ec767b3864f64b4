/**
 * Set-up shared by the browser tests: merchants registered through the API, the legacy
 * local-storage session seeded before the page's scripts run, and a logged-in page fixture.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResponse, NamedItem } from '@contract';

export { expect };

/**
 * Waits until the page is at rest: two frames drawn (a resize or a click has been laid out and
 * React has committed what it changed), then every animation and transition that ends has ended.
 * Endless animations, such as a spinner's, are not waited for.
 */
export async function atRest(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** The serious and critical violations axe finds, one readable line per node. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  // Colours are measured at rest: a dialog still fading in shows its buttons half-blended with
  // the page behind (a danger button's red reads lighter than it is).
  await atRest(page);
  // @axe-core/playwright types a newer playwright-core's Page; ours has all it calls.
  // On a page without frames (the app's pages have none), legacy mode runs axe in the page
  // itself; the default opens a blank page as well on every run, to merge the results of
  // cross-origin frames. The same rules and results, in less than half the time.
  const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<
    typeof AxeBuilder
  >[0]).setLegacyMode(page.frames().length === 1);
  const results = await builder.analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(0);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${where}: [${v.impact}] ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
      ),
    );
}

/** Whether the page scrolls sideways, naming the widest elements so the culprit is easy to find. */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return null;
    // Name the widest elements, so the culprit is easy to find.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `scrollWidth ${root.scrollWidth} > ${window.innerWidth}: ${wide.join(', ')}`;
  });
}

/** The password of every merchant registered through the API. */
export const PASSWORD = 'golden-rock-42';

/** A card expiry year safely in the future. */
export const NEXT_YEAR = String(new Date().getFullYear() + 2);

/** The local-storage keys the product's sign-in leaves (the legacy app's names). */
export const SESSION_KEYS = ['authToken', 'token', 'user', 'merchantUser'] as const;

/** Every route of src/app/paths.ts, and one the router does not know. */
export const ROUTES = [
  '/',
  '/register',
  '/login',
  '/signin',
  '/otp-verification',
  '/forgot-password',
  '/billing',
  '/payment',
  '/paymentMethod',
  '/price',
  '/customer',
  '/my/login',
  '/my/orders',
  '/training',
  '/dashboard',
  '/additionalFeatures/SocialMedia',
  '/additionalFeatures/Orders',
  '/additionalFeatures/Advertisement',
  '/additionalFeatures/Analytics',
  '/additionalFeatures/Branches',
  '/additionalFeatures/Designs',
  '/no-such-page',
];

let sequence = 0;

/** A phone no earlier run has registered: 09 and nine digits (a Myanmar mobile number). */
export function uniquePhone(): string {
  sequence = (sequence + 1) % 100;
  const digits =
    `${Date.now()}`.slice(-7) +
    `${(Math.floor(Math.random() * 100) + sequence) % 100}`.padStart(2, '0');
  return `09${digits}`;
}

export interface MerchantDetails {
  username?: string;
  shopname?: string;
  /** The start of the e-mail address; the phone's digits make it unique. */
  emailPrefix?: string;
}

/** A new merchant, registered and logged in through the API, with a unique phone and e-mail. */
export async function registerMerchant(
  request: APIRequestContext,
  {
    username = 'Aye Aye',
    shopname = 'Golden Tea House',
    emailPrefix = 'merchant',
  }: MerchantDetails = {},
): Promise<LoginResponse> {
  const [districts, townships] = await Promise.all([
    request.get('/api/backend/getDistricts').then((r) => r.json() as Promise<NamedItem[]>),
    request.get('/api/backend/getTownships').then((r) => r.json() as Promise<NamedItem[]>),
  ]);
  const phone = uniquePhone();
  const registered = await request.post('/api/merchant/merchantregister', {
    data: {
      username,
      shopname,
      email: `${emailPrefix}${phone.slice(2)}@example.com`,
      phone,
      district_id: districts[0]!.id,
      township_id: townships[0]!.id,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const login = await request.post('/api/merchant/login', { data: { phone, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as LoginResponse;
}

/** The bearer header of a session, for calls made on the merchant's behalf. */
export const authHeaders = (session: LoginResponse) => ({
  authorization: `Bearer ${session.token}`,
});

/**
 * A merchant registered through the API with a pending Standard order for 6 months, and with
 * `addon` two Social Media Content add-ons on it.
 */
export async function merchantWithOrder(
  request: APIRequestContext,
  { addon = true, ...details }: MerchantDetails & { addon?: boolean } = {},
): Promise<LoginResponse> {
  const session = await registerMerchant(request, details);
  const id = session.merchantUser.merchant_id;
  const headers = authHeaders(session);
  const plan = await request.post(`/api/merchant/addPlan/${id}`, {
    headers,
    data: { plan_id: 2, duration_month: 6 },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  if (addon) {
    const added = await request.post(`/api/merchant/addAddon/${id}`, {
      headers,
      data: { addon_type_id: 1, quantity: 2, remark: 'Added Social Media Content' },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  return session;
}

/**
 * Starts the page logged in, as the product's own sign-in leaves local storage: seeds the legacy
 * keys before any script of the page runs. `token` replaces the session's (a revoked one, say).
 */
export async function seedSession(page: Page, session: LoginResponse, token = session.token) {
  await page.addInitScript(
    ({ token, user, merchantUser }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('merchantUser', JSON.stringify(merchantUser));
    },
    { token, user: session.user, merchantUser: session.merchantUser },
  );
}

/**
 * Starts the page with a shopper signed in, as the customer's own sign-in leaves local storage
 * (its keys, apart from the merchant's session).
 */
export async function seedCustomer(
  page: Page,
  signedIn: { token: string; customer: { id: number; phone: string; name: string | null } },
) {
  await page.addInitScript(({ token, customer }) => {
    window.localStorage.setItem('customerToken', token);
    window.localStorage.setItem('customer', JSON.stringify(customer));
  }, signedIn);
}

/** The legacy session keys as the page's local storage holds them now. */
export async function sessionKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    [...SESSION_KEYS],
  );
}

/** Fills /billing's shop and card fields for the merchant `merchantWithOrder` registered. */
export async function fillShopAndCard(page: Page, cardNumber: string) {
  await expect(page.getByLabel('Shop Name', { exact: true })).toHaveValue('Golden Tea House');
  await expect(page.getByLabel('Phone Number', { exact: true })).toBeDisabled();
  await page.getByLabel('Address', { exact: true }).fill('12 Bo Aung Kyaw St');
  // The lists come from the API: wait for them, then choose.
  await expect(page.getByLabel('Shop Category', { exact: true }).locator('option')).not.toHaveCount(
    1,
  );
  await page.getByLabel('Shop Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Township', { exact: true }).selectOption('Bahan');
  await page.getByLabel('Card Number', { exact: true }).pressSequentially(cardNumber);
  await expect(page.getByLabel('Card Number', { exact: true })).toHaveValue(
    cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  await page.getByLabel('Card Holder Name', { exact: true }).fill('Aye Aye');
  await page.getByLabel('Expiration Month', { exact: true }).fill('12');
  await page.getByLabel('Expiration Year', { exact: true }).fill(NEXT_YEAR);
  await page.getByLabel('CVC', { exact: true }).fill('739');
}

/**
 * Opens /payment with the page's clock installed and paused, chooses the Mobile Wallet and waits
 * for its QR code: from then on time passes only when the test says so (60 seconds take none).
 * Returns the QR image.
 */
export async function openWalletQrOnPausedClock(page: Page) {
  const start = new Date('2025-03-01T09:00:00');
  await page.clock.install({ time: start });
  await page.goto('/payment');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Payment Summary',
  );
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.getByRole('radio', { name: 'Mobile Wallet' }).check();
  const image = page.getByRole('img', { name: /QR code for a Mobile Wallet payment/ });
  // The code is drawn once the library's chunk has loaded; the store then tells the page on the
  // next animation frame, which needs the clock to move (a few ms at a time: less than a tick).
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(image).toBeVisible({ timeout: 50 });
  }).toPass({ timeout: 10_000 });
  return image;
}

/** Holds the answers of the calls matching `url` a moment, so a screen's progress can be seen. */
export async function holdAnswers(page: Page, url: string, ms = 300) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The documents of the pages the server renders per request with their data (contract/pages.ts). */
const SERVER_RENDERED_DOCUMENT = /^\/(customer|shops\/[^/]+)\/?$/;

/**
 * Store pages and the marketplace drawn by the browser instead of the server, for tests whose
 * shops are answered by the page itself (`page.route` on the API): their documents are the
 * app's shell (index.html, as a route the server does not render gets), so what the page shows
 * is what the test's fake answers. The server's own render is tested in prerendered.spec.ts.
 */
export async function renderInBrowser(page: Page) {
  await page.route(
    (url) => SERVER_RENDERED_DOCUMENT.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shell = await route.fetch({ url: new URL('/my/login', route.request().url()).href });
      return route.fulfill({ response: shell });
    },
  );
}

/**
 * Waits until the route has rendered its first heading and its calls have settled, then until its
 * entrance transitions have finished, so the page is measured (or drawn) at rest. `restMs` adds a
 * pause after that (the screenshots take one).
 */
export async function settle(page: Page, restMs = 0) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await atRest(page);
  if (restMs > 0) await page.waitForTimeout(restMs);
}

/**
 * `merchant`: a new merchant registered and logged in through the API (the default details).
 * `loggedInPage`: the test's page, started with that merchant's session in local storage.
 */
export const test = base.extend<{ merchant: LoginResponse; loggedInPage: Page }>({
  merchant: async ({ request }, provide) => {
    await provide(await registerMerchant(request));
  },
  loggedInPage: async ({ page, merchant }, provide) => {
    await seedSession(page, merchant);
    await provide(page);
  },
});
