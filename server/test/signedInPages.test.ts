/**
 * Signed-in pages rendered per request (plugins/app/spa.ts, pageRender.ts): with a session cookie
 * the app keeps (`SESSION_COOKIES`), /dashboard, /store, /store/orders and /my/orders go out
 * rendered for that person alone (their session from their token, their data through the API with
 * that token), `private, no-store`, `Vary: Cookie`, no ETag; without a cookie, or with one the API
 * no longer takes, the SPA's index.html as before, and a stale cookie expired. The API never takes
 * the cookie as authentication.
 *
 * The render bundle is a stand-in written by the test (the real one is webpack's build of src/ssr,
 * tested in src/ssr/signedInRendered.test.tsx and e2e/signedInRendered.spec.ts): it asks the API
 * with the session's token as the real one does, and writes what it got and the session it was
 * given.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@contract/apiPaths';
import { SESSION_COOKIES } from '@contract/pages';
import type { App } from '../src/app';
import { signInCustomer } from './customerKit';
import { buildTestApp, databases, registerMerchant, tempDir, useTestDatabase } from './helpers';

jest.setTimeout(30_000);

const INDEX = '<!doctype html><html lang="en"><title>Shell</title><div id="root"></div>';

const BUNDLE = `
let transport;
exports.setApiTransport = (next) => { transport = next; };
exports.loadDocumentTemplate = (dir) => ({
  html: require('node:fs').readFileSync(require('node:path').join(dir, 'index.html'), 'utf8'),
});
exports.renderRoute = async (url, language, options) => {
  const session = options.session || {};
  let answer;
  if (session.merchant) {
    answer = await transport(new Request(
      'http://localhost/api/${apiPaths.dashboard}/' + session.merchant.merchantUser.merchant_id,
      { headers: { authorization: 'Bearer ' + session.merchant.token } },
    ));
  }
  if (url.startsWith('/my/')) {
    answer = await transport(new Request('http://localhost/api/${apiPaths.customerActivity}', {
      headers: { authorization: 'Bearer ' + session.customer.token },
    }));
  }
  const body = answer ? await answer.json() : null;
  const shop = session.merchant ? session.merchant.user.shopname : '';
  return {
    html: '<h1>' + shop + '</h1><pre id="session">' + JSON.stringify(session) + '</pre>',
    status: answer && answer.status !== 200 ? 503 : 200,
    data: { queries: { answer: body } },
  };
};
exports.pageDocument = (template, page) =>
  template.html.replace('<div id="root"></div>', '<div id="root" data-prerendered="' +
    page.language + '"' + (page.signedIn ? ' data-signed-in' : '') + '>' + page.html +
    '</div><script type="application/json" id="page-data">' + JSON.stringify(page.data) +
    '</script>');
`;

const merchantCookie = (token: string) => `${SESSION_COOKIES.merchant}=${token}`;
const customerCookie = (token: string) => `${SESSION_COOKIES.customer}=${token}`;

describe.each(databases())('signed-in pages rendered per request on %s', (kind) => {
  const database = useTestDatabase(kind);
  let staticDir: string;
  let bundle: string;
  let app: App;

  beforeAll(async () => {
    staticDir = await tempDir('spa-signed-in');
    await writeFile(path.join(staticDir, 'index.html'), INDEX);
    bundle = path.join(await tempDir('render-bundle-signed-in'), 'bundle.cjs');
    await writeFile(bundle, BUNDLE);
  });

  beforeEach(async () => {
    app = buildTestApp(database.db, { staticDir, renderBundle: bundle });
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  test("with the merchant's cookie: their pages, with their data, kept by nobody", async () => {
    const golden = await registerMerchant(app, { shopname: 'Golden Cup Tea' });
    const silver = await registerMerchant(app, { shopname: 'Silver Spoon Noodles' });
    for (const url of ['/dashboard', '/store', '/store/orders']) {
      const page = await get(url, `lang=en; ${merchantCookie(golden.token)}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Golden Cup Tea</h1>');
      expect(page.body).toContain('data-signed-in');
      // Their dashboard, as the API answered their token.
      expect(page.body).toContain(`"merchant_id":${golden.user.merchantid}`);
      // Another merchant's data is nowhere.
      expect(page.body).not.toContain('Silver Spoon Noodles');
      expect(page.body).not.toContain(`"merchant_id":${silver.user.merchantid}`);
      // No secret of the account in the session it was rendered with.
      expect(page.body).not.toMatch(/password|\$argon2/i);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
      expect(page.headers.etag).toBeUndefined();
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    const other = await get('/dashboard', merchantCookie(silver.token));
    expect(other.body).toContain('<h1>Silver Spoon Noodles</h1>');
    expect(other.body).not.toContain('Golden Cup Tea');
  });

  test("with the shopper's cookie: their orders page, rendered with their session", async () => {
    const shopper = await signInCustomer(app, '09790000123', 'Ma Hla');
    const page = await get('/my/orders', customerCookie(shopper.token));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"name":"Ma Hla"');
    expect(page.body).toContain('"orders":[]');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
    // The merchant's cookie does not open the shopper's page, nor the other way round.
    const merchant = await registerMerchant(app);
    expect((await get('/my/orders', merchantCookie(merchant.token))).body).toBe(INDEX);
    expect((await get('/dashboard', customerCookie(shopper.token))).body).toBe(INDEX);
  });

  test('without a cookie: the SPA as before', async () => {
    for (const url of ['/dashboard', '/store', '/store/orders', '/my/orders']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  test('a token no longer valid: the SPA, and its cookie expired', async () => {
    const merchant = await registerMerchant(app);
    const logout = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.logout}`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(logout.statusCode).toBe(204);
    for (const token of [merchant.token, 'made-up-token', 'not a token;']) {
      const page = await get('/dashboard', merchantCookie(token));
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(page.headers['set-cookie']).toEqual([
        `${SESSION_COOKIES.merchant}=; Path=/; Max-Age=0; SameSite=Lax`,
      ]);
    }
    const shopper = await get('/my/orders', customerCookie('made-up-token'));
    expect(shopper.body).toBe(INDEX);
    expect(shopper.headers['set-cookie']).toEqual([
      `${SESSION_COOKIES.customer}=; Path=/; Max-Age=0; SameSite=Lax`,
    ]);
  });

  test('the API takes no session cookie as authentication', async () => {
    const merchant = await registerMerchant(app);
    const shopper = await signInCustomer(app, '09790000124');
    const dashboard = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.dashboard}/${merchant.user.merchantid}`,
      headers: { cookie: merchantCookie(merchant.token) },
    });
    expect(dashboard.statusCode).toBe(401);
    const orders = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: { cookie: customerCookie(shopper.token) },
    });
    expect(orders.statusCode).toBe(401);
    // The same calls with the token as the API takes it: the cookie was the only difference.
    const withToken = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.dashboard}/${merchant.user.merchantid}`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});
