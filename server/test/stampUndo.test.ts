/**
 * The counter's Undo: a stamp given with an Idempotency-Key is taken back once, by its own shop
 * only, within the window; a repeated key gives one stamp, and stays one stamp after an Undo.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { CounterCustomer } from '@contract/loyalty';
import { STAMP_UNDO_SECONDS } from '@contract/loyaltyRules';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';

jest.setTimeout(120_000);

const CARD = {
  enabled: true,
  stamps_needed: 2,
  reward: 'A free green tea',
  background: '#fff8e1',
  color: '#8d6e63',
  logo_photo_id: null,
};
const PHONE = '09790022222';

describe.each(databases())('undoing a counter stamp on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const call = (
    shop: OrderingShop,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    params: Record<string, string | number> = {},
    payload?: object,
    headers: Record<string, string> = shop.merchant.headers,
  ) =>
    app.inject({
      method,
      url: `/api/${fillPath(path, { merchantId: shop.merchant.merchantId, ...params })}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const stamp = (shop: OrderingShop, key: string) =>
    call(
      shop,
      'POST',
      apiPaths.merchantCounterStamp,
      {},
      { phone: PHONE },
      {
        ...shop.merchant.headers,
        'idempotency-key': key,
      },
    );
  const undo = (shop: OrderingShop, key: string, by: OrderingShop = shop) =>
    call(
      shop,
      'DELETE',
      apiPaths.merchantCounterStampUndo,
      { key },
      undefined,
      by.merchant.headers,
    );
  const card = async (shop: OrderingShop) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/${fillPath(apiPaths.merchantCounter, { merchantId: shop.merchant.merchantId })}?phone=${PHONE}`,
        headers: shop.merchant.headers,
      })
    ).json<CounterCustomer>();
  const shopWithCard = async (slug: string) => {
    const shop = await orderingShop(app, database.db, slug);
    expect((await call(shop, 'PUT', apiPaths.merchantStampCard, {}, CARD)).statusCode).toBe(200);
    return shop;
  };

  test('one press is one stamp, however often its key is sent', async () => {
    const shop = await shopWithCard('golden-cup');
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await stamp(shop, 'press-1'));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 200, 200]);
    expect((await card(shop)).stamps).toBe(1);
  });

  test('Undo takes the stamp back once; its key never stamps again', async () => {
    const shop = await shopWithCard('golden-cup');
    await stamp(shop, 'press-1');
    const undone = await undo(shop, 'press-1');
    expect(undone.statusCode).toBe(200);
    expect(undone.json<CounterCustomer>()).toMatchObject({ phone: PHONE, stamps: 0, rewards: [] });
    // Undo again, or the press's key again: nothing changes.
    const twice = await undo(shop, 'press-1');
    expect([twice.statusCode, twice.json<CounterCustomer>().stamps]).toEqual([200, 0]);
    expect((await stamp(shop, 'press-1')).statusCode).toBe(200);
    expect((await card(shop)).stamps).toBe(0);
    // A new press is a new stamp.
    expect((await stamp(shop, 'press-2')).statusCode).toBe(201);
    expect((await card(shop)).stamps).toBe(1);
  });

  test('Undo of the stamp that filled the card takes its reward back; not once it is redeemed', async () => {
    const shop = await shopWithCard('golden-cup');
    await stamp(shop, 'press-1');
    const full = (await stamp(shop, 'press-2')).json<CounterCustomer>();
    expect(full).toMatchObject({ stamps: 0, rewards: [{ reward: 'A free green tea' }] });
    const undone = await undo(shop, 'press-2');
    expect(undone.json<CounterCustomer>()).toMatchObject({ stamps: 1, rewards: [] });

    const again = (await stamp(shop, 'press-3')).json<CounterCustomer>();
    const redeemed = await call(shop, 'POST', apiPaths.merchantRedeemStampReward, {
      rewardId: again.rewards[0]!.id,
    });
    expect(redeemed.statusCode).toBe(200);
    const refused = await undo(shop, 'press-3');
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message: 'The reward this stamp completed has been redeemed: the stamp stays.',
        reason: 'already_redeemed',
      },
    ]);
    expect((await card(shop)).stamps).toBe(0);
  });

  test(`only within ${STAMP_UNDO_SECONDS} seconds of the stamp`, async () => {
    const shop = await shopWithCard('golden-cup');
    await stamp(shop, 'press-1');
    await database.db.query(
      `UPDATE stamp_events SET created_at = now() - make_interval(secs => $1)
        WHERE idempotency_key = 'press-1'`,
      [STAMP_UNDO_SECONDS + 1],
    );
    const late = await undo(shop, 'press-1');
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { message: 'This stamp can no longer be undone.', reason: 'too_late' },
    ]);
    expect((await card(shop)).stamps).toBe(1);
  });

  test("only by the shop that gave it: another merchant finds nothing, nor reaches the shop's path", async () => {
    const shop = await shopWithCard('golden-cup');
    const other = await shopWithCard('other-cup');
    await stamp(shop, 'press-1');
    // The other merchant on the shop's path: not theirs.
    const foreignPath = await undo(shop, 'press-1', other);
    expect(foreignPath.statusCode).toBe(403);
    // On their own path, the key is none of their stamps.
    const foreignKey = await undo(other, 'press-1');
    expect([foreignKey.statusCode, foreignKey.json()]).toEqual([
      404,
      { message: 'This stamp was not found.' },
    ]);
    expect((await card(shop)).stamps).toBe(1);
    // Without a token: refused before anything.
    const anonymous = await app.inject({
      method: 'DELETE',
      url: `/api/${fillPath(apiPaths.merchantCounterStampUndo, { merchantId: shop.merchant.merchantId, key: 'press-1' })}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await card(shop)).stamps).toBe(1);
  });

  test('answers in Burmese when asked', async () => {
    const shop = await shopWithCard('golden-cup');
    const missing = await call(
      shop,
      'DELETE',
      apiPaths.merchantCounterStampUndo,
      { key: 'never-pressed' },
      undefined,
      { ...shop.merchant.headers, 'accept-language': 'my' },
    );
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'ဤတံဆိပ်ကို ရှာမတွေ့ပါ။' }]);
  });
});
