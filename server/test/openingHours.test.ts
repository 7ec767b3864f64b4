/**
 * Opening hours and 'Busy' on the server: an order outside the hours of the branch it is placed at
 * (or of the shop itself) is refused with 409 `closed` saying when it opens next, in the shop's
 * words and the reader's language; a pause of 15, 30 or 60 minutes set from the inbox refuses new
 * orders there with 409 `busy` until it ends (by itself, or taken back), and the store page says
 * until when. Nothing is stored for a refused order. On PGlite and PostgreSQL.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BusyPauses } from '@contract/busy';
import { inboxPaths } from '@contract/inboxPaths';
import type { ShopPageResponse } from '@contract/store';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, saveStore } from './storeKit';

jest.setTimeout(60_000);

const HALF_PAST_SIX = 6.5 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The Yangon calendar day `ahead` days from now: its date and ISO weekday (1 Monday … 7 Sunday). */
function yangonDay(ahead: number): { date: string; weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7 } {
  const shifted = new Date(Date.now() + HALF_PAST_SIX + ahead * DAY);
  const day = shifted.getUTCDay();
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: (day === 0 ? 7 : day) as 1 | 2 | 3 | 4 | 5 | 6 | 7,
  };
}

describe.each(databases())('opening hours and Busy on %s', (kind) => {
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
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, 'Ma Hnin');
  };

  const place = (
    shop: OrderingShop,
    who: SignedInCustomer,
    branchId: number | null,
    headers: Record<string, string> = {},
    pickupAt?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `key-${Math.random()}`, ...headers },
      payload: {
        branch_id: branchId,
        note: '',
        table: null,
        lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
        ...(pickupAt === undefined ? {} : { pickup_at: pickupAt }),
      },
    });

  const pause = (shop: OrderingShop, payload: unknown, headers = shop.merchant.headers) =>
    call(
      app,
      'POST',
      inboxPaths.merchantBusy,
      { merchantId: shop.merchant.merchantId },
      { headers, payload },
    );

  const orderCount = async () =>
    (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders')).rows[0]
      ?.n;

  test("a closed shop refuses an order with when it opens next, in the reader's language", async () => {
    const tomorrow = yangonDay(1);
    const shop = await orderingShop(app, database.db, 'opens-tomorrow', {
      withBranch: false,
      hours: [{ weekday: tomorrow.weekday, opens: '06:00', closes: '20:00' }],
    });
    const ma = await customer();

    const refused = await place(shop, ma, null);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Closed now. Opens tomorrow at 06:00',
      reason: 'closed',
      opens_at: new Date(`${tomorrow.date}T06:00:00+06:30`).toISOString(),
      orders_for_later: false,
    });
    const burmese = await place(shop, ma, null, { 'accept-language': 'my' });
    expect(burmese.statusCode).toBe(409);
    expect(burmese.json<{ message: string }>().message).toBe(
      'ယခု ပိတ်ထားပါသည်။ မနက်ဖြန် ၀၆:၀၀ တွင် ဖွင့်ပါမည်။',
    );
    expect(await orderCount()).toBe(0);
  });

  test('a shop open later in the week names the day; one without hours says so', async () => {
    const later = yangonDay(3);
    const shop = await orderingShop(app, database.db, 'opens-later', {
      withBranch: false,
      hours: [{ weekday: later.weekday, opens: '09:30', closes: '18:00' }],
    });
    const ma = await customer();
    const refused = await place(shop, ma, null);
    expect(refused.json()).toEqual({
      message: `Closed now. Opens on ${ENGLISH_DAYS[later.weekday - 1]} at 09:30`,
      reason: 'closed',
      opens_at: new Date(`${later.date}T09:30:00+06:30`).toISOString(),
      orders_for_later: false,
    });

    const none = await orderingShop(app, database.db, 'no-hours', { withBranch: false, hours: [] });
    const noHours = await place(none, ma, null);
    expect(noHours.statusCode).toBe(409);
    expect(noHours.json()).toEqual({
      message: 'Closed now. This shop has not given its opening hours.',
      reason: 'closed',
      opens_at: null,
      orders_for_later: false,
    });
    expect(await orderCount()).toBe(0);
  });

  test("a branch's own hours decide its orders, not the shop's", async () => {
    const shop = await orderingShop(app, database.db, 'branch-hours');
    // The branch opens only the day after tomorrow; the shop itself is open all day.
    const later = yangonDay(2);
    await database.db.query('UPDATE branches SET hours = $1 WHERE id = $2', [
      JSON.stringify([{ weekday: later.weekday, opens: '08:00', closes: '12:00' }]),
      shop.branchId,
    ]);
    const ma = await customer();
    const atBranch = await place(shop, ma, shop.branchId);
    expect(atBranch.statusCode).toBe(409);
    expect(atBranch.json<{ reason: string }>().reason).toBe('closed');
    expect((await place(shop, ma, null)).statusCode).toBe(201);
    expect(await orderCount()).toBe(1);
  });

  test("'Busy' pauses new orders where it is set, the store page says until when, and it ends", async () => {
    const shop = await orderingShop(app, database.db, 'busy-tea');
    const ma = await customer();
    const before = Date.now();

    const set = await pause(shop, { branch_id: null, minutes: 30 });
    expect(set.statusCode).toBe(200);
    const { pauses } = set.json<BusyPauses>();
    expect(pauses.map(({ branch_id, name }) => ({ branch_id, name }))).toEqual([
      { branch_id: null, name: null },
      { branch_id: shop.branchId, name: 'Bahan branch' },
    ]);
    const until = Date.parse(pauses[0]!.busy_until!);
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000 - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 5_000);
    expect(pauses[1]!.busy_until).toBeNull();

    const refused = await place(shop, ma, null);
    expect(refused.statusCode).toBe(409);
    const clock = new Date(until + HALF_PAST_SIX).toISOString().slice(11, 16);
    expect(refused.json()).toEqual({
      message: `Busy: not taking new orders until ${clock}. Please try again then.`,
      reason: 'busy',
      busy_until: pauses[0]!.busy_until,
    });
    // The branch is not paused: it takes the order.
    expect((await place(shop, ma, shop.branchId)).statusCode).toBe(201);

    const page = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`,
    });
    const shown = page.json<ShopPageResponse>();
    expect(shown.busy_until).toBe(pauses[0]!.busy_until);
    expect(shown.branches.map((b) => b.busy_until)).toEqual([null]);

    // A pause that has run out counts for nothing, and reads as none.
    await database.db.query(
      "UPDATE stores SET busy_until = now() - interval '1 second' WHERE merchant_id = $1",
      [shop.merchant.merchantId],
    );
    expect((await place(shop, ma, null)).statusCode).toBe(201);
    const listed = await call(
      app,
      'GET',
      inboxPaths.merchantBusy,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    expect(listed.json<BusyPauses>().pauses.map((p) => p.busy_until)).toEqual([null, null]);
    expect(await orderCount()).toBe(2);
  });

  test("'Take orders again' ends a branch's pause at once", async () => {
    const shop = await orderingShop(app, database.db, 'busy-branch');
    const ma = await customer();
    expect((await pause(shop, { branch_id: shop.branchId, minutes: 15 })).statusCode).toBe(200);
    expect((await place(shop, ma, shop.branchId)).json<{ reason: string }>().reason).toBe('busy');
    const ended = await pause(shop, { branch_id: shop.branchId, minutes: 0 });
    expect(ended.json<BusyPauses>().pauses.map((p) => p.busy_until)).toEqual([null, null]);
    expect((await place(shop, ma, shop.branchId)).statusCode).toBe(201);
  });

  test('a pause takes 0, 15, 30 or 60 minutes of its own branches, from its own shop only', async () => {
    const shop = await orderingShop(app, database.db, 'busy-rules');
    const other = await orderingShop(app, database.db, 'busy-other');
    for (const payload of [
      { branch_id: null, minutes: 45 },
      { branch_id: null, minutes: '30' },
      { branch_id: null },
      { branch_id: null, minutes: 30, extra: true },
    ]) {
      const refused = await pause(shop, payload);
      expect(refused.statusCode).toBe(422);
    }
    // Another shop's branch is not found; another shop's pauses are not the caller's to set.
    expect((await pause(shop, { branch_id: other.branchId, minutes: 30 })).statusCode).toBe(404);
    expect(
      (await pause(other, { branch_id: null, minutes: 30 }, shop.merchant.headers)).statusCode,
    ).toBe(403);
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM stores WHERE busy_until IS NOT NULL)
            + (SELECT count(*) FROM branches WHERE busy_until IS NOT NULL) AS n`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  test('a shop that takes orders for later takes one while closed, for one of its pickup times', async () => {
    const tomorrow = yangonDay(1);
    const hours = [{ weekday: tomorrow.weekday, opens: '06:00', closes: '20:00' }];
    const shop = await orderingShop(app, database.db, 'later-tea', { withBranch: false, hours });
    const ma = await customer();
    const six = new Date(`${tomorrow.date}T06:00:00+06:30`).toISOString();

    // Not taking orders for later: a pickup time is refused.
    const notTaken = await place(shop, ma, null, {}, six);
    expect(notTaken.statusCode).toBe(422);
    expect(notTaken.json()).toEqual({
      status: false,
      message: 'This shop does not take orders for later.',
      data: { errors: { pickup_at: ['This shop does not take orders for later.'] } },
    });

    await saveStore(app, shop.merchant, {
      name: `Shop ${shop.slug}`,
      slug: shop.slug,
      hours,
      orders_for_later: true,
    });
    const now = await place(shop, ma, null);
    expect(now.statusCode).toBe(409);
    expect(now.json()).toMatchObject({ reason: 'closed', orders_for_later: true });
    // 05:45 is before the opening, 20:00 is its closing, 06:05 is not on a step.
    for (const time of ['05:45', '20:00', '06:05']) {
      const refused = await place(shop, ma, null, {}, `${tomorrow.date}T${time}:00+06:30`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ data: { errors: unknown } }>().data.errors).toEqual({
        pickup_at: ['Please choose one of the pickup times the shop offers.'],
      });
    }
    expect(await orderCount()).toBe(0);

    // The same instant written with the Yangon offset is the same pickup time.
    const taken = await place(shop, ma, null, {}, `${tomorrow.date}T06:00:00+06:30`);
    expect(taken.statusCode).toBe(201);
    expect(taken.json<{ pickup_at: string | null }>().pickup_at).toBe(six);
    const last = await place(shop, ma, null, {}, `${tomorrow.date}T19:45:00+06:30`);
    expect(last.statusCode).toBe(201);
    expect(await orderCount()).toBe(2);
  });

  test("an order for later is taken during a pause of 'Busy'; one for now is not", async () => {
    const shop = await orderingShop(app, database.db, 'later-busy', { withBranch: false });
    await saveStore(app, shop.merchant, {
      name: `Shop ${shop.slug}`,
      slug: shop.slug,
      hours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
        weekday,
        opens: '00:00',
        closes: '24:00',
      })),
      orders_for_later: true,
    });
    expect((await pause(shop, { branch_id: null, minutes: 60 })).statusCode).toBe(200);
    const ma = await customer();
    expect((await place(shop, ma, null)).json<{ reason: string }>().reason).toBe('busy');
    const tomorrow = yangonDay(1).date;
    const later = await place(shop, ma, null, {}, `${tomorrow}T12:00:00+06:30`);
    expect(later.statusCode).toBe(201);
  });
});
