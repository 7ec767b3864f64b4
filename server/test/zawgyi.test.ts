/**
 * Free text the server stores is refused when it is Zawgyi (422 naming the field, in the
 * request's language, nothing written), and Myanmar Unicode is stored exactly as typed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optionPaths } from '@contract/optionPaths';
import type { OptionGroups } from '@contract/options';
import { FREE_TEXT_FIELDS, type FreeTextCall } from '@contract/freeText';
import * as tools from 'myanmar-tools';
import { containsMyanmar, createZawgyiChecker } from '@contract/zawgyi';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { Branch, CatalogueItem, MenuSection } from '@contract/store';
import type { App } from '../src/app';
import { orderIntent } from './calls';
import {
  checkoutApp,
  fakeProvider,
  pendingCheckout,
  sendCallback,
  sendTransfer,
  slipPhoto,
  type FakeProvider,
} from './checkoutKit';
import {
  bearer,
  databases,
  registerMerchant,
  registration,
  subscribe,
  useTestDatabase,
  verifyPhone,
} from './helpers';
import { ALL_FEATURES_PLAN_ID } from '@contract/entitlements';
import { signInCustomer } from './customerKit';
import { orderingShop } from './orderKit';
import { signedInOperator } from './operatorKit';
import { branch, call, item, newMerchant, profile, saveStore, uploadPhoto } from './storeKit';
import { teamPaths } from '@contract/teamPaths';
import { reviewPaths } from '@contract/reviewPaths';

/** A line of a real news article published in Zawgyi, from myanmar-tools' own test data. */
const ARTICLE_LINE = readFileSync(
  path.join(require.resolve('myanmar-tools'), '..', 'resources', 'mmgov_zawgyi_src.txt'),
  'utf8',
)
  .split('\n')
  .find((line) => line && !line.startsWith('#') && containsMyanmar(line) && line.length < 90);
/** "Shwe Myanmar restaurant" as a Zawgyi keyboard types it. */
const ZAWGYI_SHOP = 'ေရႊျမန္မာ စားေသာက္ဆိုင္';
const UNICODE_SHOP = 'ရွှေမြန်မာ စားသောက်ဆိုင်';

const ENGLISH = 'This text looks like Zawgyi. Please type it in Myanmar Unicode.';
const BURMESE = 'ဤစာသားသည် ဇော်ဂျီဖြင့် ရိုက်ထားပုံ ရပါသည်။ မြန်မာ ယူနီကုဒ်ဖြင့် ရိုက်ပေးပါ။';

const BILLING = {
  shop_name: 'Shwe Yee Tea House',
  address: 'No. 12, Bo Aung Kyaw Street',
  township: 'Bahan',
  category_id: 1,
  phone: '09781234567',
  email: 'shop@example.com',
};
const CONTACT = {
  name: 'Daw Khin Myat',
  email: 'khin.myat@example.com',
  message: 'Can my bakery use stamp cards on the basic plan?',
};

/** Sets a dotted path of a copy of `body`. */
/** A group of choices, Burmese names beside English ones. */
const optionGroup = () => ({
  name: 'Size',
  name_my: 'အရွယ်',
  min: 1,
  max: 1,
  options: [{ name: 'Large', name_my: 'အကြီး', price: 500 }],
});

/** The body with `value` at a dotted path (`*` stands for the list's first element). */
function withField(body: Record<string, unknown>, field: string, value: string) {
  const copy = structuredClone(body);
  const keys = field.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key === '*' ? 0 : key] as Record<string, unknown>;
  at[keys[keys.length - 1] as string] = value;
  return copy;
}

describe.each(databases())('Zawgyi refused on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let provider: FakeProvider;
  /** The payments the provider was asked to refund. */
  let refundsAsked: string[];

  beforeEach(async () => {
    await database.db.query('TRUNCATE contact_messages RESTART IDENTITY');
    refundsAsked = [];
    provider = fakeProvider();
    provider.refund = async (reference) => {
      refundsAsked.push(reference);
      return { status: 'refunded', refundReference: `fr_${refundsAsked.length}` };
    };
    app = await checkoutApp(database.db, provider);
  });
  afterEach(() => app.close());

  const count = async (table: string) => {
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    return rows[0]?.n;
  };

  /** A signed-in merchant with a plan ordered, so that add-ons can be added. */
  async function merchant() {
    const { token, user } = await registerMerchant(app);
    const id = user.merchantid;
    const addPlan = await app.inject({
      method: 'POST',
      url: `/api/merchant/addPlan/${id}`,
      payload: { plan_id: 2, duration_month: 6 },
      headers: bearer(token),
    });
    expect(addPlan.statusCode).toBe(200);
    return { id, headers: bearer(token) };
  }

  /** A merchant whose store has a branch, a menu section and an item, with room for more. */
  async function storeMerchant() {
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 2);
    const created = async <T>(path: string, payload: object): Promise<T> => {
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
    const { id: branchId } = await created<Branch>(apiPaths.storeBranches, branch());
    const { id: sectionId } = await created<MenuSection>(apiPaths.storeSections, { name: 'Tea' });
    const { id: itemId } = await created<CatalogueItem>(apiPaths.storeItems, item());
    const url = (path: string, params: Record<string, number> = {}) =>
      `/api/${fillPath(path, { merchantId: m.merchantId, ...params })}`;
    const groups = await app.inject({
      method: 'POST',
      url: url(optionPaths.storeOptionGroups, { itemId }),
      headers: { ...m.headers, 'idempotency-key': 'size' },
      payload: optionGroup(),
    });
    expect(groups.statusCode).toBe(201);
    const groupId = groups.json<OptionGroups>().groups[0]!.id;
    return { headers: m.headers, url, branchId, sectionId, itemId, groupId };
  }

  /** A listed shop that takes reservations, a named customer, and one reservation made there. */
  async function reservableShop() {
    const m = await newMerchant(app);
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens: '09:00',
      closes: '17:00',
    }));
    const saved = await saveStore(app, m, { hours });
    await subscribe(app, m, ALL_FEATURES_PLAN_ID);
    await verifyPhone(database.db, m.merchantId);
    const added = await call(
      app,
      'POST',
      apiPaths.storeItems,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
        payload: item(),
      },
    );
    expect(added.statusCode).toBe(201);
    const published = await call(
      app,
      'POST',
      apiPaths.storePublish,
      {
        merchantId: m.merchantId,
      },
      { headers: m.headers },
    );
    expect(published.statusCode).toBe(200);
    const guest = await signInCustomer(app, '09790000002', 'Ko Aung');
    // The day after tomorrow in Yangon (UTC+6:30), at 10:00: open, not begun, not too far.
    const local = new Date(Date.now() + 390 * 60_000 + 2 * 86_400_000);
    const reservation = {
      branch_id: null,
      item_id: null,
      date: local.toISOString().slice(0, 10),
      time: '10:00',
      party_size: 2,
      note: 'By the window',
    };
    const slug = saved.profile!.slug;
    const made = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerReserve, { slug })}`,
      headers: { ...guest.headers, 'idempotency-key': 'first' },
      payload: reservation,
    });
    expect(made.statusCode).toBe(201);
    return { merchant: m, slug, guest, reservation, reservationId: made.json<{ id: number }>().id };
  }

  /**
   * Each call with free text: its URL and method, a valid body, its headers, the table it writes
   * (`watch`: a query of what an update would change) and its success status.
   */
  async function calls(): Promise<
    Record<
      FreeTextCall,
      {
        url: string;
        method?: 'POST' | 'PUT' | 'PATCH';
        body: Record<string, unknown>;
        headers: Record<string, string>;
        table: string;
        watch?: string;
        status?: number;
      }
    >
  > {
    const m = await merchant();
    // Its own order (the add-ons above change the other's price): Standard for 6 months.
    const payer = await merchant();
    const s = await storeMerchant();
    const shopper = await signInCustomer(app, '09790000001', 'Ma Hnin');
    const shop = await orderingShop(app, database.db, 'zawgyi-cup');
    const lines = [{ item_id: shop.items.tea.id, quantity: 1 }];
    const placed = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...shopper.headers, 'idempotency-key': 'first' },
      payload: { branch_id: null, lines, note: '', table: null },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const r = await reservableShop();
    const post = { kind: 'event', title: 'Thingyan water festival', body: 'Free mohinga.' };
    const event = {
      ...post,
      event_date: `${new Date().getUTCFullYear() + 1}-04-13`,
      event_time: '10:00',
      photo_id: null,
    };
    const posted = await app.inject({
      method: 'POST',
      url: s.url(apiPaths.merchantPosts),
      headers: s.headers,
      payload: event,
    });
    expect(posted.statusCode).toBe(201);
    const banner = await uploadPhoto(app, shop.merchant);
    const shopUrl = (path: string) =>
      `/api/${fillPath(path, { merchantId: shop.merchant.merchantId })}`;
    const at = (path: string, params: Record<string, number> = {}) =>
      `/api/${fillPath(path, { merchantId: shop.merchant.merchantId, ...params })}`;
    const reward = { name: 'A free tea', points: 50, available: true };
    const offered = await app.inject({
      method: 'POST',
      url: at(apiPaths.merchantPointRewards),
      headers: shop.merchant.headers,
      payload: reward,
    });
    expect(offered.statusCode).toBe(201);
    const rewardId = offered.json<{ id: number }>().id;
    // Moderation: a shopper's report to dismiss, and the reservable shop to suspend (last).
    const support = await signedInOperator(app, 'support');
    const operator = bearer(support.token);
    const reportUrl = `/api/${fillPath(apiPaths.shopReport, { slug: shop.slug })}`;
    const reported = await app.inject({
      method: 'POST',
      url: reportUrl,
      payload: { reason: 'other' },
    });
    expect(reported.statusCode).toBe(201);
    const reportId = (
      await database.db.query<{ id: number }>('SELECT max(id) AS id FROM shop_reports')
    ).rows[0]!.id;
    // Payments: a transfer to reject, a wallet payment to refund in part, one held for refund.
    const finance = bearer((await signedInOperator(app, 'finance')).token);
    const transfer = await pendingCheckout(app, 'bank_transfer');
    const sent = await sendTransfer(
      app,
      transfer.shop,
      transfer.made.reference,
      await slipPhoto(),
      { transaction_id: 'KBZ-20261206-0042' },
    );
    expect(sent.statusCode).toBe(200);
    const paid = await pendingCheckout(app, 'wallet');
    provider.mark(paid.made.reference, 'succeeded');
    expect((await sendCallback(app, provider.callback(paid.made.reference))).statusCode).toBe(200);
    const paymentId = (
      await database.db.query<{ payment_id: number }>(
        'SELECT payment_id FROM checkouts WHERE reference = $1',
        [paid.made.reference],
      )
    ).rows[0]!.payment_id;
    const held = await pendingCheckout(app, 'wallet');
    provider.mark(held.made.reference, 'succeeded');
    const mismatched = provider.callback(held.made.reference, { amountMinor: 1_234_500 });
    expect((await sendCallback(app, mismatched)).statusCode).toBe(200);
    // Prices: a partner code to rename.
    const coded = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.adminPartnerCodes}`,
      headers: finance,
      payload: { code: 'ZAWGYI-OLD', percent_off: 10, partner: 'Shwe Bank' },
    });
    expect(coded.statusCode).toBe(201);
    const codeId = coded.json<{ id: number }>().id;
    // Reviews: two completed visits written straight in, one to rate, one rated to reply to.
    const visits = await database.db.query<{ id: number }>(
      `INSERT INTO shop_orders (merchant_id, customer_id, number, state, subtotal, total, completed_at)
       VALUES ($1, $2, 9001, 'completed', 3500, 3500, now()),
              ($1, $2, 9002, 'completed', 3500, 3500, now())
       RETURNING id`,
      [shop.merchant.merchantId, shopper.customer.id],
    );
    const [toRate, rated] = visits.rows.map((row) => row.id);
    const review = await database.db.query<{ id: number }>(
      `INSERT INTO shop_reviews (merchant_id, customer_id, order_id, stars)
       VALUES ($1, $2, $3, 5) RETURNING id`,
      [shop.merchant.merchantId, shopper.customer.id, rated],
    );
    return {
      customerReviews: {
        url: `/api/${reviewPaths.customerReviews}`,
        body: { visit: 'order', visit_id: toRate, stars: 4, text: 'Good tea' },
        headers: { ...shopper.headers, 'idempotency-key': 'review' },
        table: 'shop_reviews',
        status: 201,
      },
      merchantReviewReply: {
        url: `/api/${fillPath(reviewPaths.merchantReviewReply, {
          merchantId: shop.merchant.merchantId,
          reviewId: review.rows[0]!.id,
        })}`,
        body: { text: 'Thank you for coming' },
        headers: shop.merchant.headers,
        table: 'shop_reviews',
        watch: 'SELECT reply FROM shop_reviews ORDER BY id',
        status: 201,
      },
      shopReviewReport: {
        url: `/api/${fillPath(reviewPaths.shopReviewReport, {
          slug: shop.slug,
          reviewId: review.rows[0]!.id,
        })}`,
        body: { reason: 'offensive', details: 'Rude words about the staff.' },
        headers: shopper.headers,
        table: 'shop_reports',
        status: 201,
      },
      merchantPosts: {
        url: s.url(apiPaths.merchantPosts),
        body: event,
        headers: s.headers,
        table: 'shop_posts',
        status: 201,
      },
      merchantTeam: {
        url: s.url(teamPaths.merchantTeam),
        body: { phone: '09790000077', name: 'Ma Hnin', role: 'cashier' },
        headers: s.headers,
        table: 'merchant_members',
        status: 201,
      },
      merchantPost: {
        url: s.url(apiPaths.merchantPost, { postId: posted.json<{ id: number }>().id }),
        method: 'PUT',
        body: event,
        headers: s.headers,
        table: 'shop_posts',
        watch: 'SELECT title, body FROM shop_posts ORDER BY id',
      },
      merchantBanner: {
        url: shopUrl(apiPaths.merchantBanner),
        method: 'PUT',
        body: { photo_id: banner.id, title: 'Monsoon sale' },
        headers: shop.merchant.headers,
        table: 'ad_banners',
        watch: 'SELECT title FROM ad_banners ORDER BY id',
      },
      merchantStampCard: {
        url: at(apiPaths.merchantStampCard),
        method: 'PUT',
        body: {
          enabled: true,
          stamps_needed: 5,
          reward: 'A free tea',
          background: '#fff8e1',
          color: '#8d6e63',
          logo_photo_id: null,
        },
        headers: shop.merchant.headers,
        table: 'stamp_cards',
        watch: 'SELECT reward FROM stamp_cards ORDER BY merchant_id',
      },
      merchantPointRewards: {
        url: at(apiPaths.merchantPointRewards),
        body: reward,
        headers: shop.merchant.headers,
        table: 'point_rewards',
        status: 201,
      },
      merchantPointReward: {
        url: at(apiPaths.merchantPointReward, { rewardId }),
        method: 'PUT',
        body: reward,
        headers: shop.merchant.headers,
        table: 'point_rewards',
        watch: 'SELECT name FROM point_rewards ORDER BY id',
      },
      customerPlaceOrder: {
        url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
        body: { branch_id: null, lines, note: 'Less sugar', table: null },
        headers: { ...shopper.headers, 'idempotency-key': 'second' },
        table: 'shop_orders',
        status: 201,
      },
      merchantOrderAction: {
        url: `/api/${fillPath(apiPaths.merchantOrderAction, {
          merchantId: shop.merchant.merchantId,
          orderId,
          action: 'reject',
        })}`,
        body: { reason: 'Sold out today' },
        headers: shop.merchant.headers,
        table: 'shop_orders',
        watch: 'SELECT state, reason FROM shop_orders ORDER BY id',
      },
      customerReserve: {
        url: `/api/${fillPath(apiPaths.customerReserve, { slug: r.slug })}`,
        // Another slot: the guest's first reservation holds 10:00 (one per slot per customer).
        body: { ...r.reservation, time: '11:00' },
        headers: { ...r.guest.headers, 'idempotency-key': 'zawgyi-note' },
        table: 'reservations',
        status: 201,
      },
      merchantReservationAction: {
        url: `/api/${fillPath(apiPaths.merchantReservationAction, {
          merchantId: r.merchant.merchantId,
          reservationId: r.reservationId,
          action: 'decline',
        })}`,
        body: { reason: 'Fully booked that evening' },
        headers: r.merchant.headers,
        table: 'reservations',
        watch: 'SELECT state, reason FROM reservations ORDER BY id',
      },
      customerMe: {
        url: `/api/${apiPaths.customerMe}`,
        method: 'PUT',
        body: { name: 'Ma Hnin' },
        headers: shopper.headers,
        table: 'customers',
        watch: 'SELECT name FROM customers ORDER BY id',
      },
      store: {
        url: s.url(apiPaths.store),
        method: 'PUT',
        body: profile(),
        headers: s.headers,
        table: 'stores',
        watch: 'SELECT name, description, address FROM stores',
      },
      storeBranches: {
        url: s.url(apiPaths.storeBranches),
        body: branch(),
        headers: s.headers,
        table: 'branches',
        status: 201,
      },
      storeBranch: {
        url: s.url(apiPaths.storeBranch, { branchId: s.branchId }),
        method: 'PUT',
        body: branch(),
        headers: s.headers,
        table: 'branches',
        watch: 'SELECT name, address FROM branches ORDER BY id',
      },
      storeSections: {
        url: s.url(apiPaths.storeSections),
        body: { name: 'Noodles' },
        headers: s.headers,
        table: 'menu_sections',
        status: 201,
      },
      storeSection: {
        url: s.url(apiPaths.storeSection, { sectionId: s.sectionId }),
        method: 'PUT',
        body: { name: 'Noodles' },
        headers: s.headers,
        table: 'menu_sections',
        watch: 'SELECT name FROM menu_sections ORDER BY id',
      },
      storeItems: {
        url: s.url(apiPaths.storeItems),
        body: item(),
        headers: s.headers,
        table: 'catalogue_items',
        status: 201,
      },
      storeItem: {
        url: s.url(apiPaths.storeItem, { itemId: s.itemId }),
        method: 'PUT',
        body: item(),
        headers: s.headers,
        table: 'catalogue_items',
        watch: 'SELECT name, description FROM catalogue_items ORDER BY id',
      },
      storeOptionGroups: {
        url: s.url(optionPaths.storeOptionGroups, { itemId: s.itemId }),
        body: optionGroup(),
        headers: { ...s.headers, 'idempotency-key': 'extras' },
        table: 'item_options',
        status: 201,
      },
      storeOptionGroup: {
        url: s.url(optionPaths.storeOptionGroup, { itemId: s.itemId, groupId: s.groupId }),
        method: 'PUT',
        body: optionGroup(),
        headers: s.headers,
        table: 'item_options',
        watch: 'SELECT name, name_my FROM item_option_groups ORDER BY id',
      },
      register: {
        url: '/api/merchant/merchantregister',
        body: registration(),
        headers: {},
        table: 'users',
      },
      addBillingInformation: {
        url: `/api/merchant/addBillingInformation/${m.id}`,
        body: BILLING,
        headers: m.headers,
        table: 'billing_information',
      },
      addAddon: {
        url: `/api/merchant/addAddon/${m.id}`,
        body: { addon_type_id: 1, quantity: 2, remark: 'Added' },
        headers: m.headers,
        table: 'pending_order_addons',
      },
      createPaymentIntent: {
        url: `/api/merchant/createPaymentIntent/${payer.id}`,
        // 340,000 + 2 % tax 6,800 = 346,800 MMK.
        body: orderIntent({ amount_minor: 34_680_000 }),
        headers: payer.headers,
        table: 'payment_intents',
      },
      contact: {
        url: '/api/backend/contact',
        body: CONTACT,
        headers: {},
        table: 'contact_messages',
      },
      shopReport: {
        url: reportUrl,
        body: { reason: 'wrong_information', details: 'The address is wrong.' },
        headers: {},
        table: 'shop_reports',
        status: 201,
      },
      adminReportDismiss: {
        url: `/api/${fillPath(apiPaths.adminReportDismiss, { reportId })}`,
        body: { note: 'Checked: nothing wrong.' },
        headers: operator,
        table: 'shop_reports',
        watch: 'SELECT status FROM shop_reports ORDER BY id',
      },
      adminMerchantNotes: {
        url: `/api/${fillPath(apiPaths.adminMerchantNotes, { merchantId: m.id })}`,
        body: { body: 'Called about the renewal: pays by transfer next week.' },
        headers: operator,
        table: 'operator_notes',
        status: 201,
      },
      adminTransferReject: {
        url: `/api/${fillPath(apiPaths.adminTransferReject, { reference: transfer.made.reference })}`,
        body: { reason: 'The slip shows another amount.' },
        headers: finance,
        table: 'checkouts',
        watch: 'SELECT status, reason FROM checkouts ORDER BY id',
      },
      adminPaymentRefunds: {
        url: `/api/${fillPath(apiPaths.adminPaymentRefunds, { paymentId })}`,
        body: { amount_minor: 5_000, reason: 'Goodwill' },
        // The key of the refused tries: refused before the handler, they did not take it.
        headers: { ...finance, 'idempotency-key': 'zawgyi-refund' },
        table: 'refunds',
        status: 201,
      },
      adminHeldRefund: {
        url: `/api/${fillPath(apiPaths.adminHeldRefund, { reference: held.made.reference })}`,
        body: { reason: 'Paid after the checkout expired.' },
        headers: { ...finance, 'idempotency-key': 'zawgyi-held' },
        table: 'refunds',
        status: 201,
      },
      adminPartnerCodes: {
        url: `/api/${apiPaths.adminPartnerCodes}`,
        body: { code: 'ZAWGYI-NEW', percent_off: 5, partner: 'Aya Bank' },
        headers: finance,
        table: 'partner_codes',
        status: 201,
      },
      adminPartnerCode: {
        url: `/api/${fillPath(apiPaths.adminPartnerCode, { codeId })}`,
        method: 'PATCH',
        body: { partner: 'KBZ Bank' },
        headers: finance,
        table: 'partner_codes',
        watch: 'SELECT partner FROM partner_codes ORDER BY id',
      },
      adminShopSuspension: {
        url: `/api/${fillPath(apiPaths.adminShopSuspension, { merchantId: r.merchant.merchantId })}`,
        method: 'PUT',
        body: { reason: 'Selling counterfeit goods.' },
        headers: operator,
        table: 'stores',
        watch: 'SELECT suspension_reason FROM stores ORDER BY merchant_id',
      },
    };
  }

  test('the samples are Zawgyi to the detector, and the Unicode shop name is not', () => {
    const check = createZawgyiChecker(tools);
    expect(check(ARTICLE_LINE ?? '').isZawgyi).toBe(true);
    expect(check(ZAWGYI_SHOP)).toMatchObject({ isZawgyi: true, unicode: UNICODE_SHOP });
    expect(check(UNICODE_SHOP).isZawgyi).toBe(false);
  });

  // Shops and payments set up and every field tried twice: longer than the default 5 s under load.
  test('every free-text field of every call refuses Zawgyi with 422, in both languages, writing nothing', async () => {
    const all = await calls();
    const cases = Object.entries(FREE_TEXT_FIELDS).flatMap(([call, fields]) =>
      fields.map((field) => [call as FreeTextCall, field] as const),
    );
    expect(cases).toHaveLength(58);
    const state = async ({ table, watch }: { table: string; watch?: string }) =>
      watch ? (await database.db.query(watch)).rows : await count(table);
    for (const [call, field] of cases) {
      const { url, method = 'POST', body, headers } = all[call];
      const before = await state(all[call]);
      for (const [language, message] of [
        [{}, ENGLISH],
        [{ 'accept-language': 'my-MM' }, BURMESE],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          payload: withField(body, field, ZAWGYI_SHOP),
          headers: { ...headers, ...language },
        });
        expect([call, field, response.statusCode]).toEqual([call, field, 422]);
        expect(response.json()).toEqual({
          status: false,
          message,
          data: { errors: { [field.replace('*', '0')]: [message] } },
        });
        expect(response.headers.vary).toMatch(/Accept-Language/);
      }
      expect([call, field, await state(all[call])]).toEqual([call, field, before]);
    }
    // The refunds were refused before the provider was asked to pay anything back.
    expect(refundsAsked).toEqual([]);
    // The same bodies without Zawgyi are accepted: the refusals above were for the Zawgyi alone.
    for (const [call, entry] of Object.entries(all)) {
      const { url, method = 'POST', body, headers } = entry;
      const status = entry.status ?? (call === 'contact' ? 201 : 200);
      const response = await app.inject({ method, url, payload: body, headers });
      expect([call, response.statusCode]).toEqual([call, status]);
    }
    // Without Zawgyi, both refunds went through the provider.
    expect(refundsAsked).toHaveLength(2);
  }, 60_000);

  test('a real Zawgyi news line in the contact message is refused; several fields are each named', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/backend/contact',
      payload: { ...CONTACT, name: ZAWGYI_SHOP, message: ARTICLE_LINE },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ name: [ENGLISH], message: [ENGLISH] });
    expect(await count('contact_messages')).toBe(0);
  });

  test('Myanmar Unicode is accepted and stored exactly as typed', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/merchant/merchantregister',
      payload: registration({ username: 'မောင်မောင်', shopname: UNICODE_SHOP }),
    });
    expect(registered.statusCode).toBe(200);
    const { user } = registered.json().data;
    expect(user).toMatchObject({ username: 'မောင်မောင်', shopname: UNICODE_SHOP });
    const stored = await database.db.query<{ name: string }>(
      'SELECT name FROM merchants WHERE id = $1',
      [user.merchantid],
    );
    expect(stored.rows[0]?.name).toBe(UNICODE_SHOP);

    const headers = bearer(registered.json().data.token);
    const address = 'အမှတ် ၁၂၊ ဗိုလ်အောင်ကျော်လမ်း';
    const billing = await app.inject({
      method: 'POST',
      url: `/api/merchant/addBillingInformation/${user.merchantid}`,
      payload: { ...BILLING, shop_name: UNICODE_SHOP, address },
      headers,
    });
    expect(billing.statusCode).toBe(200);
    const row = await database.db.query<{ shop_name: string; address: string }>(
      'SELECT shop_name, address FROM billing_information WHERE merchant_id = $1',
      [user.merchantid],
    );
    expect(row.rows[0]).toEqual({ shop_name: UNICODE_SHOP, address });

    const contact = await app.inject({
      method: 'POST',
      url: '/api/backend/contact',
      payload: {
        ...CONTACT,
        name: 'ဒေါ်ခင်မြတ်',
        message: 'မင်္ဂလာပါ၊ Premium အစီအစဉ်အကြောင်း ဖုန်းဆက်ပေးပါ။',
      },
    });
    expect(contact.statusCode).toBe(201);
    const message = await database.db.query<{ name: string; message: string }>(
      'SELECT name, message FROM contact_messages',
    );
    expect(message.rows).toEqual([
      { name: 'ဒေါ်ခင်မြတ်', message: 'မင်္ဂလာပါ၊ Premium အစီအစဉ်အကြောင်း ဖုန်းဆက်ပေးပါ။' },
    ]);
  });
});
