/**
 * Moderation: shoppers report a shop or one of its posts (a visitor or a signed-in customer,
 * rate limited, checked input); operators read the reports, dismiss them, suspend a shop (unlisted
 * at once everywhere the public looks, nothing deleted, the reason on the merchant's dashboard)
 * and lift the suspension; each action leaves its audit row; roles without moderation are refused.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { DashboardResponse } from '@contract';
import type { AdminReportsResponse, SuspendedShopsResponse } from '@contract/moderation';
import type { ShopSearchResponse } from '@contract/store';
import type { App } from '../src/app';
import { signInCustomer } from './customerKit';
import { GENEROUS_RATE_LIMIT, bearer, buildTestApp, databases, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';
import { orderingShop, type OrderingShop } from './orderKit';

const SHOPS = '/api/marketplace/shops';

describe.each(databases())('moderation on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const reportUrl = (slug: string) => `/api/${fillPath(apiPaths.shopReport, { slug })}`;
  const report = (
    slug: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '203.0.113.7',
  ) => app.inject({ method: 'POST', url: reportUrl(slug), payload, headers, remoteAddress });

  const adminGet = (path: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/${path}`, headers: bearer(token) });
  const suspend = (merchantId: number, token: string, reason = 'Sells counterfeit medicine.') =>
    app.inject({
      method: 'PUT',
      url: `/api/${fillPath(apiPaths.adminShopSuspension, { merchantId })}`,
      headers: bearer(token),
      payload: { reason },
    });
  const lift = (merchantId: number, token: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/${fillPath(apiPaths.adminShopSuspension, { merchantId })}`,
      headers: bearer(token),
    });
  const dismiss = (reportId: number, token: string, note?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.adminReportDismiss, { reportId })}`,
      headers: bearer(token),
      payload: note === undefined ? {} : { note },
    });

  async function reports(token: string, status = 'open'): Promise<AdminReportsResponse> {
    const response = await adminGet(`${apiPaths.adminReports}?status=${status}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<AdminReportsResponse>();
  }

  async function listedSlugs(query = ''): Promise<string[]> {
    const response = await app.inject({ method: 'GET', url: `${SHOPS}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ShopSearchResponse>().shops.map((s) => s.slug);
  }

  async function newPost(shop: OrderingShop, title: string): Promise<number> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.merchantPosts, { merchantId: shop.merchant.merchantId })}`,
      headers: { ...shop.merchant.headers, 'idempotency-key': title },
      payload: {
        kind: 'announcement',
        title,
        body: `${title}: every Friday.`,
        event_date: null,
        event_time: null,
        photo_id: null,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }

  function placeOrder(shop: OrderingShop, headers: Record<string, string>, key: string) {
    return app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...headers, 'idempotency-key': key },
      payload: {
        branch_id: null,
        note: '',
        table: null,
        lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
      },
    });
  }

  async function count(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await database.db.query<{ n: number }>(sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  test('a visitor and a signed-in customer report a shop and a post; the queue shows both', async () => {
    const shop = await orderingShop(app, database.db, 'golden-tea');
    const postId = await newPost(shop, 'Tea tasting');
    const shopper = await signInCustomer(app, '09790001001', 'Ma Hnin');

    const byVisitor = await report(shop.slug, { reason: 'scam', details: '  Took my money.  ' });
    expect(byVisitor.statusCode).toBe(201);
    expect(byVisitor.json()).toEqual({ received: true });
    const byCustomer = await report(
      shop.slug,
      { reason: 'offensive', post_id: postId },
      shopper.headers,
    );
    expect(byCustomer.statusCode).toBe(201);
    expect(byCustomer.json()).toEqual({ received: true });

    const stored = await database.db.query<{ customer_id: number | null; details: string }>(
      'SELECT customer_id, details FROM shop_reports ORDER BY id',
    );
    expect(stored.rows).toEqual([
      { customer_id: null, details: 'Took my money.' },
      { customer_id: shopper.customer.id, details: '' },
    ]);

    const support = await signedInOperator(app, 'support');
    const queue = await reports(support.token);
    expect(queue.reports).toHaveLength(2);
    // Newest first: the customer's report of the post.
    expect(queue.reports[0]).toMatchObject({
      reason: 'offensive',
      reporter: 'customer',
      status: 'open',
      post: { id: postId, title: 'Tea tasting', body: 'Tea tasting: every Friday.' },
      shop: {
        merchant_id: shop.merchant.merchantId,
        name: 'Shop golden-tea',
        slug: 'golden-tea',
        suspended: false,
        open_reports: 2,
      },
    });
    expect(queue.reports[1]).toMatchObject({
      reason: 'scam',
      details: 'Took my money.',
      reporter: 'visitor',
      post: null,
    });
  });

  test("bad input is refused with 422, an unknown shop with 404, another shop's post with 422", async () => {
    const shop = await orderingShop(app, database.db, 'bad-input-tea');
    const other = await orderingShop(app, database.db, 'other-tea');
    const othersPost = await newPost(other, 'Not yours');

    const badReason = await report(shop.slug, { reason: 'spam' });
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().data.errors).toHaveProperty('reason');
    expect(
      (await report(shop.slug, { reason: 'other', details: 'x'.repeat(1001) })).statusCode,
    ).toBe(422);
    expect((await report(shop.slug, { reason: 'other', extra: true })).statusCode).toBe(422);
    expect((await report(shop.slug, {})).statusCode).toBe(422);
    expect((await report(shop.slug, { reason: 'other', post_id: 'one' })).statusCode).toBe(422);

    const foreignPost = await report(shop.slug, { reason: 'offensive', post_id: othersPost });
    expect(foreignPost.statusCode).toBe(422);
    expect(foreignPost.json().data.errors).toEqual({
      post_id: ["This post is not one of this shop's posts."],
    });

    const unknown = await report('no-such-shop', { reason: 'other' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Shop not found' });

    // A bad customer token is refused, not treated as a visitor.
    const badToken = await report(shop.slug, { reason: 'other' }, bearer('not-a-token'));
    expect(badToken.statusCode).toBe(401);

    expect(await count('SELECT count(*)::int AS n FROM shop_reports', [])).toBe(0);
  });

  test('reports are rate limited per address, and per signed-in customer across addresses', async () => {
    await app.close();
    app = buildTestApp(database.db, {
      rateLimit: { ...GENEROUS_RATE_LIMIT, perPhone: 2, shopperPerAddress: 3 },
    });
    await app.ready();
    const shop = await orderingShop(app, database.db, 'limited-tea');

    for (let n = 1; n <= 3; n += 1) {
      expect((await report(shop.slug, { reason: 'other' }, {}, '198.51.100.1')).statusCode).toBe(
        201,
      );
    }
    const limited = await report(shop.slug, { reason: 'other' }, {}, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not limited by the first one's reports.
    expect((await report(shop.slug, { reason: 'other' }, {}, '198.51.100.2')).statusCode).toBe(201);

    const shopper = await signInCustomer(app, '09790001002', 'Ko Aung');
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const response = await report(
        shop.slug,
        { reason: 'other' },
        shopper.headers,
        `192.0.2.${n}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await count('SELECT count(*)::int AS n FROM shop_reports', [])).toBe(6);
  });

  test('a suspension unlists the shop at once, keeps everything, shows the merchant why, and lifting lists it again', async () => {
    const shop = await orderingShop(app, database.db, 'suspend-me');
    const bystander = await orderingShop(app, database.db, 'stays-listed');
    const shopper = await signInCustomer(app, '09790001003', 'Ma Su');
    expect((await placeOrder(shop, shopper.headers, 'before')).statusCode).toBe(201);
    expect((await report(shop.slug, { reason: 'illegal' })).statusCode).toBe(201);
    expect((await report(shop.slug, { reason: 'scam' })).statusCode).toBe(201);
    const merchantId = shop.merchant.merchantId;

    // What a client had before: the store page with its ETag, the list and the search.
    const page = await app.inject({ method: 'GET', url: `${SHOPS}/${shop.slug}` });
    expect(page.statusCode).toBe(200);
    const etag = page.headers.etag as string;
    expect(etag).toBeDefined();
    expect(await listedSlugs()).toEqual(expect.arrayContaining(['suspend-me', 'stays-listed']));
    expect(await listedSlugs('?q=suspend-me')).toContain('suspend-me');

    const support = await signedInOperator(app, 'support');
    const suspended = await suspend(merchantId, support.token, '  Sells counterfeit medicine.  ');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      merchant_id: merchantId,
      slug: 'suspend-me',
      reason: 'Sells counterfeit medicine.',
    });

    // Right after: gone from the list, the search and the store page (a revalidation too).
    expect(await listedSlugs()).toEqual(['stays-listed']);
    expect(await listedSlugs('?q=suspend-me')).toEqual([]);
    const gone = await app.inject({ method: 'GET', url: `${SHOPS}/${shop.slug}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    const revalidated = await app.inject({
      method: 'GET',
      url: `${SHOPS}/${shop.slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(404);
    // No new orders, no reports of a shop the public cannot see.
    expect((await placeOrder(shop, shopper.headers, 'after')).statusCode).toBe(404);
    expect((await report(shop.slug, { reason: 'other' })).statusCode).toBe(404);
    // The other shop is untouched.
    expect((await placeOrder(bystander, shopper.headers, 'bystander')).statusCode).toBe(201);

    // Its open reports were acted on; it is listed among the suspended shops.
    const actioned = await reports(support.token, 'actioned');
    expect(actioned.reports.map((r) => r.status)).toEqual(['actioned', 'actioned']);
    expect(actioned.reports[0]!.shop).toMatchObject({ suspended: true, open_reports: 0 });
    expect((await reports(support.token)).reports).toEqual([]);
    const list = await adminGet(apiPaths.adminSuspensions, support.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<SuspendedShopsResponse>().shops).toEqual([
      {
        merchant_id: merchantId,
        name: 'Shop suspend-me',
        slug: 'suspend-me',
        suspended_at: expect.any(String),
        reason: 'Sells counterfeit medicine.',
      },
    ]);

    // The merchant sees why.
    const dashboard = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.dashboard}/${merchantId}`,
      headers: shop.merchant.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json<DashboardResponse>().suspension).toEqual({
      suspended_at: expect.any(String),
      reason: 'Sells counterfeit medicine.',
    });

    // Nothing deleted.
    expect(
      await count('SELECT count(*)::int AS n FROM catalogue_items WHERE merchant_id = $1', [
        merchantId,
      ]),
    ).toBe(3);
    expect(
      await count('SELECT count(*)::int AS n FROM shop_orders WHERE merchant_id = $1', [
        merchantId,
      ]),
    ).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM shop_reports WHERE merchant_id = $1', [
        merchantId,
      ]),
    ).toBe(2);

    // A second suspension is a conflict.
    expect((await suspend(merchantId, support.token)).statusCode).toBe(409);

    const lifted = await lift(merchantId, support.token);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ merchant_id: merchantId, listed: true });
    expect(await listedSlugs()).toEqual(expect.arrayContaining(['suspend-me', 'stays-listed']));
    expect(await listedSlugs('?q=suspend-me')).toContain('suspend-me');
    expect((await app.inject({ method: 'GET', url: `${SHOPS}/${shop.slug}` })).statusCode).toBe(
      200,
    );
    expect((await placeOrder(shop, shopper.headers, 'relisted')).statusCode).toBe(201);
    const after = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.dashboard}/${merchantId}`,
      headers: shop.merchant.headers,
    });
    expect(after.json<DashboardResponse>().suspension).toBeUndefined();
    expect((await lift(merchantId, support.token)).statusCode).toBe(409);
    expect(
      (await adminGet(apiPaths.adminSuspensions, support.token)).json<SuspendedShopsResponse>()
        .shops,
    ).toEqual([]);
  });

  test('every action writes its audit row with the before and after', async () => {
    const shop = await orderingShop(app, database.db, 'audited-tea');
    const merchantId = shop.merchant.merchantId;
    expect((await report(shop.slug, { reason: 'wrong_information' })).statusCode).toBe(201);
    const admin = await signedInOperator(app, 'admin');
    const reportId = (await reports(admin.token)).reports[0]!.id;

    const dismissed = await dismiss(reportId, admin.token, 'The address is right.');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ id: reportId, status: 'dismissed' });
    expect((await dismiss(reportId, admin.token)).statusCode).toBe(409);
    expect((await dismiss(999_999, admin.token)).statusCode).toBe(404);
    expect((await suspend(merchantId, admin.token, 'Fake shop.')).statusCode).toBe(200);
    expect((await lift(merchantId, admin.token)).statusCode).toBe(200);

    const { rows } = await database.db.query<{
      operator_id: number;
      operator_role: string;
      action: string;
      subject_type: string;
      subject_id: string;
      merchant_id: number | null;
      before: unknown;
      after: unknown;
      reason: string | null;
    }>(
      `SELECT operator_id, operator_role, action, subject_type, subject_id, merchant_id, before,
              after, reason
         FROM audit_log ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        operator_id: admin.operatorId,
        operator_role: 'admin',
        action: 'report.dismiss',
        subject_type: 'shop_report',
        subject_id: String(reportId),
        merchant_id: merchantId,
        before: { status: 'open' },
        after: { status: 'dismissed' },
        reason: 'The address is right.',
      },
      {
        operator_id: admin.operatorId,
        operator_role: 'admin',
        action: 'shop.suspend',
        subject_type: 'store',
        subject_id: String(merchantId),
        merchant_id: merchantId,
        before: { suspended_at: null, suspension_reason: null, listed: true },
        after: {
          suspended_at: expect.any(String),
          suspension_reason: 'Fake shop.',
          listed: false,
          actioned_reports: [],
        },
        reason: 'Fake shop.',
      },
      {
        operator_id: admin.operatorId,
        operator_role: 'admin',
        action: 'shop.lift_suspension',
        subject_type: 'store',
        subject_id: String(merchantId),
        merchant_id: merchantId,
        before: {
          suspended_at: expect.any(String),
          suspension_reason: 'Fake shop.',
          listed: false,
        },
        after: { suspended_at: null, suspension_reason: null, listed: true },
        reason: null,
      },
    ]);
  });

  test('finance reads but may not act; a designer may not read; no token is 401', async () => {
    const shop = await orderingShop(app, database.db, 'roles-tea');
    const merchantId = shop.merchant.merchantId;
    expect((await report(shop.slug, { reason: 'other' })).statusCode).toBe(201);
    const finance = await signedInOperator(app, 'finance');
    const designer = await signedInOperator(app, 'designer');
    const reportId = (await reports(finance.token)).reports[0]!.id;

    expect((await adminGet(apiPaths.adminSuspensions, finance.token)).statusCode).toBe(200);
    expect((await dismiss(reportId, finance.token)).statusCode).toBe(403);
    expect((await suspend(merchantId, finance.token)).statusCode).toBe(403);
    expect((await lift(merchantId, finance.token)).statusCode).toBe(403);
    expect((await adminGet(apiPaths.adminReports, designer.token)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/${apiPaths.adminReports}` });
    expect(anonymous.statusCode).toBe(401);
    // A merchant's token is not an operator's.
    expect((await suspend(merchantId, shop.merchant.token)).statusCode).toBe(401);

    expect(await count('SELECT count(*)::int AS n FROM audit_log', [])).toBe(0);
    expect(await listedSlugs()).toContain('roles-tea');
  });

  test('a suspension needs a reason of 1 to 500 characters; an unknown shop is 404', async () => {
    const shop = await orderingShop(app, database.db, 'reasons-tea');
    const support = await signedInOperator(app, 'support');
    expect((await suspend(shop.merchant.merchantId, support.token, '')).statusCode).toBe(422);
    expect((await suspend(shop.merchant.merchantId, support.token, '   ')).statusCode).toBe(422);
    expect(
      (await suspend(shop.merchant.merchantId, support.token, 'x'.repeat(501))).statusCode,
    ).toBe(422);
    expect((await suspend(999_999, support.token)).statusCode).toBe(404);
    expect((await lift(999_999, support.token)).statusCode).toBe(404);
    expect(await listedSlugs()).toContain('reasons-tea');
  });
});
