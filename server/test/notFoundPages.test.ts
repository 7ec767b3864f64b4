import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';

const PRELOADS = {
  '/': ['/assets/home.1a2b3c4d5e.js'],
  '/price': ['/assets/price.1a2b3c4d5e.js'],
  '/terms': ['/assets/terms.1a2b3c4d5e.js'],
  '/additionalfeatures/orders': ['/assets/feature-orders.1a2b3c4d5e.js'],
  '/shops/:slug': ['/assets/shop.1a2b3c4d5e.js'],
  '*': ['/assets/not-found.1a2b3c4d5e.js'],
};
const INDEX = '<!doctype html><div id="root"></div>';
const NOT_FOUND = {
  en: '<!doctype html><html lang="en"><div id="root"><h1>Page Not Found</h1></div>',
  my: '<!doctype html><html lang="my"><div id="root"><h1>စာမျက်နှာ မတွေ့ပါ</h1></div>',
};

async function spaDir(name: string, { preloads = true, notFoundPages = true } = {}) {
  const dir = await tempDir(name);
  await writeFile(path.join(dir, 'index.html'), INDEX);
  if (preloads) await writeFile(path.join(dir, 'route-preloads.json'), JSON.stringify(PRELOADS));
  if (notFoundPages) {
    for (const language of ['en', 'my'] as const) {
      await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
      await writeFile(path.join(dir, 'prerendered', language, '404.html'), NOT_FOUND[language]);
    }
  }
  return dir;
}

describe.each(databases())('paths no route matches, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("answer 404 with the 'Page Not Found' page in the reader's language, never kept", async () => {
    app = buildTestApp(database.db, { staticDir: await spaDir('not-found-pages') });
    for (const url of ['/no-such-page', '/pricing', '/shops', '/shops/a/b', '/store/nothing']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toBe(NOT_FOUND.en);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const burmese = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-language': 'my-MM,my;q=0.9' },
    });
    expect(burmese.statusCode).toBe(404);
    expect(burmese.body).toBe(NOT_FOUND.my);
    const chosen = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { cookie: 'lang=my' },
    });
    expect(chosen.body).toBe(NOT_FOUND.my);
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it("keep the SPA's routes (any case, trailing slash, parameters) at 200", async () => {
    app = buildTestApp(database.db, { staticDir: await spaDir('known-routes') });
    for (const url of [
      '/',
      '/price',
      '/Price/',
      '/terms',
      '/additionalFeatures/Orders',
      '/shops/tea-house',
      '/price?plan=2',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.body).toBe(INDEX);
    }
  });

  it('leave the API its JSON 404 and a missing file its plain one', async () => {
    app = buildTestApp(database.db, { staticDir: await spaDir('api-not-found') });
    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.json()).toHaveProperty('message');
    const file = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("send index.html as the 404 when the build has no not-found page (its router says 'Page Not Found')", async () => {
    app = buildTestApp(database.db, {
      staticDir: await spaDir('not-found-index', { notFoundPages: false }),
    });
    const answer = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe(INDEX);
    expect(answer.headers.link).toBe('</assets/not-found.1a2b3c4d5e.js>; rel=preload; as=script');
  });

  it('refuse no path when the build does not list its routes', async () => {
    app = buildTestApp(database.db, {
      staticDir: await spaDir('no-route-list', { preloads: false }),
    });
    const answer = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX);
  });
});
