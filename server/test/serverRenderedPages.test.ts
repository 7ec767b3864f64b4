/**
 * Store pages and the marketplace rendered per request (plugins/app/pageRender.ts, spa.ts): the
 * render reaches this process's API without a socket, in the page's language; the page goes out
 * public with an ETag (304 on a match), compressed once per render in the encoding asked for; a
 * shop not listed is a 404 nobody keeps; a render is reused for `pageCacheMs`, one at a time per
 * page, and a merchant's change forgets that shop's page and the marketplace's, not other shops';
 * without a render bundle, or when a render fails, the SPA's index.html goes out as before.
 *
 * The render bundle here is a small stand-in written by the test (the real one is webpack's
 * build of src/ssr, tested in src/ssr/serverRendered.test.tsx and e2e/prerendered.spec.ts): it
 * asks the API for the shop as the real one does and writes what it got.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { App } from '../src/app';
import { preferredEncoding } from '../src/plugins/app/spa';
import { compressedForms, renderCache } from '../src/plugins/app/pageRender';
import { addShop } from './marketplaceShops';
import { saveStore, type Merchant } from './storeKit';
import { buildTestApp, databases, logCapture, tempDir, useTestDatabase } from './helpers';

// An app per test, its shops and its renders: on a busy machine, more than Jest's 5 s default.
jest.setTimeout(30_000);

const INDEX = '<!doctype html><html lang="en"><title>Shell</title><div id="root"></div>';

/** The stand-in bundle: the shop's name (or the API's message) and which render this is. */
const BUNDLE = `
let transport;
let renders = 0;
exports.setApiTransport = (next) => { transport = next; };
exports.loadDocumentTemplate = (dir) => ({
  html: require('node:fs').readFileSync(require('node:path').join(dir, 'index.html'), 'utf8'),
});
exports.renderRoute = async (url, language, options) => {
  renders += 1;
  const origin = '<p>origin ' + options.publicOrigin + '</p>';
  if (url.includes('explode')) throw new Error('the render failed');
  const slug = url.startsWith('/shops/') ? url.slice('/shops/'.length).split('?')[0] : null;
  if (slug === null) return { html: '<h1>Find a Shop</h1><p>render ' + renders + '</p>' + origin, status: 200 };
  const answer = await transport(new Request('http://localhost/api/marketplace/shops/' + slug, {
    headers: { 'accept-language': language },
  }));
  const body = await answer.json();
  const status = answer.status === 200 ? 200 : answer.status === 404 ? 404 : 503;
  return {
    html: '<h1>' + (body.name ?? body.message) + '</h1><p>render ' + renders + '</p>' + origin,
    status,
    data: { queries: { page: body } },
  };
};
exports.pageDocument = (template, page) =>
  template.html
    .replace('<html lang="en">', '<html lang="' + page.language + '">')
    .replace('<div id="root"></div>', '<div id="root" data-prerendered="' + page.language + '">' +
      page.html + '</div>' + (page.data ? '<script type="application/json" id="page-data">' +
      JSON.stringify(page.data) + '</script>' : ''));
`;

const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['deflate', 'identity'],
  ])('%p: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressedForms', () => {
  it('compresses a document once per encoding asked for, each decoding to the document', async () => {
    const text = '<!doctype html><p>ရွှေတောင် လက်ဖက်ရည်ဆိုင်</p>'.repeat(200);
    const encoded = compressedForms(Buffer.from(text));
    const br = await encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(await encoded('br')).toBe(br);
    const gzipped = await encoded('gzip');
    expect(gunzipSync(gzipped).toString()).toBe(text);
    expect(await encoded('gzip')).toBe(gzipped);
    expect(br.length).toBeLessThan(text.length / 10);
  });
});

describe('renderCache', () => {
  it('renders a key once while it runs and for its time, then again', async () => {
    let clock = 0;
    const cache = renderCache<number>(1_000, 10, () => clock);
    let renders = 0;
    const render = () => Promise.resolve(++renders);
    const [a, b] = await Promise.all([cache('x', render), cache('x', render)]);
    expect([a, b, renders]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache('x', render)).toBe(1);
    clock = 1_000;
    expect(await cache('x', render)).toBe(2);
    expect(await cache('y', render)).toBe(3);
    cache.clear();
    expect(await cache('x', render)).toBe(4);
  });

  it('forgets the renders whose tag it is told, and keeps the others', async () => {
    const cache = renderCache<string>(60_000, 10, () => 0);
    await cache('a', () => Promise.resolve('a1'), 'shop:a');
    await cache('b', () => Promise.resolve('b1'), 'shop:b');
    await cache('list', () => Promise.resolve('list1'));
    expect(cache.holds((tag) => tag === 'shop:b')).toBe(true);
    cache.clearTagged((tag) => tag !== 'shop:b');
    expect(cache.holds((tag) => tag === 'shop:a')).toBe(false);
    expect(await cache('a', () => Promise.resolve('a2'), 'shop:a')).toBe('a2');
    expect(await cache('list', () => Promise.resolve('list2'))).toBe('list2');
    expect(await cache('b', () => Promise.resolve('b2'), 'shop:b')).toBe('b1');
  });

  it('keeps no failed render, and no more than its entries', async () => {
    const cache = renderCache<string>(60_000, 2, () => 0);
    await expect(cache('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache('x', () => Promise.resolve('second try'))).toBe('second try');
    await cache('y', () => Promise.resolve('y'));
    await cache('z', () => Promise.resolve('z'));
    // 'x' was the oldest of three: it went.
    expect(await cache('x', () => Promise.resolve('again'))).toBe('again');
    expect(await cache('z', () => Promise.resolve('not again'))).toBe('z');
  });
});

describe.each(databases())('pages rendered per request on %s', (kind) => {
  const database = useTestDatabase(kind);
  let staticDir: string;
  let bundles: string;
  let copies = 0;

  beforeAll(async () => {
    staticDir = await tempDir('spa-rendered');
    await writeFile(path.join(staticDir, 'index.html'), INDEX);
    bundles = await tempDir('render-bundle');
  });

  /** A copy of the bundle of its own (Node keeps a module once: its render count starts at 0). */
  const freshBundle = async () => {
    copies += 1;
    const file = path.join(bundles, `bundle-${copies}.cjs`);
    await writeFile(file, BUNDLE);
    return file;
  };

  const appWith = async (config: { pageCacheMs?: number } = {}) => {
    const app = buildTestApp(database.db, {
      staticDir,
      renderBundle: await freshBundle(),
      ...config,
    });
    await app.ready();
    return app;
  };

  test("a store page: the shop from this process's API, public with an ETag, in the reader's language", async () => {
    const shop = await addShop(database.db, { name: 'Golden Cup Tea' });
    // The render kept for a minute: the ETag check below must not depend on the machine's speed.
    const app = await appWith({ pageCacheMs: 60_000 });
    try {
      const page = await app.inject({ method: 'GET', url: `/shops/${shop.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Golden Cup Tea</h1>');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('id="page-data"');
      expect(page.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
      );
      expect(page.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(page.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');

      const burmese = await app.inject({
        method: 'GET',
        url: `/shops/${shop.slug}`,
        headers: { cookie: 'lang=my' },
      });
      expect(burmese.body).toContain('<html lang="my">');
      // The page's own addresses are at the origin the request came to (no PUBLIC_URL here).
      expect(page.body).toContain('<p>origin http://localhost:80</p>');
      // `?lang=` names the language in the address: it wins over the reader's cookie.
      for (const [query, cookie, language] of [
        ['?lang=my', 'lang=en', 'my'],
        ['?lang=en', 'lang=my', 'en'],
      ]) {
        const named = await app.inject({
          method: 'GET',
          url: `/shops/${shop.slug}${query}`,
          headers: { cookie: cookie! },
        });
        expect(named.body).toContain(`<html lang="${language}">`);
      }

      const again = await app.inject({
        method: 'GET',
        url: `/shops/${shop.slug}`,
        headers: { 'if-none-match': page.headers.etag as string },
      });
      // The same page (the same render, still kept): the same ETag, so 304.
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    } finally {
      await app.close();
    }
  });

  test('compressed once per render, in the encoding the browser takes', async () => {
    const shop = await addShop(database.db);
    const app = await appWith();
    try {
      const url = `/shops/${shop.slug}`;
      const plain = await app.inject({ method: 'GET', url });
      const brotli = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(new Set([plain, brotli, gzip].map((r) => r.headers.etag)).size).toBe(1);
    } finally {
      await app.close();
    }
  });

  test('a shop that is not listed: 404, its page, never kept', async () => {
    const hidden = await addShop(database.db, { published: false });
    const app = await appWith();
    try {
      for (const url of [`/shops/${hidden.slug}`, '/shops/no-such-shop']) {
        const page = await app.inject({ method: 'GET', url });
        expect([url, page.statusCode]).toEqual([url, 404]);
        expect(page.body).toContain('<h1>Shop not found</h1>');
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.headers.etag).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  /** A signed-in merchant of a shop made by `addShop` (a token of the shop's own user). */
  async function ownerOf(app: App, shop: { merchantId: number }): Promise<Merchant> {
    const { rows } = await database.db.query<{ user_id: number }>(
      'SELECT user_id FROM merchants WHERE id = $1',
      [shop.merchantId],
    );
    const token = await app.issueToken(rows[0]!.user_id, shop.merchantId);
    return { merchantId: shop.merchantId, token, headers: { authorization: `Bearer ${token}` } };
  }

  test('a render serves its page for its time, and its merchant’s change ends it', async () => {
    const shop = await addShop(database.db, { name: 'Before' });
    const app = await appWith({ pageCacheMs: 60_000 });
    try {
      const url = `/shops/${shop.slug}`;
      const get = () => app.inject({ method: 'GET', url });
      const [first, second] = await Promise.all([get(), get()]);
      expect([renderOf(first.body), renderOf(second.body)]).toEqual([1, 1]);
      await database.db.query('UPDATE stores SET name = $1 WHERE slug = $2', ['After', shop.slug]);
      expect((await get()).body).toContain('<h1>Before</h1>');
      // Another language is another page.
      const burmese = await app.inject({ method: 'GET', url, headers: { cookie: 'lang=my' } });
      expect(renderOf(burmese.body)).toBe(2);

      // The shop's merchant changes something through the API (here their store's profile).
      await saveStore(app, await ownerOf(app, shop), { slug: shop.slug, name: 'After' });
      const after = await get();
      expect(after.body).toContain('<h1>After</h1>');
      expect(renderOf(after.body)).toBe(3);
    } finally {
      await app.close();
    }
  });

  test("a merchant's change forgets their store page and the marketplace's, not other shops'", async () => {
    const mine = await addShop(database.db, { name: 'Mine' });
    const theirs = await addShop(database.db, { name: 'Theirs' });
    const app = await appWith({ pageCacheMs: 60_000 });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url });
      const myPage = `/shops/${mine.slug}`;
      const theirPage = `/shops/${theirs.slug}`;
      expect(renderOf((await get(myPage)).body)).toBe(1);
      const theirFirst = await get(theirPage);
      expect(renderOf(theirFirst.body)).toBe(2);
      expect(renderOf((await get('/customer?category=1')).body)).toBe(3);
      // Changed behind the cache's back: only a page rendered afresh shows it.
      await database.db.query('UPDATE stores SET name = $1 WHERE merchant_id = $2', [
        'Theirs, renamed',
        theirs.merchantId,
      ]);

      await saveStore(app, await ownerOf(app, mine), { slug: mine.slug, name: 'Mine, edited' });
      const myAfter = await get(myPage);
      expect(myAfter.body).toContain('<h1>Mine, edited</h1>');
      expect(renderOf(myAfter.body)).toBe(4);
      // The other shop's page is the same render, ETag and all.
      const theirAfter = await get(theirPage);
      expect(theirAfter.body).toContain('<h1>Theirs</h1>');
      expect(renderOf(theirAfter.body)).toBe(2);
      expect(theirAfter.headers.etag).toBe(theirFirst.headers.etag);
      // The marketplace lists every shop's card: it is rendered afresh.
      expect(renderOf((await get('/customer?category=1')).body)).toBe(5);
    } finally {
      await app.close();
    }
  });

  test("a renamed shop's old address and new one are both rendered afresh", async () => {
    const shop = await addShop(database.db, { name: 'Moving Tea' });
    const app = await appWith({ pageCacheMs: 60_000 });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url });
      const newSlug = `${shop.slug}-moved`;
      expect((await get(`/shops/${shop.slug}`)).statusCode).toBe(200);
      expect((await get(`/shops/${newSlug}`)).statusCode).toBe(404);
      await saveStore(app, await ownerOf(app, shop), { slug: newSlug, name: 'Moving Tea' });
      const old = await get(`/shops/${shop.slug}`);
      expect(old.statusCode).toBe(404);
      const moved = await get(`/shops/${newSlug}`);
      expect(moved.statusCode).toBe(200);
      expect(moved.body).toContain('<h1>Moving Tea</h1>');
    } finally {
      await app.close();
    }
  });

  test('the marketplace with any query is rendered too', async () => {
    const app = await appWith({ pageCacheMs: 0 });
    try {
      for (const url of ['/customer', '/customer?category=3&page=2']) {
        const page = await app.inject({ method: 'GET', url });
        expect([url, page.statusCode]).toEqual([url, 200]);
        expect(page.body).toContain('<h1>Find a Shop</h1>');
      }
    } finally {
      await app.close();
    }
  });

  test('a render that fails sends index.html and says so in the log', async () => {
    const log = logCapture();
    const app = buildTestApp(
      database.db,
      { staticDir, renderBundle: await freshBundle() },
      { log },
    );
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: '/shops/explode' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(log.text()).toContain('page render failed: index.html sent');
    } finally {
      await app.close();
    }
  });

  test('without a render bundle, store pages are index.html', async () => {
    const shop = await addShop(database.db);
    const app = buildTestApp(database.db, { staticDir });
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: `/shops/${shop.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });
});
