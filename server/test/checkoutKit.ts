/**
 * What the checkout tests share: a payment provider of their own (it keeps its payments in memory,
 * signs its callbacks with an HMAC the tests know, and can be told a payment was paid, declined
 * or is unreachable), an app using it with the checkout job stopped (tests run its `tick`), a
 * merchant with a plan order, and the calls of `/payment`.
 */
import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import type { DashboardResponse } from '@contract';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { Receipt } from '@contract/billing';
import type { Checkout, CheckoutState } from '@contract/checkout';
import type { App } from '../src/app';
import type { Config } from '../src/config';
import type { Db } from '../src/db/db';
import { DEFAULT_PAYMENT_CONFIG } from '../src/payments/config';
import {
  ProviderUnavailable,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderMethod,
  type ProviderReport,
  type ProviderStatus,
} from '../src/payments/provider';
import { bearer, buildTestApp, registerMerchant } from './helpers';

const SECRET = 'checkout-test-secret';
export const SIGNATURE_HEADER = 'x-fake-signature';

interface FakePayment {
  request: CreatePaymentRequest;
  status: ProviderStatus;
  message: string | null;
}

export interface FakeProvider extends PaymentProvider {
  creates: CreatePaymentRequest[];
  voids: string[];
  statusAsked: string[];
  /** When set, every call to the provider throws `ProviderUnavailable`. */
  down: boolean;
  /** The provider's record changes (the customer paid or declined), no callback sent. */
  mark(reference: string, status: ProviderStatus, message?: string | null): void;
  /** The signed callback the provider would send now, with what it reports overridden. */
  callback(
    reference: string,
    overrides?: Partial<ProviderReport>,
  ): { payload: string; headers: Record<string, string> };
}

export function sign(body: string): string {
  return createHmac('sha256', SECRET).update(body).digest('hex');
}

export function fakeProvider(
  name = 'fakepay',
  methods: readonly ProviderMethod[] = ['wallet', 'card'],
): FakeProvider {
  const payments = new Map<string, FakePayment>();
  const report = (reference: string, p: FakePayment): ProviderReport => ({
    reference,
    providerReference: `fp_${reference}`,
    status: p.status,
    amountMinor: p.request.amountMinor,
    currency: p.request.currency,
    message: p.message,
    channel: p.request.method === 'card' ? 'Visa' : 'KBZPay',
  });
  const provider: FakeProvider = {
    name,
    methods,
    creates: [],
    voids: [],
    statusAsked: [],
    down: false,
    async create(request) {
      if (provider.down) throw new ProviderUnavailable('fake provider down');
      provider.creates.push(request);
      payments.set(request.reference, { request, status: 'pending', message: null });
      return {
        providerReference: `fp_${request.reference}`,
        qrPayload: request.method === 'wallet' ? `00020101021226${request.reference}5303104` : null,
        redirectUrl:
          request.method === 'card' ? `https://pay.example.com/card/${request.reference}` : null,
        expiresAt: new Date(Date.now() + 60_000),
      };
    },
    async status(reference) {
      if (provider.down) throw new ProviderUnavailable('fake provider down');
      provider.statusAsked.push(reference);
      const p = payments.get(reference);
      return p ? report(reference, p) : null;
    },
    async void(reference) {
      provider.voids.push(reference);
    },
    verifyCallback({ rawBody, headers }) {
      if (headers[SIGNATURE_HEADER] !== sign(rawBody)) {
        return { valid: false, reason: 'bad signature' };
      }
      try {
        return { valid: true, report: JSON.parse(rawBody) as ProviderReport };
      } catch {
        return { valid: false, reason: 'unreadable' };
      }
    },
    async refund() {
      return { status: 'failed', message: 'not in tests' };
    },
    mark(reference, status, message = null) {
      const p = payments.get(reference);
      if (!p) throw new Error(`no fake payment ${reference}`);
      p.status = status;
      p.message = message;
    },
    callback(reference, overrides = {}) {
      const p = payments.get(reference);
      if (!p) throw new Error(`no fake payment ${reference}`);
      const payload = JSON.stringify({ ...report(reference, p), ...overrides });
      return {
        payload,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(payload) },
      };
    },
  };
  return provider;
}

/** The payment settings of the checkout tests: the job does not run by itself. */
export function checkoutConfig(overrides: Partial<Config['payments']> = {}): Partial<Config> {
  return { payments: { ...DEFAULT_PAYMENT_CONFIG, checkoutPollMs: 0, ...overrides } };
}

/** An app on `db` whose checkouts go through `provider`. */
export async function checkoutApp(
  db: Db,
  provider: PaymentProvider,
  overrides: Partial<Config['payments']> = {},
): Promise<App> {
  const app = buildTestApp(db, checkoutConfig(overrides));
  app.decorate('paymentProvider', provider);
  await app.ready();
  return app;
}

export interface Shop {
  id: number;
  token: string;
  headers: Record<string, string>;
}

export async function newShop(app: App): Promise<Shop> {
  const { token, user } = await registerMerchant(app);
  return { id: user.merchantid, token, headers: bearer(token) };
}

/** Orders plan `planId` for three months (replacing any pending order), with add-ons. */
export async function orderPlan(
  app: App,
  shop: Shop,
  planId = 2,
  addons: ReadonlyArray<readonly [number, number]> = [],
): Promise<void> {
  const planned = await app.inject({
    method: 'POST',
    url: `/api/merchant/addPlan/${shop.id}`,
    headers: shop.headers,
    payload: { plan_id: planId, duration_month: 3 },
  });
  if (planned.statusCode !== 200) throw new Error(`addPlan: ${planned.body}`);
  for (const [addon_type_id, quantity] of addons) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/merchant/addAddon/${shop.id}`,
      headers: shop.headers,
      payload: { addon_type_id, quantity, remark: 'r' },
    });
    if (added.statusCode !== 200) throw new Error(`addAddon: ${added.body}`);
  }
}

export function state(app: App, shop: Shop) {
  return app.inject({
    method: 'GET',
    url: `/api/${fillPath(apiPaths.checkout, { merchantId: shop.id })}`,
    headers: shop.headers,
  });
}

export function createCheckout(app: App, shop: Shop, method: string, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/${fillPath(apiPaths.checkout, { merchantId: shop.id })}`,
    headers: { ...shop.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { method },
  });
}

/** Makes a checkout that must answer 201; the checkout. */
export async function checkout(app: App, shop: Shop, method: string): Promise<Checkout> {
  const response = await createCheckout(app, shop, method);
  if (response.statusCode !== 201) {
    throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  }
  return response.json<Checkout>();
}

export function confirm(app: App, shop: Shop, reference: string) {
  return app.inject({
    method: 'POST',
    url: `/api/${fillPath(apiPaths.checkoutConfirm, { merchantId: shop.id, reference })}`,
    headers: shop.headers,
  });
}

export function sendCallback(
  app: App,
  sent: { payload: string; headers: Record<string, string> },
  provider = 'fakepay',
) {
  return app.inject({
    method: 'POST',
    url: `/api/${fillPath(apiPaths.paymentCallback, { provider })}`,
    headers: sent.headers,
    payload: sent.payload,
  });
}

/** A multipart/form-data body: an optional file `slip` and text fields. */
export function transferBody(slip: Buffer | null, fields: Record<string, string> = {}) {
  const boundary = `----checkouttest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (slip) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="slip.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      slip,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function sendTransfer(
  app: App,
  shop: Shop,
  reference: string,
  slip: Buffer | null,
  fields: Record<string, string> = {},
) {
  const body = transferBody(slip, fields);
  return app.inject({
    method: 'POST',
    url: `/api/${fillPath(apiPaths.checkoutTransfer, { merchantId: shop.id, reference })}`,
    headers: { ...shop.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A photo of a slip, made on the spot. */
export function slipPhoto(width = 600, height = 900): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 240, b: 230 } },
  })
    .jpeg()
    .toBuffer();
}

export async function dashboard(app: App, shop: Shop): Promise<DashboardResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/merchant/dashboard/${shop.id}`,
    headers: shop.headers,
  });
  if (response.statusCode !== 200) throw new Error(`dashboard: ${response.body}`);
  return response.json<DashboardResponse>();
}

export async function receipt(app: App, shop: Shop, number: string): Promise<Receipt> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/${fillPath(apiPaths.receipt, { merchantId: shop.id, number })}`,
    headers: shop.headers,
  });
  if (response.statusCode !== 200) throw new Error(`receipt: ${response.body}`);
  return response.json<Receipt>();
}

export async function currentState(app: App, shop: Shop): Promise<CheckoutState> {
  const response = await state(app, shop);
  if (response.statusCode !== 200) throw new Error(`state: ${response.body}`);
  return response.json<CheckoutState>();
}

/** What the merchant's payments, receipts, subscriptions and checkouts are in the database. */
export async function records(db: Db, merchantId: number) {
  const payments = await db.query<{
    method: string;
    provider: string | null;
    brand: string | null;
    status: string;
    amount: number;
  }>(
    'SELECT method, provider, brand, status, amount FROM payments WHERE merchant_id = $1 ORDER BY id',
    [merchantId],
  );
  const receipts = await db.query<{ number: string }>(
    'SELECT number FROM receipts WHERE merchant_id = $1',
    [merchantId],
  );
  const subscriptions = await db.query<{ status: string; plan_id: number }>(
    'SELECT status, plan_id FROM subscriptions WHERE merchant_id = $1 ORDER BY id',
    [merchantId],
  );
  const pending = await db.query('SELECT 1 FROM pending_orders WHERE merchant_id = $1', [
    merchantId,
  ]);
  return {
    payments: payments.rows,
    receipts: receipts.rows.map((r) => r.number),
    subscriptions: subscriptions.rows,
    pendingOrder: pending.rows.length > 0,
  };
}

/** The live events appended for the merchant's checkouts: each one's reference and status. */
export async function paymentEvents(db: Db, merchantId: number) {
  const { rows } = await db.query<{ payload: { kind: string; checkout: Checkout } | string }>(
    `SELECT payload FROM live_events WHERE merchant_id = $1 AND customer_id IS NULL ORDER BY id`,
    [merchantId],
  );
  return rows
    .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
    .filter((event: { kind: string }) => event.kind === 'payment')
    .map((event: { checkout: Checkout }) => [event.checkout.reference, event.checkout.status]);
}

/** The test's app and its provider: both made afresh before each test; a test may replace them. */
export interface CheckoutTestApp {
  app: App;
  provider: FakeProvider;
}

/**
 * Before each test, a fake provider and an app on `database` whose checkouts go through it; after
 * each, the app then in `app` closed (a test that replaces it closes the one it replaces).
 */
export function useCheckoutApp(database: { readonly db: Db }): CheckoutTestApp {
  const current = {} as CheckoutTestApp;
  beforeEach(async () => {
    current.provider = fakeProvider();
    current.app = await checkoutApp(database.db, current.provider);
  });
  afterEach(() => current.app.close());
  return current;
}

/** A new merchant with a pending plan order (`orderPlan`'s) and a checkout of it by `method`. */
export async function pendingCheckout(
  app: App,
  method = 'wallet',
): Promise<{ shop: Shop; made: Checkout }> {
  const shop = await newShop(app);
  await orderPlan(app, shop);
  return { shop, made: await checkout(app, shop, method) };
}

/** Moves the checkout's expiry into the past, as if its time had run out. */
export async function pastExpiry(db: Db, reference: string): Promise<void> {
  await db.query(
    `UPDATE checkouts SET expires_at = now() - interval '1 second' WHERE reference = $1`,
    [reference],
  );
}

/** The merchant's checkouts in the database, oldest first: each one's reference and status. */
export async function checkoutRows(db: Db, merchantId: number) {
  const { rows } = await db.query<{ reference: string; status: string }>(
    'SELECT reference, status FROM checkouts WHERE merchant_id = $1 ORDER BY id',
    [merchantId],
  );
  return rows;
}
