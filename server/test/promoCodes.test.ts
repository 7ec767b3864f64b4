/**
 * Promo codes: the shop's codes and their rules; an order priced with the
 * member discount and a code, each refusal with its reason and words; the quote that prices a
 * basket the same way and uses nothing up; the use taken once (a replay, two customers at once)
 * and given back when the order is rejected or cancelled.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { OrderQuote, PromoCode, PromoCodeRequest } from '@contract/loyalty';
import type { CustomerActivity, ShopOrder } from '@contract/orders';
import { addDays, yangonNow } from '@contract/orderRules';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, newMerchant, saveStore, type Merchant } from './storeKit';

// Each test builds shops through the API: slow on a busy machine.
jest.setTimeout(60_000);

const TOKEN_NOT_VALID = { message: 'Token not valid' };
const MY = { 'accept-language': 'my' };

describe.each(databases())('promo codes on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const today = () => yangonNow(new Date()).date;

  const customer = (name = 'Ma Hnin') => {
    phone += 1;
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, name);
  };

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

  const codes = (m: Merchant, method: 'GET' | 'POST', payload?: object, headers = {}) =>
    call(
      app,
      method,
      apiPaths.merchantPromoCodes,
      { merchantId: m.merchantId },
      { headers: { ...m.headers, ...headers }, payload },
    );
  const code = (m: Merchant, method: 'PUT' | 'DELETE', promoId: number, payload?: object) =>
    call(
      app,
      method,
      apiPaths.merchantPromoCode,
      { merchantId: m.merchantId, promoId },
      { headers: m.headers, payload },
    );
  const addCode = async (shop: OrderingShop, overrides: Partial<PromoCodeRequest> = {}) => {
    const response = await codes(shop.merchant, 'POST', promo(overrides));
    if (response.statusCode !== 201) {
      throw new Error(`adding a code failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<PromoCode>();
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
  const quote = (
    shop: { slug: string },
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerQuote, { slug: shop.slug })}`,
      headers,
      payload: { branch_id: null, promo_code: null, ...body },
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

  const usesOf = async (id: number) =>
    (await database.db.query<{ uses: number }>('SELECT uses FROM promo_codes WHERE id = $1', [id]))
      .rows[0]?.uses;
  const orderCount = async () =>
    (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders')).rows[0]
      ?.n;

  /** Makes the customer a member of the shop's membership programme (its routes are elsewhere). */
  const makeMember = async (
    shop: OrderingShop,
    who: SignedInCustomer,
    percent: number,
    enabled = true,
  ) => {
    await database.db.query(
      `INSERT INTO membership_programs (merchant_id, enabled, discount_percent) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = $2, discount_percent = $3`,
      [shop.merchant.merchantId, enabled, percent],
    );
    await database.db.query(
      `INSERT INTO memberships (merchant_id, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [shop.merchant.merchantId, who.customer.id],
    );
  };

  /* ------------------------------ the shop's codes ------------------------------ */

  test('the shop adds, lists, replaces and removes its codes; stored upper-case', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const added = await codes(shop.merchant, 'POST', {
      ...promo({ code: 'tea-10', valid_from: '2030-01-01', valid_to: '2030-01-31' }),
      max_uses: 50,
      min_total: 5000,
    });
    expect(added.statusCode).toBe(201);
    const tea = added.json<PromoCode>();
    expect(tea).toEqual({
      id: expect.any(Number),
      code: 'TEA-10',
      kind: 'percent',
      value: 10,
      valid_from: '2030-01-01',
      valid_to: '2030-01-31',
      max_uses: 50,
      max_uses_per_customer: null,
      uses: 0,
      min_total: 5000,
      active: true,
    });
    const amount = await addCode(shop, {
      code: 'MINUS-2000',
      kind: 'amount',
      value: 2000,
      valid_from: '2030-02-01',
      valid_to: '2030-02-01',
    });
    const listed = await codes(shop.merchant, 'GET');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<PromoCode[]>().map((c) => c.code)).toEqual(['MINUS-2000', 'TEA-10']);

    const replaced = await code(shop.merchant, 'PUT', tea.id, {
      ...promo({ code: 'Tea-20', value: 20, valid_from: '2030-03-01', valid_to: '2030-03-31' }),
      active: false,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<PromoCode>()).toMatchObject({
      id: tea.id,
      code: 'TEA-20',
      value: 20,
      valid_from: '2030-03-01',
      max_uses: null,
      active: false,
    });
    // Its own code again (any case) is not a duplicate of itself.
    expect((await code(shop.merchant, 'PUT', tea.id, promo({ code: 'tea-20' }))).statusCode).toBe(
      200,
    );

    expect((await code(shop.merchant, 'DELETE', amount.id)).statusCode).toBe(204);
    expect((await code(shop.merchant, 'DELETE', amount.id)).json()).toEqual({
      message: 'Promo code not found',
    });
    expect((await codes(shop.merchant, 'GET')).json<PromoCode[]>().map((c) => c.code)).toEqual([
      'TEA-20',
    ]);

    // Another shop's code is not found, for reading changes and removal alike.
    const other = await orderingShop(app, database.db, 'silver-cup');
    expect((await code(other.merchant, 'PUT', tea.id, promo())).statusCode).toBe(404);
    expect((await code(other.merchant, 'DELETE', tea.id)).statusCode).toBe(404);
    expect((await codes(other.merchant, 'GET')).json()).toEqual([]);
  });

  test('the rules beyond the schema, as 422 field errors in both languages', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const post = (body: object, headers = {}) => codes(shop.merchant, 'POST', body, headers);

    const percent = await post(promo({ value: 101 }));
    expect(percent.statusCode).toBe(422);
    expect(percent.json()).toEqual({
      status: false,
      message: 'A percent discount cannot be more than 100.',
      data: { errors: { value: ['A percent discount cannot be more than 100.'] } },
    });
    // An amount may be more than 100.
    expect((await post(promo({ code: 'BIG', kind: 'amount', value: 101 }))).statusCode).toBe(201);
    expect((await post(promo({ value: 101 }), MY)).json()).toMatchObject({
      data: { errors: { value: ['ရာခိုင်နှုန်း လျှော့စျေးသည် ၁၀၀ ထက် မကြီးရပါ။'] } },
    });

    const dates = await post(promo({ valid_from: '2030-05-02', valid_to: '2030-05-01' }));
    expect(dates.statusCode).toBe(422);
    expect(dates.json()).toMatchObject({
      data: { errors: { valid_to: ['The last day must not be before the first day.'] } },
    });
    expect(
      (await post(promo({ valid_from: '2030-05-02', valid_to: '2030-05-01' }), MY)).json(),
    ).toMatchObject({
      data: { errors: { valid_to: ['နောက်ဆုံးရက်သည် စတင်ရက်ထက် မစောရပါ။'] } },
    });
    const noSuchDay = await post(promo({ valid_from: '2030-02-30' }));
    expect(noSuchDay.json()).toMatchObject({
      data: { errors: { valid_from: ['The first day field is invalid.'] } },
    });

    expect((await post(promo({ code: 'TEA-10' }))).statusCode).toBe(201);
    const duplicate = await post(promo({ code: 'tea-10', kind: 'amount', value: 500 }));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({
      data: { errors: { code: ['Your shop already has this promo code.'] } },
    });
    expect((await post(promo({ code: 'Tea-10' }), MY)).json()).toMatchObject({
      data: { errors: { code: ['သင့်ဆိုင်တွင် ဤပရိုမိုကုဒ် ရှိပြီး ဖြစ်ပါသည်။'] } },
    });
    // Renaming another code to it is refused the same way.
    const big = (await codes(shop.merchant, 'GET'))
      .json<PromoCode[]>()
      .find((c) => c.code === 'BIG');
    const renamed = await code(shop.merchant, 'PUT', big!.id, promo({ code: 'TEA-10' }));
    expect(renamed.json()).toMatchObject({
      data: { errors: { code: ['Your shop already has this promo code.'] } },
    });
    // Another shop may have the same code.
    const other = await orderingShop(app, database.db, 'silver-cup');
    expect((await codes(other.merchant, 'POST', promo({ code: 'TEA-10' }))).statusCode).toBe(201);

    // The schema: the code's letters, the kind, the range of the value, real fields only.
    for (const bad of [
      promo({ code: 'AB' }),
      promo({ code: 'TEA 10' }),
      promo({ code: 'ကော်ဖီ' }),
      promo({ value: 0 }),
      promo({ max_uses: 0 }),
      promo({ min_total: -1 }),
      { ...promo(), kind: 'free' },
      { ...promo(), uses: 0 },
    ]) {
      expect((await post(bad)).statusCode).toBe(422);
    }
    expect((await codes(shop.merchant, 'GET')).json<PromoCode[]>()).toHaveLength(2);
  });

  test('a new code without a last day lasts thirty days; a replacement still names it', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const { valid_to: _left, ...withoutEnd } = promo({ valid_from: today() });
    const added = await codes(shop.merchant, 'POST', withoutEnd);
    expect(added.statusCode).toBe(201);
    const made = added.json<PromoCode>();
    expect(made.valid_from).toBe(today());
    expect(made.valid_to).toBe(addDays(today(), 30));

    const later = await codes(shop.merchant, 'POST', {
      ...withoutEnd,
      code: 'LATER',
      valid_from: '2030-02-15',
    });
    expect(later.json<PromoCode>()).toMatchObject({
      valid_from: '2030-02-15',
      valid_to: '2030-03-17',
    });
    // A last day given is kept, the same day included.
    const oneDay = await codes(shop.merchant, 'POST', {
      ...promo({ code: 'ONE-DAY', valid_from: '2030-05-01', valid_to: '2030-05-01' }),
    });
    expect(oneDay.json<PromoCode>()).toMatchObject({ valid_to: '2030-05-01' });
    // An impossible first day is still refused by name, with no last day to blame.
    const noSuchDay = await codes(shop.merchant, 'POST', {
      ...withoutEnd,
      code: 'FEB-30',
      valid_from: '2030-02-30',
    });
    expect(noSuchDay.statusCode).toBe(422);
    expect(noSuchDay.json()).toMatchObject({
      data: { errors: { valid_from: ['The first day field is invalid.'] } },
    });
    expect(noSuchDay.json().data.errors.valid_to).toBeUndefined();
    // Replacing a code's terms needs all of them: its last day is never reset by leaving it out.
    const replaced = await code(shop.merchant, 'PUT', made.id, withoutEnd);
    expect(replaced.statusCode).toBe(422);
    expect((await codes(shop.merchant, 'GET')).json<PromoCode[]>()).toHaveLength(3);
  });

  test('the most uses cannot go below the uses; a shop keeps at most 200 codes', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const tea = await addCode(shop, { max_uses: 5 });
    await database.db.query('UPDATE promo_codes SET uses = 3 WHERE id = $1', [tea.id]);
    const lower = await code(shop.merchant, 'PUT', tea.id, promo({ max_uses: 2 }));
    expect(lower.statusCode).toBe(422);
    expect(lower.json()).toEqual({
      status: false,
      message: 'This code has been used 3 times: the most uses cannot be fewer.',
      data: {
        errors: { max_uses: ['This code has been used 3 times: the most uses cannot be fewer.'] },
      },
    });
    const same = await code(shop.merchant, 'PUT', tea.id, promo({ max_uses: 3 }));
    expect(same.json<PromoCode>()).toMatchObject({ max_uses: 3, uses: 3 });
    expect((await code(shop.merchant, 'PUT', tea.id, promo({ max_uses: null }))).statusCode).toBe(
      200,
    );

    await database.db.query(
      `INSERT INTO promo_codes (merchant_id, code, kind, value, valid_from, valid_to)
       SELECT $1, 'C-' || n, 'amount', 100, '2030-01-01', '2030-01-31'
         FROM generate_series(1, 198) AS n`,
      [shop.merchant.merchantId],
    );
    expect((await codes(shop.merchant, 'POST', promo({ code: 'LAST' }))).statusCode).toBe(201);
    const over = await codes(shop.merchant, 'POST', promo({ code: 'ONE-MORE' }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      data: { errors: { code: ['A shop can have at most 200 promo codes.'] } },
    });
  });

  test('without an active subscription the plan answers 403; without a store, 404', async () => {
    const bare = await newMerchant(app);
    await saveStore(app, bare, { slug: 'no-plan' });
    for (const answer of [
      await codes(bare, 'GET'),
      await codes(bare, 'POST', promo()),
      await code(bare, 'PUT', 1, promo()),
      await code(bare, 'DELETE', 1),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'Your plan does not include this feature' });
    }
    // Every plan includes promo codes: basic without add-ons.
    const basic = await newMerchant(app);
    await subscribe(app, basic, 1);
    const noStore = await codes(basic, 'POST', promo());
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json()).toEqual({ message: 'Save your store profile first.' });
    await saveStore(app, basic, { slug: 'basic-shop' });
    expect((await codes(basic, 'POST', promo())).statusCode).toBe(201);
  });

  /* --------------------------------- refusals ---------------------------------- */

  test('each refusal on placing and quoting: the reason, the words, nothing placed or used', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    await addCode(shop, {
      code: 'SOON',
      valid_from: addDays(today(), 1),
      valid_to: addDays(today(), 9),
    });
    await addCode(shop, {
      code: 'OLD',
      valid_from: addDays(today(), -9),
      valid_to: addDays(today(), -1),
    });
    const once = await addCode(shop, { code: 'ONCE', max_uses: 1 });
    await database.db.query('UPDATE promo_codes SET uses = 1 WHERE id = $1', [once.id]);
    const big = await addCode(shop, { code: 'BIG', min_total: 10000 });
    await addCode(shop, { code: 'OFF', active: false });
    const other = await orderingShop(app, database.db, 'silver-cup');
    await addCode(other, { code: 'THEIRS' });
    // Today and the last day are inside: they apply.
    await addCode(shop, { code: 'TODAY', valid_from: today(), valid_to: today() });

    const basket = { lines: [{ item_id: shop.items.tea.id, quantity: 2 }] }; // 7,000 MMK
    const cases: Array<[string, string, string]> = [
      ['nope', 'promo_unknown', 'This promo code is not valid at this shop.'],
      ['off', 'promo_unknown', 'This promo code is not valid at this shop.'],
      ['THEIRS', 'promo_unknown', 'This promo code is not valid at this shop.'],
      // Not started and expired are the unknown code's answer: a guess learns nothing of them.
      ['soon', 'promo_unknown', 'This promo code is not valid at this shop.'],
      ['old', 'promo_unknown', 'This promo code is not valid at this shop.'],
      ['once', 'promo_used_up', 'This promo code has been used up.'],
      ['big', 'promo_min_total', 'This promo code needs an order of at least 10,000 MMK.'],
    ];
    for (const [typed, reason, words] of cases) {
      const expected = {
        status: false,
        message: words,
        data: { errors: { promo_code: [words] } },
        reason,
        ...(reason === 'promo_min_total' ? { min_total: 10000 } : {}),
      };
      const placed = await place(shop, ma, { ...basket, promo_code: typed });
      expect({ typed, status: placed.statusCode, body: placed.json() }).toEqual({
        typed,
        status: 422,
        body: expected,
      });
      const quoted = await quote(shop, { ...basket, promo_code: typed }, ma.headers);
      expect({ typed, status: quoted.statusCode, body: quoted.json() }).toEqual({
        typed,
        status: 422,
        body: expected,
      });
    }
    expect(await orderCount()).toBe(0);
    expect(await usesOf(once.id)).toBe(1);
    expect(await usesOf(big.id)).toBe(0);

    // In Burmese, with Myanmar digits.
    const burmese = await place(shop, ma, { ...basket, promo_code: 'big' }, 'my-1', MY);
    expect(burmese.json()).toMatchObject({
      message: 'ဤပရိုမိုကုဒ်ကို အနည်းဆုံး ၁၀,၀၀၀ ကျပ်ဖိုး မှာယူမှသာ အသုံးပြုနိုင်ပါသည်။',
      reason: 'promo_min_total',
      min_total: 10000,
    });
    expect((await quote(shop, { ...basket, promo_code: 'once' }, MY)).json()).toMatchObject({
      data: { errors: { promo_code: ['ဤပရိုမိုကုဒ်ကို အသုံးပြုခွင့် ကုန်သွားပါပြီ။'] } },
      reason: 'promo_used_up',
    });
    expect((await quote(shop, { ...basket, promo_code: 'nope' }, MY)).json()).toMatchObject({
      message: 'ဤပရိုမိုကုဒ်ကို ဤဆိုင်တွင် အသုံးပြု၍ မရပါ။',
      reason: 'promo_unknown',
    });

    // The day itself applies, and a subtotal of exactly the least total does.
    const onTheDay = await place(shop, ma, { ...basket, promo_code: 'today' });
    expect(onTheDay.statusCode).toBe(201);
    expect(onTheDay.json<ShopOrder>()).toMatchObject({
      subtotal: 7000,
      promo: { code: 'TODAY', discount: 700 },
      total: 6300,
    });
    await addCode(shop, { code: 'EXACT', kind: 'amount', value: 500, min_total: 7000 });
    const exactly = await place(shop, ma, { ...basket, promo_code: 'exact' });
    expect(exactly.json<ShopOrder>()).toMatchObject({
      subtotal: 7000,
      promo: { code: 'EXACT', discount: 500 },
      total: 6500,
    });
  });

  /* ---------------------------------- totals ----------------------------------- */

  test('member discount and a code together: the totals of discountedTotal, on the quote and the receipt', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer('Ma Hnin');
    const visitorless = await customer('Ko Ko');
    await makeMember(shop, ma, 10);
    const save15 = await addCode(shop, { code: 'SAVE-15', value: 15 });
    const minus = await addCode(shop, { code: 'MINUS-2000', kind: 'amount', value: 2000 });
    const { tea, samosa } = shop.items;
    // 3 × 3,500 + 2 × 1,200 = 12,900 MMK.
    const basket = {
      lines: [
        { item_id: tea.id, quantity: 3 },
        { item_id: samosa.id, quantity: 2 },
      ],
    };

    const asMember = await quote(shop, { ...basket, promo_code: 'save-15' }, ma.headers);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json<OrderQuote>()).toEqual({
      subtotal: 12900,
      member_percent: 10,
      member_discount: 1290,
      promo: { code: 'SAVE-15', discount: 1741 },
      total: 9869,
    });
    // A visitor, and a customer who is not a member: no member discount.
    const expectedVisitor = {
      subtotal: 12900,
      member_percent: null,
      member_discount: 0,
      promo: { code: 'SAVE-15', discount: 1935 },
      total: 10965,
    };
    expect((await quote(shop, { ...basket, promo_code: 'SAVE-15' })).json()).toEqual(
      expectedVisitor,
    );
    expect(
      (await quote(shop, { ...basket, promo_code: 'SAVE-15' }, visitorless.headers)).json(),
    ).toEqual(expectedVisitor);
    expect((await quote(shop, basket, ma.headers)).json()).toEqual({
      subtotal: 12900,
      member_percent: 10,
      member_discount: 1290,
      promo: null,
      total: 11610,
    });
    // Quoting used nothing up.
    expect(await usesOf(save15.id)).toBe(0);

    const placed = await place(shop, ma, { ...basket, promo_code: 'minus-2000' });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<ShopOrder>();
    expect(order).toMatchObject({
      subtotal: 12900,
      member_discount: 1290,
      promo: { code: 'MINUS-2000', discount: 2000 },
      total: 9610,
    });
    expect(await usesOf(minus.id)).toBe(1);
    const stored = await database.db.query(
      `SELECT subtotal, member_discount, promo_code_id, promo_code, promo_discount, total
         FROM shop_orders WHERE id = $1`,
      [order.id],
    );
    expect(stored.rows[0]).toEqual({
      subtotal: 12900,
      member_discount: 1290,
      promo_code_id: minus.id,
      promo_code: 'MINUS-2000',
      promo_discount: 2000,
      total: 9610,
    });
    // The receipt the customer and the shop read carries the same figures.
    const activity = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerActivity}`,
      headers: ma.headers,
    });
    expect(activity.json<CustomerActivity>().orders[0]).toMatchObject({
      subtotal: 12900,
      member_discount: 1290,
      promo: { code: 'MINUS-2000', discount: 2000 },
      total: 9610,
    });

    // An amount never takes off more than is left: 1,200 MMK of samosa, 5,000 off.
    await addCode(shop, { code: 'FREE', kind: 'amount', value: 5000 });
    const free = await place(shop, visitorless, {
      lines: [{ item_id: samosa.id, quantity: 1 }],
      promo_code: 'FREE',
    });
    expect(free.json<ShopOrder>()).toMatchObject({
      subtotal: 1200,
      member_discount: 0,
      promo: { code: 'FREE', discount: 1200 },
      total: 0,
    });
    // A percent code of 100 on a member's order: 1,200 less 120, then all of 1,080.
    await addCode(shop, { code: 'ALL', value: 100 });
    expect(
      (
        await quote(
          shop,
          { lines: [{ item_id: samosa.id, quantity: 1 }], promo_code: 'ALL' },
          ma.headers,
        )
      ).json(),
    ).toEqual({
      subtotal: 1200,
      member_percent: 10,
      member_discount: 120,
      promo: { code: 'ALL', discount: 1080 },
      total: 0,
    });

    // Removing the code: the order keeps its text, the link is gone.
    expect((await code(shop.merchant, 'DELETE', minus.id)).statusCode).toBe(204);
    const kept = await database.db.query(
      'SELECT promo_code_id, promo_code FROM shop_orders WHERE id = $1',
      [order.id],
    );
    expect(kept.rows[0]).toEqual({ promo_code_id: null, promo_code: 'MINUS-2000' });
    // Rejecting it then gives nothing back to anyone (and does not fail).
    expect((await act(shop, order.id, 'reject', { reason: 'Closed early' })).statusCode).toBe(200);
  });

  test('no member discount when the programme is off or the plan lacks membership', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const basket = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] };
    await makeMember(shop, ma, 20, false);
    expect((await quote(shop, basket, ma.headers)).json()).toMatchObject({
      member_percent: null,
      member_discount: 0,
      total: 3500,
    });
    await makeMember(shop, ma, 20, true);
    expect((await quote(shop, basket, ma.headers)).json()).toMatchObject({
      member_percent: 20,
      member_discount: 700,
      total: 2800,
    });
    // Standard with the Order/Reservations add-on: orders yes, membership no.
    const standard = await orderingShop(app, database.db, 'standard-cup', {
      plan: 2,
      addons: [[2, 1]],
    });
    await makeMember(standard, ma, 20, true);
    const placed = await place(standard, ma, {
      lines: [{ item_id: standard.items.tea.id, quantity: 1 }],
    });
    expect(placed.json<ShopOrder>()).toMatchObject({
      subtotal: 3500,
      member_discount: 0,
      promo: null,
      total: 3500,
    });
  });

  /* ------------------------------- taking a use -------------------------------- */

  test('a replay with the same Idempotency-Key answers the first order and uses nothing again', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const tea = await addCode(shop, { max_uses: 5 });
    const body = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }], promo_code: 'TEA-10' };
    const first = await place(shop, ma, body, 'tap');
    const again = await place(shop, ma, body, 'tap');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await usesOf(tea.id)).toBe(1);
  });

  test('a rejected or cancelled order gives its use back; a completed one keeps it', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer('Ma Hnin');
    const ko = await customer('Ko Ko');
    const once = await addCode(shop, { code: 'ONCE', max_uses: 1 });
    const body = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }], promo_code: 'ONCE' };

    const first = (await place(shop, ma, body)).json<ShopOrder>();
    expect(await usesOf(once.id)).toBe(1);
    expect((await place(shop, ko, body)).json()).toMatchObject({ reason: 'promo_used_up' });
    expect((await act(shop, first.id, 'reject', { reason: 'Out of tea' })).statusCode).toBe(200);
    expect(await usesOf(once.id)).toBe(0);

    const second = await place(shop, ko, body);
    expect(second.statusCode).toBe(201);
    expect(await usesOf(once.id)).toBe(1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerCancelOrder, { orderId: second.json<ShopOrder>().id })}`,
      headers: ko.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await usesOf(once.id)).toBe(0);

    const third = (await place(shop, ma, body)).json<ShopOrder>();
    for (const action of ['accept', 'ready', 'complete']) {
      expect((await act(shop, third.id, action)).statusCode).toBe(200);
    }
    expect(await usesOf(once.id)).toBe(1);
    // An order without a code changes no code when rejected.
    const plain = (
      await place(shop, ko, { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] })
    ).json<ShopOrder>();
    expect((await act(shop, plain.id, 'reject', { reason: 'Busy' })).statusCode).toBe(200);
    expect(await usesOf(once.id)).toBe(1);
  });

  test('the last use, two customers at the same moment: one order, one promo_used_up', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer('Ma Hnin');
    const ko = await customer('Ko Ko');
    const once = await addCode(shop, { code: 'ONCE', max_uses: 1 });
    const body = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }], promo_code: 'once' };
    const answers = await Promise.all([place(shop, ma, body), place(shop, ko, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ reason: 'promo_used_up' });
    expect(await usesOf(once.id)).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  /* ----------------------------------- quote ----------------------------------- */

  test('a slug no shop can have (a NUL in the path) is 404 on every call that looks a shop up by slug', async () => {
    // PostgreSQL text cannot hold NUL: comparing with it fails, so the lookup refuses it first.
    const ma = await customer();
    const basket = { branch_id: null, lines: [{ item_id: 1, quantity: 1 }], promo_code: null };
    const calls = [
      { method: 'POST', path: apiPaths.customerQuote, payload: basket },
      {
        method: 'POST',
        path: apiPaths.customerPlaceOrder,
        payload: { ...basket, note: '', table: null },
        key: true,
      },
      { method: 'GET', path: `${apiPaths.customerSlots}?date=${today()}` },
      { method: 'GET', path: apiPaths.customerShopLoyalty },
      { method: 'POST', path: apiPaths.customerMembership },
      { method: 'GET', path: apiPaths.shopPromotions },
    ] as const;
    const statuses: Record<string, number> = {};
    for (const c of calls) {
      const answer = await app.inject({
        method: c.method,
        url: `/api/${c.path.replace(':slug', '%00')}`,
        headers: { ...ma.headers, ...('key' in c ? { 'idempotency-key': 'nul-slug' } : {}) },
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      statuses[c.path] = answer.statusCode;
    }
    expect(statuses).toEqual({
      [apiPaths.customerQuote]: 404,
      [apiPaths.customerPlaceOrder]: 404,
      [`${apiPaths.customerSlots}?date=${today()}`]: 404,
      [apiPaths.customerShopLoyalty]: 404,
      [apiPaths.customerMembership]: 404,
      [apiPaths.shopPromotions]: 404,
    });
  });

  test('the quote: a listed shop that takes orders, an optional customer token, the refusals of placing', async () => {
    const shop = await orderingShop(app, database.db, 'golden-cup');
    const ma = await customer();
    const basket = { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] };

    const unknown = await quote({ slug: 'no-such-shop' }, basket);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Shop not found' }]);
    const noOrders = await orderingShop(app, database.db, 'basic-cup', { plan: 1 });
    const closed = await quote(noOrders, {
      lines: [{ item_id: noOrders.items.tea.id, quantity: 1 }],
    });
    expect([closed.statusCode, closed.json()]).toEqual([
      403,
      { message: 'Your plan does not include this feature', reason: 'shop_closed_to_orders' },
    ]);

    // A token that is sent must be an active customer's.
    for (const authorization of [
      `Bearer ${ma.token.slice(0, -2)}xy`,
      `Bearer ${shop.merchant.token}`,
      'Basic abc',
      '',
    ]) {
      const answer = await quote(shop, basket, { authorization });
      expect({ authorization, status: answer.statusCode, body: answer.json() }).toEqual({
        authorization,
        status: 401,
        body: TOKEN_NOT_VALID,
      });
    }

    const unavailable = await quote(shop, { lines: [{ item_id: 999999, quantity: 1 }] });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json()).toMatchObject({ reason: 'unavailable', item_ids: [999999] });
    const service = await quote(shop, {
      lines: [{ item_id: shop.items.massage.id, quantity: 1 }],
    });
    expect(service.statusCode).toBe(422);
    expect(service.json()).toMatchObject({
      reason: 'not_orderable',
      item_ids: [shop.items.massage.id],
    });
    const branch = await quote(shop, { ...basket, branch_id: 999999 });
    expect(branch.statusCode).toBe(422);
    expect(branch.json()).toMatchObject({ data: { errors: { branch_id: expect.any(Array) } } });
    const atBranch = await quote(shop, { ...basket, branch_id: shop.branchId }, ma.headers);
    expect(atBranch.json()).toEqual({
      subtotal: 3500,
      member_percent: null,
      member_discount: 0,
      promo: null,
      total: 3500,
    });
    // Nothing stored.
    expect(await orderCount()).toBe(0);
  });
});
