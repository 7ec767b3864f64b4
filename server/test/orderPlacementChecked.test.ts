/**
 * Placing an order from the facts read before its statement (`opening`, then `placeOpened`): the
 * statement reads them again under the customer's row lock, so a change in between (an item's
 * price, a block, another order of the customer) is placed or refused as things are then, never
 * from what was read before; and the answer, the stored order and its live event agree.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { CustomerActivity, LiveEvent, ShopOrder } from '@contract/orders';
import {
  createShopOrderRepository,
  type NewOrder,
  type ShopOrderRepository,
} from '../src/repositories/shopOrders';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';

// Each test builds a shop through the API: slow on a busy machine.
jest.setTimeout(60_000);

describe.each(databases())('placing an order from the facts read, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let orders: ShopOrderRepository;
  let shop: OrderingShop;
  let ma: SignedInCustomer;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
    orders = createShopOrderRepository(database.db);
    shop = await orderingShop(app, database.db, 'golden-cup');
    ma = await signInCustomer(app, '09791234567', 'Ma Hnin');
  });
  afterEach(() => app.close());

  /** Tea ×2 and a samosa at the shop (no branch), with `key`. */
  const newOrder = (key: string, overrides: Partial<NewOrder> = {}): NewOrder => ({
    merchantId: shop.merchant.merchantId,
    customerId: ma.customer.id,
    idempotencyKey: key,
    branchId: null,
    lines: [
      { item_id: shop.items.tea.id, quantity: 2 },
      { item_id: shop.items.samosa.id, quantity: 1 },
    ],
    note: '',
    table: '4',
    promoCode: null,
    ...overrides,
  });

  /** What the route reads first for `order`, its facts required. */
  const opening = async (order: NewOrder) => {
    const opened = await orders.opening(shop.slug, order.customerId, order.idempotencyKey, {
      claimHash: null,
      countKey: `test:${order.idempotencyKey}`,
      windowSeconds: 60,
      branchId: order.branchId,
      itemIds: order.lines.map((line) => line.item_id),
    });
    expect(opened.first).toBeNull();
    expect(opened.hit).toEqual({ hits: 1, retryAfterSeconds: expect.any(Number) });
    expect(opened.shop?.merchantId).toBe(shop.merchant.merchantId);
    return { opened, facts: opened.facts! };
  };

  const placeByApi = (key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...ma.headers, 'idempotency-key': key },
      payload: {
        branch_id: null,
        lines: [{ item_id: shop.items.samosa.id, quantity: 1 }],
        note: '',
        table: null,
      },
    });

  const orderCount = async () =>
    (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders')).rows[0]
      ?.n;

  test('the answer, the stored order and its live event agree, times included', async () => {
    const order = newOrder('k1');
    const { facts } = await opening(order);
    expect(facts).toMatchObject({ replay_id: null, blocked: false, open: 0 });
    const result = await orders.placeOpened(order, facts, false);
    expect(result.kind).toBe('created');
    const placed = (result as { order: ShopOrder }).order;
    expect(placed).toMatchObject({
      number: 1,
      shop: { slug: 'golden-cup', name: 'Shop golden-cup' },
      lines: [
        { item_id: shop.items.tea.id, name: 'Green tea', price: 3500, quantity: 2 },
        { item_id: shop.items.samosa.id, name: 'Samosa', price: 1200, quantity: 1 },
      ],
      total: 8200,
      table: '4',
      state: 'placed',
    });
    expect(placed.placed_at).toBe(placed.updated_at);

    const activity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ma.headers,
    });
    expect(activity.json<CustomerActivity>().orders).toEqual([placed]);
    const { rows } = await database.db.query<{ payload: LiveEvent | string }>(
      'SELECT payload FROM live_events',
    );
    expect(
      rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload)),
    ).toEqual([{ kind: 'order', order: placed }]);
  });

  test('an item repriced after the facts were read: the order has the new price', async () => {
    const order = newOrder('k1');
    const { facts } = await opening(order);
    await database.db.query('UPDATE catalogue_items SET price = 4000 WHERE id = $1', [
      shop.items.tea.id,
    ]);
    const result = await orders.placeOpened(order, facts, false);
    expect(result).toMatchObject({ kind: 'created', order: { subtotal: 9200, total: 9200 } });
  });

  test('blocked after the facts were read: refused, nothing stored', async () => {
    const order = newOrder('k1');
    const { facts } = await opening(order);
    await database.db.query(
      'INSERT INTO blocked_customers (merchant_id, customer_id) VALUES ($1, $2)',
      [shop.merchant.merchantId, ma.customer.id],
    );
    expect(await orders.placeOpened(order, facts, false)).toEqual({ kind: 'blocked' });
    expect(await orderCount()).toBe(0);
  });

  test('another order placed after the facts were read counts against the open limit', async () => {
    const order = newOrder('k1', { openOrderLimit: 1 });
    const { facts } = await opening(order);
    expect((await placeByApi('k2')).statusCode).toBe(201);
    expect(await orders.placeOpened(order, facts, false)).toEqual({
      kind: 'tooManyOpen',
      limit: 1,
    });
    expect(await orderCount()).toBe(1);
  });

  test('the same key placed after the facts were read: that order, no second', async () => {
    const order = newOrder('k1');
    const { facts } = await opening(order);
    const first = await placeByApi('k1');
    expect(first.statusCode).toBe(201);
    const result = await orders.placeOpened(order, facts, false);
    expect(result).toEqual({ kind: 'replayed', order: first.json<ShopOrder>() });
    expect(await orderCount()).toBe(1);
  });

  test('a retry reads the first order and counts no placement', async () => {
    const first = await placeByApi('k1');
    const opened = await orders.opening(shop.slug, ma.customer.id, 'k1', {
      claimHash: null,
      countKey: 'test:retry',
      windowSeconds: 60,
      branchId: null,
      itemIds: [shop.items.samosa.id],
    });
    expect(opened).toMatchObject({ first: first.json<ShopOrder>(), hit: null, facts: null });
    const { rows } = await database.db.query("SELECT 1 FROM rate_limits WHERE key = 'test:retry'");
    expect(rows).toHaveLength(0);
  });
});
