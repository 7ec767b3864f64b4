/**
 * A payment pays for exactly what it activates (the intent's snapshot of the pending order), the
 * card is charged outside any database transaction through attempt rows that a reconciliation
 * settles by asking the processor, and card testing is capped.
 */
import type { PaymentIntent, ProcessPaymentResponse } from '@contract';
import type { OrderSummary, OrderSummaryResponse } from '@contract/billing';
import type { Config } from '../src/config';
import type { Db } from '../src/db/db';
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from '../src/payments/config';
import { createSandboxGateway, type ChargeRequest, type PaymentGateway } from '../src/payments';
import { createPaymentRepository } from '../src/repositories/payments';
import { INTENT, cardPayment, orderIntent, orderPayment } from './calls';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

const DECLINED = '4000000000000002';
const ORDER_CHANGED =
  'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.';
const TOO_MANY = 'Too many declined payments. Please try again later.';

type App = ReturnType<typeof buildTestApp>;

/**
 * The sandbox, counting the charges asked of it; `before` runs before each charge reaches the
 * sandbox (to hold it, fail it, or act meanwhile).
 */
function spyGateway(db: Db) {
  const sandbox = createSandboxGateway(db);
  const gateway: PaymentGateway & {
    calls: ChargeRequest[];
    before: (request: ChargeRequest) => Promise<void>;
  } = {
    calls: [],
    before: async () => undefined,
    async charge(request) {
      gateway.calls.push(request);
      await gateway.before(request);
      return sandbox.charge(request);
    },
    lookup: (key) => sandbox.lookup(key),
  };
  return gateway;
}

const payments = (overrides: Partial<PaymentConfig>): Pick<Config, 'payments'> => ({
  payments: { ...DEFAULT_PAYMENT_CONFIG, ...overrides },
});

describe.each(databases())('payment attempts on %s', (kind) => {
  const database = useTestDatabase(kind);
  const apps: App[] = [];
  let gateway: ReturnType<typeof spyGateway>;

  async function startApp(config: Partial<Config> = {}, own = spyGateway(database.db)) {
    const app = buildTestApp(database.db, config);
    app.decorate('paymentGateway', own);
    apps.push(app);
    await app.ready();
    return app;
  }

  let app: App;
  beforeEach(async () => {
    gateway = spyGateway(database.db);
    app = await startApp({}, gateway);
  });
  afterEach(async () => {
    for (const a of apps.splice(0)) await a.close();
  });

  const post = (on: App, url: string, payload: object, token: string) =>
    on.inject({ method: 'POST', url, payload, headers: bearer(token) });

  /**
   * A merchant that pays what it owes: with a plan order pending, the intent is for the order's
   * summary as the server prices it (MMK) and the card pays that summary's total; without one,
   * the shop fee.
   */
  async function merchant(on: App = app) {
    const { token, user } = await registerMerchant(on);
    const id = user.merchantid;
    const priced = new Map<string, OrderSummary>();
    return {
      id,
      token,
      addPlan: (plan_id: number, duration_month: number) =>
        post(on, `/api/merchant/addPlan/${id}`, { plan_id, duration_month }, token),
      addAddon: (addon_type_id: number, quantity: number) =>
        post(on, `/api/merchant/addAddon/${id}`, { addon_type_id, quantity, remark: 'r' }, token),
      intent: async (key?: string) => {
        const summary = await on.inject({
          method: 'GET',
          url: `/api/merchant/orderSummary/${id}`,
          headers: bearer(token),
        });
        expect(summary.statusCode).toBe(200);
        const { order } = summary.json<OrderSummaryResponse>();
        const response = await on.inject({
          method: 'POST',
          url: `/api/merchant/createPaymentIntent/${id}`,
          payload: order ? orderIntent(order) : INTENT,
          headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
        });
        expect(response.statusCode).toBe(200);
        const intentId = response.json<PaymentIntent>().id;
        if (order) priced.set(intentId, order);
        return intentId;
      },
      pay: (intentId: string, number?: string, via: App = on) => {
        const order = priced.get(intentId);
        return post(
          via,
          `/api/merchant/processPayment/${id}`,
          {
            ...(order ? orderPayment(intentId, order) : cardPayment(intentId)),
            ...(number ? { card_number: number } : {}),
          },
          token,
        );
      },
    };
  }

  const count = async (sql: string, params: unknown[] = []) => {
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n ${sql}`,
      params,
    );
    return rows[0]?.n;
  };
  const subscription = async (merchantId: number) => {
    const { rows } = await database.db.query<{ plan_id: number; duration_month: number }>(
      `SELECT plan_id, duration_month FROM subscriptions WHERE merchant_id = $1 AND status = 'active'`,
      [merchantId],
    );
    return rows;
  };
  const subscriptionAddons = async (merchantId: number) => {
    const { rows } = await database.db.query(
      `SELECT a.addon_type_id, a.quantity FROM subscription_addons a
         JOIN subscriptions s ON s.id = a.subscription_id
        WHERE s.merchant_id = $1 AND s.status = 'active' ORDER BY a.addon_type_id`,
      [merchantId],
    );
    return rows;
  };

  describe('a payment pays for exactly what it activates', () => {
    test('the intent keeps the pending order with the list prices of that moment', async () => {
      const m = await merchant();
      await m.addPlan(2, 6);
      await m.addAddon(1, 2);
      await m.addAddon(3, 1);
      const intentId = await m.intent();
      const intent = await database.db.query(
        'SELECT plan_id, duration_month, plan_price, amount, currency FROM payment_intents WHERE id = $1',
        [intentId],
      );
      const plan = await database.db.query<{ price_6month: number }>(
        'SELECT price_6month FROM plans WHERE id = 2',
      );
      // 340,000 + 20,000 + 5,000 - 1 % of the add-ons 250 = 364,750; + 2 % tax 7,295 = 372,045.
      expect(intent.rows).toEqual([
        {
          plan_id: 2,
          duration_month: 6,
          plan_price: plan.rows[0]?.price_6month,
          amount: 37_204_500,
          currency: 'MMK',
        },
      ]);
      const addons = await database.db.query(
        `SELECT a.addon_type_id, a.quantity, a.price_3month = t.price_3month AS list_price
           FROM payment_intent_addons a JOIN addon_types t ON t.id = a.addon_type_id
          WHERE a.payment_intent_id = $1 ORDER BY a.addon_type_id`,
        [intentId],
      );
      expect(addons.rows).toEqual([
        { addon_type_id: 1, quantity: 2, list_price: true },
        { addon_type_id: 3, quantity: 1, list_price: true },
      ]);

      // A later change of the list prices does not change what the intent was made for.
      await database.db.query(
        'UPDATE addon_types SET price_3month = price_3month + 1 WHERE id = 1',
      );
      try {
        const after = await database.db.query<{ price_3month: number }>(
          `SELECT a.price_3month = t.price_3month - 1 AS kept FROM payment_intent_addons a
             JOIN addon_types t ON t.id = a.addon_type_id
            WHERE a.payment_intent_id = $1 AND a.addon_type_id = 1`,
          [intentId],
        );
        expect(after.rows).toEqual([{ kept: true }]);
      } finally {
        await database.db.query(
          'UPDATE addon_types SET price_3month = price_3month - 1 WHERE id = 1',
        );
      }
    });

    test.each<[string, (m: Awaited<ReturnType<typeof merchant>>) => Promise<unknown>]>([
      ['another plan', (m) => m.addPlan(3, 6)],
      ['another duration', (m) => m.addPlan(2, 12)],
      ['an add-on added', (m) => m.addAddon(2, 1)],
      ['a quantity changed', (m) => m.addAddon(1, 3)],
    ])(
      'an order changed after the intent (%s) is refused with 409 before any charge',
      async (_name, change) => {
        const m = await merchant();
        await m.addPlan(2, 6);
        await m.addAddon(1, 2);
        const intentId = await m.intent();
        expect(((await change(m)) as { statusCode: number }).statusCode).toBe(200);
        const response = await m.pay(intentId);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: ORDER_CHANGED });
        expect(gateway.calls).toHaveLength(0);
        expect(await count('FROM payments')).toBe(0);
        expect(await count('FROM payment_attempts')).toBe(0);
        expect(await count('FROM subscriptions')).toBe(0);
        // A new intent is made for the order as it is now, and pays for it.
        const fresh = await m.intent();
        expect((await m.pay(fresh)).statusCode).toBe(200);
        expect(await subscription(m.id)).toHaveLength(1);
      },
    );

    test('an order created after a registration-fee intent is refused with 409', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      await m.addPlan(1, 3);
      const response = await m.pay(intentId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: ORDER_CHANGED });
      expect(gateway.calls).toHaveLength(0);
    });

    test('an order already paid by another intent is refused with 409, not paid twice', async () => {
      const m = await merchant();
      await m.addPlan(2, 6);
      const first = await m.intent('first');
      const second = await m.intent('second');
      expect((await m.pay(first)).statusCode).toBe(200);
      const again = await m.pay(second);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ORDER_CHANGED });
      expect(gateway.calls).toHaveLength(1);
      expect(await count(`FROM subscriptions`)).toBe(1);
    });

    test('the snapshot is activated even when the order changes during the charge', async () => {
      const m = await merchant();
      await m.addPlan(2, 6);
      await m.addAddon(1, 2);
      const intentId = await m.intent();
      gateway.before = async () => {
        // The merchant changes the order while the processor is charging the card.
        expect((await m.addPlan(3, 12)).statusCode).toBe(200);
      };
      expect((await m.pay(intentId)).statusCode).toBe(200);
      expect(await subscription(m.id)).toEqual([{ plan_id: 2, duration_month: 6 }]);
      expect(await subscriptionAddons(m.id)).toEqual([{ addon_type_id: 1, quantity: 2 }]);
      // The new choice stays pending, to be paid for itself.
      const pending = await database.db.query(
        'SELECT plan_id, duration_month FROM pending_orders WHERE merchant_id = $1',
        [m.id],
      );
      expect(pending.rows).toEqual([{ plan_id: 3, duration_month: 12 }]);
    });

    test('without a pending order the payment registers the shop and activates no plan', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      const response = await m.pay(intentId);
      expect(response.statusCode).toBe(200);
      expect(response.json<ProcessPaymentResponse>().payment).toMatchObject({
        amount: 10499,
        status: 'succeeded',
      });
      expect(await subscription(m.id)).toEqual([]);
      const billing = await database.db.query(
        'SELECT shop_name, township, category_id FROM billing_information WHERE merchant_id = $1',
        [m.id],
      );
      expect(billing.rows).toEqual([INTENT.metadata]);
    });
  });

  describe('the card is charged outside any transaction', () => {
    test('the attempt is committed as processing before the processor is called', async () => {
      const m = await merchant();
      await m.addPlan(2, 6);
      const intentId = await m.intent();
      let seen: unknown[] = [];
      gateway.before = async () => {
        // Another connection (PostgreSQL), or the one PGlite connection with no transaction open
        // on it, reads the committed attempt; inside a transaction this would wait forever.
        ({ rows: seen } = await database.db.query(
          `SELECT status, gateway_key FROM payment_attempts WHERE payment_intent_id = $1`,
          [intentId],
        ));
      };
      expect((await m.pay(intentId)).statusCode).toBe(200);
      expect(seen).toEqual([
        { status: 'processing', gateway_key: gateway.calls[0]?.idempotencyKey },
      ]);
      const attempts = await database.db.query(
        'SELECT status, payment_id IS NOT NULL AS recorded FROM payment_attempts',
      );
      expect(attempts.rows).toEqual([{ status: 'succeeded', recorded: true }]);
    });

    test('each attempt has its own processor key', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      await m.pay(intentId, DECLINED);
      await m.pay(intentId);
      const keys = gateway.calls.map((c) => c.idempotencyKey);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(2);
      expect(await count('FROM sandbox_charges')).toBe(2);
    });

    test('a time-out answers 504, leaves the attempt processing, and records the late answer', async () => {
      const own = spyGateway(database.db);
      let release = () => {};
      own.before = () =>
        new Promise((resolve) => {
          release = resolve;
        });
      const late = await startApp(payments({ gatewayTimeoutMs: 150 }), own);
      const m = await merchant(late);
      await m.addPlan(2, 6);
      const intentId = await m.intent();
      const response = await m.pay(intentId);
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        message:
          'The payment service did not answer in time. Please check your dashboard before paying again.',
      });
      expect(await count(`FROM payment_attempts WHERE status = 'processing'`)).toBe(1);
      expect(await count('FROM payments')).toBe(0);

      // While the charge is still with the processor, another call charges nothing.
      const meanwhile = await m.pay(intentId);
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json()).toEqual({
        message: 'A payment for this intent is already in progress.',
      });
      expect(own.calls).toHaveLength(1);

      release();
      await waitFor(async () => (await count(`FROM payments WHERE status = 'succeeded'`)) === 1);
      const paid = await m.pay(intentId);
      expect(paid.statusCode).toBe(200);
      expect(own.calls).toHaveLength(1);
      expect(await subscription(m.id)).toEqual([{ plan_id: 2, duration_month: 6 }]);
    });

    test('a failing processor that made no charge answers 502 and leaves the intent payable', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      gateway.before = async () => {
        throw new Error('connection reset');
      };
      const failed = await m.pay(intentId);
      expect(failed.statusCode).toBe(502);
      expect(await count(`FROM payment_attempts WHERE status = 'abandoned'`)).toBe(1);
      expect(await count('FROM payments')).toBe(0);
      gateway.before = async () => undefined;
      expect((await m.pay(intentId)).statusCode).toBe(200);
    });

    test('a gateway that throws before answering is a 502 too, and the intent stays payable', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      const charge = gateway.charge;
      gateway.charge = () => {
        throw new Error('not configured');
      };
      expect((await m.pay(intentId)).statusCode).toBe(502);
      expect(await count(`FROM payment_attempts WHERE status = 'processing'`)).toBe(0);
      gateway.charge = charge;
      expect((await m.pay(intentId)).statusCode).toBe(200);
    });

    test('a processor that charged but lost its answer: the charge is found by key and recorded', async () => {
      const m = await merchant();
      await m.addPlan(2, 6);
      const intentId = await m.intent();
      const sandbox = createSandboxGateway(database.db);
      gateway.charge = async (request) => {
        gateway.calls.push(request);
        await sandbox.charge(request);
        throw new Error('socket hang up');
      };
      const response = await m.pay(intentId);
      expect(response.statusCode).toBe(200);
      expect(await count('FROM sandbox_charges')).toBe(1);
      expect(await subscription(m.id)).toHaveLength(1);
    });

    test('at start-up an attempt charged before a crash is reconciled: one charge, one payment, one subscription', async () => {
      const m = await merchant();
      await m.addPlan(2, 6);
      await m.addAddon(3, 1);
      const intentId = await m.intent();
      // What a process killed between the charge and its record leaves behind.
      const repository = createPaymentRepository(database.db);
      const begun = await repository.beginAttempt(
        m.id,
        intentId,
        { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 },
        { perIntent: 5, perMerchantHour: 20 },
        () => null,
      );
      if (begun.kind !== 'started') throw new Error(`not started: ${begun.kind}`);
      const sandbox = createSandboxGateway(database.db);
      // Standard for 6 months 340,000 + Branches 5,000 - 1 % 50 = 344,950; + 2 % 6,899 = 351,849.
      const charged = await sandbox.charge({
        amount: 35_184_900,
        currency: 'MMK',
        description: 'Monthly Subscription Fee',
        idempotencyKey: begun.attempt.gatewayKey,
        card: {
          number: '4242424242424242',
          holderName: 'A',
          expMonth: 12,
          expYear: 2099,
          cvc: '1',
        },
      });
      expect(charged.status).toBe('succeeded');
      expect(await count(`FROM payment_attempts WHERE status = 'processing'`)).toBe(1);

      const restarted = await startApp();
      expect(await count(`FROM payment_attempts WHERE status = 'succeeded'`)).toBe(1);
      expect(
        await count(
          `FROM payments WHERE status = 'succeeded' AND amount = 35184900 AND currency = 'MMK'`,
        ),
      ).toBe(1);
      expect(await count(`FROM payment_intents WHERE status = 'succeeded'`)).toBe(1);
      expect(await count('FROM receipts')).toBe(1);
      expect(await subscription(m.id)).toEqual([{ plan_id: 2, duration_month: 6 }]);
      expect(await subscriptionAddons(m.id)).toEqual([{ addon_type_id: 3, quantity: 1 }]);
      expect(await count('FROM billing_information')).toBe(1);
      // Paying again answers the reconciled payment, charging nothing.
      const again = await m.pay(intentId, undefined, restarted);
      expect(again.statusCode).toBe(200);
      expect(await count('FROM sandbox_charges')).toBe(1);
      expect(gateway.calls).toHaveLength(0);
    });

    test('an attempt the processor never saw is abandoned once stale, and not before', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      const repository = createPaymentRepository(database.db);
      const begun = await repository.beginAttempt(
        m.id,
        intentId,
        { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 },
        { perIntent: 5, perMerchantHour: 20 },
        () => null,
      );
      expect(begun.kind).toBe('started');
      await startApp();
      expect(await count(`FROM payment_attempts WHERE status = 'processing'`)).toBe(1);

      await database.db.query(
        `UPDATE payment_attempts SET created_at = now() - interval '5 minutes'`,
      );
      await startApp();
      expect(await count(`FROM payment_attempts WHERE status = 'abandoned'`)).toBe(1);
      expect((await m.pay(intentId)).statusCode).toBe(200);
      expect(await count('FROM sandbox_charges')).toBe(1);
    });

    test('the sandbox remembers charges by key: the same key again charges nothing, any process sees it', async () => {
      const request = {
        amount: 10499,
        currency: 'USD',
        description: 'x',
        idempotencyKey: 'pa_test_key',
        card: {
          number: '4242424242424242',
          holderName: 'A',
          expMonth: 12,
          expYear: 2099,
          cvc: '1',
        },
      };
      const one = createSandboxGateway(database.db);
      const other = createSandboxGateway(database.db);
      expect(await other.lookup('pa_test_key')).toBeNull();
      const first = await one.charge(request);
      const again = await other.charge({ ...request, card: { ...request.card, number: DECLINED } });
      expect(again).toEqual(first);
      expect(await other.lookup('pa_test_key')).toEqual(first);
      expect(await count('FROM sandbox_charges')).toBe(1);
    });

    test('two processes paying one intent at once charge it once', async () => {
      const shared = spyGateway(database.db);
      shared.before = () => new Promise((resolve) => setTimeout(resolve, 30));
      const a = await startApp({}, shared);
      const b = await startApp({}, shared);
      const m = await merchant(a);
      await m.addPlan(3, 12);
      const intentId = await m.intent();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => m.pay(intentId, undefined, i % 2 ? a : b)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((r) => r.json<ProcessPaymentResponse>().payment.id)).size).toBe(1);
      expect(shared.calls).toHaveLength(1);
      expect(await count('FROM sandbox_charges')).toBe(1);
      expect(await count('FROM subscriptions')).toBe(1);
    });
  });

  describe('card testing', () => {
    test('the sixth attempt after five declines on one intent answers 429 without charging', async () => {
      const m = await merchant();
      const intentId = await m.intent();
      for (let i = 0; i < 5; i += 1) expect((await m.pay(intentId, DECLINED)).statusCode).toBe(402);
      const refused = await m.pay(intentId);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY });
      expect(gateway.calls).toHaveLength(5);
      expect(await count(`FROM payments WHERE status = 'failed'`)).toBe(5);
      // Another intent may still be paid: the merchant's hourly cap is far.
      expect((await m.pay(await m.intent('next'))).statusCode).toBe(200);
    });

    test('after twenty declines in an hour the merchant answers 429 with Retry-After, until the hour has passed', async () => {
      const m = await merchant();
      for (let intent = 0; intent < 4; intent += 1) {
        const intentId = await m.intent(`k${intent}`);
        for (let i = 0; i < 5; i += 1) {
          expect((await m.pay(intentId, DECLINED)).statusCode).toBe(402);
        }
      }
      const intentId = await m.intent('k4');
      const refused = await m.pay(intentId);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(gateway.calls).toHaveLength(20);
      expect(await count(`FROM payments WHERE status = 'failed'`)).toBe(20);

      // Another merchant is not affected.
      const other = await merchant();
      expect((await other.pay(await other.intent())).statusCode).toBe(200);

      await database.db.query(
        `UPDATE payments SET created_at = now() - interval '61 minutes' WHERE merchant_id = $1`,
        [m.id],
      );
      expect((await m.pay(intentId)).statusCode).toBe(200);
    });
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
