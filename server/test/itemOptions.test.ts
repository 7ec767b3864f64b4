/**
 * Choices on an item: the store editor adds (once per Idempotency-Key), replaces, reorders and
 * removes option groups; the store page and the catalogue show them; placing an order (with and
 * without a promo code, the two ways an order is placed) and quoting price them on the server and
 * refuse a choice that breaks a group with 422 naming the group, in English and Burmese; the order
 * keeps the options chosen as they were. On PGlite and PostgreSQL.
 */
import fc from 'fast-check';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { addDays, yangonNow } from '@contract/orderRules';
import { optionPaths } from '@contract/optionPaths';
import type { OptionGroup, OptionGroupRequest, OptionGroups } from '@contract/options';
import type { ShopOrder } from '@contract/orders';
import type { ShopPageResponse } from '@contract/store';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, newMerchant, saveStore } from './storeKit';

jest.setTimeout(90_000);

const MY = { 'accept-language': 'my' };

const SIZE: OptionGroupRequest = {
  name: 'Size',
  name_my: 'အရွယ်',
  min: 1,
  max: 1,
  options: [
    { name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
    { name: 'Large', name_my: 'အကြီး', price: 500 },
  ],
};
const EXTRAS: OptionGroupRequest = {
  name: 'Extras',
  name_my: 'အပို',
  min: 0,
  max: 2,
  options: [
    { name: 'Extra egg', name_my: 'ကြက်ဥ ထပ်', price: 300 },
    { name: 'Less sugar', name_my: 'သကြားလျှော့', price: 0 },
    { name: 'Fish cake', name_my: 'ငါးဖယ်', price: 700 },
  ],
};

describe.each(databases())('choices on an item on %s', (kind) => {
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
    return signInCustomer(app, `0977${String(phone).padStart(7, '0')}`, 'Ma Su');
  };

  const addGroup = (shop: OrderingShop, group: OptionGroupRequest, key: string, itemId?: number) =>
    call(
      app,
      'POST',
      optionPaths.storeOptionGroups,
      { merchantId: shop.merchant.merchantId, itemId: itemId ?? shop.items.tea.id },
      { headers: { ...shop.merchant.headers, 'idempotency-key': key }, payload: group },
    );

  const groupCall = (
    shop: OrderingShop,
    method: 'PUT' | 'DELETE',
    groupId: number,
    payload?: object,
    headers: object = {},
  ) =>
    call(
      app,
      method,
      optionPaths.storeOptionGroup,
      { merchantId: shop.merchant.merchantId, itemId: shop.items.tea.id, groupId },
      { headers: { ...shop.merchant.headers, ...headers }, payload },
    );

  /** The shop's tea with a size and extras; answers the two groups. */
  async function teaWithChoices(shop: OrderingShop): Promise<[OptionGroup, OptionGroup]> {
    expect((await addGroup(shop, SIZE, 'size')).statusCode).toBe(201);
    const added = await addGroup(shop, EXTRAS, 'extras');
    expect(added.statusCode).toBe(201);
    const { groups } = added.json<OptionGroups>();
    return [groups[0]!, groups[1]!];
  }

  const place = (
    shop: OrderingShop,
    who: SignedInCustomer,
    lines: object[],
    extra: object = {},
    headers: object = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `key-${Math.random()}`, ...headers },
      payload: { branch_id: null, note: '', table: null, lines, ...extra },
    });

  const quote = (shop: OrderingShop, lines: object[]) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerQuote, { slug: shop.slug })}`,
      payload: { branch_id: null, lines, promo_code: null },
    });

  const optionId = (group: OptionGroup, name: string) =>
    group.options.find((option) => option.name === name)!.id;

  test('a group is added once per key, replaced keeping its options’ ids, reordered and removed', async () => {
    const shop = await orderingShop(app, database.db, 'tea-choices');
    const first = await addGroup(shop, SIZE, 'size');
    expect(first.statusCode).toBe(201);
    const [size] = first.json<OptionGroups>().groups;
    expect(size).toMatchObject({
      name: 'Size',
      name_my: 'အရွယ်',
      min: 1,
      max: 1,
      options: [
        { name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
        { name: 'Large', name_my: 'အကြီး', price: 500 },
      ],
    });
    // A double tap: the same key adds nothing.
    const again = await addGroup(shop, SIZE, 'size');
    expect(again.statusCode).toBe(200);
    expect(again.json<OptionGroups>().groups).toEqual([size]);

    const extras = (await addGroup(shop, EXTRAS, 'extras')).json<OptionGroups>().groups[1]!;
    // Large kept (its id), Regular removed, Small added first.
    const large = optionId(size!, 'Large');
    const replaced = await groupCall(shop, 'PUT', size!.id, {
      ...SIZE,
      options: [
        { name: 'Small', name_my: '', price: 0 },
        { id: large, name: 'Large', name_my: 'အကြီး', price: 600 },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<OptionGroups>().groups[0]!;
    expect(after.options.map((option) => [option.name, option.price])).toEqual([
      ['Small', 0],
      ['Large', 600],
    ]);
    expect(after.options[1]!.id).toBe(large);

    const reordered = await call(
      app,
      'PUT',
      optionPaths.storeOptionGroupOrder,
      { merchantId: shop.merchant.merchantId, itemId: shop.items.tea.id },
      { headers: shop.merchant.headers, payload: { ids: [extras.id, size!.id] } },
    );
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<OptionGroups>().groups.map((group) => group.name)).toEqual([
      'Extras',
      'Size',
    ]);
    // The catalogue the editor reads shows the groups on the item, and only there.
    const catalogue = await call(
      app,
      'GET',
      apiPaths.storeCatalogue,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    const items = catalogue.json<{ items: Array<{ id: number; options?: OptionGroup[] }> }>().items;
    expect(items.find((item) => item.id === shop.items.tea.id)!.options).toHaveLength(2);
    expect(items.find((item) => item.id === shop.items.samosa.id)!.options).toBeUndefined();

    const removed = await groupCall(shop, 'DELETE', extras.id);
    expect(removed.json<OptionGroups>().groups.map((group) => group.name)).toEqual(['Size']);
    expect((await groupCall(shop, 'DELETE', extras.id)).statusCode).toBe(404);
  });

  test('bounds that do not fit, another group’s option, Zawgyi and another merchant’s item are refused', async () => {
    const shop = await orderingShop(app, database.db, 'tea-bounds');
    const tooMany = await addGroup(shop, { ...SIZE, max: 3 }, 'k1');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().data.errors).toEqual({
      max: ['The most a shopper chooses cannot be more than the options.'],
    });
    const minAbove = await addGroup(shop, { ...EXTRAS, min: 3, max: 2 }, 'k2', undefined);
    expect(minAbove.json().data.errors).toEqual({
      min: ['The fewest a shopper chooses cannot be more than the most.'],
    });
    const [size, extras] = await teaWithChoices(shop);
    // An option of the other group cannot be kept in this one; nothing is changed.
    const stolen = await groupCall(shop, 'PUT', size.id, {
      ...SIZE,
      options: [{ id: extras.options[0]!.id, name: 'Egg', name_my: '', price: 0 }],
      max: 1,
    });
    expect(stolen.statusCode).toBe(422);
    const page = await app.inject({
      url: `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`,
    });
    const tea = page.json<ShopPageResponse>().items.find((item) => item.id === shop.items.tea.id)!;
    expect(tea.options!.map((group) => group.options.length)).toEqual([2, 3]);

    const zawgyi = await addGroup(
      shop,
      { ...EXTRAS, options: [{ name: 'ေရခဲ', name_my: 'ေရခဲ', price: 0 }] },
      'k3',
    );
    expect(zawgyi.statusCode).toBe(422);
    expect(Object.keys(zawgyi.json().data.errors)).toEqual(['options.0.name', 'options.0.name_my']);

    const other = await newMerchant(app);
    await saveStore(app, other, { name: 'Other shop', slug: 'other-shop' });
    const foreign = await call(
      app,
      'POST',
      optionPaths.storeOptionGroups,
      { merchantId: other.merchantId, itemId: shop.items.tea.id },
      { headers: { ...other.headers, 'idempotency-key': 'x' }, payload: SIZE },
    );
    expect(foreign.statusCode).toBe(404);
  });

  test('an order with options is priced on the server and keeps what was chosen, with or without a promo code', async () => {
    const shop = await orderingShop(app, database.db, 'tea-order');
    const [size, extras] = await teaWithChoices(shop);
    const who = await customer();
    const large = optionId(size, 'Large');
    const egg = optionId(extras, 'Extra egg');
    const sugar = optionId(extras, 'Less sugar');
    const placed = await place(shop, who, [
      { item_id: shop.items.tea.id, quantity: 2, options: [egg, large] },
      { item_id: shop.items.tea.id, quantity: 1, options: [optionId(size, 'Regular'), sugar] },
      { item_id: shop.items.samosa.id, quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<ShopOrder>();
    // 2 × (3,500 + 500 + 300) + 3,500 + 1,200
    expect(order.subtotal).toBe(13_300);
    expect(order.lines).toEqual([
      {
        item_id: shop.items.tea.id,
        name: 'Green tea',
        price: 4300,
        quantity: 2,
        options: [
          { group: 'Size', group_my: 'အရွယ်', name: 'Large', name_my: 'အကြီး', price: 500 },
          {
            group: 'Extras',
            group_my: 'အပို',
            name: 'Extra egg',
            name_my: 'ကြက်ဥ ထပ်',
            price: 300,
          },
        ],
      },
      {
        item_id: shop.items.tea.id,
        name: 'Green tea',
        price: 3500,
        quantity: 1,
        options: [
          { group: 'Size', group_my: 'အရွယ်', name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
          { group: 'Extras', group_my: 'အပို', name: 'Less sugar', name_my: 'သကြားလျှော့', price: 0 },
        ],
      },
      { item_id: shop.items.samosa.id, name: 'Samosa', price: 1200, quantity: 1 },
    ]);

    // The options as they were: the shop raising Large later changes nothing of the order.
    await groupCall(shop, 'PUT', size.id, {
      ...SIZE,
      options: size.options.map((option) => ({ ...option, price: option.price + 1000 })),
    });
    const inbox = await call(
      app,
      'GET',
      apiPaths.merchantInbox,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    const listed = inbox
      .json<{ orders: ShopOrder[] }>()
      .orders.find((candidate) => candidate.id === order.id)!;
    expect(listed.lines[0]).toMatchObject({
      price: 4300,
      options: [{ price: 500 }, { price: 300 }],
    });

    // With a promo code (placed the other way): Large is now 1,500 more.
    const code = await call(
      app,
      'POST',
      apiPaths.merchantPromoCodes,
      { merchantId: shop.merchant.merchantId },
      {
        headers: shop.merchant.headers,
        payload: {
          code: 'TEA-10',
          kind: 'percent',
          value: 10,
          valid_from: addDays(yangonNow(new Date()).date, -1),
          valid_to: addDays(yangonNow(new Date()).date, 30),
          max_uses: null,
          min_total: 0,
          active: true,
        },
      },
    );
    expect(code.statusCode).toBe(201);
    const promoted = await place(
      shop,
      await customer(),
      [{ item_id: shop.items.tea.id, quantity: 1, options: [large] }],
      { promo_code: 'TEA-10' },
    );
    expect(promoted.statusCode).toBe(201);
    // 3,500 + 1,500, less 10 %
    expect(promoted.json<ShopOrder>()).toMatchObject({
      subtotal: 5000,
      total: 4500,
      lines: [{ price: 5000, options: [{ name: 'Large', price: 1500 }] }],
    });
  });

  test('a choice that breaks a group is refused naming the group, in English and Burmese, and nothing is placed', async () => {
    const shop = await orderingShop(app, database.db, 'tea-refused');
    const [size, extras] = await teaWithChoices(shop);
    const who = await customer();
    const noSize = await place(shop, who, [
      { item_id: shop.items.tea.id, quantity: 1, options: [optionId(extras, 'Extra egg')] },
    ]);
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json()).toMatchObject({
      message: 'Green tea: please choose Size.',
      reason: 'options',
      item_id: shop.items.tea.id,
      group_id: size.id,
      problem: 'too_few',
    });
    const threeExtras = await place(
      shop,
      who,
      [
        {
          item_id: shop.items.tea.id,
          quantity: 1,
          options: [size.options[0]!.id, ...extras.options.map((option) => option.id)],
        },
      ],
      {},
      MY,
    );
    expect(threeExtras.statusCode).toBe(422);
    expect(threeExtras.json()).toMatchObject({
      message: 'Green tea- အပို မှ အများဆုံး ၂ ခုသာ ရွေးပါ။',
      group_id: extras.id,
      problem: 'too_many',
    });
    const foreign = await place(shop, who, [
      { item_id: shop.items.samosa.id, quantity: 1, options: [size.options[0]!.id] },
    ]);
    expect(foreign.json()).toMatchObject({
      message: 'Samosa: a choice you made is no longer offered. Please choose again.',
      group_id: null,
      problem: 'unknown',
    });
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shop_orders',
    );
    expect(rows[0]!.n).toBe(0);
  });

  // Any choice of the tea's options: the quote is the item's price and the chosen options' when
  // Size has exactly one and Extras at most two; otherwise 422 naming the group broken.
  test('quotes agree with the groups’ rules for any choice (property)', async () => {
    const shop = await orderingShop(app, database.db, 'tea-property');
    const [size, extras] = await teaWithChoices(shop);
    const all = [...size.options, ...extras.options];
    const price = new Map(all.map((option) => [option.id, option.price]));
    await fc.assert(
      fc.asyncProperty(fc.subarray(all.map((option) => option.id)), async (chosen) => {
        const response = await quote(shop, [
          { item_id: shop.items.tea.id, quantity: 1, options: chosen },
        ]);
        const sizes = chosen.filter((id) => size.options.some((option) => option.id === id));
        const extraCount = chosen.length - sizes.length;
        if (sizes.length !== 1) {
          expect(response.statusCode).toBe(422);
          expect(response.json().group_id).toBe(size.id);
        } else if (extraCount > 2) {
          expect(response.statusCode).toBe(422);
          expect(response.json().group_id).toBe(extras.id);
        } else {
          expect(response.statusCode).toBe(200);
          const expected = 3500 + chosen.reduce((sum, id) => sum + price.get(id)!, 0);
          expect(response.json().subtotal).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});
