/**
 * What apps and search engines read beside the pages (plugins/app/shareLinks.ts): the store
 * pages' and the site's share pictures (1200 x 630 JPEG, made once per version and kept; `?v=`
 * of the current version kept for a year, 304 to a cache that has it, a new picture when the
 * shop changes), the sitemap of the public pages and listed shops in both languages, and
 * robots.txt. The Burmese shop's picture is compared with a reference picture a person checked
 * (server/test/fixtures/share-burmese-shop.jpg: the name's stacked letters drawn right, no
 * dotted circles); `UPDATE_SHARE_REFERENCE=1` writes it again after an intended change.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../src/app';
import { DEFAULT_PAYMENT_CONFIG } from '../src/payments/config';
import { renderPhoto } from '../src/db/demo/photos';
import type { Db } from '../src/db/db';
import { addShop } from './marketplaceShops';
import { buildTestApp, databases, ROOT, useTestDatabase } from './helpers';

// Pictures are drawn by sharp: on a busy machine, more than Jest's 5 s default.
jest.setTimeout(60_000);

const REFERENCE = path.join(ROOT, 'server', 'test', 'fixtures', 'share-burmese-shop.jpg');

/** A cover without text (text in an SVG would be drawn in the machine's own fonts). */
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480">
  <rect width="1280" height="480" fill="#2f6b3a"/>
  <circle cx="300" cy="200" r="160" fill="#e0b04a"/>
  <rect x="760" y="120" width="360" height="260" fill="#8c2f39"/>
</svg>`;
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
  <rect width="320" height="320" fill="#f4e9d8"/>
  <circle cx="160" cy="160" r="120" fill="#b5442c"/>
</svg>`;

/** How far two pictures' pixels are apart: the share of channel values more than 24 apart. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [one, two] = await Promise.all(
    [a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect(two!.info.width).toBe(one!.info.width);
  expect(two!.info.height).toBe(one!.info.height);
  let apart = 0;
  for (let i = 0; i < one!.data.length; i += 1) {
    if (Math.abs(one!.data[i]! - two!.data[i]!) > 24) apart += 1;
  }
  return apart / one!.data.length;
}

async function burmeseShop(db: Db) {
  const [cover, logo] = await Promise.all([renderPhoto(COVER_SVG), renderPhoto(LOGO_SVG)]);
  return addShop(db, {
    slug: 'shwe-mandalay-tea',
    name: 'ရွှေမန္တလေး လက်ဖက်ရည်ဆိုင်',
    category: 'Grocery',
    township: 'Bahan',
    cover,
    logo,
  });
}

describe.each(databases())('share pictures, sitemap and robots.txt on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db, {
      payments: { ...DEFAULT_PAYMENT_CONFIG, publicUrl: 'https://shops.example.com' },
    });
    await app.ready();
  });
  afterEach(() => app.close());

  test("a Burmese shop's picture: its name shaped as the reference shows, kept by version", async () => {
    await burmeseShop(database.db);
    const first = await app.inject({
      method: 'GET',
      url: '/shops/shwe-mandalay-tea/share.jpg?lang=my',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(first.rawPayload).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'jpeg']);
    // No version in the address: asked again every time.
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-z]+-my"$/);

    if (process.env.UPDATE_SHARE_REFERENCE === '1') await writeFile(REFERENCE, first.rawPayload);
    const reference = await readFile(REFERENCE);
    // The same drawing, give or take the JPEG encoder: almost no value apart.
    expect(await difference(first.rawPayload, reference)).toBeLessThan(0.005);

    // The current version's own address: kept for a year, the same bytes (made once).
    const version = etag.slice(1, etag.indexOf('-'));
    const current = await app.inject({
      method: 'GET',
      url: `/shops/shwe-mandalay-tea/share.jpg?lang=my&v=${version}`,
    });
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers.etag).toBe(etag);
    expect(current.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await app.inject({
      method: 'GET',
      url: `/shops/shwe-mandalay-tea/share.jpg?lang=my&v=${version}`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  test("a shop's change makes a new picture under a new version; the old address is revalidated", async () => {
    const shop = await addShop(database.db, { name: 'Golden Cup Tea', township: 'Bahan' });
    const url = `/shops/${shop.slug}/share.jpg`;
    const before = await app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    const oldTag = before.headers.etag as string;
    expect(oldTag).toMatch(/-en"$/);

    await database.db.query(
      "UPDATE stores SET name = 'Silver Cup Tea', updated_at = now() WHERE merchant_id = $1",
      [shop.merchantId],
    );
    await database.db.query('SELECT refresh_marketplace_shops(ARRAY[$1]::int[])', [
      shop.merchantId,
    ]);
    const after = await app.inject({ method: 'GET', url, headers: { 'if-none-match': oldTag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldTag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const oldVersion = oldTag.slice(1, oldTag.indexOf('-'));
    const old = await app.inject({ method: 'GET', url: `${url}?v=${oldVersion}` });
    expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    // The English and Burmese pictures are two.
    const burmese = await app.inject({ method: 'GET', url: `${url}?lang=my` });
    expect(burmese.headers.etag).toMatch(/-my"$/);
  });

  test('a shop not listed has no picture; a language or parameter not ours is refused', async () => {
    const hidden = await addShop(database.db, { published: false });
    const missing = await app.inject({ method: 'GET', url: `/shops/${hidden.slug}/share.jpg` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const listed = await addShop(database.db);
    for (const query of ['lang=fr', 'size=9000']) {
      const bad = await app.inject({
        method: 'GET',
        url: `/shops/${listed.slug}/share.jpg?${query}`,
      });
      // The project's answer to input its contract refuses.
      expect(bad.statusCode).toBe(422);
    }
  });

  test("the site's picture, in each language", async () => {
    const english = await app.inject({ method: 'GET', url: '/share.jpg' });
    const burmese = await app.inject({ method: 'GET', url: '/share.jpg?lang=my' });
    for (const answer of [english, burmese]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      const { width, height } = await sharp(answer.rawPayload).metadata();
      expect([width, height]).toEqual([1200, 630]);
    }
    expect(english.rawPayload.equals(burmese.rawPayload)).toBe(false);
    // The version of its words, the same the pages name (src/ssr/pageHead.test.ts).
    expect([english.headers.etag, burmese.headers.etag]).toEqual(['"1mwnjux-en"', '"1nizxcq-my"']);
    const kept = await app.inject({ method: 'GET', url: '/share.jpg?lang=my&v=1nizxcq' });
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the sitemap: the public pages and the listed shops only, each in both languages', async () => {
    const listed = await addShop(database.db, { slug: 'golden-cup' });
    await database.db.query(
      "UPDATE stores SET updated_at = '2026-03-04T05:06:07Z' WHERE merchant_id = $1",
      [listed.merchantId],
    );
    await database.db.query(
      "UPDATE catalogue_items SET updated_at = '2026-01-01T00:00:00Z' WHERE merchant_id = $1",
      [listed.merchantId],
    );
    const burmese = await addShop(database.db, { slug: 'ရွှေ-ကြာ' });
    await database.db.query(
      "UPDATE stores SET updated_at = '2026-02-01T00:00:00Z' WHERE merchant_id = $1",
      [burmese.merchantId],
    );
    await database.db.query(
      "UPDATE catalogue_items SET updated_at = '2026-05-06T07:08:09Z' WHERE merchant_id = $1",
      [burmese.merchantId],
    );
    await addShop(database.db, { slug: 'not-published', published: false });
    const suspended = await addShop(database.db, { slug: 'suspended-shop' });
    await database.db.query(
      "UPDATE stores SET suspended_at = now(), suspension_reason = 'Counterfeit goods.' WHERE merchant_id = $1",
      [suspended.merchantId],
    );
    await database.db.query('SELECT refresh_marketplace_shops(ARRAY[$1]::int[])', [
      suspended.merchantId,
    ]);

    const answer = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const xml = answer.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shops.example.com/',
        'https://shops.example.com/?lang=my',
        'https://shops.example.com/price',
        'https://shops.example.com/price?lang=my',
        'https://shops.example.com/customer',
        'https://shops.example.com/customer?lang=my',
        'https://shops.example.com/shops/golden-cup',
        'https://shops.example.com/shops/golden-cup?lang=my',
        'https://shops.example.com/shops/%E1%80%9B%E1%80%BD%E1%80%BE%E1%80%B1-%E1%80%80%E1%80%BC%E1%80%AC',
      ]),
    );
    expect(locs).not.toContain('https://shops.example.com/login');
    expect(xml).not.toContain('not-published');
    expect(xml).not.toContain('suspended-shop');
    // Each shop's entry: its last change, and both languages as alternates.
    const golden =
      /<url><loc>https:\/\/shops\.example\.com\/shops\/golden-cup\?lang=my<\/loc>(.*?)<\/url>/.exec(
        xml,
      )?.[1];
    expect(golden).toBe(
      '<lastmod>2026-03-04T05:06:07.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shops.example.com/shops/golden-cup"/>' +
        '<xhtml:link rel="alternate" hreflang="my" href="https://shops.example.com/shops/golden-cup?lang=my"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shops.example.com/shops/golden-cup"/>',
    );
    // The latest change of a shop is its catalogue's when that is later than its profile's.
    expect(xml).toMatch(
      /shops\/%E1%80%9B%E1%80%BD%E1%80%BE%E1%80%B1-%E1%80%80%E1%80%BC%E1%80%AC<\/loc><lastmod>2026-05-06T07:08:09\.000Z<\/lastmod>/,
    );
  });

  test('robots.txt: public pages allowed, the API and signed-in pages not, the sitemap named', async () => {
    const answer = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/photos/',
        'Disallow: /api/',
        'Disallow: /store',
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /my/',
        'Disallow: /billing',
        'Disallow: /payment',
        'Disallow: /paymentMethod',
        'Disallow: /otp-verification',
        'Disallow: /forgot-password',
        'Disallow: /signin',
        'Disallow: /staff/',
        'Disallow: /sandbox/',
        '',
        'Sitemap: https://shops.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('without PUBLIC_URL', () => {
  const database = useTestDatabase('pglite');

  test("the sitemap and robots.txt name the request's own origin", async () => {
    const app = buildTestApp(database.db);
    await app.ready();
    try {
      const robots = await app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'localhost:3000' },
      });
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      const sitemap = await app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'localhost:3000' },
      });
      expect(sitemap.body).toContain('<loc>http://localhost:3000/customer?lang=my</loc>');
    } finally {
      await app.close();
    }
  });
});
