/**
 * A listed shop that takes orders and reservations, made through the real API as a merchant would
 * make it on screen (the screens themselves are the store journey's): registered, phone verified
 * with the sandbox's code, Premium paid by card (its 'All Features' include Order/Reservations),
 * a profile open every day, a menu section with two dishes, published.
 */
import type { APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '@contract';
import { authHeaders, expect, registerMerchant } from './support';

export interface ShopTakingOrders {
  session: LoginResponse;
  merchantId: number;
  slug: string;
  name: string;
  dishes: { id: number; name: string; price: number }[];
}

/**
 * Open all day, every day: the server refuses an order outside a shop's hours, and the journeys
 * run at any hour of the Yangon clock (closed.spec.ts has a shop that is closed).
 */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '24:00',
}));

export async function openShopTakingOrders(
  request: APIRequestContext,
  name: string,
  /** The store's opening hours (open all day by default) and 'Take orders for later'. */
  store: { hours?: typeof EVERY_DAY; orders_for_later?: boolean } = {},
): Promise<ShopTakingOrders> {
  const session = await registerMerchant(request, { shopname: name });
  const merchantId = session.merchantUser.merchant_id;
  const headers = authHeaders(session);
  const post = async (path: string, data: object, extra: Record<string, string> = {}) => {
    const response = await request.post(`/api/${path}`, {
      headers: { ...headers, ...extra },
      data,
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };

  const phone = session.user.phone;
  const sent = await post(`merchant/sendOtp/${merchantId}`, { phone });
  await post(`merchant/verifyOtp/${merchantId}`, { phone, otp: sent.data.code });

  await post(`merchant/addPlan/${merchantId}`, { plan_id: 3, duration_month: 3 });
  // The order is what is charged, in MMK: Premium for 3 months, 300,000, and 2 % tax, 6,000:
  // 306,000 kyats, 30,600,000 in minor units.
  const intent = await post(
    `merchant/createPaymentIntent/${merchantId}`,
    {
      amount: 30_600_000,
      currency: 'MMK',
      description: 'Monthly Subscription Fee',
      metadata: { shop_name: name, category_id: 1, township: 'Bahan' },
    },
    { 'idempotency-key': `e2e-intent-${merchantId}` },
  );
  await post(`merchant/processPayment/${merchantId}`, {
    payment_intent_id: intent.id,
    card_number: '4242424242424242',
    card_holder_name: 'Daw Khin',
    expired_month: 12,
    expired_year: new Date().getUTCFullYear() + 1,
    cvc: '739',
    amount: 306_000,
    currency: 'MMK',
  });

  const saved = await request.put(`/api/merchant/store/${merchantId}`, {
    headers,
    data: {
      name,
      slug: '',
      description: 'Mohinga and Shan noodles from six in the morning.',
      category_id: 1,
      township_id: 1,
      address: 'No. 7, Bo Aung Kyaw Street',
      phone: '09421234567',
      hours: store.hours ?? EVERY_DAY,
      orders_for_later: store.orders_for_later ?? false,
      logo_photo_id: null,
      cover_photo_id: null,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const slug = ((await saved.json()) as { profile: { slug: string } }).profile.slug;

  const section = await post(
    `merchant/store/${merchantId}/sections`,
    { name: 'Noodles' },
    { 'idempotency-key': `e2e-section-${merchantId}` },
  );
  const dishes = [];
  for (const [dish, price] of [
    ['Mohinga', 2500],
    ['Shan noodles', 3000],
  ] as const) {
    const item = await post(
      `merchant/store/${merchantId}/items`,
      {
        kind: 'menu_item',
        section_id: section.id,
        name: dish,
        description: '',
        price,
        photo_id: null,
        available: true,
      },
      { 'idempotency-key': `e2e-item-${merchantId}-${dish}` },
    );
    dishes.push({ id: item.id as number, name: dish, price });
  }
  await post(`merchant/store/${merchantId}/publish`, {});
  return { session, merchantId, slug, name, dishes };
}
