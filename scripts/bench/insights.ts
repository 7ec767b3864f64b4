/**
 * The insights part of the bench: a busy tea shop's last 24 months on PGlite (150 orders a day
 * of two lines each from 3,000 customers, at two branches and its own address; a stamp and
 * points for each completed order, reservations, members, banner impressions and store page
 * views every day), then its insights for 24 months (`merchant/store/:id/insights?period=24m`)
 * called through the API in this process, on the embedded database as `npm start` runs it:
 *
 * - the first read after the fill, which counts all 730 days and every customer from the source
 *   tables (the daily rows are empty until then), for information;
 *
 * the tables vacuumed and analysed after the fill and after that first read, as the server's
 * vacuum job (server/src/db/vacuum.ts) does within seconds;
 * - the median of reads with nothing new (budget: under 100 ms);
 * - the median of reads each after an order completed today (one day and one customer counted
 *   again first; budget: under 100 ms).
 *
 * `npm run bench -- insights`, or `tsx scripts/bench/insights.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { DEFAULT_SUBSCRIPTION_LIFE } from '../../server/src/config';
import { insertShop } from '../../server/src/db/demo/shops';
import { migrate } from '../../server/src/db/migrate';
import { openPglite } from '../../server/src/db/pglite';
import { seed } from '../../server/src/db/seed';
import { vacuumDueTables } from '../../server/src/db/vacuum';
import type { Db } from '../../server/src/db/db';
import { median, ms, root, runAlone, type Row } from './lib';

const DAYS = 730;
const ORDERS_PER_DAY = 150;
const CUSTOMERS = 3000;
const BUDGET_MS = 100;
const WARMUP_CALLS = 3;
const CALLS = 21;

const HOURS = [{ weekday: 1, opens: '06:00', closes: '21:00' }] as const;

/** The shop: two branches, three menu sections of eight items. */
async function insertBusyShop(db: Db): Promise<number> {
  const items = (names: string[], price: number) =>
    names.map((name, i) => ({ name, price: price + i * 300 }));
  return insertShop(db, {
    owner: {
      name: 'Daw Khin',
      phone: '09450000001',
      email: 'insights-bench@example.com',
      passwordHash: 'bench-only',
    },
    slug: 'busy-tea-house',
    name: 'Busy Tea House',
    description: 'Tea, mohinga and samosas from six in the morning.',
    category: 'Tea Shop',
    township: 'Bahan',
    address: 'No. 1, Bench Street',
    phone: '09450000001',
    hours: [...HOURS],
    subscription: { planId: 3, months: 12 },
    phoneVerified: true,
    published: true,
    branches: [
      {
        name: 'Kamayut',
        address: 'No. 2',
        township: 'Kamayut',
        phone: '09450000002',
        hours: [...HOURS],
      },
      {
        name: 'Sanchaung',
        address: 'No. 3',
        township: 'Sanchaung',
        phone: '09450000003',
        hours: [...HOURS],
      },
    ],
    menu: [
      {
        section: 'Tea',
        items: items(
          [
            'Milk tea',
            'Green tea',
            'Lemon tea',
            'Ginger tea',
            'Cold tea',
            'Tea mix',
            'Kyauk',
            'Pot',
          ],
          1200,
        ),
      },
      {
        section: 'Noodles',
        items: items(
          [
            'Mohinga',
            'Shan noodle',
            'Nan gyi thoke',
            'Ohn no',
            'Kyay oh',
            'Meeshay',
            'Nangyi',
            'Hto',
          ],
          2500,
        ),
      },
      {
        section: 'Snacks',
        items: items(
          ['Samosa', 'Palata', 'Nan bya', 'Egg roll', 'Spring roll', 'Bayagyaw', 'Baya', 'Cake'],
          800,
        ),
      },
    ],
  });
}

/**
 * 24 months of the shop, ending yesterday, in bulk statements (the source tables' triggers mark
 * every day stale, as the app's own writes do). Orders are placed from 06:00 to 21:00 Yangon
 * time, one in twenty rejected or cancelled; each counted one has two lines, a stamp and points.
 */
async function fill(db: Db, merchantId: number, log: (s: string) => void): Promise<void> {
  const started = performance.now();
  await db.query(
    `INSERT INTO customers (phone, name)
     SELECT '0946' || lpad(n::text, 7, '0'), 'Customer ' || n FROM generate_series(1, $1) n`,
    [CUSTOMERS],
  );
  const params = [merchantId, DAYS, ORDERS_PER_DAY];
  // The order's n decides everything about it: its day, minute, customer, branch, lines.
  await db.query(
    `WITH shop AS (
       SELECT array_agg(id ORDER BY id) AS items, array_agg(price ORDER BY id) AS prices,
              (SELECT array_agg(id ORDER BY id) FROM branches WHERE merchant_id = $1) AS branches,
              (SELECT min(id) FROM customers) AS first_customer
         FROM catalogue_items WHERE merchant_id = $1
     ), orders AS (
       SELECT n,
              (date_trunc('day', now() AT TIME ZONE 'Asia/Yangon') - ($2::int - n / $3::int) * interval '1 day'
                + interval '6 hours' + ((n * 37) % 900) * interval '1 minute')
                AT TIME ZONE 'Asia/Yangon' AS placed_at,
              shop.first_customer + (n * 7919) % ${CUSTOMERS} AS customer_id,
              CASE n % 3 WHEN 0 THEN NULL ELSE shop.branches[1 + n % 2] END AS branch_id,
              CASE WHEN n % 20 = 0 THEN 'cancelled' WHEN n % 20 = 1 THEN 'rejected'
                   ELSE 'completed' END AS state,
              shop.prices[1 + (n * 5) % 24] * (1 + n % 2)
                + shop.prices[1 + (n * 11 + 3) % 24] AS subtotal
         FROM shop, generate_series(0, $2::int * $3::int - 1) n
     )
     INSERT INTO shop_orders (merchant_id, branch_id, customer_id, number, state, subtotal,
                              promo_code, promo_discount, total, placed_at, updated_at)
     SELECT $1, branch_id, customer_id, n + 1, state, subtotal,
            CASE WHEN n % 25 = 0 THEN 'MONSOON' END,
            CASE WHEN n % 25 = 0 THEN 500 ELSE 0 END,
            subtotal - CASE WHEN n % 25 = 0 THEN 500 ELSE 0 END, placed_at, placed_at
       FROM orders`,
    params,
  );
  await db.query(
    `WITH shop AS (
       SELECT array_agg(id ORDER BY id) AS items, array_agg(name ORDER BY id) AS names,
              array_agg(price ORDER BY id) AS prices
         FROM catalogue_items WHERE merchant_id = $1
     )
     INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity)
     SELECT o.id, k, shop.items[i], shop.names[i], shop.prices[i], q
       FROM shop_orders o, shop, generate_series(0, 1) k,
            LATERAL (SELECT CASE k WHEN 0 THEN 1 + ((o.number - 1) * 5) % 24
                                   ELSE 1 + ((o.number - 1) * 11 + 3) % 24 END AS i,
                            CASE k WHEN 0 THEN 1 + (o.number - 1) % 2 ELSE 1 END AS q) line
      WHERE o.merchant_id = $1`,
    [merchantId],
  );
  await db.query(
    `INSERT INTO stamp_events (merchant_id, customer_id, order_id, created_at)
     SELECT merchant_id, customer_id, id, placed_at + interval '20 minutes'
       FROM shop_orders WHERE merchant_id = $1 AND state = 'completed'`,
    [merchantId],
  );
  await db.query(
    `INSERT INTO point_entries (merchant_id, customer_id, kind, points, balance, order_id,
                                order_number, created_at)
     SELECT merchant_id, customer_id, 'earned', total / 1000 * 10, 0, id, number,
            placed_at + interval '20 minutes'
       FROM shop_orders WHERE merchant_id = $1 AND state = 'completed' AND total >= 1000`,
    [merchantId],
  );
  // A stamp reward for every tenth completed order, most redeemed days later.
  await db.query(
    `INSERT INTO stamp_rewards (merchant_id, customer_id, reward, earned_at, redeemed_at)
     SELECT merchant_id, customer_id, 'A free tea', placed_at + interval '20 minutes',
            CASE WHEN number % 3 <> 0 THEN placed_at + interval '3 days' END
       FROM shop_orders WHERE merchant_id = $1 AND state = 'completed' AND number % 10 = 0`,
    [merchantId],
  );
  await db.query(
    `INSERT INTO point_entries (merchant_id, customer_id, kind, points, balance, created_at)
     SELECT merchant_id, customer_id, 'redeemed', -50, 0, placed_at + interval '1 day'
       FROM shop_orders WHERE merchant_id = $1 AND state = 'completed' AND number % 40 = 0`,
    [merchantId],
  );
  // Reservations: ten a day, one in ten a no-show.
  await db.query(
    `INSERT INTO reservations (merchant_id, customer_id, date, time, party_size, state)
     SELECT $1, (SELECT min(id) FROM customers) + (n * 131) % ${CUSTOMERS},
            (now() AT TIME ZONE 'Asia/Yangon')::date - $2::int + n / 10,
            lpad((11 + n % 8)::text, 2, '0') || ':00', 2 + n % 5,
            CASE n % 10 WHEN 0 THEN 'no_show' WHEN 1 THEN 'cancelled' ELSE 'completed' END
       FROM generate_series(0, $2::int * 10 - 1) n`,
    [merchantId, DAYS],
  );
  await db.query(
    `INSERT INTO memberships (merchant_id, customer_id, joined_at)
     SELECT $1, id, now() - ((id * 17) % $2::int) * interval '1 day'
       FROM customers WHERE id % 3 = 0`,
    [merchantId, DAYS],
  );
  // The banner's and the store page's days are written as they happen, not counted again.
  await db.query(
    `INSERT INTO shop_banner_days (merchant_id, day, impressions, clicks)
     SELECT $1, (now() AT TIME ZONE 'Asia/Yangon')::date - n, 300 + n % 97, 6 + n % 5
       FROM generate_series(1, $2::int) n`,
    [merchantId, DAYS],
  );
  await db.query(
    `INSERT INTO shop_page_views (merchant_id, day, views)
     SELECT $1, (now() AT TIME ZONE 'Asia/Yangon')::date - n, 400 + n % 211
       FROM generate_series(1, $2::int) n`,
    [merchantId, DAYS],
  );
  const { rows } = await db.query<{ orders: number; days: number }>(
    `SELECT (SELECT count(*)::int FROM shop_orders) AS orders,
            (SELECT count(*)::int FROM insight_stale_days WHERE merchant_id = $1) AS days`,
    [merchantId],
  );
  log(
    `insights: ${rows[0]?.orders} orders over ${DAYS} days (${rows[0]?.days} days stale) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

export async function measureInsights(log: (s: string) => void = console.log): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-insights-'));
  const db = await openPglite({ dataDir });
  let app: ReturnType<typeof buildApp> | undefined;
  try {
    await migrate(db, path.join(root, 'server', 'migrations'));
    await seed(db);
    const merchantId = await insertBusyShop(db);
    await fill(db, merchantId, log);
    // What the server's vacuum job (db/vacuum.ts) does within seconds of the writes.
    await vacuumDueTables(db);

    app = buildApp({
      db,
      config: {
        subscriptionLife: { ...DEFAULT_SUBSCRIPTION_LIFE, intervalMs: 0 },
        priceChanges: { intervalMs: 0, listen: false },
      },
    });
    await app.ready();
    const { rows } = await db.query<{ user_id: number; item_id: number; customer_id: number }>(
      `SELECT m.user_id, (SELECT min(id) FROM catalogue_items WHERE merchant_id = m.id) AS item_id,
              (SELECT min(id) FROM customers) AS customer_id
         FROM merchants m WHERE m.id = $1`,
      [merchantId],
    );
    const { user_id: userId, item_id: itemId, customer_id: customerId } = rows[0]!;
    const token = await app.issueToken(userId, merchantId);
    const read = async (): Promise<number> => {
      const started = performance.now();
      const answer = await app!.inject({
        method: 'GET',
        url: `/api/merchant/store/${merchantId}/insights?period=24m`,
        headers: { authorization: `Bearer ${token}` },
      });
      const took = performance.now() - started;
      if (answer.statusCode !== 200) {
        throw new Error(`insights answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
      }
      return took;
    };
    let number = DAYS * ORDERS_PER_DAY;
    /** One order completed now, as the inbox completes one: today and its customer go stale. */
    const completeOrder = async () => {
      number += 1;
      await db.transaction(async (tx) => {
        const placed = await tx.query<{ id: number }>(
          `INSERT INTO shop_orders (merchant_id, customer_id, number, state, subtotal, total)
           VALUES ($1, $2, $3, 'placed', 2400, 2400) RETURNING id`,
          [merchantId, customerId, number],
        );
        const id = placed.rows[0]!.id;
        await tx.query(
          `INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity)
           VALUES ($1, 0, $2, 'Milk tea', 1200, 2)`,
          [id, itemId],
        );
        await tx.query(`UPDATE shop_orders SET state = 'completed' WHERE id = $1`, [id]);
      });
    };

    const first = await read();
    log(`insights: the first read, counting ${DAYS} days: ${ms(first)}`);
    await vacuumDueTables(db);
    for (let i = 0; i < WARMUP_CALLS; i += 1) await read();
    const reads: number[] = [];
    for (let i = 0; i < CALLS; i += 1) reads.push(await read());
    const afterOrder: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      await completeOrder();
      afterOrder.push(await read());
    }
    const quiet = median(reads);
    const busy = median(afterOrder);
    log(`insights: median read ${ms(quiet)}, after an order ${ms(busy)}`);
    return [
      {
        metric: `insights: 24 months of ${ORDERS_PER_DAY} orders a day, first read (counts ${DAYS} days)`,
        ours: ms(first),
        peer: '',
        ratio: '',
        budget: '',
        pass: undefined,
      },
      {
        metric: 'insights: 24 months, median read (PGlite)',
        ours: ms(quiet),
        peer: '',
        ratio: '',
        budget: `< ${ms(BUDGET_MS)}`,
        pass: quiet < BUDGET_MS,
      },
      {
        metric: '  median read after an order completed (one day counted again)',
        ours: ms(busy),
        peer: '',
        ratio: '',
        budget: `< ${ms(BUDGET_MS)}`,
        pass: busy < BUDGET_MS,
      },
    ];
  } finally {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) runAlone(() => measureInsights());
