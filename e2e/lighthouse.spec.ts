/**
 * Lighthouse's installability and search audits on the landing page and a listed shop's store
 * page, in English and in Burmese: the app installs from either page (`installable-manifest`),
 * and every search audit that applies to the page passes. The lighthouse package audits the app
 * the suite serves in its own Debian Chromium (started by chrome-launcher with the suite's flags,
 * so that Lighthouse holds the whole browser), as a phone sees the page (Lighthouse's mobile screen)
 * but with no network or CPU throttling: these audits check what the page holds, not its speed,
 * which the bench measures. Each run starts from empty storage, as a first visit or a crawler does.
 *
 * The Burmese runs audit each page's Burmese address (`?lang=my`, the address its alternates and
 * canonical link name) in a Chromium whose language is Burmese (`--accept-lang=my`), as a Burmese
 * reader's first visit. A failure lists each failing audit with what Lighthouse found.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { PageLanguage } from '@contract/pages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { openShopTakingOrders } from './orderKit';
import { authHeaders, expect, test } from './support';

/** The audit that says whether the browser can install the app from the page. */
const INSTALLABLE = 'installable-manifest';
const SEO = 'seo';

/** Burmese as the browser's preferred language (its `Accept-Language` and `navigator.languages`). */
const BROWSER_LANGUAGE: Record<PageLanguage, string> = { en: 'en-US,en', my: 'my' };

/**
 * Each language's own address of a page, as its `hreflang` alternates name it: the Burmese page is
 * `?lang=my` (its canonical URL), the English one the bare path.
 */
const ADDRESS_QUERY: Record<PageLanguage, string> = { en: '', my: '?lang=my' };

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  explanation?: string;
  errorMessage?: string;
  details?: { items?: unknown[] };
}

interface Findings {
  /** The audits run on the page, by id. */
  audits: Record<string, LighthouseAudit>;
  /** The ids of the search category's audits. */
  seo: string[];
  runtimeError?: string;
}

/** Audits that apply to the page: not 'not applicable', not 'manual' (a person's check). */
const applies = (audit: LighthouseAudit) =>
  audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual';

/** One line per failing audit: its id, title, why, and what it found on the page. */
function describeFailure(audit: LighthouseAudit): string {
  const why = audit.explanation ?? audit.errorMessage ?? '';
  const items = (audit.details?.items ?? []).slice(0, 10).map((item) => JSON.stringify(item));
  return [`${audit.id} (${audit.title}): score ${audit.score}${why ? ` - ${why}` : ''}`]
    .concat(items.map((item) => `    ${item.slice(0, 400)}`))
    .join('\n');
}

async function startChromium(language: PageLanguage): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      `--accept-lang=${BROWSER_LANGUAGE[language]}`,
    ],
    logLevel: 'silent',
  });
}

/** The page's `<html lang>` as this Chromium is served it (the page really is in `language`). */
async function pageLanguage(chrome: LaunchedChrome, url: string): Promise<string | null> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // The app starts (and sets `<html lang>`) before the load event: its script is deferred.
    await page.goto(url, { waitUntil: 'load' });
    const lang = await page.locator('html').getAttribute('lang');
    await page.close();
    return lang;
  } finally {
    await browser.close();
  }
}

async function audit(chrome: LaunchedChrome, url: string): Promise<Findings> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [SEO],
    onlyAudits: [INSTALLABLE],
    throttlingMethod: 'provided',
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  return {
    audits: audits as Record<string, LighthouseAudit>,
    seo: (categories[SEO]?.auditRefs ?? []).map((ref) => ref.id),
    runtimeError: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined,
  };
}

/**
 * A listed shop as a real one looks: a logo beside its name and a cover photo (uploaded as the
 * store editor uploads them), in Sanchaung, whose place ('Sanchaung, Yangon West') is long
 * enough to wrap beside the logo on a phone.
 */
async function listedShopWithPhotos(request: APIRequestContext, name: string) {
  const shop = await openShopTakingOrders(request, name);
  const headers = authHeaders(shop.session);
  const picture = await readFile(path.join(__dirname, '../public/media/hero-poster.webp'));
  const upload = async (file: string) => {
    const uploaded = await request.post(`/api/merchant/store/${shop.merchantId}/photos`, {
      headers,
      multipart: { photo: { name: file, mimeType: 'image/webp', buffer: picture } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    return ((await uploaded.json()) as { id: string }).id;
  };
  const townships = (await (await request.get('/api/backend/getTownships')).json()) as {
    id: number;
    name: string;
  }[];
  const sanchaung = townships.find((township) => township.name === 'Sanchaung');
  expect(sanchaung, 'the township Sanchaung').toBeDefined();
  const saved = await request.put(`/api/merchant/store/${shop.merchantId}`, {
    headers,
    data: {
      name,
      slug: shop.slug,
      description: 'Mohinga and Shan noodles from six in the morning.',
      category_id: 1,
      township_id: sanchaung!.id,
      address: 'No. 112, Baho Road',
      phone: '09421234567',
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '06:00', closes: '23:30' })),
      logo_photo_id: await upload('logo.webp'),
      cover_photo_id: await upload('cover.webp'),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return shop;
}

/** Audits `path` in `language` and checks installability and every search audit that applies. */
async function expectInstallableAndFindable(baseURL: string, path: string, language: PageLanguage) {
  const chrome = await startChromium(language);
  try {
    const url = `${baseURL}${path}${ADDRESS_QUERY[language]}`;
    expect(await pageLanguage(chrome, url), `${url} is served in ${language}`).toBe(language);
    const findings = await audit(chrome, url);
    expect(findings.runtimeError, `Lighthouse could not audit ${url}`).toBeUndefined();

    const installable = findings.audits[INSTALLABLE];
    expect(installable, `Lighthouse ran ${INSTALLABLE}`).toBeDefined();
    expect(findings.seo.length, 'Lighthouse ran the search audits').toBeGreaterThan(0);

    const failing = [INSTALLABLE, ...findings.seo]
      .map((id) => findings.audits[id])
      .filter((a): a is LighthouseAudit => a !== undefined && applies(a) && a.score !== 1);
    expect(
      failing.map((a) => a.id),
      `failing audits on ${url}:\n${failing.map(describeFailure).join('\n')}`,
    ).toEqual([]);
  } finally {
    chrome.kill();
  }
}

// Each test starts its own Chromium and has Lighthouse load the page afresh and gather what it
// audits: 20-40 s on the busy 2-core CI machine, over the suite's 60 s with a shop to make first.
test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'my'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Burmese'}`, () => {
    test('the landing page installs the app and passes the search audits', async ({ baseURL }) => {
      await expectInstallableAndFindable(baseURL!, '/', language);
    });

    test('a listed shop’s store page installs the app and passes the search audits', async ({
      baseURL,
      request,
    }) => {
      const shop = await listedShopWithPhotos(request, `Lighthouse Tea ${language}`);
      await expectInstallableAndFindable(
        baseURL!,
        `/shops/${encodeURIComponent(shop.slug)}`,
        language,
      );
    });
  });
}
