/**
 * The pages rendered at build time (scripts/prerender.mjs) go out in the reader's language: the
 * `lang` cookie the SPA keeps, else Burmese when the browser asks for it at all (as the SPA picks
 * its first language), else English; a URL with a query, or a route the build did not render, is
 * index.html; the answer varies on both and is revalidated each time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_PAYMENT_CONFIG } from '../src/payments/config';
import { pageLanguage } from '../src/plugins/app/spa';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';

const INDEX = '<!doctype html><html lang="en"><title>Shell</title><div id="root"></div>';
const page = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}">${name}</div>`;

describe('the language a page is sent in', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'en-GB,en;q=0.9', 'en'],
    [undefined, 'en-US,en;q=0.9,my;q=0.8', 'my'],
    [undefined, 'my-MM', 'my'],
    [undefined, 'en, my;q=0', 'en'],
    ['lang=en', 'my-MM', 'en'],
    ['theme=dark; lang=my', 'en', 'my'],
    ['lang=fr', 'my', 'my'],
    ['lang=fr', undefined, 'en'],
    ['xlang=my', undefined, 'en'],
  ])('cookie %p, Accept-Language %p: %s', (cookie, accept, expected) => {
    expect(pageLanguage(cookie, accept)).toBe(expected);
  });
});

describe.each(databases())('pages rendered ahead of time on %s', (kind) => {
  const database = useTestDatabase(kind);
  let staticDir: string;
  let app: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    staticDir = await tempDir('spa-prerendered');
    const files: Array<[string, string]> = [['index.html', INDEX]];
    for (const language of ['en', 'my']) {
      for (const name of ['index', 'price', 'additionalfeatures~orders']) {
        files.push([`prerendered/${language}/${name}.html`, page(language, name)]);
      }
    }
    for (const [name, text] of files) {
      await mkdir(path.dirname(path.join(staticDir, name)), { recursive: true });
      await writeFile(path.join(staticDir, name), text);
      await writeFile(path.join(staticDir, `${name}.gz`), gzipSync(text));
    }
  });
  beforeEach(async () => {
    app = buildTestApp(database.db, { staticDir });
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  test('each route in the language asked for, revalidated, varying on cookie and language', async () => {
    const english = await get('/price');
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(page('en', 'price'));
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/Cookie/);
    expect(english.headers.vary).toMatch(/Accept-Language/);
    expect(english.headers.vary).toMatch(/accept-encoding/);
    expect((await get('/price', { 'accept-language': 'my-MM' })).body).toBe(page('my', 'price'));
    expect((await get('/', { cookie: 'lang=my' })).body).toBe(page('my', 'index'));
    expect((await get('/', { cookie: 'lang=en', 'accept-language': 'my' })).body).toBe(
      page('en', 'index'),
    );
    // Matched as the router matches: without case or a trailing slash.
    expect((await get('/additionalFeatures/Orders/', { cookie: 'lang=my' })).body).toBe(
      page('my', 'additionalfeatures~orders'),
    );
    expect((await get('/PRICE')).body).toBe(page('en', 'price'));
  });

  test('compressed like the other files', async () => {
    const response = await get('/price', { 'accept-encoding': 'gzip', cookie: 'lang=my' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync(page('my', 'price')));
  });

  test('a query, a route not rendered ahead of time, or one this build lacks: index.html', async () => {
    for (const url of [
      '/price?duration=12',
      '/price?lang=my&duration=12',
      '/customer?category=3',
      '/dashboard',
      '/training',
    ]) {
      const response = await get(url, { cookie: 'lang=my' });
      expect([url, response.statusCode, response.body]).toEqual([url, 200, INDEX]);
    }
  });

  test("`?lang=` names the page's language: it wins over the cookie and the browser's", async () => {
    expect((await get('/price?lang=my', { cookie: 'lang=en' })).body).toBe(page('my', 'price'));
    expect((await get('/?lang=en', { 'accept-language': 'my' })).body).toBe(page('en', 'index'));
    // A language that is not ours names none: the reader's own.
    expect((await get('/price?lang=fr', { cookie: 'lang=my' })).body).toBe(INDEX);
  });
});

describe.each(databases())('the addresses in pages rendered ahead of time on %s', (kind) => {
  const database = useTestDatabase(kind);
  let staticDir: string;
  const withAddresses = (language: string) =>
    `<!doctype html><html lang="${language}"><head><link rel="canonical" href="https://public-origin.invalid/price${
      language === 'my' ? '?lang=my' : ''
    }"><meta property="og:image" content="https://public-origin.invalid/share.jpg?lang=${language}&amp;v=1"></head><div id="root" data-prerendered="${language}">price</div>`;

  beforeAll(async () => {
    staticDir = await tempDir('spa-prerendered-origin');
    await writeFile(path.join(staticDir, 'index.html'), INDEX);
    for (const language of ['en', 'my']) {
      await mkdir(path.join(staticDir, 'prerendered', language), { recursive: true });
      await writeFile(
        path.join(staticDir, 'prerendered', language, 'price.html'),
        withAddresses(language),
      );
    }
  });

  test("name the site's public origin when it is configured, else the request's", async () => {
    const configured = buildTestApp(database.db, {
      staticDir,
      payments: { ...DEFAULT_PAYMENT_CONFIG, publicUrl: 'https://shops.example.com' },
    });
    const own = buildTestApp(database.db, { staticDir });
    try {
      const burmese = await configured.inject({ method: 'GET', url: '/price?lang=my' });
      expect(burmese.body).toBe(
        '<!doctype html><html lang="my"><head><link rel="canonical" href="https://shops.example.com/price?lang=my"><meta property="og:image" content="https://shops.example.com/share.jpg?lang=my&amp;v=1"></head><div id="root" data-prerendered="my">price</div>',
      );
      expect(burmese.headers['cache-control']).toBe('no-cache');
      const english = await own.inject({
        method: 'GET',
        url: '/price',
        headers: { host: 'localhost:3000' },
      });
      expect(english.body).toContain('<link rel="canonical" href="http://localhost:3000/price">');
      expect(english.body).not.toContain('public-origin.invalid');
      // The same page again: its ETag, so 304.
      const again = await own.inject({
        method: 'GET',
        url: '/price',
        headers: { host: 'localhost:3000', 'if-none-match': english.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await configured.close();
      await own.close();
    }
  });
});
