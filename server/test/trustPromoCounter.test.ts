/**
 * Issue 31, third pass on trust: the counter tells a shop nothing about strangers, and promo codes
 * cannot be guessed.
 *
 * - The counter names (id and name) only customers who have dealt with the shop (an order, a
 *   reservation, its membership); anyone else is answered as a phone nobody signed in with. It
 *   needs one of the loyalty programmes in the plan (403) and is limited per merchant (429).
 * - Missed promo codes are counted per customer, per shop and per client address, on the quote and
 *   on placing; beyond a limit 429 with Retry-After, before the code is looked at. A code that does
 *   not exist, is switched off, has expired or has not started is one answer. A code may limit its
 *   uses per customer, counted at placing under the code's row lock.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { CounterCustomer, PromoCode, PromoCodeRequest } from '@contract/loyalty';
import type { ShopOrder } from '@contract/orders';
import { addDays, yangonNow } from '@contract/orderRules';
import { loadConfig, type Config } from '../src/config';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, newMerchant, saveStore } from './storeKit';

// Each test builds shops through the API: slow on a busy machine.
jest.setTimeout(120_000);

const PLAN_NOT_INCLUDED = { message: 'Your plan does not include this feature' };
const UNKNOWN_WORDS = 'This promo code is not valid at this shop.';
/** The one answer of a code that does not exist, is switched off, expired or not started. */
const UNKNOWN = {
  status: false,
  message: UNKNOWN_WORDS,
  data: { errors: { promo_code: [UNKNOWN_WORDS] } },
  reason: 'promo_unknown',
};

describe('the settings of the counter and promo code limits', () => {
  test('defaults, values read from the environment, and a bad value stops the start', () => {
    expect(loadConfig({}).counterLookups).toEqual({ perMerchant: 300, windowSeconds: 3600 });
    expect(loadConfig({}).promoGuesses).toEqual({
      windowSeconds: 3600,
      perCustomer: 10,
      perAddress: 30,
      perShop: 300,
    });
    const set = loadConfig({
      COUNTER_LOOKUPS_PER_MERCHANT: '50',
      COUNTER_LOOKUP_WINDOW_SECONDS: '600',
      PROMO_GUESS_WINDOW_SECONDS: '900',
      PROMO_GUESSES_PER_CUSTOMER: '5',
      PROMO_GUESSES_PER_ADDRESS: '20',
      PROMO_GUESSES_PER_SHOP: '100',
    });
    expect(set.counterLookups).toEqual({ perMerchant: 50, windowSeconds: 600 });
    expect(set.promoGuesses).toEqual({
      windowSeconds: 900,
      perCustomer: 5,
      perAddress: 20,
      perShop: 100,
    });
    expect(() => loadConfig({ COUNTER_LOOKUPS_PER_MERCHANT: '0' })).toThrow(
      'COUNTER_LOOKUPS_PER_MERCHANT must be an integer from 1 to 1000000, got "0"',
    );
    expect(() => loadConfig({ PROMO_GUESSES_PER_SHOP: 'many' })).toThrow(
      'PROMO_GUESSES_PER_SHOP must be an integer from 1 to 1000000, got "many"',
    );
  });
});

describe.each(databases())('trust: the counter and promo codes on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;

  const start = async (config: Partial<Config> = {}) => {
    app = buildTestApp(database.db, config);
    await app.ready();
  };
  afterEach(() => app?.close());

  const today = () => yangonNow(new Date()).date;
  const customer = (name = 'Ma Hnin') => {
    phone += 1;
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, name);
  };

  const counter = (shop: { merchant: OrderingShop['merchant'] }, who: string) =>
    app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantCounter, { merchantId: shop.merchant.merchantId })}?phone=${who}`,
      headers: shop.merchant.headers,
    });
  const counterOk = async (shop: OrderingShop, who: string) => {
    const response = await counter(shop, who);
    expect(response.statusCode).toBe(200);
    return response.json<CounterCustomer>();
  };
  const nobody = (who: string): CounterCustomer => ({
    phone: who,
    customer: null,
    stamps: 0,
    rewards: [],
    points: 0,
    history: [],
    member: false,
  });

  const promo = (overrides: Partial<PromoCodeRequest> = {}): PromoCodeRequest => ({
    code: 'TEA-10',
    kind: 'percent',
    value: 10,
    valid_from: addDays(today(), -1),
    valid_to: addDays(today(), 30),
    max_uses: null,
    min_total: 0,
    active: true,
    ...overrides,
  });
  const addCode = async (shop: OrderingShop, overrides: Partial<PromoCodeRequest> = {}) => {
    const response = await call(
      app,
      'POST',
      apiPaths.merchantPromoCodes,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers, payload: promo(overrides) },
    );
    if (response.statusCode !== 201) {
      throw new Error(`adding a code failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<PromoCode>();
  };

  const basketOf = (shop: OrderingShop, code: string | null) => ({
    branch_id: null,
    lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
    promo_code: code,
  });
  const place = (
    shop: OrderingShop,
    who: SignedInCustomer,
    code: string | null,
    address = '127.0.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `key-${Math.random()}` },
      remoteAddress: address,
      payload: { ...basketOf(shop, code), note: '', table: null },
    });
  const quote = (
    shop: OrderingShop,
    code: string | null,
    { who, address = '127.0.0.1' }: { who?: SignedInCustomer; address?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerQuote, { slug: shop.slug })}`,
      headers: who?.headers ?? {},
      remoteAddress: address,
      payload: basketOf(shop, code),
    });
  const cancel = (who: SignedInCustomer, orderId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerCancelOrder, { orderId })}`,
      headers: who.headers,
    });
  const expectLimited = (response: Awaited<ReturnType<typeof quote>>) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(response.json()).toEqual({
      message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    });
  };

  /* --------------------------------- the counter --------------------------------- */

  test('the counter names only customers who dealt with the shop; strangers are unknown phones', async () => {
    await start();
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'other-cup');
    const stranger = await customer('Ma Stranger');
    const buyer = await customer('Ko Buyer');
    const guest = await customer('Daw Guest');
    const member = await customer('U Member');

    // A platform customer who never dealt with this shop (only with another): as a phone nobody
    // signed in with, which answers the same.
    expect((await place(other, stranger, null)).statusCode).toBe(201);
    expect(await counterOk(shop, stranger.customer.phone)).toEqual(nobody(stranger.customer.phone));
    expect(await counterOk(shop, '09790099999')).toEqual(nobody('09790099999'));

    // A stamp given at the counter is no dealing: the shop's stamp shows, the name does not.
    await call(
      app,
      'PUT',
      apiPaths.merchantStampCard,
      { merchantId: shop.merchant.merchantId },
      {
        headers: shop.merchant.headers,
        payload: {
          enabled: true,
          stamps_needed: 5,
          reward: 'A free tea',
          background: '#fff8e1',
          color: '#8d6e63',
          logo_photo_id: null,
        },
      },
    );
    const stamped = await call(
      app,
      'POST',
      apiPaths.merchantCounterStamp,
      { merchantId: shop.merchant.merchantId },
      {
        headers: { ...shop.merchant.headers, 'idempotency-key': 'stamp-1' },
        payload: { phone: stranger.customer.phone },
      },
    );
    expect(stamped.statusCode).toBe(201);
    expect(stamped.json<CounterCustomer>()).toMatchObject({ customer: null, stamps: 1 });
    expect(await counterOk(shop, stranger.customer.phone)).toEqual({
      ...nobody(stranger.customer.phone),
      stamps: 1,
    });

    // An order, a reservation, the membership: the customer is named.
    expect((await place(shop, buyer, null)).statusCode).toBe(201);
    const mid = shop.merchant.merchantId;
    await database.db.query(
      `INSERT INTO reservations (merchant_id, customer_id, date, time, party_size)
       VALUES ($1, $2, $3, '12:00', 2)`,
      [mid, guest.customer.id, addDays(today(), 3)],
    );
    await database.db.query(
      `INSERT INTO membership_programs (merchant_id, enabled, discount_percent) VALUES ($1, true, 5)`,
      [mid],
    );
    await database.db.query('INSERT INTO memberships (merchant_id, customer_id) VALUES ($1, $2)', [
      mid,
      member.customer.id,
    ]);
    for (const who of [buyer, guest, member]) {
      expect((await counterOk(shop, who.customer.phone)).customer).toEqual({
        id: who.customer.id,
        name: who.customer.name,
      });
    }
  });

  test('the counter needs a loyalty programme in the plan (403)', async () => {
    await start();
    const free = await newMerchant(app);
    await saveStore(app, free, { name: 'Free shop', slug: 'free-shop' });
    const refused = await counter({ merchant: free }, '09790011111');
    expect([refused.statusCode, refused.json()]).toEqual([403, PLAN_NOT_INCLUDED]);
  });

  test('counter look-ups are limited per merchant (429 with Retry-After)', async () => {
    await start({ counterLookups: { perMerchant: 3, windowSeconds: 3600 } });
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'other-cup');
    for (let n = 0; n < 3; n += 1) {
      expect((await counter(shop, `0979001000${n}`)).statusCode).toBe(200);
    }
    expectLimited(await counter(shop, '09790010009'));
    // Another shop counts its own.
    expect((await counter(other, '09790010009')).statusCode).toBe(200);
  });

  /* ------------------------------ promo codes: one answer ------------------------------ */

  test('unknown, switched-off, expired and not-started codes are one answer, placing and quoting', async () => {
    await start();
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    await addCode(shop, {
      code: 'SOON',
      valid_from: addDays(today(), 5),
      valid_to: addDays(today(), 9),
    });
    await addCode(shop, {
      code: 'OLD',
      valid_from: addDays(today(), -9),
      valid_to: addDays(today(), -1),
    });
    await addCode(shop, { code: 'OFF', active: false });
    for (const typed of ['nope', 'soon', 'old', 'off']) {
      const placed = await place(shop, ma, typed);
      expect({ typed, status: placed.statusCode, body: placed.json() }).toEqual({
        typed,
        status: 422,
        body: UNKNOWN,
      });
      const quoted = await quote(shop, typed);
      expect({ typed, status: quoted.statusCode, body: quoted.json() }).toEqual({
        typed,
        status: 422,
        body: UNKNOWN,
      });
    }
  });

  /* ------------------------------ promo codes: guessing ------------------------------ */

  test('missed codes per customer: the limit answers 429 before the code is looked at', async () => {
    await start({
      promoGuesses: { windowSeconds: 3600, perCustomer: 3, perAddress: 1000, perShop: 1000 },
    });
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await addCode(shop, { code: 'REAL-CODE' });
    await addCode(shop, { code: 'BIG', min_total: 100_000 });
    const ma = await customer('Ma Hnin');
    const ko = await customer('Ko Ko');

    // What is no miss is not counted: a code that applies, no code, a basket below a live code's
    // least total.
    for (let n = 0; n < 4; n += 1) {
      expect((await quote(shop, 'real-code', { who: ma })).statusCode).toBe(200);
      expect((await quote(shop, 'big', { who: ma })).json()).toMatchObject({
        reason: 'promo_min_total',
      });
    }
    // Three misses, on the quote and on placing, from different addresses: all the customer's.
    expect((await quote(shop, 'guess-1', { who: ma, address: '10.0.0.1' })).statusCode).toBe(422);
    expect((await place(shop, ma, 'guess-2', '10.0.0.2')).statusCode).toBe(422);
    expect((await quote(shop, 'guess-3', { who: ma, address: '10.0.0.3' })).statusCode).toBe(422);
    // The fourth try is refused whatever it holds, even the real code, on both calls.
    expectLimited(await quote(shop, 'real-code', { who: ma, address: '10.0.0.4' }));
    expectLimited(await place(shop, ma, 'real-code', '10.0.0.4'));
    // Without a code the customer still orders; another customer is not limited.
    expect((await place(shop, ma, null)).statusCode).toBe(201);
    expect((await place(shop, ko, 'real-code')).statusCode).toBe(201);
  });

  test('missed codes per address: a visitor quoting is limited at their address', async () => {
    await start({
      promoGuesses: { windowSeconds: 3600, perCustomer: 1000, perAddress: 2, perShop: 1000 },
    });
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await addCode(shop, { code: 'REAL-CODE' });
    expect((await quote(shop, 'guess-1', { address: '10.0.0.1' })).statusCode).toBe(422);
    expect((await quote(shop, 'guess-2', { address: '10.0.0.1' })).statusCode).toBe(422);
    expectLimited(await quote(shop, 'real-code', { address: '10.0.0.1' }));
    // Another address of the same IPv6 /64 is the same client.
    expect((await quote(shop, 'guess-1', { address: '2001:db8:1:2::a' })).statusCode).toBe(422);
    expect((await quote(shop, 'guess-2', { address: '2001:db8:1:2::b' })).statusCode).toBe(422);
    expectLimited(await quote(shop, 'real-code', { address: '2001:db8:1:2::c' }));
    // Another client is not limited.
    expect((await quote(shop, 'real-code', { address: '10.0.0.2' })).statusCode).toBe(200);
  });

  test('missed codes per shop: many customers and addresses guessing at one shop are stopped', async () => {
    await start({
      promoGuesses: { windowSeconds: 3600, perCustomer: 1000, perAddress: 1000, perShop: 3 },
    });
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'other-cup');
    await addCode(shop, { code: 'REAL-CODE' });
    await addCode(other, { code: 'REAL-CODE' });
    const guessers = [await customer('A'), await customer('B'), await customer('C')];
    for (const [n, who] of guessers.entries()) {
      expect((await place(shop, who, `guess-${n}`, `10.0.1.${n}`)).statusCode).toBe(422);
    }
    expectLimited(await quote(shop, 'real-code', { address: '10.0.2.1' }));
    expectLimited(await place(shop, await customer('D'), 'real-code', '10.0.2.2'));
    // Another shop's codes are not affected.
    expect((await quote(other, 'real-code', { address: '10.0.2.1' })).statusCode).toBe(200);
  });

  /* --------------------------- promo codes: uses per customer --------------------------- */

  test('a code may limit its uses per customer, counted at placing, given back on cancel', async () => {
    await start();
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const once = await addCode(shop, { code: 'ONCE-EACH', max_uses_per_customer: 1 });
    expect(once).toMatchObject({ code: 'ONCE-EACH', max_uses_per_customer: 1 });
    const ma = await customer('Ma Hnin');
    const ko = await customer('Ko Ko');

    const first = await place(shop, ma, 'once-each');
    expect(first.statusCode).toBe(201);
    const words = 'You have already used this promo code as many times as it allows.';
    const again = await place(shop, ma, 'once-each');
    expect([again.statusCode, again.json()]).toEqual([
      422,
      {
        status: false,
        message: words,
        data: { errors: { promo_code: [words] } },
        reason: 'promo_customer_used_up',
      },
    ]);
    // The quote of a signed-in customer tells the same; a visitor's quote does not know them.
    expect((await quote(shop, 'once-each', { who: ma })).json()).toMatchObject({
      reason: 'promo_customer_used_up',
    });
    expect((await quote(shop, 'once-each')).statusCode).toBe(200);
    // Another customer has their own use.
    expect((await place(shop, ko, 'once-each')).statusCode).toBe(201);
    // A cancelled order gives the use back.
    expect((await cancel(ma, first.json<ShopOrder>().id)).statusCode).toBe(200);
    expect((await place(shop, ma, 'once-each')).statusCode).toBe(201);
  });

  test('one customer placing twice at the same moment takes their one use once', async () => {
    await start();
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await addCode(shop, { code: 'ONCE-EACH', max_uses_per_customer: 1 });
    const ma = await customer('Ma Hnin');
    const answers = await Promise.all([place(shop, ma, 'once-each'), place(shop, ma, 'once-each')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json()).toMatchObject({
      reason: 'promo_customer_used_up',
    });
  });

  test('the editor saves the per-customer limit; left out it is none; 0 is refused', async () => {
    await start();
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const made = await addCode(shop, { code: 'TWICE', max_uses_per_customer: 2 });
    expect(made.max_uses_per_customer).toBe(2);
    const replaced = await call(
      app,
      'PUT',
      apiPaths.merchantPromoCode,
      { merchantId: shop.merchant.merchantId, promoId: made.id },
      { headers: shop.merchant.headers, payload: promo({ code: 'TWICE' }) },
    );
    expect(replaced.json<PromoCode>().max_uses_per_customer).toBeNull();
    const zero = await call(
      app,
      'POST',
      apiPaths.merchantPromoCodes,
      { merchantId: shop.merchant.merchantId },
      {
        headers: shop.merchant.headers,
        payload: promo({ code: 'ZERO', max_uses_per_customer: 0 }),
      },
    );
    expect(zero.statusCode).toBe(422);
  });
});
