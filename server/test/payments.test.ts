import type { DashboardResponse, PaymentIntent, ProcessPaymentResponse } from '@contract';
import type { OrderSummary, OrderSummaryResponse } from '@contract/billing';
import type { Db } from '../src/db/db';
import { seedData } from '../src/db/seedData';
import { createSandboxGateway, type ChargeRequest, type PaymentGateway } from '../src/payments';
import {
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  useTestDatabase,
  logCapture,
} from './helpers';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const VISA = '4242424242424242';
const CVC = '739';
const METADATA = { shop_name: 'Shwe Yee Tea House', category_id: 1, township: 'Bahan' };
const INTENT = {
  amount: 10499,
  currency: 'USD',
  description: 'Monthly Subscription Fee',
  metadata: METADATA,
};
const DAY_MS = 86_400_000;
const RECEIPT_NUMBER = /^R-\d{4}-\d{6}$/;

/** A gateway that charges through the sandbox and remembers every charge it was asked for. */
function recordingGateway(db: Db): PaymentGateway & { calls: ChargeRequest[] } {
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

describe.each(databases())('billing and payments on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let gateway: ReturnType<typeof recordingGateway>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    gateway = recordingGateway(database.db);
    app.decorate('paymentGateway', gateway);
    await app.ready();
  });
  afterEach(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  const merchant = async () => {
    const { token, user } = await registerMerchant(app);
    return { token, id: user.merchantid, auth: bearer(token) };
  };
  type Merchant = Awaited<ReturnType<typeof merchant>>;

  const createIntent = (m: Merchant, payload: unknown = INTENT, key?: string) =>
    post(`/api/merchant/createPaymentIntent/${m.id}`, payload, {
      ...m.auth,
      ...(key ? { 'idempotency-key': key } : {}),
    });
  const newIntent = async (m: Merchant, key?: string) => {
    const response = await createIntent(m, INTENT, key);
    expect(response.statusCode).toBe(200);
    return response.json<PaymentIntent>();
  };
  const card = (overrides: Record<string, unknown> = {}) => ({
    card_number: VISA,
    card_holder_name: 'Aung Aung',
    expired_month: 12,
    expired_year: NEXT_YEAR,
    cvc: CVC,
    amount: 104.9895,
    currency: 'USD',
    ...overrides,
  });
  const processPayment = (m: Merchant, intentId: string, overrides: Record<string, unknown> = {}) =>
    post(
      `/api/merchant/processPayment/${m.id}`,
      { payment_intent_id: intentId, ...card(overrides) },
      m.auth,
    );
  const dashboard = async (m: Merchant) => {
    const response = await get(`/api/merchant/dashboard/${m.id}`, m.auth);
    expect(response.statusCode).toBe(200);
    return response.json<DashboardResponse>();
  };
  const count = async (sql: string, params: unknown[] = []) => {
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n ${sql}`,
      params,
    );
    return rows[0]?.n;
  };
  /** The pending order as the server prices it (`merchant/orderSummary`). */
  const summary = async (m: Merchant): Promise<OrderSummary> => {
    const response = await get(`/api/merchant/orderSummary/${m.id}`, m.auth);
    expect(response.statusCode).toBe(200);
    const { order: priced } = response.json<OrderSummaryResponse>();
    if (!priced) throw new Error('no pending order');
    return priced;
  };
  /** An intent for the pending order at the server's price of it, in MMK. */
  const orderIntent = async (m: Merchant, priced: OrderSummary) => {
    const response = await createIntent(m, {
      ...INTENT,
      amount: priced.amount_minor,
      currency: 'MMK',
    });
    expect(response.statusCode).toBe(200);
    return response.json<PaymentIntent>();
  };
  /** The card details paying the order's total, in MMK. */
  const orderCard = (priced: OrderSummary, overrides: Record<string, unknown> = {}) => ({
    amount: priced.total,
    currency: 'MMK',
    ...overrides,
  });
  /** Pays for the pending order what its summary says; answers the summary and the answer. */
  const payForOrder = async (m: Merchant, overrides: Record<string, unknown> = {}) => {
    const priced = await summary(m);
    const intent = await orderIntent(m, priced);
    const response = await processPayment(m, intent.id, orderCard(priced, overrides));
    return { priced, intent, response };
  };
  /**
   * Standard for 6 months 340,000 + Social Media Content x 2 20,000 + Branches x 1 5,000
   * = 365,000 - 1 % of the add-ons 250 = 364,750; + 2 % tax 7,295 = 372,045 MMK.
   */
  const ORDER_TOTAL = 372_045;
  const order = async (m: Merchant) => {
    expect(
      (await post(`/api/merchant/addPlan/${m.id}`, { plan_id: 2, duration_month: 6 }, m.auth))
        .statusCode,
    ).toBe(200);
    for (const [addon_type_id, quantity] of [
      [1, 2],
      [3, 1],
    ]) {
      const response = await post(
        `/api/merchant/addAddon/${m.id}`,
        { addon_type_id, quantity, remark: 'Added' },
        m.auth,
      );
      expect(response.statusCode).toBe(200);
    }
  };

  describe('POST /api/merchant/createPaymentIntent/{merchantId}', () => {
    test('creates an intent for the server’s own amount and keeps the shop details', async () => {
      const m = await merchant();
      const response = await createIntent(m);
      expect(response.statusCode).toBe(200);
      const intent = response.json<PaymentIntent>();
      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_[0-9a-f]{32}$/),
        amount: 10499,
        currency: 'USD',
        status: 'requires_payment_method',
      });
      const { rows } = await database.db.query(
        'SELECT merchant_id, shop_name, category_id, township, description FROM payment_intents WHERE id = $1',
        [intent.id],
      );
      expect(rows).toEqual([
        { merchant_id: m.id, ...METADATA, description: 'Monthly Subscription Fee' },
      ]);
    });

    test('refuses an amount other than the subscription’s 10499 cents with 422', async () => {
      const m = await merchant();
      const response = await createIntent(m, { ...INTENT, amount: 100 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: 'The amount must be 10499 (104.99 USD).',
        data: { errors: { amount: ['The amount must be 10499 (104.99 USD).'] } },
      });
      expect(await count('FROM payment_intents')).toBe(0);
    });

    test('refuses a currency other than USD, and unknown shop details, with 422', async () => {
      const m = await merchant();
      const euro = await createIntent(m, { ...INTENT, currency: 'EUR' });
      expect(euro.statusCode).toBe(422);
      expect(euro.json().data.errors).toHaveProperty('currency');
      const unknown = await createIntent(m, {
        ...INTENT,
        metadata: { shop_name: 'x', category_id: 999, township: 'Atlantis' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().data.errors).toEqual({
        'metadata.category_id': ['The selected category is invalid.'],
        'metadata.township': ['The selected township is invalid.'],
      });
      const blank = await createIntent(m, {
        ...INTENT,
        metadata: { ...METADATA, shop_name: '  ' },
      });
      expect(blank.statusCode).toBe(422);
      expect(await count('FROM payment_intents')).toBe(0);
    });

    test('with a plan order pending, refuses the shop fee with 422 naming the order’s MMK amount', async () => {
      const m = await merchant();
      await order(m);
      const fee = await createIntent(m);
      expect(fee.statusCode).toBe(422);
      expect(fee.json().data.errors).toEqual({
        currency: ['The currency must be MMK.'],
        amount: ['The amount must be 37204500 (372045 MMK).'],
      });
      expect(await count('FROM payment_intents')).toBe(0);
      // Paid as the order's intent, the card must be for its total in MMK too.
      const intent = await orderIntent(m, await summary(m));
      const usd = await processPayment(m, intent.id);
      expect(usd.statusCode).toBe(422);
      expect(usd.json().data.errors).toEqual({
        currency: ['The currency must be MMK.'],
        amount: ['The amount must be 372045.00 MMK.'],
      });
      expect(gateway.calls).toHaveLength(0);
    });

    test('answers the first intent for a repeated Idempotency-Key', async () => {
      const m = await merchant();
      const first = await newIntent(m, 'key-1');
      const again = await newIntent(m, 'key-1');
      const other = await newIntent(m, 'key-2');
      expect(again).toEqual(first);
      expect(other.id).not.toBe(first.id);
      expect(await count('FROM payment_intents')).toBe(2);
    });

    test('makes one intent for ten simultaneous requests with the same key', async () => {
      const m = await merchant();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => createIntent(m, INTENT, 'double-click')),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.json<PaymentIntent>().id)).size).toBe(1);
      expect(await count('FROM payment_intents')).toBe(1);
    });

    test('refuses a repeated key with other parameters with 422 idempotency_key_reused', async () => {
      const m = await merchant();
      await newIntent(m, 'key-1');
      const response = await createIntent(
        m,
        { ...INTENT, metadata: { ...METADATA, township: 'Kamayut' } },
        'key-1',
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'This Idempotency-Key was already used with different parameters.',
        reason: 'idempotency_key_reused',
      });
    });

    test('scopes idempotency keys to the merchant', async () => {
      const a = await merchant();
      const b = await merchant();
      const first = await newIntent(a, 'shared-key');
      const second = await newIntent(b, 'shared-key');
      expect(second.id).not.toBe(first.id);
    });
  });

  describe('POST /api/merchant/processPayment/{merchantId}', () => {
    test('charges 4242 4242 4242 4242 and answers success with the payment', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      const response = await processPayment(m, intent.id);
      expect(response.statusCode).toBe(200);
      const body = response.json<ProcessPaymentResponse>();
      expect(body).toEqual({
        success: true,
        payment: {
          id: expect.any(Number),
          payment_intent_id: intent.id,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          amount: 10499,
          currency: 'USD',
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: NEXT_YEAR,
          status: 'succeeded',
          ...METADATA,
        },
      });
      expect(gateway.calls).toHaveLength(1);
      const attempts = await database.db.query<{ gateway_key: string; status: string }>(
        'SELECT gateway_key, status FROM payment_attempts WHERE payment_intent_id = $1',
        [intent.id],
      );
      expect(attempts.rows).toEqual([{ gateway_key: expect.any(String), status: 'succeeded' }]);
      expect(gateway.calls[0]).toMatchObject({
        amount: 10499,
        currency: 'USD',
        idempotencyKey: attempts.rows[0]?.gateway_key,
      });
      const { rows } = await database.db.query('SELECT status FROM payment_intents WHERE id = $1', [
        intent.id,
      ]);
      expect(rows).toEqual([{ status: 'succeeded' }]);
    });

    test('accepts the total rounded to cents as the amount', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      expect((await processPayment(m, intent.id, { amount: 104.99 })).statusCode).toBe(200);
    });

    test.each([
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4242424242424241', 'Your card number is incorrect.'],
      ['1234567812345678', 'Your card number is incorrect.'],
    ])('%s answers 402 "%s" and the intent stays payable', async (number, message) => {
      const m = await merchant();
      const intent = await newIntent(m);
      const declined = await processPayment(m, intent.id, { card_number: number });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({ message });
      expect(await count(`FROM payments WHERE status = 'failed'`)).toBe(1);
      expect(await count(`FROM payments WHERE status = 'succeeded'`)).toBe(0);

      const paid = await processPayment(m, intent.id);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().success).toBe(true);
      const statuses = (await dashboard(m)).payments.map((p) => [p.status, p.last4]);
      expect(statuses).toEqual([
        ['succeeded', '4242'],
        ['failed', number.slice(-4)],
      ]);
    });

    test('a past expiry is declined as expired', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      const response = await processPayment(m, intent.id, { expired_month: 1, expired_year: 2020 });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: 'Your card has expired.' });
    });

    test.each([
      ['5555555555554444', 'mastercard'],
      ['378282246310005', 'amex'],
      ['6011111111111117', 'discover'],
    ])('any other Luhn-valid number (%s) succeeds', async (number, brand) => {
      const m = await merchant();
      const intent = await newIntent(m);
      const response = await processPayment(m, intent.id, { card_number: number });
      expect(response.statusCode).toBe(200);
      expect(response.json().payment).toMatchObject({
        brand,
        last4: number.slice(-4),
        status: 'succeeded',
      });
    });

    test('processing a paid intent again charges nothing and answers the first result', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      const first = await processPayment(m, intent.id);
      const again = await processPayment(m, intent.id, { card_number: '5555555555554444' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(gateway.calls).toHaveLength(1);
      expect(await count('FROM payments')).toBe(1);
    });

    test('ten simultaneous calls for one intent make exactly one charge and one payment', async () => {
      const m = await merchant();
      await order(m);
      const priced = await summary(m);
      const intent = await orderIntent(m, priced);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => processPayment(m, intent.id, orderCard(priced))),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.json<ProcessPaymentResponse>().payment.id)).size).toBe(1);
      expect(gateway.calls).toHaveLength(1);
      expect(await count('FROM payments')).toBe(1);
      expect(await count('FROM subscriptions')).toBe(1);
    });

    test('a retry with the same idempotency key after success answers the paid intent', async () => {
      const m = await merchant();
      const intent = await newIntent(m, 'submission-1');
      await processPayment(m, intent.id);
      const replayed = await newIntent(m, 'submission-1');
      expect(replayed).toEqual({ ...intent, status: 'succeeded' });
      expect((await processPayment(m, replayed.id)).json().success).toBe(true);
      expect(gateway.calls).toHaveLength(1);
    });

    test('refuses an amount or currency other than the intent’s with 422, charging nothing', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      const amount = await processPayment(m, intent.id, { amount: 1 });
      expect(amount.statusCode).toBe(422);
      expect(amount.json().data.errors).toEqual({ amount: ['The amount must be 104.99 USD.'] });
      const currency = await processPayment(m, intent.id, { currency: 'EUR' });
      expect(currency.statusCode).toBe(422);
      expect(gateway.calls).toHaveLength(0);
      expect(await count('FROM payments')).toBe(0);
    });

    test('validates the card fields with 422', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      const response = await processPayment(m, intent.id, {
        card_number: '4242 abcd',
        expired_month: 13,
        cvc: '12',
        card_holder_name: '',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().data.errors).sort()).toEqual([
        'card_holder_name',
        'card_number',
        'cvc',
        'expired_month',
      ]);
      expect(gateway.calls).toHaveLength(0);
    });

    test('an unknown intent, or another merchant’s, is not found', async () => {
      const a = await merchant();
      const b = await merchant();
      const intent = await newIntent(a);
      expect((await processPayment(a, 'pi_unknown')).statusCode).toBe(404);
      const theirs = await processPayment(b, intent.id);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ message: 'Payment intent not found' });
      expect(gateway.calls).toHaveLength(0);
    });

    test('a failing gateway answers 502 and records nothing', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      gateway.charge = async () => {
        throw new Error('connection reset');
      };
      const response = await processPayment(m, intent.id);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'The payment service is unavailable. Please try again.',
      });
      expect(await count('FROM payments')).toBe(0);
    });
  });

  describe('what a payment settles', () => {
    test('the pending order becomes the subscription, with its add-ons, in the same step', async () => {
      const m = await merchant();
      await order(m);
      const { priced, intent, response } = await payForOrder(m);
      expect(priced).toMatchObject({
        total: ORDER_TOTAL,
        amount_minor: 37_204_500,
        currency: 'MMK',
        change: { kind: 'new', current_plan: null },
      });
      expect(intent).toMatchObject({ amount: 37_204_500, currency: 'MMK' });
      expect(response.statusCode).toBe(200);
      expect(gateway.calls[0]).toMatchObject({ amount: 37_204_500, currency: 'MMK' });

      const view = await dashboard(m);
      const standard = seedData.plans[1];
      expect(view.subscription).toEqual({
        plan: standard,
        duration_month: 6,
        starts_at: expect.any(String),
        ends_at: expect.any(String),
        grace_ends_at: expect.any(String),
        status: 'active',
        scheduled: null,
      });
      // Listed and entitled for seven days of grace after the end.
      expect(
        Date.parse(view.subscription?.grace_ends_at ?? '') -
          Date.parse(view.subscription?.ends_at ?? ''),
      ).toBe(7 * DAY_MS);
      expect(view.payments).toEqual([
        expect.objectContaining({
          amount: 37_204_500,
          currency: 'MMK',
          status: 'succeeded',
          receipt_number: expect.stringMatching(RECEIPT_NUMBER),
        }),
      ]);
      const [social, , branches] = seedData.addonTypes;
      expect(view.addons).toEqual([
        { name: social?.name, quantity: 2, price_3month: social?.price_3month },
        { name: branches?.name, quantity: 1, price_3month: branches?.price_3month },
      ]);
      expect(
        await count(`FROM subscriptions WHERE ends_at = starts_at + interval '6 months'`),
      ).toBe(1);
      expect(Date.now() - Date.parse(view.subscription?.starts_at ?? '')).toBeLessThan(60_000);
      expect(await count('FROM pending_orders')).toBe(0);
      expect(await count('FROM pending_order_addons')).toBe(0);
      const pending = await get(`/api/merchant/pendingOrder/${m.id}`, m.auth);
      expect(pending.statusCode).toBe(404);
    });

    test('a declined card leaves the pending order pending', async () => {
      const m = await merchant();
      await order(m);
      const declined = await payForOrder(m, { card_number: '4000000000000002' });
      expect(declined.response.statusCode).toBe(402);
      expect(await count('FROM pending_orders')).toBe(1);
      expect(await count('FROM subscriptions')).toBe(0);
      expect((await dashboard(m)).subscription).toBeNull();
    });

    test('without a pending order the payment still succeeds, with no plan', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      expect((await processPayment(m, intent.id)).statusCode).toBe(200);
      const view = await dashboard(m);
      expect(view.subscription).toBeNull();
      expect(view.addons).toEqual([]);
      expect(view.payments).toHaveLength(1);
    });

    test('a higher plan paid for is an upgrade: it replaces the current one now, its unused days credited', async () => {
      const m = await merchant();
      await order(m);
      expect((await payForOrder(m)).response.statusCode).toBe(200);
      // A period of exactly 180 days with 89.5 left: 89 whole days to credit.
      await database.db.query(
        `UPDATE subscriptions SET starts_at = now() - interval '2172 hours',
                                  ends_at = now() + interval '2148 hours',
                                  grace_ends_at = now() + interval '2316 hours'
          WHERE merchant_id = $1`,
        [m.id],
      );
      await post(`/api/merchant/addPlan/${m.id}`, { plan_id: 3, duration_month: 12 }, m.auth);
      const { priced, response } = await payForOrder(m);
      // Premium for 12 months 1,080,000 - credit 364,750 x 89 / 180 = 180,348.6 -> 180,349
      // = 899,651; + 2 % tax 17,993 = 917,644 MMK.
      expect(priced).toMatchObject({
        plan_price: 1_080_000,
        subtotal: 1_080_000,
        credit: 180_349,
        credit_days: 89,
        taxable: 899_651,
        tax: 17_993,
        total: 917_644,
        change: { kind: 'upgrade', current_plan: 'Standard' },
      });
      expect(response.statusCode).toBe(200);
      const view = await dashboard(m);
      expect(view.subscription?.plan.name).toBe(seedData.plans[2]?.name);
      expect(view.subscription?.duration_month).toBe(12);
      expect(Date.now() - Date.parse(view.subscription?.starts_at ?? '')).toBeLessThan(60_000);
      expect(view.subscription?.scheduled).toBeNull();
      expect(view.addons).toEqual([]);
      expect(view.payments.map((p) => [p.amount, p.currency])).toEqual([
        [91_764_400, 'MMK'],
        [37_204_500, 'MMK'],
      ]);
      expect(await count(`FROM subscriptions WHERE status = 'replaced'`)).toBe(1);
      expect(await count(`FROM subscriptions WHERE status = 'active'`)).toBe(1);
    });

    test('the same order paid again is a renewal: the current plan is extended from its end', async () => {
      const m = await merchant();
      await order(m);
      expect((await payForOrder(m)).response.statusCode).toBe(200);
      const first = (await dashboard(m)).subscription;
      await order(m);
      const { priced, response } = await payForOrder(m);
      // Nothing credited, nothing lost: the same 372,045 MMK, six more months after the end.
      expect(priced).toMatchObject({
        total: ORDER_TOTAL,
        credit: 0,
        change: { kind: 'renewal', starts_at: first?.ends_at, current_plan: 'Standard' },
      });
      expect(response.statusCode).toBe(200);
      const view = await dashboard(m);
      expect(view.subscription?.starts_at).toBe(first?.starts_at);
      expect(view.subscription?.ends_at).toBe(priced.change.ends_at);
      expect(
        await count(
          `FROM subscriptions WHERE status = 'active'
              AND ends_at = starts_at + interval '6 months' + interval '6 months'
              AND grace_ends_at = ends_at + interval '7 days'`,
        ),
      ).toBe(1);
      expect(await count('FROM subscriptions')).toBe(1);
      expect(view.payments).toHaveLength(2);
    });

    test('a lower plan paid for is a downgrade: scheduled for the end of the current one', async () => {
      const m = await merchant();
      await order(m);
      expect((await payForOrder(m)).response.statusCode).toBe(200);
      const first = (await dashboard(m)).subscription;
      await post(`/api/merchant/addPlan/${m.id}`, { plan_id: 1, duration_month: 3 }, m.auth);
      const { priced, response } = await payForOrder(m);
      // basic for 3 months 90,000; + 2 % tax 1,800 = 91,800 MMK, nothing credited.
      expect(priced).toMatchObject({
        total: 91_800,
        credit: 0,
        change: { kind: 'downgrade', starts_at: first?.ends_at, current_plan: 'Standard' },
      });
      expect(response.statusCode).toBe(200);
      const view = await dashboard(m);
      expect(view.subscription).toMatchObject({
        plan: { name: 'Standard' },
        starts_at: first?.starts_at,
        ends_at: first?.ends_at,
        status: 'active',
        scheduled: { plan_name: 'basic', duration_month: 3, starts_at: first?.ends_at },
      });
      expect(await count(`FROM subscriptions WHERE status = 'scheduled'`)).toBe(1);
      expect(await count(`FROM subscriptions WHERE status = 'replaced'`)).toBe(0);
    });

    test('the shop details of the intent become the billing information', async () => {
      const m = await merchant();
      const saved = await post(
        `/api/merchant/addBillingInformation/${m.id}`,
        {
          ...METADATA,
          shop_name: 'Old Name',
          address: '12 Bo Aung Kyaw St',
          phone: '09781230001',
          email: 'aung@example.com',
        },
        m.auth,
      );
      expect(saved.statusCode).toBe(200);
      await processPayment(m, (await newIntent(m)).id);
      const { rows } = await database.db.query(
        'SELECT shop_name, address, township, category_id FROM billing_information WHERE merchant_id = $1',
        [m.id],
      );
      expect(rows).toEqual([{ ...METADATA, address: '12 Bo Aung Kyaw St' }]);
    });

    test('keeps no whole card number and no CVC anywhere in the database', async () => {
      const m = await merchant();
      await order(m);
      await post(
        `/api/merchant/addCardInformation/${m.id}`,
        {
          card_number: VISA,
          card_holder_name: 'Aung Aung',
          expired_month: 12,
          expired_year: NEXT_YEAR,
          cvc: CVC,
        },
        m.auth,
      );
      const priced = await summary(m);
      const intent = await orderIntent(m, priced);
      await processPayment(m, intent.id, orderCard(priced, { card_number: '4000000000000002' }));
      await processPayment(m, intent.id, orderCard(priced));
      expect(await count('FROM payments')).toBe(2);
      expect(await count('FROM cards')).toBe(1);
      expect(await count('FROM receipts')).toBe(1);

      for (const table of [
        'payments',
        'cards',
        'payment_intents',
        'billing_information',
        'subscriptions',
        'payment_attempts',
        'sandbox_charges',
        'receipts',
      ]) {
        const columns = await database.db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()`,
          [table],
        );
        const names = columns.rows.map((c) => c.column_name);
        expect(names.length).toBeGreaterThan(0);
        expect(names.filter((name) => /cvc|cvv|card_number|pan/.test(name))).toEqual([]);
        const { rows } = await database.db.query<{ row: Record<string, unknown> }>(
          `SELECT row_to_json(t) AS row FROM ${table} t`,
        );
        for (const { row } of rows) {
          const text = JSON.stringify(row);
          expect(text).not.toContain(VISA);
          expect(text).not.toContain('4000000000000002');
          expect(Object.values(row).filter((value) => String(value) === CVC)).toEqual([]);
        }
      }
    });
  });

  describe('who may call', () => {
    const calls = (id: number) =>
      [
        ['POST', `/api/merchant/createPaymentIntent/${id}`, INTENT],
        ['POST', `/api/merchant/processPayment/${id}`, { payment_intent_id: 'pi_x', ...card() }],
        ['POST', `/api/merchant/addBillingInformation/${id}`, {}],
        ['POST', `/api/merchant/addCardInformation/${id}`, {}],
        ['GET', `/api/merchant/dashboard/${id}`, undefined],
      ] as const;

    test('without a valid token every call answers 401 Token not valid', async () => {
      const m = await merchant();
      for (const [method, url, payload] of calls(m.id)) {
        for (const headers of [{}, bearer('not-a-token')]) {
          const response = await app.inject({ method, url, payload, headers });
          expect([url, response.statusCode]).toEqual([url, 401]);
          expect(response.json()).toEqual({ message: 'Token not valid' });
        }
      }
    });

    test('another merchant’s id answers 403 Unauthorized to use this merchant', async () => {
      const a = await merchant();
      const b = await merchant();
      for (const [method, url, payload] of calls(b.id)) {
        const response = await app.inject({ method, url, payload, headers: a.auth });
        expect([url, response.statusCode]).toEqual([url, 403]);
        expect(response.json()).toEqual({ message: 'Unauthorized to use this merchant' });
      }
      expect(await count('FROM payment_intents')).toBe(0);
    });
  });

  describe('POST /api/merchant/addBillingInformation/{merchantId}', () => {
    const billing = {
      shop_name: ' Shwe Yee Tea House ',
      address: '12 Bo Aung Kyaw St',
      township: 'Bahan',
      category_id: 2,
      phone: '09 7812 3000',
      email: 'aung@example.com',
    };

    test('saves the shop’s billing information, trimmed, and replaces it on a second call', async () => {
      const m = await merchant();
      const response = await post(`/api/merchant/addBillingInformation/${m.id}`, billing, m.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: 'Billing information saved',
        data: { ...billing, shop_name: 'Shwe Yee Tea House', phone: '0978123000' },
      });
      await post(
        `/api/merchant/addBillingInformation/${m.id}`,
        { ...billing, address: 'New St' },
        m.auth,
      );
      const { rows } = await database.db.query('SELECT address FROM billing_information');
      expect(rows).toEqual([{ address: 'New St' }]);
    });

    test('names every missing or invalid field with 422', async () => {
      const m = await merchant();
      const missing = await post(`/api/merchant/addBillingInformation/${m.id}`, {}, m.auth);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().data.errors).sort()).toEqual([
        'address',
        'category_id',
        'email',
        'phone',
        'shop_name',
        'township',
      ]);
      const unknown = await post(
        `/api/merchant/addBillingInformation/${m.id}`,
        { ...billing, township: 'Atlantis', category_id: 999, email: 'not-an-email' },
        m.auth,
      );
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().data.errors).toEqual({
        email: ['The email field must be a valid email address.'],
      });
      const references = await post(
        `/api/merchant/addBillingInformation/${m.id}`,
        { ...billing, township: 'Atlantis', category_id: 999 },
        m.auth,
      );
      expect(references.json().data.errors).toEqual({
        township: ['The selected township is invalid.'],
        category_id: ['The selected category is invalid.'],
      });
      expect(await count('FROM billing_information')).toBe(0);
    });
  });

  describe('POST /api/merchant/addCardInformation/{merchantId}', () => {
    test('keeps brand, last four and expiry only, and the same card once', async () => {
      const m = await merchant();
      const payload = {
        card_number: '4242 4242 4242 4242',
        card_holder_name: 'Aung Aung',
        expired_month: 12,
        expired_year: NEXT_YEAR,
        cvc: CVC,
      };
      const response = await post(`/api/merchant/addCardInformation/${m.id}`, payload, m.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: 'Card information saved',
        data: {
          id: expect.any(Number),
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: NEXT_YEAR,
        },
      });
      await post(`/api/merchant/addCardInformation/${m.id}`, payload, m.auth);
      const { rows } = await database.db.query(
        'SELECT brand, last4, exp_month, exp_year FROM cards',
      );
      expect(rows).toEqual([{ brand: 'visa', last4: '4242', exp_month: 12, exp_year: NEXT_YEAR }]);
    });

    test('refuses a number failing the Luhn check and a past expiry with 422', async () => {
      const m = await merchant();
      const response = await post(
        `/api/merchant/addCardInformation/${m.id}`,
        {
          card_number: '4242424242424241',
          card_holder_name: 'A',
          expired_month: 1,
          expired_year: 2020,
        },
        m.auth,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors).toEqual({
        card_number: ['The card number is invalid.'],
        expired_year: ['The card has expired.'],
      });
      expect(await count('FROM cards')).toBe(0);
    });
  });

  describe('GET /api/merchant/dashboard/{merchantId}', () => {
    test('is empty before the first payment', async () => {
      const m = await merchant();
      expect(await dashboard(m)).toEqual({
        subscription: null,
        addons: [],
        payments: [],
        reminders: [],
        phone: expect.stringMatching(/^09\d+$/),
        phone_verified_at: null,
        setup: {
          plan_ordered: false,
          plan_in_force: false,
          profile_saved: false,
          item_count: 0,
          published: false,
          slug: null,
        },
        today: {
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          orders: 0,
          sales: 0,
          reservations: 0,
        },
        checkout: null,
      });
    });

    test('lists payments newest first with date, amount, currency, brand, last four and status', async () => {
      const m = await merchant();
      const intent = await newIntent(m);
      await processPayment(m, intent.id, { card_number: '4000000000009995' });
      await processPayment(m, intent.id, { card_number: '5555555555554444' });
      const { payments } = await dashboard(m);
      expect(payments).toEqual([
        {
          id: expect.any(Number),
          created_at: expect.any(String),
          amount: 10499,
          currency: 'USD',
          method: 'card',
          brand: 'mastercard',
          last4: '4444',
          status: 'succeeded',
          receipt_number: expect.stringMatching(RECEIPT_NUMBER),
        },
        expect.objectContaining({
          brand: 'visa',
          last4: '9995',
          status: 'failed',
          receipt_number: null,
        }),
      ]);
    });
  });
});

describe('the log of a payment', () => {
  const database = useTestDatabase('pglite');

  test('holds no card number and no CVC, and redacts them wherever they are logged', async () => {
    const captured = logCapture();
    const app = buildTestApp(database.db as Db, {}, { log: captured });
    await app.ready();
    try {
      const { token, user } = await registerMerchant(app);
      const headers = bearer(token);
      const intent = await app.inject({
        method: 'POST',
        url: `/api/merchant/createPaymentIntent/${user.merchantid}`,
        payload: INTENT,
        headers,
      });
      const paid = await app.inject({
        method: 'POST',
        url: `/api/merchant/processPayment/${user.merchantid}`,
        payload: {
          payment_intent_id: intent.json<PaymentIntent>().id,
          card_number: VISA,
          card_holder_name: 'Aung Aung',
          expired_month: 12,
          expired_year: NEXT_YEAR,
          cvc: CVC,
          amount: 104.9895,
          currency: 'USD',
        },
        headers,
      });
      expect(paid.statusCode).toBe(200);
      app.log.info({ body: { card_number: VISA, cvc: CVC } }, 'a careless log line');

      const log = captured.text();
      expect(log).toContain('payment succeeded');
      expect(log).toContain('a careless log line');
      expect(log).not.toContain(VISA);
      expect(log).not.toMatch(new RegExp(`"cvc":"?${CVC}`));
      expect(log).toContain('"card_number":"[redacted]"');
    } finally {
      await app.close();
    }
  });
});
