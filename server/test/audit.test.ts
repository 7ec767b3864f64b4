/**
 * The audit log: the database refuses to change or remove a row, whoever asks; `admin/audit`
 * searches it by text, action, operator, merchant and period, newest first, a page at a time.
 */
import type { AuditPage } from '@contract/adminMerchants';
import type { App } from '../src/app';
import { recordAudit, yangonDayEnd, yangonDayStart } from '../src/repositories/audit';
import { bearer, buildTestApp, databases, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';

jest.setTimeout(30_000);

describe('Myanmar days', () => {
  test('a day runs from 00:00 to 24:00 at UTC+06:30', () => {
    expect(yangonDayStart('2026-12-07')).toBe('2026-12-06T17:30:00.000Z');
    expect(yangonDayEnd('2026-12-07')).toBe('2026-12-07T17:30:00.000Z');
  });
});

describe.each(databases())('the audit log on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  test('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const db = database.db;
    const { operatorId, phone } = await signedInOperator(app, 'admin');
    await db.transaction((tx) =>
      recordAudit(
        tx,
        { operatorId, phone, role: 'admin' },
        { action: 'price.schedule', subjectType: 'plan', subjectId: 2, after: { price: 1 } },
      ),
    );
    await expect(db.query(`UPDATE audit_log SET reason = 'rewritten'`)).rejects.toThrow(
      'audit_log is append-only',
    );
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow('audit_log is append-only');
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow('audit_log is append-only');
    const { rows } = await db.query<{ action: string; reason: string | null }>(
      'SELECT action, reason FROM audit_log',
    );
    expect(rows).toEqual([{ action: 'price.schedule', reason: null }]);
  });

  test('is searched by text, action, operator, merchant and period, newest first', async () => {
    const db = database.db;
    const support = await signedInOperator(app, 'support');
    const finance = await signedInOperator(app, 'finance');
    const rows: Array<[string, string, number, string, number | null, string | null, string]> = [
      // [operator phone, action, operator id, subject, merchant, reason, at]
      [
        support.phone,
        'shop.suspend',
        support.operatorId,
        '7',
        7,
        'Selling fakes',
        '2026-11-01T10:00:00Z',
      ],
      [
        finance.phone,
        'refund.create',
        finance.operatorId,
        '31',
        7,
        'Charged twice',
        '2026-11-20T10:00:00Z',
      ],
      [finance.phone, 'refund.approve', finance.operatorId, '32', 8, null, '2026-11-30T18:00:00Z'],
      [
        finance.phone,
        'price.schedule',
        finance.operatorId,
        '2',
        null,
        null,
        '2026-12-01T10:00:00Z',
      ],
    ];
    for (const [phone, action, operatorId, subject, merchant, reason, at] of rows) {
      await db.query(
        `INSERT INTO audit_log (operator_id, operator_phone, operator_role, action, subject_type,
                                subject_id, merchant_id, reason, at, before, after)
         VALUES ($1, $2, 'admin', $3, 'thing', $4, $5, $6, $7, '{"price": 1}', '{"price": 2}')`,
        [operatorId, phone, action, subject, merchant, reason, at],
      );
    }
    const get = async (query: string, token = support.token) => {
      const response = await app.inject({
        url: `/api/admin/audit${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<AuditPage>();
    };
    const actions = (page: AuditPage) => page.rows.map((row) => row.action);

    expect(actions(await get(''))).toEqual([
      'price.schedule',
      'refund.approve',
      'refund.create',
      'shop.suspend',
    ]);
    expect((await get('')).rows[0]).toMatchObject({ before: { price: 1 }, after: { price: 2 } });
    expect(actions(await get('?q=TWICE'))).toEqual(['refund.create']);
    expect(actions(await get(`?q=${support.phone}`))).toEqual(['shop.suspend']);
    expect(actions(await get('?q=suspend'))).toEqual(['shop.suspend']);
    expect(actions(await get('?action=refund'))).toEqual(['refund.approve', 'refund.create']);
    expect(actions(await get('?action=refund.create'))).toEqual(['refund.create']);
    expect(actions(await get(`?operator=${finance.operatorId}`))).toHaveLength(3);
    expect(actions(await get('?merchant=7'))).toEqual(['refund.create', 'shop.suspend']);
    // 2026-11-30T18:00Z is already 1 December in Myanmar.
    expect(actions(await get('?from=2026-11-20&to=2026-11-30'))).toEqual(['refund.create']);
    expect(actions(await get('?from=2026-12-01'))).toEqual(['price.schedule', 'refund.approve']);
    expect(
      (await app.inject({ url: '/api/admin/audit?action=DROP', headers: bearer(support.token) }))
        .statusCode,
    ).toBe(422);
  });

  test('pages follow the keyset without overlap', async () => {
    const db = database.db;
    const admin = await signedInOperator(app, 'admin');
    for (let i = 0; i < 55; i += 1) {
      await db.query(
        `INSERT INTO audit_log (operator_phone, operator_role, action, subject_type, subject_id)
         VALUES ('09', 'admin', 'note.add', 'merchant', $1)`,
        [String(i)],
      );
    }
    const first = await app.inject({ url: '/api/admin/audit', headers: bearer(admin.token) });
    const page1 = first.json<AuditPage>();
    expect(page1.rows).toHaveLength(50);
    expect(page1.rows[0]?.subject_id).toBe('54');
    expect(page1.next).not.toBeNull();
    const second = await app.inject({
      url: `/api/admin/audit?before=${page1.next}`,
      headers: bearer(admin.token),
    });
    const page2 = second.json<AuditPage>();
    expect(page2.rows.map((row) => row.subject_id)).toEqual(['4', '3', '2', '1', '0']);
    expect(page2.next).toBeNull();
  });

  test('a designer and no token are refused', async () => {
    const designer = await signedInOperator(app, 'designer');
    expect(
      (await app.inject({ url: '/api/admin/audit', headers: bearer(designer.token) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
