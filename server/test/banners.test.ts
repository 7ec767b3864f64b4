/**
 * Ad banners: the add-on (or Premium's 'All Features') is needed; the window is 30 days per unit
 * from the first picture, never past the subscription's end, and a new picture keeps it; the
 * public slot rotates fairly among running banners of listed shops, counting impressions (one per
 * client in a window), and never shows one outside its window; clicks are counted on running
 * banners only, with the impression id the slot gave (trustPhotosBanners.test.ts tries the rest).
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BannerSlot, MerchantBanner } from '@contract/loyalty';
import type { PhotoRef } from '@contract/store';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, uploadPhoto, type Merchant } from './storeKit';

const DAY_MS = 86_400_000;
const BANNER_ADDON = 4;

// Each test builds shops through the real routes: seconds each on a busy machine.
jest.setTimeout(60_000);

describe.each(databases())('ad banners on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  /** A listed shop on the basic plan with `units` of the banner add-on (none when 0). */
  const shopWith = (slug: string, units: number, plan = 1): Promise<OrderingShop> =>
    orderingShop(app, database.db, slug, {
      plan,
      addons: units > 0 ? [[BANNER_ADDON, units]] : [],
      withBranch: false,
    });
  const put = (m: Merchant, payload: unknown) =>
    call(
      app,
      'PUT',
      apiPaths.merchantBanner,
      { merchantId: m.merchantId },
      { headers: m.headers, payload },
    );
  const get = async (m: Merchant) => {
    const response = await call(
      app,
      'GET',
      apiPaths.merchantBanner,
      { merchantId: m.merchantId },
      { headers: m.headers },
    );
    expect(response.statusCode).toBe(200);
    return response.json<MerchantBanner>();
  };
  /** Starts the shop's banner with a new picture; returns the answer (expects 200). */
  const start = async (s: OrderingShop, title = `Banner of ${s.slug}`) => {
    const photo = await uploadPhoto(app, s.merchant);
    const response = await put(s.merchant, { photo_id: photo.id, title });
    expect(response.statusCode).toBe(200);
    return { photo, answer: response.json<MerchantBanner>() };
  };
  let client = 0;
  /** A view of the slot by a new client (its own address): each one counts its impression. */
  const slot = () => {
    client += 1;
    return app.inject({
      method: 'GET',
      url: `/api/${apiPaths.marketplaceBanner}`,
      remoteAddress: `198.51.100.${client % 250}`,
      headers: { 'user-agent': `browser ${client}` },
    });
  };
  const click = (bannerId: number, impression: string) =>
    call(app, 'POST', apiPaths.marketplaceBannerClick, { bannerId }, { payload: { impression } });
  const subscriptionEnd = async (merchantId: number) => {
    const { rows } = await database.db.query<{ ends_at: Date }>(
      `SELECT ends_at FROM subscriptions WHERE merchant_id = $1 AND status = 'active'`,
      [merchantId],
    );
    return new Date(rows[0]!.ends_at).getTime();
  };

  test('without the add-on the banner is refused with 403, and the page shows no units', async () => {
    const s = await shopWith('no-banner', 0);
    const photo = await uploadPhoto(app, s.merchant);
    const response = await put(s.merchant, { photo_id: photo.id, title: 'Monsoon sale' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Your plan does not include this feature' });
    expect(await get(s.merchant)).toEqual({ units: 0, banner: null });
    const { rows } = await database.db.query('SELECT id FROM ad_banners');
    expect(rows).toEqual([]);
  });

  test('the first picture starts 30 days per unit; a new one keeps the window', async () => {
    const s = await shopWith('two-units', 2);
    const before = Date.now();
    const { photo, answer } = await start(s, 'Monsoon sale');
    const after = Date.now();
    const banner = answer.banner!;
    expect(answer.units).toBe(2);
    expect(banner).toMatchObject({
      title: 'Monsoon sale',
      photo,
      active: true,
      impressions: 0,
      clicks: 0,
    });
    const starts = Date.parse(banner.starts_at);
    expect(starts).toBeGreaterThanOrEqual(before - 1000);
    expect(starts).toBeLessThanOrEqual(after + 1000);
    expect(Date.parse(banner.ends_at) - starts).toBe(60 * DAY_MS);

    const second = await uploadPhoto(app, s.merchant);
    const replaced = await put(s.merchant, { photo_id: second.id, title: '  Thingyan sale  ' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<MerchantBanner>()).toEqual({
      units: 2,
      banner: { ...banner, title: 'Thingyan sale', photo: second },
    });
    expect(await get(s.merchant)).toEqual(replaced.json());
  });

  test('units past the subscription end at the subscription', async () => {
    // Four units are 120 days; the subscription (three months) ends before.
    const s = await shopWith('four-units', 4);
    const { answer } = await start(s);
    expect(answer.units).toBe(4);
    expect(Date.parse(answer.banner!.ends_at)).toBe(await subscriptionEnd(s.merchant.merchantId));
  });

  test("Premium's 'All Features' without the add-on gives one unit: 30 days", async () => {
    const s = await shopWith('premium', 0, 3);
    const { answer } = await start(s);
    expect(answer.units).toBe(1);
    const { starts_at, ends_at } = answer.banner!;
    expect(Date.parse(ends_at) - Date.parse(starts_at)).toBe(30 * DAY_MS);
  });

  test("the picture must be the merchant's own", async () => {
    const s = await shopWith('own-photo', 1);
    const other = await shopWith('other-photo', 0);
    const theirs = await uploadPhoto(app, other.merchant);
    const response = await put(s.merchant, { photo_id: theirs.id, title: 'Monsoon sale' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ photo_id: ['The selected photo is invalid.'] });
    expect(await get(s.merchant)).toEqual({ units: 1, banner: null });
  });

  test('the slot rotates fairly: three banners over nine views show three times each', async () => {
    const shops = [await shopWith('rota-a', 1), await shopWith('rota-b', 1)];
    shops.push(await shopWith('rota-c', 1));
    const ids: number[] = [];
    const photos = new Map<number, PhotoRef>();
    for (const s of shops) {
      const { photo, answer } = await start(s);
      ids.push(answer.banner!.id);
      photos.set(answer.banner!.id, photo);
    }
    const shown: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      const response = await slot();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const banner = response.json<BannerSlot>().banner!;
      shown.push(banner.id);
    }
    // Never shown first, then the oldest; then each in turn.
    expect(shown).toEqual([...ids, ...ids, ...ids]);
    const first = (await slot()).json<BannerSlot>();
    expect(first).toEqual({
      banner: {
        id: ids[0],
        title: 'Banner of rota-a',
        photo: photos.get(ids[0]!),
        shop: { slug: 'rota-a', name: 'Shop rota-a' },
        impression: expect.any(String),
      },
    });
    expect((await get(shops[1]!.merchant)).banner).toMatchObject({ impressions: 3, clicks: 0 });
  });

  test('a banner outside its window or of an unlisted shop is never shown nor clicked', async () => {
    const running = await shopWith('win-running', 1);
    const ended = await shopWith('win-ended', 1);
    const unlisted = await shopWith('win-unlisted', 1);
    const runningId = (await start(running)).answer.banner!.id;
    const endedId = (await start(ended)).answer.banner!.id;
    await start(unlisted);
    await database.db.query(
      `UPDATE ad_banners SET starts_at = now() - interval '31 days', ends_at = now() - interval '1 second'
        WHERE id = $1`,
      [endedId],
    );
    const unpublished = await call(
      app,
      'DELETE',
      apiPaths.storePublish,
      { merchantId: unlisted.merchant.merchantId },
      { headers: unlisted.merchant.headers },
    );
    expect(unpublished.statusCode).toBe(200);
    const shown = new Set<number>();
    for (let n = 0; n < 6; n += 1) shown.add((await slot()).json<BannerSlot>().banner!.id);
    expect([...shown]).toEqual([runningId]);
    expect((await get(ended.merchant)).banner).toMatchObject({ active: false, impressions: 0 });
    expect((await get(unlisted.merchant)).banner).toMatchObject({ active: false, impressions: 0 });
  });

  test('no banner running: the slot is empty', async () => {
    const response = await slot();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ banner: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('clicks are counted on a running banner, one per impression; one that ended is 404', async () => {
    const s = await shopWith('clicks', 1);
    const id = (await start(s)).answer.banner!.id;
    const views = [(await slot()).json<BannerSlot>(), (await slot()).json<BannerSlot>()];
    expect(views.map((v) => v.banner!.id)).toEqual([id, id]);
    for (const view of views) {
      const response = await click(id, view.banner!.impression);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect((await get(s.merchant)).banner).toMatchObject({ impressions: 2, clicks: 2 });
    const third = (await slot()).json<BannerSlot>().banner!;
    await database.db.query(
      `UPDATE ad_banners SET starts_at = now() - interval '31 days', ends_at = now() - interval '1 second'`,
    );
    const ended = await click(id, third.impression);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toEqual({ message: 'Banner not found' });
  });

  test('clicks are limited per address', async () => {
    const limited = buildTestApp(database.db, {
      rateLimit: { windowSeconds: 900, perPhone: 1000, perAddress: 3 },
    });
    try {
      await limited.ready();
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: `/api/${fillPath(apiPaths.marketplaceBannerClick, { bannerId: 999_999 })}`,
          remoteAddress: '203.0.113.9',
          payload: { impression: 'not-an-impression' },
        });
        statuses.push(response.statusCode);
      }
      // Counted before anything else is looked at: the impression ids do not help a flood.
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
