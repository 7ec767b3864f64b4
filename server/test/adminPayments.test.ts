/**
 * The back office's payments: transfers awaiting review (the slip to operators only, approve,
 * reject with a reason the merchant sees), payments held for refund (refunded in full once), the
 * payments searched and refunded in full or in part through the provider that took them, each
 * with its credit note and its audit row; a provider that fails leaves nothing written.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  AdminCheckoutList,
  AdminPaymentDetail,
  AdminPaymentList,
  CreditNote,
  RefundAnswer,
} from '@contract/adminPayments';
import type { OperatorRole } from '@contract/operators';
import type { App } from '../src/app';
import type { Db } from '../src/db/db';
import { ProviderUnavailable, type RefundResult } from '../src/payments/provider';
import {
  dashboard,
  pendingCheckout,
  sendCallback,
  sendTransfer,
  slipPhoto,
  useCheckoutApp,
  type FakeProvider,
} from './checkoutKit';
import { bearer, databases, useTestDatabase, verifyPhone } from './helpers';
import { signedInOperator } from './operatorKit';
import { saveStore } from './storeKit';

interface Refunder {
  calls: Array<{ reference: string; amountMinor: number; reason: string }>;
  answer: RefundResult | 'down';
}

/** The fake provider pays refunds back (or refuses, or is down), recording each call. */
function refunding(provider: FakeProvider): Refunder {
  const refunder: Refunder = { calls: [], answer: { status: 'refunded', refundReference: '' } };
  provider.refund = async (reference, amountMinor, reason) => {
    if (refunder.answer === 'down') throw new ProviderUnavailable('down');
    refunder.calls.push({ reference, amountMinor, reason });
    return refunder.answer.status === 'refunded'
      ? { status: 'refunded', refundReference: `fr_${refunder.calls.length}` }
      : refunder.answer;
  };
  return refunder;
}

async function operator(app: App, role: OperatorRole = 'finance') {
  const { token } = await signedInOperator(app, role);
  return bearer(token);
}

function call(
  app: App,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  key?: string,
) {
  return app.inject({
    method,
    url: `/api/${path}`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function auditRows(db: Db, action: string) {
  const { rows } = await db.query<{
    action: string;
    subject_id: string;
    merchant_id: number | null;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>(
    `SELECT action, subject_id, merchant_id, before, after, reason FROM audit_log
      WHERE action = $1 ORDER BY id`,
    [action],
  );
  return rows.map((row) => ({
    ...row,
    before: typeof row.before === 'string' ? JSON.parse(row.before) : row.before,
    after: typeof row.after === 'string' ? JSON.parse(row.after) : row.after,
  }));
}

async function counts(db: Db) {
  const { rows } = await db.query<{ refunds: number; notes: number; audits: number }>(
    `SELECT (SELECT count(*)::integer FROM refunds) AS refunds,
            (SELECT count(*)::integer FROM credit_notes) AS notes,
            (SELECT count(*)::integer FROM audit_log WHERE action LIKE 'refund.%') AS audits`,
  );
  return rows[0]!;
}

describe.each(databases())('the back office payments on %s', (kind) => {
  const database = useTestDatabase(kind);
  const ctx = useCheckoutApp(database);

  /** A bank transfer awaiting review, with a slip and a transaction id. */
  async function awaitingTransfer() {
    const { shop, made } = await pendingCheckout(ctx.app, 'bank_transfer');
    const sent = await sendTransfer(ctx.app, shop, made.reference, await slipPhoto(), {
      transaction_id: 'KBZ-20261206-0042',
    });
    expect(sent.statusCode).toBe(200);
    return { shop, reference: made.reference };
  }

  /** A wallet payment that succeeded through the fake provider: its payment id. */
  async function walletPayment() {
    const { shop, made } = await pendingCheckout(ctx.app, 'wallet');
    ctx.provider.mark(made.reference, 'succeeded');
    expect((await sendCallback(ctx.app, ctx.provider.callback(made.reference))).statusCode).toBe(
      200,
    );
    const { rows } = await database.db.query<{ payment_id: number; amount: number }>(
      `SELECT c.payment_id, p.amount FROM checkouts c JOIN payments p ON p.id = c.payment_id
        WHERE c.reference = $1`,
      [made.reference],
    );
    return {
      shop,
      reference: made.reference,
      paymentId: rows[0]!.payment_id,
      amount: rows[0]!.amount,
    };
  }

  describe('transfers awaiting review', () => {
    test('listed with the merchant and the slip; the slip served to operators only', async () => {
      const { shop, reference } = await awaitingTransfer();
      const support = await operator(ctx.app, 'support');
      const listed = await call(ctx.app, support, 'GET', apiPaths.adminTransfers);
      expect(listed.statusCode).toBe(200);
      const [row] = listed.json<AdminCheckoutList>().checkouts;
      expect(row).toMatchObject({
        reference,
        merchant_id: shop.id,
        method: 'bank_transfer',
        status: 'awaiting_review',
        transaction_id: 'KBZ-20261206-0042',
        has_slip: true,
      });
      expect(row!.amount_minor).toBeGreaterThan(0);
      expect(row!.submitted_at).not.toBeNull();

      const slipPath = fillPath(apiPaths.adminTransferSlip, { reference });
      const slip = await call(ctx.app, support, 'GET', slipPath);
      expect(slip.statusCode).toBe(200);
      expect(slip.headers['content-type']).toBe('image/webp');
      expect(slip.headers['cache-control']).toBe('private, no-store');
      expect(slip.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
      // The merchant's own token is not an operator's.
      expect((await call(ctx.app, shop.headers, 'GET', slipPath)).statusCode).toBe(401);
    });

    test('approved: activated with a receipt, and the audit row', async () => {
      const { shop, reference } = await awaitingTransfer();
      const finance = await operator(ctx.app);
      const path = fillPath(apiPaths.adminTransferApprove, { reference });
      // Support reads money but does not move it.
      expect(
        (await call(ctx.app, await operator(ctx.app, 'support'), 'POST', path)).statusCode,
      ).toBe(403);
      expect(await auditRows(database.db, 'transfer.approve')).toEqual([]);

      const approved = await call(ctx.app, finance, 'POST', path);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ reference, status: 'succeeded' });
      const seen = await dashboard(ctx.app, shop);
      expect(seen.subscription?.status ?? null).not.toBeNull();
      const [audit] = await auditRows(database.db, 'transfer.approve');
      expect(audit).toMatchObject({
        subject_id: reference,
        merchant_id: shop.id,
        before: { status: 'awaiting_review' },
        after: { status: 'succeeded' },
      });
      expect((audit!.after as { receipt_number: string }).receipt_number).toMatch(
        /^R-\d{4}-\d{6}$/,
      );
      // Not twice.
      expect((await call(ctx.app, finance, 'POST', path)).statusCode).toBe(409);
      expect(await auditRows(database.db, 'transfer.approve')).toHaveLength(1);
      const listed = await call(ctx.app, finance, 'GET', apiPaths.adminTransfers);
      expect(listed.json<AdminCheckoutList>().checkouts).toEqual([]);
    });

    test('rejected with a reason the merchant sees, and the audit row', async () => {
      const { shop, reference } = await awaitingTransfer();
      const finance = await operator(ctx.app);
      const path = fillPath(apiPaths.adminTransferReject, { reference });
      expect((await call(ctx.app, finance, 'POST', path, { reason: '' })).statusCode).toBe(422);
      expect(
        (await call(ctx.app, finance, 'POST', path, { reason: 'x'.repeat(301) })).statusCode,
      ).toBe(422);
      const rejected = await call(ctx.app, finance, 'POST', path, {
        reason: 'The slip shows another amount.',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({ status: 'rejected' });
      expect((await dashboard(ctx.app, shop)).checkout).toMatchObject({
        reference,
        status: 'rejected',
        reason: 'The slip shows another amount.',
      });
      expect(await auditRows(database.db, 'transfer.reject')).toEqual([
        expect.objectContaining({
          subject_id: reference,
          merchant_id: shop.id,
          before: { status: 'awaiting_review', reason: null },
          reason: 'The slip shows another amount.',
        }),
      ]);
    });
  });

  describe('refunds of a payment', () => {
    test('partial then the rest through the provider: credit notes reverse the receipt', async () => {
      const refunder = refunding(ctx.provider);
      const { shop, reference, paymentId, amount } = await walletPayment();
      const finance = await operator(ctx.app);
      const path = fillPath(apiPaths.adminPaymentRefunds, { paymentId });
      const part = 100_000;

      const first = await call(
        ctx.app,
        finance,
        'POST',
        path,
        { amount_minor: part, reason: 'Goodwill' },
        'k1',
      );
      expect(first.statusCode).toBe(201);
      const { refund, credit_note: note } = first.json<RefundAnswer>();
      expect(refunder.calls).toEqual([{ reference, amountMinor: part, reason: 'Goodwill' }]);
      expect(refund).toMatchObject({
        payment_id: paymentId,
        amount_minor: part,
        provider: 'fakepay',
        provider_reference: 'fr_1',
      });
      expect(note.number).toMatch(/^C-\d{4}-\d{6}$/);
      expect(note.full).toBe(false);
      expect(note.total_minor).toBe(-part);
      expect(note.lines.reduce((sum, line) => sum + line.amount_minor, 0) + note.tax_minor).toBe(
        -part,
      );
      expect(note.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);
      expect(note.reason).toBe('Goodwill');
      expect(note.buyer.shop_name).not.toBe('');
      // The subscription runs on.
      expect((await dashboard(ctx.app, shop)).subscription).not.toBeNull();

      const detail = await call(
        ctx.app,
        finance,
        'GET',
        fillPath(apiPaths.adminPayment, { paymentId }),
      );
      expect(detail.statusCode).toBe(200);
      const body = detail.json<AdminPaymentDetail>();
      expect(body.payment.refunded_minor).toBe(part);
      expect(body.receipt?.number).toBe(note.receipt_number);
      expect(body.refunds.map((r) => r.credit_note_number)).toEqual([note.number]);

      const rest = await call(
        ctx.app,
        finance,
        'POST',
        path,
        { amount_minor: amount - part, reason: 'Closing the shop' },
        'k2',
      );
      expect(rest.statusCode).toBe(201);
      const shown = await call(
        ctx.app,
        finance,
        'GET',
        fillPath(apiPaths.adminCreditNote, {
          number: rest.json<RefundAnswer>().credit_note.number,
        }),
      );
      expect(shown.json<CreditNote>().total_minor).toBe(part - amount);
      expect(await auditRows(database.db, 'refund.create')).toHaveLength(2);
      const { rows } = await database.db.query<{ status: string }>(
        'SELECT status FROM subscriptions WHERE merchant_id = $1',
        [shop.id],
      );
      expect(rows.map((row) => row.status)).toEqual(['refunded']);
    });

    test('a full refund negates every line and the tax, ends the subscription and unlists the shop', async () => {
      refunding(ctx.provider);
      const { shop, paymentId, amount } = await walletPayment();
      await saveStore(ctx.app, { merchantId: shop.id, token: shop.token, headers: shop.headers });
      await verifyPhone(database.db, shop.id);
      await database.db.query('UPDATE stores SET published_at = now() WHERE merchant_id = $1', [
        shop.id,
      ]);
      const listed = async () =>
        (
          await database.db.query<{ listed_until: unknown }>(
            'SELECT listed_until FROM marketplace_shops WHERE merchant_id = $1',
            [shop.id],
          )
        ).rows[0]?.listed_until ?? null;
      expect(await listed()).not.toBeNull();

      const finance = await operator(ctx.app, 'admin');
      const response = await call(
        ctx.app,
        finance,
        'POST',
        fillPath(apiPaths.adminPaymentRefunds, { paymentId }),
        { amount_minor: amount, reason: 'Charged twice' },
        'full-1',
      );
      expect(response.statusCode).toBe(201);
      const note = response.json<RefundAnswer>().credit_note;
      const receipt = (
        await call(ctx.app, finance, 'GET', fillPath(apiPaths.adminPayment, { paymentId }))
      ).json<AdminPaymentDetail>().receipt!;
      expect(note.full).toBe(true);
      expect(note.lines.map((line) => line.amount_minor)).toEqual(
        receipt.lines.map((line) => -line.amount_minor),
      );
      expect(note.tax_minor).toBe(-receipt.tax_minor);
      expect(await listed()).toBeNull();
      const seen = await dashboard(ctx.app, shop);
      expect(seen.subscription?.status ?? 'none').not.toBe('active');
      const [audit] = await auditRows(database.db, 'refund.create');
      expect(audit).toMatchObject({
        subject_id: String(paymentId),
        merchant_id: shop.id,
        before: { refunded_minor: 0, amount_minor: amount },
        after: { refunded_minor: amount, credit_note: note.number },
        reason: 'Charged twice',
      });
    });

    test('more than what is left is refused, and the Idempotency-Key is required', async () => {
      const refunder = refunding(ctx.provider);
      const { paymentId, amount } = await walletPayment();
      const finance = await operator(ctx.app);
      const path = fillPath(apiPaths.adminPaymentRefunds, { paymentId });
      const over = await call(
        ctx.app,
        finance,
        'POST',
        path,
        { amount_minor: amount + 1, reason: 'r' },
        'o1',
      );
      expect(over.statusCode).toBe(422);
      expect(over.json().data.errors.amount_minor).toEqual([
        'More than what is left to refund of this payment.',
      ]);
      const keyless = await call(ctx.app, finance, 'POST', path, { amount_minor: 1, reason: 'r' });
      expect(keyless.statusCode).not.toBe(201);
      expect(refunder.calls).toEqual([]);
      expect(await counts(database.db)).toEqual({ refunds: 0, notes: 0, audits: 0 });
    });

    test('a retry under the same key answers the same refund; the provider is asked once', async () => {
      const refunder = refunding(ctx.provider);
      const { paymentId } = await walletPayment();
      const finance = await operator(ctx.app);
      const path = fillPath(apiPaths.adminPaymentRefunds, { paymentId });
      const body = { amount_minor: 5_000, reason: 'Retry' };
      const first = await call(ctx.app, finance, 'POST', path, body, 'same');
      const again = await call(ctx.app, finance, 'POST', path, body, 'same');
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json<RefundAnswer>().refund.id).toBe(first.json<RefundAnswer>().refund.id);
      expect(again.json<RefundAnswer>().credit_note.number).toBe(
        first.json<RefundAnswer>().credit_note.number,
      );
      expect(refunder.calls).toHaveLength(1);
      expect(await counts(database.db)).toEqual({ refunds: 1, notes: 1, audits: 1 });
      // The same key on another payment is not that refund.
      const other = await walletPayment();
      const reused = await call(
        ctx.app,
        finance,
        'POST',
        fillPath(apiPaths.adminPaymentRefunds, { paymentId: other.paymentId }),
        body,
        'same',
      );
      expect(reused.statusCode).toBe(409);
      expect(refunder.calls).toHaveLength(1);
    });

    test('the provider down (503) or refusing (409 with its words): nothing written', async () => {
      const refunder = refunding(ctx.provider);
      const { paymentId } = await walletPayment();
      const finance = await operator(ctx.app);
      const path = fillPath(apiPaths.adminPaymentRefunds, { paymentId });
      refunder.answer = 'down';
      const down = await call(
        ctx.app,
        finance,
        'POST',
        path,
        { amount_minor: 100, reason: 'r' },
        'd1',
      );
      expect(down.statusCode).toBe(503);
      refunder.answer = { status: 'failed', message: 'Refund window closed.' };
      const refused = await call(
        ctx.app,
        finance,
        'POST',
        path,
        { amount_minor: 100, reason: 'r' },
        'd2',
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toContain('Refund window closed.');
      expect(await counts(database.db)).toEqual({ refunds: 0, notes: 0, audits: 0 });
    });

    test('a bank transfer is recorded as paid back by the bank, no provider asked', async () => {
      const refunder = refunding(ctx.provider);
      const { reference } = await awaitingTransfer();
      const finance = await operator(ctx.app);
      await call(ctx.app, finance, 'POST', fillPath(apiPaths.adminTransferApprove, { reference }));
      const found = await call(ctx.app, finance, 'GET', `${apiPaths.adminPayments}?q=${reference}`);
      const [payment] = found.json<AdminPaymentList>().payments;
      expect(payment).toMatchObject({ method: 'bank_transfer', reference });
      const refunded = await call(
        ctx.app,
        finance,
        'POST',
        fillPath(apiPaths.adminPaymentRefunds, { paymentId: payment!.id }),
        { amount_minor: 1_000, reason: 'Paid back by KBZ transfer 123' },
        'bank-1',
      );
      expect(refunded.statusCode).toBe(201);
      expect(refunded.json<RefundAnswer>().refund).toMatchObject({
        provider: null,
        provider_reference: null,
      });
      expect(refunder.calls).toEqual([]);
    });

    test('the payments are searched by receipt number, phone and method', async () => {
      const { shop, paymentId } = await walletPayment();
      const support = await operator(ctx.app, 'support');
      const detail = (
        await call(ctx.app, support, 'GET', fillPath(apiPaths.adminPayment, { paymentId }))
      ).json<AdminPaymentDetail>();
      const ids = async (query: string) =>
        (await call(ctx.app, support, 'GET', `${apiPaths.adminPayments}?${query}`))
          .json<AdminPaymentList>()
          .payments.map((p) => p.id);
      expect(await ids(`q=${detail.receipt!.number}`)).toEqual([paymentId]);
      expect(await ids(`q=${detail.payment.merchant_phone}`)).toEqual([paymentId]);
      expect(await ids('method=wallet')).toContain(paymentId);
      expect(await ids('method=bank_transfer')).not.toContain(paymentId);
      expect(await ids('q=nobody-matches-this')).toEqual([]);
      expect(shop.id).toBe(detail.payment.merchant_id);
      // Support reads but never refunds.
      const refused = await call(
        ctx.app,
        support,
        'POST',
        fillPath(apiPaths.adminPaymentRefunds, { paymentId }),
        { amount_minor: 1, reason: 'r' },
        's1',
      );
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('payments held for refund', () => {
    async function heldPayment() {
      const { shop, made } = await pendingCheckout(ctx.app, 'wallet');
      ctx.provider.mark(made.reference, 'succeeded');
      const mismatched = ctx.provider.callback(made.reference, { amountMinor: 1234500 });
      expect((await sendCallback(ctx.app, mismatched)).statusCode).toBe(200);
      return { shop, reference: made.reference };
    }

    test('refunded in full once, with a credit note of no receipt and the audit row', async () => {
      const refunder = refunding(ctx.provider);
      const { shop, reference } = await heldPayment();
      expect((await dashboard(ctx.app, shop)).checkout).toMatchObject({
        status: 'held_for_refund',
      });
      const finance = await operator(ctx.app);
      const held = await call(ctx.app, finance, 'GET', apiPaths.adminHeld);
      expect(held.json<AdminCheckoutList>().checkouts.map((c) => c.reference)).toEqual([reference]);

      const path = fillPath(apiPaths.adminHeldRefund, { reference });
      const refunded = await call(ctx.app, finance, 'POST', path, { reason: 'Arrived late' }, 'h1');
      expect(refunded.statusCode).toBe(201);
      const answer = refunded.json<RefundAnswer>();
      expect(answer.refund).toMatchObject({ payment_id: null, checkout_reference: reference });
      expect(answer.credit_note).toMatchObject({
        receipt_number: null,
        checkout_reference: reference,
        full: true,
      });
      expect(refunder.calls).toEqual([
        { reference, amountMinor: answer.refund.amount_minor, reason: 'Arrived late' },
      ]);
      expect(await auditRows(database.db, 'refund.held')).toEqual([
        expect.objectContaining({
          subject_id: reference,
          merchant_id: shop.id,
          reason: 'Arrived late',
        }),
      ]);
      expect(
        (await call(ctx.app, finance, 'GET', apiPaths.adminHeld)).json<AdminCheckoutList>()
          .checkouts,
      ).toEqual([]);
      expect((await dashboard(ctx.app, shop)).checkout).toBeNull();
      // Not twice, whatever the key.
      expect(
        (await call(ctx.app, finance, 'POST', path, { reason: 'Again' }, 'h2')).statusCode,
      ).toBe(409);
      expect(refunder.calls).toHaveLength(1);
    });

    test('the provider down: nothing written, still held', async () => {
      const refunder = refunding(ctx.provider);
      const { reference } = await heldPayment();
      refunder.answer = 'down';
      const finance = await operator(ctx.app);
      const response = await call(
        ctx.app,
        finance,
        'POST',
        fillPath(apiPaths.adminHeldRefund, { reference }),
        { reason: 'Late' },
        'h3',
      );
      expect(response.statusCode).toBe(503);
      expect(await counts(database.db)).toEqual({ refunds: 0, notes: 0, audits: 0 });
      expect(
        (await call(ctx.app, finance, 'GET', apiPaths.adminHeld)).json<AdminCheckoutList>()
          .checkouts,
      ).toHaveLength(1);
    });
  });
});
