/**
 * The shop's insights (Advanced Analytics): every measure against a shop whose orders,
 * reservations, stamps, points, members, promo code, banner and page views were made through the
 * real routes (times moved to chosen Myanmar days where a measure needs it), counted by hand;
 * an order at 23:50 and one at 00:10 fall on two days; each period beside the one before it;
 * 403 without the add-on and for a cashier; the CSV (a byte order mark, read back) and the Excel
 * workbook (a zip with its sheets); and the daily rows equal to a count from scratch after a
 * seeded pseudo-random run of writes to every source table.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BannerSlot } from '@contract/loyalty';
import type { CounterCustomer, PointReward, RedemptionCode } from '@contract/loyalty';
import type { InsightsResponse } from '@contract/insights';
import type { ShopOrder } from '@contract/orders';
import type { SendOtpResponse } from '@contract/otp';
import type { CatalogueItem, MenuSection } from '@contract/store';
import type { StaffSignInResponse } from '@contract/staff';
import type { App } from '../src/app';
import { createPageViewCounter } from '../src/insights/pageViews';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { bearer, buildTestApp, databases, subscribe, tempDir, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import { call, item, newMerchant, uploadPhoto, type Merchant } from './storeKit';
import { insightsPaths } from '@contract/insightsPaths';
import { teamPaths } from '@contract/teamPaths';

// Shops, customers and dozens of orders through the real routes: well past Jest's default.
jest.setTimeout(120_000);

const PLAN_NOT_INCLUDED = { message: 'Your plan does not include this feature' };
const ROLE_REFUSED = { message: 'Your role in this shop does not allow this.' };
const STANDARD = 2;
const ANALYTICS_ADDON = 6;
const DAY_MS = 86_400_000;

/** Today in Myanmar, written out here rather than taken from the code under test. */
const yangonToday = () => new Date(Date.now() + 390 * 60_000).toISOString().slice(0, 10);
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
/** An instant of a Myanmar day and time. */
const yangon = (day: string, hhmm: string) => `${day}T${hhmm}:00+06:30`;
/** ISO weekday of a day (1 Monday … 7 Sunday). */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** A stand-in render bundle: the store page's shop from this process's API (pageRender.ts). */
const BUNDLE = `
let transport;
exports.setApiTransport = (next) => { transport = next; };
exports.loadDocumentTemplate = () => ({ html: '<!doctype html><html><div id="root"></div></html>' });
exports.renderRoute = async (url, language) => {
  const slug = url.startsWith('/shops/') ? url.slice('/shops/'.length).split('?')[0] : null;
  if (slug === null) return { html: '<h1>Find a Shop</h1>', status: 200 };
  const answer = await transport(new Request('http://localhost/api/marketplace/shops/' + slug, {
    headers: { 'accept-language': language },
  }));
  const body = await answer.json();
  return { html: '<h1>' + (body.name ?? body.message) + '</h1>', status: answer.status };
};
exports.pageDocument = (template, page) => template.html.replace('<div id="root"></div>', page.html);
`;

/** The entries of a zip archive by name, inflated (what an .xlsx is). */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** A CSV's records (RFC 4180: quoted fields may hold commas, quotes doubled). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describe('the store page view counter', () => {
  test('counts per shop and Myanmar day, writes once, keeps what a failed write held', async () => {
    const written: Array<Array<{ slug: string; day: string; views: number }>> = [];
    let fail = true;
    const counter = createPageViewCounter(async (counts) => {
      if (fail) throw new Error('database away');
      written.push(counts);
    });
    // 23:59 and 00:01 in Yangon: two days.
    counter.count('golden-cup', new Date('2026-03-01T17:29:00Z'));
    counter.count('golden-cup', new Date('2026-03-01T17:31:00Z'));
    counter.count('golden-cup', new Date('2026-03-01T17:32:00Z'));
    counter.count('tea-house', new Date('2026-03-01T17:32:00Z'));
    expect(counter.pending()).toBe(4);
    await expect(counter.flush()).rejects.toThrow('database away');
    expect(counter.pending()).toBe(4);
    counter.count('tea-house', new Date('2026-03-01T17:33:00Z'));
    fail = false;
    await counter.flush();
    expect(counter.pending()).toBe(0);
    expect(written).toEqual([
      [
        { slug: 'golden-cup', day: '2026-03-01', views: 1 },
        { slug: 'golden-cup', day: '2026-03-02', views: 2 },
        { slug: 'tea-house', day: '2026-03-02', views: 2 },
      ],
    ]);
    await counter.flush();
    expect(written).toHaveLength(1);
  });
});

describe.each(databases())('shop insights on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let staticDir: string;
  let bundle: string;
  let phone = 0;
  let key = 0;

  beforeAll(async () => {
    staticDir = await tempDir('insights-spa');
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    bundle = path.join(await tempDir('insights-bundle'), 'bundle.cjs');
    await writeFile(bundle, BUNDLE);
  });

  beforeEach(async () => {
    // Store pages rendered by the stand-in bundle, each request afresh.
    app = buildTestApp(database.db, { staticDir, renderBundle: bundle, pageCacheMs: 0 });
    await app.ready();
  });
  afterEach(() => app.close());

  const q = <T extends object>(sql: string, params: unknown[] = []) =>
    database.db.query<T>(sql, params).then((r) => r.rows);

  const customer = (name: string) => {
    phone += 1;
    return signInCustomer(app, `0977${String(phone).padStart(7, '0')}`, name);
  };

  /** A merchant call on `m` (its own token unless `headers` replace it). */
  const merchant = (
    m: Merchant,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    pathName: string,
    payload?: object,
    params: Record<string, string | number> = {},
    headers: Record<string, string> = m.headers,
  ) =>
    app.inject({
      method,
      url: `/api/${fillPath(pathName, { merchantId: m.merchantId, ...params })}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  const insightsOf = (m: Merchant, query = '', headers: Record<string, string> = m.headers) =>
    app.inject({
      method: 'GET',
      url: `/api/${fillPath(insightsPaths.merchantInsights, { merchantId: m.merchantId })}${query}`,
      headers,
    });

  const report = async (m: Merchant, query = '') => {
    const answer = await insightsOf(m, query);
    expect([answer.statusCode, answer.statusCode === 200 ? '' : answer.body]).toEqual([200, '']);
    return answer.json<InsightsResponse>();
  };

  /** An order placed by `who` at `placedAt` (Yangon time), then taken to `end` by the shop. */
  async function order(
    shop: OrderingShop,
    who: SignedInCustomer,
    lines: Array<{ item_id: number; quantity: number }>,
    placedAt: string,
    end: 'complete' | 'accept' | 'reject',
    { branch = null, promo = null }: { branch?: number | null; promo?: string | null } = {},
  ): Promise<number> {
    key += 1;
    const placed = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `insights-${key}` },
      payload: { branch_id: branch, lines, note: '', table: null, promo_code: promo },
    });
    expect([placed.statusCode, placed.statusCode === 201 ? '' : placed.body]).toEqual([201, '']);
    const id = placed.json<ShopOrder>().id;
    await database.db.query('UPDATE shop_orders SET placed_at = $2 WHERE id = $1', [id, placedAt]);
    const act = async (action: string, payload: object = {}) => {
      const answer = await merchant(shop.merchant, 'POST', apiPaths.merchantOrderAction, payload, {
        orderId: id,
        action,
      });
      expect([action, answer.statusCode]).toEqual([action, 200]);
    };
    if (end === 'reject') {
      await act('reject', { reason: 'Sold out' });
      return id;
    }
    await act('accept');
    if (end === 'complete') {
      await act('ready');
      await act('complete');
    }
    return id;
  }

  /** Invites `phoneNumber` to the shop's team as `role` and signs them in; their headers. */
  async function member(m: Merchant, phoneNumber: string, role: 'manager' | 'cashier') {
    const invited = await merchant(m, 'POST', teamPaths.merchantTeam, {
      phone: phoneNumber,
      name: `A ${role}`,
      role,
    });
    expect(invited.statusCode).toBe(201);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSendOtp}`,
      payload: { phone: phoneNumber },
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSignIn}`,
      payload: { phone: phoneNumber, otp: sent.json<SendOtpResponse>().data.code },
    });
    expect(signedIn.statusCode).toBe(200);
    return bearer(signedIn.json<StaffSignInResponse>().token);
  }

  test('every measure of a shop’s week, counted by hand, beside the week before', async () => {
    const today = yangonToday();
    const d1 = dayBefore(today, 1);
    const d2 = dayBefore(today, 2);
    // In the week before (today - 13 … today - 7).
    const p = dayBefore(today, 8);
    const shop = await orderingShop(app, database.db, 'insights-tea');
    const m = shop.merchant;
    const { tea, samosa } = shop.items;

    // A menu section with an iced coffee; the loyalty programmes; a promo code of 500 MMK.
    const section = (
      await merchant(m, 'POST', apiPaths.storeSections, { name: 'Cold drinks' })
    ).json<MenuSection>();
    const coffee = (
      await merchant(m, 'POST', apiPaths.storeItems, {
        ...item({ kind: 'menu_item', section_id: section.id, name: 'Iced coffee', price: 2000 }),
      })
    ).json<CatalogueItem>();
    const saved = await Promise.all([
      merchant(m, 'PUT', apiPaths.merchantStampCard, {
        enabled: true,
        stamps_needed: 2,
        reward: 'A free tea',
        background: '#fff8e1',
        color: '#8d6e63',
        logo_photo_id: null,
      }),
      merchant(m, 'PUT', apiPaths.merchantPoints, { enabled: true, points_per_1000: 10 }),
      merchant(m, 'PUT', apiPaths.merchantMembership, { enabled: true, discount_percent: 0 }),
      merchant(m, 'POST', apiPaths.merchantPromoCodes, {
        code: 'TEA-500',
        kind: 'amount',
        value: 500,
        valid_from: dayBefore(today, 30),
        valid_to: dayBefore(today, -30),
        max_uses: null,
        min_total: 0,
        active: true,
      }),
    ]);
    expect(saved.map((s) => s.statusCode)).toEqual([200, 200, 200, 201]);
    const freeTea = (
      await merchant(m, 'POST', apiPaths.merchantPointRewards, {
        name: 'Free tea',
        points: 50,
        available: true,
      })
    ).json<PointReward>();

    const ma = await customer('Ma Aye');
    const koBo = await customer('Ko Bo');
    const maCho = await customer('Ma Cho');

    // Ko Bo's first order, in the week before: 3,500 at noon, at the shop's own address.
    await order(shop, koBo, [{ item_id: tea.id, quantity: 1 }], yangon(p, '12:00'), 'complete');
    // This week. 23:50 two days ago and 00:10 yesterday: two days.
    await order(shop, ma, [{ item_id: tea.id, quantity: 2 }], yangon(d2, '23:50'), 'complete', {
      branch: shop.branchId,
    });
    await order(shop, ma, [{ item_id: samosa.id, quantity: 1 }], yangon(d1, '00:10'), 'complete', {
      promo: 'TEA-500',
    });
    await order(shop, koBo, [{ item_id: tea.id, quantity: 1 }], yangon(d1, '09:15'), 'complete', {
      branch: shop.branchId,
    });
    // Accepted and not yet completed: counts. Rejected: does not.
    await order(shop, maCho, [{ item_id: coffee.id, quantity: 1 }], yangon(d1, '10:00'), 'accept');
    await order(
      shop,
      maCho,
      [{ item_id: samosa.id, quantity: 2 }],
      yangon(today, '08:00'),
      'reject',
    );

    // Four completed orders gave four stamps today: Ma Aye's and Ko Bo's cards are full (two
    // rewards); Ma Aye's is redeemed. Points: 7,000 → 70, 700 → 0, 3,500 → 30, 3,500 → 30.
    const counter = (
      await merchant(m, 'GET', `${apiPaths.merchantCounter}?phone=${ma.customer.phone}`)
    ).json<CounterCustomer>();
    const redeemed = await merchant(m, 'POST', apiPaths.merchantRedeemStampReward, undefined, {
      rewardId: counter.rewards[0]!.id,
    });
    expect(redeemed.statusCode).toBe(200);
    const code = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerRedemptionCode, { slug: shop.slug, rewardId: freeTea.id })}`,
      headers: ma.headers,
    });
    expect(code.statusCode).toBe(201);
    const spent = await merchant(m, 'POST', apiPaths.merchantRedeemCode, {
      code: code.json<RedemptionCode>().code,
    });
    expect(spent.statusCode).toBe(200);
    const joined = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerMembership, { slug: shop.slug })}`,
      headers: maCho.headers,
    });
    expect(joined.statusCode).toBeLessThan(300);

    // Reservations: yesterday one came (2 people), one did not (4), one was declined (3); in
    // the week before one came (2).
    await database.db.query(
      `INSERT INTO reservations (merchant_id, customer_id, date, time, party_size, state)
       VALUES ($1, $2, $3, '12:00', 2, 'completed'), ($1, $2, $3, '13:00', 4, 'no_show'),
              ($1, $2, $3, '14:00', 3, 'declined'), ($1, $2, $4, '12:00', 2, 'completed')`,
      [m.merchantId, koBo.customer.id, d1, p],
    );

    // The banner: shown to three shoppers, clicked by one.
    const photo = await uploadPhoto(app, m);
    const banner = await merchant(m, 'PUT', apiPaths.merchantBanner, {
      photo_id: photo.id,
      title: 'Monsoon tea',
    });
    expect(banner.statusCode).toBe(200);
    const slots: BannerSlot[] = [];
    for (const shopper of [1, 2, 3]) {
      const slot = await app.inject({
        method: 'GET',
        url: `/api/${apiPaths.marketplaceBanner}`,
        remoteAddress: `198.51.100.${shopper}`,
        headers: { 'user-agent': `shopper ${shopper}` },
      });
      slots.push(slot.json<BannerSlot>());
    }
    const shown = slots[0]!.banner!;
    const clicked = await call(
      app,
      'POST',
      apiPaths.marketplaceBannerClick,
      { bannerId: shown.id },
      { payload: { impression: shown.impression } },
    );
    expect(clicked.statusCode).toBe(204);

    // The store page: sent twice, confirmed current once (304): three views. A page of no shop,
    // and a HEAD, count nothing.
    const page = await app.inject({ method: 'GET', url: `/shops/${shop.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Shop insights-tea</h1>');
    expect((await app.inject({ method: 'GET', url: `/shops/${shop.slug}` })).statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: `/shops/${shop.slug}`,
      headers: { 'if-none-match': page.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/shops/no-such-shop' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: `/shops/${shop.slug}` })).statusCode).toBe(200);
    // The page opened inside the app (from the marketplace) reads the shop's API: one view more.
    const shopApi = `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`;
    expect((await app.inject({ method: 'GET', url: shopApi })).statusCode).toBe(200);
    await app.pageViews.flush();
    expect(await q('SELECT day::text, views::int FROM shop_page_views')).toEqual([
      { day: today, views: 4 },
    ]);

    const week = await report(m, '?period=7d');
    expect(week.range).toEqual({ from: dayBefore(today, 6), to: today, days: 7 });
    expect(week.previous).toEqual({ from: dayBefore(today, 13), to: dayBefore(today, 7), days: 7 });
    expect([week.period, week.grain]).toEqual(['7d', 'day']);
    // This week 7,000 + 700 + 3,500 + 2,000 = 13,200 in 4 orders; the week before 3,500 in 1.
    expect(week.measures).toEqual({
      sales: { current: 13_200, previous: 3500, change: 2.7714 },
      orders: { current: 4, previous: 1, change: 3 },
      // 13,200 / 4 = 3,300: (3,300 - 3,500) / 3,500 = -0.0571.
      average_order_value: { current: 3300, previous: 3500, change: -0.0571 },
      // Ma Aye and Ma Cho new, Ko Bo back; only Ma Aye ordered twice.
      customers: { current: 3, previous: 1, change: 2 },
      new_customers: { current: 2, previous: 1, change: 1 },
      returning_customers: { current: 1, previous: 0, change: null },
      repeat_rate: { current: 0.3333, previous: 0, change: null },
      reservations: { current: 2, previous: 1, change: 1 },
      reservation_guests: { current: 6, previous: 2, change: 2 },
      no_show_rate: { current: 0.5, previous: 0, change: null },
      stamps_given: { current: 4, previous: 0, change: null },
      stamp_rewards_earned: { current: 2, previous: 0, change: null },
      stamp_rewards_redeemed: { current: 1, previous: 0, change: null },
      points_issued: { current: 130, previous: 0, change: null },
      points_spent: { current: 50, previous: 0, change: null },
      members_joined: { current: 1, previous: 0, change: null },
      promo_uses: { current: 1, previous: 0, change: null },
      promo_discount: { current: 500, previous: 0, change: null },
      banner_impressions: { current: 3, previous: 0, change: null },
      banner_clicks: { current: 1, previous: 0, change: null },
      banner_ctr: { current: 0.3333, previous: null, change: null },
      page_views: { current: 4, previous: 0, change: null },
    });
    // The banner started today: 1 day of 30 promises 334 impressions.
    expect(week.banner.current).toEqual({
      running_days: 1,
      impressions: 3,
      impressions_promised: 334,
      impressions_met: false,
      clicks: 1,
      ctr: 0.3333,
      ctr_promised: 0.02,
      ctr_met: true,
    });

    // 23:50 and 00:10 are two days; every day of the week is in the series.
    expect(week.series.map((s) => [s.from, s.orders, s.sales])).toEqual([
      [dayBefore(today, 6), 0, 0],
      [dayBefore(today, 5), 0, 0],
      [dayBefore(today, 4), 0, 0],
      [dayBefore(today, 3), 0, 0],
      [d2, 1, 7000],
      [d1, 3, 6200],
      [today, 0, 0],
    ]);
    expect(week.previous_series.find((s) => s.from === p)).toMatchObject({
      orders: 1,
      sales: 3500,
    });
    expect(week.hours.filter((h) => h.orders + h.previous_orders > 0)).toEqual([
      { hour: 0, orders: 1, sales: 700, previous_orders: 0, previous_sales: 0 },
      { hour: 9, orders: 1, sales: 3500, previous_orders: 0, previous_sales: 0 },
      { hour: 10, orders: 1, sales: 2000, previous_orders: 0, previous_sales: 0 },
      { hour: 12, orders: 0, sales: 0, previous_orders: 1, previous_sales: 3500 },
      { hour: 23, orders: 1, sales: 7000, previous_orders: 0, previous_sales: 0 },
    ]);
    const weekday = (day: string) => week.weekdays[isoWeekday(day) - 1]!;
    expect(weekday(d2)).toMatchObject({ days: 1, orders: 1, sales: 7000 });
    expect(weekday(d1)).toMatchObject({ days: 1, orders: 3, sales: 6200 });
    expect(weekday(p)).toMatchObject({ previous_orders: 1, previous_sales: 3500 });

    // Items at their lines' prices: tea 3 × 3,500, coffee 2,000, samosa 1,200 (of 13,700).
    expect(week.top_items).toEqual([
      {
        item_id: tea.id,
        name: 'Green tea',
        section_id: null,
        section_name: null,
        quantity: 3,
        sales: 10_500,
        previous_quantity: 1,
        previous_sales: 3500,
        share: 0.7664,
      },
      {
        item_id: coffee.id,
        name: 'Iced coffee',
        section_id: section.id,
        section_name: 'Cold drinks',
        quantity: 1,
        sales: 2000,
        previous_quantity: 0,
        previous_sales: 0,
        share: 0.146,
      },
      {
        item_id: samosa.id,
        name: 'Samosa',
        section_id: null,
        section_name: null,
        quantity: 1,
        sales: 1200,
        previous_quantity: 0,
        previous_sales: 0,
        share: 0.0876,
      },
    ]);
    expect(week.top_sections.map((s) => [s.name, s.quantity, s.sales, s.share])).toEqual([
      [null, 4, 11_700, 0.854],
      ['Cold drinks', 1, 2000, 0.146],
    ]);
    // The branch: 7,000 + 3,500; the shop's own address: 700 + 2,000 (3,500 the week before).
    expect(week.branches).toEqual([
      {
        branch_id: shop.branchId,
        name: 'Bahan branch',
        orders: 2,
        sales: 10_500,
        previous_orders: 0,
        previous_sales: 0,
        share: 0.7955,
      },
      {
        branch_id: null,
        name: null,
        orders: 2,
        sales: 2700,
        previous_orders: 1,
        previous_sales: 3500,
        share: 0.2045,
      },
    ]);

    // Two days asked for by date, by day: the order of 23:50 on the first, 00:10 on the second.
    const twoDays = await report(m, `?from=${d2}&to=${d1}&grain=day`);
    expect(twoDays.period).toBeNull();
    expect(twoDays.series.map((s) => [s.from, s.orders, s.sales])).toEqual([
      [d2, 1, 7000],
      [d1, 3, 6200],
    ]);
    expect(twoDays.previous).toEqual({
      from: dayBefore(today, 4),
      to: dayBefore(today, 3),
      days: 2,
    });
    // The day before them had nothing to compare with.
    expect(twoDays.measures.sales).toEqual({ current: 13_200, previous: 0, change: null });

    // Months: one bucket per calendar month the week touches.
    const months = await report(m, '?period=7d&grain=month');
    expect(months.series.reduce((sum, s) => sum + s.sales, 0)).toBe(13_200);
    expect(months.series.at(-1)!.to).toBe(today);
  });

  test('without the add-on 403; with it the owner and a manager read, a cashier may not', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    const urls = [
      insightsPaths.merchantInsights,
      insightsPaths.merchantInsightsCsv,
      insightsPaths.merchantInsightsXlsx,
    ].map((p) => `/api/${fillPath(p, { merchantId: m.merchantId })}`);
    for (const url of urls) {
      const answer = await app.inject({ method: 'GET', url, headers: m.headers });
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 403, PLAN_NOT_INCLUDED]);
    }

    const withAddon = await newMerchant(app);
    await subscribe(app, withAddon, STANDARD, [[ANALYTICS_ADDON, 1]]);
    const manager = await member(withAddon, '09790009001', 'manager');
    const cashier = await member(withAddon, '09790009002', 'cashier');
    // No store yet: a shop with nothing to count reads zeros.
    const owner = await insightsOf(withAddon);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<InsightsResponse>().measures.sales).toEqual({
      current: 0,
      previous: 0,
      change: null,
    });
    expect((await insightsOf(withAddon, '', manager)).statusCode).toBe(200);
    const refused = await insightsOf(withAddon, '', cashier);
    expect([refused.statusCode, refused.json()]).toEqual([403, ROLE_REFUSED]);
    for (const p of [insightsPaths.merchantInsightsCsv, insightsPaths.merchantInsightsXlsx]) {
      const answer = await merchant(withAddon, 'GET', p, undefined, {}, cashier);
      expect([answer.statusCode, answer.json()]).toEqual([403, ROLE_REFUSED]);
    }
  });

  test('a period that cannot be read is a 422 naming the field', async () => {
    const shop = await orderingShop(app, database.db, 'insights-periods', { withBranch: false });
    const today = yangonToday();
    const errors = async (query: string, language = 'en') => {
      const answer = await insightsOf(shop.merchant, query, {
        ...shop.merchant.headers,
        'accept-language': language,
      });
      expect(answer.statusCode).toBe(422);
      return answer.json<{ data: { errors: Record<string, string[]> } }>().data.errors;
    };
    expect(await errors(`?from=${today}`)).toEqual({
      to: ['Give both the first and the last day.'],
    });
    expect(await errors(`?period=7d&from=${today}&to=${today}`)).toEqual({
      period: ['Choose a period or two dates, not both.'],
    });
    expect(await errors(`?from=${dayBefore(today, -1)}&to=${dayBefore(today, -1)}`)).toEqual({
      to: ['The last day must not be after today.'],
    });
    expect(await errors(`?from=${dayBefore(today, 800)}&to=${today}`)).toEqual({
      from: ['Insights go back 24 months at most.'],
    });
    expect(await errors(`?from=${today}&to=${dayBefore(today, 1)}`)).toEqual({
      from: ['The first day must not be after the last day.'],
    });
    expect(await errors('?from=2026-02-30&to=2026-03-01')).toEqual({
      from: ['This date does not exist.'],
    });
    expect(await errors(`?from=${dayBefore(today, 800)}&to=${today}`, 'my')).toEqual({
      from: ['ယခင် ၂၄ လအထိသာ ကြည့်နိုင်ပါသည်။'],
    });
    // The schema's own checks: an unknown period or grain, a field it does not know.
    expect(Object.keys(await errors('?period=5y'))).toEqual(['period']);
    expect(Object.keys(await errors('?grain=year'))).toEqual(['grain']);
    expect(Object.keys(await errors('?shop=1'))).toEqual(['shop']);
  });

  test('the CSV starts with a byte order mark and reads back; the workbook is a zip of its sheets', async () => {
    const today = yangonToday();
    const shop = await orderingShop(app, database.db, 'insights-export');
    const ma = await customer('Ma Aye');
    await order(
      shop,
      ma,
      [{ item_id: shop.items.tea.id, quantity: 2 }],
      yangon(today, '00:05'),
      'complete',
    );
    const url = (p: string, query: string) =>
      `/api/${fillPath(p, { merchantId: shop.merchant.merchantId })}${query}`;

    const csv = await app.inject({
      method: 'GET',
      url: url(insightsPaths.merchantInsightsCsv, '?period=7d'),
      headers: shop.merchant.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="insights-${dayBefore(today, 6)}-${today}.csv"`,
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parseCsv(csv.rawPayload.subarray(3).toString('utf8'));
    expect(records[0]).toEqual([
      'Measure',
      'Detail',
      'From',
      'To',
      'This period',
      'Previous period',
      'Change (%)',
    ]);
    expect(records[1]).toEqual([
      'Previous period',
      '',
      dayBefore(today, 13),
      dayBefore(today, 7),
      '',
      '',
      '',
    ]);
    const find = (measure: string, detail = '') =>
      records.find((r) => r[0] === measure && r[1] === detail);
    expect(find('Sales (MMK)')).toEqual([
      'Sales (MMK)',
      '',
      dayBefore(today, 6),
      today,
      '7000',
      '0',
      '',
    ]);
    expect(find('Best-selling items', 'Green tea')).toEqual([
      'Best-selling items',
      'Green tea',
      dayBefore(today, 6),
      today,
      '7000',
      '0',
      '',
    ]);
    expect(find('Sales by hour of the day', '00:00–01:00')?.[4]).toBe('7000');
    expect(find('Impressions promised (10,000 per 30 days)')?.[4]).toBe('0');
    expect(find('Repeat customer rate', '%')?.[4]).toBe('0');
    expect(records.filter((r) => r[0] === 'Sales (MMK)' && r[1] === 'Day')).toHaveLength(7);

    const burmese = await app.inject({
      method: 'GET',
      url: url(insightsPaths.merchantInsightsCsv, '?period=30d'),
      headers: { ...shop.merchant.headers, 'accept-language': 'my' },
    });
    expect(burmese.headers.vary).toContain('Accept-Language');
    const mine = parseCsv(burmese.rawPayload.subarray(3).toString('utf8'));
    expect(mine[0]).toEqual([
      'ညွှန်းကိန်း',
      'အသေးစိတ်',
      'စတင်ရက်',
      'ပြီးဆုံးရက်',
      'ယခုကာလ',
      'ယခင်ကာလ',
      'အပြောင်းအလဲ (%)',
    ]);
    expect(mine.find((r) => r[0] === 'ရောင်းရငွေ (ကျပ်)' && r[1] === '')?.[4]).toBe('7000');

    const xlsx = await app.inject({
      method: 'GET',
      url: url(insightsPaths.merchantInsightsXlsx, '?period=7d'),
      headers: shop.merchant.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const files = unzip(xlsx.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
        'xl/worksheets/sheet7.xml',
      ]),
    );
    const workbookXml = files.get('xl/workbook.xml')!.toString('utf8');
    for (const sheet of [
      'Summary',
      'Trend',
      'Items',
      'Menu sections',
      'Branches',
      'Hours',
      'Days of the week',
    ]) {
      expect(workbookXml).toContain(`name="${sheet}"`);
    }
    const text = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    expect(text).toContain('Sales (MMK)');
    expect(text).toContain('Green tea');
  });

  test('the daily rows equal a count from scratch after a seeded run of random writes', async () => {
    const shops = [
      await orderingShop(app, database.db, 'insights-random-a'),
      await orderingShop(app, database.db, 'insights-random-b', { withBranch: false }),
    ];
    const ids = shops.map((s) => s.merchant.merchantId);
    // mulberry32: the same run every time.
    let seed = 20_260_307;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = seed;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    /** An instant within the last 100 days (any minute of any Myanmar day, midnight included). */
    const instant = () => new Date(Date.now() - int(0, 100 * 24 * 60) * 60_000).toISOString();
    const aDay = () => dayBefore(yangonToday(), int(-10, 100));
    const one = async <T extends object>(sql: string, params: unknown[] = []) =>
      (await q<T>(sql, params))[0];
    let customers = 0;
    const newCustomer = async () => {
      customers += 1;
      await q(`INSERT INTO customers (phone, name) VALUES ($1, 'Random')`, [
        `0966${String(customers).padStart(7, '0')}`,
      ]);
    };
    for (let i = 0; i < 6; i += 1) await newCustomer();
    const customerId = async () =>
      (await one<{ id: number }>('SELECT id FROM customers ORDER BY random() LIMIT 1'))?.id;
    const anyRow = (table: string, merchantId: number) =>
      one<{ id: number }>(
        `SELECT id FROM ${table} WHERE merchant_id = $1 ORDER BY id OFFSET $2 LIMIT 1`,
        [merchantId, int(0, 30)],
      );
    const STATES = ['placed', 'accepted', 'rejected', 'ready', 'completed', 'cancelled'];
    const RESERVATION_STATES = [
      'requested',
      'confirmed',
      'declined',
      'completed',
      'no_show',
      'cancelled',
    ];

    const writes: Record<string, (merchantId: number) => Promise<unknown>> = {
      async placeOrder(merchantId) {
        const items = await q<{ id: number; name: string; price: number }>(
          'SELECT id, name, price FROM catalogue_items WHERE merchant_id = $1',
          [merchantId],
        );
        const branch = await one<{ id: number }>(
          'SELECT id FROM branches WHERE merchant_id = $1 LIMIT 1',
          [merchantId],
        );
        const lines = Array.from({ length: int(1, 3) }, () => ({
          ...pick(items),
          quantity: int(1, 4),
        }));
        const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
        const discount = random() < 0.3 ? int(0, subtotal) : 0;
        const who = await customerId();
        // Outside the transaction nothing may be asked: PGlite has one connection.
        await database.db.transaction(async (tx) => {
          const placed = await tx.query<{ id: number }>(
            `INSERT INTO shop_orders (merchant_id, branch_id, customer_id, number, state, subtotal,
                                      promo_code, promo_discount, total, placed_at)
             VALUES ($1, $2, $3, (SELECT coalesce(max(number), 0) + 1 FROM shop_orders
                                   WHERE merchant_id = $1), $4, $5, $6, $7, $8, $9)
             RETURNING id`,
            [
              merchantId,
              random() < 0.5 ? (branch?.id ?? null) : null,
              who,
              pick(STATES),
              subtotal,
              discount > 0 ? 'RANDOM' : null,
              discount,
              subtotal - discount,
              instant(),
            ],
          );
          await tx.query(
            `INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity)
             SELECT $1, n - 1, item, name, price, quantity
               FROM unnest($2::int[], $3::text[], $4::int[], $5::int[])
                    WITH ORDINALITY AS l(item, name, price, quantity, n)`,
            [
              placed.rows[0]!.id,
              lines.map((l) => l.id),
              lines.map((l) => l.name),
              lines.map((l) => l.price),
              lines.map((l) => l.quantity),
            ],
          );
        });
      },
      async changeState(merchantId) {
        const row = await anyRow('shop_orders', merchantId);
        if (row) await q('UPDATE shop_orders SET state = $2 WHERE id = $1', [row.id, pick(STATES)]);
      },
      async moveOrder(merchantId) {
        const row = await anyRow('shop_orders', merchantId);
        if (row)
          await q('UPDATE shop_orders SET placed_at = $2 WHERE id = $1', [row.id, instant()]);
      },
      async deleteOrder(merchantId) {
        const row = await anyRow('shop_orders', merchantId);
        if (row) await q('DELETE FROM shop_orders WHERE id = $1', [row.id]);
      },
      async changeLine(merchantId) {
        await q(
          `UPDATE shop_order_lines SET quantity = $2
            WHERE (order_id, position) IN (
              SELECT l.order_id, l.position FROM shop_order_lines l
                JOIN shop_orders o ON o.id = l.order_id
               WHERE o.merchant_id = $1 ORDER BY l.order_id DESC, l.position LIMIT 1 OFFSET $3)`,
          [merchantId, int(1, 5), int(0, 10)],
        );
      },
      async replaceItem(merchantId) {
        // Deleting an item sets its lines' item to null: those days count by the name kept.
        const row = await anyRow('catalogue_items', merchantId);
        if (row) await q('DELETE FROM catalogue_items WHERE id = $1', [row.id]);
        await q(
          `INSERT INTO catalogue_items (merchant_id, kind, name, price, position)
           VALUES ($1, 'product', $2, $3, 9)`,
          [merchantId, pick(['Tea', 'Samosa', 'Mohinga', 'Coffee']), int(1, 20) * 500],
        );
      },
      async replaceBranch(merchantId) {
        const row = await anyRow('branches', merchantId);
        if (row) await q('DELETE FROM branches WHERE id = $1', [row.id]);
        await q(
          `INSERT INTO branches (merchant_id, name, township_id, phone, position)
           VALUES ($1, 'Branch', 1, '09781234568', 1)`,
          [merchantId],
        );
      },
      async reserve(merchantId) {
        await q(
          `INSERT INTO reservations (merchant_id, customer_id, date, time, party_size, state)
           VALUES ($1, $2, $3, '12:00', $4, $5)`,
          [merchantId, await customerId(), aDay(), int(1, 8), pick(RESERVATION_STATES)],
        );
      },
      async changeReservation(merchantId) {
        const row = await anyRow('reservations', merchantId);
        if (!row) return;
        const which = int(0, 2);
        if (which === 0) {
          await q('UPDATE reservations SET state = $2 WHERE id = $1', [
            row.id,
            pick(RESERVATION_STATES),
          ]);
        } else if (which === 1) {
          await q('UPDATE reservations SET date = $2 WHERE id = $1', [row.id, aDay()]);
        } else {
          await q('UPDATE reservations SET party_size = $2 WHERE id = $1', [row.id, int(1, 9)]);
        }
      },
      async deleteReservation(merchantId) {
        const row = await anyRow('reservations', merchantId);
        if (row) await q('DELETE FROM reservations WHERE id = $1', [row.id]);
      },
      async stamp(merchantId) {
        await q(
          `INSERT INTO stamp_events (merchant_id, customer_id, created_at) VALUES ($1, $2, $3)`,
          [merchantId, await customerId(), instant()],
        );
      },
      async undoOrMoveStamp(merchantId) {
        const row = await anyRow('stamp_events', merchantId);
        if (!row) return;
        const which = int(0, 3);
        if (which < 2) {
          await q('UPDATE stamp_events SET undone_at = now() WHERE id = $1', [row.id]);
        } else if (which === 2) {
          await q('UPDATE stamp_events SET created_at = $2 WHERE id = $1', [row.id, instant()]);
        } else await q('DELETE FROM stamp_events WHERE id = $1', [row.id]);
      },
      async reward(merchantId) {
        await q(
          `INSERT INTO stamp_rewards (merchant_id, customer_id, reward, earned_at)
           VALUES ($1, $2, 'A free tea', $3)`,
          [merchantId, await customerId(), instant()],
        );
      },
      async redeemReward(merchantId) {
        const row = await anyRow('stamp_rewards', merchantId);
        if (!row) return;
        if (random() < 0.8) {
          await q('UPDATE stamp_rewards SET redeemed_at = $2 WHERE id = $1', [row.id, instant()]);
        } else await q('DELETE FROM stamp_rewards WHERE id = $1', [row.id]);
      },
      async points(merchantId) {
        const earned = random() < 0.6;
        await q(
          `INSERT INTO point_entries (merchant_id, customer_id, kind, points, balance, created_at)
           VALUES ($1, $2, $3, $4, 0, $5)`,
          [
            merchantId,
            await customerId(),
            earned ? 'earned' : 'redeemed',
            earned ? int(1, 90) : -int(1, 90),
            instant(),
          ],
        );
      },
      async changePoints(merchantId) {
        const row = await anyRow('point_entries', merchantId);
        if (!row) return;
        if (random() < 0.5) {
          await q('UPDATE point_entries SET created_at = $2 WHERE id = $1', [row.id, instant()]);
        } else await q('DELETE FROM point_entries WHERE id = $1', [row.id]);
      },
      async membership(merchantId) {
        const who = await customerId();
        if (random() < 0.6) {
          await q(
            `INSERT INTO memberships (merchant_id, customer_id, joined_at) VALUES ($1, $2, $3)
             ON CONFLICT (merchant_id, customer_id) DO UPDATE SET joined_at = EXCLUDED.joined_at`,
            [merchantId, who, instant()],
          );
        } else {
          await q('DELETE FROM memberships WHERE merchant_id = $1 AND customer_id = $2', [
            merchantId,
            who,
          ]);
        }
      },
      async replaceCustomer() {
        // Everything of a customer goes with them (orders, reservations, stamps, points).
        if (random() < 0.5) {
          const who = await customerId();
          if (who !== undefined) await q('DELETE FROM customers WHERE id = $1', [who]);
        }
        await newCustomer();
      },
      async read(merchantId) {
        // A read counts the shop's stale days: what comes after must be marked again.
        if (random() < 0.5) await app.repositories.insights.refresh(merchantId);
        else {
          const shop = shops.find((s) => s.merchant.merchantId === merchantId)!;
          expect((await insightsOf(shop.merchant, '?period=90d')).statusCode).toBe(200);
        }
      },
    };
    const weights: Array<[keyof typeof writes, number]> = [
      ['placeOrder', 14],
      ['changeState', 8],
      ['moveOrder', 4],
      ['deleteOrder', 2],
      ['changeLine', 3],
      ['replaceItem', 2],
      ['replaceBranch', 1],
      ['reserve', 5],
      ['changeReservation', 3],
      ['deleteReservation', 1],
      ['stamp', 4],
      ['undoOrMoveStamp', 3],
      ['reward', 2],
      ['redeemReward', 2],
      ['points', 4],
      ['changePoints', 2],
      ['membership', 3],
      ['replaceCustomer', 1],
      ['read', 6],
    ];
    const total = weights.reduce((s, [, w]) => s + w, 0);
    const done: Record<string, number> = {};
    for (let step = 0; step < 400; step += 1) {
      let roll = random() * total;
      const [name] = weights.find(([, w]) => (roll -= w) < 0) ?? weights[0]!;
      await writes[name]!(pick(ids));
      done[name] = (done[name] ?? 0) + 1;
    }
    // Every kind of write was tried.
    expect(Object.keys(done).sort()).toEqual(Object.keys(writes).sort());

    // Reads and writes at once: on PostgreSQL they interleave (one recount of a shop at a time,
    // marks written meanwhile kept for the next); on PGlite they take turns.
    const [shop] = shops;
    const together = await Promise.all([
      insightsOf(shop!.merchant, '?period=30d'),
      writes.placeOrder!(ids[0]!),
      insightsOf(shop!.merchant, '?period=90d'),
      writes.changeState!(ids[0]!),
      app.repositories.insights.refresh(ids[0]!),
      writes.stamp!(ids[0]!),
      insightsOf(shop!.merchant, '?period=7d'),
    ]);
    for (const answer of [together[0], together[2], together[6]]) {
      expect((answer as { statusCode: number }).statusCode).toBe(200);
    }

    for (const shop of shops) {
      const merchantId = shop.merchant.merchantId;
      // The last read counts whatever is still stale.
      expect((await insightsOf(shop.merchant, '?period=90d')).statusCode).toBe(200);
      expect(
        await q('SELECT 1 FROM insight_stale_days WHERE merchant_id = $1', [merchantId]),
      ).toEqual([]);

      const days = await q(
        `SELECT day::text, orders, sales::int, promo_uses, promo_discount::int, reservations,
                reservation_guests AS guests, reservations_completed AS completed,
                reservations_no_show AS no_show, stamps_given AS stamps,
                stamp_rewards_earned AS earned, stamp_rewards_redeemed AS redeemed,
                points_issued::int AS issued, points_spent::int AS spent, members_joined AS joined
           FROM shop_insight_days WHERE merchant_id = $1 ORDER BY day`,
        [merchantId],
      );
      const expectedDays = await q(
        `WITH sold AS (
           SELECT o.total, o.promo_code, o.promo_discount,
                  (o.placed_at AT TIME ZONE 'Asia/Yangon')::date AS day
             FROM shop_orders o
            WHERE o.merchant_id = $1 AND o.state IN ('accepted', 'ready', 'completed')
         ), facts (day, orders, sales, promo_uses, promo_discount, reservations, guests,
                   completed, no_show, stamps, earned, redeemed, issued, spent, joined) AS (
           SELECT day, 1, total, (promo_code IS NOT NULL)::int, promo_discount,
                  0, 0, 0, 0, 0, 0, 0, 0, 0, 0 FROM sold
           UNION ALL
           SELECT date, 0, 0, 0, 0, (state NOT IN ('declined', 'cancelled'))::int,
                  CASE WHEN state IN ('declined', 'cancelled') THEN 0 ELSE party_size END,
                  (state = 'completed')::int, (state = 'no_show')::int, 0, 0, 0, 0, 0, 0
             FROM reservations WHERE merchant_id = $1
           UNION ALL
           SELECT (created_at AT TIME ZONE 'Asia/Yangon')::date, 0, 0, 0, 0, 0, 0, 0, 0,
                  (undone_at IS NULL)::int, 0, 0, 0, 0, 0
             FROM stamp_events WHERE merchant_id = $1
           UNION ALL
           SELECT (earned_at AT TIME ZONE 'Asia/Yangon')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
                  0, 0, 0
             FROM stamp_rewards WHERE merchant_id = $1
           UNION ALL
           SELECT (redeemed_at AT TIME ZONE 'Asia/Yangon')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
                  0, 0, 0
             FROM stamp_rewards WHERE merchant_id = $1 AND redeemed_at IS NOT NULL
           UNION ALL
           SELECT (created_at AT TIME ZONE 'Asia/Yangon')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                  CASE WHEN kind = 'earned' THEN points ELSE 0 END,
                  CASE WHEN kind = 'redeemed' THEN -points ELSE 0 END, 0
             FROM point_entries WHERE merchant_id = $1
           UNION ALL
           SELECT (joined_at AT TIME ZONE 'Asia/Yangon')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                  0, 0, 1
             FROM memberships WHERE merchant_id = $1
         )
         SELECT day::text, sum(orders)::int AS orders, sum(sales)::int AS sales,
                sum(promo_uses)::int AS promo_uses, sum(promo_discount)::int AS promo_discount,
                sum(reservations)::int AS reservations, sum(guests)::int AS guests,
                sum(completed)::int AS completed, sum(no_show)::int AS no_show,
                sum(stamps)::int AS stamps, sum(earned)::int AS earned,
                sum(redeemed)::int AS redeemed, sum(issued)::int AS issued,
                sum(spent)::int AS spent, sum(joined)::int AS joined
           FROM facts GROUP BY day
         HAVING sum(orders + reservations + completed + no_show + stamps + earned + redeemed
                    + issued + spent + joined) > 0
          ORDER BY day`,
        [merchantId],
      );
      expect(days.length).toBeGreaterThan(5);
      expect(days).toEqual(expectedDays);

      const hours = await q(
        `SELECT d.day::text, u.h::int - 1 AS hour, u.o::int AS orders, u.s::int AS sales
           FROM shop_insight_days d, unnest(d.hour_orders, d.hour_sales) WITH ORDINALITY AS u(o, s, h)
          WHERE d.merchant_id = $1 AND u.o > 0 ORDER BY 1, 2`,
        [merchantId],
      );
      const expectedHours = await q(
        `SELECT (placed_at AT TIME ZONE 'Asia/Yangon')::date::text AS day,
                extract(hour FROM placed_at AT TIME ZONE 'Asia/Yangon')::int AS hour,
                count(*)::int AS orders, sum(total)::int AS sales
           FROM shop_orders
          WHERE merchant_id = $1 AND state IN ('accepted', 'ready', 'completed')
          GROUP BY 1, 2 ORDER BY 1, 2`,
        [merchantId],
      );
      expect(hours).toEqual(expectedHours);
      const zeroHours = await q(
        `SELECT 1 FROM shop_insight_days d, unnest(d.hour_orders, d.hour_sales) AS u(o, s)
          WHERE d.merchant_id = $1 AND u.o = 0 AND u.s <> 0`,
        [merchantId],
      );
      expect(zeroHours).toEqual([]);

      const items = await q(
        `SELECT day::text, item_key, item_id, name, quantity, sales::int
           FROM shop_insight_items WHERE merchant_id = $1 ORDER BY day, item_key`,
        [merchantId],
      );
      const expectedItems = await q(
        `SELECT (o.placed_at AT TIME ZONE 'Asia/Yangon')::date::text AS day,
                CASE WHEN l.item_id IS NULL THEN 'n' || l.name ELSE 'i' || l.item_id END
                  AS item_key,
                l.item_id, max(l.name) AS name, sum(l.quantity)::int AS quantity,
                sum(l.price * l.quantity)::int AS sales
           FROM shop_orders o JOIN shop_order_lines l ON l.order_id = o.id
          WHERE o.merchant_id = $1 AND o.state IN ('accepted', 'ready', 'completed')
          GROUP BY 1, 2, 3 ORDER BY 1, 2`,
        [merchantId],
      );
      expect(items).toEqual(expectedItems);
      const months = await q(
        `SELECT month::text, item_key, item_id, name, quantity, sales::int
           FROM shop_insight_item_months WHERE merchant_id = $1 ORDER BY month, item_key`,
        [merchantId],
      );
      const expectedMonths = await q(
        `SELECT to_char(o.placed_at AT TIME ZONE 'Asia/Yangon', 'YYYY-MM-01') AS month,
                CASE WHEN l.item_id IS NULL THEN 'n' || l.name ELSE 'i' || l.item_id END
                  AS item_key,
                l.item_id, max(l.name) AS name, sum(l.quantity)::int AS quantity,
                sum(l.price * l.quantity)::int AS sales
           FROM shop_orders o JOIN shop_order_lines l ON l.order_id = o.id
          WHERE o.merchant_id = $1 AND o.state IN ('accepted', 'ready', 'completed')
          GROUP BY 1, 2, 3 ORDER BY 1, 2`,
        [merchantId],
      );
      expect(months).toEqual(expectedMonths);

      // A period's items read from whole months and the days at its ends add up to its days.
      const today = yangonToday();
      for (const [from, days] of [
        [dayBefore(today, 44), 45],
        [dayBefore(today, 89), 90],
        [dayBefore(today, 6), 7],
        [dayBefore(today, 70), 40],
      ] as const) {
        const to = dayBefore(from, 1 - days);
        const read = await app.repositories.insights.read(merchantId, { from, to, days });
        const expectedTotals = await q(
          `SELECT CASE WHEN l.item_id IS NULL THEN 'n' || l.name ELSE 'i' || l.item_id END AS key,
                  coalesce(sum(l.quantity) FILTER (WHERE d.day >= $2::date), 0)::int AS quantity,
                  coalesce(sum(l.price * l.quantity) FILTER (WHERE d.day >= $2::date), 0)::int
                    AS sales,
                  coalesce(sum(l.quantity) FILTER (WHERE d.day < $2::date), 0)::int
                    AS previous_quantity,
                  coalesce(sum(l.price * l.quantity) FILTER (WHERE d.day < $2::date), 0)::int
                    AS previous_sales
             FROM shop_orders o
             JOIN shop_order_lines l ON l.order_id = o.id
            CROSS JOIN LATERAL (SELECT (o.placed_at AT TIME ZONE 'Asia/Yangon')::date AS day) d
            WHERE o.merchant_id = $1 AND o.state IN ('accepted', 'ready', 'completed')
              AND d.day BETWEEN $2::date - $4::int AND $3::date
            GROUP BY 1`,
          [merchantId, from, to, days],
        );
        const totals = read.items
          .map((i) => ({
            key: i.item_id === null ? `n${i.name}` : `i${i.item_id}`,
            quantity: i.quantity,
            sales: i.sales,
            previous_quantity: i.previous_quantity,
            previous_sales: i.previous_sales,
          }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        const byKey = (a: { key: string }, b: { key: string }) =>
          a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
        expect({ from, totals }).toEqual({
          from,
          totals: (expectedTotals as Array<{ key: string }>).sort(byKey),
        });
      }

      const branches = await q(
        `SELECT day::text, branch_id, orders, sales::int
           FROM shop_insight_branches WHERE merchant_id = $1 ORDER BY day, branch_key`,
        [merchantId],
      );
      const expectedBranches = await q(
        `SELECT (placed_at AT TIME ZONE 'Asia/Yangon')::date::text AS day, branch_id,
                count(*)::int AS orders, sum(total)::int AS sales
           FROM shop_orders
          WHERE merchant_id = $1 AND state IN ('accepted', 'ready', 'completed')
          GROUP BY 1, 2 ORDER BY 1, coalesce(branch_id, 0)`,
        [merchantId],
      );
      expect(branches).toEqual(expectedBranches);

      const visits = await q(
        `SELECT customer_id, day::text, orders, sales::int, prev_day::text, next_day::text
           FROM shop_insight_customers WHERE merchant_id = $1 ORDER BY customer_id, day`,
        [merchantId],
      );
      const expectedVisits = await q(
        `SELECT customer_id, day::text, orders, sales, (lag(day) OVER w)::text AS prev_day,
                (lead(day) OVER w)::text AS next_day
           FROM (SELECT customer_id, (placed_at AT TIME ZONE 'Asia/Yangon')::date AS day,
                        count(*)::int AS orders, sum(total)::int AS sales
                   FROM shop_orders
                  WHERE merchant_id = $1 AND state IN ('accepted', 'ready', 'completed')
                  GROUP BY 1, 2) v
         WINDOW w AS (PARTITION BY customer_id ORDER BY day)
          ORDER BY customer_id, day`,
        [merchantId],
      );
      expect(visits).toEqual(expectedVisits);
    }
  });
});
