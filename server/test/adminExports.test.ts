/**
 * The CSV exports: a byte order mark first, Burmese intact, commas, quotes and line breaks quoted,
 * formulas escaped, a dataset larger than one batch whole, the period, the audit row of each
 * export, and which roles may export what.
 */
import type { App } from '../src/app';
import { EXPORT_BATCH_SIZE, exportBatches } from '../src/repositories/exports';
import { insertMerchant, insertPayment, insertReceipt, insertRefund } from './adminMerchantsKit';
import { bearer, buildTestApp, databases, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';

jest.setTimeout(60_000);

/** RFC 4180, as a spreadsheet reads it: the test's own reader, independent of the writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe.each(databases())('the CSV exports on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const download = (token: string, path: string) =>
    app.inject({ url: `/api/admin/exports/${path}`, headers: bearer(token) });

  test('merchants: BOM, Burmese, quoting and formula escaping, with an audit row', async () => {
    const db = database.db;
    const support = await signedInOperator(app, 'support');
    await insertMerchant(db, {
      name: 'ဦးအောင်',
      phone: '09780000001',
      store: { name: 'Tea, "Coffee"\nand more' },
    });
    await insertMerchant(db, {
      name: '=HYPERLINK("http://x")',
      phone: '09780000002',
      shop: '+1 shop',
    });
    await insertMerchant(db, { name: '@SUM(A1)', phone: '09780000003', shop: '-2 shop' });

    const response = await download(support.token, 'merchants');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="merchants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 5)).toEqual(['merchant_id', 'name', 'phone', 'email', 'shop_name']);
    const byPhone = new Map(rows.map((row) => [row[2], row]));
    expect(byPhone.get('09780000001')?.[1]).toBe('ဦးအောင်');
    expect(byPhone.get('09780000001')?.[4]).toBe('Tea, "Coffee"\nand more');
    expect(byPhone.get('09780000002')?.[1]).toBe(`'=HYPERLINK("http://x")`);
    expect(byPhone.get('09780000002')?.[4]).toBe(`'+1 shop`);
    expect(byPhone.get('09780000003')?.[1]).toBe(`'@SUM(A1)`);
    expect(byPhone.get('09780000003')?.[4]).toBe(`'-2 shop`);
    expect(rows).toHaveLength(3);

    const { rows: audit } = await db.query<{ action: string; operator_id: number }>(
      'SELECT action, operator_id FROM audit_log',
    );
    expect(audit).toEqual([{ action: 'export.merchants', operator_id: support.operatorId }]);
  });

  test('a dataset larger than one batch comes whole, in order, read a batch at a time', async () => {
    const db = database.db;
    const admin = await signedInOperator(app, 'admin');
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    await db.query(
      `WITH u AS (
         INSERT INTO users (name, phone, email, password_hash)
         SELECT 'Bulk ' || g, '0966' || lpad(g::text, 7, '0'), 'bulk' || g || '@example.com', 'x'
           FROM generate_series(1, $1) g
         RETURNING id, name)
       INSERT INTO merchants (user_id, name, district_id, township_id, district_merchant_id)
       SELECT u.id, u.name, 1, 1, 'BULK-' || u.id FROM u`,
      [count],
    );
    const batches: number[] = [];
    for await (const batch of exportBatches(db, 'merchants', {}, 100)) batches.push(batch.length);
    expect(batches).toEqual([100, 100, 100, 100, 7]);

    const response = await download(admin.token, 'merchants');
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(count + 1);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('payments, receipts and refunds, with a period in Myanmar days', async () => {
    const db = database.db;
    const finance = await signedInOperator(app, 'finance');
    const m = await insertMerchant(db, { shop: 'ရွှေ ဆိုင်' });
    const early = await insertPayment(db, m.merchantId, {
      amount: 30_000,
      at: new Date('2026-11-10T00:00:00Z'),
      shopName: 'ရွှေ ဆိုင်',
    });
    const late = await insertPayment(db, m.merchantId, {
      amount: 12_000,
      method: 'wallet',
      // 1 December in Yangon.
      at: new Date('2026-11-30T18:00:00Z'),
    });
    const receipt = await insertReceipt(db, m.merchantId, early, {
      shop_name: 'ရွှေ ဆိုင်',
      total_minor: 3_000_000,
    });
    await insertRefund(db, m.merchantId, early, {
      amount: 5_000,
      reason: '=cmd|calc',
      creditNote: 'C-2026-000009',
    });

    const all = parseCsv(
      (await download(finance.token, 'payments')).rawPayload.subarray(3).toString('utf8'),
    );
    expect(all[0]).toEqual([
      'payment_id',
      'created_at',
      'merchant_id',
      'shop_name',
      'method',
      'amount_mmk',
      'currency',
      'status',
      'provider',
      'provider_reference',
      'receipt_number',
      'refunded_mmk',
    ]);
    expect(all.slice(1).map((row) => [row[0], row[3], row[4], row[5], row[10], row[11]])).toEqual([
      [String(early), 'ရွှေ ဆိုင်', 'card', '30000', receipt, '5000'],
      [String(late), 'Shop', 'wallet', '12000', '', '0'],
    ]);
    const november = parseCsv(
      (await download(finance.token, 'payments?from=2026-11-01&to=2026-11-30')).rawPayload
        .subarray(3)
        .toString('utf8'),
    );
    expect(november.slice(1).map((row) => row[0])).toEqual([String(early)]);

    const receipts = parseCsv(
      (await download(finance.token, 'receipts')).rawPayload.subarray(3).toString('utf8'),
    );
    expect(receipts.slice(1)).toEqual([
      [
        receipt,
        expect.any(String),
        String(m.merchantId),
        String(early),
        'ရွှေ ဆိုင်',
        'MMK',
        '0',
        '30000',
      ],
    ]);
    const refunds = parseCsv(
      (await download(finance.token, 'refunds')).rawPayload.subarray(3).toString('utf8'),
    );
    expect(refunds[1]?.[4]).toBe('5000');
    expect(refunds[1]?.[6]).toBe(`'=cmd|calc`);
    expect(refunds[1]?.[7]).toBe('C-2026-000009');

    const { rows: audit } = await db.query<{ action: string; after: unknown }>(
      'SELECT action, after FROM audit_log ORDER BY id',
    );
    expect(audit.map((row) => row.action)).toEqual([
      'export.payments',
      'export.payments',
      'export.receipts',
      'export.refunds',
    ]);
    expect(audit[1]?.after).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const backwards = await download(finance.token, 'payments?from=2026-12-01&to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
  });

  test('roles: support and finance export, a designer and no token cannot; unknown is 4xx', async () => {
    const designer = await signedInOperator(app, 'designer');
    const support = await signedInOperator(app, 'support');
    for (const dataset of ['merchants', 'payments', 'receipts', 'refunds']) {
      expect((await download(designer.token, dataset)).statusCode).toBe(403);
      expect((await app.inject({ url: `/api/admin/exports/${dataset}` })).statusCode).toBe(401);
      expect((await download(support.token, dataset)).statusCode).toBe(200);
    }
    expect((await download(support.token, 'passwords')).statusCode).toBe(422);
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE operator_id = $1`,
      [designer.operatorId],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
