/**
 * What the plan billing tests share: a merchant, a plan order made through the API, its summary,
 * an intent for it and a card payment in MMK, a gateway that remembers what it was asked to
 * charge, and the seeded prices put back after a test that changed them.
 */
import type { DashboardResponse, PaymentIntent } from '@contract';
import type { OrderSummary, OrderSummaryResponse, Receipt } from '@contract/billing';
import type { App } from '../src/app';
import type { Db } from '../src/db/db';
import { seedData } from '../src/db/seedData';
import { createSandboxGateway, type ChargeRequest, type PaymentGateway } from '../src/payments';
import { bearer, registerMerchant } from './helpers';

export const NEXT_YEAR = new Date().getUTCFullYear() + 1;
export const VISA = '4242424242424242';
export const METADATA = { shop_name: 'Shwe Yee Tea House', category_id: 1, township: 'Bahan' };

/** The year a receipt issued now is numbered in: the calendar year in Yangon (UTC+6:30). */
export function yangonYear(): number {
  return new Date(Date.now() + 6.5 * 3_600_000).getUTCFullYear();
}

/** A gateway that charges through the sandbox and remembers every charge it was asked for. */
export function recordingGateway(db: Db): PaymentGateway & { calls: ChargeRequest[] } {
  const sandbox = createSandboxGateway(db);
  const calls: ChargeRequest[] = [];
  return {
    calls,
    charge(request) {
      calls.push(request);
      return sandbox.charge(request);
    },
    lookup: (key) => sandbox.lookup(key),
  };
}

export interface Shop {
  id: number;
  token: string;
  auth: Record<string, string>;
}

export async function newShop(app: App): Promise<Shop> {
  const { token, user } = await registerMerchant(app);
  return { id: user.merchantid, token, auth: bearer(token) };
}

export function post(app: App, shop: Shop, path: string, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/merchant/${path}/${shop.id}`,
    headers: shop.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export type AddonMix = ReadonlyArray<readonly [number, number]>;

/** Orders a plan (replacing any pending order) with add-ons `[addon_type_id, quantity]`. */
export async function order(
  app: App,
  shop: Shop,
  planId: number,
  months: 3 | 6 | 12,
  addons: AddonMix = [],
): Promise<void> {
  const plan = await post(app, shop, 'addPlan', { plan_id: planId, duration_month: months });
  if (plan.statusCode !== 200) throw new Error(`addPlan: ${plan.statusCode} ${plan.body}`);
  for (const [addon_type_id, quantity] of addons) {
    const line = await post(app, shop, 'addAddon', { addon_type_id, quantity, remark: 'Added' });
    if (line.statusCode !== 200) throw new Error(`addAddon: ${line.statusCode} ${line.body}`);
  }
}

/** The priced pending order (expects 200 and an order). */
export async function summary(app: App, shop: Shop): Promise<OrderSummary> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/merchant/orderSummary/${shop.id}`,
    headers: shop.auth,
  });
  if (response.statusCode !== 200) {
    throw new Error(`orderSummary: ${response.statusCode} ${response.body}`);
  }
  const { order: priced } = response.json<OrderSummaryResponse>();
  if (!priced) throw new Error('no pending order');
  return priced;
}

export function createIntent(app: App, shop: Shop, amount: number, currency = 'MMK') {
  return post(app, shop, 'createPaymentIntent', {
    amount,
    currency,
    description: 'Plan order',
    metadata: METADATA,
  });
}

/** An intent for `amount_minor` MMK (expects 200). */
export async function newIntent(app: App, shop: Shop, amountMinor: number): Promise<PaymentIntent> {
  const response = await createIntent(app, shop, amountMinor);
  if (response.statusCode !== 200) {
    throw new Error(`createPaymentIntent: ${response.statusCode} ${response.body}`);
  }
  return response.json<PaymentIntent>();
}

/** Pays an intent by card; `amount` in major units of `currency`, as the billing screen sends. */
export function pay(app: App, shop: Shop, intentId: string, amount: number, currency = 'MMK') {
  return post(app, shop, 'processPayment', {
    payment_intent_id: intentId,
    card_number: VISA,
    card_holder_name: 'Aung Aung',
    expired_month: 12,
    expired_year: NEXT_YEAR,
    cvc: '739',
    amount,
    currency,
  });
}

/** Orders, reads the summary, makes the intent and pays it (expects 200 all along). */
export async function buy(
  app: App,
  shop: Shop,
  planId: number,
  months: 3 | 6 | 12,
  addons: AddonMix = [],
): Promise<OrderSummary> {
  await order(app, shop, planId, months, addons);
  const priced = await summary(app, shop);
  const intent = await newIntent(app, shop, priced.amount_minor);
  const paid = await pay(app, shop, intent.id, priced.total);
  if (paid.statusCode !== 200) throw new Error(`processPayment: ${paid.statusCode} ${paid.body}`);
  return priced;
}

export async function dashboard(app: App, shop: Shop): Promise<DashboardResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/merchant/dashboard/${shop.id}`,
    headers: shop.auth,
  });
  if (response.statusCode !== 200) {
    throw new Error(`dashboard: ${response.statusCode} ${response.body}`);
  }
  return response.json<DashboardResponse>();
}

export function getReceipt(app: App, shop: Shop, number: string) {
  return app.inject({
    method: 'GET',
    url: `/api/merchant/receipts/${shop.id}/${number}`,
    headers: shop.auth,
  });
}

/** A receipt of the shop (expects 200). */
export async function receipt(app: App, shop: Shop, number: string): Promise<Receipt> {
  const response = await getReceipt(app, shop, number);
  if (response.statusCode !== 200) {
    throw new Error(`receipt: ${response.statusCode} ${response.body}`);
  }
  return response.json<Receipt>();
}

/** The newest payment's receipt number from the dashboard. */
export async function latestReceiptNumber(app: App, shop: Shop): Promise<string> {
  const { payments } = await dashboard(app, shop);
  const newest = [...payments].sort((a, b) => b.id - a.id)[0];
  if (!newest?.receipt_number) throw new Error('no receipt on the dashboard');
  return newest.receipt_number;
}

/** Puts the seeded prices back (the shared test reset keeps reference data as it finds it). */
export async function restorePrices(db: Db): Promise<void> {
  for (const plan of seedData.plans) {
    await db.query(
      `UPDATE plans SET price_3month = $2, price_6month = $3, price_12month = $4 WHERE id = $1`,
      [plan.id, plan.price_3month, plan.price_6month, plan.price_12month],
    );
  }
  for (const addon of seedData.addonTypes) {
    await db.query('UPDATE addon_types SET price_3month = $2 WHERE id = $1', [
      addon.id,
      addon.price_3month,
    ]);
  }
}

/**
 * The seeded prices, no partner code but the seeded one, and receipt numbers from 1 again (tables
 * the shared test reset keeps). Call it after that reset, when no intent refers to a code.
 */
export async function restoreBillingData(db: Db): Promise<void> {
  await restorePrices(db);
  await db.query(`DELETE FROM partner_codes WHERE code <> 'PARTNER10'`);
  await db.query('DELETE FROM document_counters');
}
