/**
 * A plan order priced by the server in MMK and charged exactly that: the summary line by line
 * (figures worked out by hand from the seeded prices), quantities bounded, prices changed later
 * changing nothing already ordered or paid, partner codes as the only discount, and the intent
 * and the charge in MMK minor units.
 *
 * Premium 12 months + Social Media Content x2 + Stamp & Card Designs x1, by hand:
 *   plan 1,080,000; add-ons 10,000 x 2 + 8,000 x 1 = 28,000; feature discount 1 % = 280;
 *   subtotal 1,080,000 + 28,000 - 280 = 1,107,720; tax 2 % = 22,154.4 -> 22,154;
 *   total 1,107,720 + 22,154 = 1,129,874 MMK = 112,987,400 minor units.
 * With PARTNER10 (10 %): discount 110,772; taxable 996,948; tax 19,938.96 -> 19,939;
 *   total 1,016,887 MMK = 101,688,700 minor units.
 */
import type { OrderSummary } from '@contract/billing';
import type { PaymentIntent } from '@contract';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import {
  createIntent,
  latestReceiptNumber,
  newIntent,
  newShop,
  order,
  pay,
  post,
  receipt,
  recordingGateway,
  restoreBillingData,
  restorePrices,
  summary,
  yangonYear,
  type Shop,
} from './planBillingKit';

const PREMIUM = 3;
const TWO_ADDONS = [
  [1, 2],
  [5, 1],
] as const;

/** The summary of Premium 12 + two add-ons, without a code, made now (a new subscription). */
const PREMIUM_12_TWO: Omit<OrderSummary, 'change'> = {
  plan: { id: 3, name: 'Premium' },
  duration_month: 12,
  currency: 'MMK',
  plan_price: 1_080_000,
  addons: [
    {
      addon_type_id: 1,
      name: 'Social Media Content',
      quantity: 2,
      unit_price: 10_000,
      amount: 20_000,
    },
    {
      addon_type_id: 5,
      name: 'Stamp & Card Designs',
      quantity: 1,
      unit_price: 8_000,
      amount: 8_000,
    },
  ],
  addons_total: 28_000,
  feature_discount: 280,
  subtotal: 1_107_720,
  partner_code: null,
  partner_code_lapsed: null,
  partner_discount: 0,
  credit: 0,
  credit_days: 0,
  replaces_scheduled: null,
  taxable: 1_107_720,
  tax_percent: 2,
  tax: 22_154,
  total: 1_129_874,
  amount_minor: 112_987_400,
};

describe.each(databases())('plan orders priced and charged in MMK on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let gateway: ReturnType<typeof recordingGateway>;

  beforeEach(async () => {
    await restoreBillingData(database.db);
    app = buildTestApp(database.db);
    gateway = recordingGateway(database.db);
    app.decorate('paymentGateway', gateway);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await restorePrices(database.db);
  });

  const premiumOrder = (shop: Shop) => order(app, shop, PREMIUM, 12, TWO_ADDONS);
  const sql = async <T extends object>(text: string, params: unknown[] = []) =>
    (await database.db.query<T>(text, params)).rows;

  const insertCode = (code: string, columns: string, values: string) =>
    database.db.query(
      `INSERT INTO partner_codes (code, percent_off${columns}) VALUES ('${code}', 15${values})`,
    );

  describe('the summary', () => {
    test('prices Premium 12 months + Social Media x2 + Stamp & Card Designs x1 line by line', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      const [now] = await sql<{ now: string }>(`SELECT now() AS now`);
      const priced = await summary(app, shop);
      expect(priced).toEqual({
        ...PREMIUM_12_TWO,
        change: {
          kind: 'new',
          starts_at: expect.any(String),
          ends_at: expect.any(String),
          current_plan: null,
        },
      });
      // A new subscription starts now and ends twelve months later.
      const starts = new Date(priced.change.starts_at);
      expect(starts.getTime()).toBeGreaterThanOrEqual(new Date(now!.now).getTime());
      const [twelve] = await sql<{ ends: string }>(
        `SELECT ($1::timestamptz + interval '12 months') AS ends`,
        [priced.change.starts_at],
      );
      expect(priced.change.ends_at).toBe(new Date(twelve!.ends).toISOString());
    });

    test('answers no order when none is pending', async () => {
      const shop = await newShop(app);
      const response = await app.inject({
        method: 'GET',
        url: `/api/merchant/orderSummary/${shop.id}`,
        headers: shop.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ order: null });
    });

    test('bounds an add-on quantity: 100 and 500,000 are refused with 422, 99 is priced', async () => {
      const shop = await newShop(app);
      await order(app, shop, 1, 3);
      for (const quantity of [100, 500_000]) {
        const response = await post(app, shop, 'addAddon', { addon_type_id: 2, quantity });
        expect(response.statusCode).toBe(422);
        expect(response.json().data.errors).toHaveProperty('quantity');
      }
      expect(await sql('SELECT * FROM pending_order_addons')).toEqual([]);
      const most = await post(app, shop, 'addAddon', { addon_type_id: 2, quantity: 99 });
      expect(most.statusCode).toBe(200);
      // basic 3: 90,000 + 15,000 x 99 = 1,485,000; 1 % = 14,850; subtotal 1,560,150;
      // tax 2 % = 31,203; total 1,591,353.
      expect(await summary(app, shop)).toMatchObject({
        addons_total: 1_485_000,
        feature_discount: 14_850,
        subtotal: 1_560_150,
        tax: 31_203,
        total: 1_591_353,
      });
    });

    test('a price changed after the order was made changes neither the summary, the intent nor the receipt', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      await sql(`UPDATE plans SET price_12month = 2000000 WHERE id = 3`);
      await sql(`UPDATE addon_types SET price_3month = 99000 WHERE id IN (1, 5)`);
      expect(await summary(app, shop)).toMatchObject({
        plan_price: 1_080_000,
        addons_total: 28_000,
        total: 1_129_874,
      });
      // The intent is for the order's price, not today's list prices.
      const intent = await newIntent(app, shop, 112_987_400);
      expect(intent).toMatchObject({ amount: 112_987_400, currency: 'MMK' });
      await sql(`UPDATE plans SET price_12month = 3000000 WHERE id = 3`);
      const paid = await pay(app, shop, intent.id, 1_129_874);
      expect(paid.statusCode).toBe(200);
      expect(gateway.calls.map((c) => [c.amount, c.currency])).toEqual([[112_987_400, 'MMK']]);

      const number = await latestReceiptNumber(app, shop);
      const issued = await receipt(app, shop, number);
      // Prices changed after paying change nothing either.
      await sql(`UPDATE plans SET price_12month = 5000000 WHERE id = 3`);
      await sql(`UPDATE addon_types SET price_3month = 1000 WHERE id IN (1, 5)`);
      const again = await receipt(app, shop, number);
      expect(again).toEqual(issued);
      expect(again).toMatchObject({
        number: `R-${yangonYear()}-000001`,
        currency: 'MMK',
        lines: [
          {
            kind: 'plan',
            name: 'Premium',
            quantity: 1,
            months: 12,
            amount_minor: 108_000_000,
          },
          {
            kind: 'addon',
            name: 'Social Media Content',
            quantity: 2,
            months: null,
            amount_minor: 2_000_000,
          },
          {
            kind: 'addon',
            name: 'Stamp & Card Designs',
            quantity: 1,
            months: null,
            amount_minor: 800_000,
          },
        ],
        feature_discount_minor: 28_000,
        partner_code: null,
        partner_discount_minor: 0,
        credit_minor: 0,
        tax_percent: 2,
        tax_minor: 2_215_400,
        total_minor: 112_987_400,
        payment: { method: 'card', brand: 'visa', last4: '4242' },
        period: { kind: 'new' },
      });
      // The receipt's lines add up: 108,000,000 + 2,000,000 + 800,000 - 28,000 + 2,215,400.
      expect(108_000_000 + 2_000_000 + 800_000 - 28_000 + 2_215_400).toBe(112_987_400);
    });
  });

  describe('partner codes', () => {
    test('the seeded PARTNER10 gives 10 %, shown as its own line and charged', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      const applied = await post(app, shop, 'partnerCode', { code: ' partner10 ' });
      expect(applied.statusCode).toBe(200);
      const withCode = {
        ...PREMIUM_12_TWO,
        partner_code: { code: 'PARTNER10', percent: 10, amount: null },
        partner_discount: 110_772,
        taxable: 996_948,
        tax: 19_939,
        total: 1_016_887,
        amount_minor: 101_688_700,
      };
      expect(applied.json().order).toMatchObject(withCode);
      expect(await summary(app, shop)).toMatchObject(withCode);

      const intent = await newIntent(app, shop, 101_688_700);
      expect((await pay(app, shop, intent.id, 1_016_887)).statusCode).toBe(200);
      expect(gateway.calls.map((c) => [c.amount, c.currency])).toEqual([[101_688_700, 'MMK']]);
      const issued = await receipt(app, shop, await latestReceiptNumber(app, shop));
      expect(issued).toMatchObject({
        partner_code: 'PARTNER10',
        partner_discount_minor: 11_077_200,
        tax_minor: 1_993_900,
        total_minor: 101_688_700,
      });
    });

    test('an unknown code is refused with 422 and data.errors.code', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      for (const code of ['NOSUCHCODE', 'x!']) {
        const response = await post(app, shop, 'partnerCode', { code });
        expect(response.statusCode).toBe(422);
        expect(response.json().data.errors).toEqual({
          code: ['This partner code is not known. Check it with your partner.'],
        });
      }
      expect(await summary(app, shop)).toMatchObject({ partner_code: null, total: 1_129_874 });
    });

    test('a switched-off, expired or used-up code is refused with 422 and its words', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      await insertCode('OFF15', ', active', ', false');
      await insertCode('OLD15', ', expires_at', `, now() - interval '1 minute'`);
      await insertCode('DONE15', ', max_uses, uses', ', 3, 3');
      const words: Array<[string, string]> = [
        ['OFF15', 'This partner code is no longer offered.'],
        ['OLD15', 'This partner code has expired.'],
        ['DONE15', 'This partner code has been used as many times as it allows.'],
      ];
      for (const [code, message] of words) {
        const response = await post(app, shop, 'partnerCode', { code });
        expect(response.statusCode).toBe(422);
        expect(response.json().data.errors).toEqual({ code: [message] });
      }
      expect(await summary(app, shop)).toMatchObject({ partner_code: null, total: 1_129_874 });
    });

    test('a code switched off after it was applied: the summary says so, and the older intent is refused before any charge', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      await insertCode('SPRING15', '', '');
      // 15 % of 1,107,720 = 166,158; taxable 941,562; tax 18,831.24 -> 18,831; total 960,393.
      const applied = await post(app, shop, 'partnerCode', { code: 'spring15' });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().order).toMatchObject({
        partner_code: { code: 'SPRING15', percent: 15, amount: null },
        partner_discount: 166_158,
        total: 960_393,
        amount_minor: 96_039_300,
      });
      const intent = await newIntent(app, shop, 96_039_300);

      await sql(`UPDATE partner_codes SET active = false WHERE code = 'SPRING15'`);
      expect(await summary(app, shop)).toEqual({
        ...PREMIUM_12_TWO,
        partner_code_lapsed: 'SPRING15',
        change: expect.objectContaining({ kind: 'new' }),
      });
      const refused = await pay(app, shop, intent.id, 960_393);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message:
          'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.',
      });
      expect(gateway.calls).toEqual([]);
      expect(await sql(`SELECT id FROM payments`)).toEqual([]);
      expect(await sql(`SELECT number FROM receipts`)).toEqual([]);

      // Paid at the price without it.
      const fresh = await newIntent(app, shop, 112_987_400);
      expect((await pay(app, shop, fresh.id, 1_129_874)).statusCode).toBe(200);
      expect(gateway.calls.map((c) => c.amount)).toEqual([112_987_400]);
    });

    test('an amount code takes its amount off the subtotal', async () => {
      const shop = await newShop(app);
      await order(app, shop, 1, 3);
      await database.db.query(
        `INSERT INTO partner_codes (code, amount_off) VALUES ('FLAT5000', 5000)`,
      );
      // basic 3: 90,000 - 5,000 = 85,000; tax 1,700; total 86,700.
      const applied = await post(app, shop, 'partnerCode', { code: 'flat5000' });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().order).toMatchObject({
        partner_code: { code: 'FLAT5000', percent: null, amount: 5_000 },
        partner_discount: 5_000,
        taxable: 85_000,
        tax: 1_700,
        total: 86_700,
        amount_minor: 8_670_000,
      });
      const intent = await newIntent(app, shop, 8_670_000);
      expect((await pay(app, shop, intent.id, 86_700)).statusCode).toBe(200);
      expect(gateway.calls.map((c) => [c.amount, c.currency])).toEqual([[8_670_000, 'MMK']]);
      expect(await sql(`SELECT uses FROM partner_codes WHERE code = 'FLAT5000'`)).toEqual([
        { uses: 1 },
      ]);
    });

    test('DELETE removes the code from the order', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      expect((await post(app, shop, 'partnerCode', { code: 'PARTNER10' })).statusCode).toBe(200);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/merchant/partnerCode/${shop.id}`,
        headers: shop.auth,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().order).toMatchObject({
        partner_code: null,
        partner_code_lapsed: null,
        partner_discount: 0,
        total: 1_129_874,
      });
      expect(await summary(app, shop)).toMatchObject({ partner_code: null, total: 1_129_874 });
    });

    test('without a code there is no discount, whatever the client sends', async () => {
      const shop = await newShop(app);
      // A discount the calculator's steppers could show is no field of the order.
      const plan = await post(app, shop, 'addPlan', {
        plan_id: 3,
        duration_month: 12,
        discount_percent: 20,
      });
      expect(plan.statusCode).toBe(422);
      await premiumOrder(shop);
      // 20 % off 1,107,720 = 221,544; taxable 886,176; tax 17,723.52 -> 17,724; total 903,900.
      const discounted = await createIntent(app, shop, 90_390_000);
      expect(discounted.statusCode).toBe(422);
      expect(discounted.json().data.errors).toEqual({
        amount: ['The amount must be 112987400 (1129874 MMK).'],
      });
      const intent = await newIntent(app, shop, 112_987_400);
      const less = await pay(app, shop, intent.id, 903_900);
      expect(less.statusCode).toBe(422);
      expect(less.json().data.errors).toHaveProperty('amount');
      expect(gateway.calls).toEqual([]);
    });
  });

  describe('the intent and the charge', () => {
    test('an intent for a pending order must be its MMK total, not the USD shop fee', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      const fee = await createIntent(app, shop, 10499, 'USD');
      expect(fee.statusCode).toBe(422);
      expect(fee.json().data.errors).toEqual({
        currency: ['The currency must be MMK.'],
        amount: ['The amount must be 112987400 (1129874 MMK).'],
      });
      expect(await sql('SELECT id FROM payment_intents')).toEqual([]);

      const response = await createIntent(app, shop, 112_987_400);
      expect(response.statusCode).toBe(200);
      const intent = response.json<PaymentIntent>();
      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_/),
        amount: 112_987_400,
        currency: 'MMK',
        status: 'requires_payment_method',
      });
      // The intent keeps the priced summary it was made for.
      const [kept] = await sql<{ quote: unknown }>(
        'SELECT quote FROM payment_intents WHERE id = $1',
        [intent.id],
      );
      const quote = typeof kept!.quote === 'string' ? JSON.parse(kept!.quote) : kept!.quote;
      expect(quote).toMatchObject(PREMIUM_12_TWO);
    });

    test('processPayment charges exactly amount_minor MMK', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      const intent = await newIntent(app, shop, 112_987_400);
      const paid = await pay(app, shop, intent.id, 1_129_874);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().payment).toMatchObject({ amount: 112_987_400, currency: 'MMK' });
      expect(gateway.calls).toHaveLength(1);
      expect(gateway.calls[0]).toMatchObject({ amount: 112_987_400, currency: 'MMK' });
      expect(
        await sql(`SELECT amount, currency, status FROM payments WHERE merchant_id = $1`, [
          shop.id,
        ]),
      ).toEqual([{ amount: 112_987_400, currency: 'MMK', status: 'succeeded' }]);
      // The order is paid: nothing is pending any more.
      expect(await sql('SELECT merchant_id FROM pending_orders')).toEqual([]);
    });

    test('a USD amount for an MMK intent is refused before any charge', async () => {
      const shop = await newShop(app);
      await premiumOrder(shop);
      const intent = await newIntent(app, shop, 112_987_400);
      const wrong = await pay(app, shop, intent.id, 104.99, 'USD');
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.json().data.errors).sort()).toEqual(['amount', 'currency']);
      expect(gateway.calls).toEqual([]);
    });
  });
});
