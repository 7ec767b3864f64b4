/**
 * The load part of the bench (`npm run bench -- load`; alone: `npm run bench:load`): the API under
 * load on loopback, on servers of its own (`node --import tsx server/src/server.ts` with the demo
 * shops), in phases of LOAD_SECONDS (15 by default) each:
 *   - orders alone: LOAD_ORDER_CLIENTS (50) signed-in shoppers placing orders at the demo shops
 *     that take them, each order sent twice with one Idempotency-Key as a double tap would;
 *   - mixed: the same shoppers while LOAD_JOURNEY_CLIENTS (100) merchants go through
 *     register → login → addPlan → createPaymentIntent → processPayment, one after another. A
 *     registration or login the hashing pool refuses (503) is sent again after its Retry-After;
 *   - reads alone: the public lists, LOAD_READ_CLIENTS.
 * On PGlite: orders alone and mixed. On PostgreSQL with one process: reads, orders, mixed; with
 * WORKERS=2: reads and orders, beside one process's. After each server stops, its rows are
 * counted: every acknowledged registration, payment and order is in the database, each double
 * tap answered the first tap's order, and no order exists that was not acknowledged beyond those
 * in flight when a phase stopped (zero lost writes, zero lost or doubled orders).
 *
 * Budget: the orders' p99 in the mixed phase under 1 s on both databases. Orders per second and
 * the other figures are printed for information.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import {
  freePort,
  ms,
  orderingShops,
  runAlone,
  signInShoppers,
  startChild,
  stopChild,
  type BenchShopper,
  type OrderingShop,
  type Row,
} from './lib';
import { createPostgresDatabase } from './server';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};
const SECONDS = setting('LOAD_SECONDS', 15);
const WARMUP_SECONDS = 3;
const JOURNEY_CLIENTS = setting('LOAD_JOURNEY_CLIENTS', 100);
const READ_CLIENTS = setting('LOAD_READ_CLIENTS', 50);
const ORDER_CLIENTS = setting('LOAD_ORDER_CLIENTS', 50);
const MIXED_ORDERS_P99_BUDGET_MS = 1000;
const PASSWORD = 'golden-rock-42';

/* --------------------------- autocannon's requests --------------------------- */

type Context = Record<string, unknown>;
interface Request {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
/** A request of autocannon's sequence (each connection sends them in turn). */
interface Step {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: Request, context: Context) => Request;
  onResponse?: (status: number, body: string, context: Context) => void;
}

function load(url: string, connections: number, seconds: number, requests: Step[]) {
  // A request may wait behind the journeys' password hashing: 30 s before it counts as lost.
  const options = { url, connections, duration: seconds, timeout: 30, requests };
  return autocannon(options as unknown as Options);
}

/** What one server acknowledged, counted again in its database once it has stopped. */
interface Acked {
  registrations: Set<number>;
  payments: Set<number>;
  orders: Set<number>;
  /** Double taps answered with another order than the first tap's. */
  doubled: number;
  /** 503 answers of the hashing pool (sent again after their Retry-After). */
  busy: number;
  /** Other failed answers, by what was asked. */
  failures: number;
  firstFailures: string[];
  /** Phases with orders: each may leave one unanswered order per client. */
  orderPhases: number;
}

const newAcked = (): Acked => ({
  registrations: new Set(),
  payments: new Set(),
  orders: new Set(),
  doubled: 0,
  busy: 0,
  failures: 0,
  firstFailures: [],
  orderPhases: 0,
});

function note(acked: Acked, status: number, body: string, what: string) {
  // 0: no answer came.
  if (status > 0 && status < 400) return;
  if (status === 503 && (what === 'register' || what === 'login')) {
    acked.busy += 1;
    return;
  }
  acked.failures += 1;
  if (acked.firstFailures.length < 5) acked.firstFailures.push(`${what} ${status} ${body}`);
}

let phoneCounter = Math.floor(Math.random() * 1e6) * 1000;

/** Standard for 6 months: 340,000 + 2 % tax 6,800 = 346,800 MMK. */
const STANDARD_6 = { amountMinor: 34_680_000, total: 346_800 };
const INTENT = {
  amount: STANDARD_6.amountMinor,
  currency: 'MMK',
  description: 'Monthly Subscription Fee',
  metadata: { shop_name: 'Shwe Yee Tea House', category_id: 1, township: 'Bahan' },
};

/** One merchant's answer: its status, its body, and how long it took. */
async function call(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: string; retryAfter: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text,
    retryAfter: Number(response.headers.get('retry-after') ?? 1),
    ms: performance.now() - started,
  };
}

/**
 * Merchants' first days (register → login → addPlan → createPaymentIntent → processPayment), one
 * after another per client until `until`. A registration or login the hashing pool refuses (503)
 * is sent again as it was after its Retry-After, as the SPA's user would.
 */
async function journeys(base: string, acked: Acked, clients: number, until: number) {
  const latencies: number[] = [];
  let requests = 0;
  const send = async (what: string, path: string, body: unknown, token?: string) => {
    for (;;) {
      const answer = await call(base, path, body, token);
      requests += 1;
      latencies.push(answer.ms);
      note(acked, answer.status, answer.body, what);
      if (answer.status !== 503 || Date.now() > until) return answer;
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
    }
  };
  const client = async () => {
    while (Date.now() < until) {
      phoneCounter += 1;
      const n = String(phoneCounter).padStart(9, '0');
      const phone = `09${n}`;
      const registered = await send('register', '/api/merchant/merchantregister', {
        username: 'Load Test',
        shopname: 'Load Test Shop',
        email: `load${n}@example.com`,
        phone,
        district_id: 1,
        township_id: 1,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      if (registered.status !== 200) continue;
      const data = JSON.parse(registered.body).data;
      acked.registrations.add(data.user.userid);
      const merchantId = data.merchant.id as number;
      const login = await send('login', '/api/merchant/login', { phone, password: PASSWORD });
      if (login.status !== 200) continue;
      const token = JSON.parse(login.body).token as string;
      await send(
        'addPlan',
        `/api/merchant/addPlan/${merchantId}`,
        { plan_id: 2, duration_month: 6 },
        token,
      );
      const intent = await send(
        'createPaymentIntent',
        `/api/merchant/createPaymentIntent/${merchantId}`,
        INTENT,
        token,
      );
      if (intent.status !== 200) continue;
      const paid = await send(
        'processPayment',
        `/api/merchant/processPayment/${merchantId}`,
        {
          payment_intent_id: JSON.parse(intent.body).id,
          card_number: '4242424242424242',
          card_holder_name: 'Load Test',
          expired_month: 12,
          expired_year: new Date().getUTCFullYear() + 1,
          cvc: '739',
          amount: STANDARD_6.total,
          currency: 'MMK',
        },
        token,
      );
      if (paid.status === 200) acked.payments.add(JSON.parse(paid.body).payment.id);
    }
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, () =>
      client().catch((error: unknown) => note(acked, 0, String(error), 'journey')),
    ),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: requests / ((performance.now() - started) / 1000),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    failed: 0,
  };
}

const READS: Step[] = [
  '/api/backend/getplans',
  '/api/backend/getDistricts',
  '/api/backend/getaddons',
  '/api/backend/calculator/addons',
].map((p) => ({ method: 'GET', path: p }));

type Shop = OrderingShop;
type Shopper = BenchShopper;

/** The demo shops that take orders, with what they sell, and one signed-in customer per client. */
async function prepareOrders(base: string): Promise<{ shops: Shop[]; customers: Shopper[] }> {
  const shops = await orderingShops(base, 8);
  const customers = await signInShoppers(base, ORDER_CLIENTS, 77, 'Load Shopper');
  return { shops, customers };
}

let orderKeys = 0;

/** Place an order, then tap again with the same key: the second answer must be the first order. */
function orderJourney(acked: Acked, shops: Shop[], customers: Shopper[]): Step[] {
  let nextCustomer = 0;
  const place = (request: Request, context: Context): Request => {
    context.customer ??= customers[nextCustomer++ % customers.length];
    const customer = context.customer as Shopper;
    const shop = context.shop as Shop;
    return {
      ...request,
      path: `/api/customer/shops/${encodeURIComponent(shop.slug)}/orders`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customer.token}`,
        'x-forwarded-for': customer.address,
        'idempotency-key': String(context.key),
      },
      body: JSON.stringify({
        branch_id: null,
        lines: shop.items.slice(0, 2).map((item, i) => ({ item_id: item.id, quantity: i + 1 })),
        note: '',
        table: '4',
      }),
    };
  };
  return [
    {
      method: 'POST',
      setupRequest(request, context) {
        orderKeys += 1;
        context.key = `load-order-${process.pid}-${orderKeys}`;
        context.shop = shops[orderKeys % shops.length];
        context.orderId = undefined;
        return place(request, context);
      },
      onResponse(status, body, context) {
        note(acked, status, body, 'placeOrder');
        if (status === 201 || status === 200) {
          context.orderId = JSON.parse(body).id;
          acked.orders.add(context.orderId as number);
        }
      },
    },
    {
      method: 'POST',
      setupRequest: place,
      onResponse(status, body, context) {
        note(acked, status, body, 'placeOrder again');
        if (status === 200 || status === 201) {
          const id = JSON.parse(body).id as number;
          if (context.orderId !== undefined && id !== context.orderId) acked.doubled += 1;
          acked.orders.add(id);
        }
      },
    },
  ];
}

/* ------------------------------- servers ------------------------------- */

type Database = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

interface Started {
  base: string;
  stop: () => Promise<void>;
}

async function startServer(database: Database, workers: number): Promise<Started> {
  const port = await freePort();
  const child = startChild('node', ['--import', 'tsx', 'server/src/server.ts'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    TRUST_PROXY: 'loopback',
    // The load comes from one address: the limiter would (rightly) stop it.
    RATE_LIMIT_PER_ADDRESS: '1000000000',
    RATE_LIMIT_PER_PHONE: '1000000000',
    // Each shopper places order after order at the same shops, none of them ever finished.
    CUSTOMER_OPEN_ORDERS_PER_SHOP: '1000000',
    ORDER_PLACEMENTS_PER_WINDOW: '1000000',
    DATABASE_URL: database.kind === 'postgres' ? database.url : '',
    DATA_DIR: database.kind === 'pglite' ? database.dataDir : '',
    WORKERS: String(workers),
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the server did not start: ${stderr.slice(-2000)}`);
    }
    const ready = await fetch(`${base}/api/backend/getDistricts`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, stop: () => stopChild(child, 15_000) };
}

interface Counts {
  orders: number;
  ackedUsersFound: number;
  ackedPaymentsFound: number;
  ackedOrdersFound: number;
}

/** Counts the rows of what was acknowledged, once the server has stopped. */
async function countRows(database: Database, acked: Acked, customerIds: number[]): Promise<Counts> {
  const ids = (set: Set<number> | number[]) => `'{${[...set].join(',')}}'::int[]`;
  const sql = `SELECT
      (SELECT count(*)::int FROM shop_orders WHERE customer_id = ANY(${ids(customerIds)})) AS orders,
      (SELECT count(*)::int FROM users WHERE id = ANY(${ids(acked.registrations)})) AS "ackedUsersFound",
      (SELECT count(*)::int FROM payments WHERE id = ANY(${ids(acked.payments)})) AS "ackedPaymentsFound",
      (SELECT count(*)::int FROM shop_orders WHERE id = ANY(${ids(acked.orders)})) AS "ackedOrdersFound"`;
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<Counts>(sql)).rows[0] as Counts;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: database.dataDir });
  try {
    return (await db.query<Counts>(sql)).rows[0] as Counts;
  } finally {
    await db.close();
  }
}

/* -------------------------------- phases -------------------------------- */

type Phase = 'reads' | 'orders' | 'mixed';

interface Figures {
  rps: number;
  p99: number;
  /** Errors, timeouts and answers that were not 2xx. */
  failed: number;
}

interface ScenarioResult {
  phases: Partial<Record<Phase, { orders?: Figures; reads?: Figures; journeys?: Figures }>>;
  acked: Acked;
  counts: Counts;
}

const figures = (result: Result): Figures => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  failed: result.errors + result.timeouts + result.non2xx,
});

async function scenario(
  name: string,
  database: Database,
  workers: number,
  phases: Phase[],
  log: (line: string) => void,
): Promise<ScenarioResult> {
  const acked = newAcked();
  log(`load: ${name}: starting (${workers} process${workers > 1 ? 'es' : ''})...`);
  const server = await startServer(database, workers);
  let customerIds: number[] = [];
  const out: ScenarioResult['phases'] = {};
  try {
    const { shops, customers } = await prepareOrders(server.base);
    customerIds = customers.map((c) => c.id);
    // Warm-up (and time for every worker to listen): reads only.
    await load(server.base, READ_CLIENTS, WARMUP_SECONDS, READS);
    for (const phase of phases) {
      const orders = () =>
        load(server.base, ORDER_CLIENTS, SECONDS, orderJourney(acked, shops, customers));
      const reads = () => load(server.base, READ_CLIENTS, SECONDS, READS);
      if (phase === 'reads') {
        out.reads = { reads: figures(await reads()) };
      } else if (phase === 'orders') {
        acked.orderPhases += 1;
        // An order is two requests (the tap and the double tap): orders per second is half.
        const result = figures(await orders());
        out.orders = { orders: { ...result, rps: result.rps / 2 } };
      } else {
        acked.orderPhases += 1;
        const [journeyResult, orderResult] = await Promise.all([
          journeys(server.base, acked, JOURNEY_CLIENTS, Date.now() + SECONDS * 1000),
          orders(),
        ]);
        const o = figures(orderResult);
        out.mixed = { orders: { ...o, rps: o.rps / 2 }, journeys: journeyResult };
      }
      const shown = Object.entries(out[phase] ?? {})
        .map(
          ([what, f]) =>
            `${what} ${f.rps.toFixed(0)}/s p99 ${f.p99} ms${f.failed ? ` (${f.failed} failed)` : ''}`,
        )
        .join(', ');
      log(`load: ${name}: ${phase}: ${shown}`);
    }
  } finally {
    await server.stop();
  }
  const counts = await countRows(database, acked, customerIds);
  if (acked.firstFailures.length > 0)
    log(`load: ${name}: first failures: ${acked.firstFailures.join(' | ')}`);
  log(
    `load: ${name}: ${acked.registrations.size} registrations (${acked.busy} answered busy), ${acked.payments.size} payments, ${acked.orders.size} orders acknowledged; ${counts.orders} orders in the database`,
  );
  return { phases: out, acked, counts };
}

/* --------------------------------- rows --------------------------------- */

const info = (metric: string, ours: string, peer = '', ratio = ''): Row => ({
  metric,
  ours,
  peer,
  ratio,
  budget: '',
  pass: undefined,
});

const perSecond = (f: Figures | undefined) => (f ? `${f.rps.toFixed(0)}/s` : 'not run');

/** The rows that every scenario has: lost writes and lost or doubled orders. */
function integrityRows(label: string, r: ScenarioResult): Row[] {
  const { acked, counts } = r;
  const lost =
    acked.registrations.size -
    counts.ackedUsersFound +
    (acked.payments.size - counts.ackedPaymentsFound) +
    (acked.orders.size - counts.ackedOrdersFound);
  // Beyond the acknowledged orders, the database may hold at most one per client and phase: the
  // requests in flight when a phase stopped, whose answers were dropped (each a first tap).
  const unanswered = counts.orders - acked.orders.size;
  const doubledOk =
    acked.doubled === 0 && unanswered >= 0 && unanswered <= ORDER_CLIENTS * acked.orderPhases;
  return [
    {
      metric: `  lost writes on ${label}`,
      ours: `${lost} of ${acked.registrations.size + acked.payments.size + acked.orders.size}`,
      peer: '',
      ratio: '',
      budget: '0',
      pass: lost === 0,
    },
    {
      metric: `  lost or doubled orders on ${label}`,
      ours: doubledOk
        ? `0 (${counts.orders} in the database, ${acked.orders.size} acknowledged)`
        : `${acked.doubled} doubled, ${counts.orders} in the database for ${acked.orders.size} acknowledged`,
      peer: '',
      ratio: '',
      budget: '0',
      pass: doubledOk,
    },
    {
      metric: `  failed requests on ${label}`,
      ours: String(acked.failures),
      peer: '',
      ratio: '',
      budget: '0',
      pass: acked.failures === 0,
    },
  ];
}

function databaseRows(label: string, r: ScenarioResult): Row[] {
  const alone = r.phases.orders?.orders;
  const mixed = r.phases.mixed;
  const p99 = mixed?.orders?.p99;
  return [
    info(
      `orders alone on ${label}: orders/s, p99`,
      alone ? `${perSecond(alone)}, ${ms(alone.p99)}` : 'not run',
    ),
    info(
      `orders mixed with ${JOURNEY_CLIENTS} registering merchants on ${label}: orders/s`,
      perSecond(mixed?.orders),
    ),
    {
      metric: `  orders p99, mixed, on ${label}`,
      ours: p99 === undefined ? 'not run' : ms(p99),
      peer: alone ? ms(alone.p99) : '',
      ratio: '',
      budget: `< ${ms(MIXED_ORDERS_P99_BUDGET_MS)}`,
      pass: p99 !== undefined && p99 < MIXED_ORDERS_P99_BUDGET_MS,
    },
    info(
      `  merchants' journeys, mixed, on ${label}`,
      `${r.acked.registrations.size} registered, ${r.acked.payments.size} paid, ${r.acked.busy} busy answers (503)`,
    ),
    ...integrityRows(label, r),
  ];
}

function notRun(label: string, error: unknown): Row {
  return {
    metric: `load on ${label}`,
    ours: `not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    peer: '',
    ratio: '',
    budget: 'runs',
    pass: false,
  };
}

export async function measureLoad(log = console.error): Promise<Row[]> {
  const rows: Row[] = [];
  log(
    `load: ${SECONDS} s a phase; ${ORDER_CLIENTS} shoppers ordering, ${JOURNEY_CLIENTS} merchants' journeys, ${READ_CLIENTS} readers`,
  );

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-load-'));
  try {
    const pglite = await scenario(
      'PGlite',
      { kind: 'pglite', dataDir },
      1,
      ['orders', 'mixed'],
      log,
    );
    rows.push(...databaseRows('PGlite', pglite));
  } catch (error) {
    log(`load: PGlite: ${String(error)}`);
    rows.push(notRun('PGlite', error));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  let one: ScenarioResult | undefined;
  for (const workers of [1, 2]) {
    const label = workers === 1 ? 'PostgreSQL' : 'PostgreSQL, 2 processes';
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    try {
      database = await createPostgresDatabase();
      const phases: Phase[] = workers === 1 ? ['reads', 'orders', 'mixed'] : ['reads', 'orders'];
      const result = await scenario(
        label,
        { kind: 'postgres', url: database.url },
        workers,
        phases,
        log,
      );
      if (workers === 1) {
        rows.push(...databaseRows(label, result));
        one = result;
      } else {
        const single = one?.phases;
        const ratio = (two: Figures | undefined, base: Figures | undefined) =>
          two && base ? (two.rps / base.rps).toFixed(2) : '';
        const reads = result.phases.reads?.reads;
        const orders = result.phases.orders?.orders;
        rows.push(
          info(
            'reads/s on PostgreSQL: 2 processes (1 process)',
            perSecond(reads),
            perSecond(single?.reads?.reads),
            ratio(reads, single?.reads?.reads),
          ),
          info(
            'orders/s on PostgreSQL: 2 processes (1 process)',
            perSecond(orders),
            perSecond(single?.orders?.orders),
            ratio(orders, single?.orders?.orders),
          ),
          info(
            '  orders p99 on PostgreSQL: 2 processes (1 process)',
            orders ? ms(orders.p99) : 'not run',
            single?.orders?.orders ? ms(single.orders.orders.p99) : '',
          ),
          ...integrityRows(label, result),
        );
      }
    } catch (error) {
      log(`load: ${label}: ${String(error)}`);
      rows.push(notRun(label, error));
    } finally {
      await database
        ?.drop()
        .catch((error: unknown) => log(`load: could not drop the database: ${String(error)}`));
    }
  }
  return rows;
}

if (require.main === module) runAlone(() => measureLoad());
