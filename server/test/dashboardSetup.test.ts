/**
 * The dashboard's way to a listed shop and its day so far: each step of the checklist follows the
 * server's records (phone proved, plan ordered, plan in force, profile saved, items, published),
 * and today's orders, sales and reservations are counted on the shop's Asia/Yangon day.
 */
import type { DashboardResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { yangonNow } from '@contract/orderRules';
import { yangonDay } from '../src/repositories/shopOrders';
import { signInCustomer } from './customerKit';
import {
  bearer,
  buildTestApp,
  databases,
  payForOrder,
  useTestDatabase,
  verifyPhone,
} from './helpers';
import { orderingShop } from './orderKit';
import { call, item, newMerchant, saveStore, type Merchant } from './storeKit';

jest.setTimeout(60_000);

describe.each(databases())('the dashboard on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const dashboard = async (m: Merchant): Promise<DashboardResponse> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.dashboard}/${m.merchantId}`,
      headers: bearer(m.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<DashboardResponse>();
  };

  test('ticks each step of the way to a listed shop as the records change', async () => {
    const m = await newMerchant(app);
    const start = await dashboard(m);
    expect(start.phone_verified_at).toBeNull();
    expect(start.setup).toEqual({
      plan_ordered: false,
      plan_in_force: false,
      profile_saved: false,
      item_count: 0,
      published: false,
      slug: null,
    });

    await verifyPhone(database.db, m.merchantId);
    expect((await dashboard(m)).phone_verified_at).toEqual(expect.any(String));

    const ordered = await app.inject({
      method: 'POST',
      url: `/api/merchant/addPlan/${m.merchantId}`,
      headers: m.headers,
      payload: { plan_id: 1, duration_month: 3 },
    });
    expect(ordered.statusCode).toBe(200);
    expect((await dashboard(m)).setup).toMatchObject({ plan_ordered: true, plan_in_force: false });

    await payForOrder(app, m);
    expect((await dashboard(m)).setup).toMatchObject({ plan_ordered: false, plan_in_force: true });

    await saveStore(app, m, { slug: 'way-to-listed' });
    expect((await dashboard(m)).setup).toMatchObject({
      profile_saved: true,
      slug: 'way-to-listed',
      item_count: 0,
      published: false,
    });

    const added = await call(
      app,
      'POST',
      apiPaths.storeItems,
      { merchantId: m.merchantId },
      { headers: { ...m.headers, 'idempotency-key': 'first-item' }, payload: item() },
    );
    expect(added.statusCode).toBe(201);
    expect((await dashboard(m)).setup.item_count).toBe(1);

    const published = await call(
      app,
      'POST',
      apiPaths.storePublish,
      { merchantId: m.merchantId },
      { headers: m.headers },
    );
    expect(published.statusCode).toBe(200);
    expect((await dashboard(m)).setup).toEqual({
      plan_ordered: false,
      plan_in_force: true,
      profile_saved: true,
      item_count: 1,
      published: true,
      slug: 'way-to-listed',
    });
  });

  test('a plan in its grace days is still in force; an expired one is not', async () => {
    const shop = await orderingShop(app, database.db, 'grace-shop', { withBranch: false });
    const m = shop.merchant;
    await database.db.query(
      `UPDATE subscriptions SET starts_at = now() - interval '100 days',
              ends_at = now() - interval '2 days', grace_ends_at = now() + interval '5 days'
        WHERE merchant_id = $1 AND status = 'active'`,
      [m.merchantId],
    );
    const grace = await dashboard(m);
    expect(grace.subscription?.status).toBe('grace');
    expect(grace.setup.plan_in_force).toBe(true);

    await database.db.query(
      `UPDATE subscriptions SET ends_at = now() - interval '9 days',
              grace_ends_at = now() - interval '2 days'
        WHERE merchant_id = $1 AND status = 'active'`,
      [m.merchantId],
    );
    const expired = await dashboard(m);
    expect(expired.subscription?.status).toBe('expired');
    expect(expired.setup).toMatchObject({ plan_in_force: false, published: true });
  });

  test("counts today's orders, what the accepted ones sold and today's reservations", async () => {
    const shop = await orderingShop(app, database.db, 'busy-day', { withBranch: false });
    const m = shop.merchant;
    const other = await orderingShop(app, database.db, 'other-shop', { withBranch: false });
    const { customer } = await signInCustomer(app, '09790000001', 'Ma Hnin');
    const today = yangonNow(new Date()).date;
    const { from } = yangonDay(today);
    const justBefore = new Date(new Date(from).getTime() - 60_000).toISOString();
    let number = 0;
    const order = async (merchantId: number, state: string, total: number, placedAt: string) => {
      number += 1;
      await database.db.query(
        `INSERT INTO shop_orders (merchant_id, customer_id, number, state, subtotal, total, placed_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [merchantId, customer.id, number, state, total, placedAt],
      );
    };
    const now = new Date().toISOString();
    await order(m.merchantId, 'placed', 1000, now);
    await order(m.merchantId, 'accepted', 3500, now);
    await order(m.merchantId, 'ready', 2000, now);
    await order(m.merchantId, 'completed', 1200, from);
    await order(m.merchantId, 'rejected', 500, now);
    await order(m.merchantId, 'cancelled', 700, now);
    await order(m.merchantId, 'completed', 9999, justBefore); // yesterday in Yangon
    await order(other.merchant.merchantId, 'completed', 8888, now); // another shop's

    const reserve = async (merchantId: number, date: string, state: string) => {
      await database.db.query(
        `INSERT INTO reservations (merchant_id, customer_id, date, time, party_size, state)
         VALUES ($1, $2, $3, '19:00', 2, $4)`,
        [merchantId, customer.id, date, state],
      );
    };
    const tomorrow = new Date(new Date(`${today}T00:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await reserve(m.merchantId, today, 'requested');
    await reserve(m.merchantId, today, 'confirmed');
    await reserve(m.merchantId, today, 'completed');
    await reserve(m.merchantId, today, 'declined');
    await reserve(m.merchantId, today, 'cancelled');
    await reserve(m.merchantId, tomorrow, 'confirmed');
    await reserve(other.merchant.merchantId, today, 'confirmed');

    expect((await dashboard(m)).today).toEqual({
      date: today,
      orders: 6,
      sales: 3500 + 2000 + 1200,
      reservations: 3,
    });
  });

  test('a shop with nothing today counts zeros', async () => {
    const m = await newMerchant(app);
    expect((await dashboard(m)).today).toEqual({
      date: yangonNow(new Date()).date,
      orders: 0,
      sales: 0,
      reservations: 0,
    });
  });
});
