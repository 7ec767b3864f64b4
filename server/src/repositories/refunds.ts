/**
 * Refunds and their credit notes. A refund gives back a payment wholly or in part (its refunds
 * never add up to more than it: the payment's row is locked while they are counted), or a wallet
 * payment held for refund in full (it never became a payment: the refund answers its checkout,
 * once). Each refund, its credit note (`C-YYYY-NNNNNN`, gapless per Yangon year) and its audit row
 * are written in one transaction, after the provider paid the money back (outside it).
 *
 * A payment refunded in full ends the subscription it bought: 'refunded', no longer entitled nor
 * listed. A refund made under an operator's idempotency key before is answered again, unchanged.
 */
import {
  reversedLines,
  type AdminRefund,
  type CreditNote,
  type RefundAnswer,
} from '@contract/adminPayments';
import type { Receipt } from '@contract/billing';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { recordAudit, type AuditActor } from './audit';
import { takeDocumentNumber, type PaymentTerms } from './payments';

/** A payment as a refund needs it, with what its refunds took so far. */
export interface RefundablePayment {
  id: number;
  merchantId: number;
  method: 'card' | 'wallet' | 'bank_transfer';
  provider: string | null;
  /** The checkout it was paid through (the provider's record is under this reference), or null. */
  checkoutReference: string | null;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
}

/** A checkout held for refund, as a refund needs it. */
export interface HeldCheckout {
  id: number;
  reference: string;
  merchantId: number;
  provider: string | null;
  amountMinor: number;
  currency: string;
  status: string;
  refunded: boolean;
}

export interface RefundInput {
  amountMinor: number;
  reason: string;
  /** The provider that paid it back and its id of the refund; null when recorded by hand. */
  provider: string | null;
  providerReference: string | null;
  idempotencyKey: string | null;
}

export type PaymentRefundResult =
  | { kind: 'refunded' | 'replayed'; answer: RefundAnswer }
  | { kind: 'notFound' }
  | { kind: 'tooMuch'; leftMinor: number };

export type HeldRefundResult =
  | { kind: 'refunded' | 'replayed'; answer: RefundAnswer }
  | { kind: 'notFound' }
  | { kind: 'notHeld' };

interface RefundRow {
  id: number;
  payment_id: number | null;
  checkout_reference: string | null;
  merchant_id: number;
  amount_minor: number;
  currency: string;
  reason: string;
  provider: string | null;
  provider_reference: string | null;
  credit_note_number: string;
  created_at: unknown;
  issued_at: unknown;
  document: Omit<CreditNote, 'number' | 'issued_at'> | string;
}

const REFUND_VIEW = `
  SELECT r.id, r.payment_id, c.reference AS checkout_reference, r.merchant_id, r.amount_minor,
         r.currency, r.reason, r.provider, r.provider_reference, n.number AS credit_note_number,
         r.created_at, n.issued_at, n.document
    FROM refunds r
    JOIN credit_notes n ON n.refund_id = r.id
    LEFT JOIN checkouts c ON c.id = r.checkout_id`;

function toRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    payment_id: row.payment_id,
    checkout_reference: row.checkout_reference,
    merchant_id: row.merchant_id,
    amount_minor: row.amount_minor,
    currency: row.currency,
    reason: row.reason,
    provider: row.provider,
    provider_reference: row.provider_reference,
    credit_note_number: row.credit_note_number,
    created_at: isoTime(row.created_at),
  };
}

function toCreditNote(row: RefundRow): CreditNote {
  const document = typeof row.document === 'string' ? JSON.parse(row.document) : row.document;
  return { number: row.credit_note_number, issued_at: isoTime(row.issued_at), ...document };
}

const toAnswer = (row: RefundRow): RefundAnswer => ({
  refund: toRefund(row),
  credit_note: toCreditNote(row),
});

const PAYMENT_VIEW = `
  SELECT p.id, p.merchant_id, p.method, p.provider, p.amount, p.currency,
         (SELECT c.reference FROM checkouts c WHERE c.payment_id = p.id) AS checkout_reference,
         (SELECT coalesce(sum(r.amount_minor), 0)::integer FROM refunds r
           WHERE r.payment_id = p.id) AS refunded
    FROM payments p
   WHERE p.id = $1 AND p.status = 'succeeded'`;

interface PaymentRow {
  id: number;
  merchant_id: number;
  method: RefundablePayment['method'];
  provider: string | null;
  amount: number;
  currency: string;
  checkout_reference: string | null;
  refunded: number;
}

const toPayment = (row: PaymentRow): RefundablePayment => ({
  id: row.id,
  merchantId: row.merchant_id,
  method: row.method,
  provider: row.provider,
  checkoutReference: row.checkout_reference,
  amountMinor: row.amount,
  refundedMinor: Number(row.refunded),
  currency: row.currency,
});

export function createRefundRepository(db: Db, terms: Pick<PaymentTerms, 'seller'>) {
  async function byId(tx: Db, id: number): Promise<RefundRow> {
    const { rows } = await tx.query<RefundRow>(`${REFUND_VIEW} WHERE r.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new Error(`Refund ${id} not found`);
    return row;
  }

  async function byKey(tx: Db, operatorId: number, key: string | null): Promise<RefundRow | null> {
    if (key === null) return null;
    const { rows } = await tx.query<RefundRow>(
      `${REFUND_VIEW} WHERE r.operator_id = $1 AND r.idempotency_key = $2`,
      [operatorId, key],
    );
    return rows[0] ?? null;
  }

  /** Inserts the refund (null: the operator's key made one meanwhile). */
  async function insertRefund(
    tx: Db,
    actor: AuditActor,
    target: { paymentId: number | null; checkoutId: number | null; merchantId: number },
    input: RefundInput,
    currency: string,
  ): Promise<number | null> {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO refunds (payment_id, checkout_id, merchant_id, amount_minor, currency, reason,
                            provider, provider_reference, operator_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (operator_id, idempotency_key) DO NOTHING
       RETURNING id`,
      [
        target.paymentId,
        target.checkoutId,
        target.merchantId,
        input.amountMinor,
        currency,
        input.reason,
        input.provider,
        input.providerReference,
        actor.operatorId,
        input.idempotencyKey,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async function writeCreditNote(
    tx: Db,
    refundId: number,
    merchantId: number,
    receiptNumber: string | null,
    document: Omit<CreditNote, 'number' | 'issued_at'>,
  ): Promise<string> {
    const number = await takeDocumentNumber(tx, 'C');
    await tx.query(
      `INSERT INTO credit_notes (number, refund_id, merchant_id, receipt_number, document)
       VALUES ($1, $2, $3, $4, $5)`,
      [number, refundId, merchantId, receiptNumber, JSON.stringify(document)],
    );
    return number;
  }

  return {
    /** A succeeded payment with what was refunded of it so far, or null. */
    async payment(paymentId: number): Promise<RefundablePayment | null> {
      const { rows } = await db.query<PaymentRow>(PAYMENT_VIEW, [paymentId]);
      return rows[0] ? toPayment(rows[0]) : null;
    },

    /** A checkout by reference, with whether it was refunded, or null. */
    async held(reference: string): Promise<HeldCheckout | null> {
      const { rows } = await db.query<{
        id: number;
        reference: string;
        merchant_id: number;
        provider: string | null;
        amount: number;
        currency: string;
        status: string;
        refunded: boolean;
      }>(
        `SELECT c.id, c.reference, c.merchant_id, c.provider, i.amount, i.currency, c.status,
                EXISTS (SELECT 1 FROM refunds r WHERE r.checkout_id = c.id) AS refunded
           FROM checkouts c JOIN payment_intents i ON i.id = c.payment_intent_id
          WHERE c.reference = $1`,
        [reference],
      );
      const row = rows[0];
      return row
        ? {
            id: row.id,
            reference: row.reference,
            merchantId: row.merchant_id,
            provider: row.provider,
            amountMinor: row.amount,
            currency: row.currency,
            status: row.status,
            refunded: row.refunded,
          }
        : null;
    },

    /** The refund the operator's key made before, with its credit note, or null. */
    async replay(operatorId: number, key: string | null): Promise<RefundAnswer | null> {
      const row = await byKey(db, operatorId, key);
      return row ? toAnswer(row) : null;
    },

    /** The refunds of a payment, oldest first. */
    async ofPayment(paymentId: number): Promise<AdminRefund[]> {
      const { rows } = await db.query<RefundRow>(
        `${REFUND_VIEW} WHERE r.payment_id = $1 ORDER BY r.id`,
        [paymentId],
      );
      return rows.map(toRefund);
    },

    /** One credit note, or null. */
    async creditNote(number: string): Promise<CreditNote | null> {
      const { rows } = await db.query<RefundRow>(`${REFUND_VIEW} WHERE n.number = $1`, [number]);
      return rows[0] ? toCreditNote(rows[0]) : null;
    },

    /**
     * Records a refund of a payment (the provider already paid it back, or none is asked): under
     * the payment's lock, never more than what is left; the credit note reversing the receipt's
     * lines; the subscription it bought ended when the payment is refunded in full; the audit row.
     */
    async refundPayment(
      actor: AuditActor,
      paymentId: number,
      input: RefundInput,
    ): Promise<PaymentRefundResult> {
      return db.transaction(async (tx): Promise<PaymentRefundResult> => {
        const locked = await tx.query<{ id: number }>(
          `SELECT id FROM payments WHERE id = $1 AND status = 'succeeded' FOR UPDATE`,
          [paymentId],
        );
        if (!locked.rows[0]) return { kind: 'notFound' };
        const first = await byKey(tx, actor.operatorId, input.idempotencyKey);
        if (first) return { kind: 'replayed', answer: toAnswer(first) };
        const { rows } = await tx.query<PaymentRow>(PAYMENT_VIEW, [paymentId]);
        const payment = toPayment(rows[0]!);
        const left = payment.amountMinor - payment.refundedMinor;
        if (input.amountMinor > left) return { kind: 'tooMuch', leftMinor: left };

        const id = await insertRefund(
          tx,
          actor,
          { paymentId, checkoutId: null, merchantId: payment.merchantId },
          input,
          payment.currency,
        );
        if (id === null) {
          const made = await byKey(tx, actor.operatorId, input.idempotencyKey);
          if (!made) throw new Error('The refund of the idempotency key disappeared');
          return { kind: 'replayed', answer: toAnswer(made) };
        }
        const receipt = await tx.query<{ number: string; document: unknown }>(
          'SELECT number, document FROM receipts WHERE payment_id = $1',
          [paymentId],
        );
        const found = receipt.rows[0];
        const document = (
          typeof found?.document === 'string' ? JSON.parse(found.document) : found?.document
        ) as Omit<Receipt, 'number' | 'issued_at'> | undefined;
        const full = input.amountMinor === payment.amountMinor;
        const source = document ?? {
          lines: [
            {
              kind: 'fee' as const,
              name: 'Payment',
              quantity: 1,
              months: null,
              amount_minor: payment.amountMinor,
            },
          ],
          tax_minor: 0,
          tax_percent: 0,
          total_minor: payment.amountMinor,
        };
        const reversed = reversedLines(source, input.amountMinor);
        const buyer = document?.buyer ?? (await buyerOf(tx, payment.merchantId));
        const number = await writeCreditNote(tx, id, payment.merchantId, found?.number ?? null, {
          currency: payment.currency,
          receipt_number: found?.number ?? null,
          checkout_reference: null,
          reason: input.reason,
          seller: document?.seller ?? terms.seller,
          buyer,
          full,
          lines: reversed.lines,
          tax_percent: source.tax_percent,
          tax_minor: reversed.taxMinor,
          total_minor: -input.amountMinor,
        });

        let ended: number[] = [];
        if (payment.refundedMinor + input.amountMinor === payment.amountMinor) {
          const subscriptions = await tx.query<{ id: number }>(
            `UPDATE subscriptions SET status = 'refunded'
              WHERE payment_id = $1 AND status IN ('active', 'scheduled')
              RETURNING id`,
            [paymentId],
          );
          ended = subscriptions.rows.map((row) => row.id);
          await tx.query('SELECT refresh_marketplace_shops(ARRAY[$1]::integer[])', [
            payment.merchantId,
          ]);
        }
        await recordAudit(tx, actor, {
          action: 'refund.create',
          subjectType: 'payment',
          subjectId: paymentId,
          merchantId: payment.merchantId,
          before: { refunded_minor: payment.refundedMinor, amount_minor: payment.amountMinor },
          after: {
            refunded_minor: payment.refundedMinor + input.amountMinor,
            refund_id: id,
            credit_note: number,
            provider: input.provider,
            provider_reference: input.providerReference,
            subscriptions_ended: ended,
          },
          reason: input.reason,
        });
        return { kind: 'refunded', answer: toAnswer(await byId(tx, id)) };
      });
    },

    /**
     * Records the refund in full of a checkout held for refund (the provider already paid it
     * back): once per checkout, with its credit note (no receipt to reverse: the order's line as
     * it was sold) and the audit row.
     */
    async refundHeld(
      actor: AuditActor,
      reference: string,
      input: RefundInput,
    ): Promise<HeldRefundResult> {
      return db.transaction(async (tx): Promise<HeldRefundResult> => {
        const locked = await tx.query<{
          id: number;
          merchant_id: number;
          status: string;
          currency: string;
          description: string;
          duration_month: number | null;
          plan_id: number | null;
          shop_name: string;
          township: string;
        }>(
          `SELECT c.id, c.merchant_id, c.status, i.currency, i.description, i.duration_month,
                  i.plan_id, i.shop_name, i.township
             FROM checkouts c JOIN payment_intents i ON i.id = c.payment_intent_id
            WHERE c.reference = $1
              FOR UPDATE OF c`,
          [reference],
        );
        const held = locked.rows[0];
        if (!held) return { kind: 'notFound' };
        const first = await byKey(tx, actor.operatorId, input.idempotencyKey);
        if (first) return { kind: 'replayed', answer: toAnswer(first) };
        const done = await tx.query('SELECT 1 FROM refunds WHERE checkout_id = $1', [held.id]);
        if (held.status !== 'held_for_refund' || done.rows.length > 0) return { kind: 'notHeld' };
        const id = await insertRefund(
          tx,
          actor,
          { paymentId: null, checkoutId: held.id, merchantId: held.merchant_id },
          input,
          held.currency,
        );
        if (id === null) {
          const made = await byKey(tx, actor.operatorId, input.idempotencyKey);
          if (!made) throw new Error('The refund of the idempotency key disappeared');
          return { kind: 'replayed', answer: toAnswer(made) };
        }
        const address = await buyerOf(tx, held.merchant_id);
        const number = await writeCreditNote(tx, id, held.merchant_id, null, {
          currency: held.currency,
          receipt_number: null,
          checkout_reference: reference,
          reason: input.reason,
          seller: terms.seller,
          buyer: { shop_name: held.shop_name, address: address.address, township: held.township },
          full: true,
          lines: [
            {
              kind: held.plan_id === null ? 'fee' : 'plan',
              name: held.description,
              quantity: 1,
              months: held.duration_month,
              amount_minor: -input.amountMinor,
            },
          ],
          tax_percent: 0,
          tax_minor: 0,
          total_minor: -input.amountMinor,
        });
        await recordAudit(tx, actor, {
          action: 'refund.held',
          subjectType: 'checkout',
          subjectId: reference,
          merchantId: held.merchant_id,
          before: { status: held.status, refunded: false },
          after: {
            status: held.status,
            refunded: true,
            refund_id: id,
            credit_note: number,
            amount_minor: input.amountMinor,
            provider: input.provider,
            provider_reference: input.providerReference,
          },
          reason: input.reason,
        });
        return { kind: 'refunded', answer: toAnswer(await byId(tx, id)) };
      });
    },
  };
}

/** The buyer's facts as a receipt gives them, from the billing details and the store. */
async function buyerOf(tx: Db, merchantId: number): Promise<CreditNote['buyer']> {
  const { rows } = await tx.query<{ shop_name: string; address: string | null; township: string }>(
    `SELECT coalesce(nullif(b.shop_name, ''), nullif(s.name, ''), m.name) AS shop_name,
            b.address, coalesce(b.township, t.name, '') AS township
       FROM merchants m
       LEFT JOIN billing_information b ON b.merchant_id = m.id
       LEFT JOIN stores s ON s.merchant_id = m.id
       LEFT JOIN townships t ON t.id = coalesce(s.township_id, m.township_id)
      WHERE m.id = $1`,
    [merchantId],
  );
  return rows[0] ?? { shop_name: '', address: null, township: '' };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
