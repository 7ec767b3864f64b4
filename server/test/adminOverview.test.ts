/**
 * The back office's overview: Myanmar months and weeks, and each figure counted from rows written
 * with known dates, with the list it links to; who may read it.
 */
import type { AdminOverview } from '@contract/adminMerchants';
import type { App } from '../src/app';
import {
  createAdminOverviewRepository,
  yangonMonths,
  yangonWeeks,
} from '../src/repositories/adminOverview';
import {
  days,
  insertCheckout,
  insertMerchant,
  insertPayment,
  insertRefund,
  insertSubscription,
} from './adminMerchantsKit';
import { bearer, buildTestApp, databases, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';

jest.setTimeout(30_000);

describe('Myanmar months and weeks', () => {
  test('a month turns at midnight in Yangon, not in UTC', () => {
    // 1 December 2026 00:10 in Yangon is still 30 November in UTC.
    const { current, previous } = yangonMonths(new Date('2026-11-30T17:40:00Z'));
    expect(current).toEqual({
      label: '2026-12',
      from: new Date('2026-11-30T17:30:00Z'),
      to: new Date('2026-12-31T17:30:00Z'),
    });
    expect(previous.label).toBe('2026-11');
    expect(previous.from).toEqual(new Date('2026-10-31T17:30:00Z'));
    expect(yangonMonths(new Date('2026-01-15T00:00:00Z')).previous.label).toBe('2025-12');
  });

  test('eight weeks from Monday to Monday, the current one last', () => {
    // Monday 7 December 2026, 05:00 in Yangon.
    const weeks = yangonWeeks(new Date('2026-12-06T22:30:00Z'), 8);
    expect(weeks).toHaveLength(8);
    expect(weeks[7]).toEqual({
      label: '2026-12-07',
      from: new Date('2026-12-06T17:30:00Z'),
      to: new Date('2026-12-13T17:30:00Z'),
    });
    expect(weeks[0]?.label).toBe('2026-10-19');
    // Sunday evening in Yangon still belongs to the week before.
    expect(yangonWeeks(new Date('2026-12-06T17:00:00Z'), 1)[0]?.label).toBe('2026-11-30');
  });
});

describe.each(databases())('the overview on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  test('counts plans, takings by method, refunds, renewals, grace, new shops and reviews', async () => {
    const db = database.db;
    const now = new Date('2026-12-15T06:00:00Z');
    const a = await insertMerchant(db, { at: days(-1, now) });
    const b = await insertMerchant(db, { at: days(-8, now) });
    const c = await insertMerchant(db, { at: days(-100, now) });
    // Active: two Standard (one due in 3 days), one Premium; one in grace; one expired.
    await insertSubscription(db, a.merchantId, {
      planId: 2,
      endsAt: days(3, now),
      startsAt: days(-87, now),
    });
    await insertSubscription(db, b.merchantId, {
      planId: 2,
      endsAt: days(50, now),
      startsAt: days(-40, now),
    });
    await insertSubscription(db, c.merchantId, {
      planId: 3,
      endsAt: days(20, now),
      startsAt: days(-70, now),
    });
    const d = await insertMerchant(db, { at: days(-200, now) });
    await insertSubscription(db, d.merchantId, { endsAt: days(-2, now), startsAt: days(-92, now) });
    const e = await insertMerchant(db, { at: days(-300, now) });
    await insertSubscription(db, e.merchantId, {
      endsAt: days(-30, now),
      startsAt: days(-120, now),
    });
    // The subscriptions' own payments (30,000 each by card) were made now: clear them away.
    await db.query(`UPDATE payments SET created_at = '2026-01-01T00:00:00Z'`);
    // December in Yangon: card 100,000, wallet 20,000, transfer 5,000 (a failed card ignored).
    const card = await insertPayment(db, a.merchantId, {
      amount: 100_000,
      at: new Date('2026-12-02T00:00:00Z'),
    });
    await insertPayment(db, a.merchantId, {
      amount: 20_000,
      method: 'wallet',
      at: new Date('2026-12-10T00:00:00Z'),
    });
    await insertPayment(db, b.merchantId, {
      amount: 5_000,
      method: 'bank_transfer',
      at: new Date('2026-11-30T18:00:00Z'),
    });
    await insertPayment(db, b.merchantId, {
      amount: 7_000,
      status: 'failed',
      at: new Date('2026-12-03T00:00:00Z'),
    });
    // November in Yangon (30 November 17:00 UTC is still November there).
    await insertPayment(db, c.merchantId, { amount: 40_000, at: new Date('2026-11-30T17:00:00Z') });
    await insertRefund(db, a.merchantId, card, {
      amount: 15_000,
      at: new Date('2026-12-05T00:00:00Z'),
    });
    await insertCheckout(db, a.merchantId, 'awaiting_review');
    await insertCheckout(db, b.merchantId, 'awaiting_review');
    await insertCheckout(db, b.merchantId, 'held_for_refund');
    await insertCheckout(db, c.merchantId, 'expired');

    const overview = await createAdminOverviewRepository(db).overview(now);
    expect(overview.active_by_plan).toEqual([
      { plan_id: 2, plan: 'Standard', count: 2, link: { section: 'merchants', state: 'active' } },
      { plan_id: 3, plan: 'Premium', count: 1, link: { section: 'merchants', state: 'active' } },
    ]);
    expect(overview.this_month).toMatchObject({
      month: '2026-12',
      by_method: { card: 100_000, wallet: 20_000, bank_transfer: 5_000 },
      collected: 125_000,
      refunded: 15_000,
      net: 110_000,
    });
    expect(overview.last_month).toMatchObject({
      month: '2026-11',
      by_method: { card: 40_000, wallet: 0, bank_transfer: 0 },
      collected: 40_000,
      refunded: 0,
    });
    expect(overview.renewals_due).toEqual({
      value: 1,
      link: { section: 'merchants', state: 'active', renews_within: 7 },
    });
    expect(overview.in_grace).toEqual({ value: 1, link: { section: 'merchants', state: 'grace' } });
    expect(overview.new_shops.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    expect(overview.new_shops[7]?.week_start).toBe('2026-12-14');
    expect(overview.awaiting_review).toEqual({
      value: 2,
      link: { section: 'payments', tab: 'transfers' },
    });
    expect(overview.held_for_refund).toEqual({
      value: 1,
      link: { section: 'payments', tab: 'held' },
    });
  });

  test('the route answers the figures to the roles that read, not to a designer', async () => {
    const finance = await signedInOperator(app, 'finance');
    const designer = await signedInOperator(app, 'designer');
    const merchant = await insertMerchant(database.db);
    await insertSubscription(database.db, merchant.merchantId, { endsAt: days(10) });
    const ok = await app.inject({ url: '/api/admin/overview', headers: bearer(finance.token) });
    expect(ok.statusCode).toBe(200);
    const body = ok.json<AdminOverview>();
    expect(body.active_by_plan).toEqual([expect.objectContaining({ plan: 'Standard', count: 1 })]);
    expect(body.this_month.collected).toBe(30_000);
    const refused = await app.inject({
      url: '/api/admin/overview',
      headers: bearer(designer.token),
    });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
  });
});
