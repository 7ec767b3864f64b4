/**
 * Refunds under concurrency and the credit note's arithmetic: racing refunds of one payment never
 * add up to more than it; racing refunds of different payments take credit-note numbers without
 * gaps or repeats; a partial refund reverses a proportional share of each line that sums exactly
 * to the amount refunded.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { reversedLines, type RefundAnswer } from '@contract/adminPayments';
import type { App } from '../src/app';
import { useCheckoutApp } from './checkoutKit';
import { bearer, databases, registerMerchant, subscribe, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';

const line = (amount_minor: number) => ({
  kind: 'addon' as const,
  name: 'Add-on',
  quantity: 1,
  months: null,
  amount_minor,
});

describe('reversedLines', () => {
  const receipt = {
    lines: [{ ...line(3_000_000), kind: 'plan' as const, months: 3 }, line(500_000), line(100)],
    tax_minor: 175_005,
    total_minor: 3_675_105,
  };

  test('a full refund negates every line and the tax', () => {
    expect(reversedLines(receipt, 3_675_105)).toEqual({
      lines: [{ ...line(-3_000_000), kind: 'plan', months: 3 }, line(-500_000), line(-100)],
      taxMinor: -175_005,
    });
  });

  test.each([1, 2, 7, 99_999, 1_000_001, 3_675_104])(
    'a partial refund of %i: shares that sum exactly to it, none beyond its line',
    (amount) => {
      const { lines, taxMinor } = reversedLines(receipt, amount);
      const parts = [...lines.map((l) => l.amount_minor), taxMinor];
      expect(parts.reduce((a, b) => a + b, 0)).toBe(-amount);
      const whole = [...receipt.lines.map((l) => l.amount_minor), receipt.tax_minor];
      parts.forEach((part, i) => {
        expect(part).toBeLessThanOrEqual(0);
        expect(-part).toBeLessThanOrEqual(whole[i]!);
      });
    },
  );

  test('half of two equal lines is half of each', () => {
    const { lines, taxMinor } = reversedLines(
      { lines: [line(1000), line(1000)], tax_minor: 100, total_minor: 2100 },
      1050,
    );
    expect(lines.map((l) => l.amount_minor)).toEqual([-500, -500]);
    expect(taxMinor).toBe(-50);
  });

  test('a receipt whose discount took part of the total reverses shares of what was paid', () => {
    const { lines, taxMinor } = reversedLines(
      { lines: [line(10_000)], tax_minor: 500, total_minor: 9_450 },
      9_450,
    );
    expect(lines[0]!.amount_minor + taxMinor).toBe(-9_450);
  });
});

describe.each(databases())('refunds under concurrency on %s', (kind) => {
  const database = useTestDatabase(kind);
  const ctx = useCheckoutApp(database);

  /** A merchant subscribed by a card of the built-in gateway: the payment's id and amount. */
  async function cardPayment(app: App) {
    const { token, user } = await registerMerchant(app);
    await subscribe(app, { token, merchantId: user.merchantid }, 2);
    const { rows } = await database.db.query<{ id: number; amount: number }>(
      `SELECT id, amount FROM payments WHERE merchant_id = $1 AND status = 'succeeded'`,
      [user.merchantid],
    );
    return { merchantId: user.merchantid, ...rows[0]! };
  }

  function refund(
    app: App,
    headers: Record<string, string>,
    paymentId: number,
    amount: number,
    key: string,
  ) {
    return app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.adminPaymentRefunds, { paymentId })}`,
      headers: { ...headers, 'idempotency-key': key },
      payload: { amount_minor: amount, reason: 'Race' },
    });
  }

  test('eight racing refunds of a quarter each: four land, the payment never exceeded', async () => {
    const payment = await cardPayment(ctx.app);
    const { token } = await signedInOperator(ctx.app, 'finance');
    const quarter = payment.amount / 4;
    expect(Number.isInteger(quarter)).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        refund(ctx.app, bearer(token), payment.id, quarter, `race-${i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 422, 422, 422, 422]);
    const { rows } = await database.db.query<{ total: number; notes: number; audits: number }>(
      `SELECT (SELECT sum(amount_minor)::integer FROM refunds WHERE payment_id = $1) AS total,
              (SELECT count(*)::integer FROM credit_notes WHERE merchant_id = $2) AS notes,
              (SELECT count(*)::integer FROM audit_log WHERE action = 'refund.create'
                  AND subject_id = $1::text) AS audits`,
      [payment.id, payment.merchantId],
    );
    expect(rows[0]).toEqual({ total: payment.amount, notes: 4, audits: 4 });
    // A card of the built-in gateway: recorded, no provider asked.
    const landed = answers.find((a) => a.statusCode === 201)!.json<RefundAnswer>();
    expect(landed.refund.provider).toBeNull();
    const subscription = await database.db.query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE payment_id = $1',
      [payment.id],
    );
    expect(subscription.rows.map((r) => r.status)).toEqual(['refunded']);
  });

  test('racing refunds of different payments: credit-note numbers unique and without gaps', async () => {
    const payments = [];
    for (let i = 0; i < 5; i += 1) payments.push(await cardPayment(ctx.app));
    const { token } = await signedInOperator(ctx.app, 'admin');
    const answers = await Promise.all(
      payments.map((p, i) => refund(ctx.app, bearer(token), p.id, 100, `gapless-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = answers.map((a) => a.json<RefundAnswer>().credit_note.number).sort();
    const sequence = numbers.map((n) => Number(n.slice(-6)));
    expect(new Set(numbers).size).toBe(5);
    const first = sequence[0]!;
    expect(sequence).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
    const { rows } = await database.db.query<{ last: number }>(
      `SELECT last FROM document_counters WHERE prefix = 'C'`,
    );
    expect(rows[0]!.last).toBe(first + 4);
  });
});
