/**
 * The demo shops: forty realistic listed shops, loaded only when asked, once however often, each
 * a merchant who can log in; and `DEMO_DATA=1` on a real server process.
 */
import type { CategoryCount, ShopPageResponse, ShopSearchResponse } from '@contract/store';
import { loadConfig } from '../src/config';
import { demoShops } from '../src/db/demo/data';
import { DEMO_PASSWORD, demoPhone, demoSeeds, loadDemoData } from '../src/db/demo/load';
import { seedData } from '../src/db/seedData';
import { createPasswordHasher } from '../src/security/passwords';
import {
  FAST_HASHING,
  buildTestApp,
  databases,
  recreateSchema,
  schemaUrl,
  tempDir,
  useTestDatabase,
  workerSchema,
  type DatabaseKind,
} from './helpers';
import { START_TIMEOUT_MS, killAll, start, stop } from './processes';

const hashDemoPassword = () => createPasswordHasher(FAST_HASHING).hash(DEMO_PASSWORD);

describe('the demo data', () => {
  test('forty shops in real Yangon and Mandalay townships and real categories', () => {
    expect(demoShops).toHaveLength(40);
    const townships = new Map(
      seedData.districts.flatMap((d) => d.townships.map((t) => [t, d.region] as const)),
    );
    for (const shop of demoShops) {
      expect({ slug: shop.slug, region: townships.get(shop.township) }).toEqual({
        slug: shop.slug,
        region: expect.stringMatching(/^(Yangon|Mandalay)$/),
      });
      expect(seedData.categories).toContain(shop.category);
      for (const branch of shop.branches ?? []) expect(townships.has(branch.township)).toBe(true);
      const items = [
        ...(shop.menu ?? []).flatMap((s) => s.items),
        ...(shop.products ?? []),
        ...(shop.services ?? []),
      ];
      expect({ slug: shop.slug, enough: items.length >= 5 && items.length <= 15 }).toEqual({
        slug: shop.slug,
        enough: true,
      });
      for (const item of items) expect(Number.isInteger(item.price) && item.price >= 0).toBe(true);
    }
    expect(new Set(demoShops.map((s) => s.slug)).size).toBe(40);
    // Both languages among the names, and Mandalay as well as Yangon.
    expect(demoShops.filter((s) => /[\u1000-\u109F]/.test(s.name)).length).toBeGreaterThan(10);
    expect(
      demoShops.filter((s) => /^[\x20-\x7E\u00C0-\u024F\u2019]+$/.test(s.name)).length,
    ).toBeGreaterThan(10);
    expect(
      demoShops.filter((s) => townships.get(s.township) === 'Mandalay').length,
    ).toBeGreaterThan(8);
  });

  test('more than forty repeat the forty under new names, slugs and phones, padded to a size', () => {
    const seeds = demoSeeds(100, 20);
    expect(new Set(seeds.map((s) => s.shop.slug)).size).toBe(100);
    expect(new Set(seeds.map((s) => s.shop.owner.phone)).size).toBe(100);
    expect(seeds[0]?.shop.owner.phone).toBe('09400000001');
    expect(seeds[99]?.shop.owner.phone).toBe(demoPhone(100));
    for (const { shop } of seeds) {
      const count =
        (shop.menu ?? []).reduce((n, s) => n + s.items.length, 0) +
        (shop.products ?? []).length +
        (shop.services ?? []).length;
      expect({ slug: shop.slug, about20: count >= 20 && count <= 26 }).toEqual({
        slug: shop.slug,
        about20: true,
      });
    }
    expect(() => demoSeeds(10_000)).toThrow(/from 0 to 9999/);
  });

  test('DEMO_DATA: 1 loads, 0 or unset does not, anything else is refused', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '1', NODE_ENV: 'production' }).demoData).toBe(true);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be 1 or 0, got "yes"/);
  });
});

describe.each(databases())('loading the demo on %s', (kind) => {
  const database = useTestDatabase(kind);

  test('twice gives forty listed, searchable shops once; their merchants log in', async () => {
    let hashed = 0;
    const passwordHash = () => {
      hashed += 1;
      return hashDemoPassword();
    };
    expect(await loadDemoData(database.db, { passwordHash })).toBe(40);
    expect(await loadDemoData(database.db, { passwordHash })).toBe(0);
    // Nothing to add: not even the password is hashed again.
    expect(hashed).toBe(1);
    const { rows } = await database.db.query<{ users: number; stores: number }>(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM stores)::int AS stores`,
    );
    expect(rows[0]).toEqual({ users: 40, stores: 40 });

    const app = buildTestApp(database.db);
    await app.ready();
    try {
      const all = await app.inject({ method: 'GET', url: '/api/marketplace/shops' });
      expect(all.json<ShopSearchResponse>().total).toBe(40);
      const counts = (await app.inject({ method: 'GET', url: '/api/marketplace/categories' })).json<
        CategoryCount[]
      >();
      expect(counts.reduce((n, c) => n + c.shop_count, 0)).toBe(40);

      const search = async (q: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/marketplace/shops?q=${encodeURIComponent(q)}`,
          })
        )
          .json<ShopSearchResponse>()
          .shops.map((s) => s.slug);
      expect(await search('လက်ဖက်')).toEqual(
        expect.arrayContaining(['shwe-taung-tea', 'mahar-tea-shop']),
      );
      expect(await search('mohinga')).toEqual(
        expect.arrayContaining(['daw-khin-mohinga', 'golden-cup-tea-centre']),
      );
      expect(await search('screen replacement')).toEqual(['kyaw-kyaw-phone-repair']);

      const page = await app.inject({
        method: 'GET',
        url: '/api/marketplace/shops/shwe-taung-tea',
      });
      expect(page.statusCode).toBe(200);
      const shop = page.json<ShopPageResponse>();
      expect(shop).toMatchObject({
        name: 'ရွှေတောင် လက်ဖက်ရည်ဆိုင်',
        township: { name: 'Sanchaung' },
        verified: true,
        takes_orders: true,
        logo: { width: 320, height: 320, widths: [160, 320] },
        cover: { width: 1280, height: 480, widths: [160, 320, 640, 1280] },
      });
      expect(shop.branches.map((b) => b.township.name)).toEqual(['Kamayut']);
      // The generated photos are served like uploaded ones, at every width the page lists.
      for (const photo of [shop.logo, shop.cover]) {
        for (const width of photo?.widths ?? []) {
          const served = await app.inject({
            method: 'GET',
            url: `/api/photos/${photo?.id}/${width}`,
          });
          expect({
            width,
            status: served.statusCode,
            type: served.headers['content-type'],
          }).toEqual({
            width,
            status: 200,
            type: 'image/webp',
          });
        }
      }
      expect(shop.sections.length).toBe(3);
      expect(shop.items.some((i) => !i.available)).toBe(true);

      const login = await app.inject({
        method: 'POST',
        url: '/api/merchant/login',
        payload: { phone: '09-4000000-01', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  test('a demo phone or slug someone already has is left alone', async () => {
    await loadDemoData(database.db, { count: 2, passwordHash: hashDemoPassword });
    await database.db.query(`DELETE FROM users WHERE phone = $1`, [demoPhone(2)]);
    await database.db.query(`UPDATE stores SET slug = 'golden-cup-tea-centre' WHERE slug = $1`, [
      'shwe-taung-tea',
    ]);
    // Shop 1's phone is there; shop 2's slug is taken by shop 1 now: neither comes back.
    expect(await loadDemoData(database.db, { count: 2, passwordHash: hashDemoPassword })).toBe(0);
    expect(await loadDemoData(database.db, { count: 3, passwordHash: hashDemoPassword })).toBe(1);
  });
});

async function databaseEnv(kind: DatabaseKind): Promise<Record<string, string>> {
  if (kind === 'pglite') return { DATA_DIR: await tempDir('demo-data') };
  const schema = workerSchema('_demo');
  await recreateSchema(schema);
  return { DATABASE_URL: schemaUrl(schema) };
}

describe.each(databases())('DEMO_DATA=1 on a server process on %s', (kind) => {
  afterEach(killAll);

  test(
    'loads the demo at the first start only; a start without it keeps the shops',
    async () => {
      const env = await databaseEnv(kind);
      const total = async (url: string) =>
        ((await (await fetch(`${url}/api/marketplace/shops`)).json()) as ShopSearchResponse).total;

      const plain = await start(env);
      expect(await total(plain.url)).toBe(0);
      expect(await stop(plain, 'SIGTERM')).toBe(0);

      const first = await start({ ...env, DEMO_DATA: '1' });
      expect(await total(first.url)).toBe(40);
      expect(first.output()).toMatch(/"added":40,"msg":"demo shops loaded"/);
      expect(await stop(first, 'SIGTERM')).toBe(0);

      const second = await start({ ...env, DEMO_DATA: '1' });
      expect(second.output()).toMatch(/"added":0,"msg":"demo shops loaded"/);
      expect(await total(second.url)).toBe(40);
      expect(await stop(second, 'SIGTERM')).toBe(0);

      const without = await start(env);
      expect(await total(without.url)).toBe(40);
      expect(without.output()).not.toContain('demo shops loaded');
      expect(await stop(without, 'SIGTERM')).toBe(0);
    },
    5 * START_TIMEOUT_MS,
  );
});
