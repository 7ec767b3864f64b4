import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';

const MANIFESTS = {
  en: '{"name":"Merchant Marketplace","lang":"en","start_url":"/start"}',
  my: '{"name":"Merchant Marketplace","lang":"my","start_url":"/start"}',
};
const WORKER = 'self.addEventListener("fetch", () => {});';

async function spaDir(name: string) {
  const dir = await tempDir(name);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'manifest.en.webmanifest'), MANIFESTS.en);
  await writeFile(path.join(dir, 'manifest.my.webmanifest'), MANIFESTS.my);
  await writeFile(path.join(dir, 'sw.js'), WORKER);
  return dir;
}

describe.each(databases())('the installable app, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("answers the manifest in the reader's language, as a manifest, revalidated", async () => {
    app = buildTestApp(database.db, { staticDir: await spaDir('manifest') });
    const english = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(MANIFESTS.en);
    expect(english.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/Cookie/);
    expect(english.headers.vary).toMatch(/Accept-Language/);

    const asked = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'my-MM,my;q=0.9,en;q=0.5' },
    });
    expect(asked.body).toBe(MANIFESTS.my);
    const chosen = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { cookie: 'lang=my', 'accept-language': 'en' },
    });
    expect(chosen.body).toBe(MANIFESTS.my);
  });

  it('sends the installed app to the inbox, the marketplace or the landing page', async () => {
    app = buildTestApp(database.db, { staticDir: await spaDir('start') });
    const cases: [string | undefined, string][] = [
      ['merchant_session=abc', '/store/orders'],
      ['customer_session=xyz', '/customer'],
      ['customer_session=xyz; merchant_session=abc', '/store/orders'],
      ['lang=my', '/'],
      [undefined, '/'],
    ];
    for (const [cookie, target] of cases) {
      const answer = await app.inject({
        method: 'GET',
        url: '/start',
        headers: cookie ? { cookie } : {},
      });
      expect([cookie, answer.statusCode, answer.headers.location]).toEqual([cookie, 302, target]);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the service worker as a file of its own, revalidated on every visit', async () => {
    app = buildTestApp(database.db, { staticDir: await spaDir('worker') });
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(WORKER);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
