/**
 * Every successful payment's receipt: numbered without gaps per calendar year (Yangon) even when
 * payments run at once, in one process or two; a transaction that takes a number and rolls back
 * takes none; one merchant never reads another's; the shop fee's receipt adds up too; and the
 * route refuses what is not a receipt number.
 */
import type { Receipt } from '@contract/billing';
import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { takeDocumentNumber } from '../src/repositories/payments';
import {
  buildTestApp,
  databases,
  schemaUrl,
  useTestDatabase,
  workerSchema,
  type DatabaseKind,
} from './helpers';
import {
  createIntent,
  dashboard,
  getReceipt,
  latestReceiptNumber,
  newIntent,
  newShop,
  order,
  pay,
  receipt,
  recordingGateway,
  restoreBillingData,
  yangonYear,
  type Shop,
} from './planBillingKit';

jest.setTimeout(60_000);

/** basic 3 months, no add-ons: 90,000 + 2 % (1,800) = 91,800 MMK = 9,180,000 minor units. */
const BASIC_TOTAL = 91_800;
const BASIC_MINOR = 9_180_000;

const numbers = (count: number, year = yangonYear()) =>
  Array.from({ length: count }, (_, i) => `R-${year}-${String(i + 1).padStart(6, '0')}`);

describe.each(databases())('receipts on %s', (kind: DatabaseKind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    await restoreBillingData(database.db);
    app = buildTestApp(database.db);
    app.decorate('paymentGateway', recordingGateway(database.db));
    await app.ready();
  });
  afterEach(() => app.close());

  const receiptNumbers = async () =>
    (
      await database.db.query<{ number: string }>('SELECT number FROM receipts ORDER BY number')
    ).rows.map((row) => row.number);

  /** A merchant with basic 3 months ordered and an intent for it, ready to pay. */
  const readyToPay = async (on: ReturnType<typeof buildTestApp>) => {
    const shop = await newShop(on);
    await order(on, shop, 1, 3);
    const intent = await newIntent(on, shop, BASIC_MINOR);
    return { shop, intent };
  };

  test('eight merchants paying at once get R-<year>-000001 to 000008, once each', async () => {
    const ready: Array<Awaited<ReturnType<typeof readyToPay>>> = [];
    for (let i = 0; i < 8; i += 1) ready.push(await readyToPay(app));
    const answers = await Promise.all(
      ready.map(({ shop, intent }) => pay(app, shop, intent.id, BASIC_TOTAL)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await receiptNumbers()).toEqual(numbers(8));
    // Each merchant has its own, on its dashboard, readable by it.
    const seen = new Set<string>();
    for (const { shop } of ready) {
      const number = await latestReceiptNumber(app, shop);
      seen.add(number);
      expect(await receipt(app, shop, number)).toMatchObject({ number, total_minor: BASIC_MINOR });
    }
    expect([...seen].sort()).toEqual(numbers(8));
  });

  test('a transaction that takes a number and rolls back leaves no gap', async () => {
    const year = yangonYear();
    await expect(
      database.db.transaction(async (tx) => {
        expect(await takeDocumentNumber(tx, 'R')).toBe(`R-${year}-000001`);
        throw new Error('the payment failed after taking its number');
      }),
    ).rejects.toThrow('the payment failed after taking its number');

    const first = await readyToPay(app);
    expect((await pay(app, first.shop, first.intent.id, BASIC_TOTAL)).statusCode).toBe(200);
    expect(await latestReceiptNumber(app, first.shop)).toBe(`R-${year}-000001`);

    // Again after a number was taken: the next rolled back takes 000002, the payment too.
    await expect(
      database.db.transaction(async (tx) => {
        expect(await takeDocumentNumber(tx, 'R')).toBe(`R-${year}-000002`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const second = await readyToPay(app);
    expect((await pay(app, second.shop, second.intent.id, BASIC_TOTAL)).statusCode).toBe(200);
    expect(await receiptNumbers()).toEqual(numbers(2, year));
  });

  test('credit notes are numbered on their own', async () => {
    const year = yangonYear();
    const taken = await database.db.transaction(async (tx) => [
      await takeDocumentNumber(tx, 'R'),
      await takeDocumentNumber(tx, 'C'),
      await takeDocumentNumber(tx, 'R'),
    ]);
    expect(taken).toEqual([`R-${year}-000001`, `C-${year}-000001`, `R-${year}-000002`]);
  });

  if (kind === 'postgres') {
    test('two app instances on one database paying at once never share a number', async () => {
      const other: Db = openPostgres(schemaUrl(workerSchema()));
      const second = buildTestApp(other);
      second.decorate('paymentGateway', recordingGateway(other));
      await second.ready();
      try {
        const ready: Array<{
          on: ReturnType<typeof buildTestApp>;
          shop: Shop;
          intent: { id: string };
        }> = [];
        for (let i = 0; i < 10; i += 1) {
          const on = i % 2 === 0 ? app : second;
          ready.push({ on, ...(await readyToPay(on)) });
        }
        const answers = await Promise.all(
          ready.map(({ on, shop, intent }) => pay(on, shop, intent.id, BASIC_TOTAL)),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
        expect(await receiptNumbers()).toEqual(numbers(10));
      } finally {
        await second.close();
        await other.close();
      }
    });
  }

  test('another merchant’s receipt is not found', async () => {
    const { shop, intent } = await readyToPay(app);
    expect((await pay(app, shop, intent.id, BASIC_TOTAL)).statusCode).toBe(200);
    const number = await latestReceiptNumber(app, shop);
    const stranger = await newShop(app);
    const response = await getReceipt(app, stranger, number);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Receipt not found' });
    // Nor one that was never issued.
    expect((await getReceipt(app, shop, `R-${yangonYear()}-000999`)).statusCode).toBe(404);
  });

  test('the shop fee (USD, no order) gets a receipt whose lines add up to 10499', async () => {
    const shop = await newShop(app);
    const created = await createIntent(app, shop, 10499, 'USD');
    expect(created.statusCode).toBe(200);
    const paid = await pay(app, shop, created.json<{ id: string }>().id, 104.9895, 'USD');
    expect(paid.statusCode).toBe(200);
    const number = await latestReceiptNumber(app, shop);
    expect(number).toBe(`R-${yangonYear()}-000001`);
    const issued = await receipt(app, shop, number);
    expect(issued).toMatchObject({
      currency: 'USD',
      lines: [{ kind: 'fee', quantity: 1, months: null, amount_minor: 9999 }],
      feature_discount_minor: 0,
      partner_discount_minor: 0,
      credit_minor: 0,
      tax_percent: 5,
      tax_minor: 500,
      total_minor: 10499,
      payment: { method: 'card', last4: '4242' },
      period: null,
    });
    // 9,999 + 500 = 10,499.
    const sum = (r: Receipt) =>
      r.lines.reduce((total, line) => total + line.amount_minor, 0) -
      r.feature_discount_minor -
      r.partner_discount_minor -
      r.credit_minor +
      r.tax_minor;
    expect(sum(issued)).toBe(10499);
    const [listed] = (await dashboard(app, shop)).payments;
    expect(listed).toMatchObject({ amount: 10499, currency: 'USD', receipt_number: number });
  });

  test('the receipt route refuses what is not a receipt number with 422', async () => {
    const shop = await newShop(app);
    for (const wrong of ['X-1', 'C-2026-000001', 'R-2026-1']) {
      const response = await getReceipt(app, shop, wrong);
      expect(response.statusCode).toBe(422);
    }
  });
});
