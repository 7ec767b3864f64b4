/**
 * Faults of real processes: SIGKILL in the middle of a stream of registrations and payments (every
 * acknowledged write is there after a restart, no payment is half done), graceful shutdown on
 * SIGTERM (requests in flight finish), and two API processes on one PostgreSQL.
 */
import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { orderIntent, orderPayment } from '../test/calls';
import {
  databases,
  openPgliteDb,
  recreateSchema,
  registration,
  schemaUrl,
  tempDir,
  workerSchema,
  type DatabaseKind,
} from '../test/helpers';
import { START_TIMEOUT_MS, call, killAll, start, stop } from '../test/processes';

/** Standard for 6 months: 340,000 + 2 % tax 6,800 = 346,800 MMK. */
const STANDARD_6 = { amount_minor: 34_680_000, total: 346_800 };
/** Premium for 12 months: 1,080,000 + 2 % tax 21,600 = 1,101,600 MMK. */
const PREMIUM_12 = { amount_minor: 110_160_000, total: 1_101_600 };

afterEach(killAll);

interface Setup {
  env: Record<string, string>;
  /** Opens the database directly (after the servers have stopped, for PGlite). */
  open: () => Promise<Db>;
}

async function setup(kind: DatabaseKind, suffix: string): Promise<Setup> {
  if (kind === 'pglite') {
    const dataDir = await tempDir(`resilience-${suffix}`);
    return { env: { DATA_DIR: dataDir }, open: () => openPgliteDb(dataDir) };
  }
  const schema = workerSchema(`_${suffix}`);
  await recreateSchema(schema);
  const url = schemaUrl(schema);
  return { env: { DATABASE_URL: url }, open: async () => openPostgres(url) };
}

interface Acked {
  phone: string;
  password: string;
  merchantId: number;
  paymentId?: number;
}

/** One client: registers, orders a plan, pays; again and again until `stopped()`. */
async function client(base: string, acked: Acked[], stopped: () => boolean) {
  while (!stopped()) {
    try {
      const payload = registration();
      const registered = await call(base, 'POST', '/api/merchant/merchantregister', payload);
      if (registered.status !== 200) throw new Error(`register ${registered.status}`);
      const data = registered.body.data as { token: string; merchant: { id: number } };
      const mine: Acked = {
        phone: payload.phone,
        password: payload.password,
        merchantId: data.merchant.id,
      };
      acked.push(mine);
      const id = mine.merchantId;
      await call(
        base,
        'POST',
        `/api/merchant/addPlan/${id}`,
        { plan_id: 2, duration_month: 6 },
        data.token,
      );
      const intent = await call(
        base,
        'POST',
        `/api/merchant/createPaymentIntent/${id}`,
        orderIntent(STANDARD_6),
        data.token,
      );
      const paid = await call(
        base,
        'POST',
        `/api/merchant/processPayment/${id}`,
        orderPayment(String(intent.body.id), STANDARD_6),
        data.token,
      );
      if (paid.status === 200) mine.paymentId = (paid.body.payment as { id: number }).id;
    } catch {
      // The server was killed under this client: whatever was not acknowledged may be lost.
      return;
    }
  }
}

/** Invariants of a consistent database: no payment half done. */
async function checkConsistency(db: Db, acked: Acked[]) {
  const merchants = await db.query<{ id: number }>('SELECT id FROM merchants');
  const ids = new Set(merchants.rows.map((r) => r.id));
  const missing = acked.filter((a) => !ids.has(a.merchantId));
  expect(missing).toEqual([]);

  const payments = await db.query<{ id: number }>(
    `SELECT id FROM payments WHERE status = 'succeeded'`,
  );
  const paid = new Set(payments.rows.map((r) => r.id));
  expect(acked.filter((a) => a.paymentId !== undefined && !paid.has(a.paymentId))).toEqual([]);

  const broken = await db.query(
    `SELECT p.id FROM payments p
       JOIN payment_intents i ON i.id = p.payment_intent_id
      WHERE p.status = 'succeeded'
        AND (i.status <> 'succeeded'
             OR NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.payment_id = p.id)
             OR NOT EXISTS (SELECT 1 FROM billing_information b WHERE b.merchant_id = p.merchant_id))
     UNION ALL
     SELECT 1 FROM payment_intents i
      WHERE i.status = 'succeeded'
        AND (SELECT count(*) FROM payments p
              WHERE p.payment_intent_id = i.id AND p.status = 'succeeded') <> 1
     UNION ALL
     SELECT m.id FROM merchants m
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id)`,
  );
  expect(broken.rows).toEqual([]);

  // Every card the processor charged is a succeeded payment: a charge made just before the kill
  // was reconciled at the restart.
  const unrecorded = await db.query(
    `SELECT c.idempotency_key FROM sandbox_charges c
      WHERE c.status = 'succeeded'
        AND NOT EXISTS (SELECT 1 FROM payment_attempts a JOIN payments p ON p.id = a.payment_id
                         WHERE a.gateway_key = c.idempotency_key AND p.status = 'succeeded')`,
  );
  expect(unrecorded.rows).toEqual([]);
}

describe.each(databases())('faults on %s', (kind) => {
  test(
    'SIGKILL during registrations and payments loses no acknowledged write and leaves none half done',
    async () => {
      const { env, open } = await setup(kind, 'crash');
      const first = await start(env);
      const acked: Acked[] = [];
      let killed = false;
      const clients = Array.from({ length: 8 }, () => client(first.url, acked, () => killed));
      // Kill once enough work is acknowledged, in the middle of the stream.
      const deadline = Date.now() + 20_000;
      while (acked.filter((a) => a.paymentId).length < 10 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      first.child.kill('SIGKILL');
      killed = true;
      await Promise.all(clients);
      await stop(first, 'SIGKILL');
      expect(acked.filter((a) => a.paymentId).length).toBeGreaterThanOrEqual(10);

      const second = await start(env);
      // Every acknowledged registration logs in; every acknowledged payment is on the dashboard.
      for (const a of acked) {
        const login = await call(second.url, 'POST', '/api/merchant/login', {
          phone: a.phone,
          password: a.password,
        });
        expect({ phone: a.phone, status: login.status }).toEqual({ phone: a.phone, status: 200 });
        if (a.paymentId === undefined) continue;
        const dashboard = await call(
          second.url,
          'GET',
          `/api/merchant/dashboard/${a.merchantId}`,
          undefined,
          String(login.body.token),
        );
        expect(dashboard.body).toMatchObject({
          subscription: { status: 'active', duration_month: 6 },
          payments: [{ id: a.paymentId, status: 'succeeded' }],
        });
      }
      const code = await stop(second, 'SIGTERM');
      expect({ code, output: code === 0 ? '' : second.output().slice(-3000) }).toEqual({
        code: 0,
        output: '',
      });

      const db = await open();
      try {
        await checkConsistency(db, acked);
      } finally {
        await db.close();
      }
    },
    3 * START_TIMEOUT_MS,
  );

  test(
    'SIGKILL between the charge and its record: the restart reconciles it, one charge, one payment, one subscription',
    async () => {
      const { env, open } = await setup(kind, 'charge');
      // The test hook makes the process kill itself right after the processor answered.
      const first = await start({ ...env, PAYMENT_TEST_KILL_AFTER_CHARGE: '1' });
      const payload = registration();
      const registered = await call(first.url, 'POST', '/api/merchant/merchantregister', payload);
      expect(registered.status).toBe(200);
      const { token, merchant } = registered.body.data as {
        token: string;
        merchant: { id: number };
      };
      const id = merchant.id;
      const plan = { plan_id: 2, duration_month: 6 };
      expect(
        (await call(first.url, 'POST', `/api/merchant/addPlan/${id}`, plan, token)).status,
      ).toBe(200);
      const intent = await call(
        first.url,
        'POST',
        `/api/merchant/createPaymentIntent/${id}`,
        orderIntent(STANDARD_6),
        token,
      );
      expect(intent.status).toBe(200);
      const intentId = String(intent.body.id);
      const lost = call(
        first.url,
        'POST',
        `/api/merchant/processPayment/${id}`,
        orderPayment(intentId, STANDARD_6),
        token,
      );
      await expect(lost).rejects.toThrow();
      expect(await stop(first, 'SIGKILL')).toBeNull();
      expect(first.child.signalCode).toBe('SIGKILL');

      const count = async (db: Db, sql: string) =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`)).rows[0]?.n;
      // The card was charged and nothing of it was recorded.
      let db = await open();
      try {
        expect(await count(db, `FROM sandbox_charges WHERE status = 'succeeded'`)).toBe(1);
        expect(await count(db, `FROM payment_attempts WHERE status = 'processing'`)).toBe(1);
        expect(await count(db, 'FROM payments')).toBe(0);
      } finally {
        await db.close();
      }

      const second = await start(env);
      expect(second.output()).toContain('payment attempts reconciled');
      const dashboard = await call(
        second.url,
        'GET',
        `/api/merchant/dashboard/${id}`,
        undefined,
        token,
      );
      expect(dashboard.body).toMatchObject({
        subscription: { status: 'active', duration_month: 6 },
        payments: [
          {
            status: 'succeeded',
            amount: 34_680_000,
            currency: 'MMK',
            receipt_number: expect.stringMatching(/^R-\d{4}-\d{6}$/),
          },
        ],
      });
      // Paying again (the client's retry) answers the reconciled payment and charges nothing.
      const again = await call(
        second.url,
        'POST',
        `/api/merchant/processPayment/${id}`,
        orderPayment(intentId, STANDARD_6),
        token,
      );
      expect(again.status).toBe(200);
      expect(await stop(second, 'SIGTERM')).toBe(0);

      db = await open();
      try {
        expect(await count(db, 'FROM sandbox_charges')).toBe(1);
        expect(await count(db, `FROM payments WHERE status = 'succeeded'`)).toBe(1);
        expect(await count(db, 'FROM payments')).toBe(1);
        expect(await count(db, 'FROM subscriptions')).toBe(1);
        expect(await count(db, `FROM payment_attempts WHERE status = 'succeeded'`)).toBe(1);
        expect(await count(db, `FROM payment_intents WHERE status = 'succeeded'`)).toBe(1);
        await checkConsistency(db, []);
      } finally {
        await db.close();
      }
    },
    3 * START_TIMEOUT_MS,
  );

  test(
    'SIGTERM lets requests in flight finish, then closes the database and exits 0',
    async () => {
      const { env } = await setup(kind, 'term');
      // The production hash cost, so that registrations take a while.
      const server = await start(env);
      const incoming = () => server.output().split('"msg":"incoming request"').length - 1;
      const requests = Array.from({ length: 12 }, () =>
        call(server.url, 'POST', '/api/merchant/merchantregister', registration()),
      );
      while (incoming() < 12) await new Promise((resolve) => setTimeout(resolve, 2));
      const exited = stop(server, 'SIGTERM');
      const answers = await Promise.all(requests);
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      const code = await exited;
      expect({ code, output: code === 0 ? '' : server.output().slice(-3000) }).toEqual({
        code: 0,
        output: '',
      });
      expect(server.output()).toContain('shutting down');
    },
    2 * START_TIMEOUT_MS,
  );
});

const postgresOnly = databases().includes('postgres') ? test : test.skip;

postgresOnly(
  'two API processes on one PostgreSQL: a token of one works on the other, a payment moves across',
  async () => {
    const { env, open } = await setup('postgres', 'two');
    const [a, b] = await Promise.all([start(env), start(env)]);
    const payload = registration();
    const registered = await call(a.url, 'POST', '/api/merchant/merchantregister', payload);
    expect(registered.status).toBe(200);
    const { token, merchant } = registered.body.data as { token: string; merchant: { id: number } };
    const id = merchant.id;
    expect(
      (
        await call(
          b.url,
          'POST',
          `/api/merchant/addPlan/${id}`,
          { plan_id: 3, duration_month: 12 },
          token,
        )
      ).status,
    ).toBe(200);
    const intent = await call(
      a.url,
      'POST',
      `/api/merchant/createPaymentIntent/${id}`,
      orderIntent(PREMIUM_12),
      token,
    );
    expect(intent.status).toBe(200);
    const paid = await call(
      b.url,
      'POST',
      `/api/merchant/processPayment/${id}`,
      orderPayment(String(intent.body.id), PREMIUM_12),
      token,
    );
    expect(paid.status).toBe(200);
    // Both finish the same intent at once: still one charge.
    const again = await Promise.all([
      call(
        a.url,
        'POST',
        `/api/merchant/processPayment/${id}`,
        orderPayment(String(intent.body.id), PREMIUM_12),
        token,
      ),
      call(
        b.url,
        'POST',
        `/api/merchant/processPayment/${id}`,
        orderPayment(String(intent.body.id), PREMIUM_12),
        token,
      ),
    ]);
    expect(again.map((r) => (r.body.payment as { id: number }).id)).toEqual([
      (paid.body.payment as { id: number }).id,
      (paid.body.payment as { id: number }).id,
    ]);
    const dashboard = await call(a.url, 'GET', `/api/merchant/dashboard/${id}`, undefined, token);
    expect(dashboard.body).toMatchObject({
      subscription: { status: 'active', duration_month: 12 },
    });
    // A logout on one is seen by the other.
    expect((await call(a.url, 'POST', '/api/merchant/logout', undefined, token)).status).toBe(204);
    expect(
      (await call(b.url, 'GET', `/api/merchant/dashboard/${id}`, undefined, token)).status,
    ).toBe(401);
    // And the rate limiter's counters are shared too: its table is written by both.
    const db = await open();
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
    expect(await Promise.all([stop(a, 'SIGTERM'), stop(b, 'SIGTERM')])).toEqual([0, 0]);
  },
  2 * START_TIMEOUT_MS,
);
