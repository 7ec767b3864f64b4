/**
 * One customer cannot fill a shop: a few open orders per shop, one reservation per slot and a few
 * per shop and day, a placement rate per customer, all counted under locks (many requests at
 * once get no more than the limit); a shop blocks a customer by the id its inbox shows; and the
 * inbox lists every open order however many newer ones arrive, the finished ones paged.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { inboxPaths } from '@contract/inboxPaths';
import type {
  BlockedCustomers,
  Inbox,
  InboxOrdersPage,
  Reservation,
  ShopOrder,
} from '@contract/orders';
import { yangonNow } from '@contract/orderRules';
import type { Config } from '../src/config';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { GENEROUS_CUSTOMER_LIMITS, buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, saveStore } from './storeKit';

// Shops are built through the API: slow on a busy machine.
jest.setTimeout(120_000);

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7,
  opens: '00:00',
  closes: '24:00',
}));

/** Yangon's date `days` from now. */
const dayAhead = (days: number) => yangonNow(new Date(Date.now() + days * 86_400_000)).date;

describe.each(databases())('one customer cannot fill a shop, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phones = 0;
  let keys = 0;

  const start = async (limits: Partial<Config['customerLimits']> = {}) => {
    app = buildTestApp(database.db, {
      customerLimits: { ...GENEROUS_CUSTOMER_LIMITS, ...limits },
    });
    await app.ready();
  };
  afterEach(() => app.close());

  const customer = (name = 'Ma Hnin') => {
    phones += 1;
    return signInCustomer(app, `0977${String(phones).padStart(7, '0')}`, name);
  };

  /** A listed shop taking orders and reservations, open all day, every day. */
  const shop = async (slug: string) => {
    const made = await orderingShop(app, database.db, slug, { withBranch: false });
    await saveStore(app, made.merchant, { name: `Shop ${slug}`, slug, hours: ALL_WEEK });
    return made;
  };

  const place = (
    at: OrderingShop,
    who: SignedInCustomer,
    key = `order-${(keys += 1)}`,
    language?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: at.slug })}`,
      headers: {
        ...who.headers,
        'idempotency-key': key,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: {
        branch_id: null,
        note: '',
        table: null,
        lines: [{ item_id: at.items.tea.id, quantity: 1 }],
      },
    });

  const reserve = (
    at: OrderingShop,
    who: SignedInCustomer,
    slot: { date?: string; time?: string } = {},
    key = `reserve-${(keys += 1)}`,
    language?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerReserve, { slug: at.slug })}`,
      headers: {
        ...who.headers,
        'idempotency-key': key,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: {
        branch_id: null,
        item_id: null,
        date: slot.date ?? dayAhead(2),
        time: slot.time ?? '10:00',
        party_size: 2,
        note: '',
      },
    });

  const act = (at: OrderingShop, orderId: number, action: string) =>
    call(
      app,
      'POST',
      apiPaths.merchantOrderAction,
      { merchantId: at.merchant.merchantId, orderId, action },
      { headers: at.merchant.headers, payload: action === 'reject' ? { reason: 'No' } : {} },
    );

  const count = async (table: 'shop_orders' | 'reservations', customerId: number) =>
    (
      await database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE customer_id = $1`,
        [customerId],
      )
    ).rows[0]?.n;

  test('open orders per shop: the limit, in both languages; finished ones free a place; a retry is no new order', async () => {
    await start({ openOrdersPerShop: 2 });
    const golden = await shop('golden-cup');
    const other = await shop('silver-cup');
    const ma = await customer();
    const first = await place(golden, ma, 'first');
    expect(first.statusCode).toBe(201);
    expect((await place(golden, ma)).statusCode).toBe(201);

    const third = await place(golden, ma);
    expect([third.statusCode, third.json()]).toEqual([
      409,
      {
        message: 'You already have 2 open orders at this shop. Please wait until one is finished.',
        reason: 'too_many_open_orders',
        limit: 2,
      },
    ]);
    const burmese = await place(golden, ma, undefined, 'my');
    expect(burmese.statusCode).toBe(409);
    expect(burmese.json<{ message: string }>().message).toBe(
      'ဤဆိုင်တွင် မပြီးဆုံးသေးသော အော်ဒါ ၂ ခု ရှိနေပါပြီ။ တစ်ခု ပြီးဆုံးသည်အထိ စောင့်ပေးပါ။',
    );
    // The first order's key again: that order, not a refusal and not a new one.
    const retry = await place(golden, ma, 'first');
    expect([retry.statusCode, retry.json<ShopOrder>().id]).toEqual([
      200,
      first.json<ShopOrder>().id,
    ]);
    // Another shop has its own count; another customer theirs.
    expect((await place(other, ma)).statusCode).toBe(201);
    expect((await place(golden, await customer('Ko Ko'))).statusCode).toBe(201);
    // A finished order (completed, rejected, cancelled) no longer counts.
    const firstId = first.json<ShopOrder>().id;
    for (const action of ['accept', 'ready', 'complete']) {
      expect((await act(golden, firstId, action)).statusCode).toBe(200);
    }
    expect((await place(golden, ma)).statusCode).toBe(201);
    expect(await count('shop_orders', ma.customer.id)).toBe(4);
  });

  test('many placements at once by one customer: no more than the limit get through', async () => {
    await start({ openOrdersPerShop: 3 });
    const golden = await shop('golden-cup');
    const ma = await customer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(golden, ma)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      201, 201, 201, 409, 409, 409, 409, 409,
    ]);
    expect(await count('shop_orders', ma.customer.id)).toBe(3);
  });

  test('reservations: one per slot, a few per shop and day, at once too; cancelled ones free a place', async () => {
    await start({ reservationsPerShopDay: 2 });
    const golden = await shop('golden-cup');
    const other = await shop('silver-cup');
    const ma = await customer();
    const first = await reserve(golden, ma, { time: '10:00' }, 'first');
    expect(first.statusCode).toBe(201);

    const sameSlot = await reserve(golden, ma, { time: '10:00' });
    expect([sameSlot.statusCode, sameSlot.json()]).toEqual([
      409,
      {
        message: 'You already have a reservation at this shop for this time.',
        reason: 'already_reserved',
      },
    ]);
    expect((await reserve(golden, ma, { time: '11:00' })).statusCode).toBe(201);
    const third = await reserve(golden, ma, { time: '12:00' }, undefined, 'my');
    expect([third.statusCode, third.json()]).toEqual([
      409,
      {
        message: 'ဤနေ့အတွက် ဤဆိုင်တွင် သင့်ကြိုတင်နေရာယူမှု ၂ ခု ရှိပြီး ဖြစ်ပါသည်။',
        reason: 'too_many_reservations',
        limit: 2,
      },
    ]);
    // The retry of the first answers it; another day, another shop and another customer are free.
    const retry = await reserve(golden, ma, { time: '10:00' }, 'first');
    expect([retry.statusCode, retry.json<Reservation>().id]).toEqual([
      200,
      first.json<Reservation>().id,
    ]);
    expect((await reserve(golden, ma, { date: dayAhead(3) })).statusCode).toBe(201);
    expect((await reserve(other, ma)).statusCode).toBe(201);
    expect((await reserve(golden, await customer('Ko Ko'), { time: '12:00' })).statusCode).toBe(
      201,
    );
    // Cancelling one gives its place in the day back.
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerCancelReservation, {
        reservationId: first.json<Reservation>().id,
      })}`,
      headers: ma.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await reserve(golden, ma, { time: '12:00' })).statusCode).toBe(201);

    // At once, at the slots of another day: two get through.
    const date = dayAhead(4);
    const racing = await Promise.all(
      ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].map((time) =>
        reserve(golden, ma, { date, time }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservations WHERE customer_id = $1 AND date = $2::date`,
      [ma.customer.id, date],
    );
    expect(rows[0]?.n).toBe(2);
  });

  test('placements per customer are rate limited (429 with Retry-After); a retry is not counted', async () => {
    await start({ placementsPerWindow: 3, placementWindowSeconds: 60 });
    const golden = await shop('golden-cup');
    const ma = await customer();
    expect((await place(golden, ma, 'a')).statusCode).toBe(201);
    expect((await reserve(golden, ma)).statusCode).toBe(201);
    // The same key twice more: answered from the first, not counted.
    expect((await place(golden, ma, 'a')).statusCode).toBe(200);
    expect((await place(golden, ma, 'a')).statusCode).toBe(200);
    expect((await place(golden, ma, 'b')).statusCode).toBe(201);

    const limited = await place(golden, ma, 'c');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      message: `You are placing orders too quickly. Please try again in ${retryAfter} seconds.`,
    });
    expect((await reserve(golden, ma, { time: '11:00' })).statusCode).toBe(429);
    // Another token of the same customer (a new sign-in) is no new allowance.
    const token = await app.issueCustomerToken(ma.customer.id);
    const again = { ...ma, token, headers: { authorization: `Bearer ${token}` } };
    expect((await place(golden, again, 'd')).statusCode).toBe(429);
    // Another customer is not held back.
    expect((await place(golden, await customer('Ko Ko'))).statusCode).toBe(201);
    expect(await count('shop_orders', ma.customer.id)).toBe(2);
  });

  test('a shop blocks a customer by the id its inbox shows, and takes the block back', async () => {
    await start();
    const golden = await shop('golden-cup');
    const other = await shop('silver-cup');
    const ma = await customer();
    const ko = await customer('Ko Ko');
    const stranger = await customer('Stranger');
    const at = { merchantId: golden.merchant.merchantId };
    const placed = await place(golden, ma);
    expect(placed.statusCode).toBe(201);
    expect(placed.json<ShopOrder>().customer.id).toBe(ma.customer.id);

    const inbox = await call(app, 'GET', apiPaths.merchantInbox, at, {
      headers: golden.merchant.headers,
    });
    const shown = inbox.json<Inbox>().orders[0]!.customer;
    expect(shown).toEqual({ id: ma.customer.id, name: 'Ma Hnin', phone: ma.customer.phone });

    const blockPath = (customerId: number) =>
      fillPath(inboxPaths.merchantBlockedCustomer, { ...at, customerId });
    const block = (customerId: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/${blockPath(customerId)}`,
        headers: golden.merchant.headers,
      });
    const blocked = await block(shown.id!);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      customer: { id: ma.customer.id, name: 'Ma Hnin', phone: ma.customer.phone },
      blocked_at: expect.any(String),
    });
    expect((await block(shown.id!)).statusCode).toBe(200);
    // A customer who never ordered or reserved here is no customer of the shop's.
    expect((await block(stranger.customer.id)).statusCode).toBe(404);

    const refused = await place(golden, ma);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: 'This shop is not taking your orders.', reason: 'customer_blocked' },
    ]);
    const refusedBurmese = await place(golden, ma, undefined, 'my');
    expect(refusedBurmese.json()).toEqual({
      message: 'ဤဆိုင်သည် သင့်အော်ဒါများကို လက်မခံပါ။',
      reason: 'customer_blocked',
    });
    const reservation = await reserve(golden, ma);
    expect([reservation.statusCode, reservation.json()]).toEqual([
      403,
      { message: 'This shop is not taking your orders.', reason: 'customer_blocked' },
    ]);
    // Another customer here, and the same customer at another shop, are not refused.
    expect((await place(golden, ko)).statusCode).toBe(201);
    expect((await place(other, ma)).statusCode).toBe(201);
    expect(await count('shop_orders', ma.customer.id)).toBe(2);

    const list = await call(app, 'GET', inboxPaths.merchantBlockedCustomers, at, {
      headers: golden.merchant.headers,
    });
    expect(list.json<BlockedCustomers>().customers.map((c) => c.customer.id)).toEqual([
      ma.customer.id,
    ]);
    // The other shop's list is its own.
    const otherList = await call(
      app,
      'GET',
      inboxPaths.merchantBlockedCustomers,
      { merchantId: other.merchant.merchantId },
      { headers: other.merchant.headers },
    );
    expect(otherList.json<BlockedCustomers>().customers).toEqual([]);

    const unblock = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/${blockPath(ma.customer.id)}`,
        headers: golden.merchant.headers,
      });
    expect((await unblock()).statusCode).toBe(204);
    expect((await unblock()).statusCode).toBe(404);
    expect((await place(golden, ma)).statusCode).toBe(201);
    expect((await reserve(golden, ma)).statusCode).toBe(201);
  });

  test('the inbox: a flood of new orders never pushes an open one out; the finished ones page', async () => {
    await start();
    const golden = await shop('golden-cup');
    const merchantId = golden.merchant.merchantId;
    const ma = await customer();
    // The oldest open order, placed yesterday: still waiting for the shop.
    const oldest = (await place(golden, ma)).json<ShopOrder>();
    await database.db.query(
      `UPDATE shop_orders SET placed_at = now() - interval '1 day' WHERE id = $1`,
      [oldest.id],
    );
    // The flood, newer than it: 40 still open and 560 finished today (written straight into the
    // table: the limits would refuse as many through the API).
    await database.db.query(
      `INSERT INTO shop_orders (merchant_id, customer_id, number, state, subtotal, total)
       SELECT $1, $2, 1000 + g, CASE WHEN g % 15 = 0 THEN 'placed' ELSE 'completed' END, 100, 100
         FROM generate_series(1, 600) AS g`,
      [merchantId, ma.customer.id],
    );
    const { rows } = await database.db.query<{ id: number; state: string }>(
      'SELECT id, state FROM shop_orders WHERE merchant_id = $1',
      [merchantId],
    );
    const openIds = rows.filter((r) => r.state === 'placed').map((r) => r.id);
    const finishedIds = rows.filter((r) => r.state === 'completed').map((r) => r.id);
    expect(openIds).toHaveLength(41);

    const inbox = await call(
      app,
      'GET',
      apiPaths.merchantInbox,
      { merchantId },
      {
        headers: golden.merchant.headers,
      },
    );
    expect(inbox.statusCode).toBe(200);
    const body = inbox.json<Inbox>();
    const listedOpen = body.orders.filter((o) => o.state === 'placed').map((o) => o.id);
    expect(listedOpen.sort((a, b) => a - b)).toEqual(openIds.sort((a, b) => a - b));
    expect(listedOpen).toContain(oldest.id);
    // Open ones first, then a page of finished ones.
    const firstFinished = body.orders.findIndex((o) => o.state !== 'placed');
    expect(firstFinished).toBe(41);
    expect(body.orders.length).toBeLessThan(rows.length);
    expect(body.orders_before).not.toBeNull();

    // 'Load more' until the end: every finished order once, newest first.
    const seen = body.orders.filter((o) => o.state === 'completed').map((o) => o.id);
    let before = body.orders_before;
    while (before !== null && before !== undefined) {
      const page = await app.inject({
        method: 'GET',
        url: `/api/${fillPath(inboxPaths.merchantInboxOrders, { merchantId })}?before=${before}`,
        headers: golden.merchant.headers,
      });
      expect(page.statusCode).toBe(200);
      const next = page.json<InboxOrdersPage>();
      expect(next.orders.every((o) => o.state === 'completed')).toBe(true);
      seen.push(...next.orders.map((o) => o.id));
      before = next.orders_before;
    }
    expect(seen).toEqual([...finishedIds].sort((a, b) => b - a));
    // A cursor that is not an order id is refused.
    const bad = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(inboxPaths.merchantInboxOrders, { merchantId })}?before=abc`,
      headers: golden.merchant.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});
