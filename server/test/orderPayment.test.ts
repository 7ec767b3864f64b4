/**
 * Payment at the counter or on delivery: the shop marks an order it has taken 'Paid', with the
 * method (cash or the shopper's own wallet transfer), once; a double tap answers the same order,
 * another method is 409 `already_paid`; the day's totals split what was paid from what is owed;
 * the change reaches both sides as a live event and the team's activity names who marked it. On
 * PGlite and PostgreSQL.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { inboxPaths } from '@contract/inboxPaths';
import type { Inbox, ShopOrder } from '@contract/orders';
import { yangonNow } from '@contract/orderRules';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call } from './storeKit';

jest.setTimeout(60_000);

describe.each(databases())('marking an order paid on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const customer = () => {
    phone += 1;
    return signInCustomer(app, `0978${String(phone).padStart(7, '0')}`, 'Ko Aung');
  };

  /** An order of tea (3,500) × `quantity`, moved by the shop through `actions`. */
  async function order(
    shop: OrderingShop,
    who: SignedInCustomer,
    quantity: number,
    actions: string[],
  ): Promise<ShopOrder> {
    const placed = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `key-${Math.random()}` },
      payload: {
        branch_id: null,
        note: '',
        table: null,
        lines: [{ item_id: shop.items.tea.id, quantity }],
      },
    });
    expect(placed.statusCode).toBe(201);
    let current = placed.json<ShopOrder>();
    for (const action of actions) {
      const moved = await call(
        app,
        'POST',
        apiPaths.merchantOrderAction,
        { merchantId: shop.merchant.merchantId, orderId: current.id, action },
        { headers: shop.merchant.headers, payload: {} },
      );
      expect(moved.statusCode).toBe(200);
      current = moved.json<ShopOrder>();
    }
    return current;
  }

  const markPaid = (shop: OrderingShop, orderId: number, payload: unknown, headers?: object) =>
    call(
      app,
      'POST',
      inboxPaths.merchantOrderPaid,
      { merchantId: shop.merchant.merchantId, orderId },
      { headers: (headers ?? shop.merchant.headers) as Record<string, string>, payload },
    );

  test('paid once with its method; a double tap answers the same; another method is refused', async () => {
    const shop = await orderingShop(app, database.db, 'pay-at-counter');
    const ko = await customer();
    const ready = await order(shop, ko, 1, ['accept', 'ready']);
    expect(ready.payment).toBeNull();

    const paid = await markPaid(shop, ready.id, { method: 'cash' });
    expect(paid.statusCode).toBe(200);
    const first = paid.json<ShopOrder>();
    expect(first.payment?.method).toBe('cash');
    expect(first.state).toBe('ready');
    expect(Date.parse(first.payment!.paid_at)).toBeGreaterThan(Date.now() - 60_000);

    const again = await markPaid(shop, ready.id, { method: 'cash' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ShopOrder>().payment).toEqual(first.payment);

    const other = await markPaid(shop, ready.id, { method: 'wallet' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: 'This order is already marked paid another way.',
      reason: 'already_paid',
    });

    // The shopper reads it paid too, and the team sees who marked it.
    const activity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ko.headers,
    });
    expect(activity.json<{ orders: ShopOrder[] }>().orders[0]!.payment).toEqual(first.payment);
    const { rows } = await database.db.query<{ action: string; subject_id: number }>(
      "SELECT action, subject_id FROM shop_actions WHERE action = 'order_paid'",
    );
    expect(rows).toEqual([{ action: 'order_paid', subject_id: ready.id }]);
  });

  test('only an order the shop has taken is paid, and only by its own shop', async () => {
    const shop = await orderingShop(app, database.db, 'pay-rules');
    const other = await orderingShop(app, database.db, 'pay-other');
    const ko = await customer();
    const placed = await order(shop, ko, 1, []);
    const refused = await markPaid(shop, placed.id, { method: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'illegal_transition', state: 'placed' });
    const rejected = await order(shop, ko, 1, []);
    await call(
      app,
      'POST',
      apiPaths.merchantOrderAction,
      { merchantId: shop.merchant.merchantId, orderId: rejected.id, action: 'reject' },
      { headers: shop.merchant.headers, payload: { reason: 'Sold out' } },
    );
    expect((await markPaid(shop, rejected.id, { method: 'cash' })).statusCode).toBe(409);

    const accepted = await order(shop, ko, 1, ['accept']);
    // Another shop's order is not found; a method that is not cash or wallet is refused.
    expect((await markPaid(other, accepted.id, { method: 'cash' })).statusCode).toBe(404);
    for (const payload of [{ method: 'card' }, {}, { method: 'cash', extra: 1 }]) {
      expect((await markPaid(shop, accepted.id, payload)).statusCode).toBe(422);
    }
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shop_orders WHERE paid_at IS NOT NULL',
    );
    expect(rows[0]!.n).toBe(0);
  });

  test("the day's totals split paid and unpaid, and the change is a live event", async () => {
    const shop = await orderingShop(app, database.db, 'pay-totals');
    const ko = await customer();
    const completed = await order(shop, ko, 2, ['accept', 'ready', 'complete']); // 7,000
    await order(shop, ko, 1, ['accept']); // 3,500 owed
    await order(shop, ko, 3, []); // 10,500 placed: not taken yet, not owed
    const before = (
      await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events')
    ).rows[0]!.n;
    expect((await markPaid(shop, completed.id, { method: 'wallet' })).statusCode).toBe(200);
    const after = (
      await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events')
    ).rows[0]!.n;
    expect(after).toBe(before + 1);

    const inbox = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId: shop.merchant.merchantId })}?date=${
        yangonNow(new Date()).date
      }`,
      headers: shop.merchant.headers,
    });
    expect(inbox.json<Inbox>().totals).toMatchObject({
      orders: 3,
      completed_amount: 7000,
      paid_amount: 7000,
      unpaid_amount: 3500,
    });
  });
});
