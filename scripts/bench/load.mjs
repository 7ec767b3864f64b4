/* global fetch, setTimeout */
// `npm run bench:load`: the API under load on loopback, bounded in time. Starts its own server
// (`tsx server/src/server.ts`, PGlite in a temporary directory, or PostgreSQL with
// BENCH_DATABASE_URL), then for LOAD_SECONDS (default 30) drives at once
//   - the journey register → login → addPlan → createPaymentIntent → processPayment with
//     LOAD_JOURNEY_CLIENTS (default 100) clients, and
//   - reads of the public lists with LOAD_READ_CLIENTS (default 50) clients, and
//   - shoppers placing orders at the demo shops that take them (the server starts with
//     DEMO_DATA=1) with LOAD_ORDER_CLIENTS (default 50) signed-in customers, each order sent
//     twice with one Idempotency-Key as a double tap would,
// prints requests per second, p50/p99 latency and errors, stops the server, and counts rows: every
// acknowledged registration, payment and order must be in the database, each double tap must
// have answered the first order, and no order may exist that was not acknowledged (zero lost
// and zero doubled orders).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..', '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const JOURNEY_CLIENTS = Number(process.env.LOAD_JOURNEY_CLIENTS ?? 100);
const READ_CLIENTS = Number(process.env.LOAD_READ_CLIENTS ?? 50);
const ORDER_CLIENTS = Number(process.env.LOAD_ORDER_CLIENTS ?? 50);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

/** A free loopback port (the server logs at warn level, so its port is chosen here). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The load comes from one address: the limiter would (rightly) stop it.
      RATE_LIMIT_PER_ADDRESS: '1000000000',
      RATE_LIMIT_PER_PHONE: '1000000000',
      // Each shopper places order after order at the same shops, none of them ever finished.
      CUSTOMER_OPEN_ORDERS_PER_SHOP: '1000000',
      ORDER_PLACEMENTS_PER_WINDOW: '1000000',
      DATABASE_URL: DATABASE_URL ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/backend/getDistricts`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, output: () => output };
}

let phoneCounter = Math.floor(Math.random() * 1e6) * 1000;
const acked = {
  registrations: new Set(),
  payments: new Set(),
  orders: new Set(),
  /** Double taps answered with another order than the first tap's. */
  doubled: 0,
  errors: [],
};

function note(status, body, what) {
  if (status >= 400 && acked.errors.length < 10) acked.errors.push(`${what} ${status} ${body}`);
}

const INTENT = JSON.stringify({
  amount: 10499,
  currency: 'USD',
  description: 'Monthly Subscription Fee',
  metadata: { shop_name: 'Shwe Yee Tea House', category_id: 1, township: 'Bahan' },
});

/** One journey per loop of a client; each client keeps its own state in `context`. */
const journey = [
  {
    method: 'POST',
    path: '/api/merchant/merchantregister',
    headers: { 'content-type': 'application/json' },
    setupRequest(req, context) {
      phoneCounter += 1;
      const n = String(phoneCounter).padStart(9, '0');
      context.phone = `09${n}`;
      return {
        ...req,
        body: JSON.stringify({
          username: 'Load Test',
          shopname: 'Load Test Shop',
          email: `load${n}@example.com`,
          phone: context.phone,
          district_id: 1,
          township_id: 1,
          password: 'golden-rock-42',
          password_confirmation: 'golden-rock-42',
        }),
      };
    },
    onResponse(status, body, context) {
      note(status, body, 'register');
      if (status === 200) {
        const data = JSON.parse(body).data;
        context.merchantId = data.merchant.id;
        acked.registrations.add(data.user.userid);
      }
    },
  },
  {
    method: 'POST',
    path: '/api/merchant/login',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req, context) => ({
      ...req,
      body: JSON.stringify({ phone: context.phone, password: 'golden-rock-42' }),
    }),
    onResponse(status, body, context) {
      note(status, body, 'login');
      if (status === 200) context.token = JSON.parse(body).token;
    },
  },
  {
    method: 'POST',
    setupRequest: (req, context) => ({
      ...req,
      path: `/api/merchant/addPlan/${context.merchantId}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
      body: JSON.stringify({ plan_id: 2, duration_month: 6 }),
    }),
    onResponse: (status, body) => note(status, body, 'addPlan'),
  },
  {
    method: 'POST',
    setupRequest: (req, context) => ({
      ...req,
      path: `/api/merchant/createPaymentIntent/${context.merchantId}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
      body: INTENT,
    }),
    onResponse(status, body, context) {
      note(status, body, 'createPaymentIntent');
      if (status === 200) context.intentId = JSON.parse(body).id;
    },
  },
  {
    method: 'POST',
    setupRequest: (req, context) => ({
      ...req,
      path: `/api/merchant/processPayment/${context.merchantId}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
      body: JSON.stringify({
        payment_intent_id: context.intentId,
        card_number: '4242424242424242',
        card_holder_name: 'Load Test',
        expired_month: 12,
        expired_year: new Date().getUTCFullYear() + 1,
        cvc: '739',
        amount: 104.9895,
        currency: 'USD',
      }),
    }),
    onResponse(status, body) {
      note(status, body, 'processPayment');
      if (status === 200) acked.payments.add(JSON.parse(body).payment.id);
    },
  },
];

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/**
 * The demo shops that take orders, with what they sell, and one signed-in customer per client.
 * Each customer signs in from an address of its own (the server trusts loopback's
 * X-Forwarded-For here), as shoppers on their own phones would: one address would meet the
 * one-time codes' per-address limit, which is meant to stop exactly that.
 */
async function prepareOrders(base) {
  const shops = [];
  for (let page = 1; page <= 2 && shops.length < 8; page += 1) {
    const list = await json(await fetch(`${base}/api/marketplace/shops?page=${page}`), 'shops');
    for (const card of list.shops) {
      const shop = await json(
        await fetch(`${base}/api/marketplace/shops/${encodeURIComponent(card.slug)}`),
        'shop',
      );
      const items = shop.items.filter((item) => item.available && item.kind !== 'service');
      if (shop.takes_orders && items.length >= 2) shops.push({ slug: shop.slug, items });
    }
  }
  if (shops.length === 0) throw new Error('no demo shop takes orders');
  const customers = [];
  for (let i = 0; i < ORDER_CLIENTS; i += 1) {
    const phone = `0977${String(700000 + i).padStart(7, '0')}`;
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    };
    const sent = await json(
      await fetch(`${base}/api/customer/sendOtp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone }),
      }),
      'customer/sendOtp',
    );
    const signedIn = await json(
      await fetch(`${base}/api/customer/signIn`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone, otp: sent.data.code }),
      }),
      'customer/signIn',
    );
    await json(
      await fetch(`${base}/api/customer/me`, {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${signedIn.token}` },
        body: JSON.stringify({ name: `Load Shopper ${i + 1}` }),
      }),
      'customer/me',
    );
    customers.push({
      token: signedIn.token,
      id: signedIn.customer.id,
      address: headers['x-forwarded-for'],
    });
  }
  return { shops, customers };
}

let orderKeys = 0;

/** Place an order, then tap again with the same key: the second answer must be the first order. */
function orderJourney({ shops, customers }) {
  let nextCustomer = 0;
  const place = (req, context) => {
    context.customer ??= customers[nextCustomer++ % customers.length];
    return {
      ...req,
      path: `/api/customer/shops/${encodeURIComponent(context.shop.slug)}/orders`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${context.customer.token}`,
        'x-forwarded-for': context.customer.address,
        'idempotency-key': context.key,
      },
      body: JSON.stringify({
        branch_id: null,
        lines: context.shop.items
          .slice(0, 2)
          .map((item, i) => ({ item_id: item.id, quantity: i + 1 })),
        note: '',
        table: '4',
      }),
    };
  };
  return [
    {
      method: 'POST',
      setupRequest(req, context) {
        orderKeys += 1;
        context.key = `load-order-${orderKeys}`;
        context.shop = shops[orderKeys % shops.length];
        context.orderId = undefined;
        return place(req, context);
      },
      onResponse(status, body, context) {
        note(status, body, 'placeOrder');
        if (status === 201 || status === 200) {
          context.orderId = JSON.parse(body).id;
          acked.orders.add(context.orderId);
        }
      },
    },
    {
      method: 'POST',
      setupRequest: place,
      onResponse(status, body, context) {
        note(status, body, 'placeOrder again');
        if (status === 200 || status === 201) {
          const id = JSON.parse(body).id;
          if (context.orderId !== undefined && id !== context.orderId) acked.doubled += 1;
          acked.orders.add(id);
        }
      },
    },
  ];
}

const reads = [
  '/api/backend/getplans',
  '/api/backend/getDistricts',
  '/api/backend/getaddons',
  '/api/backend/calculator/addons',
].map((p) => ({ method: 'GET', path: p }));

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const row = (name, r) => ({
  load: name,
  clients: r.connections,
  'req/s': Math.round(r.requests.average),
  requests: r.requests.total,
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
});

async function countRows() {
  const sql = `SELECT (SELECT count(*) FROM users)::int AS users,
                      (SELECT count(*) FROM payments WHERE status = 'succeeded')::int AS payments,
                      (SELECT count(*) FROM subscriptions WHERE status = 'active')::int AS active`;
  const customerIds = `'{${orderSetup.customers.map((c) => c.id).join(',')}}'::int[]`;
  const ordersSql = `SELECT count(*)::int AS n FROM shop_orders WHERE customer_id = ANY(${customerIds})`;
  const known = (table, ids) =>
    `SELECT count(*)::int AS n FROM ${table} WHERE id = ANY('{${[...ids].join(',')}}'::int[])`;
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const counts = (await client.query(sql)).rows[0];
      counts.ackedUsersFound = (await client.query(known('users', acked.registrations))).rows[0].n;
      counts.ackedPaymentsFound = (await client.query(known('payments', acked.payments))).rows[0].n;
      counts.orders = (await client.query(ordersSql)).rows[0].n;
      counts.ackedOrdersFound = (await client.query(known('shop_orders', acked.orders))).rows[0].n;
      return counts;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir });
  try {
    const counts = (await db.query(sql)).rows[0];
    counts.ackedUsersFound = (await db.query(known('users', acked.registrations))).rows[0].n;
    counts.ackedPaymentsFound = (await db.query(known('payments', acked.payments))).rows[0].n;
    counts.orders = (await db.query(ordersSql)).rows[0].n;
    counts.ackedOrdersFound = (await db.query(known('shop_orders', acked.orders))).rows[0].n;
    return counts;
  } finally {
    await db.close();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-load-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '1', TRUST_PROXY: 'loopback' });
const base = `http://127.0.0.1:${server.port}`;
const orderSetup = await prepareOrders(base);
console.log(
  `load: ${JOURNEY_CLIENTS} journey clients + ${READ_CLIENTS} read clients + ${ORDER_CLIENTS} shoppers ordering at ${orderSetup.shops.length} shops for ${SECONDS} s on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (${base})`,
);
let failed = false;
try {
  const [journeyResult, readResult, orderResult] = await Promise.all([
    // A request may wait behind the journeys' password hashing: 30 s before it counts as lost.
    run({
      url: base,
      connections: JOURNEY_CLIENTS,
      duration: SECONDS,
      timeout: 30,
      requests: journey,
    }),
    run({ url: base, connections: READ_CLIENTS, duration: SECONDS, timeout: 30, requests: reads }),
    run({
      url: base,
      connections: ORDER_CLIENTS,
      duration: SECONDS,
      timeout: 30,
      requests: orderJourney(orderSetup),
    }),
  ]);
  console.table([
    row('journey', journeyResult),
    row('reads', readResult),
    row('orders', orderResult),
  ]);
  console.log(
    `journeys: ${acked.registrations.size} registrations, ${acked.payments.size} payments, ${acked.orders.size} orders acknowledged (${acked.doubled} double taps answered with another order)`,
  );
  if (acked.errors.length > 0) console.log('first errors:', acked.errors);
  failed =
    journeyResult.errors + journeyResult.timeouts + journeyResult.non2xx > 0 ||
    readResult.errors + readResult.timeouts + readResult.non2xx > 0 ||
    orderResult.errors + orderResult.timeouts + orderResult.non2xx > 0;
} finally {
  await new Promise((resolve) => {
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });
}
const counts = await countRows();
console.table([counts]);
const lost =
  counts.ackedUsersFound !== acked.registrations.size ||
  counts.ackedPaymentsFound !== acked.payments.size ||
  counts.ackedOrdersFound !== acked.orders.size;
// Each double tap answered the first tap's order; beyond the acknowledged orders, the database may
// hold at most one per client: the requests in flight when autocannon stopped, whose answers it
// dropped (each was a first tap; its key was never sent twice).
const unanswered = counts.orders - acked.orders.size;
const doubled = acked.doubled > 0 || unanswered < 0 || unanswered > ORDER_CLIENTS;
console.log(lost ? 'LOST WRITES' : 'zero lost writes: every acknowledged write is in the database');
console.log(
  doubled
    ? `DOUBLED ORDERS: ${acked.doubled} double taps made a second order; ${counts.orders} orders in the database, ${acked.orders.size} acknowledged`
    : `zero lost or doubled orders: ${counts.orders} in the database, ${acked.orders.size} acknowledged, ${unanswered} in flight when the load stopped`,
);
await rm(dataDir, { recursive: true, force: true });
if (failed || lost || doubled) process.exit(1);
