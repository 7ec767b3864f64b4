/**
 * Delivery: the shop lists the townships it delivers to (fee, least order, time); the store page
 * names them in the reader's language; an order for delivery is charged the township's fee (with
 * or without a promo code), refused outside those townships and below their least, kept with its
 * address (offered again on the shopper's account), goes out for delivery and is delivered, and is
 * marked paid on delivery with the day's totals counting its fee. On PGlite and PostgreSQL.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { DeliveryAreas } from '@contract/delivery';
import { deliveryPaths } from '@contract/deliveryPaths';
import { inboxPaths } from '@contract/inboxPaths';
import type { Customer, Inbox, ShopOrder } from '@contract/orders';
import { addDays, yangonNow } from '@contract/orderRules';
import type { ShopPageResponse } from '@contract/store';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call } from './storeKit';

jest.setTimeout(90_000);

const MY = { 'accept-language': 'my' };

describe.each(databases())('delivery on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let phone = 0;
  /** Township ids by English name, from the reference data. */
  let township: Record<string, number>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
    const { rows } = await database.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM townships',
    );
    township = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterEach(() => app.close());

  const customer = () => {
    phone += 1;
    return signInCustomer(app, `0976${String(phone).padStart(7, '0')}`, 'Daw Khin');
  };

  const saveAreas = (shop: OrderingShop, areas: object[]) =>
    call(
      app,
      'PUT',
      deliveryPaths.storeDelivery,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers, payload: { areas } },
    );

  /** Sanchaung 1,500 MMK from 10,000 MMK in 30 minutes; Kamayut 2,000 MMK, any order, 45. */
  async function deliveringShop(slug: string): Promise<OrderingShop> {
    const shop = await orderingShop(app, database.db, slug);
    const saved = await saveAreas(shop, [
      { township_id: township.Sanchaung, fee: 1500, min_total: 10_000, eta_minutes: 30 },
      { township_id: township.Kamayut, fee: 2000, min_total: 0, eta_minutes: 45 },
    ]);
    expect(saved.statusCode).toBe(200);
    return shop;
  }

  const place = (shop: OrderingShop, who: SignedInCustomer, body: object, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `key-${Math.random()}`, ...headers },
      payload: { branch_id: null, note: '', table: null, ...body },
    });

  const toSanchaung = {
    township_id: 0,
    address: 'No. 12, Baho Road, 3rd floor',
    phone: '09450000111',
  };

  const act = (shop: OrderingShop, orderId: number, action: string) =>
    call(
      app,
      'POST',
      apiPaths.merchantOrderAction,
      { merchantId: shop.merchant.merchantId, orderId, action },
      { headers: shop.merchant.headers, payload: {} },
    );

  test('the shop’s townships are saved whole, shown on the store page in both languages, and refused twice or unknown', async () => {
    const shop = await deliveringShop('deliver-areas');
    const read = await call(
      app,
      'GET',
      deliveryPaths.storeDelivery,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    expect(read.json<DeliveryAreas>().areas).toEqual([
      { township_id: township.Sanchaung, fee: 1500, min_total: 10_000, eta_minutes: 30 },
      { township_id: township.Kamayut, fee: 2000, min_total: 0, eta_minutes: 45 },
    ]);
    const page = (headers = {}) =>
      app.inject({
        url: `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`,
        headers,
      });
    expect((await page()).json<ShopPageResponse>().delivery).toEqual([
      {
        township: { id: township.Sanchaung, name: 'Sanchaung' },
        fee: 1500,
        min_total: 10_000,
        eta_minutes: 30,
      },
      {
        township: { id: township.Kamayut, name: 'Kamayut' },
        fee: 2000,
        min_total: 0,
        eta_minutes: 45,
      },
    ]);
    expect((await page(MY)).json<ShopPageResponse>().delivery![0]!.township.name).toBe('စမ်းချောင်း');

    const twice = await saveAreas(shop, [
      { township_id: township.Bahan, fee: 1000, min_total: 0, eta_minutes: 20 },
      { township_id: township.Bahan, fee: 500, min_total: 0, eta_minutes: 20 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().data.errors).toEqual({ areas: ['Each township can be listed once.'] });
    const unknown = await saveAreas(shop, [
      { township_id: 999_999, fee: 1000, min_total: 0, eta_minutes: 20 },
    ]);
    expect(unknown.json().data.errors).toEqual({ areas: ['Choose townships from the list.'] });
    // Neither refusal changed the list; an empty list stops delivery.
    expect((await page()).json<ShopPageResponse>().delivery).toHaveLength(2);
    expect((await saveAreas(shop, [])).json()).toEqual({ areas: [] });
    expect((await page()).json<ShopPageResponse>().delivery).toBeUndefined();
  });

  test('an order for delivery pays the township’s fee and keeps its address for next time', async () => {
    const shop = await deliveringShop('deliver-fee');
    const who = await customer();
    // 3 × 3,500 = 10,500: above Sanchaung's 10,000.
    const placed = await place(shop, who, {
      lines: [{ item_id: shop.items.tea.id, quantity: 3 }],
      delivery: { ...toSanchaung, township_id: township.Sanchaung },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json<ShopOrder>()).toMatchObject({
      subtotal: 10_500,
      total: 12_000,
      table: null,
      delivery: {
        township: { id: township.Sanchaung, name: 'Sanchaung', name_my: 'စမ်းချောင်း' },
        address: 'No. 12, Baho Road, 3rd floor',
        phone: '09450000111',
        fee: 1500,
        eta_minutes: 30,
      },
    });
    const me = await app.inject({
      url: `/api/${apiPaths.customerMe}`,
      headers: who.headers,
    });
    expect(me.json<Customer>().delivery).toEqual({
      township_id: township.Sanchaung,
      address: 'No. 12, Baho Road, 3rd floor',
      phone: '09450000111',
    });

    // With a promo code (placed the other way) the fee is added after the discount.
    const code = await call(
      app,
      'POST',
      apiPaths.merchantPromoCodes,
      { merchantId: shop.merchant.merchantId },
      {
        headers: shop.merchant.headers,
        payload: {
          code: 'HALF',
          kind: 'percent',
          value: 50,
          valid_from: addDays(yangonNow(new Date()).date, -1),
          valid_to: addDays(yangonNow(new Date()).date, 30),
          max_uses: null,
          min_total: 0,
          active: true,
        },
      },
    );
    expect(code.statusCode).toBe(201);
    const promoted = await place(shop, await customer(), {
      lines: [{ item_id: shop.items.tea.id, quantity: 3 }],
      promo_code: 'HALF',
      delivery: { ...toSanchaung, township_id: township.Sanchaung },
    });
    expect(promoted.statusCode).toBe(201);
    // 10,500 less half, then 1,500 for Sanchaung (the least is judged before the discount).
    expect(promoted.json<ShopOrder>()).toMatchObject({
      subtotal: 10_500,
      promo: { code: 'HALF', discount: 5250 },
      total: 6750,
      delivery: { fee: 1500 },
    });
  });

  test('outside the townships, below the least and with a table it is refused, in English and Burmese, and nothing is placed', async () => {
    const shop = await deliveringShop('deliver-refused');
    const who = await customer();
    const unserved = await place(shop, who, {
      lines: [{ item_id: shop.items.tea.id, quantity: 5 }],
      delivery: { ...toSanchaung, township_id: township.Bahan },
    });
    expect(unserved.statusCode).toBe(422);
    expect(unserved.json()).toMatchObject({
      reason: 'delivery_unserved',
      data: {
        errors: {
          'delivery.township_id': [
            'The shop does not deliver to this township. Please choose another, or pick up.',
          ],
        },
      },
    });
    const below = await place(
      shop,
      who,
      {
        lines: [{ item_id: shop.items.tea.id, quantity: 2 }],
        delivery: { ...toSanchaung, township_id: township.Sanchaung },
      },
      MY,
    );
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      reason: 'delivery_minimum',
      min_total: 10_000,
      message: 'ဤမြို့နယ်သို့ ၁၀,၀၀၀ ကျပ်နှင့်အထက် အော်ဒါများကိုသာ ပို့ဆောင်ပေးပါသည်။',
    });
    const withTable = await place(shop, who, {
      lines: [{ item_id: shop.items.tea.id, quantity: 5 }],
      table: '4',
      delivery: { ...toSanchaung, township_id: township.Kamayut },
    });
    expect(withTable.statusCode).toBe(422);
    expect(withTable.json().data.errors).toEqual({
      table: ['An order is delivered or served at a table, not both.'],
    });
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shop_orders',
    );
    expect(rows[0]!.n).toBe(0);
  });

  test('a delivery goes out and is delivered, is paid on delivery, and the day’s totals count its fee', async () => {
    const shop = await deliveringShop('deliver-states');
    const who = await customer();
    const placed = await place(shop, who, {
      lines: [{ item_id: shop.items.samosa.id, quantity: 2 }],
      delivery: { ...toSanchaung, township_id: township.Kamayut },
    });
    const order = placed.json<ShopOrder>();
    // 2 × 1,200 + 2,000
    expect(order.total).toBe(4400);
    expect((await act(shop, order.id, 'accept')).statusCode).toBe(200);
    const out = await act(shop, order.id, 'dispatch');
    expect(out.statusCode).toBe(200);
    expect(out.json<ShopOrder>().state).toBe('out_for_delivery');
    // Still open: listed in the inbox whatever its day.
    const paid = await call(
      app,
      'POST',
      inboxPaths.merchantOrderPaid,
      { merchantId: shop.merchant.merchantId, orderId: order.id },
      { headers: shop.merchant.headers, payload: { method: 'cash' } },
    );
    expect(paid.statusCode).toBe(200);
    const delivered = await act(shop, order.id, 'complete');
    expect(delivered.json<ShopOrder>()).toMatchObject({
      state: 'completed',
      payment: { method: 'cash' },
    });

    // A pickup order never goes out; a delivery is not completed before it goes out.
    const pickup = (
      await place(shop, who, { lines: [{ item_id: shop.items.tea.id, quantity: 1 }] })
    ).json<ShopOrder>();
    await act(shop, pickup.id, 'accept');
    const notOut = await act(shop, pickup.id, 'dispatch');
    expect(notOut.statusCode).toBe(409);
    expect(notOut.json()).toMatchObject({ reason: 'illegal_transition', state: 'accepted' });
    const second = (
      await place(shop, who, {
        lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
        delivery: { ...toSanchaung, township_id: township.Kamayut },
      })
    ).json<ShopOrder>();
    await act(shop, second.id, 'accept');
    await act(shop, second.id, 'ready');
    expect((await act(shop, second.id, 'complete')).statusCode).toBe(409);

    const inbox = await call(
      app,
      'GET',
      apiPaths.merchantInbox,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    // Paid: the delivered 4,400; owed: the pickup 3,500 and the ready delivery 5,500.
    expect(inbox.json<Inbox>().totals).toMatchObject({ paid_amount: 4400, unpaid_amount: 9000 });
  });
});
