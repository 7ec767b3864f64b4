/**
 * Prices changed in the back office with an effective date: applied at once or by the price job
 * when their moment comes (once, whatever the number of processes), seen by every process's
 * cached plans, never touching an order already made nor a running subscription, and never
 * overwritten by a later seed.
 *
 * The seeded prices (server/src/db/seedData.ts): Standard (plan 2) 3 months 180,000 MMK,
 * 6 months 340,000; basic (plan 1) 3 months 90,000; Social Media Content (add-on 1) 10,000.
 */
import type { Plan } from '@contract';
import type { AdminPrices, PriceChange } from '@contract/adminPrices';
import { seed } from '../src/db/seed';
import { invalidateReferenceCache } from '../src/repositories/reference';
import type { Db } from '../src/db/db';
import { NO_PRICE_JOB, buildTestApp, databases, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';
import {
  buy,
  newIntent,
  newShop,
  order,
  pay,
  recordingGateway,
  restoreBillingData,
  summary,
} from './planBillingKit';

const DAY_MS = 86_400_000;
const STANDARD = 2;
const BASIC = 1;
const PREMIUM = 3;

/** A day of Yangon `days` from today, as its first moment. */
function yangonDayFromNow(days: number): string {
  const day = new Date(Date.now() + 390 * 60_000 + days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T00:00:00+06:30`;
}

/** Waits until `check` holds (another process's notification arrives when it arrives). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** Another handle on the same database, as a second API process has: its own cache. */
function anotherProcess(db: Db): Db {
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => undefined,
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
  };
}

describe.each(databases())('price changes on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let finance: { token: string };

  beforeEach(async () => {
    // The reset emptied price_changes: the seed puts the seeded prices and limits back.
    await restoreBillingData(database.db);
    await seed(database.db);
    app = buildTestApp(database.db);
    app.decorate('paymentGateway', recordingGateway(database.db));
    await app.ready();
    finance = await signedInOperator(app, 'finance');
  });
  afterEach(async () => {
    await app.close();
    // The next file on this database finds the seeded prices, as nobody had changed them.
    await database.db.query('DELETE FROM price_changes');
    await seed(database.db);
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  const schedule = (payload: object, token = finance.token) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/prices/changes',
      headers: as(token),
      payload,
    });

  const scheduled = async (payload: object): Promise<PriceChange> => {
    const response = await schedule(payload);
    if (response.statusCode !== 201)
      throw new Error(`schedule: ${response.statusCode} ${response.body}`);
    return response.json<PriceChange>();
  };

  const overview = async (token = finance.token) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/prices',
      headers: as(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminPrices>();
  };

  const publicPlans = async (on = app) =>
    (await on.inject({ method: 'GET', url: '/api/backend/getplans' })).json<Plan[]>();
  const publicPrice = async (planId: number, on = app) =>
    (await publicPlans(on)).find((plan) => plan.id === planId)?.price_3month;

  test('lists plans and add-ons with their values; support reads but may not change', async () => {
    const support = await signedInOperator(app, 'support');
    const prices = await overview(support.token);
    expect(prices.plans.find((p) => p.id === STANDARD)).toMatchObject({
      name: 'Standard',
      price_3month: 180_000,
      price_6month: 340_000,
      max_branches: 3,
      scheduled: [],
    });
    expect(prices.addons.find((a) => a.id === 1)).toMatchObject({ price_3month: 10_000 });

    const refused = await schedule(
      {
        target: 'plan',
        target_id: STANDARD,
        changes: { price_3month: 1 },
        effective_from: yangonDayFromNow(0),
      },
      support.token,
    );
    expect(refused.statusCode).toBe(403);
    const designer = await signedInOperator(app, 'designer');
    const unseen = await app.inject({
      method: 'GET',
      url: '/api/admin/prices',
      headers: as(designer.token),
    });
    expect(unseen.statusCode).toBe(403);
  });

  test('refuses a day already past, a limit of an add-on, prices out of bounds, an unknown plan', async () => {
    const past = await schedule({
      target: 'plan',
      target_id: STANDARD,
      changes: { price_3month: 190_000 },
      effective_from: yangonDayFromNow(-1),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().data.errors.effective_from).toEqual([
      'That day has passed: a change takes effect today or on a later day.',
    ]);

    const addonLimit = await schedule({
      target: 'addon',
      target_id: 1,
      changes: { price_3month: 11_000, max_branches: 2 },
      effective_from: yangonDayFromNow(1),
    });
    expect(addonLimit.statusCode).toBe(422);
    expect(Object.keys(addonLimit.json().data.errors)).toEqual(['changes.max_branches']);

    for (const changes of [
      { price_3month: -1 },
      { price_3month: 10_000_001 },
      {},
      { max_users: 1.5 },
    ]) {
      const bad = await schedule({
        target: 'plan',
        target_id: STANDARD,
        changes,
        effective_from: yangonDayFromNow(1),
      });
      expect(bad.statusCode).toBe(422);
    }
    const unknown = await schedule({
      target: 'plan',
      target_id: 99,
      changes: { price_3month: 1 },
      effective_from: yangonDayFromNow(1),
    });
    expect(unknown.statusCode).toBe(404);
    const rows = await database.db.query('SELECT 1 FROM price_changes');
    expect(rows.rows).toEqual([]);
  });

  test('a change effective today is applied at once, seen by the public list, audited', async () => {
    expect(await publicPrice(STANDARD)).toBe(180_000);
    const change = await scheduled({
      target: 'plan',
      target_id: STANDARD,
      changes: { price_3month: 200_000, max_branches: null },
      effective_from: yangonDayFromNow(0),
    });
    expect(change).toMatchObject({
      status: 'applied',
      before: { price_3month: 180_000, max_branches: 3 },
      changes: { price_3month: 200_000, max_branches: null },
    });
    // The cached list was emptied when the change committed.
    const standard = (await publicPlans()).find((p) => p.id === STANDARD);
    expect(standard).toMatchObject({
      price_3month: 200_000,
      price_6month: 340_000,
      max_branches: null,
    });

    const audit = await database.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE subject_type = 'plan'`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'price.change',
        before: { price_3month: 180_000, max_branches: 3 },
        after: expect.objectContaining({ price_3month: 200_000, max_branches: null }),
      },
    ]);
  });

  test('a pending order made before a change is charged its old total; a new order the new price', async () => {
    const before = await newShop(app);
    await order(app, before, STANDARD, 3);
    const old = await summary(app, before);
    // Standard 3 months: 180,000 + 2 % tax = 183,600 MMK.
    expect(old.total).toBe(183_600);

    await scheduled({
      target: 'plan',
      target_id: STANDARD,
      changes: { price_3month: 250_000 },
      effective_from: yangonDayFromNow(0),
    });

    const still = await summary(app, before);
    expect(still.total).toBe(183_600);
    const intent = await newIntent(app, before, still.amount_minor);
    const paid = await pay(app, before, intent.id, still.total);
    expect(paid.statusCode).toBe(200);
    const charged = await database.db.query<{ amount: number }>(
      'SELECT amount FROM payments WHERE merchant_id = $1',
      [before.id],
    );
    expect(charged.rows).toEqual([{ amount: 18_360_000 }]);

    const after = await newShop(app);
    await order(app, after, STANDARD, 3);
    // 250,000 + 5,000 tax.
    expect((await summary(app, after)).total).toBe(255_000);
  });

  test("a running subscription's worth and upgrade credit stay as they were", async () => {
    const shop = await newShop(app);
    await buy(app, shop, BASIC, 3);
    const worth = async () =>
      (
        await database.db.query<{ value: number | null }>(
          `SELECT value FROM subscriptions WHERE merchant_id = $1 AND status = 'active'`,
          [shop.id],
        )
      ).rows[0]?.value;
    expect(await worth()).toBe(90_000);
    await order(app, shop, PREMIUM, 3);
    const creditBefore = (await summary(app, shop)).credit;
    expect(creditBefore).toBeGreaterThan(0);

    await scheduled({
      target: 'plan',
      target_id: BASIC,
      changes: { price_3month: 900_000 },
      effective_from: yangonDayFromNow(0),
    });
    expect(await worth()).toBe(90_000);
    expect((await summary(app, shop)).credit).toBe(creditBefore);
  });

  test('a subscription bought before worths were kept gets the worth it was bought under', async () => {
    const shop = await newShop(app);
    await buy(app, shop, BASIC, 3);
    await database.db.query('UPDATE subscriptions SET value = NULL WHERE merchant_id = $1', [
      shop.id,
    ]);
    await order(app, shop, PREMIUM, 3);
    const creditBefore = (await summary(app, shop)).credit;

    await scheduled({
      target: 'plan',
      target_id: BASIC,
      changes: { price_3month: 45_000 },
      effective_from: yangonDayFromNow(0),
    });
    const { rows } = await database.db.query<{ value: number }>(
      `SELECT value FROM subscriptions WHERE merchant_id = $1 AND status = 'active'`,
      [shop.id],
    );
    expect(rows).toEqual([{ value: 90_000 }]);
    expect((await summary(app, shop)).credit).toBe(creditBefore);
  });

  test('a later change is not in force before its day, and is once the job has run then', async () => {
    const change = await scheduled({
      target: 'addon',
      target_id: 1,
      changes: { price_3month: 12_500 },
      effective_from: yangonDayFromNow(2),
    });
    expect(change.status).toBe('scheduled');
    const addonPrice = async () =>
      (
        (await (
          await app.inject({ method: 'GET', url: '/api/backend/getaddons' })
        ).json()) as Array<{
          id: number;
          price_3month: number;
        }>
      ).find((a) => a.id === 1)?.price_3month;
    expect(await addonPrice()).toBe(10_000);
    expect((await overview()).addons.find((a) => a.id === 1)?.scheduled).toEqual([change]);

    // A turn today applies nothing; a turn on the day applies it.
    expect(await app.priceChangeJob.runOnce(new Date())).toBe(0);
    expect(await addonPrice()).toBe(10_000);
    expect(await app.priceChangeJob.runOnce(new Date(Date.now() + 3 * DAY_MS))).toBe(1);
    expect(await addonPrice()).toBe(12_500);
    const prices = await overview();
    expect(prices.addons.find((a) => a.id === 1)).toMatchObject({
      price_3month: 12_500,
      scheduled: [],
    });
    expect(prices.history[0]).toMatchObject({
      id: change.id,
      status: 'applied',
      before: { price_3month: 10_000 },
    });
    // A new order's add-on line takes the new price.
    const shop = await newShop(app);
    await order(app, shop, BASIC, 3, [[1, 1]]);
    expect((await summary(app, shop)).addons[0]).toMatchObject({ unit_price: 12_500 });
  });

  test('several processes apply a due change exactly once, in order of effect', async () => {
    const other = buildTestApp(anotherProcess(database.db));
    await other.ready();
    try {
      const first = await scheduled({
        target: 'plan',
        target_id: STANDARD,
        changes: { price_3month: 190_000, price_6month: 350_000 },
        effective_from: yangonDayFromNow(1),
      });
      const second = await scheduled({
        target: 'plan',
        target_id: STANDARD,
        changes: { price_3month: 195_000 },
        effective_from: yangonDayFromNow(2),
      });
      const later = new Date(Date.now() + 3 * DAY_MS);
      const counts = await Promise.all([
        app.priceChangeJob.runOnce(later),
        other.priceChangeJob.runOnce(later),
        app.priceChangeJob.runOnce(later),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
      const { rows } = await database.db.query<{ id: number; status: string; before: unknown }>(
        'SELECT id, status, before FROM price_changes ORDER BY id',
      );
      expect(rows).toEqual([
        {
          id: first.id,
          status: 'applied',
          before: { price_3month: 180_000, price_6month: 340_000 },
        },
        { id: second.id, status: 'applied', before: { price_3month: 190_000 } },
      ]);
      const plan = await database.db.query(
        'SELECT price_3month, price_6month FROM plans WHERE id = $1',
        [STANDARD],
      );
      expect(plan.rows).toEqual([{ price_3month: 195_000, price_6month: 350_000 }]);
    } finally {
      await other.close();
    }
  });

  test("another process's cached plans are emptied when a change commits", async () => {
    const other = buildTestApp(anotherProcess(database.db), {
      priceChanges: { ...NO_PRICE_JOB, listen: true },
    });
    await other.ready();
    try {
      expect(await publicPrice(STANDARD, other)).toBe(180_000);
      // A write behind the caches' back is not seen: the other process answers from memory.
      await database.db.query('UPDATE plans SET price_6month = 341000 WHERE id = $1', [STANDARD]);
      expect((await publicPlans(other)).find((p) => p.id === STANDARD)?.price_6month).toBe(340_000);

      await scheduled({
        target: 'plan',
        target_id: STANDARD,
        changes: { price_3month: 210_000 },
        effective_from: yangonDayFromNow(0),
      });
      await eventually(
        async () => (await publicPrice(STANDARD, other)) === 210_000,
        "the other process's list shows the new price",
      );
    } finally {
      await other.close();
      await database.db.query('UPDATE plans SET price_6month = 340000 WHERE id = $1', [STANDARD]);
    }
  });

  test('cancels a scheduled change; an applied or cancelled one answers 409', async () => {
    const change = await scheduled({
      target: 'plan',
      target_id: BASIC,
      changes: { max_posts_per_month: 20 },
      effective_from: yangonDayFromNow(5),
    });
    const cancel = (id: number) =>
      app.inject({
        method: 'DELETE',
        url: `/api/admin/prices/changes/${id}`,
        headers: as(finance.token),
      });
    const cancelled = await cancel(change.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await cancel(change.id)).statusCode).toBe(409);
    // Cancelled, it never comes into force.
    expect(await app.priceChangeJob.runOnce(new Date(Date.now() + 10 * DAY_MS))).toBe(0);

    const applied = await scheduled({
      target: 'plan',
      target_id: BASIC,
      changes: { max_posts_per_month: 12 },
      effective_from: yangonDayFromNow(0),
    });
    expect((await cancel(applied.id)).statusCode).toBe(409);
    expect((await cancel(9999)).statusCode).toBe(404);
    const audit = await database.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE subject_type = 'plan' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'price.schedule',
      'price.cancel',
      'price.change',
    ]);
  });

  test("a later seed leaves an operator's prices and limits, and still sets the others", async () => {
    await scheduled({
      target: 'plan',
      target_id: STANDARD,
      changes: { price_3month: 220_000, max_users: 7 },
      effective_from: yangonDayFromNow(0),
    });
    await scheduled({
      target: 'addon',
      target_id: 2,
      changes: { price_3month: 16_000 },
      effective_from: yangonDayFromNow(0),
    });
    // Rows nobody changed in the back office still follow the seed.
    await database.db.query('UPDATE plans SET price_3month = 1 WHERE id = $1', [BASIC]);
    await seed(database.db);
    const plans = await database.db.query<{ id: number; price_3month: number; max_users: number }>(
      'SELECT id, price_3month, max_users FROM plans WHERE id IN (1, 2) ORDER BY id',
    );
    expect(plans.rows).toEqual([
      { id: BASIC, price_3month: 90_000, max_users: 2 },
      { id: STANDARD, price_3month: 220_000, max_users: 7 },
    ]);
    const addon = await database.db.query('SELECT price_3month FROM addon_types WHERE id = 2');
    expect(addon.rows).toEqual([{ price_3month: 16_000 }]);
    invalidateReferenceCache(database.db);
    expect(await publicPrice(STANDARD)).toBe(220_000);
  });
});
