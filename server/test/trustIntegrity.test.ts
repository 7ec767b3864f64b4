/**
 * Integrity of what the server stores (issue 31): totals that would not fit their columns are
 * refused (an order) or summed wide enough (a day's amount), point balances are capped; dates
 * outside 2000-2100 are refused by the schema; an Idempotency-Key stands for one request only.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { CatalogueItem } from '@contract/store';
import type { Inbox, ShopOrder } from '@contract/orders';
import { LOYALTY_LIMITS, pointsCredited } from '@contract/loyaltyRules';
import { addDays, yangonNow } from '@contract/orderRules';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, item } from './storeKit';

// Each test builds shops through the API: slow on a busy machine.
jest.setTimeout(60_000);

const TOO_LARGE = 'The order total is too large. Please order fewer items.';
const KEY_REUSED = {
  status: false,
  message: 'This Idempotency-Key was already used with different parameters.',
  data: {
    errors: {
      'idempotency-key': ['This Idempotency-Key was already used with different parameters.'],
    },
  },
  reason: 'idempotency_key_reused',
};

test('a balance takes points up to its cap, and none once full', () => {
  const max = LOYALTY_LIMITS.pointsBalanceMax;
  expect(pointsCredited(0, 500)).toBe(500);
  expect(pointsCredited(max - 10, 500)).toBe(10);
  expect(pointsCredited(max, 500)).toBe(0);
  expect(pointsCredited(0, 3 * max)).toBe(max);
});

describe.each(databases())('trust and integrity on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const customer = (name = 'Ma Hnin') => {
    phone += 1;
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, name);
  };

  const place = (
    shop: { slug: string },
    who: SignedInCustomer,
    body: Record<string, unknown>,
    key = `key-${Math.random()}`,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': key, ...headers },
      payload: { branch_id: null, note: '', table: null, ...body },
    });

  const act = (shop: OrderingShop, orderId: number, action: string) =>
    call(
      app,
      'POST',
      apiPaths.merchantOrderAction,
      { merchantId: shop.merchant.merchantId, orderId, action },
      { headers: shop.merchant.headers, payload: {} },
    );

  /** An item at the highest price a catalogue takes (100,000,000 MMK). */
  const dearItem = async (shop: OrderingShop): Promise<CatalogueItem> => {
    const response = await call(
      app,
      'POST',
      apiPaths.storeItems,
      { merchantId: shop.merchant.merchantId },
      {
        headers: { ...shop.merchant.headers, 'idempotency-key': 'dear' },
        payload: item({ name: 'Gold leaf', price: 100_000_000 }),
      },
    );
    expect(response.statusCode).toBe(201);
    return response.json<CatalogueItem>();
  };

  const completed = async (shop: OrderingShop, who: SignedInCustomer, lines: object[]) => {
    const placed = await place(shop, who, { lines });
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json<ShopOrder>();
    for (const action of ['accept', 'ready', 'complete']) {
      expect((await act(shop, id, action)).statusCode).toBe(200);
    }
    return placed.json<ShopOrder>();
  };

  const inbox = (shop: OrderingShop, date?: string) =>
    call(
      app,
      'GET',
      `${apiPaths.merchantInbox}${date === undefined ? '' : `?date=${date}`}`,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );

  const count = async (table: string) =>
    (await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  describe('totals', () => {
    test('an order past what an order holds is 422 on its lines, quoted or placed, nothing stored', async () => {
      const shop = await orderingShop(app, database.db, 'gold-shop');
      const gold = await dearItem(shop);
      const ma = await customer();
      const lines = [{ item_id: gold.id, quantity: 22 }];

      const placed = await place(shop, ma, { lines });
      expect(placed.statusCode).toBe(422);
      expect(placed.json()).toEqual({
        status: false,
        message: TOO_LARGE,
        data: { errors: { lines: [TOO_LARGE] } },
      });
      const burmese = await place(shop, ma, { lines }, 'k-my', { 'accept-language': 'my' });
      expect(burmese.statusCode).toBe(422);
      expect(burmese.json<{ message: string }>().message).not.toBe(TOO_LARGE);

      const quoted = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.customerQuote, { slug: shop.slug })}`,
        payload: { branch_id: null, lines, promo_code: null },
      });
      expect(quoted.statusCode).toBe(422);
      expect(quoted.json()).toMatchObject({ data: { errors: { lines: [TOO_LARGE] } } });
      expect(await count('shop_orders')).toBe(0);

      // The inbox of that day still answers.
      expect((await inbox(shop)).statusCode).toBe(200);
      // Just inside the limit is an order.
      const most = await place(shop, ma, { lines: [{ item_id: gold.id, quantity: 21 }] });
      expect(most.statusCode).toBe(201);
      expect(most.json<ShopOrder>().total).toBe(2_100_000_000);
    });

    test("the day's completed amount may pass what an integer holds", async () => {
      const shop = await orderingShop(app, database.db, 'gold-shop');
      const gold = await dearItem(shop);
      await completed(shop, await customer(), [{ item_id: gold.id, quantity: 21 }]);
      await completed(shop, await customer('Ko Ko'), [{ item_id: gold.id, quantity: 21 }]);

      const answer = await inbox(shop);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<Inbox>().totals).toMatchObject({
        orders: 2,
        completed_amount: 4_200_000_000,
      });
    });

    test('a point balance is capped: a large order fills it, the next adds nothing', async () => {
      const shop = await orderingShop(app, database.db, 'gold-shop');
      const points = await call(
        app,
        'PUT',
        apiPaths.merchantPoints,
        { merchantId: shop.merchant.merchantId },
        { headers: shop.merchant.headers, payload: { enabled: true, points_per_1000: 1000 } },
      );
      expect(points.statusCode).toBe(200);
      const gold = await dearItem(shop);
      const ma = await customer();
      // 2,100,000,000 MMK at 1,000 points per 1,000 MMK: more points than a balance holds.
      const first = await completed(shop, ma, [{ item_id: gold.id, quantity: 21 }]);
      const second = await completed(shop, ma, [{ item_id: gold.id, quantity: 1 }]);

      const balance = await database.db.query<{ balance: number }>(
        'SELECT balance FROM point_balances WHERE customer_id = $1',
        [ma.customer.id],
      );
      expect(balance.rows).toEqual([{ balance: LOYALTY_LIMITS.pointsBalanceMax }]);
      const entries = await database.db.query<{ order_id: number; points: number }>(
        'SELECT order_id, points FROM point_entries WHERE customer_id = $1 ORDER BY id',
        [ma.customer.id],
      );
      expect(entries.rows).toEqual([
        { order_id: first.id, points: LOYALTY_LIMITS.pointsBalanceMax },
      ]);
      expect(second.total).toBe(100_000_000);
    });
  });

  describe('dates', () => {
    const OUT_OF_RANGE = ['0000-01-01', '1999-12-31', '2101-01-01'];

    test('the inbox refuses a day before 2000 or after 2100 with 422', async () => {
      const shop = await orderingShop(app, database.db, 'date-shop');
      for (const date of OUT_OF_RANGE) {
        const answer = await inbox(shop, date);
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toMatchObject({ status: false, data: { errors: {} } });
      }
      for (const date of ['2000-01-01', '2100-12-31']) {
        const answer = await inbox(shop, date);
        expect(answer.statusCode).toBe(200);
        expect(answer.json<Inbox>().date).toBe(date);
      }
    });

    test("a promo code's days and an event's day are refused outside 2000-2100 with 422", async () => {
      const shop = await orderingShop(app, database.db, 'date-shop');
      const at = { merchantId: shop.merchant.merchantId };
      const promo = (valid_from: string, valid_to: string, key: string) =>
        call(app, 'POST', apiPaths.merchantPromoCodes, at, {
          headers: { ...shop.merchant.headers, 'idempotency-key': key },
          payload: {
            code: `C-${key}`,
            kind: 'percent',
            value: 10,
            valid_from,
            valid_to,
            max_uses: null,
            min_total: 0,
            active: true,
          },
        });
      const post = (event_date: string, key: string) =>
        call(app, 'POST', apiPaths.merchantPosts, at, {
          headers: { ...shop.merchant.headers, 'idempotency-key': key },
          payload: {
            kind: 'event',
            title: 'Thingyan',
            body: '',
            event_date,
            event_time: '10:00',
            photo_id: null,
          },
        });
      const today = yangonNow(new Date()).date;
      for (const [n, date] of OUT_OF_RANGE.entries()) {
        const from = await promo(date, addDays(today, 1), `from${n}`);
        expect(from.statusCode).toBe(422);
        expect(from.json()).toMatchObject({ data: { errors: { valid_from: expect.any(Array) } } });
        const to = await promo(today, date, `to${n}`);
        expect(to.statusCode).toBe(422);
        expect(to.json()).toMatchObject({ data: { errors: { valid_to: expect.any(Array) } } });
        const event = await post(date, `event${n}`);
        expect(event.statusCode).toBe(422);
        expect(event.json()).toMatchObject({ data: { errors: { event_date: expect.any(Array) } } });
      }
      expect((await promo('2000-01-01', '2100-12-31', 'wide')).statusCode).toBe(201);
      expect((await post('2100-12-31', 'last')).statusCode).toBe(201);
    });
  });

  describe('idempotency keys', () => {
    test('a key stands for one request: another body or another shop is 422, the same body replays', async () => {
      const shop = await orderingShop(app, database.db, 'shop-a');
      const other = await orderingShop(app, database.db, 'shop-b');
      const ma = await customer();
      const body = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] };

      const first = await place(shop, ma, body, 'basket-1');
      expect(first.statusCode).toBe(201);
      const again = await place(shop, ma, body, 'basket-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());

      const changed = await place(
        shop,
        ma,
        { lines: [{ item_id: shop.items.tea.id, quantity: 2 }] },
        'basket-1',
      );
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toEqual(KEY_REUSED);

      const elsewhere = await place(
        other,
        ma,
        { lines: [{ item_id: other.items.tea.id, quantity: 1 }] },
        'basket-1',
      );
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json()).toEqual(KEY_REUSED);

      const burmese = await place(other, ma, body, 'basket-1', { 'accept-language': 'my' });
      expect(burmese.statusCode).toBe(422);
      expect(burmese.json()).toMatchObject({ reason: 'idempotency_key_reused' });
      expect(burmese.json<{ message: string }>().message).not.toBe(KEY_REUSED.message);

      // Another customer's key of the same spelling is their own.
      const ko = await customer('Ko Ko');
      const theirs = await place(
        other,
        ko,
        { lines: [{ item_id: other.items.tea.id, quantity: 1 }] },
        'basket-1',
      );
      expect(theirs.statusCode).toBe(201);
      expect(await count('shop_orders')).toBe(2);
    });

    test('a refused request gives its key back: the corrected retry is placed', async () => {
      const shop = await orderingShop(app, database.db, 'shop-a');
      const ma = await customer();
      const refused = await place(
        shop,
        ma,
        { lines: [{ item_id: shop.items.massage.id, quantity: 1 }] },
        'retry',
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ reason: 'not_orderable' });
      const corrected = await place(
        shop,
        ma,
        { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] },
        'retry',
      );
      expect(corrected.statusCode).toBe(201);
    });

    test('two different requests raced with one key: one is placed, the other refused', async () => {
      const shop = await orderingShop(app, database.db, 'shop-a');
      const ma = await customer();
      const answers = await Promise.all(
        [1, 2, 3, 4].map((quantity) =>
          place(shop, ma, { lines: [{ item_id: shop.items.tea.id, quantity }] }, 'raced'),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, 422, 422, 422]);
      expect(await count('shop_orders')).toBe(1);
    });

    test("a merchant's key: the same item replays, another item is 422", async () => {
      const shop = await orderingShop(app, database.db, 'shop-a');
      const add = (name: string) =>
        call(
          app,
          'POST',
          apiPaths.storeItems,
          { merchantId: shop.merchant.merchantId },
          {
            headers: { ...shop.merchant.headers, 'idempotency-key': 'add-item' },
            payload: item({ name }),
          },
        );
      const first = await add('Lahpet');
      expect(first.statusCode).toBe(201);
      const again = await add('Lahpet');
      expect(again.statusCode).toBe(200);
      expect(again.json<CatalogueItem>().id).toBe(first.json<CatalogueItem>().id);
      const changed = await add('Mohinga');
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toEqual(KEY_REUSED);
    });
  });
});
