/**
 * Partner codes in the back office: listed with what each does now (active, expired, used up,
 * switched off), made (percentage or amount, expiry, most uses, switched on or off), switched
 * off and on, their expiry and most uses changed, their discount only while never used; every
 * change audited; and the plan checkout applying them as the back office left them.
 *
 * Standard 3 months (seeded): 180,000 MMK; 12 % off: 21,600; taxable 158,400; tax 3,168.
 */
import type { AdminPartnerCode, AdminPartnerCodeList } from '@contract/adminPrices';
import { partnerCodeState } from '@contract/adminPrices';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';
import { newShop, order, post, restoreBillingData, summary } from './planBillingKit';

const DAY_MS = 86_400_000;

describe('partnerCodeState', () => {
  const now = new Date('2026-12-07T00:00:00Z');
  const code = { active: true, expires_at: null, max_uses: null, uses: 0 };
  test('names the first reason a code gives nothing', () => {
    expect(partnerCodeState(code, now)).toBe('active');
    expect(partnerCodeState({ ...code, active: false, uses: 5, max_uses: 5 }, now)).toBe(
      'switched_off',
    );
    expect(partnerCodeState({ ...code, expires_at: '2026-12-07T00:00:00Z' }, now)).toBe('expired');
    expect(partnerCodeState({ ...code, expires_at: '2026-12-07T00:00:01Z' }, now)).toBe('active');
    expect(partnerCodeState({ ...code, max_uses: 3, uses: 3 }, now)).toBe('used_up');
    expect(partnerCodeState({ ...code, max_uses: 3, uses: 2 }, now)).toBe('active');
  });
});

describe.each(databases())('partner codes in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let finance: { token: string };

  beforeEach(async () => {
    await restoreBillingData(database.db);
    app = buildTestApp(database.db);
    await app.ready();
    finance = await signedInOperator(app, 'finance');
  });
  afterEach(async () => {
    await app.close();
    await restoreBillingData(database.db);
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const create = (payload: object, token = finance.token) =>
    app.inject({ method: 'POST', url: '/api/admin/partner-codes', headers: as(token), payload });
  const patch = (id: number, payload: object, token = finance.token) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/partner-codes/${id}`,
      headers: as(token),
      payload,
    });
  const made = async (payload: object): Promise<AdminPartnerCode> => {
    const response = await create(payload);
    if (response.statusCode !== 201)
      throw new Error(`create: ${response.statusCode} ${response.body}`);
    return response.json<AdminPartnerCode>();
  };
  const list = async (token = finance.token) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/partner-codes',
      headers: as(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminPartnerCodeList>().codes;
  };

  test('makes codes and lists each with its state and uses; support reads but may not make', async () => {
    const code = await made({ code: 'yoma-12', percent_off: 12, partner: 'Yoma', max_uses: 2 });
    expect(code).toMatchObject({
      code: 'YOMA-12',
      percent_off: 12,
      amount_off: null,
      partner: 'Yoma',
      uses: 0,
      max_uses: 2,
      state: 'active',
    });
    await made({ code: 'OFF-LATER', amount_off: 5000, active: false });
    await database.db.query(
      `INSERT INTO partner_codes (code, percent_off, expires_at) VALUES ('GONE', 5, now() - interval '1 day')`,
    );
    await database.db.query(
      `INSERT INTO partner_codes (code, percent_off, max_uses, uses) VALUES ('SPENT', 5, 1, 1)`,
    );
    const support = await signedInOperator(app, 'support');
    const states = Object.fromEntries(
      (await list(support.token)).map((c) => [c.code, [c.state, c.uses, c.max_uses]]),
    );
    expect(states).toMatchObject({
      'YOMA-12': ['active', 0, 2],
      'OFF-LATER': ['switched_off', 0, null],
      GONE: ['expired', 0, null],
      SPENT: ['used_up', 1, 1],
    });
    expect((await create({ code: 'NOPE', percent_off: 5 }, support.token)).statusCode).toBe(403);

    const audit = await database.db.query<{ action: string; after: { code: string } }>(
      `SELECT action, after FROM audit_log WHERE subject_type = 'partner_code' ORDER BY id`,
    );
    expect(audit.rows.map((r) => [r.action, r.after.code])).toEqual([
      ['partner_code.create', 'YOMA-12'],
      ['partner_code.create', 'OFF-LATER'],
    ]);
  });

  test('refuses both or neither discount, a percentage over 20, an odd amount, a past expiry, a taken code', async () => {
    for (const payload of [
      { code: 'TWO-WAYS', percent_off: 5, amount_off: 1000 },
      { code: 'NO-WAY' },
      { code: 'TOO-MUCH', percent_off: 21 },
      { code: 'ODD-SUM', amount_off: 1500 },
      { code: 'PAST', percent_off: 5, expires_at: new Date(Date.now() - DAY_MS).toISOString() },
      { code: 'x', percent_off: 5 },
    ]) {
      const response = await create(payload);
      expect([payload, response.statusCode]).toEqual([payload, 422]);
    }
    await made({ code: 'TAKEN', percent_off: 5 });
    const again = await create({ code: 'taken', percent_off: 7 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The partner code TAKEN exists already; choose another code.',
    );
  });

  test('switches off and on, changes expiry and most uses, each audited before and after', async () => {
    const code = await made({ code: 'FLIP', percent_off: 10 });
    const off = await patch(code.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, state: 'switched_off' });
    const expiry = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const on = await patch(code.id, { active: true, expires_at: expiry, max_uses: 50 });
    expect(on.json()).toMatchObject({ active: true, state: 'active', max_uses: 50 });
    expect(new Date(on.json().expires_at).toISOString()).toBe(expiry);
    const open = await patch(code.id, { expires_at: null, max_uses: null });
    expect(open.json()).toMatchObject({ expires_at: null, max_uses: null, percent_off: 10 });

    const audit = await database.db.query<{
      before: { active: boolean };
      after: { active: boolean };
    }>(`SELECT before, after FROM audit_log WHERE action = 'partner_code.update' ORDER BY id`);
    expect(audit.rows.map((r) => [r.before.active, r.after.active])).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
    expect((await patch(9999, { active: false })).statusCode).toBe(404);
  });

  test("a code's discount changes while never used, and never once used", async () => {
    const code = await made({ code: 'FIXED', percent_off: 10, max_uses: 5 });
    const changed = await patch(code.id, { amount_off: 3000 });
    expect(changed.json()).toMatchObject({ percent_off: null, amount_off: 3000 });
    await database.db.query('UPDATE partner_codes SET uses = 2 WHERE id = $1', [code.id]);
    const refused = await patch(code.id, { percent_off: 15 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This code has been used: its discount can no longer change. Make a new code instead.',
    );
    const fewer = await patch(code.id, { max_uses: 1 });
    expect(fewer.statusCode).toBe(422);
    const { rows } = await database.db.query(
      'SELECT percent_off, amount_off, max_uses FROM partner_codes WHERE id = $1',
      [code.id],
    );
    expect(rows).toEqual([{ percent_off: null, amount_off: 3000, max_uses: 5 }]);
  });

  test('the plan checkout applies a code as the back office left it', async () => {
    const code = await made({ code: 'CAMPAIGN', percent_off: 12, active: false });
    const shop = await newShop(app);
    await order(app, shop, 2, 3);
    const apply = () => post(app, shop, 'partnerCode', { code: 'campaign' });

    // Made switched off (a campaign not started): the checkout refuses it.
    const early = await apply();
    expect(early.statusCode).toBe(422);
    expect((await summary(app, shop)).partner_discount).toBe(0);

    await patch(code.id, { active: true });
    expect((await apply()).statusCode).toBe(200);
    expect(await summary(app, shop)).toMatchObject({
      partner_code: { code: 'CAMPAIGN', percent: 12, amount: null },
      partner_discount: 21_600,
      taxable: 158_400,
      tax: 3_168,
      total: 161_568,
    });

    // Switched off again: the order no longer gets the discount, and says so.
    await patch(code.id, { active: false });
    expect(await summary(app, shop)).toMatchObject({
      partner_code: null,
      partner_code_lapsed: 'CAMPAIGN',
      partner_discount: 0,
    });
  });
});
