/**
 * Orders: placed by a signed-in customer at a listed shop whose plan includes orders, priced by the
 * server, numbered per shop, moved by the shop (or cancelled by the customer) through the legal
 * transitions only, each change with its live event; the inbox and the customer's activity.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { CustomerActivity, Inbox, LiveEvent, ShopOrder } from '@contract/orders';
import { yangonNow } from '@contract/orderRules';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, item } from './storeKit';

const STATES = ['placed', 'accepted', 'rejected', 'ready', 'completed', 'cancelled'] as const;
type State = (typeof STATES)[number];
type Action = 'accept' | 'reject' | 'ready' | 'complete' | 'cancel';
/** How to bring a new order to each state. */
const PATH_TO: Record<State, Action[]> = {
  placed: [],
  accepted: ['accept'],
  rejected: ['reject'],
  ready: ['accept', 'ready'],
  completed: ['accept', 'ready', 'complete'],
  cancelled: ['cancel'],
};
/** The legal transitions, written out. */
const LEGAL: Record<string, State> = {
  'placed accept': 'accepted',
  'placed reject': 'rejected',
  'accepted ready': 'ready',
  'ready complete': 'completed',
  'placed cancel': 'cancelled',
};

// Each test builds shops through the API: slow on a busy machine.
jest.setTimeout(60_000);

describe.each(databases())('shop orders on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  /** A signed-in customer, named unless `name` is null. */
  const customer = (name: string | null = 'Ma Hnin') => {
    phone += 1;
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, name ?? undefined);
  };

  const place = (
    shop: { slug: string },
    who: SignedInCustomer,
    body: Record<string, unknown>,
    key: string | null = `key-${Math.random()}`,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
      payload: { branch_id: null, note: '', table: null, ...body },
    });

  const act = (shop: OrderingShop, orderId: number, action: string, body: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.merchantOrderAction, {
        merchantId: shop.merchant.merchantId,
        orderId,
        action,
      })}`,
      headers: shop.merchant.headers,
      payload: body,
    });

  const cancel = (who: SignedInCustomer, orderId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerCancelOrder, { orderId })}`,
      headers: who.headers,
    });

  const events = async () =>
    (
      await database.db.query<{ merchant_id: number; customer_id: number; payload: unknown }>(
        'SELECT merchant_id, customer_id, payload FROM live_events ORDER BY id',
      )
    ).rows.map((row) => ({
      ...row,
      payload: (typeof row.payload === 'string'
        ? JSON.parse(row.payload)
        : row.payload) as LiveEvent,
    }));
  const orderCount = async () =>
    (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders')).rows[0]
      ?.n;

  test('placed: priced by the server, lines merged, numbered, with its event; the key replays it', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer('Ma Hnin');
    const { tea, samosa } = shop.items;
    // The price changes after the basket was made: the order takes the new one.
    const repriced = await call(
      app,
      'PUT',
      apiPaths.storeItem,
      { merchantId: shop.merchant.merchantId, itemId: tea.id },
      { headers: shop.merchant.headers, payload: item({ name: 'Green tea', price: 4000 }) },
    );
    expect(repriced.statusCode).toBe(200);
    // A price from the client is not part of the request at all.
    const priced = await place(shop, ma, { lines: [{ item_id: tea.id, quantity: 1, price: 1 }] });
    expect(priced.statusCode).toBe(422);

    const body = {
      branch_id: shop.branchId,
      lines: [
        { item_id: tea.id, quantity: 2 },
        { item_id: samosa.id, quantity: 3 },
        { item_id: tea.id, quantity: 1 },
      ],
      note: 'Less sugar, please',
      table: '7',
    };
    const first = await place(shop, ma, body, 'basket-1');
    expect(first.statusCode).toBe(201);
    const order = first.json<ShopOrder>();
    expect(order).toEqual({
      id: expect.any(Number),
      number: 1,
      shop: { slug: 'golden-cup', name: 'Shop golden-cup' },
      branch: { id: shop.branchId, name: 'Bahan branch' },
      customer: { id: ma.customer.id, name: 'Ma Hnin', phone: ma.customer.phone },
      lines: [
        { item_id: tea.id, name: 'Green tea', price: 4000, quantity: 3 },
        { item_id: samosa.id, name: 'Samosa', price: 1200, quantity: 3 },
      ],
      subtotal: 15600,
      member_discount: 0,
      promo: null,
      total: 15600,
      note: 'Less sugar, please',
      table: '7',
      state: 'placed',
      reason: null,
      payment: null,
      pickup_at: null,
      placed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await events()).toEqual([
      {
        merchant_id: shop.merchant.merchantId,
        customer_id: ma.customer.id,
        payload: { kind: 'order', order },
      },
    ]);

    // The same key again (a double tap): the first order, 200, nothing new.
    const again = await place(shop, ma, body, 'basket-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(order);
    expect(await orderCount()).toBe(1);
    expect(await events()).toHaveLength(1);

    // The same key from another customer is their own order.
    const ko = await customer('Ko Ko');
    const theirs = await place(
      shop,
      ko,
      { lines: [{ item_id: samosa.id, quantity: 1 }] },
      'basket-1',
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<ShopOrder>()).toMatchObject({
      number: 2,
      branch: null,
      customer: { name: 'Ko Ko' },
      total: 1200,
      table: null,
    });
    expect(await events()).toHaveLength(2);

    // The lines keep what was ordered when the item changes later.
    await call(
      app,
      'PUT',
      apiPaths.storeItem,
      { merchantId: shop.merchant.merchantId, itemId: samosa.id },
      { headers: shop.merchant.headers, payload: item({ name: 'Big samosa', price: 1500 }) },
    );
    const activity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ma.headers,
    });
    expect(activity.json<CustomerActivity>().orders[0]?.lines[1]).toEqual({
      item_id: samosa.id,
      name: 'Samosa',
      price: 1200,
      quantity: 3,
    });
  });

  test('refused: unavailable items, services, no name, another shop branch, no key; nothing written', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'silver-cup');
    const ma = await customer();
    const { tea, samosa, massage } = shop.items;
    await call(
      app,
      'PUT',
      apiPaths.storeItem,
      { merchantId: shop.merchant.merchantId, itemId: tea.id },
      { headers: shop.merchant.headers, payload: item({ name: 'Green tea', available: false }) },
    );
    const off = await place(shop, ma, {
      lines: [
        { item_id: samosa.id, quantity: 1 },
        { item_id: tea.id, quantity: 1 },
      ],
    });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({
      message: 'Sorry, Green tea is no longer available. Please update your order.',
      reason: 'unavailable',
      item_ids: [tea.id],
    });
    // Another shop's item is not sold here.
    const foreign = await place(shop, ma, {
      lines: [{ item_id: other.items.tea.id, quantity: 1 }],
    });
    expect(foreign.json()).toMatchObject({ reason: 'unavailable', item_ids: [other.items.tea.id] });
    const burmese = await place(shop, ma, { lines: [{ item_id: tea.id, quantity: 1 }] }, 'k-my', {
      'accept-language': 'my',
    });
    expect(burmese.statusCode).toBe(409);
    expect(burmese.json().message).toContain('Green tea');
    expect(burmese.json().message).not.toContain('Sorry');

    const service = await place(shop, ma, { lines: [{ item_id: massage.id, quantity: 1 }] });
    expect(service.statusCode).toBe(422);
    expect(service.json()).toMatchObject({
      status: false,
      reason: 'not_orderable',
      item_ids: [massage.id],
      data: { errors: { lines: [expect.any(String)] } },
    });

    const nameless = await customer(null);
    const unnamed = await place(shop, nameless, { lines: [{ item_id: samosa.id, quantity: 1 }] });
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json()).toEqual({
      message: 'Please tell the shop your name before ordering.',
      reason: 'name_required',
    });

    const branch = await place(shop, ma, {
      branch_id: other.branchId,
      lines: [{ item_id: samosa.id, quantity: 1 }],
    });
    expect(branch.statusCode).toBe(422);
    expect(Object.keys(branch.json().data.errors)).toEqual(['branch_id']);

    const keyless = await place(shop, ma, { lines: [{ item_id: samosa.id, quantity: 1 }] }, null);
    expect(keyless.statusCode).toBe(422);
    expect(Object.keys(keyless.json().data.errors)).toEqual(['idempotency-key']);

    for (const bad of [
      { lines: [] },
      { lines: [{ item_id: samosa.id, quantity: 0 }] },
      { lines: [{ item_id: samosa.id, quantity: '1' }] },
      { lines: [{ item_id: samosa.id, quantity: 1 }], table: '<b>' },
    ]) {
      expect((await place(shop, ma, bad)).statusCode).toBe(422);
    }
    expect(await orderCount()).toBe(0);
    expect(await events()).toEqual([]);
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT last_order_number AS n FROM stores WHERE merchant_id = $1',
      [shop.merchant.merchantId],
    );
    expect(rows[0]?.n).toBe(0);
  });

  test('only a listed shop whose plan includes orders takes them', async () => {
    const ma = await customer();
    const withoutFeature = await orderingShop(app, database.db, 'basic-cup', {
      plan: 1,
      withBranch: false,
    });
    const refused = await place(withoutFeature, ma, {
      lines: [{ item_id: withoutFeature.items.tea.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your plan does not include this feature',
      reason: 'shop_closed_to_orders',
    });
    const addOn = await orderingShop(app, database.db, 'addon-cup', {
      plan: 1,
      addons: [[2, 1]],
      withBranch: false,
    });
    const taken = await place(addOn, ma, { lines: [{ item_id: addOn.items.tea.id, quantity: 1 }] });
    expect(taken.statusCode).toBe(201);

    expect(
      (await place({ slug: 'no-such-shop' }, ma, { lines: [{ item_id: 1, quantity: 1 }] }))
        .statusCode,
    ).toBe(404);
    // Unpublished: no longer listed.
    const unpublished = await call(
      app,
      'DELETE',
      apiPaths.storePublish,
      { merchantId: addOn.merchant.merchantId },
      { headers: addOn.merchant.headers },
    );
    expect(unpublished.statusCode).toBeLessThan(300);
    const gone = await place(addOn, ma, { lines: [{ item_id: addOn.items.tea.id, quantity: 1 }] });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Shop not found' });
    expect(await orderCount()).toBe(1);
  });

  test('orders placed at the same moment get distinct numbers', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const people = [];
    for (let n = 0; n < 6; n += 1) people.push(await customer(`Customer ${n}`));
    const answers = await Promise.all(
      people.map((who) =>
        place(shop, who, { lines: [{ item_id: shop.items.samosa.id, quantity: 1 }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(answers.map((a) => a.json<ShopOrder>().number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('a double tap at the same moment places one order; two devices cannot both accept', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const body = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] };
    const taps = await Promise.all([1, 2, 3].map(() => place(shop, ma, body, 'one-tap')));
    expect(taps.map((t) => t.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(taps.map((t) => t.json<ShopOrder>().id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(1);
    expect(await events()).toHaveLength(1);

    const [id] = [...ids];
    const [one, two] = await Promise.all([act(shop, id!, 'accept'), act(shop, id!, 'accept')]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(refused.json()).toMatchObject({ reason: 'illegal_transition', state: 'accepted' });
    // Accept and reject at once: one wins, the other sees its state.
    const other = (await place(shop, ma, body)).json<ShopOrder>().id;
    const race = await Promise.all([
      act(shop, other, 'accept'),
      act(shop, other, 'reject', { reason: 'Busy' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await events()).toHaveLength(4);
  });

  test('every action from every state: the legal ones move it with one event each, the others are 409 with the state', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const results: string[] = [];
    const expected: string[] = [];
    for (const state of STATES) {
      for (const action of ['accept', 'reject', 'ready', 'complete', 'cancel'] as const) {
        const placed = await place(shop, ma, {
          lines: [{ item_id: shop.items.samosa.id, quantity: 1 }],
        });
        const id = placed.json<ShopOrder>().id;
        const run = (a: Action) =>
          a === 'cancel'
            ? cancel(ma, id)
            : act(shop, id, a, a === 'reject' ? { reason: 'Sold out' } : {});
        for (const step of PATH_TO[state]) expect((await run(step)).statusCode).toBe(200);
        const before = (await events()).length;
        const answer = await run(action);
        const after = await events();
        const to = LEGAL[`${state} ${action}`];
        if (to) {
          expected.push(`${state} ${action}: 200 ${to} +1`);
          results.push(
            `${state} ${action}: ${answer.statusCode} ${answer.json<ShopOrder>().state} +${after.length - before}`,
          );
          expect(after[after.length - 1]?.payload).toEqual({ kind: 'order', order: answer.json() });
        } else {
          expected.push(
            `${state} ${action}: 409 ${JSON.stringify({ reason: 'illegal_transition', state })} +0`,
          );
          const { message, ...rest } = answer.json<{ message: string }>();
          expect(message).toBe('This cannot be done any more: the order has moved on.');
          results.push(
            `${state} ${action}: ${answer.statusCode} ${JSON.stringify(rest)} +${after.length - before}`,
          );
        }
      }
    }
    expect(results).toEqual(expected);

    // One order's events, in order: placed, accepted, ready, completed.
    const placed = await place(shop, ma, { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] });
    const id = placed.json<ShopOrder>().id;
    for (const a of ['accept', 'ready', 'complete']) await act(shop, id, a);
    const mine = (await events())
      .map((e) => e.payload)
      .filter(
        (p): p is Extract<LiveEvent, { kind: 'order' }> => p.kind === 'order' && p.order.id === id,
      )
      .map((p) => p.order.state);
    expect(mine).toEqual(['placed', 'accepted', 'ready', 'completed']);
  });

  test('reject needs a reason, which the customer sees', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const id = (
      await place(shop, ma, { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] })
    ).json<ShopOrder>().id;
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const answer = await act(shop, id, 'reject', body);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().data.errors)).toEqual(['reason']);
    }
    expect((await act(shop, id, 'shout', {})).statusCode).toBe(422);
    const rejected = await act(shop, id, 'reject', { reason: 'Out of tea today' });
    expect(rejected.json<ShopOrder>()).toMatchObject({
      state: 'rejected',
      reason: 'Out of tea today',
    });
    const activity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ma.headers,
    });
    expect(activity.json<CustomerActivity>().orders[0]).toMatchObject({
      id,
      state: 'rejected',
      reason: 'Out of tea today',
    });
  });

  test('nobody acts on an order that is not theirs', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'silver-cup');
    const ma = await customer();
    const ko = await customer('Ko Ko');
    const id = (
      await place(shop, ma, { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] })
    ).json<ShopOrder>().id;
    const byKo = await cancel(ko, id);
    expect(byKo.statusCode).toBe(404);
    expect(byKo.json()).toEqual({ message: 'Order not found' });
    // The other shop with its own id in the path: not found; with this shop's id: not its own.
    const byOther = await act(other, id, 'accept');
    expect(byOther.statusCode).toBe(404);
    const onTheirPath = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.merchantOrderAction, {
        merchantId: shop.merchant.merchantId,
        orderId: id,
        action: 'accept',
      })}`,
      headers: other.merchant.headers,
      payload: {},
    });
    expect(onTheirPath.statusCode).toBe(403);
    const inbox = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId: other.merchant.merchantId })}`,
      headers: other.merchant.headers,
    });
    expect(inbox.json<Inbox>().orders).toEqual([]);
    const koActivity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ko.headers,
    });
    expect(koActivity.json()).toEqual({ orders: [], reservations: [] });
    expect(await events()).toHaveLength(1);
    expect((await cancel(ma, id)).json<ShopOrder>().state).toBe('cancelled');
  });

  test('the inbox: the day and every open order, the day totals, reservations; the activity', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer('Ma Hnin');
    const merchantId = shop.merchant.merchantId;
    const placeOne = async (itemId: number, quantity: number) =>
      (await place(shop, ma, { lines: [{ item_id: itemId, quantity }] })).json<ShopOrder>();
    const today = yangonNow(new Date()).date;
    // Two days ago: one completed (not in today's inbox), one still placed (shown: still open).
    const oldDone = await placeOne(shop.items.tea.id, 1);
    for (const a of ['accept', 'ready', 'complete']) await act(shop, oldDone.id, a);
    const oldOpen = await placeOne(shop.items.tea.id, 2);
    await database.db.query(
      `UPDATE shop_orders SET placed_at = now() - interval '2 days' WHERE id = ANY($1::int[])`,
      [[oldDone.id, oldOpen.id]],
    );
    // Today: one completed (3 × 1200), one rejected, one placed.
    const done = await placeOne(shop.items.samosa.id, 3);
    for (const a of ['accept', 'ready', 'complete']) await act(shop, done.id, a);
    const rejected = await placeOne(shop.items.tea.id, 1);
    await act(shop, rejected.id, 'reject', { reason: 'Closed early' });
    const open = await placeOne(shop.items.samosa.id, 1);
    // Reservations (written here straight into their table): today confirmed for 3, requested
    // for 2; yesterday's completed one is not today's.
    await database.db.query(
      `INSERT INTO reservations (merchant_id, customer_id, date, time, party_size, state)
       VALUES ($1, $2, $3::date, '12:00', 3, 'confirmed'),
              ($1, $2, $3::date, '13:00', 2, 'requested'),
              ($1, $2, $3::date - 1, '12:00', 4, 'completed')`,
      [merchantId, ma.customer.id, today],
    );

    const inbox = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId })}`,
      headers: shop.merchant.headers,
    });
    expect(inbox.statusCode).toBe(200);
    const body = inbox.json<Inbox>();
    expect(body.date).toBe(today);
    // Every open order first (newest first), then the day's finished ones.
    expect(body.orders.map((o) => o.id)).toEqual([open.id, oldOpen.id, rejected.id, done.id]);
    expect(body.orders_before).toBeNull();
    // Only the completed order was taken by the shop, and it is not marked paid.
    expect(body.totals).toEqual({
      orders: 3,
      completed_amount: 3600,
      paid_amount: 0,
      unpaid_amount: 3600,
      reservations: 2,
      guests: 3,
    });
    expect(body.reservations.map((r) => [r.time, r.party_size, r.state])).toEqual([
      ['13:00', 2, 'requested'],
      ['12:00', 3, 'confirmed'],
    ]);

    // Another day: that day's orders and every open one.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const then = yangonNow(twoDaysAgo).date;
    const earlier = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId })}?date=${then}`,
      headers: shop.merchant.headers,
    });
    expect(
      earlier
        .json<Inbox>()
        .orders.map((o) => o.id)
        .sort(),
    ).toEqual([open.id, oldOpen.id, oldDone.id].sort());
    expect(earlier.json<Inbox>().totals).toMatchObject({ orders: 2, completed_amount: 3500 });
    const bad = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId })}?date=2026-02-30`,
      headers: shop.merchant.headers,
    });
    expect(bad.statusCode).toBe(422);

    const activity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ma.headers,
    });
    const mine = activity.json<CustomerActivity>();
    expect(mine.orders.map((o) => o.id)).toEqual([
      open.id,
      rejected.id,
      done.id,
      oldOpen.id,
      oldDone.id,
    ]);
    expect(mine.reservations).toHaveLength(3);
    expect(mine.reservations.every((r) => r.shop.slug === 'golden-cup')).toBe(true);
  });

  test('the inbox and the actions need the orders feature', async () => {
    const shop = await orderingShop(app, database.db, 'basic-cup', { plan: 1, withBranch: false });
    const inbox = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId: shop.merchant.merchantId })}`,
      headers: shop.merchant.headers,
    });
    expect(inbox.statusCode).toBe(403);
    expect(inbox.json()).toEqual({ message: 'Your plan does not include this feature' });
    expect((await act(shop, 1, 'accept')).statusCode).toBe(403);
  });
});
