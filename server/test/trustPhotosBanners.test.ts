/**
 * Issue 31's photos and banners. Photos: refused from their header past 24 megapixels or 10:1
 * (never decoded), a store required, a few encoders per process with a short queue and then 503
 * with Retry-After, uploads per merchant per hour and bytes per merchant. Banners: a click counts
 * only with the signed impression id served for that banner, once and while it is young; a
 * client's views in the window are one impression.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BannerSlot, MerchantBanner } from '@contract/loyalty';
import type { App } from '../src/app';
import { loadBannerConfig, signImpression, verifyImpression } from '../src/banners/impressions';
import * as encode from '../src/photos/encode';
import { DEFAULT_PHOTO_CONFIG, loadPhotoConfig, type PhotoConfig } from '../src/photos/config';
import { createPool, type Release } from '../src/photos/pool';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import {
  call,
  image,
  multipart,
  newMerchant,
  postPhoto,
  saveStore,
  uploadPhoto,
  type Merchant,
} from './storeKit';

// Shops are built through the real routes: seconds each on a busy machine.
jest.setTimeout(60_000);

const BANNER_ADDON = 4;
const MY = { 'accept-language': 'my' };

/** Waits until `condition` holds (the test's own timeout bounds it). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the encoding pool', () => {
  test('gives a slot at once while one is free, then queues, then refuses', async () => {
    const pool = createPool(2, 1);
    const first = await pool.acquire();
    const second = await pool.acquire();
    expect([pool.running, pool.waiting]).toEqual([2, 0]);
    const third = pool.acquire();
    expect(third).not.toBeNull();
    expect([pool.running, pool.waiting]).toEqual([2, 1]);
    expect(pool.acquire()).toBeNull();
    let thirdGot: Release | undefined;
    void third!.then((release) => (thirdGot = release));
    first!();
    await third;
    expect(thirdGot).toBeDefined();
    // The freed slot went to the one waiting: still two running, nobody waiting.
    expect([pool.running, pool.waiting]).toEqual([2, 0]);
    // Releasing twice gives back one slot, not two.
    second!();
    second!();
    expect(pool.running).toBe(1);
    thirdGot!();
    expect(pool.running).toBe(0);
  });

  test('serves the queue in order, and refuses nothing without a queue while a slot is free', async () => {
    const pool = createPool(1, 2);
    const order: string[] = [];
    const holder = await pool.acquire()!;
    const a = pool.acquire()!.then((release) => {
      order.push('a');
      return release;
    });
    const b = pool.acquire()!.then((release) => {
      order.push('b');
      return release;
    });
    holder();
    (await a)();
    (await b)();
    expect(order).toEqual(['a', 'b']);
    expect(pool.running).toBe(0);
    const noQueue = createPool(1, 0);
    expect(noQueue.acquire()).not.toBeNull();
    expect(noQueue.acquire()).toBeNull();
  });

  test('a pool needs a slot and a queue of zero or more', () => {
    expect(() => createPool(0, 1)).toThrow('A pool needs at least one slot');
    expect(() => createPool(1, -1)).toThrow('A queue cannot be negative');
  });
});

describe('the settings', () => {
  test('photo settings default, read and refuse bad values naming the variable', () => {
    expect(loadPhotoConfig({})).toEqual(DEFAULT_PHOTO_CONFIG);
    expect(
      loadPhotoConfig({
        PHOTO_ENCODINGS: '3',
        PHOTO_ENCODING_QUEUE: '0',
        PHOTO_UPLOADS_PER_HOUR: '10',
        PHOTO_STORAGE_MB: '50',
      }),
    ).toEqual({
      ...DEFAULT_PHOTO_CONFIG,
      encodings: 3,
      queue: 0,
      uploadsPerHour: 10,
      storedBytesPerMerchant: 50 * 1024 * 1024,
    });
    expect(() => loadPhotoConfig({ PHOTO_ENCODINGS: '0' })).toThrow(
      'PHOTO_ENCODINGS must be an integer from 1 to 64, got "0"',
    );
    expect(() => loadPhotoConfig({ PHOTO_STORAGE_MB: 'lots' })).toThrow('PHOTO_STORAGE_MB');
  });

  test('the impression window defaults to 30 minutes and is read in minutes', () => {
    expect(loadBannerConfig({})).toEqual({ impressionSeconds: 1800 });
    expect(loadBannerConfig({ BANNER_IMPRESSION_MINUTES: '5' })).toEqual({
      impressionSeconds: 300,
    });
    expect(() => loadBannerConfig({ BANNER_IMPRESSION_MINUTES: '0' })).toThrow(
      'BANNER_IMPRESSION_MINUTES must be an integer from 1 to 1440, got "0"',
    );
  });
});

describe('signed impression ids', () => {
  const secret = Buffer.alloc(32, 7);
  const issuedAt = new Date('2026-11-27T10:00:00Z');
  const impression = { id: 'AAAAAAAAAAAAAAAAAAAAAA', issuedAt };
  const signed = signImpression(secret, 3, impression);
  const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

  test('verify for their banner while young', () => {
    expect(verifyImpression(secret, 3, signed, 1800, later(60))).toEqual(impression);
    expect(verifyImpression(secret, 3, signed, 1800, later(1800))).toEqual(impression);
  });

  test('never for another banner, another secret, a changed id or time, or once old', () => {
    const [seconds, id, mac] = signed.split('.');
    expect(verifyImpression(secret, 4, signed, 1800, later(60))).toBeNull();
    expect(verifyImpression(Buffer.alloc(32, 8), 3, signed, 1800, later(60))).toBeNull();
    const otherId = `${seconds}.BBBBBBBBBBBBBBBBBBBBBB.${mac}`;
    expect(verifyImpression(secret, 3, otherId, 1800, later(60))).toBeNull();
    const otherTime = `${(parseInt(seconds!, 36) + 600).toString(36)}.${id}.${mac}`;
    expect(verifyImpression(secret, 3, otherTime, 1800, later(60))).toBeNull();
    expect(verifyImpression(secret, 3, signed, 1800, later(1801))).toBeNull();
    for (const junk of ['', 'x', 'a.b.c', `${signed}.more`, signed.slice(0, -2)]) {
      expect([junk, verifyImpression(secret, 3, junk, 1800, later(60))]).toEqual([junk, null]);
    }
  });
});

describe.each(databases())('issue 31 on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  const others: App[] = [];

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all([app, ...others.splice(0)].map((a) => a.close()));
  });

  /** An app with photo limits of its own (the test's app stays as it is). */
  const appWith = async (photos: Partial<PhotoConfig>): Promise<App> => {
    const other = buildTestApp(database.db, { photos: { ...DEFAULT_PHOTO_CONFIG, ...photos } });
    others.push(other);
    await other.ready();
    return other;
  };
  /** A merchant with a saved store. */
  const shop = async (): Promise<Merchant> => {
    const m = await newMerchant(app);
    await saveStore(app, m);
    return m;
  };
  const stored = async () => {
    const { rows } = await database.db.query<{ photos: number; bytes: number }>(
      `SELECT (SELECT count(*) FROM photos)::int AS photos,
              (SELECT coalesce(sum(octet_length(bytes)), 0) FROM photo_variants)::int AS bytes`,
    );
    return rows[0]!;
  };
  const refusal = (message: string) => ({
    status: false,
    message,
    data: { errors: { photo: [message] } },
  });

  describe('photos', () => {
    test('four real 6,320 x 6,320 PNGs are refused from their header, never decoded', async () => {
      const encoding = jest.spyOn(encode, 'encodePhoto');
      const m = await shop();
      // 40 megapixels in a few hundred KB: what held the server for 19 s.
      const png = await sharp({
        create: { width: 6320, height: 6320, channels: 3, background: 'white' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(png.length).toBeLessThan(1024 * 1024);
      const answers = await Promise.all([1, 2, 3, 4].map(() => postPhoto(app, m, png)));
      const message =
        'The photo must not have more than 24 megapixels. Please choose a smaller one.';
      for (const response of answers) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual(refusal(message));
      }
      expect(encoding).not.toHaveBeenCalled();
      expect((await stored()).photos).toBe(0);
      const burmese = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.storePhotos, { merchantId: m.merchantId })}`,
        ...multipartOf(png, { ...m.headers, ...MY }),
      });
      expect(burmese.json().data.errors.photo).toEqual([
        'ဓာတ်ပုံတွင် မဂ္ဂါပစ်ဇယ် ၂၄ ထက် မပိုရပါ။ ပိုသေးသော ဓာတ်ပုံကို ရွေးပါ။',
      ]);
    });

    test('a photo longer than 10 times its width is refused; 10 times is kept', async () => {
      const encoding = jest.spyOn(encode, 'encodePhoto');
      const m = await shop();
      const message = "The photo's longer side must not be more than 10 times its shorter side.";
      for (const [w, h] of [
        [2200, 200],
        [100, 1001],
      ] as const) {
        const response = await postPhoto(app, m, await image(w, h));
        expect([w, h, response.statusCode, response.json()]).toEqual([w, h, 422, refusal(message)]);
      }
      expect(encoding).not.toHaveBeenCalled();
      const ten = await uploadPhoto(app, m, await image(2000, 200));
      expect(ten).toMatchObject({ width: 2000, height: 200, widths: [160, 320, 640, 1280] });
      expect(encoding).toHaveBeenCalledTimes(1);
    });

    test('24 megapixels exactly passes the header check', async () => {
      const m = await shop();
      // A header claiming 6,000 x 4,000 over 16 x 16 pixels of data: past the header check, the
      // decoder finds the data short, so it is the ordinary 'Unsupported image'.
      const png = Buffer.from(await image(16, 16, 'png'));
      png.writeUInt32BE(6000, 16);
      png.writeUInt32BE(4000, 20);
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      const response = await postPhoto(app, m, png);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Unsupported image. Please choose a JPEG, PNG or WebP photo.',
      );
    });

    test('a merchant without a store is refused, and nothing is encoded', async () => {
      const encoding = jest.spyOn(encode, 'encodePhoto');
      const m = await newMerchant(app);
      const response = await postPhoto(app, m, await image(400, 300));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Save your store profile first.' });
      expect(encoding).not.toHaveBeenCalled();
      expect(await stored()).toEqual({ photos: 0, bytes: 0 });
      await saveStore(app, m);
      expect((await postPhoto(app, m, await image(400, 300))).statusCode).toBe(201);
    });

    test('two encode at once, one waits, and the next is told to come back (503)', async () => {
      const limited = await appWith({ encodings: 2, queue: 1 });
      const m = await shop();
      const bytes = await image(700, 500);
      const actual = encode.encodePhoto;
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let started = 0;
      jest.spyOn(encode, 'encodePhoto').mockImplementation(async (input, size) => {
        started += 1;
        await gate;
        return actual(input, size);
      });
      const answered: number[] = [];
      const uploads = [1, 2, 3, 4].map(() =>
        postPhoto(limited, m, bytes).then((response) => {
          answered.push(response.statusCode);
          return response;
        }),
      );
      await until(() => answered.length === 1 && started === 2);
      // Two encoders busy and one upload queued: the fourth is refused at once.
      expect(answered).toEqual([503]);
      const busy = (await Promise.race(uploads.map((u) => u.then((r) => ({ r }))))).r;
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        message: 'The server is busy with other photos. Please try again in a moment.',
      });
      expect(started).toBe(2);
      open();
      const all = await Promise.all(uploads);
      expect(all.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 503]);
      expect(started).toBe(3);
      expect((await stored()).photos).toBe(3);
    });

    test('uploads are limited per merchant per hour (429 with Retry-After)', async () => {
      const limited = await appWith({ uploadsPerHour: 2 });
      const m = await shop();
      const other = await shop();
      const bytes = await image(300, 200);
      expect((await postPhoto(limited, m, bytes)).statusCode).toBe(201);
      // A refused upload counts as well.
      expect((await postPhoto(limited, m, Buffer.from('not a photo'))).statusCode).toBe(422);
      const over = await postPhoto(limited, m, bytes);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
      const minutes = Math.ceil(Number(over.headers['retry-after']) / 60);
      expect(over.json()).toEqual({
        message: `You can upload at most 2 photos an hour. Please try again in ${minutes} minutes.`,
      });
      const burmese = await limited.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.storePhotos, { merchantId: m.merchantId })}`,
        ...multipartOf(bytes, { ...m.headers, ...MY }),
      });
      expect(burmese.statusCode).toBe(429);
      expect(burmese.json().message).toMatch(
        /^တစ်နာရီလျှင် ဓာတ်ပုံ ၂ ပုံအထိသာ တင်နိုင်ပါသည်။ [၀-၉]+ မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။$/,
      );
      // Another merchant has their own hour.
      expect((await postPhoto(limited, other, bytes)).statusCode).toBe(201);
      expect((await stored()).photos).toBe(2);
    });

    test("a merchant's photos keep within their bytes", async () => {
      const m = await shop();
      const other = await shop();
      const bytes = await image(900, 600);
      await uploadPhoto(app, m, bytes);
      const first = (await stored()).bytes;
      const fullMessage =
        /^Your store's photos have reached their limit of \d+ MB\. Please use the photos you have\.$/;

      // Full already: refused before anything is decoded.
      const full = await appWith({ storedBytesPerMerchant: first });
      const encoding = jest.spyOn(encode, 'encodePhoto');
      const refused = await postPhoto(full, m, bytes);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.errors.photo[0]).toMatch(fullMessage);
      expect(encoding).not.toHaveBeenCalled();

      // Room left, but not for this photo: refused once its size is known, nothing stored.
      const almost = await appWith({ storedBytesPerMerchant: first + 100 });
      const tooBig = await postPhoto(almost, m, bytes);
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json().data.errors.photo[0]).toMatch(fullMessage);
      expect(encoding).toHaveBeenCalledTimes(1);
      expect(await stored()).toEqual({ photos: 1, bytes: first });

      // Each merchant's own bytes: another merchant still has room.
      expect((await postPhoto(almost, other, bytes)).statusCode).toBe(201);
    });
  });

  describe('banner impressions and clicks', () => {
    /** A listed shop with a running banner; its id. */
    const running = async (slug: string): Promise<{ s: OrderingShop; id: number }> => {
      const s = await orderingShop(app, database.db, slug, {
        plan: 1,
        addons: [[BANNER_ADDON, 1]],
        withBranch: false,
      });
      const photo = await uploadPhoto(app, s.merchant);
      const response = await call(
        app,
        'PUT',
        apiPaths.merchantBanner,
        { merchantId: s.merchant.merchantId },
        { headers: s.merchant.headers, payload: { photo_id: photo.id, title: 'Monsoon sale' } },
      );
      expect(response.statusCode).toBe(200);
      return { s, id: response.json<MerchantBanner>().banner!.id };
    };
    const view = async (address = '198.51.100.7', agent = 'Phone browser 1') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/${apiPaths.marketplaceBanner}`,
        remoteAddress: address,
        headers: { 'user-agent': agent },
      });
      expect(response.statusCode).toBe(200);
      return response.json<BannerSlot>().banner!;
    };
    const click = (bannerId: number, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.marketplaceBannerClick, { bannerId })}`,
        remoteAddress: '198.51.100.7',
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const figures = async (s: OrderingShop) => {
      const response = await call(
        app,
        'GET',
        apiPaths.merchantBanner,
        { merchantId: s.merchant.merchantId },
        { headers: s.merchant.headers },
      );
      const { impressions, clicks } = response.json<MerchantBanner>().banner!;
      return { impressions, clicks };
    };
    const NOT_COUNTED = 'This view of the banner has expired or has already been counted.';
    const notCounted = {
      status: false,
      message: NOT_COUNTED,
      data: { errors: { impression: [NOT_COUNTED] } },
    };

    test('a valid impression id counts one click; used again, it counts nothing', async () => {
      const { s, id } = await running('click-once');
      const banner = await view();
      expect(banner).toMatchObject({
        id,
        impression: expect.stringMatching(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/),
      });
      const first = await click(id, { impression: banner.impression });
      expect(first.statusCode).toBe(204);
      const again = await click(id, { impression: banner.impression });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(notCounted);
      expect(await figures(s)).toEqual({ impressions: 1, clicks: 1 });
      const burmese = await click(id, { impression: banner.impression }, MY);
      expect(burmese.json().data.errors.impression).toEqual([
        'ဤကြော်ငြာဘန်နာ ကြည့်ရှုမှုသည် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် ရေတွက်ပြီး ဖြစ်ပါသည်။',
      ]);
    });

    test('a click without, with a forged or with another banner’s impression id counts nothing', async () => {
      const a = await running('forged-a');
      const b = await running('forged-b');
      const seen = await view('198.51.100.1');
      const other = seen.id === a.id ? b : a;
      const [seconds, impressionId, mac] = seen.impression.split('.');
      const forgedMac = `${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
      // base64url's last letter has spare bits: another spelling of the same bytes is refused too.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const respelt = `${mac!.slice(0, -1)}${alphabet[alphabet.indexOf(mac!.slice(-1)) ^ 1]}`;
      expect(Buffer.from(respelt, 'base64url')).toEqual(Buffer.from(mac!, 'base64url'));
      const attempts: Array<[string, number, unknown]> = [
        ['no body', seen.id, undefined],
        ['empty', seen.id, { impression: '' }],
        ['made up', seen.id, { impression: 'I-was-here' }],
        ['signature changed', seen.id, { impression: `${seconds}.${impressionId}.${forgedMac}` }],
        ['signature respelt', seen.id, { impression: `${seconds}.${impressionId}.${respelt}` }],
        ['another banner', other.id, { impression: seen.impression }],
      ];
      for (const [what, bannerId, payload] of attempts) {
        const response = await click(bannerId, payload);
        expect([what, response.statusCode]).toEqual([what, 422]);
      }
      expect(await figures(a.s)).toMatchObject({ clicks: 0 });
      expect(await figures(b.s)).toMatchObject({ clicks: 0 });
      // The real one still counts.
      expect((await click(seen.id, { impression: seen.impression })).statusCode).toBe(204);
    });

    test('an expired impression id counts nothing', async () => {
      const { s, id } = await running('expired');
      const banner = await view();
      // Issued 31 minutes ago as the database remembers it: the id's own time is still young.
      await database.db.query(
        `UPDATE banner_views SET issued_at = issued_at - interval '31 minutes'`,
      );
      const stale = await click(id, { impression: banner.impression });
      expect(stale.statusCode).toBe(422);
      expect(stale.json()).toEqual(notCounted);
      // An id signed with the server's secret 31 minutes ago is refused before the database.
      const { rows } = await database.db.query<{ secret: Uint8Array }>(
        `SELECT secret FROM server_secrets WHERE name = 'banner_impressions'`,
      );
      const { rows: viewed } = await database.db.query<{ impression_id: string }>(
        'SELECT impression_id FROM banner_views',
      );
      const old = signImpression(Buffer.from(rows[0]!.secret), id, {
        id: viewed[0]!.impression_id,
        issuedAt: new Date(Date.now() - 31 * 60 * 1000),
      });
      expect((await click(id, { impression: old })).statusCode).toBe(422);
      expect(await figures(s)).toEqual({ impressions: 1, clicks: 0 });
    });

    test('a banner no longer running is 404, even with its impression id', async () => {
      const { id } = await running('ended');
      const banner = await view();
      await database.db.query(
        `UPDATE ad_banners SET starts_at = now() - interval '31 days', ends_at = now() - interval '1 second'`,
      );
      const response = await click(id, { impression: banner.impression });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Banner not found' });
    });

    test("a client's views within the window are one impression; others count their own", async () => {
      const { s } = await running('dedupe');
      const first = await view('198.51.100.7', 'Phone browser 1');
      const reload = await view('198.51.100.7', 'Phone browser 1');
      expect(reload).toEqual(first);
      // The same phone on another address of its /64 is the same client.
      const v6 = await view('2001:db8:1:2::10', 'Phone browser 1');
      expect(await view('2001:db8:1:2:aaaa::99', 'Phone browser 1')).toEqual(v6);
      expect(await figures(s)).toEqual({ impressions: 2, clicks: 0 });
      // Another browser at the first address, and another address: their own impressions.
      await view('198.51.100.7', 'Another browser');
      await view('203.0.113.5', 'Phone browser 1');
      expect(await figures(s)).toEqual({ impressions: 4, clicks: 0 });
      // Once the window has passed, a view is a new impression with a new id.
      await database.db.query(
        `UPDATE banner_views SET issued_at = issued_at - interval '31 minutes'`,
      );
      const later = await view('198.51.100.7', 'Phone browser 1');
      expect(later.impression).not.toBe(first.impression);
      expect(await figures(s)).toEqual({ impressions: 5, clicks: 0 });
      // A reload after a click shows the same banner, and its id counts no second click.
      expect((await click(later.id, { impression: later.impression })).statusCode).toBe(204);
      const back = await view('198.51.100.7', 'Phone browser 1');
      expect(back.impression).toBe(later.impression);
      expect((await click(back.id, { impression: back.impression })).statusCode).toBe(422);
      expect(await figures(s)).toEqual({ impressions: 5, clicks: 1 });
    });

    test('two views at once from one client count one impression', async () => {
      const { s } = await running('at-once');
      const [a, b] = await Promise.all([view('198.51.100.9'), view('198.51.100.9')]);
      expect(a).toEqual(b);
      expect(await figures(s)).toEqual({ impressions: 1, clicks: 0 });
    });

    test('several processes on one database sign and verify alike', async () => {
      const { s, id } = await running('two-processes');
      const second = buildTestApp(database.db);
      others.push(second);
      await second.ready();
      const banner = await view();
      const response = await second.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.marketplaceBannerClick, { bannerId: id })}`,
        payload: { impression: banner.impression },
      });
      expect(response.statusCode).toBe(204);
      expect(await figures(s)).toEqual({ impressions: 1, clicks: 1 });
    });
  });
});

/** `inject` options of a multipart upload of `bytes` with `headers`. */
function multipartOf(bytes: Buffer, headers: Record<string, string>) {
  const body = multipart(bytes);
  return { headers: { ...headers, 'content-type': body.contentType }, payload: body.payload };
}
