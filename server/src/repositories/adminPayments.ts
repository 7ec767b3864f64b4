/**
 * What the back office reads of payments: transfers awaiting review and payments held for refund
 * (with the merchant), the succeeded payments searched by reference, receipt number, merchant's
 * phone or name, method and period, and one payment with its receipt.
 */
import type {
  AdminCheckout,
  AdminPaymentSummary,
  PaymentSearchQuery,
} from '@contract/adminPayments';
import type { Receipt } from '@contract/billing';
import type { CheckoutMethod, CheckoutStatus } from '@contract/checkout';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';

const time = (value: unknown): string | null => (value == null ? null : isoTime(value));

/** What both lists show of who paid, and how. */
interface PaidByRow {
  merchant_id: number;
  merchant_name: string;
  merchant_phone: string;
  shop_name: string;
  method: CheckoutMethod;
  provider: string | null;
}

const paidBy = (row: PaidByRow) => ({
  merchant_id: row.merchant_id,
  merchant_name: row.merchant_name,
  merchant_phone: row.merchant_phone,
  shop_name: row.shop_name,
  method: row.method,
  provider: row.provider,
});

interface CheckoutRow extends PaidByRow {
  reference: string;
  status: CheckoutStatus;
  amount: number;
  currency: string;
  transaction_id: string | null;
  has_slip: boolean;
  submitted_at: unknown;
  reason: string | null;
  updated_at: unknown;
}

const CHECKOUTS = `
  SELECT c.reference, c.merchant_id, m.name AS merchant_name, u.phone AS merchant_phone,
         i.shop_name, c.method, c.provider, c.status, i.amount, i.currency, c.transaction_id,
         EXISTS (SELECT 1 FROM payment_slips s WHERE s.checkout_id = c.id) AS has_slip,
         c.submitted_at, c.reason, c.updated_at
    FROM checkouts c
    JOIN payment_intents i ON i.id = c.payment_intent_id
    JOIN merchants m ON m.id = c.merchant_id
    JOIN users u ON u.id = m.user_id`;

function toCheckout(row: CheckoutRow): AdminCheckout {
  return {
    reference: row.reference,
    ...paidBy(row),
    status: row.status,
    amount_minor: row.amount,
    currency: row.currency,
    transaction_id: row.transaction_id,
    has_slip: row.has_slip,
    submitted_at: time(row.submitted_at),
    reason: row.reason,
    updated_at: isoTime(row.updated_at),
  };
}

interface PaymentRow extends PaidByRow {
  id: number;
  reference: string | null;
  amount: number;
  refunded: number;
  currency: string;
  receipt_number: string | null;
  created_at: unknown;
}

const PAYMENTS = `
  SELECT p.id, p.merchant_id, m.name AS merchant_name, u.phone AS merchant_phone, p.shop_name,
         p.method, p.provider, coalesce(c.reference, p.provider_reference) AS reference, p.amount,
         (SELECT coalesce(sum(f.amount_minor), 0)::integer FROM refunds f
           WHERE f.payment_id = p.id) AS refunded,
         p.currency, r.number AS receipt_number, p.created_at
    FROM payments p
    JOIN merchants m ON m.id = p.merchant_id
    JOIN users u ON u.id = m.user_id
    LEFT JOIN checkouts c ON c.payment_id = p.id
    LEFT JOIN receipts r ON r.payment_id = p.id`;

function toPayment(row: PaymentRow): AdminPaymentSummary {
  return {
    id: row.id,
    ...paidBy(row),
    reference: row.reference,
    amount_minor: row.amount,
    refunded_minor: Number(row.refunded),
    currency: row.currency,
    receipt_number: row.receipt_number,
    created_at: isoTime(row.created_at),
  };
}

export function createAdminPaymentRepository(db: Db) {
  return {
    /** Bank transfers awaiting review, the longest waiting first. */
    async transfers(limit = 200): Promise<AdminCheckout[]> {
      const { rows } = await db.query<CheckoutRow>(
        `${CHECKOUTS} WHERE c.status = 'awaiting_review' AND c.method = 'bank_transfer'
          ORDER BY c.submitted_at NULLS LAST, c.id LIMIT $1`,
        [limit],
      );
      return rows.map(toCheckout);
    },

    /** Payments held for refund and not refunded yet, the oldest first. */
    async held(limit = 200): Promise<AdminCheckout[]> {
      const { rows } = await db.query<CheckoutRow>(
        `${CHECKOUTS} WHERE c.status = 'held_for_refund'
            AND NOT EXISTS (SELECT 1 FROM refunds f WHERE f.checkout_id = c.id)
          ORDER BY c.updated_at, c.id LIMIT $1`,
        [limit],
      );
      return rows.map(toCheckout);
    },

    /** One checkout with its merchant, or null. */
    async checkout(reference: string): Promise<AdminCheckout | null> {
      const { rows } = await db.query<CheckoutRow>(`${CHECKOUTS} WHERE c.reference = $1`, [
        reference,
      ]);
      return rows[0] ? toCheckout(rows[0]) : null;
    },

    /**
     * Succeeded payments, the newest first: `q` matches a reference, a receipt number, the
     * merchant's phone (digits) or name or shop name (any part, any case); `from`/`to` are days in
     * Yangon, both included.
     */
    async search(query: PaymentSearchQuery, limit = 100): Promise<AdminPaymentSummary[]> {
      const q = query.q?.trim() ?? '';
      const { rows } = await db.query<PaymentRow>(
        `${PAYMENTS}
          WHERE p.status = 'succeeded'
            AND ($1 = '' OR c.reference = upper($1) OR p.provider_reference = $1
                 OR r.number = upper($1) OR u.phone LIKE '%' || $1 || '%'
                 OR strpos(lower(m.name), lower($1)) > 0
                 OR strpos(lower(p.shop_name), lower($1)) > 0)
            AND ($2::text IS NULL OR p.method = $2)
            AND ($3::date IS NULL OR (p.created_at AT TIME ZONE 'Asia/Yangon')::date >= $3::date)
            AND ($4::date IS NULL OR (p.created_at AT TIME ZONE 'Asia/Yangon')::date <= $4::date)
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT $5`,
        [q, query.method ?? null, query.from ?? null, query.to ?? null, limit],
      );
      return rows.map(toPayment);
    },

    /** One succeeded payment and its receipt, or null. */
    async payment(
      paymentId: number,
    ): Promise<{ payment: AdminPaymentSummary; receipt: Receipt | null } | null> {
      const { rows } = await db.query<PaymentRow>(
        `${PAYMENTS} WHERE p.id = $1 AND p.status = 'succeeded'`,
        [paymentId],
      );
      const row = rows[0];
      if (!row) return null;
      const found = await db.query<{ number: string; issued_at: unknown; document: unknown }>(
        'SELECT number, issued_at, document FROM receipts WHERE payment_id = $1',
        [paymentId],
      );
      const receipt = found.rows[0];
      const document =
        typeof receipt?.document === 'string' ? JSON.parse(receipt.document) : receipt?.document;
      return {
        payment: toPayment(row),
        receipt: receipt
          ? { number: receipt.number, issued_at: isoTime(receipt.issued_at), ...document }
          : null,
      };
    },
  };
}

export type AdminPaymentRepository = ReturnType<typeof createAdminPaymentRepository>;
