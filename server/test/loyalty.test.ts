/**
 * Loyalty: the shop's programmes and what its plan includes, a completed
 * order's stamp and points, the counter, stamp rewards, point rewards and their one-time codes,
 * membership, the customer's cards and a shop's public offer; and the races: two completions at
 * once never lose a stamp nor make a reward twice, a reward or a code is redeemed once, a balance
 * never goes negative. The races prove something on PostgreSQL (PGlite runs one at a time).
 */
import { createHash } from 'node:crypto';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  CounterCustomer,
  CustomerCards,
  LoyaltyOverview,
  PointReward,
  RedemptionCode,
  ShopPromotions,
  StampReward,
} from '@contract/loyalty';
import type { ShopOrder } from '@contract/orders';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, logCapture, subscribe, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { newMerchant, saveStore, uploadPhoto } from './storeKit';

jest.setTimeout(120_000);

const PLAN_NOT_INCLUDED = { message: 'Your plan does not include this feature' };
const CARD = {
  enabled: true,
  stamps_needed: 3,
  reward: 'A free green tea',
  background: '#fff8e1',
  color: '#8d6e63',
  logo_photo_id: null,
};

describe.each(databases())('loyalty on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;
  let key = 0;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const q = <T extends object>(sql: string, params: unknown[] = []) =>
    database.db.query<T>(sql, params).then((r) => r.rows);

  const customer = (name = 'Ma Hnin') => {
    phone += 1;
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, name);
  };

  /** A merchant call on `shop` (its merchant's token unless `headers` replace it). */
  const merchant = (
    shop: OrderingShop,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    params: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/${fillPath(path, { merchantId: shop.merchant.merchantId, ...params })}`,
      headers: { ...shop.merchant.headers, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  const asCustomer = (
    who: SignedInCustomer,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Record<string, string | number>,
  ) => app.inject({ method, url: `/api/${fillPath(path, params)}`, headers: who.headers });

  const saveCard = (shop: OrderingShop, card: object = {}) =>
    merchant(shop, 'PUT', apiPaths.merchantStampCard, { ...CARD, ...card });
  const savePoints = (shop: OrderingShop, perThousand = 10, enabled = true) =>
    merchant(shop, 'PUT', apiPaths.merchantPoints, { enabled, points_per_1000: perThousand });
  const addReward = (shop: OrderingShop, name: string, points: number, available = true) =>
    merchant(shop, 'POST', apiPaths.merchantPointRewards, { name, points, available });

  /** An order of `lines` placed by `who` and moved to completed by the shop; its id. */
  const placeOrder = async (shop: OrderingShop, who: SignedInCustomer, tea = 1, samosa = 0) => {
    key += 1;
    const lines = [
      ...(tea > 0 ? [{ item_id: shop.items.tea.id, quantity: tea }] : []),
      ...(samosa > 0 ? [{ item_id: shop.items.samosa.id, quantity: samosa }] : []),
    ];
    const placed = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `order-${key}` },
      payload: { branch_id: null, lines, note: '', table: null },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json<ShopOrder>().id;
  };
  const act = (shop: OrderingShop, orderId: number, action: string) =>
    merchant(shop, 'POST', apiPaths.merchantOrderAction, {}, { orderId, action });
  /** Brings an order to `ready`, so one more action completes it. */
  const toReady = async (shop: OrderingShop, orderId: number) => {
    expect((await act(shop, orderId, 'accept')).statusCode).toBe(200);
    expect((await act(shop, orderId, 'ready')).statusCode).toBe(200);
  };
  const completeOrder = async (shop: OrderingShop, who: SignedInCustomer, tea = 1, samosa = 0) => {
    const id = await placeOrder(shop, who, tea, samosa);
    await toReady(shop, id);
    expect((await act(shop, id, 'complete')).statusCode).toBe(200);
    return id;
  };

  const counter = async (shop: OrderingShop, who: string) => {
    const response = await merchant(
      shop,
      'GET',
      `${apiPaths.merchantCounter}?phone=${encodeURIComponent(who)}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<CounterCustomer>();
  };
  const balances = (merchantId: number) =>
    q<{ stamps: number }>('SELECT stamps FROM stamp_balances WHERE merchant_id = $1', [merchantId]);

  /* ------------------------------- programmes -------------------------------- */

  test('the overview: 404 without a store; what the plan includes; each programme once saved', async () => {
    const bare = await newMerchant(app);
    const none = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantLoyalty, { merchantId: bare.merchantId })}`,
      headers: bare.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Save your store profile first.' });

    const shop = await orderingShop(app, database.db, 'golden-cup');
    const empty = await merchant(shop, 'GET', apiPaths.merchantLoyalty);
    expect(empty.json()).toEqual({
      allowed: { stamp_card: true, point_collection: true, membership: true },
      stamp_card: null,
      points: null,
      membership: null,
    });
    expect((await saveCard(shop)).json()).toEqual({
      ...CARD,
      logo_photo_id: undefined,
      logo: null,
      own_logo: null,
      shop_logo: null,
    });
    expect((await savePoints(shop, 5)).json()).toEqual({
      enabled: true,
      points_per_1000: 5,
      rewards: [],
    });
    const tea = (await addReward(shop, 'A free tea', 100)).json<PointReward>();
    expect(tea).toEqual({ id: tea.id, name: 'A free tea', points: 100, available: true });
    const joined = await merchant(shop, 'PUT', apiPaths.merchantMembership, {
      enabled: true,
      discount_percent: 20,
    });
    expect(joined.json()).toEqual({ enabled: true, discount_percent: 20, members: 0 });
    const full = (await merchant(shop, 'GET', apiPaths.merchantLoyalty)).json<LoyaltyOverview>();
    expect(full).toEqual({
      allowed: { stamp_card: true, point_collection: true, membership: true },
      stamp_card: {
        enabled: true,
        stamps_needed: 3,
        reward: 'A free green tea',
        background: '#fff8e1',
        color: '#8d6e63',
        logo: null,
        own_logo: null,
        shop_logo: null,
      },
      points: { enabled: true, points_per_1000: 5, rewards: [tea] },
      membership: { enabled: true, discount_percent: 20, members: 0 },
    });
  });

  test('a Basic plan has the stamp card but neither points nor membership (403)', async () => {
    const shop = await orderingShop(app, database.db, 'basic-cup', { plan: 1, addons: [[2, 1]] });
    const overview = await merchant(shop, 'GET', apiPaths.merchantLoyalty);
    expect(overview.json<LoyaltyOverview>().allowed).toEqual({
      stamp_card: true,
      point_collection: false,
      membership: false,
    });
    expect((await saveCard(shop)).statusCode).toBe(200);
    const refused = [
      await savePoints(shop),
      await addReward(shop, 'Tea', 10),
      await merchant(
        shop,
        'PUT',
        apiPaths.merchantPointReward,
        { name: 'T', points: 1, available: true },
        { rewardId: 1 },
      ),
      await merchant(shop, 'DELETE', apiPaths.merchantPointReward, undefined, { rewardId: 1 }),
      await merchant(shop, 'POST', apiPaths.merchantRedeemCode, { code: '123456' }),
      await merchant(shop, 'PUT', apiPaths.merchantMembership, {
        enabled: true,
        discount_percent: 5,
      }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual(
      refused.map(() => [403, PLAN_NOT_INCLUDED]),
    );
    // A programme saved before a downgrade (written here directly) is not offered either.
    await q('INSERT INTO point_programs (merchant_id, points_per_1000) VALUES ($1, 10)', [
      shop.merchant.merchantId,
    ]);
    await q('INSERT INTO membership_programs (merchant_id, discount_percent) VALUES ($1, 10)', [
      shop.merchant.merchantId,
    ]);
    const ma = await customer();
    await completeOrder(shop, ma);
    expect(await counter(shop, ma.customer.phone)).toMatchObject({ stamps: 1, points: 0 });
    const join = await asCustomer(ma, 'POST', apiPaths.customerMembership, { slug: shop.slug });
    expect(join.statusCode).toBe(409);
    expect(join.json()).toEqual({
      message: 'This shop does not offer this at the moment.',
      reason: 'not_offered',
    });
    const offer = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.shopPromotions, { slug: shop.slug })}`,
    });
    expect(offer.json<ShopPromotions>()).toMatchObject({ points: null, membership: null });
  });

  test('the stamp card: its limits, a logo only of the merchant’s own photos, a store first', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const bad = [
      await saveCard(shop, { stamps_needed: 1 }),
      await saveCard(shop, { stamps_needed: 21 }),
      await saveCard(shop, { reward: '   ' }),
      await saveCard(shop, { background: 'red' }),
      await saveCard(shop, { reward: 'x'.repeat(121) }),
    ];
    expect(bad.map((r) => [r.statusCode, Object.keys(r.json().data.errors)])).toEqual([
      [422, ['stamps_needed']],
      [422, ['stamps_needed']],
      [422, ['reward']],
      [422, ['background']],
      [422, ['reward']],
    ]);
    const other = await newMerchant(app);
    // Photos belong to a store.
    await saveStore(app, other);
    const theirs = await uploadPhoto(app, other);
    const stolen = await saveCard(shop, { logo_photo_id: theirs.id });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().data.errors).toEqual({ logo_photo_id: ['The selected logo is invalid.'] });
    const mine = await uploadPhoto(app, shop.merchant);
    const saved = await saveCard(shop, { logo_photo_id: mine.id, stamps_needed: 20 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      stamps_needed: 20,
      logo: { id: mine.id },
      own_logo: { id: mine.id },
    });
    expect(await q('SELECT count(*)::int AS n FROM stamp_cards')).toEqual([{ n: 1 }]);

    // A merchant with a plan but no store yet: 404, as the other store calls answer.
    const early = await newMerchant(app);
    await subscribe(app, early, 3);
    const noStore = await app.inject({
      method: 'PUT',
      url: `/api/${fillPath(apiPaths.merchantStampCard, { merchantId: early.merchantId })}`,
      headers: early.headers,
      payload: CARD,
    });
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json()).toEqual({ message: 'Save your store profile first.' });
    await saveStore(app, early, { slug: 'early-cup' });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/${fillPath(apiPaths.merchantStampCard, { merchantId: early.merchantId })}`,
          headers: early.headers,
          payload: CARD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("tells the merchant the card's own logo apart from the shop's, which the card shows otherwise", async () => {
    const shop = await orderingShop(app, database.db, 'logo-cup');
    const shopLogo = await uploadPhoto(app, shop.merchant);
    await saveStore(app, shop.merchant, { slug: 'logo-cup', logo_photo_id: shopLogo.id });
    const overview = async () =>
      (await merchant(shop, 'GET', apiPaths.merchantLoyalty)).json<LoyaltyOverview>().stamp_card;

    expect((await saveCard(shop)).json()).toMatchObject({
      logo: { id: shopLogo.id },
      own_logo: null,
      shop_logo: { id: shopLogo.id },
    });
    expect(await overview()).toMatchObject({ logo: { id: shopLogo.id }, own_logo: null });

    const cardLogo = await uploadPhoto(app, shop.merchant);
    await saveCard(shop, { logo_photo_id: cardLogo.id });
    expect(await overview()).toMatchObject({
      logo: { id: cardLogo.id },
      own_logo: { id: cardLogo.id },
      shop_logo: { id: shopLogo.id },
    });
    // The customer's view of the shop shows the card's own logo too.
    const offer = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.shopPromotions, { slug: 'logo-cup' })}`,
    });
    expect(offer.json<ShopPromotions>().stamp_card).toMatchObject({ logo: { id: cardLogo.id } });

    // Back to the shop's logo: the card's own is dropped.
    await saveCard(shop, { logo_photo_id: null });
    expect(await overview()).toMatchObject({ logo: { id: shopLogo.id }, own_logo: null });
  });

  /* ----------------------------- completed orders ----------------------------- */

  test('a completed order adds one stamp and its points; a full card becomes a reward', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await saveCard(shop);
    await savePoints(shop, 10);
    const ma = await customer();
    // 3500 MMK: 3 whole thousands, 30 points; 2 x 1200 = 2400: 20 points.
    const first = await completeOrder(shop, ma);
    expect(await counter(shop, ma.customer.phone)).toMatchObject({
      stamps: 1,
      rewards: [],
      points: 30,
      history: [{ kind: 'earned', points: 30, balance: 30, order_number: 1, reward: null }],
    });
    // Orders that never complete earn nothing.
    const rejected = await placeOrder(shop, ma);
    await act(shop, rejected, 'reject');
    await completeOrder(shop, ma, 0, 2);
    await completeOrder(shop, ma);
    const after = await counter(shop, ma.customer.phone);
    expect(after).toMatchObject({ stamps: 0, points: 80 });
    expect(after.rewards.map((r) => [r.reward, r.redeemed_at])).toEqual([
      ['A free green tea', null],
    ]);
    expect(after.history.map((h) => [h.points, h.balance, h.order_number])).toEqual([
      [30, 80, 4],
      [20, 50, 3],
      [30, 30, 1],
    ]);
    expect(
      await q('SELECT count(*)::int AS n FROM stamp_events WHERE order_id = $1', [first]),
    ).toEqual([{ n: 1 }]);

    // Switched off: no stamp, no points (an order under 1,000 MMK earns no points either).
    await saveCard(shop, { enabled: false });
    await savePoints(shop, 10, false);
    await completeOrder(shop, ma);
    expect(await counter(shop, ma.customer.phone)).toMatchObject({ stamps: 0, points: 80 });
    await saveCard(shop, { enabled: true });
    await savePoints(shop, 1000);
    const small = await orderingShop(app, database.db, 'small-cup');
    await saveCard(small);
    await savePoints(small, 1000);
    await merchant(
      small,
      'PUT',
      apiPaths.storeItem,
      {
        kind: 'product',
        section_id: null,
        name: 'Water',
        description: '',
        price: 500,
        photo_id: null,
        available: true,
      },
      { itemId: small.items.tea.id },
    );
    await completeOrder(small, ma);
    expect(await counter(small, ma.customer.phone)).toMatchObject({
      stamps: 1,
      points: 0,
      history: [],
    });
  });

  /* -------------------------------- the counter ------------------------------- */

  test('the counter: a phone by any spelling, a stamp once per key, a new phone becomes a customer', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const unknown = await counter(shop, '+959790011111');
    expect(unknown).toEqual({
      phone: '09790011111',
      customer: null,
      stamps: 0,
      rewards: [],
      points: 0,
      history: [],
      member: false,
    });
    const stamp = (who: string, idempotency: string | null) =>
      merchant(
        shop,
        'POST',
        apiPaths.merchantCounterStamp,
        { phone: who },
        {},
        idempotency === null ? {} : { 'idempotency-key': idempotency },
      );
    expect((await stamp('09790011111', null)).statusCode).toBe(422);
    // No card yet, then a card switched off: not offered.
    for (const card of [null, { enabled: false }]) {
      if (card) await saveCard(shop, card);
      const refused = await stamp('09790011111', 'k-0');
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { message: 'This shop does not offer this at the moment.', reason: 'not_offered' },
      ]);
    }
    await saveCard(shop, { stamps_needed: 2 });
    const first = await stamp('+95 9 7900 11111', 'k-1');
    expect(first.statusCode).toBe(201);
    const made = first.json<CounterCustomer>();
    // A stamp at the counter is no dealing with the shop: the phone stays unnamed there.
    expect(made).toMatchObject({ phone: '09790011111', stamps: 1, customer: null });
    const again = await stamp('09790011111', 'k-1');
    expect([again.statusCode, again.json()]).toEqual([200, made]);
    const second = (await stamp('09790011111', 'k-2')).json<CounterCustomer>();
    expect(second).toMatchObject({ stamps: 0, rewards: [{ reward: 'A free green tea' }] });
    expect(await q('SELECT phone FROM customers')).toEqual([{ phone: '09790011111' }]);
    // The customer signs in later and finds the card.
    const later = await signInCustomer(app, '09790011111', 'Ko Ko');
    const cards = await asCustomer(later, 'GET', apiPaths.customerCards, {});
    expect(cards.json<CustomerCards>().stamp_cards).toMatchObject([
      { shop: { slug: 'golden-cup', name: 'Shop golden-cup' }, stamps: 0, rewards: [{}] },
    ]);
    const bad = await merchant(shop, 'GET', `${apiPaths.merchantCounter}?phone=12345`);
    expect(bad.statusCode).toBe(422);
  });

  test('a stamp reward is redeemed once, and only by its shop', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'other-cup');
    await saveCard(shop, { stamps_needed: 2 });
    await saveCard(other, { stamps_needed: 2 });
    const ma = await customer();
    await completeOrder(shop, ma);
    await completeOrder(shop, ma);
    const [reward] = (await counter(shop, ma.customer.phone)).rewards;
    const redeem = (by: OrderingShop) =>
      merchant(by, 'POST', apiPaths.merchantRedeemStampReward, undefined, { rewardId: reward!.id });
    const foreign = await redeem(other);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { message: 'Reward not found' }]);
    const done = await redeem(shop);
    expect(done.statusCode).toBe(200);
    expect(done.json<StampReward>()).toMatchObject({ id: reward!.id, reward: 'A free green tea' });
    expect(done.json<StampReward>().redeemed_at).not.toBeNull();
    const twice = await redeem(shop);
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { message: 'This reward has already been redeemed.', reason: 'already_redeemed' },
    ]);
    expect((await counter(shop, ma.customer.phone)).rewards).toEqual([]);
  });

  /* ---------------------------------- points ---------------------------------- */

  test('point rewards: at most 30, each only its shop’s to change', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'other-cup');
    for (let n = 1; n <= 30; n += 1) {
      expect((await addReward(shop, `Reward ${n}`, n)).statusCode).toBe(201);
    }
    const over = await addReward(shop, 'One too many', 5);
    expect([over.statusCode, over.json().data.errors]).toEqual([
      422,
      { name: ['A shop can offer at most 30 point rewards.'] },
    ]);
    const theirs = (await addReward(other, 'Their tea', 10)).json<PointReward>();
    const body = { name: 'Mine now', points: 1, available: false };
    const put = await merchant(shop, 'PUT', apiPaths.merchantPointReward, body, {
      rewardId: theirs.id,
    });
    const del = await merchant(shop, 'DELETE', apiPaths.merchantPointReward, undefined, {
      rewardId: theirs.id,
    });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    const changed = await merchant(other, 'PUT', apiPaths.merchantPointReward, body, {
      rewardId: theirs.id,
    });
    expect(changed.json()).toEqual({ id: theirs.id, ...body });
    const gone = await merchant(other, 'DELETE', apiPaths.merchantPointReward, undefined, {
      rewardId: theirs.id,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (
        await merchant(other, 'DELETE', apiPaths.merchantPointReward, undefined, {
          rewardId: theirs.id,
        })
      ).statusCode,
    ).toBe(404);
    const zero = await addReward(shop, 'Free', 0);
    expect(zero.statusCode).toBe(422);
  });

  test('a redemption code: six digits once, stored hashed, for a balance that covers it', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const other = await orderingShop(app, database.db, 'other-cup');
    const ma = await customer();
    const tea = (await addReward(shop, 'A free tea', 50)).json<PointReward>();
    const hidden = (await addReward(shop, 'Hidden', 1, false)).json<PointReward>();
    const theirs = (await addReward(other, 'Their tea', 1)).json<PointReward>();
    const ask = (slug: string, rewardId: number) =>
      asCustomer(ma, 'POST', apiPaths.customerRedemptionCode, { slug, rewardId });
    // No points programme yet.
    expect((await ask(shop.slug, tea.id)).json()).toMatchObject({ reason: 'not_offered' });
    await savePoints(shop, 10);
    await completeOrder(shop, ma); // 30 points
    const short = await ask(shop.slug, tea.id);
    expect([short.statusCode, short.json()]).toEqual([
      409,
      { message: 'There are not enough points for this reward.', reason: 'not_enough_points' },
    ]);
    expect((await ask(shop.slug, hidden.id)).statusCode).toBe(404);
    expect((await ask(shop.slug, theirs.id)).statusCode).toBe(404);
    expect((await ask('no-such-shop', tea.id)).statusCode).toBe(404);
    await completeOrder(shop, ma); // 60 points
    const issued = await ask(shop.slug, tea.id);
    expect(issued.statusCode).toBe(201);
    const { code, expires_at, reward } = issued.json<RedemptionCode>();
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(reward).toEqual(tea);
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(8);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await q<{ code_hash: string }>('SELECT code_hash FROM point_redemption_codes');
    expect(stored).toEqual([
      {
        code_hash: createHash('sha256').update(`${shop.merchant.merchantId}:${code}`).digest('hex'),
      },
    ]);

    const redeem = (by: OrderingShop, typed: string) =>
      merchant(by, 'POST', apiPaths.merchantRedeemCode, { code: typed });
    expect((await redeem(other, code)).json()).toMatchObject({ reason: 'code_unknown' });
    const wrong = code === '000000' ? '000001' : '000000';
    const unknown = await redeem(shop, wrong);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      {
        message: 'This code is not valid. Please check it with the customer.',
        reason: 'code_unknown',
      },
    ]);
    expect((await redeem(shop, '12345')).statusCode).toBe(422);
    const done = await redeem(shop, code);
    expect([done.statusCode, done.json()]).toEqual([
      200,
      {
        customer: { name: 'Ma Hnin', phone: ma.customer.phone },
        reward: 'A free tea',
        points: 50,
        balance: 10,
      },
    ]);
    const twice = await redeem(shop, code);
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { message: 'This code has already been used.', reason: 'code_used' },
    ]);
    const history = (await counter(shop, ma.customer.phone)).history;
    expect(history.map((h) => [h.kind, h.points, h.balance, h.reward])).toEqual([
      ['redeemed', -50, 10, 'A free tea'],
      ['earned', 30, 60, null],
      ['earned', 30, 30, null],
    ]);

    // A code past its minutes.
    await completeOrder(shop, ma, 2); // 70 more: 80
    const late = (await ask(shop.slug, tea.id)).json<RedemptionCode>();
    await q(`UPDATE point_redemption_codes SET expires_at = now() - interval '1 second'
              WHERE used_at IS NULL`);
    const expired = await redeem(shop, late.code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      reason: 'code_expired',
      data: { errors: { code: ['This code has expired. The customer can show a new one.'] } },
    });
    expect((await counter(shop, ma.customer.phone)).points).toBe(80);

    // The balance is checked again at the counter: spent since the code was issued.
    const one = (await ask(shop.slug, tea.id)).json<RedemptionCode>();
    await q('UPDATE point_balances SET balance = 40');
    const spent = await redeem(shop, one.code);
    expect(spent.json()).toMatchObject({ reason: 'not_enough_points' });
    expect((await redeem(shop, one.code)).json()).toMatchObject({ reason: 'not_enough_points' });

    // The customer's cards show the balance, the rewards on offer and the history.
    const cards = (await asCustomer(ma, 'GET', apiPaths.customerCards, {})).json<CustomerCards>();
    expect(cards.points).toMatchObject([
      { shop: { slug: shop.slug }, balance: 40, rewards: [tea] },
    ]);
    expect(cards.points[0]!.history).toHaveLength(4);
  });

  test('a redemption code is never written to the log, issued or redeemed', async () => {
    const log = logCapture();
    await app.close();
    app = buildTestApp(database.db, {}, { log });
    await app.ready();
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await savePoints(shop, 10);
    const tea = (await addReward(shop, 'A free tea', 10)).json<PointReward>();
    const ma = await customer();
    await completeOrder(shop, ma);
    const { code } = (
      await asCustomer(ma, 'POST', apiPaths.customerRedemptionCode, {
        slug: shop.slug,
        rewardId: tea.id,
      })
    ).json<RedemptionCode>();
    const redeemed = await merchant(shop, 'POST', apiPaths.merchantRedeemCode, { code });
    expect(redeemed.statusCode).toBe(200);
    expect(log.text()).toContain('point reward redeemed');
    // The code is text: logged, it would be a JSON string (a bare run of digits may be a time).
    expect(log.text()).not.toContain(`"${code}"`);
  });

  /* -------------------------------- membership -------------------------------- */

  test('membership: joined once (409 while not offered), left, counted for the merchant', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const join = () => asCustomer(ma, 'POST', apiPaths.customerMembership, { slug: shop.slug });
    const leave = () => asCustomer(ma, 'DELETE', apiPaths.customerMembership, { slug: shop.slug });
    expect((await join()).json()).toMatchObject({ reason: 'not_offered' });
    await merchant(shop, 'PUT', apiPaths.merchantMembership, {
      enabled: false,
      discount_percent: 10,
    });
    expect((await join()).json()).toMatchObject({ reason: 'not_offered' });
    await merchant(shop, 'PUT', apiPaths.merchantMembership, {
      enabled: true,
      discount_percent: 10,
    });
    expect((await join()).json()).toEqual({ member: true, discount_percent: 10 });
    expect((await join()).json()).toEqual({ member: true, discount_percent: 10 });
    expect(
      (await merchant(shop, 'GET', apiPaths.merchantLoyalty)).json<LoyaltyOverview>().membership,
    ).toEqual({ enabled: true, discount_percent: 10, members: 1 });
    expect(await counter(shop, ma.customer.phone)).toMatchObject({ member: true });
    const cards = (await asCustomer(ma, 'GET', apiPaths.customerCards, {})).json<CustomerCards>();
    expect(cards.memberships).toMatchObject([{ shop: { slug: shop.slug }, discount_percent: 10 }]);
    expect((await leave()).json()).toEqual({ member: false, discount_percent: 10 });
    expect((await leave()).statusCode).toBe(200);
    expect(await q('SELECT count(*)::int AS n FROM memberships')).toEqual([{ n: 0 }]);
    expect(
      (await asCustomer(ma, 'POST', apiPaths.customerMembership, { slug: 'nobody' })).statusCode,
    ).toBe(404);
    const over = await merchant(shop, 'PUT', apiPaths.merchantMembership, {
      enabled: true,
      discount_percent: 21,
    });
    expect(over.statusCode).toBe(422);
  });

  /* ----------------------------- the public offer ----------------------------- */

  test('a shop’s promotions: what it offers now and its live posts; 404 when not listed', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const get = (slug = shop.slug) =>
      app.inject({ method: 'GET', url: `/api/${fillPath(apiPaths.shopPromotions, { slug })}` });
    const bare = await get();
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
    );
    expect(bare.json()).toEqual({ stamp_card: null, points: null, membership: null, posts: [] });
    expect((await get('nobody')).json()).toEqual({ message: 'Shop not found' });

    await saveCard(shop);
    await savePoints(shop, 7);
    const tea = (await addReward(shop, 'A free tea', 50)).json<PointReward>();
    await addReward(shop, 'Hidden', 5, false);
    await merchant(shop, 'PUT', apiPaths.merchantMembership, {
      enabled: true,
      discount_percent: 5,
    });
    const merchantId = shop.merchant.merchantId;
    const post = async (kind: string, title: string, extra: string, params: unknown[] = []) =>
      (
        await q<{ id: number }>(
          `INSERT INTO shop_posts (merchant_id, kind, title, event_date, event_time, created_at,
                                   deleted_at)
           VALUES ($1, $2, $3, ${extra}) RETURNING id`,
          [merchantId, kind, title, ...params],
        )
      )[0]!.id;
    await post('event', 'Last week', `current_date - 7, '18:00', now() - interval '8 days', null`);
    const coming = await post(
      'event',
      'Full moon night',
      `current_date + 3, '18:00', now() - interval '2 days', null`,
    );
    const recent = await post(
      'announcement',
      'New menu',
      `null, null, now() - interval '10 days', null`,
    );
    await post('announcement', 'Old news', `null, null, now() - interval '70 days', null`);
    await post('announcement', 'Deleted', `null, null, now() - interval '1 day', now()`);
    const ma = await customer();
    const ko = await customer('Ko Ko');
    const su = await customer('Ma Su');
    for (const [who, answer] of [
      [ma, 'going'],
      [ko, 'going'],
      [su, 'not_going'],
    ] as const) {
      await q('INSERT INTO post_rsvps (post_id, customer_id, answer) VALUES ($1, $2, $3)', [
        coming,
        who.customer.id,
        answer,
      ]);
    }
    const offer = (await get()).json<ShopPromotions>();
    expect(offer).toMatchObject({
      stamp_card: { stamps_needed: 3, reward: 'A free green tea', logo: null },
      points: { points_per_1000: 7, rewards: [tea] },
      membership: { discount_percent: 5 },
    });
    expect(offer.posts.map((p) => [p.id, p.title, p.event_date, p.rsvp])).toEqual([
      [
        coming,
        'Full moon night',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        { going: 2, not_going: 1 },
      ],
      [recent, 'New menu', null, null],
    ]);
    const standing = await asCustomer(su, 'GET', apiPaths.customerShopLoyalty, { slug: shop.slug });
    expect(standing.json()).toEqual({
      stamps: 0,
      rewards: [],
      points: 0,
      member: false,
      rsvps: { [String(coming)]: 'not_going' },
    });

    // Switched off: gone from the offer.
    await saveCard(shop, { enabled: false });
    await savePoints(shop, 7, false);
    expect((await get()).json<ShopPromotions>()).toMatchObject({
      stamp_card: null,
      points: null,
    });
    // Unpublished: 404 to the public and to customers.
    await merchant(shop, 'DELETE', apiPaths.storePublish);
    expect((await get()).statusCode).toBe(404);
    expect(
      (await asCustomer(su, 'GET', apiPaths.customerShopLoyalty, { slug: shop.slug })).statusCode,
    ).toBe(404);
    // What the customer earned there is still theirs to see.
    await q('INSERT INTO stamp_balances (merchant_id, customer_id, stamps) VALUES ($1, $2, 2)', [
      merchantId,
      su.customer.id,
    ]);
    const cards = (await asCustomer(su, 'GET', apiPaths.customerCards, {})).json<CustomerCards>();
    expect(cards.stamp_cards).toMatchObject([{ shop: { slug: shop.slug }, stamps: 2 }]);
  });

  /* ---------------------------------- races ---------------------------------- */

  /** `n` orders of `who` at `shop`, each brought to ready; their ids. */
  const readyOrders = async (shop: OrderingShop, who: SignedInCustomer, n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const id = await placeOrder(shop, who);
      await toReady(shop, id);
      ids.push(id);
    }
    return ids;
  };

  // Each race runs several rounds: one round may happen not to overlap, several hardly all.
  const ROUNDS = 4;

  test('two orders completed at once add two stamps', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await saveCard(shop, { stamps_needed: 5 });
    const ma = await customer();
    for (let round = 0; round < ROUNDS; round += 1) {
      const ids = await readyOrders(shop, ma, 2);
      const done = await Promise.all(ids.map((id) => act(shop, id, 'complete')));
      expect(done.map((d) => d.statusCode)).toEqual([200, 200]);
    }
    // 8 stamps on a card of 5: one reward, 3 towards the next.
    expect(await balances(shop.merchant.merchantId)).toEqual([{ stamps: 3 }]);
    expect(await q('SELECT count(*)::int AS n FROM stamp_rewards')).toEqual([{ n: 1 }]);
    expect(await q('SELECT count(*)::int AS n FROM stamp_events')).toEqual([{ n: 8 }]);
  });

  test('a card of 2 with one stamp, two completions at once: exactly one reward, one stamp left', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await saveCard(shop, { stamps_needed: 2 });
    const ma = await customer();
    await completeOrder(shop, ma);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ids = await readyOrders(shop, ma, 2);
      const done = await Promise.all(ids.map((id) => act(shop, id, 'complete')));
      expect(done.map((d) => d.statusCode)).toEqual([200, 200]);
      expect([round, await balances(shop.merchant.merchantId)]).toEqual([round, [{ stamps: 1 }]]);
      expect([round, await q('SELECT count(*)::int AS n FROM stamp_rewards')]).toEqual([
        round,
        [{ n: round }],
      ]);
    }
  });

  test('a stamp reward redeemed by two devices at once: one 200, one 409', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await saveCard(shop, { stamps_needed: 2 });
    const ma = await customer();
    await completeOrder(shop, ma);
    await completeOrder(shop, ma);
    const [reward] = (await counter(shop, ma.customer.phone)).rewards;
    const redeem = () =>
      merchant(shop, 'POST', apiPaths.merchantRedeemStampReward, undefined, {
        rewardId: reward!.id,
      });
    const answers = await Promise.all([redeem(), redeem()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  test('one code redeemed twice at once: one 200, one 409; points taken once', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await savePoints(shop, 10);
    const tea = (await addReward(shop, 'A free tea', 30)).json<PointReward>();
    const ma = await customer();
    await completeOrder(shop, ma, 3); // 10,500 MMK: 100 points
    const { code } = (
      await asCustomer(ma, 'POST', apiPaths.customerRedemptionCode, {
        slug: shop.slug,
        rewardId: tea.id,
      })
    ).json<RedemptionCode>();
    const redeem = () => merchant(shop, 'POST', apiPaths.merchantRedeemCode, { code });
    const answers = await Promise.all([redeem(), redeem()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await q('SELECT balance FROM point_balances')).toEqual([{ balance: 70 }]);
    expect(await q(`SELECT count(*)::int AS n FROM point_entries WHERE kind = 'redeemed'`)).toEqual(
      [{ n: 1 }],
    );
  });

  test('two codes for a balance that covers one, redeemed at once: one succeeds, never negative', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    await savePoints(shop, 10);
    const tea = (await addReward(shop, 'A free tea', 30)).json<PointReward>();
    const ma = await customer();
    await completeOrder(shop, ma); // 30 points
    const ask = () =>
      asCustomer(ma, 'POST', apiPaths.customerRedemptionCode, {
        slug: shop.slug,
        rewardId: tea.id,
      });
    const codes = [
      (await ask()).json<RedemptionCode>().code,
      (await ask()).json<RedemptionCode>().code,
    ];
    const answers = await Promise.all(
      codes.map((code) => merchant(shop, 'POST', apiPaths.merchantRedeemCode, { code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      reason: 'not_enough_points',
    });
    expect(await q('SELECT balance FROM point_balances')).toEqual([{ balance: 0 }]);
    expect(await q(`SELECT count(*)::int AS n FROM point_entries WHERE kind = 'redeemed'`)).toEqual(
      [{ n: 1 }],
    );
  });
});
