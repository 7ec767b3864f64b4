/**
 * The signed-in part of the bench: how soon the pages behind a sign-in show their data on the
 * phone profile, and how soon a store page opened from the marketplace does. `npm start` (with
 * the demo shops) on a loopback port; Debian's Chromium driven by Playwright, each visit in a new
 * browser context (an empty cache, as a first visit has), with the phone profile of the
 * Lighthouse part applied to the page: its mobile screen (412 x 823 at 1.75), its network (150 ms
 * round trips, 1.6 Mbit/s down, 675 kbit/s up) and its CPU four times slower.
 *
 * Time to content: from the navigation's start to the first frame in which the page's data is on
 * screen (an element that only the answer draws, never the page's spinner). The session is the
 * one the product's sign-in leaves in local storage (the legacy keys), written before any of the
 * page's scripts run, with the cookie the app keeps beside it (`SESSION_COOKIES`), which lets the
 * server send the page already rendered (`BENCH_SIGNED_IN_NO_COOKIE=1` leaves the cookie out: the
 * pages then arrive empty and wait for the app, the baseline). The store page's row starts on the marketplace: the visitor's finger reaches
 * a shop's link (pointer enter), lifts 100 ms later (the tap's click), and the row is the time
 * from that click to the shop's page with its catalogue.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { SESSION_COOKIES } from '../../contract/pages';
import { median, ms, runAlone, stopChild, type Row } from './lib';
import { startApp } from './server';

/** The budget of every row: the data on screen within 0.8 s. */
const CONTENT_BUDGET_MS = 800;
/** Visits per row; the row is their median. */
const RUNS = Number(process.env.BENCH_SIGNED_IN_RUNS ?? 3);
/** The first demo merchant (server/src/db/demo/load.ts): Shwe Taung Tea Shop's owner. */
const DEMO_MERCHANT = { phone: '09400000001', password: 'demo-shop-2025' };
/** A shopper's phone no demo data uses. */
const SHOPPER_PHONE = '09790000001';
/** How long the finger rests on a shop's link before the tap's click. */
const TAP_MS = 100;

/** The phone profile: Lighthouse's mobile preset (its Moto G Power screen, slow 4G, 4x CPU). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface SignedInPage {
  path: string;
  /** Who is signed in. */
  as: 'merchant' | 'customer';
  /** An element only the page's data draws. */
  content: string;
}

const PAGES: SignedInPage[] = [
  { path: '/dashboard', as: 'merchant', content: '.dashboard-page' },
  { path: '/store', as: 'merchant', content: '.store-page' },
  { path: '/store/orders', as: 'merchant', content: '.inbox-page .inbox-section' },
  { path: '/my/orders', as: 'customer', content: '.customer-page' },
];
const SHOP_CONTENT = '.shop-page';

/**
 * The legacy keys each sign-in leaves (src/persist/legacyStorage.ts, shared/customer), and the
 * session's cookie beside them (src/shared/session/sessionCookie.ts).
 */
interface Seed {
  storage: Record<string, string>;
  cookie?: { name: string; value: string };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const post = (origin: string, path: string, body: object) =>
  fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function merchantSeed(origin: string): Promise<Seed> {
  const session = await json<{ token: string; user: object; merchantUser: object }>(
    await post(origin, 'merchant/login', DEMO_MERCHANT),
    'merchant login',
  );
  return {
    storage: {
      authToken: session.token,
      token: session.token,
      user: JSON.stringify(session.user),
      merchantUser: JSON.stringify(session.merchantUser),
    },
    cookie: { name: SESSION_COOKIES.merchant, value: session.token },
  };
}

async function customerSeed(origin: string): Promise<Seed> {
  const sent = await json<{ data: { code: string } }>(
    await post(origin, 'customer/sendOtp', { phone: SHOPPER_PHONE }),
    'customer code',
  );
  const signedIn = await json<{ token: string; customer: object }>(
    await post(origin, 'customer/signIn', { phone: SHOPPER_PHONE, otp: sent.data.code }),
    'customer sign-in',
  );
  return {
    storage: { customerToken: signedIn.token, customer: JSON.stringify(signedIn.customer) },
    cookie: { name: SESSION_COOKIES.customer, value: signedIn.token },
  };
}

/**
 * A phone's page: the profile's network and CPU applied, `seed` in local storage and a watch that
 * notes (as `window.__contentAt`, ms since the navigation's start) the first frame in which
 * `content` is on screen, and the first click (`window.__clickAt`).
 */
async function phonePage(browser: Browser, seed: Seed, content: string, origin: string) {
  const context = await browser.newContext(PHONE);
  // As the app writes it: this site, every path, SameSite=Lax (not Secure: plain http here).
  if (seed.cookie && process.env.BENCH_SIGNED_IN_NO_COOKIE !== '1') {
    await context.addCookies([
      { ...seed.cookie, url: origin, sameSite: 'Lax', secure: false, httpOnly: false },
    ]);
  }
  // A string, not a function: tsx would wrap the function's inner functions in a helper that the
  // page does not have.
  await context.addInitScript(`(() => {
    const seed = ${JSON.stringify(seed.storage)};
    for (const [key, value] of Object.entries(seed)) window.localStorage.setItem(key, value);
    document.addEventListener('click', () => { window.__clickAt ??= performance.now(); }, true);
    const frame = () => {
      if (document.querySelector(${JSON.stringify(content)})) window.__contentAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** What the page's watch notes. */
type Marks = Window & { __contentAt?: number; __clickAt?: number };

const contentAt = (page: Page) =>
  page
    .waitForFunction(() => (window as Marks).__contentAt, null, { timeout: 30_000, polling: 50 })
    .then((handle) => handle.jsonValue() as Promise<number>);

/** When each of the page's requests started and ended (ms since the navigation's start). */
const timeline = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => {
        const { pathname } = new URL(r.name);
        return `${pathname.replace(/^\/assets\//, '')} ${r.startTime.toFixed(0)}-${(r as PerformanceResourceTiming).responseEnd.toFixed(0)}`;
      })
      .join(', '),
  );

/**
 * Time to content of one cold visit of `url`; `log`, when given, hears where the time went (each
 * request's start and end).
 */
async function visit(
  browser: Browser,
  url: string,
  seed: Seed,
  content: string,
  log?: (line: string) => void,
): Promise<number> {
  const { context, page } = await phonePage(browser, seed, content, new URL(url).origin);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const at = await contentAt(page);
    log?.(`${new URL(url).pathname}: content at ${ms(at)}; ${await timeline(page)}`);
    return at;
  } finally {
    await context.close();
  }
}

/** From the tap on a shop's link on the marketplace to the shop's page with its catalogue. */
async function shopFromMarketplace(browser: Browser, origin: string): Promise<number> {
  const { context, page } = await phonePage(browser, { storage: {} }, SHOP_CONTENT, origin);
  try {
    await page.goto(`${origin}/customer`, { waitUntil: 'networkidle' });
    // Once the app has taken the page over: its controls are enabled then (Layout).
    const link = page.locator('main a[href^="/shops/"]').first();
    await page.waitForFunction(
      () => document.querySelector('fieldset.app-shell')?.hasAttribute('disabled') === false,
      null,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
    await link.hover();
    await page.waitForTimeout(TAP_MS);
    await link.click();
    const shown = await contentAt(page);
    const clicked = await page.evaluate(() => (window as Marks).__clickAt ?? Number.NaN);
    return shown - clicked;
  } finally {
    await context.close();
  }
}

const row = (metric: string, values: number[]): Row => {
  const value = median(values);
  return {
    metric,
    ours: ms(value),
    peer: '',
    ratio: '',
    budget: `<= ${ms(CONTENT_BUDGET_MS)}`,
    pass: value <= CONTENT_BUDGET_MS,
  };
};

export async function measureSignedIn(log = console.error): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-signed-in-'));
  const app = await startApp('npm start', { DATA_DIR: dataDir, DEMO_DATA: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const seeds = {
      merchant: await merchantSeed(app.origin),
      customer: await customerSeed(app.origin),
    };
    // Warm-up: the server's first answers are not what is measured.
    for (const { path: page, as, content } of PAGES) {
      await visit(browser, `${app.origin}${page}`, seeds[as], content);
    }
    const rows: Row[] = [];
    for (const { path: page, as, content } of PAGES) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const explain = i === 0 ? log : undefined;
        runs.push(await visit(browser, `${app.origin}${page}`, seeds[as], content, explain));
      }
      log(`signed-in ${page}: ${runs.map(ms).join(', ')}`);
      rows.push(row(`Signed in: ${page} time to content (phone)`, runs));
    }
    const shop: number[] = [];
    for (let i = 0; i < RUNS; i++) shop.push(await shopFromMarketplace(browser, app.origin));
    log(`signed-in store page from /customer: ${shop.map(ms).join(', ')}`);
    rows.push(row('In-app store page from /customer, tap to content (phone)', shop));
    return rows;
  } finally {
    await browser.close();
    await stopChild(app.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) runAlone(() => measureSignedIn());
