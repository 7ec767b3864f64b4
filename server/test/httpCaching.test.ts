/**
 * HTTP caching (plugins/app/httpCaching.ts): public answers carry a weak ETag of their bytes
 * (the same from any process on the database), a Cache-Control a CDN can use and their Vary, and
 * answer 304 to a matching If-None-Match; private answers, answers with side effects (the banner
 * slot), errors and routes that never opted in are `no-store`; the SPA's files keep their own
 * headers. Expectations are literal header values and hashes computed here with node:crypto.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '@contract/apiPaths';
import type { PaymentIntent } from '@contract';
import type { MerchantBanner } from '@contract/loyalty';
import { CALLS, INTENT, urlOf } from './calls';
import { signInCustomer } from './customerKit';
import {
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  tempDir,
  useTestDatabase,
} from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, item, saveStore, uploadPhoto } from './storeKit';

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
const REVALIDATE = 'public, no-cache';
const NO_STORE = 'no-store';
const MY = { 'accept-language': 'my' };

/** The weak ETag of these bytes, computed here: `W/"<sha1, base64url>"`. */
function etagOfBytes(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** The names listed in the answer's Vary, lower-cased. */
function varyOf(response: LightMyRequestResponse): string[] {
  const vary = response.headers.vary;
  if (vary === undefined) return [];
  return String(vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** A day a week from now (Asia/Yangon, UTC+6:30), `YYYY-MM-DD`: no slot of it begins meanwhile. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000 + 390 * 60_000).toISOString().slice(0, 10);
}

// Shops are built through the real routes: seconds each on a busy machine.
jest.setTimeout(60_000);

describe.each(databases())('HTTP caching on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'GET', url, headers });

  /** Every public GET of the API, with the Cache-Control it must carry, for `shop`. */
  const publicAnswers = (shop: OrderingShop): Array<[string, string]> => [
    ['/api/backend/getDistricts', PUBLIC],
    ['/api/backend/getTownships', PUBLIC],
    ['/api/backend/districts/1/townships', PUBLIC],
    ['/api/backend/getplans', PUBLIC],
    ['/api/backend/getaddons', PUBLIC],
    ['/api/backend/calculator/plans', PUBLIC],
    ['/api/backend/calculator/addons', PUBLIC],
    ['/api/backend/categories', PUBLIC],
    ['/api/marketplace/shops', PUBLIC],
    ['/api/marketplace/shops?q=shop&category=1', PUBLIC],
    ['/api/marketplace/categories', PUBLIC],
    [`/api/marketplace/shops/${shop.slug}`, PUBLIC],
    [`/api/marketplace/shops/${shop.slug}/promotions`, PUBLIC],
    [`/api/customer/shops/${shop.slug}/slots?date=${nextWeek()}`, REVALIDATE],
  ];

  test('every public answer: a weak ETag of its bytes, a Cache-Control a CDN can use, its Vary', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    for (const [url, cacheControl] of publicAnswers(shop)) {
      for (const headers of [{}, MY]) {
        const response = await get(url, headers);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
          url,
          cacheControl,
        });
        expect({ url, etag: response.headers.etag }).toEqual({
          url,
          etag: etagOfBytes(response.rawPayload),
        });
        expect({ url, vary: varyOf(response).filter((v) => v === 'accept-encoding') }).toEqual({
          url,
          vary: ['accept-encoding'],
        });
      }
    }
    // The shops' names and messages are in the request's language.
    for (const url of ['/api/marketplace/shops', `/api/marketplace/shops/${shop.slug}`]) {
      expect({ url, vary: varyOf(await get(url, MY)) }).toEqual({
        url,
        vary: expect.arrayContaining(['accept-language', 'accept-encoding']),
      });
    }
    // The categories carry both names: one answer for every language.
    const english = await get('/api/marketplace/categories');
    const burmese = await get('/api/marketplace/categories', MY);
    expect(varyOf(burmese)).not.toContain('accept-language');
    expect(burmese.headers.etag).toBe(english.headers.etag);
  });

  test('compressed or not, one ETag (of the plain bytes) and Vary: accept-encoding once', async () => {
    const plain = await get('/api/backend/getTownships');
    const gzip = await get('/api/backend/getTownships', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(etagOfBytes(gunzipSync(gzip.rawPayload)));
    expect(gzip.headers['cache-control']).toBe(PUBLIC);
    expect(varyOf(gzip).filter((v) => v === 'accept-encoding')).toEqual(['accept-encoding']);

    const revalidated = await get('/api/backend/getTownships', {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(plain.headers.etag);
    expect(varyOf(revalidated)).toEqual(varyOf(gzip));
  });

  test('two processes on one database give the same ETags, and each honours the other’s', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = buildTestApp(database.db);
    await other.ready();
    try {
      for (const [url] of publicAnswers(shop)) {
        const here = await get(url, MY);
        const there = await get(url, MY, other);
        expect({ url, etag: there.headers.etag }).toEqual({ url, etag: here.headers.etag });
        const revalidated = await get(
          url,
          { ...MY, 'if-none-match': String(here.headers.etag) },
          other,
        );
        expect({ url, status: revalidated.statusCode }).toEqual({ url, status: 304 });
      }
    } finally {
      await other.close();
    }
  });

  test('If-None-Match: 304 with no body for the tag, a list holding it, its weak or strong form, and *', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup', { withBranch: false });
    const url = `/api/marketplace/shops/${shop.slug}`;
    const first = await get(url, MY);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const opaque = etag.slice(2);
    for (const ifNoneMatch of [
      etag,
      `W/"nope", ${etag}`,
      `"nope",${etag} , W/"other"`,
      opaque,
      `"nope", ${opaque}`,
      '*',
    ]) {
      const response = await get(url, { ...MY, 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: response.statusCode }).toEqual({ ifNoneMatch, status: 304 });
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe(PUBLIC);
      expect(response.headers.vary).toBe(first.headers.vary);
    }
    for (const ifNoneMatch of ['W/"nope"', '"nope", W/"other"', etag.replace(/.$/, 'x"')]) {
      const response = await get(url, { ...MY, 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: response.statusCode }).toEqual({ ifNoneMatch, status: 200 });
      expect(response.body).toBe(first.body);
    }
    // HEAD revalidates as GET does.
    const head = await app.inject({
      method: 'HEAD',
      url,
      headers: { ...MY, 'if-none-match': etag },
    });
    expect(head.statusCode).toBe(304);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    // The other language's tag is another answer.
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  test('a merchant’s edit gives the store page, the list and the promotions a new ETag at once', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup', { withBranch: false });
    const at = { merchantId: shop.merchant.merchantId };
    const urls = [
      `/api/marketplace/shops/${shop.slug}`,
      '/api/marketplace/shops?q=golden',
      `/api/marketplace/shops/${shop.slug}/promotions`,
    ];
    const tags = async () =>
      Promise.all(urls.map(async (url) => String((await get(url)).headers.etag)));
    /** The answers to conditional requests with `held` (one tag per URL). */
    const statuses = async (held: string[]) =>
      Promise.all(
        urls.map(async (url, i) => (await get(url, { 'if-none-match': held[i] ?? '' })).statusCode),
      );
    const before = await tags();
    expect(await statuses(before)).toEqual([304, 304, 304]);

    // The store profile saved with a new name: the page and the list change.
    await saveStore(app, shop.merchant, { name: 'Golden Cup Tea House', slug: shop.slug });
    const renamed = await get(urls[0]!, { 'if-none-match': before[0]! });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ name: string }>().name).toBe('Golden Cup Tea House');
    expect((await statuses(before)).slice(0, 2)).toEqual([200, 200]);
    const afterProfile = await tags();
    expect(afterProfile[0]).not.toBe(before[0]);
    expect(afterProfile[1]).not.toBe(before[1]);

    // An item's price changed: the page changes.
    const edited = await call(
      app,
      'PUT',
      apiPaths.storeItem,
      { ...at, itemId: shop.items.tea.id },
      { headers: shop.merchant.headers, payload: item({ name: 'Green tea', price: 3900 }) },
    );
    expect(edited.statusCode).toBe(200);
    const repriced = await get(urls[0]!, { 'if-none-match': afterProfile[0]! });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.headers.etag).not.toBe(afterProfile[0]);

    // An announcement: the promotions change.
    const posted = await call(app, 'POST', apiPaths.merchantPosts, at, {
      headers: shop.merchant.headers,
      payload: {
        kind: 'announcement',
        title: 'New monsoon menu',
        body: 'Hot soups all season.',
        event_date: null,
        event_time: null,
        photo_id: null,
      },
    });
    expect(posted.statusCode).toBe(201);
    const promotions = await get(urls[2]!, { 'if-none-match': afterProfile[2]! });
    expect(promotions.statusCode).toBe(200);
    expect(promotions.headers.etag).not.toBe(afterProfile[2]);
  });

  test('private answers are no-store, never 304, without an ETag: merchant, customer, login, payments', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup', { withBranch: false });
    const merchant = await registerMerchant(app);
    const id = merchant.user.merchantid;
    const customer = await signInCustomer(app, '09790000001', 'Ma Hnin');
    const sentOtp = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.customerSendOtp}`,
      payload: { phone: '09790000002' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/merchant/login',
      payload: { phone: merchant.payload.phone, password: merchant.payload.password },
    });
    const intent = await app.inject({
      method: 'POST',
      url: `/api/merchant/createPaymentIntent/${id}`,
      headers: bearer(merchant.token),
      payload: INTENT,
    });
    const quote = await app.inject({
      method: 'POST',
      url: `/api/customer/shops/${shop.slug}/quote`,
      headers: customer.headers,
      payload: {
        branch_id: null,
        lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
        promo_code: null,
      },
    });
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['login', login],
      ['customer OTP', sentOtp],
      ['payment intent', intent],
      ['quote with a token', quote],
    ];
    const reads: Array<[string, string, Record<string, string>]> = [
      ['merchant store', `/api/merchant/store/${id}`, bearer(merchant.token)],
      ['merchant dashboard', `/api/merchant/dashboard/${id}`, bearer(merchant.token)],
      ['categories behind a token', '/api/backend/getCategories', bearer(merchant.token)],
      [
        'shop store',
        `/api/merchant/store/${shop.merchant.merchantId}/catalogue`,
        shop.merchant.headers,
      ],
      ['customer me', '/api/customer/me', customer.headers],
      ['customer orders', '/api/customer/orders', customer.headers],
      ['customer cards', '/api/customer/cards', customer.headers],
      ['customer standing', `/api/customer/shops/${shop.slug}/loyalty`, customer.headers],
    ];
    for (const [what, url, headers] of reads) {
      answers.push([what, await get(url, { ...headers, 'if-none-match': '*' })]);
    }
    for (const [what, response] of answers) {
      expect({ what, status: response.statusCode }).toEqual({ what, status: 200 });
      expect({ what, cacheControl: response.headers['cache-control'] }).toEqual({
        what,
        cacheControl: NO_STORE,
      });
      expect({ what, etag: response.headers.etag }).toEqual({ what, etag: undefined });
    }
  });

  test('the banner slot is never stored: no-store, no ETag, and every view is counted', async () => {
    const shop = await orderingShop(app, database.db, 'banner-shop', { withBranch: false });
    const photo = await uploadPhoto(app, shop.merchant);
    const started = await call(
      app,
      'PUT',
      apiPaths.merchantBanner,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers, payload: { photo_id: photo.id, title: 'Monsoon sale' } },
    );
    expect(started.statusCode).toBe(200);
    let held = '*';
    for (let n = 0; n < 3; n += 1) {
      // Each from another browser: one client's views in a while are one impression.
      const response = await get(`/api/${apiPaths.marketplaceBanner}`, {
        'if-none-match': held,
        'user-agent': `browser ${n}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_STORE);
      expect(response.headers.etag).toBeUndefined();
      held = etagOfBytes(response.rawPayload);
    }
    const mine = await call(
      app,
      'GET',
      apiPaths.merchantBanner,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    expect(mine.json<MerchantBanner>().banner).toMatchObject({ impressions: 3 });
  });

  test('errors carry no ETag and are no-store, in the language they were asked in', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup', { withBranch: false });
    const errors: Array<[string, number, Record<string, string>]> = [
      ['/api/marketplace/shops/no-such-shop', 404, MY],
      ['/api/marketplace/shops/no-such-shop/promotions', 404, MY],
      ['/api/marketplace/shops?page=0', 422, MY],
      ['/api/marketplace/shops?colour=red', 422, {}],
      ['/api/backend/districts/999999/townships', 404, {}],
      [`/api/customer/shops/${shop.slug}/slots`, 422, {}],
      ['/api/photos/ph_noSuchPhoto/160', 404, {}],
      ['/api/backend/nothingHere', 404, {}],
      ['/api/merchant/dashboard/1', 401, {}],
      // Answered by Fastify's router before any hook: a parameter too long, a URL not decodable.
      [`/api/marketplace/shops/${'x'.repeat(101)}`, 414, {}],
      ['/api/marketplace/shops/%E0%A4%A', 400, {}],
    ];
    for (const [url, status, headers] of errors) {
      const response = await get(url, { ...headers, 'if-none-match': '*' });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: NO_STORE,
      });
      expect({ url, etag: response.headers.etag }).toEqual({ url, etag: undefined });
    }
    const burmese404 = await get('/api/marketplace/shops/no-such-shop', MY);
    expect(varyOf(burmese404)).toContain('accept-language');
    expect(burmese404.json<{ message: string }>().message).not.toBe('Shop not found');
  });

  test('default-deny: a route that did not opt in is no-store, whatever it sets itself', async () => {
    const own = buildTestApp(database.db);
    own.register(async (instance) => {
      instance.get('/api/test/unmarked', async () => ({ hello: 'world' }));
      instance.get('/api/test/sneaky', async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=600');
        return { hello: 'world' };
      });
      instance.post('/api/test/public-post', { config: { cache: 'public' } }, async () => ({
        hello: 'world',
      }));
      instance.get(
        '/api/test/public-but-signed-in',
        { config: { cache: 'public' }, onRequest: own.requireCustomer },
        async () => ({ hello: 'world' }),
      );
      instance.get('/api/test/marked', { config: { cache: 'public' } }, async () => ({
        hello: 'world',
      }));
    });
    await own.ready();
    try {
      const customer = await signInCustomer(own, '09790000003');
      const answers = [
        await own.inject({ method: 'GET', url: '/api/test/unmarked' }),
        await own.inject({ method: 'GET', url: '/api/test/sneaky' }),
        await own.inject({ method: 'POST', url: '/api/test/public-post' }),
        await own.inject({
          method: 'GET',
          url: '/api/test/public-but-signed-in',
          headers: customer.headers,
        }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(NO_STORE);
        expect(response.headers.etag).toBeUndefined();
      }
      // The same answer, marked: public (so the checks above can fail).
      const marked = await own.inject({ method: 'GET', url: '/api/test/marked' });
      expect(marked.headers['cache-control']).toBe(PUBLIC);
      expect(marked.headers.etag).toBe(etagOfBytes(Buffer.from('{"hello":"world"}')));
    } finally {
      await own.close();
    }
  });

  test('every call answers an explicit Cache-Control: public only where its route opted in', async () => {
    await orderingShop(app, database.db, 'golden-cup', { withBranch: false });
    const a = await registerMerchant(app);
    const customer = await signInCustomer(app, '09790000004', 'Ma Hnin');
    const intent = await app.inject({
      method: 'POST',
      url: `/api/merchant/createPaymentIntent/${a.user.merchantid}`,
      headers: bearer(a.token),
      payload: INTENT,
    });
    let n = 0;
    const context = {
      intentId: intent.json<PaymentIntent>().id,
      fresh: () => {
        n += 1;
        return { phone: `097955${String(n).padStart(3, '0')}`, email: `c${n}@example.com` };
      },
      ownPhone: a.payload.phone,
    };
    // The customer's stream would stay open (liveEvents.test.ts reads its no-store); logout
    // revokes the token, so it goes last.
    const calls = CALLS.filter((c) => c.route !== `/api/${apiPaths.customerEvents}`).sort(
      (x, y) => Number(x.route.endsWith('/logout')) - Number(y.route.endsWith('/logout')),
    );
    const publicRoutes: string[] = [];
    for (const c of calls) {
      const key = `${c.method} ${c.route}`;
      const headers = c.customer ? customer.headers : c.auth ? bearer(a.token) : {};
      const slug = c.route.endsWith('/marketplace/shops/:slug') ? 'golden-cup' : undefined;
      const response = await app.inject({
        method: c.method,
        url: urlOf(c, a.user.merchantid, slug),
        headers,
        ...(c.body ? { payload: c.body(context) } : {}),
      });
      const cacheControl = response.headers['cache-control'];
      expect({ key, cacheControl: typeof cacheControl }).toEqual({ key, cacheControl: 'string' });
      if (cacheControl === PUBLIC) {
        publicRoutes.push(key);
        expect({ key, status: response.statusCode }).toEqual({ key, status: 200 });
        expect({ key, etag: response.headers.etag }).toEqual({
          key,
          etag: etagOfBytes(response.rawPayload),
        });
      } else {
        expect({ key, cacheControl }).toEqual({ key, cacheControl: NO_STORE });
        expect({ key, etag: response.headers.etag }).toEqual({ key, etag: undefined });
      }
    }
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/backend/getDistricts',
        'GET /api/backend/getTownships',
        'GET /api/backend/districts/:districtId/townships',
        'GET /api/backend/getplans',
        'GET /api/backend/getaddons',
        'GET /api/backend/calculator/plans',
        'GET /api/backend/calculator/addons',
        'GET /api/backend/categories',
        'GET /api/marketplace/shops',
        'GET /api/marketplace/shops/:slug',
        'GET /api/marketplace/categories',
        `GET /api/${apiPaths.shopPromotions}`,
      ].sort(),
    );
  });

  describe('the SPA’s files', () => {
    const INDEX = '<!doctype html><title>Merchant</title><div id="root"></div>';
    const SCRIPT = `console.log(${JSON.stringify('app '.repeat(500))});`;
    let spa: ReturnType<typeof buildTestApp>;

    beforeEach(async () => {
      const staticDir = await tempDir('spa-caching');
      await mkdir(path.join(staticDir, 'assets'));
      await writeFile(path.join(staticDir, 'index.html'), INDEX);
      await writeFile(path.join(staticDir, 'assets', 'main.3f9a1c2b.js'), SCRIPT);
      await writeFile(
        path.join(staticDir, 'assets', 'main.3f9a1c2b.js.br'),
        brotliCompressSync(SCRIPT),
      );
      await writeFile(path.join(staticDir, 'assets', 'noto-sans-myanmar.0a1b2c3d.woff2'), 'font');
      spa = buildTestApp(database.db, { staticDir });
      await spa.ready();
    });
    afterEach(() => spa.close());

    test('hashed assets and fonts for a year; index.html and client routes always revalidated', async () => {
      const page = (url: string, headers: Record<string, string> = {}) =>
        spa.inject({ method: 'GET', url, headers });
      for (const [url, encoding] of [
        ['/assets/main.3f9a1c2b.js', 'br'],
        ['/assets/main.3f9a1c2b.js', undefined],
        ['/assets/noto-sans-myanmar.0a1b2c3d.woff2', undefined],
      ] as const) {
        const response = await page(url, encoding ? { 'accept-encoding': encoding } : {});
        expect({ url, encoding, status: response.statusCode }).toEqual({
          url,
          encoding,
          status: 200,
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // One URL, brotli or plain: a cache must keep them apart.
        expect(varyOf(response)).toEqual(['accept-encoding']);
      }
      for (const url of ['/', '/store/orders', '/shops/golden-cup?table=4']) {
        const response = await page(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.body).toBe(INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
        const revalidated = await page(url, { 'if-none-match': String(response.headers.etag) });
        expect({ url, status: revalidated.statusCode }).toEqual({ url, status: 304 });
        expect(revalidated.headers['cache-control']).toBe('no-cache');
      }
      for (const url of ['/assets/main.00000000.js', '/api/backend/nothingHere']) {
        const response = await page(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.headers['cache-control']).toBe(NO_STORE);
      }
      // The API behind the same app still answers as above.
      expect((await page('/api/backend/getplans')).headers['cache-control']).toBe(PUBLIC);
      expect((await page('/api/merchant/dashboard/1')).headers['cache-control']).toBe(NO_STORE);
    });
  });
});
