/**
 * What paying for an order does to the subscription in force: the same plan again extends it from
 * its end; a higher plan starts now with the unused days credited at their daily value; a lower
 * plan waits for the end; a plan past its end stays listed and entitled for its grace days, then
 * expires (unlisted, nothing deleted), and paying again starts a new one. The clock is moved by
 * moving the subscription's dates.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { createEntitlementRepository } from '../src/repositories/entitlements';
import { buildTestApp, databases, useTestDatabase, verifyPhone } from './helpers';
import {
  buy,
  dashboard,
  newIntent,
  pay,
  latestReceiptNumber,
  newShop,
  order,
  receipt,
  recordingGateway,
  restoreBillingData,
  summary,
  type Shop,
} from './planBillingKit';
import { item, saveStore } from './storeKit';

const BASIC = 1;
const STANDARD = 2;
const PREMIUM = 3;

interface SubscriptionRow {
  id: number;
  plan_id: number;
  status: string;
  starts_at: string;
  ends_at: string;
  grace_ends_at: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

describe.each(databases())('the subscription’s life on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let gateway: ReturnType<typeof recordingGateway>;

  beforeEach(async () => {
    await restoreBillingData(database.db);
    app = buildTestApp(database.db);
    gateway = recordingGateway(database.db);
    app.decorate('paymentGateway', gateway);
    await app.ready();
  });
  afterEach(() => app.close());

  const sql = async <T extends object>(text: string, params: unknown[] = []) =>
    (await database.db.query<T>(text, params)).rows;

  const subscriptions = async (shop: Shop): Promise<SubscriptionRow[]> =>
    (
      await sql<SubscriptionRow>(
        `SELECT id, plan_id, status, starts_at, ends_at, grace_ends_at FROM subscriptions
          WHERE merchant_id = $1 ORDER BY id`,
        [shop.id],
      )
    ).map((row) => ({
      ...row,
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      grace_ends_at: iso(row.grace_ends_at),
    }));

  const dbNow = async () => iso((await sql<{ now: unknown }>('SELECT now() AS now'))[0]!.now);

  /**
   * Moves a subscription's period so that it is 90 days long and has 59 days and 12 hours left:
   * started 30 days 12 hours ago, ends in 59 days 12 hours, grace 7 days after that. The whole
   * days left when priced a moment later: 59.
   */
  const moveToDay30Of90 = async (id: number) => {
    await sql(
      `UPDATE subscriptions
          SET starts_at = now() - interval '30 days 12 hours',
              ends_at = now() + interval '59 days 12 hours',
              grace_ends_at = now() + interval '66 days 12 hours'
        WHERE id = $1`,
      [id],
    );
    const [moved] = await sql<{ days: number }>(
      `SELECT (extract(epoch FROM ends_at - starts_at) / 86400)::int AS days FROM subscriptions
        WHERE id = $1`,
      [id],
    );
    // 30.5 + 59.5 = 90 days.
    expect(moved!.days).toBe(90);
  };

  test('renewing the same plan extends it from its end: one subscription, nothing lost', async () => {
    const shop = await newShop(app);
    await buy(app, shop, STANDARD, 6);
    const [before] = await sql<{ id: number; ends_at: unknown; extended: unknown }>(
      `SELECT id, ends_at, ends_at + interval '6 months' AS extended FROM subscriptions
        WHERE merchant_id = $1 AND status = 'active'`,
      [shop.id],
    );
    await order(app, shop, STANDARD, 6);
    const priced = await summary(app, shop);
    // Standard 6: 340,000; tax 6,800; total 346,800; no credit on a renewal.
    expect(priced).toMatchObject({
      plan_price: 340_000,
      credit: 0,
      total: 346_800,
      change: {
        kind: 'renewal',
        starts_at: iso(before!.ends_at),
        ends_at: iso(before!.extended),
        current_plan: 'Standard',
      },
    });
    await buy(app, shop, STANDARD, 6);
    const after = await subscriptions(shop);
    expect(after).toEqual([
      expect.objectContaining({
        id: before!.id,
        plan_id: STANDARD,
        status: 'active',
        ends_at: iso(before!.extended),
      }),
    ]);
    const [grace] = await sql<{ grace: unknown }>(
      `SELECT $1::timestamptz + interval '7 days' AS grace`,
      [iso(before!.extended)],
    );
    expect(after[0]!.grace_ends_at).toBe(iso(grace!.grace));
    const issued = await receipt(app, shop, await latestReceiptNumber(app, shop));
    expect(issued.period).toEqual({
      kind: 'renewal',
      starts_at: iso(before!.ends_at),
      ends_at: iso(before!.extended),
    });
  });

  test('upgrading starts now and credits the unused days of the current plan', async () => {
    const shop = await newShop(app);
    // Standard 3 months: 180,000 before tax (the value the credit is a share of).
    await buy(app, shop, STANDARD, 3);
    const [standard] = await subscriptions(shop);
    await moveToDay30Of90(standard!.id);

    await order(app, shop, PREMIUM, 3);
    const priced = await summary(app, shop);
    // Whole days left: 59 (59.5 less the moments since); credit 180,000 x 59 / 90 = 118,000.
    // Premium 3: 300,000 - 118,000 = 182,000 taxable; tax 3,640; total 185,640.
    expect(priced).toMatchObject({
      plan_price: 300_000,
      subtotal: 300_000,
      credit: 118_000,
      credit_days: 59,
      taxable: 182_000,
      tax: 3_640,
      total: 185_640,
      amount_minor: 18_564_000,
      change: { kind: 'upgrade', current_plan: 'Standard' },
    });
    const paidFrom = await dbNow();
    await buy(app, shop, PREMIUM, 3);
    const paidTo = await dbNow();

    const [old, premium] = await subscriptions(shop);
    expect(old).toMatchObject({ id: standard!.id, plan_id: STANDARD, status: 'replaced' });
    expect(premium).toMatchObject({ plan_id: PREMIUM, status: 'active' });
    // It starts now: while the payment ran.
    expect(premium!.starts_at >= paidFrom && premium!.starts_at <= paidTo).toBe(true);
    const issued = await receipt(app, shop, await latestReceiptNumber(app, shop));
    expect(issued).toMatchObject({
      credit_minor: 11_800_000,
      credit_days: 59,
      tax_minor: 364_000,
      total_minor: 18_564_000,
      period: { kind: 'upgrade', starts_at: premium!.starts_at, ends_at: premium!.ends_at },
    });
    // 30,000,000 - 11,800,000 + 364,000 = 18,564,000.
    expect(30_000_000 - 11_800_000 + 364_000).toBe(18_564_000);
  });

  test('an upgrade intent made before a day of credit ran out is refused before any charge', async () => {
    const shop = await newShop(app);
    await buy(app, shop, STANDARD, 3);
    const [standard] = await subscriptions(shop);
    await moveToDay30Of90(standard!.id);
    await order(app, shop, PREMIUM, 3);
    // As above: credit 118,000 (59 days); total 185,640.
    const priced = await summary(app, shop);
    expect(priced.total).toBe(185_640);
    const intent = await newIntent(app, shop, priced.amount_minor);
    // A day passes: 58 whole days are left; 180,000 x 58 / 90 = 116,000; the price is another.
    await sql(
      `UPDATE subscriptions SET ends_at = ends_at - interval '1 day',
                                grace_ends_at = grace_ends_at - interval '1 day',
                                starts_at = starts_at - interval '1 day'
        WHERE id = $1`,
      [standard!.id],
    );
    // 300,000 - 116,000 = 184,000; tax 3,680; total 187,680.
    expect(await summary(app, shop)).toMatchObject({ credit: 116_000, total: 187_680 });
    const charged = gateway.calls.length;
    const refused = await pay(app, shop, intent.id, priced.total);
    expect(refused.statusCode).toBe(409);
    // Only the Standard plan was ever charged.
    expect(charged).toBe(1);
    expect(gateway.calls).toHaveLength(1);
    expect(await subscriptions(shop)).toEqual([
      expect.objectContaining({ id: standard!.id, status: 'active' }),
    ]);
  });

  test('more add-ons on the same plan is an upgrade, starting now, with the credit', async () => {
    const shop = await newShop(app);
    // Standard 3 + Social Media x1: 180,000 + 10,000 - 100 = 189,900 before tax.
    await buy(app, shop, STANDARD, 3, [[1, 1]]);
    const [standard] = await subscriptions(shop);
    await moveToDay30Of90(standard!.id);
    await order(app, shop, STANDARD, 3, [[1, 2]]);
    // Standard 3 + Social Media x2: 180,000 + 20,000 - 200 = 199,800; credit 189,900 x 59 / 90
    // = 2,110 x 59 = 124,490; taxable 75,310; tax 1,506.2 -> 1,506; total 76,816.
    expect(await summary(app, shop)).toMatchObject({
      subtotal: 199_800,
      credit: 124_490,
      credit_days: 59,
      taxable: 75_310,
      tax: 1_506,
      total: 76_816,
      change: { kind: 'upgrade', current_plan: 'Standard' },
    });
    await buy(app, shop, STANDARD, 3, [[1, 2]]);
    const [old, now] = await subscriptions(shop);
    expect(old).toMatchObject({ id: standard!.id, status: 'replaced' });
    expect(now).toMatchObject({ plan_id: STANDARD, status: 'active' });
    expect(
      await sql(
        'SELECT addon_type_id, quantity FROM subscription_addons WHERE subscription_id = $1',
        [now!.id],
      ),
    ).toEqual([{ addon_type_id: 1, quantity: 2 }]);
  });

  test('downgrading is scheduled for the end of the current period', async () => {
    const shop = await newShop(app);
    await buy(app, shop, PREMIUM, 3);
    const [premium] = await subscriptions(shop);
    await order(app, shop, BASIC, 3);
    const priced = await summary(app, shop);
    const [three] = await sql<{ ends: unknown }>(
      `SELECT $1::timestamptz + interval '3 months' AS ends`,
      [premium!.ends_at],
    );
    // basic 3: 90,000; tax 1,800; total 91,800; no credit on a downgrade.
    expect(priced).toMatchObject({
      total: 91_800,
      credit: 0,
      change: {
        kind: 'downgrade',
        starts_at: premium!.ends_at,
        ends_at: iso(three!.ends),
        current_plan: 'Premium',
      },
    });
    await buy(app, shop, BASIC, 3);
    const [active, scheduled] = await subscriptions(shop);
    expect(active).toEqual(premium);
    expect(scheduled).toMatchObject({
      plan_id: BASIC,
      status: 'scheduled',
      starts_at: premium!.ends_at,
      ends_at: iso(three!.ends),
    });
    const shown = await dashboard(app, shop);
    expect(shown.subscription).toMatchObject({
      plan: { name: 'Premium' },
      status: 'active',
      ends_at: premium!.ends_at,
      scheduled: { plan_name: 'basic', duration_month: 3, starts_at: premium!.ends_at },
    });
    // Still entitled to Premium until its end.
    const entitled = await createEntitlementRepository(database.db).forMerchant(shop.id);
    expect(entitled).toMatchObject({ subscribed: true, plan_name: 'Premium' });
  });

  test('an upgrade while a paid downgrade waits replaces it and credits its whole price', async () => {
    const shop = await newShop(app);
    await buy(app, shop, STANDARD, 3);
    // basic 3 months: 90,000 before tax (paid, waiting for Standard's end).
    await buy(app, shop, BASIC, 3);
    await order(app, shop, PREMIUM, 3);
    const priced = await summary(app, shop);
    // Premium 3: 300,000. Standard 3 was worth 180,000 over its whole period, with the whole
    // period still ahead (bought a moment ago: every day but today's, floor), plus the waiting
    // basic's 90,000, credited whole.
    expect(priced.change.kind).toBe('upgrade');
    expect(priced.replaces_scheduled).toEqual({ plan: 'basic', credit: 90_000 });
    expect(priced.credit).toBeGreaterThan(90_000);
    expect(priced.credit).toBeLessThanOrEqual(90_000 + 180_000);
    expect(priced.taxable).toBe(300_000 - priced.credit);
    await buy(app, shop, PREMIUM, 3);
    const issued = await receipt(app, shop, await latestReceiptNumber(app, shop));
    expect(issued.replaced_scheduled).toEqual({ plan: 'basic', credit_minor: 9_000_000 });
    expect(issued.credit_minor).toBe(priced.credit * 100);
    const rows = await subscriptions(shop);
    expect(rows.map((row) => [row.plan_id, row.status])).toEqual(
      expect.arrayContaining([
        [STANDARD, 'replaced'],
        [BASIC, 'replaced'],
        [PREMIUM, 'active'],
      ]),
    );
  });

  test('renewing the current plan while a downgrade waits moves the downgrade to the new end', async () => {
    const shop = await newShop(app);
    await buy(app, shop, PREMIUM, 3);
    const [premium] = await subscriptions(shop);
    await buy(app, shop, BASIC, 3);
    await order(app, shop, PREMIUM, 3);
    expect((await summary(app, shop)).change).toMatchObject({
      kind: 'renewal',
      starts_at: premium!.ends_at,
    });
    await buy(app, shop, PREMIUM, 3);
    const [ends] = await sql<{ renewed: unknown; then: unknown }>(
      `SELECT $1::timestamptz + interval '3 months' AS renewed,
              $1::timestamptz + interval '6 months' AS then`,
      [premium!.ends_at],
    );
    // Both periods were paid for: Premium until its new end, then basic for its three months.
    const [active, scheduled] = await subscriptions(shop);
    expect(active).toMatchObject({
      id: premium!.id,
      status: 'active',
      ends_at: iso(ends!.renewed),
    });
    expect(scheduled).toMatchObject({
      plan_id: BASIC,
      status: 'scheduled',
      starts_at: iso(ends!.renewed),
      ends_at: iso(ends!.then),
    });
    expect((await dashboard(app, shop)).subscription?.scheduled).toMatchObject({
      plan_name: 'basic',
      starts_at: iso(ends!.renewed),
    });
  });

  describe('grace and expiry', () => {
    const listedUntil = async (shop: Shop) => {
      const [row] = await sql<{ listed: boolean }>(
        `SELECT coalesce(listed_until > now(), false) AS listed FROM marketplace_shops
          WHERE merchant_id = $1`,
        [shop.id],
      );
      return row?.listed ?? false;
    };
    /** A stamp card feature route (every plan has it): 403 only without a plan in force. */
    const stampCard = (shop: Shop) =>
      app.inject({
        method: 'PUT',
        url: `/api/${fillPath(apiPaths.merchantStampCard, { merchantId: shop.id })}`,
        headers: shop.auth,
        payload: {},
      });
    const publish = async (shop: Shop) => {
      await saveStore(app, { merchantId: shop.id, token: shop.token, headers: shop.auth });
      await verifyPhone(database.db, shop.id);
      const added = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.storeItems, { merchantId: shop.id })}`,
        headers: shop.auth,
        payload: item(),
      });
      expect(added.statusCode).toBe(201);
      const published = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.storePublish, { merchantId: shop.id })}`,
        headers: shop.auth,
      });
      expect(published.statusCode).toBe(200);
    };

    test('ended: in grace, still listed and entitled; past grace: expired, unlisted, no features; paying again starts anew', async () => {
      const shop = await newShop(app);
      await buy(app, shop, STANDARD, 3);
      await publish(shop);
      expect(await listedUntil(shop)).toBe(true);
      const [paid] = await subscriptions(shop);

      // Ended two days ago (started three months before that); grace until five days from now.
      await sql(
        `UPDATE subscriptions SET starts_at = now() - interval '3 months 2 days',
                                  ends_at = now() - interval '2 days',
                                  grace_ends_at = now() + interval '5 days'
          WHERE id = $1`,
        [paid!.id],
      );
      expect((await dashboard(app, shop)).subscription).toMatchObject({ status: 'grace' });
      expect(await listedUntil(shop)).toBe(true);
      const entitlements = createEntitlementRepository(database.db);
      expect(await entitlements.forMerchant(shop.id)).toMatchObject({ subscribed: true });
      expect((await stampCard(shop)).statusCode).not.toBe(403);

      // The grace ran out an hour ago.
      await sql(
        `UPDATE subscriptions SET grace_ends_at = now() - interval '1 hour' WHERE id = $1`,
        [paid!.id],
      );
      expect((await dashboard(app, shop)).subscription).toMatchObject({ status: 'expired' });
      expect(await listedUntil(shop)).toBe(false);
      expect(await entitlements.forMerchant(shop.id)).toMatchObject({ subscribed: false });
      const refused = await stampCard(shop);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your plan does not include this feature' });
      // Nothing deleted: the store and the old subscription are still there.
      expect(await sql('SELECT merchant_id FROM stores WHERE merchant_id = $1', [shop.id])).toEqual(
        [{ merchant_id: shop.id }],
      );

      // Paying again starts a new subscription now, and the shop is listed again.
      await order(app, shop, STANDARD, 3);
      const priced = await summary(app, shop);
      expect(priced).toMatchObject({ credit: 0, total: 183_600, change: { kind: 'new' } });
      const paidFrom = await dbNow();
      await buy(app, shop, STANDARD, 3);
      const rows = await subscriptions(shop);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ id: paid!.id, status: 'replaced' });
      expect(rows[1]).toMatchObject({ plan_id: STANDARD, status: 'active' });
      expect(rows[1]!.starts_at >= paidFrom).toBe(true);
      expect(await listedUntil(shop)).toBe(true);
      expect(await entitlements.forMerchant(shop.id)).toMatchObject({ subscribed: true });
      expect((await dashboard(app, shop)).subscription).toMatchObject({ status: 'active' });
    });
  });
});
