/**
 * Reservations (issue 19): a day's free slots from the opening hours, every rule of a slot,
 * capacity (and two customers racing for the last place), services and tables, idempotency, every
 * transition of the shop and the customer's cancel, ownership, the plan's feature, the live events
 * appended, the inbox's figures, and the capacity a merchant sets.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { ADDON, ALL_FEATURES_PLAN_ID } from '@contract/entitlements';
import type { Reservation, ReservationRequest, SlotsResponse } from '@contract/orders';
import type { Branch, CatalogueItem, MerchantStoreResponse } from '@contract/store';
import { buildTestApp, databases, subscribe, useTestDatabase, verifyPhone } from './helpers';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { branch, call, item, newMerchant, profile, saveStore, type Merchant } from './storeKit';

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7,
  opens: '09:00',
  closes: '17:00',
}));

/**
 * The fixed clock of the tests that depend on the time: Thursday 26 November 2026, 10:10 in
 * Yangon (03:40 UTC). Only `Date` is faked: timers, the database and the network run as usual.
 */
const THURSDAY_10_10 = new Date('2026-11-26T03:40:00Z');
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const WEDNESDAY = '2026-11-25';

function fixClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

interface Shop {
  m: Merchant;
  slug: string;
  serviceId: number;
  productId: number;
}

describe.each(databases())('reservations on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phones = 0;
  let keys = 0;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(async () => {
    jest.useRealTimers();
    await app.close();
  });

  /** A signed-in customer, named unless `name` is null. */
  const customer = (name: string | null = 'Ko Aung') => {
    phones += 1;
    return signInCustomer(app, `0978${String(phones).padStart(7, '0')}`, name ?? undefined);
  };

  const created = async <T>(path: string, m: Merchant, payload: unknown): Promise<T> => {
    const response = await call(
      app,
      'POST',
      path,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
        payload,
      },
    );
    expect(response.statusCode).toBe(201);
    return response.json<T>();
  };

  /** A published, listed shop with a service and a product; by default with every feature. */
  const listedShop = async ({
    planId = ALL_FEATURES_PLAN_ID,
    addons = [],
    hours = ALL_WEEK,
    capacity,
  }: {
    planId?: number;
    addons?: Array<[number, number]>;
    hours?: typeof ALL_WEEK;
    capacity?: number;
  } = {}): Promise<Shop> => {
    const m = await newMerchant(app);
    const saved = await saveStore(app, m, {
      hours,
      ...(capacity === undefined ? {} : { slot_capacity: capacity }),
    });
    await subscribe(app, m, planId, addons);
    await verifyPhone(database.db, m.merchantId);
    const service = await created<CatalogueItem>(apiPaths.storeItems, m, {
      ...item({ kind: 'service', name: 'Haircut', price: 5000 }),
    });
    const product = await created<CatalogueItem>(apiPaths.storeItems, m, item());
    const published = await call(
      app,
      'POST',
      apiPaths.storePublish,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
      },
    );
    expect(published.statusCode).toBe(200);
    return { m, slug: saved.profile!.slug, serviceId: service.id, productId: product.id };
  };

  const request = (overrides: Partial<ReservationRequest> = {}): ReservationRequest => ({
    branch_id: null,
    item_id: null,
    date: FRIDAY,
    time: '10:00',
    party_size: 2,
    note: '',
    ...overrides,
  });

  const reserve = (
    c: SignedInCustomer,
    slug: string,
    overrides: Partial<ReservationRequest> = {},
    key = `key-${(keys += 1)}`,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerReserve, { slug })}`,
      headers: { ...c.headers, 'idempotency-key': key, ...headers },
      payload: request(overrides),
    });

  const slots = (slug: string, date: string, branchId?: number) =>
    app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.customerSlots, { slug })}?date=${date}${
        branchId === undefined ? '' : `&branch=${branchId}`
      }`,
    });

  const act = (m: Merchant, reservationId: number, action: string, payload: unknown = {}) =>
    call(
      app,
      'POST',
      apiPaths.merchantReservationAction,
      { merchantId: m.merchantId, reservationId, action },
      { headers: m.headers, payload },
    );

  const cancel = (c: SignedInCustomer, reservationId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerCancelReservation, { reservationId })}`,
      headers: c.headers,
    });

  const events = async (merchantId: number) => {
    const { rows } = await database.db.query<{ customer_id: number; payload: unknown }>(
      'SELECT customer_id, payload FROM live_events WHERE merchant_id = $1 ORDER BY id',
      [merchantId],
    );
    return rows.map((row) => ({
      customerId: row.customer_id,
      event: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        kind: string;
        reservation: Reservation;
      },
    }));
  };

  const rowCount = async (merchantId: number) => {
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservations WHERE merchant_id = $1',
      [merchantId],
    );
    return rows[0]?.n;
  };

  /* ------------------------------- slots ------------------------------- */

  describe('slots', () => {
    test("a day's slots come from its hours: half-hour openings, closed days, begun slots gone", async () => {
      const shop = await listedShop({
        hours: [
          { weekday: 4, opens: '09:15', closes: '12:00' },
          { weekday: 5, opens: '09:00', closes: '10:45' },
        ],
      });
      fixClock(THURSDAY_10_10);
      // Thursday opens at 09:15: the first slot starts at 09:30; 09:30 and 10:00 have begun.
      const thursday = await slots(shop.slug, THURSDAY);
      expect(thursday.statusCode).toBe(200);
      expect(thursday.json()).toEqual({
        date: THURSDAY,
        slots: [
          { time: '10:30', left: 4 },
          { time: '11:00', left: 4 },
          { time: '11:30', left: 4 },
        ],
      });
      // Friday closes at 10:45: the last slot that ends by then starts at 10:00.
      expect((await slots(shop.slug, FRIDAY)).json<SlotsResponse>().slots).toEqual([
        { time: '09:00', left: 4 },
        { time: '09:30', left: 4 },
        { time: '10:00', left: 4 },
      ]);
      // Saturday is not in the hours: closed. Yesterday and 61 days ahead offer nothing.
      for (const date of [SATURDAY, WEDNESDAY, '2027-01-29']) {
        expect([date, (await slots(shop.slug, date)).json()]).toEqual([date, { date, slots: [] }]);
      }
      // 60 days ahead (a Monday): still offered, but Monday is closed here.
      expect((await slots(shop.slug, '2027-01-25')).json<SlotsResponse>().slots).toEqual([]);
    });

    test('each slot shows the places left: requested and confirmed count, declined do not', async () => {
      const shop = await listedShop({ capacity: 3 });
      fixClock(THURSDAY_10_10);
      const [a, b, c] = [await customer(), await customer(), await customer()];
      const first = (await reserve(a, shop.slug, { time: '09:30' })).json<Reservation>();
      const second = (await reserve(b, shop.slug, { time: '09:30' })).json<Reservation>();
      await reserve(c, shop.slug, { time: '10:00' });
      expect((await act(shop.m, first.id, 'confirm')).statusCode).toBe(200);
      expect(
        (await act(shop.m, second.id, 'decline', { reason: 'Closed for a wedding' })).statusCode,
      ).toBe(200);
      const friday = (await slots(shop.slug, FRIDAY)).json<SlotsResponse>().slots;
      expect(friday.slice(0, 3)).toEqual([
        { time: '09:00', left: 3 },
        { time: '09:30', left: 2 },
        { time: '10:00', left: 2 },
      ]);
      expect(friday).toHaveLength(16);
    });

    test("a branch has its own hours and capacity; another shop's branch is refused", async () => {
      const shop = await listedShop();
      const other = await listedShop();
      const own = await created<Branch>(apiPaths.storeBranches, shop.m, {
        ...branch({ hours: [{ weekday: 5, opens: '14:00', closes: '15:30' }] }),
        slot_capacity: 2,
      });
      const theirs = await created<Branch>(apiPaths.storeBranches, other.m, branch());
      fixClock(THURSDAY_10_10);
      expect((await slots(shop.slug, FRIDAY, own.id)).json()).toEqual({
        date: FRIDAY,
        slots: [
          { time: '14:00', left: 2 },
          { time: '14:30', left: 2 },
          { time: '15:00', left: 2 },
        ],
      });
      const refused = await slots(shop.slug, FRIDAY, theirs.id);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().data.errors)).toEqual(['branch']);
    });

    test('an unlisted shop is 404; a shop without the feature is 403', async () => {
      expect((await slots('no-such-shop', FRIDAY)).statusCode).toBe(404);
      const unpublished = await listedShop();
      await call(
        app,
        'DELETE',
        apiPaths.storePublish,
        { merchantId: unpublished.m.merchantId },
        {
          headers: unpublished.m.headers,
        },
      );
      expect((await slots(unpublished.slug, FRIDAY)).json()).toEqual({ message: 'Shop not found' });
      const standard = await listedShop({ planId: 2 });
      const refused = await slots(standard.slug, FRIDAY);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your plan does not include this feature' });
      const withAddon = await listedShop({ planId: 1, addons: [[ADDON.orderReservations, 1]] });
      expect((await slots(withAddon.slug, FRIDAY)).statusCode).toBe(200);
    });
  });

  /* ---------------------------- reserving ----------------------------- */

  describe('reserving', () => {
    test('a table is reserved: 201, requested, with the customer and no service', async () => {
      const shop = await listedShop();
      const c = await customer('Ma Hnin');
      fixClock(THURSDAY_10_10);
      const response = await reserve(c, shop.slug, { party_size: 4, note: 'Window seat, please' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        shop: { slug: shop.slug, name: 'Shwe Yee Tea House' },
        branch: null,
        service: null,
        customer: { name: 'Ma Hnin', phone: c.customer.phone },
        date: FRIDAY,
        time: '10:00',
        party_size: 4,
        note: 'Window seat, please',
        state: 'requested',
        reason: null,
      });
    });

    test("a service is reserved by its id; a product, an unavailable or another shop's service is refused", async () => {
      const shop = await listedShop();
      const other = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      const service = await reserve(c, shop.slug, { item_id: shop.serviceId });
      expect(service.statusCode).toBe(201);
      expect(service.json().service).toEqual({ item_id: shop.serviceId, name: 'Haircut' });
      jest.useRealTimers();
      const off = await call(
        app,
        'PUT',
        apiPaths.storeItem,
        {
          merchantId: shop.m.merchantId,
          itemId: shop.serviceId,
        },
        {
          headers: shop.m.headers,
          payload: item({ kind: 'service', name: 'Haircut', price: 5000, available: false }),
        },
      );
      expect(off.statusCode).toBe(200);
      fixClock(THURSDAY_10_10);
      for (const itemId of [shop.productId, shop.serviceId, other.serviceId]) {
        const refused = await reserve(c, shop.slug, { item_id: itemId });
        expect([itemId, refused.statusCode]).toEqual([itemId, 422]);
        expect(refused.json().data.errors).toEqual({
          item_id: ['The selected item is invalid.'],
        });
      }
      expect(await rowCount(shop.m.merchantId)).toBe(1);
    });

    test('every slot problem is refused with its reason and a field error', async () => {
      const shop = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      const cases: Array<[Partial<ReservationRequest>, string, string, string]> = [
        [{ date: '2026-02-30' }, 'invalid_date', 'date', 'This date does not exist.'],
        [
          { date: WEDNESDAY },
          'in_the_past',
          'date',
          'This time has already passed. Please choose a later time.',
        ],
        [
          { date: THURSDAY, time: '10:00' },
          'in_the_past',
          'time',
          'This time has already passed. Please choose a later time.',
        ],
        [
          { date: '2027-01-26' },
          'too_far',
          'date',
          'Reservations can be made at most 60 days ahead.',
        ],
        // Open at 10:15, but not a half-hour slot.
        [
          { time: '10:15' },
          'outside_hours',
          'time',
          'The shop does not take reservations at this time.',
        ],
      ];
      for (const [overrides, reason, field, message] of cases) {
        const response = await reserve(c, shop.slug, overrides);
        expect([overrides, response.statusCode]).toEqual([overrides, 422]);
        expect(response.json()).toEqual({
          status: false,
          message,
          data: { errors: { [field]: [message] } },
          reason,
        });
      }
      expect(await rowCount(shop.m.merchantId)).toBe(0);
      // The edges: the next slot today, the last slot of the day, and 60 days ahead.
      expect((await reserve(c, shop.slug, { date: THURSDAY, time: '10:30' })).statusCode).toBe(201);
      expect((await reserve(c, shop.slug, { time: '16:30' })).statusCode).toBe(201);
      expect((await reserve(c, shop.slug, { date: '2027-01-25' })).statusCode).toBe(201);
      // In Burmese.
      const burmese = await reserve(c, shop.slug, { time: '10:15' }, undefined, {
        'accept-language': 'my',
      });
      expect(burmese.json().data.errors.time).toEqual(['ဤအချိန်တွင် ဆိုင်က ကြိုတင်နေရာယူမှု လက်မခံပါ။']);
    });

    test('a time the shop is closed at is 409 closed, with when it opens next after it', async () => {
      const shop = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      // Friday 08:30, before its 09:00 opening: it opens that day at 09:00.
      const early = await reserve(c, shop.slug, { time: '08:30' });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        message: 'The shop is closed at that time. It opens on Friday at 09:00.',
        reason: 'closed',
        opens_at: '2026-11-27T02:30:00.000Z',
      });
      // Friday 17:00, at closing: Saturday's 09:00, in Burmese.
      const late = await reserve(c, shop.slug, { time: '17:00' }, undefined, {
        'accept-language': 'my',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message: 'ထိုအချိန်တွင် ဆိုင်ပိတ်ထားပါသည်။ စနေနေ့ ၀၉:၀၀ တွင် ဖွင့်ပါသည်။',
        reason: 'closed',
        opens_at: '2026-11-28T02:30:00.000Z',
      });
      expect(await rowCount(shop.m.merchantId)).toBe(0);
    });

    test('a full slot answers 409 slot_full; a cancelled reservation frees its place', async () => {
      const shop = await listedShop({ capacity: 2 });
      const [a, b, c] = [await customer(), await customer(), await customer()];
      fixClock(THURSDAY_10_10);
      const first = await reserve(a, shop.slug);
      expect((await reserve(b, shop.slug)).statusCode).toBe(201);
      const full = await reserve(c, shop.slug);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({
        message: 'This time is fully booked. Please choose another time.',
        reason: 'slot_full',
      });
      // Another slot has its own places.
      expect((await reserve(c, shop.slug, { time: '10:30' })).statusCode).toBe(201);
      expect((await cancel(a, first.json<Reservation>().id)).statusCode).toBe(200);
      expect((await reserve(c, shop.slug)).statusCode).toBe(201);
      expect(await rowCount(shop.m.merchantId)).toBe(4);
    });

    test('customers racing for the last place: exactly one gets it', async () => {
      const shop = await listedShop({ capacity: 1 });
      const racers: SignedInCustomer[] = [];
      for (let i = 0; i < 6; i += 1) racers.push(await customer());
      fixClock(THURSDAY_10_10);
      const answers = await Promise.all(racers.map((c) => reserve(c, shop.slug)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await rowCount(shop.m.merchantId)).toBe(1);
    });

    test('the same Idempotency-Key answers the first reservation (200), even racing; a key is required', async () => {
      const shop = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      const first = await reserve(c, shop.slug, {}, 'tap-1');
      expect(first.statusCode).toBe(201);
      const again = await reserve(c, shop.slug, {}, 'tap-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // The key stands for that request: another one with it is refused, not answered the first.
      const other = await reserve(c, shop.slug, { party_size: 9 }, 'tap-1');
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ reason: 'idempotency_key_reused' });
      // Another slot: the first reservation holds this one for the customer.
      const racing = await Promise.all(
        [1, 2, 3].map(() => reserve(c, shop.slug, { time: '11:00' }, 'tap-2')),
      );
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(racing.map((r) => r.json<Reservation>().id)).size).toBe(1);
      expect(await rowCount(shop.m.merchantId)).toBe(2);
      const keyless = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.customerReserve, { slug: shop.slug })}`,
        headers: c.headers,
        payload: request(),
      });
      expect(keyless.statusCode).toBe(422);
      expect(Object.keys(keyless.json().data.errors)).toEqual(['idempotency-key']);
      expect(await rowCount(shop.m.merchantId)).toBe(2);
    });

    test('a customer without a name is asked for one (409 name_required)', async () => {
      const shop = await listedShop();
      const nameless = await customer(null);
      fixClock(THURSDAY_10_10);
      const response = await reserve(nameless, shop.slug);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Please tell us your name before making a reservation.',
        reason: 'name_required',
      });
      expect(await rowCount(shop.m.merchantId)).toBe(0);
    });

    test("a branch of the shop is reserved at; another shop's branch is refused", async () => {
      const shop = await listedShop();
      const other = await listedShop();
      const own = await created<Branch>(apiPaths.storeBranches, shop.m, {
        ...branch({ hours: ALL_WEEK }),
        slot_capacity: 1,
      });
      const theirs = await created<Branch>(
        apiPaths.storeBranches,
        other.m,
        branch({ hours: ALL_WEEK }),
      );
      const [a, b] = [await customer(), await customer()];
      fixClock(THURSDAY_10_10);
      const atBranch = await reserve(a, shop.slug, { branch_id: own.id });
      expect(atBranch.statusCode).toBe(201);
      expect(atBranch.json().branch).toEqual({ id: own.id, name: 'Bahan branch' });
      // The branch's one place is taken; the shop's own address still has its four.
      expect((await reserve(b, shop.slug, { branch_id: own.id })).json().reason).toBe('slot_full');
      expect((await reserve(b, shop.slug)).statusCode).toBe(201);
      const refused = await reserve(b, shop.slug, { branch_id: theirs.id });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().data.errors)).toEqual(['branch_id']);
    });

    test('unlisted shops, shops without the feature, and no customer token are refused', async () => {
      const standard = await listedShop({ planId: 2 });
      const c = await customer();
      fixClock(THURSDAY_10_10);
      expect((await reserve(c, 'no-such-shop')).statusCode).toBe(404);
      const refused = await reserve(c, standard.slug);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your plan does not include this feature' });
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.customerReserve, { slug: standard.slug })}`,
        headers: { 'idempotency-key': 'k' },
        payload: request(),
      });
      expect(anonymous.statusCode).toBe(401);
      // A merchant's token is not a customer's.
      const asMerchant = await reserve({ ...c, headers: standard.m.headers }, standard.slug);
      expect(asMerchant.statusCode).toBe(401);
      expect(await rowCount(standard.m.merchantId)).toBe(0);
    });

    test('a Zawgyi note is refused', async () => {
      const shop = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      const response = await reserve(c, shop.slug, { note: 'ေရႊျမန္မာ စားေသာက္ဆိုင္' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().data.errors)).toEqual(['note']);
    });
  });

  /* --------------------------- transitions ----------------------------- */

  describe('transitions', () => {
    /**
     * A reservation of `c` at `shop`, brought to `state` the way people would. A customer holds
     * one reservation per slot, so each call takes the next free one: Friday's sixteen half hours
     * from 09:00, then Saturday's.
     */
    let slot = 0;
    beforeEach(() => {
      slot = 0;
    });
    const nextSlot = () => {
      const n = slot++;
      const minutes = 9 * 60 + 30 * (n % 16);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
      return { date: n < 16 ? FRIDAY : SATURDAY, time };
    };
    const inState = async (shop: Shop, c: SignedInCustomer, state: string) => {
      const made = await reserve(c, shop.slug, nextSlot());
      expect(made.statusCode).toBe(201);
      const { id } = made.json<Reservation>();
      const steps: Record<string, Array<() => ReturnType<typeof act>>> = {
        requested: [],
        confirmed: [() => act(shop.m, id, 'confirm')],
        declined: [() => act(shop.m, id, 'decline', { reason: 'Fully booked' })],
        completed: [() => act(shop.m, id, 'confirm'), () => act(shop.m, id, 'complete')],
        no_show: [() => act(shop.m, id, 'confirm'), () => act(shop.m, id, 'no_show')],
        cancelled: [() => cancel(c, id)],
      };
      for (const step of steps[state]!) expect((await step()).statusCode).toBe(200);
      return id;
    };

    // Every action of the shop from every state: the state it leads to, or null (409).
    const table: Array<[string, string, string | null]> = [
      ['requested', 'confirm', 'confirmed'],
      ['requested', 'decline', 'declined'],
      ['requested', 'complete', null],
      ['requested', 'no_show', null],
      ['confirmed', 'confirm', null],
      ['confirmed', 'decline', null],
      ['confirmed', 'complete', 'completed'],
      ['confirmed', 'no_show', 'no_show'],
      ...['declined', 'completed', 'no_show', 'cancelled'].flatMap((state) =>
        ['confirm', 'decline', 'complete', 'no_show'].map(
          (action) => [state, action, null] as [string, string, null],
        ),
      ),
    ];

    test('every action of the shop from every state: legal ones change it, others answer 409 with the state', async () => {
      const shop = await listedShop({ capacity: 100 });
      const c = await customer();
      fixClock(THURSDAY_10_10);
      for (const [state, action, next] of table) {
        const id = await inState(shop, c, state);
        const response = await act(
          shop.m,
          id,
          action,
          action === 'decline' ? { reason: 'Sorry' } : {},
        );
        if (next === null) {
          expect([state, action, response.statusCode]).toEqual([state, action, 409]);
          expect(response.json()).toEqual({
            message: 'This reservation can no longer be changed that way.',
            reason: 'illegal_transition',
            state,
          });
        } else {
          expect([state, action, response.statusCode]).toEqual([state, action, 200]);
          expect(response.json()).toMatchObject({ id, state: next });
        }
        const { rows } = await database.db.query<{ state: string }>(
          'SELECT state FROM reservations WHERE id = $1',
          [id],
        );
        expect([state, action, rows[0]?.state]).toEqual([state, action, next ?? state]);
      }
    });

    test('declining needs a reason, kept for the customer', async () => {
      const shop = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      const id = await inState(shop, c, 'requested');
      const bare = await act(shop.m, id, 'decline');
      expect(bare.statusCode).toBe(422);
      expect(bare.json().data.errors).toEqual({ reason: ['The reason field is required.'] });
      const declined = await act(shop.m, id, 'decline', { reason: 'Closed that day' });
      expect(declined.json()).toMatchObject({ state: 'declined', reason: 'Closed that day' });
      expect((await act(shop.m, id, 'bogus')).statusCode).toBe(422);
    });

    test("a merchant acts only on their own shop's reservations, and only with the feature", async () => {
      const shop = await listedShop();
      const other = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      const id = await inState(shop, c, 'requested');
      // Through their own store: no such reservation there.
      expect((await act(other.m, id, 'confirm')).statusCode).toBe(404);
      // Through the other merchant's store: not theirs.
      const foreign = await call(
        app,
        'POST',
        apiPaths.merchantReservationAction,
        { merchantId: shop.m.merchantId, reservationId: id, action: 'confirm' },
        { headers: other.m.headers, payload: {} },
      );
      expect(foreign.statusCode).toBe(403);
      // A customer's token is not a merchant's.
      const asCustomer = await call(
        app,
        'POST',
        apiPaths.merchantReservationAction,
        { merchantId: shop.m.merchantId, reservationId: id, action: 'confirm' },
        { headers: c.headers, payload: {} },
      );
      expect(asCustomer.statusCode).toBe(401);
      // The plan ends and its grace days are over: the feature goes with it.
      await database.db.query(
        `UPDATE subscriptions
            SET starts_at = now() - interval '100 days', ends_at = now() - interval '8 days',
                grace_ends_at = now() - interval '1 second'
          WHERE merchant_id = $1`,
        [shop.m.merchantId],
      );
      const lapsed = await act(shop.m, id, 'confirm');
      expect(lapsed.statusCode).toBe(403);
      expect(lapsed.json()).toEqual({ message: 'Your plan does not include this feature' });
      const { rows } = await database.db.query<{ state: string }>(
        'SELECT state FROM reservations WHERE id = $1',
        [id],
      );
      expect(rows[0]?.state).toBe('requested');
    });

    test('the customer cancels their own, requested or confirmed, before its time only', async () => {
      const shop = await listedShop({ capacity: 100 });
      const c = await customer();
      const stranger = await customer();
      fixClock(THURSDAY_10_10);
      for (const state of ['requested', 'confirmed']) {
        const id = await inState(shop, c, state);
        expect((await cancel(stranger, id)).statusCode).toBe(404);
        const cancelled = await cancel(c, id);
        expect([state, cancelled.statusCode]).toEqual([state, 200]);
        expect(cancelled.json()).toMatchObject({ id, state: 'cancelled' });
        const again = await cancel(c, id);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ reason: 'illegal_transition', state: 'cancelled' });
      }
      for (const state of ['declined', 'completed', 'no_show']) {
        const id = await inState(shop, c, state);
        const refused = await cancel(c, id);
        expect([state, refused.statusCode, refused.json().state]).toEqual([state, 409, state]);
      }
      // Its time has begun: today's 10:00 at 10:10.
      const id = await inState(shop, c, 'confirmed');
      await database.db.query(
        "UPDATE reservations SET date = $2::date, time = '10:00' WHERE id = $1",
        [id, THURSDAY],
      );
      const late = await cancel(c, id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message: 'The time of this reservation has begun; it can no longer be cancelled.',
        reason: 'in_the_past',
      });
      expect((await cancel(c, 999_999)).statusCode).toBe(404);
    });

    test('each change appends its live event for the shop and the customer; refusals append none', async () => {
      const shop = await listedShop({ capacity: 1 });
      const [c, d] = [await customer(), await customer()];
      fixClock(THURSDAY_10_10);
      const made = (await reserve(c, shop.slug)).json<Reservation>();
      expect((await reserve(d, shop.slug)).statusCode).toBe(409);
      await act(shop.m, made.id, 'confirm');
      await act(shop.m, made.id, 'confirm');
      await cancel(c, made.id);
      const appended = await events(shop.m.merchantId);
      expect(appended.map((e) => [e.customerId, e.event.kind, e.event.reservation.state])).toEqual([
        [c.customer.id, 'reservation', 'requested'],
        [c.customer.id, 'reservation', 'confirmed'],
        [c.customer.id, 'reservation', 'cancelled'],
      ]);
      expect(appended[0]?.event.reservation).toEqual(made);
    });
  });

  /* ------------------------------ lists -------------------------------- */

  describe('lists', () => {
    test("listForInbox and dayTotals: the day's reservations and every open one; guests of confirmed and completed", async () => {
      const shop = await listedShop({ capacity: 100 });
      const other = await listedShop();
      const c = await customer();
      fixClock(THURSDAY_10_10);
      // A customer holds one reservation per slot: each of theirs here has a time of its own.
      let minutes = 10 * 60;
      const make = async (date: string, party: number, steps: string[], at = shop) => {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
        minutes += 30;
        const r = (
          await reserve(c, at.slug, { date, party_size: party, time })
        ).json<Reservation>();
        for (const step of steps) {
          const response = await act(at.m, r.id, step, step === 'decline' ? { reason: 'No' } : {});
          expect(response.statusCode).toBe(200);
        }
        return r.id;
      };
      const requested = await make(FRIDAY, 2, []);
      const confirmed = await make(FRIDAY, 3, ['confirm']);
      const completed = await make(FRIDAY, 4, ['confirm', 'complete']);
      const declined = await make(FRIDAY, 5, ['decline']);
      const noShow = await make(FRIDAY, 6, ['confirm', 'no_show']);
      const laterOpen = await make(SATURDAY, 7, ['confirm']);
      await make(SATURDAY, 8, ['decline']);
      await make(FRIDAY, 9, ['confirm'], other);

      const { reservations } = app.repositories;
      const inbox = await reservations.listForInbox(shop.m.merchantId, FRIDAY);
      expect(inbox.map((r) => r.id)).toEqual([
        laterOpen,
        noShow,
        declined,
        completed,
        confirmed,
        requested,
      ]);
      expect(await reservations.dayTotals(shop.m.merchantId, FRIDAY)).toEqual({
        reservations: 5,
        guests: 3 + 4,
      });
      expect(await reservations.dayTotals(shop.m.merchantId, SATURDAY)).toEqual({
        reservations: 2,
        guests: 7,
      });
      expect(await reservations.dayTotals(shop.m.merchantId, THURSDAY)).toEqual({
        reservations: 0,
        guests: 0,
      });
      // The customer's own, newest first, at most the limit, across shops.
      const mine = await reservations.listForCustomer(c.customer.id, 3);
      expect(mine.map((r) => r.party_size)).toEqual([9, 8, 7]);
    });
  });

  /* ----------------------------- capacity ------------------------------ */

  describe('slot capacity', () => {
    test('the store and each branch save it; omitted, it keeps its value; out of range is refused', async () => {
      const m = await newMerchant(app);
      expect((await saveStore(app, m)).profile?.slot_capacity).toBe(4);
      expect((await saveStore(app, m, { slot_capacity: 12 })).profile?.slot_capacity).toBe(12);
      expect((await saveStore(app, m, { name: 'Renamed' })).profile?.slot_capacity).toBe(12);
      for (const bad of [0, 501, 2.5]) {
        const response = await call(
          app,
          'PUT',
          apiPaths.store,
          { merchantId: m.merchantId },
          {
            headers: m.headers,
            payload: { ...profile(), slot_capacity: bad },
          },
        );
        expect([bad, response.statusCode]).toEqual([bad, 422]);
        expect(Object.keys(response.json().data.errors)).toEqual(['slot_capacity']);
      }
      const stored = await call(
        app,
        'GET',
        apiPaths.store,
        { merchantId: m.merchantId },
        {
          headers: m.headers,
        },
      );
      expect(stored.json<MerchantStoreResponse>().profile?.slot_capacity).toBe(12);

      await subscribe(app, m, ALL_FEATURES_PLAN_ID);
      const plain = await created<Branch>(apiPaths.storeBranches, m, branch());
      expect(plain.slot_capacity).toBe(4);
      const sized = await created<Branch>(apiPaths.storeBranches, m, {
        ...branch({ name: 'Second' }),
        slot_capacity: 3,
      });
      expect(sized.slot_capacity).toBe(3);
      const put = (branchId: number, payload: unknown) =>
        call(
          app,
          'PUT',
          apiPaths.storeBranch,
          { merchantId: m.merchantId, branchId },
          {
            headers: m.headers,
            payload,
          },
        );
      expect((await put(sized.id, branch({ name: 'Second' }))).json<Branch>().slot_capacity).toBe(
        3,
      );
      expect(
        (await put(sized.id, { ...branch({ name: 'Second' }), slot_capacity: 40 })).json<Branch>()
          .slot_capacity,
      ).toBe(40);
      expect((await put(sized.id, { ...branch(), slot_capacity: 501 })).statusCode).toBe(422);
      const list = await call(
        app,
        'GET',
        apiPaths.storeBranches,
        { merchantId: m.merchantId },
        {
          headers: m.headers,
        },
      );
      expect(list.json<Branch[]>().map((b) => b.slot_capacity)).toEqual([4, 40]);
    });
  });

  /* --------------------------- largest party --------------------------- */

  describe('largest party', () => {
    const savePartyLimit = (m: Merchant, value: unknown) =>
      call(
        app,
        'PUT',
        apiPaths.store,
        { merchantId: m.merchantId },
        { headers: m.headers, payload: { ...profile(), max_party_size: value } },
      );

    test('12 until the shop sets it; 1 to 100, whole, a number (no text); omitted, it stays', async () => {
      const m = await newMerchant(app);
      expect((await saveStore(app, m)).profile?.max_party_size).toBe(12);
      expect((await saveStore(app, m, { max_party_size: 30 })).profile?.max_party_size).toBe(30);
      expect((await saveStore(app, m, { name: 'Renamed' })).profile?.max_party_size).toBe(30);
      expect((await saveStore(app, m, { max_party_size: 1 })).profile?.max_party_size).toBe(1);
      expect((await saveStore(app, m, { max_party_size: 100 })).profile?.max_party_size).toBe(100);
      for (const bad of [0, 101, 2.5, -3, '20', null, true]) {
        const response = await savePartyLimit(m, bad);
        expect([bad, response.statusCode]).toEqual([bad, 422]);
        expect(Object.keys(response.json().data.errors)).toEqual(['max_party_size']);
      }
      const words = (await savePartyLimit(m, 101)).json();
      expect(words.data.errors.max_party_size[0]).toMatch(/largest party/);
      const stored = await call(
        app,
        'GET',
        apiPaths.store,
        { merchantId: m.merchantId },
        { headers: m.headers },
      );
      expect(stored.json<MerchantStoreResponse>().profile?.max_party_size).toBe(100);
    });

    test('a larger party is refused in words, in both languages; the largest is taken', async () => {
      fixClock(THURSDAY_10_10);
      const shop = await listedShop();
      const page = await app.inject({
        method: 'GET',
        url: `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`,
      });
      expect(page.json()).toMatchObject({ max_party_size: 12 });
      const c = await customer();

      const tooLarge = await reserve(c, shop.slug, { party_size: 13 });
      expect(tooLarge.statusCode).toBe(422);
      expect(tooLarge.json()).toEqual({
        status: false,
        message: 'This shop takes reservations for at most 12 people.',
        data: { errors: { party_size: ['This shop takes reservations for at most 12 people.'] } },
        reason: 'party_too_large',
        limit: 12,
      });
      const burmese = await reserve(c, shop.slug, { party_size: 13 }, 'burmese', {
        'accept-language': 'my',
      });
      expect(burmese.json()).toMatchObject({
        message: 'ဤဆိုင်သည် တစ်ကြိမ်လျှင် လူ ၁၂ ဦးအထိသာ ကြိုတင်နေရာယူမှု လက်ခံပါသည်။',
        data: {
          errors: {
            party_size: ['ဤဆိုင်သည် တစ်ကြိမ်လျှင် လူ ၁၂ ဦးအထိသာ ကြိုတင်နေရာယူမှု လက်ခံပါသည်။'],
          },
        },
        reason: 'party_too_large',
        limit: 12,
      });
      const count = async () =>
        (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations'))
          .rows[0]?.n;
      expect(await count()).toBe(0);

      expect((await reserve(c, shop.slug, { party_size: 12 })).statusCode).toBe(201);

      // The shop's own setting counts, up to 100 (the request's own limit).
      await saveStore(app, shop.m, { max_party_size: 60, hours: ALL_WEEK });
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`,
          })
        ).json(),
      ).toMatchObject({ max_party_size: 60 });
      const big = await reserve(c, shop.slug, { party_size: 60, time: '11:00' });
      expect(big.statusCode).toBe(201);
      expect(big.json<Reservation>().party_size).toBe(60);
      expect((await reserve(c, shop.slug, { party_size: 61, time: '12:00' })).json()).toMatchObject(
        { reason: 'party_too_large', limit: 60 },
      );
      await saveStore(app, shop.m, { max_party_size: 1, hours: ALL_WEEK });
      expect((await reserve(c, shop.slug, { party_size: 2, time: '12:00' })).json()).toMatchObject({
        message: 'This shop takes reservations for at most 1 person.',
        limit: 1,
      });
      expect(await count()).toBe(2);
    });
  });
});
