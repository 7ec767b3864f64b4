/**
 * The back office's merchants: the search (name, phone, shop name in Burmese and English,
 * township, plan state, pages), a merchant's page with every part, and operators' notes written
 * with their audit row; who may call what.
 */
import type { AdminMerchantDetail, AdminMerchantsPage } from '@contract/adminMerchants';
import type { App } from '../src/app';
import { phoneDigits } from '../src/repositories/adminMerchants';
import {
  days,
  insertMerchant,
  insertPayment,
  insertReceipt,
  insertRefund,
  insertSubscription,
} from './adminMerchantsKit';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';

jest.setTimeout(30_000);

describe('a typed phone', () => {
  test('reads Myanmar digits, spaces and +95 as the stored spelling', () => {
    expect(phoneDigits('၀၉၇၈၁၂')).toBe('097812');
    expect(phoneDigits('+95 9 781 234')).toBe('09781234');
    expect(phoneDigits('09-781')).toBe('09781');
    expect(phoneDigits('Aung')).toBeNull();
    expect(phoneDigits('12')).toBeNull();
  });
});

describe.each(databases())('the back office merchants on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  async function search(token: string, query = ''): Promise<AdminMerchantsPage> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/merchants${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminMerchantsPage>();
  }
  const ids = (page: AdminMerchantsPage) => page.merchants.map((m) => m.id).sort((a, b) => a - b);

  test('finds merchants by name, phone, shop name in either language, and township', async () => {
    const db = database.db;
    const { token } = await signedInOperator(app, 'support');
    const aung = await insertMerchant(db, {
      name: 'Aung Aung',
      phone: '09781234567',
      shop: 'Golden Tea',
      store: { name: 'ရွှေလက်ဖက်ရည်ဆိုင်' },
    });
    const mya = await insertMerchant(db, {
      name: 'မြမြ',
      phone: '09450000001',
      shop: 'Mya Flowers',
      townshipId: 2,
    });
    expect(ids(await search(token, '?q=aung'))).toEqual([aung.merchantId]);
    expect(ids(await search(token, `?q=${encodeURIComponent('မြမြ')}`))).toEqual([mya.merchantId]);
    // The store's Burmese name, and the registration's English shop name.
    expect(ids(await search(token, `?q=${encodeURIComponent('လက်ဖက်ရည်')}`))).toEqual([
      aung.merchantId,
    ]);
    expect(ids(await search(token, '?q=MYA%20flowers'))).toEqual([mya.merchantId]);
    // A phone typed with Myanmar digits, or as +95.
    expect(ids(await search(token, `?q=${encodeURIComponent('၀၉၇၈၁၂')}`))).toEqual([
      aung.merchantId,
    ]);
    expect(ids(await search(token, `?q=${encodeURIComponent('+959450')}`))).toEqual([
      mya.merchantId,
    ]);
    expect(ids(await search(token, '?township=2'))).toEqual([mya.merchantId]);
    expect(ids(await search(token, '?q=aung&township=2'))).toEqual([]);
    const all = await search(token);
    expect(all.total).toBe(2);
    expect(all.merchants.find((m) => m.id === aung.merchantId)).toMatchObject({
      name: 'Aung Aung',
      phone: '09781234567',
      shop_name: 'ရွှေလက်ဖက်ရည်ဆိုင်',
      plan_state: 'none',
      suspended: false,
    });
  });

  test('filters by plan state: active, grace, expired, refunded, none, suspended', async () => {
    const db = database.db;
    const { token } = await signedInOperator(app, 'finance');
    const now = new Date();
    const active = await insertMerchant(db);
    await insertSubscription(db, active.merchantId, { endsAt: days(30, now) });
    const dueSoon = await insertMerchant(db);
    await insertSubscription(db, dueSoon.merchantId, { endsAt: days(3, now) });
    const grace = await insertMerchant(db);
    await insertSubscription(db, grace.merchantId, { endsAt: days(-2, now) });
    const expired = await insertMerchant(db);
    await insertSubscription(db, expired.merchantId, { endsAt: days(-20, now) });
    const refunded = await insertMerchant(db);
    await insertSubscription(db, refunded.merchantId, {
      endsAt: days(40, now),
      status: 'refunded',
    });
    const none = await insertMerchant(db);
    const suspended = await insertMerchant(db, { store: { name: 'Closed for now' } });
    await insertSubscription(db, suspended.merchantId, { endsAt: days(60, now) });
    await db.query(
      `UPDATE stores SET suspended_at = now(), suspension_reason = 'Scam' WHERE merchant_id = $1`,
      [suspended.merchantId],
    );

    expect(ids(await search(token, '?state=active'))).toEqual([
      active.merchantId,
      dueSoon.merchantId,
      suspended.merchantId,
    ]);
    expect(ids(await search(token, '?state=active&renews_within=7'))).toEqual([dueSoon.merchantId]);
    expect(ids(await search(token, '?state=grace'))).toEqual([grace.merchantId]);
    expect(ids(await search(token, '?state=expired'))).toEqual([expired.merchantId]);
    expect(ids(await search(token, '?state=refunded'))).toEqual([refunded.merchantId]);
    expect(ids(await search(token, '?state=none'))).toEqual([none.merchantId]);
    const blocked = await search(token, '?state=suspended');
    expect(ids(blocked)).toEqual([suspended.merchantId]);
    expect(blocked.merchants[0]).toMatchObject({ suspended: true, plan: 'Standard' });
    expect(
      (await app.inject({ url: '/api/admin/merchants?state=gone', headers: bearer(token) }))
        .statusCode,
    ).toBe(422);
  });

  test('pages of 25, newest first, the total on every page', async () => {
    const db = database.db;
    const { token } = await signedInOperator(app, 'admin');
    const start = new Date('2026-01-01T00:00:00Z');
    const made: number[] = [];
    for (let i = 0; i < 27; i += 1) {
      made.push((await insertMerchant(db, { at: days(i, start) })).merchantId);
    }
    const first = await search(token);
    const second = await search(token, '?page=2');
    expect(first.total).toBe(27);
    expect(second.total).toBe(27);
    expect(first.merchants.map((m) => m.id)).toEqual(made.slice(2).reverse());
    expect(second.merchants.map((m) => m.id)).toEqual(made.slice(0, 2).reverse());
    expect((await search(token, '?page=3')).merchants).toEqual([]);
    expect((await search(token, '?page=3')).total).toBe(27);
    expect(
      (await app.inject({ url: '/api/admin/merchants?page=401', headers: bearer(token) }))
        .statusCode,
    ).toBe(422);
  });

  test("a merchant's page holds every part of their account", async () => {
    const db = database.db;
    const { token } = await signedInOperator(app, 'support');
    const now = new Date();
    const merchant = await insertMerchant(db, {
      name: 'Ko Ko',
      phone: '09791111111',
      store: { name: 'Ko Ko Books', slug: 'ko-ko-books' },
    });
    const old = await insertSubscription(db, merchant.merchantId, {
      planId: 1,
      status: 'replaced',
      endsAt: days(-10, now),
      value: 10_000,
    });
    const current = await insertSubscription(db, merchant.merchantId, {
      planId: 3,
      endsAt: days(80, now),
      value: 90_000,
    });
    const receipt = await insertReceipt(db, merchant.merchantId, current.paymentId, {
      shop_name: 'Ko Ko Books',
      total_minor: 30_000,
    });
    await insertRefund(db, merchant.merchantId, current.paymentId, {
      amount: 5_000,
      reason: 'Charged twice',
      creditNote: 'C-2026-000001',
    });
    const wallet = await insertPayment(db, merchant.merchantId, {
      amount: 12_000,
      method: 'wallet',
    });
    await db.query(
      `UPDATE stores SET suspended_at = now(), suspension_reason = 'Fake goods' WHERE merchant_id = $1`,
      [merchant.merchantId],
    );
    const other = await insertMerchant(db);
    await db.query(
      `INSERT INTO audit_log (operator_phone, operator_role, action, subject_type, subject_id,
                              merchant_id, reason)
       VALUES ('0911', 'support', 'shop.suspend', 'store', $1, $2, 'Fake goods'),
              ('0911', 'support', 'shop.suspend', 'store', $3, $4, 'Other shop')`,
      [
        String(merchant.merchantId),
        merchant.merchantId,
        String(other.merchantId),
        other.merchantId,
      ],
    );

    const response = await app.inject({
      url: `/api/admin/merchants/${merchant.merchantId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminMerchantDetail>();
    expect(detail.merchant).toMatchObject({
      id: merchant.merchantId,
      name: 'Ko Ko',
      phone: '09791111111',
      verified: true,
      plan_state: 'active',
    });
    expect(detail.subscriptions.map((s) => [s.id, s.plan, s.status, s.value])).toEqual([
      [current.subscriptionId, 'Premium', 'active', 90_000],
      [old.subscriptionId, 'basic', 'replaced', 10_000],
    ]);
    const paid = detail.payments.find((p) => p.id === current.paymentId);
    expect(paid).toMatchObject({ method: 'card', amount: 90_000, receipt_number: receipt });
    expect(paid?.refunds).toEqual([
      expect.objectContaining({
        amount: 5_000,
        reason: 'Charged twice',
        credit_note: 'C-2026-000001',
      }),
    ]);
    expect(detail.payments.find((p) => p.id === wallet)).toMatchObject({
      method: 'wallet',
      amount: 12_000,
      receipt_number: null,
      refunds: [],
    });
    expect(detail.store).toMatchObject({
      slug: 'ko-ko-books',
      name: 'Ko Ko Books',
      published: true,
      suspension_reason: 'Fake goods',
    });
    expect(detail.store?.suspended_at).not.toBeNull();
    expect(detail.orders_count).toBe(0);
    expect(detail.reservations_count).toBe(0);
    expect(detail.audit.map((row) => row.reason)).toEqual(['Fake goods']);

    const missing = await app.inject({
      url: `/api/admin/merchants/${other.merchantId + 100}`,
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
  });

  test('a note is written with its audit row; roles without moderation are refused', async () => {
    const db = database.db;
    const support = await signedInOperator(app, 'support');
    const finance = await signedInOperator(app, 'finance');
    const merchant = await insertMerchant(db);
    const url = `/api/admin/merchants/${merchant.merchantId}/notes`;

    const added = await app.inject({
      method: 'POST',
      url,
      headers: bearer(support.token),
      payload: { body: '  Called about the late transfer; will pay Friday. ' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      body: 'Called about the late transfer; will pay Friday.',
      operator_phone: support.phone,
    });
    const { rows: audit } = await db.query<{
      action: string;
      merchant_id: number;
      operator_id: number;
      after: { body: string };
    }>(`SELECT action, merchant_id, operator_id, after FROM audit_log`);
    expect(audit).toEqual([
      {
        action: 'note.add',
        merchant_id: merchant.merchantId,
        operator_id: support.operatorId,
        after: expect.objectContaining({
          body: 'Called about the late transfer; will pay Friday.',
        }),
      },
    ]);

    const refused = await app.inject({
      method: 'POST',
      url,
      headers: bearer(finance.token),
      payload: { body: 'Not mine to write' },
    });
    expect(refused.statusCode).toBe(403);
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const bad = await app.inject({
        method: 'POST',
        url,
        headers: bearer(support.token),
        payload: { body },
      });
      expect(bad.statusCode).toBe(422);
    }
    const nobody = await app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${merchant.merchantId + 50}/notes`,
      headers: bearer(support.token),
      payload: { body: 'Who is this?' },
    });
    expect(nobody.statusCode).toBe(404);
    const { rows: counts } = await db.query<{ notes: number; audit: number }>(
      `SELECT (SELECT count(*)::int FROM operator_notes) AS notes,
              (SELECT count(*)::int FROM audit_log) AS audit`,
    );
    expect(counts[0]).toEqual({ notes: 1, audit: 1 });

    const page = await app.inject({
      url: `/api/admin/merchants/${merchant.merchantId}`,
      headers: bearer(finance.token),
    });
    const detail = page.json<AdminMerchantDetail>();
    expect(detail.notes.map((note) => note.body)).toEqual([
      'Called about the late transfer; will pay Friday.',
    ]);
    expect(detail.audit.map((row) => row.action)).toEqual(['note.add']);
  });

  test('a designer, a merchant and no token are refused', async () => {
    const designer = await signedInOperator(app, 'designer');
    const merchant = await registerMerchant(app);
    expect(
      (await app.inject({ url: '/api/admin/merchants', headers: bearer(designer.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/admin/merchants', headers: bearer(merchant.token) }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/admin/merchants' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: `/api/admin/merchants/${merchant.user.merchantid}`,
          headers: bearer(designer.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
