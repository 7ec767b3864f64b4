/**
 * Store photos: uploaded as multipart by a merchant with a store, accepted by their content (JPEG,
 * PNG, WebP) and nothing else, at most 24 megapixels, re-encoded upright to WebP at the fixed
 * widths without metadata, stored in the database, and served publicly with caching headers.
 * (The limits of encoders, uploads and bytes: trustPhotosBanners.test.ts.)
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { PHOTO_MAX_BYTES, type PhotoRef } from '@contract/store';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import {
  image,
  multipart,
  newMerchant,
  postPhoto,
  saveStore,
  uploadPhoto,
  type Merchant,
} from './storeKit';

const UNSUPPORTED = 'Unsupported image. Please choose a JPEG, PNG or WebP photo.';
const TOO_MANY_PIXELS =
  'The photo must not have more than 24 megapixels. Please choose a smaller one.';

/**
 * A real PNG whose header claims `width` x `height` (its checksum fixed so that decoders believe
 * it): a few hundred bytes that would decode to gigabytes.
 */
async function claimingPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image(16, 16, 'png'));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), …
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const ihdrEnd = 8 + 4 + 4 + 13;
  png.writeUInt32BE(crc32(png.subarray(12, ihdrEnd)), ihdrEnd);
  return png;
}

describe.each(databases())('store photos on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  /** A merchant with a saved store: photos belong to a store. */
  const shop = async (): Promise<Merchant> => {
    const m = await newMerchant(app);
    await saveStore(app, m);
    return m;
  };
  const getPhoto = (photoId: string, width: number | string, headers = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.photo, { photoId, width })}`,
      headers,
    });
  const stored = async () => {
    const { rows } = await database.db.query<{ photos: number; variants: number }>(
      `SELECT (SELECT count(*) FROM photos)::int AS photos,
              (SELECT count(*) FROM photo_variants)::int AS variants`,
    );
    return rows[0];
  };
  /** Each stored width of `ref`, decoded from what the public URL serves. */
  const served = async (ref: PhotoRef) =>
    Promise.all(
      ref.widths.map(async (width) => {
        const response = await getPhoto(ref.id, width);
        expect(response.statusCode).toBe(200);
        const meta = await sharp(response.rawPayload).metadata();
        return { width: meta.width, height: meta.height, format: meta.format };
      }),
    );

  test.each([
    ['JPEG', 2000, 1500, 'jpeg', [160, 320, 640, 1280]],
    ['PNG', 500, 400, 'png', [160, 320]],
    ['WebP', 700, 300, 'webp', [160, 320, 640]],
    ['a JPEG narrower than the smallest width (kept at its own)', 100, 80, 'jpeg', [100]],
  ] as const)('%s %ix%i: WebP at each width not wider than it', async (_, w, h, format, widths) => {
    const m = await shop();
    const response = await postPhoto(app, m, await image(w, h, format));
    expect(response.statusCode).toBe(201);
    const ref = response.json<PhotoRef>();
    expect(ref).toEqual({
      id: expect.stringMatching(/^ph_[A-Za-z0-9_-]{22}$/),
      width: w,
      height: h,
      widths: [...widths],
    });
    expect(await served(ref)).toEqual(
      widths.map((width) => ({ width, height: Math.round((h * width) / w), format: 'webp' })),
    );
    expect(await stored()).toEqual({ photos: 1, variants: widths.length });
  });

  test('a phone photo is turned upright by its EXIF orientation, and no metadata survives', async () => {
    const m = await shop();
    // 400 x 200 as stored, "rotate 90° clockwise to view" (orientation 6), with owner and GPS.
    const photo = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Daw Khin Myat' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '16/1 47/1 0/1' },
      })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString('latin1')).toContain('Daw Khin Myat');

    const ref = await uploadPhoto(app, m, photo);
    expect(ref).toMatchObject({ width: 200, height: 400, widths: [160] });
    const response = await getPhoto(ref.id, 160);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 320 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(response.rawPayload.toString('latin1')).not.toContain('Daw Khin Myat');
  });

  test('served publicly as WebP, cacheable for a year, with an ETag that revalidates', async () => {
    const m = await shop();
    const ref = await uploadPhoto(app, m);
    const response = await getPhoto(ref.id, 320);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.etag;
    expect(etag).toBe(`"${ref.id}-320"`);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const again = await getPhoto(ref.id, 320, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherTag = await getPhoto(ref.id, 320, { 'if-none-match': `"${ref.id}-160"` });
    expect(otherTag.statusCode).toBe(200);
  });

  test('an Idempotency-Key makes a repeated upload answer the first photo', async () => {
    const m = await shop();
    const bytes = await image(700, 500);
    const upload = () => {
      const body = multipart(bytes);
      return app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.storePhotos, { merchantId: m.merchantId })}`,
        headers: { ...m.headers, 'content-type': body.contentType, 'idempotency-key': 'tap-1' },
        payload: body.payload,
      });
    };
    const answers = await Promise.all([upload(), upload(), upload()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const [first] = answers.map((a) => a.json<PhotoRef>());
    expect(answers.map((a) => a.json())).toEqual([first, first, first]);
    expect(await stored()).toEqual({ photos: 1, variants: 3 });
    expect((await upload()).json()).toEqual(first);
    // Without a key, every upload is a new photo.
    expect((await postPhoto(app, m, bytes)).statusCode).toBe(201);
    expect(await stored()).toEqual({ photos: 2, variants: 6 });
  });

  test('an unknown photo or width is 404; a malformed one 422', async () => {
    const m = await shop();
    const ref = await uploadPhoto(app, m, await image(500, 400));
    for (const [id, width] of [
      ['ph_noSuchPhoto', 160],
      [ref.id, 640],
      [ref.id, 200],
    ] as const) {
      const response = await getPhoto(id, width);
      expect([id, width, response.statusCode, response.json()]).toEqual([
        id,
        width,
        404,
        { message: 'Not found' },
      ]);
    }
    for (const [id, width] of [
      ['not-a-photo', 160],
      [ref.id, 'wide'],
      [ref.id, 0],
    ] as const) {
      expect((await getPhoto(id, width)).statusCode).toBe(422);
    }
  });

  test.each([
    ['a GIF', () => image(40, 40, 'gif')],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300"/></svg>',
        ),
    ],
    ['text', async () => Buffer.from('This is not a photo at all, just words.')],
    [
      'a truncated JPEG',
      async () => {
        const full = await sharp({
          create: {
            width: 800,
            height: 600,
            channels: 3,
            background: 'grey',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        return full.subarray(0, Math.floor(full.length / 2));
      },
    ],
    [
      'a TIFF',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } })
          .tiff()
          .toBuffer(),
    ],
  ])('%s is refused with 422 Unsupported image, storing nothing', async (_, make) => {
    const m = await shop();
    const response = await postPhoto(app, m, await make());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: UNSUPPORTED,
      data: { errors: { photo: [UNSUPPORTED] } },
    });
    expect(await stored()).toEqual({ photos: 0, variants: 0 });
  });

  test.each([
    [
      'a PNG claiming 20,000 x 20,000 pixels (decompression bomb)',
      () => claimingPng(20_000, 20_000),
    ],
    [
      'a PNG claiming 5,000 x 4,801 pixels (just over 24 megapixels)',
      () => claimingPng(5000, 4801),
    ],
    [
      'a real 7,000 x 6,000 PNG (42 megapixels in about 130 KB)',
      () =>
        sharp({ create: { width: 7000, height: 6000, channels: 3, background: 'white' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
    ],
  ])('%s is refused with 422 naming the limit, storing nothing', async (_, make) => {
    const m = await shop();
    const response = await postPhoto(app, m, await make());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: TOO_MANY_PIXELS,
      data: { errors: { photo: [TOO_MANY_PIXELS] } },
    });
    expect(await stored()).toEqual({ photos: 0, variants: 0 });
  });

  test('in Burmese', async () => {
    const m = await shop();
    const body = multipart(Buffer.from('hello'));
    const response = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.storePhotos, { merchantId: m.merchantId })}`,
      headers: { ...m.headers, 'content-type': body.contentType, 'accept-language': 'my' },
      payload: body.payload,
    });
    expect(response.json().data.errors.photo).toEqual([
      'ဤဓာတ်ပုံကို လက်မခံပါ။ JPEG၊ PNG သို့မဟုတ် WebP ဓာတ်ပုံကို ရွေးပါ။',
    ]);
  });

  test('a file over 5 MB is refused with 413 before it is decoded', async () => {
    const m = await shop();
    // A real JPEG's start, padded past the limit.
    const big = Buffer.concat([await image(64, 64), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const response = await postPhoto(app, m, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The photo must not be larger than 5 MB.' });
    expect(await stored()).toEqual({ photos: 0, variants: 0 });
    // Exactly at the limit is not refused for its size.
    const atLimit = Buffer.concat([await image(64, 64), Buffer.alloc(PHOTO_MAX_BYTES - 2000)]);
    expect((await postPhoto(app, m, atLimit.subarray(0, PHOTO_MAX_BYTES))).statusCode).not.toBe(
      413,
    );
  });

  test('no file, a file under another name, or a body that is not multipart: 422 on photo', async () => {
    const m: Merchant = await shop();
    const url = `/api/${fillPath(apiPaths.storePhotos, { merchantId: m.merchantId })}`;
    const required = { photo: ['The photo field is required.'] };
    const wrongField = await postPhoto(app, m, await image(300, 200), 'picture');
    const json = await app.inject({
      method: 'POST',
      url,
      headers: m.headers,
      payload: { photo: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    const empty = await app.inject({ method: 'POST', url, headers: m.headers });
    for (const response of [wrongField, json, empty]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors).toEqual(required);
    }
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { ...m.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(await stored()).toEqual({ photos: 0, variants: 0 });
  });

  test('another merchant’s id in the path is 403, and the upload is not stored', async () => {
    const a = await shop();
    const b = await shop();
    const body = multipart(await image(300, 200));
    const response = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.storePhotos, { merchantId: b.merchantId })}`,
      headers: { ...a.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual({ photos: 0, variants: 0 });
  });
});
