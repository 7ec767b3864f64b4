/** What the store tests share: a signed-in merchant, valid bodies, and calls by name. */
import type { InjectOptions } from 'fastify';
import { fillPath, apiPaths } from '@contract/apiPaths';
import type {
  BranchRequest,
  CatalogueItemRequest,
  MerchantStoreResponse,
  PhotoRef,
  StoreProfileRequest,
} from '@contract/store';
import sharp from 'sharp';
import type { App } from '../src/app';
import { bearer, registerMerchant } from './helpers';

export interface Merchant {
  merchantId: number;
  token: string;
  headers: Record<string, string>;
}

export async function newMerchant(app: App): Promise<Merchant> {
  const { token, user } = await registerMerchant(app);
  return { merchantId: user.merchantid, token, headers: bearer(token) };
}

export function profile(overrides: Partial<StoreProfileRequest> = {}): StoreProfileRequest {
  return {
    name: 'Shwe Yee Tea House',
    slug: '',
    description: 'Tea, mohinga and fresh samosas since 1998.',
    category_id: 1,
    township_id: 1,
    address: 'No. 12, Bo Aung Kyaw Street',
    phone: '09781234567',
    hours: [
      { weekday: 1, opens: '07:00', closes: '21:00' },
      { weekday: 6, opens: '08:00', closes: '22:00' },
    ],
    logo_photo_id: null,
    cover_photo_id: null,
    ...overrides,
  };
}

export function branch(overrides: Partial<BranchRequest> = {}): BranchRequest {
  return {
    name: 'Bahan branch',
    address: 'No. 5, Shwegondaing Road',
    township_id: 2,
    phone: '09781234568',
    hours: [{ weekday: 2, opens: '09:00', closes: '18:00' }],
    ...overrides,
  };
}

export function item(overrides: Partial<CatalogueItemRequest> = {}): CatalogueItemRequest {
  return {
    kind: 'product',
    section_id: null,
    name: 'Green tea leaves, 100 g',
    description: 'From the Shan hills.',
    price: 3500,
    photo_id: null,
    available: true,
    ...overrides,
  };
}

/** Calls an API path of the contract (`apiPaths.x`) with its parameters filled in. */
export function call(
  app: App,
  method: InjectOptions['method'],
  path: string,
  params: Record<string, string | number>,
  options: { headers?: Record<string, string>; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url: `/api/${fillPath(path, params)}`,
    headers: options.headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Saves the merchant's profile and returns the answer (expects 200). */
export async function saveStore(
  app: App,
  m: Merchant,
  overrides: Partial<StoreProfileRequest> = {},
): Promise<MerchantStoreResponse> {
  const response = await call(
    app,
    'PUT',
    apiPaths.store,
    { merchantId: m.merchantId },
    {
      headers: m.headers,
      payload: profile(overrides),
    },
  );
  if (response.statusCode !== 200) {
    throw new Error(`saving the store failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<MerchantStoreResponse>();
}

/** A multipart/form-data body of one file part (what a browser's FormData sends). */
export function multipart(
  bytes: Buffer,
  field = 'photo',
  filename = 'photo.jpg',
  type = 'image/jpeg',
) {
  const boundary = `----storetest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A plain image of `width` x `height` in `format`, made on the spot. */
export function image(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 120, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** Uploads `bytes` as the merchant's photo and returns the raw answer. */
export function postPhoto(app: App, m: Merchant, bytes: Buffer, field = 'photo') {
  const body = multipart(bytes, field);
  return app.inject({
    method: 'POST',
    url: `/api/${fillPath(apiPaths.storePhotos, { merchantId: m.merchantId })}`,
    headers: { ...m.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads a small JPEG as the merchant's photo (expects 201). */
export async function uploadPhoto(app: App, m: Merchant, bytes?: Buffer): Promise<PhotoRef> {
  const response = await postPhoto(app, m, bytes ?? (await image(400, 300)));
  if (response.statusCode !== 201) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<PhotoRef>();
}
