/**
 * Loyalty and promotions set up through the real API, as the merchant's screens would set them
 * (the screens themselves are checked by the journey): a 3-stamp card, points with a reward, a
 * member discount, two promo codes and an event. Also a customer signed in through the API with
 * the sandbox's code, and an order taken from placed to completed by the shop.
 */
import type { APIRequestContext } from '@playwright/test';
import type { CustomerSignInResponse, ShopOrder } from '@contract/orders';
import type { ShopPost } from '@contract/loyalty';
import type { ShopTakingOrders } from './orderKit';
import { authHeaders, expect } from './support';

/** Today and a day `days` away, as Asia/Yangon calendar dates (UTC+6:30, no daylight saving). */
export function yangonDate(days = 0): string {
  return new Date(Date.now() + (390 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);
}

async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  headers: Record<string, string>,
  data: object,
): Promise<T> {
  const response = await request[method](`/api/${path}`, { headers, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export interface ShopLoyalty {
  event: ShopPost;
}

/** Every programme of the shop switched on, with the words the journey looks for. */
export async function offerLoyalty(
  request: APIRequestContext,
  shop: ShopTakingOrders,
): Promise<ShopLoyalty> {
  const headers = authHeaders(shop.session);
  const base = `merchant/store/${shop.merchantId}`;
  await call(request, 'put', `${base}/stamp-card`, headers, {
    enabled: true,
    stamps_needed: 3,
    reward: 'Free milk tea',
    background: '#7a1f1f',
    color: '#f5c542',
    logo_photo_id: null,
  });
  await call(request, 'put', `${base}/points`, headers, { enabled: true, points_per_1000: 10 });
  await call(request, 'post', `${base}/points/rewards`, headers, {
    name: 'Free samosa',
    points: 50,
    available: true,
  });
  await call(request, 'put', `${base}/membership`, headers, {
    enabled: true,
    discount_percent: 5,
  });
  for (const promo of [
    { code: 'RAIN10', kind: 'percent', value: 10, min_total: 0 },
    { code: 'FEAST5000', kind: 'amount', value: 5000, min_total: 20_000 },
  ]) {
    await call(request, 'post', `${base}/promo-codes`, headers, {
      ...promo,
      valid_from: yangonDate(-1),
      valid_to: yangonDate(30),
      max_uses: null,
      active: true,
    });
  }
  const event = await call<ShopPost>(
    request,
    'post',
    `${base}/posts`,
    { ...headers, 'idempotency-key': `e2e-event-${shop.merchantId}` },
    {
      kind: 'event',
      title: 'Full moon night market',
      body: 'Mohinga until midnight, and a band from Bahan.',
      event_date: yangonDate(7),
      event_time: '18:00',
      photo_id: null,
    },
  );
  return { event };
}

/** A customer signed in with the sandbox's code (shown, never sent), with a name. */
export async function signInCustomerByApi(
  request: APIRequestContext,
  phone: string,
  name: string,
): Promise<CustomerSignInResponse> {
  const sent = await call<{ data: { code: string } }>(
    request,
    'post',
    'customer/sendOtp',
    {},
    {
      phone,
    },
  );
  const signedIn = await call<CustomerSignInResponse>(
    request,
    'post',
    'customer/signIn',
    {},
    {
      phone,
      otp: sent.data.code,
    },
  );
  await call(
    request,
    'put',
    'customer/me',
    { authorization: `Bearer ${signedIn.token}` },
    {
      name,
    },
  );
  return { ...signedIn, customer: { ...signedIn.customer, name } };
}

/** The shop takes an order through to completed: accept, ready, complete. */
export async function completeOrder(
  request: APIRequestContext,
  shop: ShopTakingOrders,
  orderId: number,
): Promise<ShopOrder> {
  let order: ShopOrder | null = null;
  for (const action of ['accept', 'ready', 'complete']) {
    order = await call<ShopOrder>(
      request,
      'post',
      `merchant/store/${shop.merchantId}/orders/${orderId}/${action}`,
      authHeaders(shop.session),
      {},
    );
  }
  expect(order?.state).toBe('completed');
  return order!;
}

/** The customer places an order of one of each dish through the API; the server prices it. */
export async function placeOrderByApi(
  request: APIRequestContext,
  shop: ShopTakingOrders,
  signedIn: CustomerSignInResponse,
  key: string,
): Promise<ShopOrder> {
  return call<ShopOrder>(
    request,
    'post',
    `customer/shops/${encodeURIComponent(shop.slug)}/orders`,
    { authorization: `Bearer ${signedIn.token}`, 'idempotency-key': key },
    {
      branch_id: null,
      lines: shop.dishes.map((dish) => ({ item_id: dish.id, quantity: 1 })),
      note: '',
      table: null,
    },
  );
}

/** The shop's ad banner: a picture drawn here, uploaded as the store editor uploads photos. */
export async function showBanner(
  request: APIRequestContext,
  shop: ShopTakingOrders,
  picture: Buffer,
): Promise<void> {
  const headers = authHeaders(shop.session);
  const uploaded = await request.post(`/api/merchant/store/${shop.merchantId}/photos`, {
    headers,
    multipart: { photo: { name: 'banner.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const photo = (await uploaded.json()) as { id: string };
  await call(request, 'put', `merchant/store/${shop.merchantId}/banner`, headers, {
    photo_id: photo.id,
    title: 'Monsoon tea week: 10 % off',
  });
}
