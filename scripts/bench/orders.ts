/**
 * The order part of the bench: customers placing orders through our API
 * (`POST /api/customer/shops/:slug/orders`, signed in, a new Idempotency-Key each) beside the
 * floor, a bare Fastify route writing the same rows (the order, its lines, its live event) in one
 * transaction on the same database (scripts/bench/floorOrders.mjs), 50 connections each, on PGlite
 * and on PostgreSQL. Our server is `npm start` with the demo shops (as the server part starts it);
 * the orders go to one demo shop that takes them, whose placements take turns on its store row in
 * both. PGlite allows one process on its data directory: there ours runs its rounds, stops, and the
 * floor then runs its rounds on the same directory; on PostgreSQL the rounds take turns.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  freePort,
  median,
  ms,
  orderingShops,
  runAlone,
  signInShoppers,
  startChild,
  stopChild,
  waitFor200,
  type BenchShopper,
  type Row,
} from './lib';
import { createPostgresDatabase, startApp, type Server } from './server';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
/** Ours places at least this share of the floor's orders per second. */
const RATIO_BUDGET = 0.5;

/** Our server for the bench: the demo shops, and no limit a bench's customers would meet. */
const APP_ENV: NodeJS.ProcessEnv = {
  DEMO_DATA: '1',
  // Each customer signs in from an address of its own (X-Forwarded-For, trusted from loopback).
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  RATE_LIMIT_PER_PHONE: '1000000000',
  // Each customer places order after order at one shop, none of them ever finished.
  CUSTOMER_OPEN_ORDERS_PER_SHOP: '1000000',
  ORDER_PLACEMENTS_PER_WINDOW: '1000000',
};

interface Shop {
  slug: string;
  lines: Array<{ item_id: number; quantity: number }>;
}

type Customer = BenchShopper;

/** A demo shop that takes orders, and two of its items (one of each, then two). */
async function orderingShop(origin: string): Promise<Shop> {
  const [shop] = await orderingShops(origin, 1);
  return {
    slug: shop!.slug,
    lines: shop!.items.slice(0, 2).map((item, i) => ({ item_id: item.id, quantity: i + 1 })),
  };
}

/** One signed-in customer with a name per connection, each from an address of its own. */
const signInCustomers = (origin: string) =>
  signInShoppers(origin, CONNECTIONS, 78, 'Bench Shopper');

type Target = (seconds: number) => Promise<Result>;

/** A request autocannon builds per send (its `setupRequest`, not in the bench's declarations). */
interface Built {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** `connections` connections for `seconds`, each sending what `build` makes, every time anew. */
function drive(
  url: string,
  seconds: number,
  build: (request: Built, context: { customer?: Customer }) => Built,
): Promise<Result> {
  const options = {
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: build }],
  };
  return autocannon(options as unknown as Options);
}

/** Orders through our API: each connection is one customer; every request a new key. */
function ours(origin: string, shop: Shop, customers: Customer[]): Target {
  const body = JSON.stringify({ branch_id: null, lines: shop.lines, note: '', table: '4' });
  const url = `${origin}/api/customer/shops/${encodeURIComponent(shop.slug)}/orders`;
  return (seconds) => {
    let next = 0;
    return drive(url, seconds, (request, context) => {
      context.customer ??= customers[next++ % customers.length]!;
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${context.customer.token}`,
          'x-forwarded-for': context.customer.address,
          'idempotency-key': randomUUID(),
        },
        body,
      };
    });
  };
}

/** Orders through the floor's route: the same shop, customers and lines. */
function floor(origin: string, shop: Shop, customers: Customer[]): Target {
  return (seconds) => {
    let next = 0;
    return drive(`${origin}/`, seconds, (request, context) => {
      context.customer ??= customers[next++ % customers.length]!;
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          slug: shop.slug,
          customer_id: context.customer.id,
          lines: shop.lines,
          table: '4',
        }),
      };
    });
  };
}

async function startFloor(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = startChild('node', ['scripts/bench/floorOrders.mjs'], {
    PORT: String(port),
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${origin}/`, performance.now(), 60_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { name: 'order floor', child, origin };
}

interface Measured {
  rps: number;
  p99: number;
  /** Errors, timeouts and answers other than 201. */
  failed: number;
}

function summary(results: Result[]): Measured {
  return {
    rps: median(results.map((r) => r.requests.average)),
    p99: median(results.map((r) => r.latency.p99)),
    failed: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
}

async function rounds(key: string, target: Target, log: (s: string) => void): Promise<Result[]> {
  const results: Result[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await target(ROUND_SECONDS);
    results.push(result);
    log(
      `orders: round ${round} ${key}: ${result.requests.average.toFixed(0)} orders/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`,
    );
  }
  return results;
}

/** PGlite: ours on a fresh data directory, stopped, then the floor on the same directory. */
async function onPglite(log: (s: string) => void): Promise<[Measured, Measured]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-orders-'));
  try {
    const app = await startApp('API on PGlite', { ...APP_ENV, DATA_DIR: dataDir });
    let shop: Shop;
    let customers: Customer[];
    let ourResults: Result[];
    try {
      shop = await orderingShop(app.origin);
      customers = await signInCustomers(app.origin);
      const target = ours(app.origin, shop, customers);
      await target(WARMUP_SECONDS);
      ourResults = await rounds('ours on PGlite', target, log);
    } finally {
      await stopChild(app.child);
    }
    const bare = await startFloor({ DATA_DIR: dataDir });
    try {
      const target = floor(bare.origin, shop, customers);
      await target(WARMUP_SECONDS);
      return [summary(ourResults), summary(await rounds('floor on PGlite', target, log))];
    } finally {
      await stopChild(bare.child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: ours and the floor on one database of the bench's own, rounds in turns. */
async function onPostgres(log: (s: string) => void): Promise<[Measured, Measured]> {
  const database = await createPostgresDatabase();
  const started: Server[] = [];
  try {
    const app = await startApp('API on PostgreSQL', { ...APP_ENV, DATABASE_URL: database.url });
    started.push(app);
    const bare = await startFloor({ DATABASE_URL: database.url });
    started.push(bare);
    const shop = await orderingShop(app.origin);
    const customers = await signInCustomers(app.origin);
    const targets = [
      { key: 'ours on PostgreSQL', target: ours(app.origin, shop, customers) },
      { key: 'floor on PostgreSQL', target: floor(bare.origin, shop, customers) },
    ];
    for (const { target } of targets) await target(WARMUP_SECONDS);
    const results = new Map<string, Result[]>(targets.map((t) => [t.key, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { key, target } of targets) {
        const result = await target(ROUND_SECONDS);
        results.get(key)!.push(result);
        log(
          `orders: round ${round} ${key}: ${result.requests.average.toFixed(0)} orders/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`,
        );
      }
    }
    return [summary(results.get(targets[0]!.key)!), summary(results.get(targets[1]!.key)!)];
  } finally {
    await Promise.all(started.map((s) => stopChild(s.child)));
    await database
      .drop()
      .catch((error: unknown) => log(`orders: could not drop the database: ${String(error)}`));
  }
}

function rowsOf(label: string, [our, bare]: [Measured, Measured]): Row[] {
  const ratio = our.rps / bare.rps;
  return [
    {
      metric: `orders placed on ${label} (${CONNECTIONS} connections)`,
      ours: `${our.rps.toFixed(0)} orders/s`,
      peer: `${bare.rps.toFixed(0)} orders/s`,
      ratio: ratio.toFixed(2),
      budget: `>= ${RATIO_BUDGET} x floor`,
      pass: ratio >= RATIO_BUDGET && our.failed === 0 && bare.failed === 0,
    },
    {
      metric: `  p99 latency of an order on ${label}`,
      ours: ms(our.p99),
      peer: ms(bare.p99),
      ratio: '',
      budget: '',
      pass: undefined,
    },
  ];
}

export async function measureOrders(log = console.error): Promise<Row[]> {
  log(
    `orders: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
  );
  const rows = rowsOf('PGlite', await onPglite(log));
  try {
    rows.push(...rowsOf('PostgreSQL', await onPostgres(log)));
  } catch (error) {
    log(`orders: PostgreSQL unavailable: ${String(error)}`);
    rows.push({
      metric: 'orders placed on PostgreSQL',
      ours: 'not run',
      peer: '',
      ratio: '',
      budget: `>= ${RATIO_BUDGET} x floor`,
      pass: false,
    });
  }
  return rows;
}

if (require.main === module) runAlone(() => measureOrders());
