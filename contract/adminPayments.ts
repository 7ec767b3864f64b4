/**
 * The back office's payments (`/admin/payments`): bank transfers awaiting review, wallet payments
 * held for refund, the payments with their receipts and refunds, and credit notes.
 *
 * - `admin/transfers` (GET): the transfers awaiting review; `…/:reference/slip` the slip's image;
 *   `…/approve` (POST, no body) and `…/reject` (POST `{reason}`): the checkout as it then is.
 * - `admin/held` (GET): the payments held for refund not yet refunded; `…/:reference/refund`
 *   (POST `{reason}`, Idempotency-Key): refunded in full through the provider that took it.
 * - `admin/payments` (GET, search), `admin/payments/:paymentId` (GET, with receipt and refunds),
 *   `…/refunds` (POST `{amount_minor, reason}`, Idempotency-Key): a full or partial refund, never
 *   more than what is left of the payment.
 * - `admin/credit-notes/:number` (GET): one credit note.
 *
 * Refusals: an unknown transfer, payment or credit note 404; a transfer no longer awaiting review,
 * a held payment refunded before, more than what is left, a provider that refuses 409 `{message}`;
 * the provider unreachable 503.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Receipt, ReceiptLine } from './billing';
import { CHECKOUT_REFERENCE_PATTERN, MAX_REASON_LENGTH } from './checkout';
import { CheckoutMethodSchema, CheckoutStatusSchema } from './index';

const MAX_INT = 2_147_483_647;
const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The longest reason of a refund (the database's limit). */
export const MAX_REFUND_REASON_LENGTH = 500;

export const ReferenceParams = Type.Object(
  { reference: Type.String({ pattern: CHECKOUT_REFERENCE_PATTERN }) },
  { additionalProperties: false },
);
export type ReferenceParams = Static<typeof ReferenceParams>;

export const PaymentIdParams = Type.Object(
  { paymentId: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);
export type PaymentIdParams = Static<typeof PaymentIdParams>;

export const CreditNoteParams = Type.Object(
  { number: Type.String({ pattern: '^C-[0-9]{4}-[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type CreditNoteParams = Static<typeof CreditNoteParams>;

/** Who paid and how: the same in the checkouts' and the payments' lists. */
const paidBy = {
  merchant_id: Type.Integer(),
  merchant_name: Type.String(),
  merchant_phone: Type.String(),
  shop_name: Type.String(),
  method: CheckoutMethodSchema,
  provider: nullable(Type.String()),
};

/** A checkout as the operator reviews it (a transfer awaiting review, a payment held). */
export const AdminCheckout = Type.Object(
  {
    reference: Type.String(),
    ...paidBy,
    status: CheckoutStatusSchema,
    amount_minor: Type.Integer(),
    currency: Type.String(),
    transaction_id: nullable(Type.String()),
    has_slip: Type.Boolean(),
    submitted_at: nullable(DateTime),
    reason: nullable(Type.String()),
    updated_at: DateTime,
  },
  { additionalProperties: false },
);
export type AdminCheckout = Static<typeof AdminCheckout>;

export const AdminCheckoutList = Type.Object(
  { checkouts: Type.Array(AdminCheckout) },
  { additionalProperties: false },
);
export type AdminCheckoutList = Static<typeof AdminCheckoutList>;

/** Rejecting a transfer: the reason the merchant is shown. */
export const RejectTransferRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MAX_REASON_LENGTH }) },
  { additionalProperties: false },
);
export type RejectTransferRequest = Static<typeof RejectTransferRequest>;

/** Refunding a held payment in full. */
export const HeldRefundRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MAX_REFUND_REASON_LENGTH }) },
  { additionalProperties: false },
);
export type HeldRefundRequest = Static<typeof HeldRefundRequest>;

/** Refunding a payment, wholly or in part (minor units: MMK times 100). */
export const RefundRequest = Type.Object(
  {
    amount_minor: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    reason: Type.String({ minLength: 1, maxLength: MAX_REFUND_REASON_LENGTH }),
  },
  { additionalProperties: false },
);
export type RefundRequest = Static<typeof RefundRequest>;

/** The payments' search: every filter optional, ANDed. `from`/`to` are dates (YYYY-MM-DD). */
export const PaymentSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    method: Type.Optional(CheckoutMethodSchema),
    from: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  },
  { additionalProperties: false },
);
export type PaymentSearchQuery = Static<typeof PaymentSearchQuery>;

/** One succeeded payment in the operator's list. */
export const AdminPaymentSummary = Type.Object(
  {
    id: Type.Integer(),
    ...paidBy,
    /** The checkout's reference when it was paid through one, else the provider's own id. */
    reference: nullable(Type.String()),
    amount_minor: Type.Integer(),
    refunded_minor: Type.Integer(),
    currency: Type.String(),
    receipt_number: nullable(Type.String()),
    created_at: DateTime,
  },
  { additionalProperties: false },
);
export type AdminPaymentSummary = Static<typeof AdminPaymentSummary>;

export const AdminPaymentList = Type.Object(
  { payments: Type.Array(AdminPaymentSummary) },
  { additionalProperties: false },
);
export type AdminPaymentList = Static<typeof AdminPaymentList>;

/** A credit note: the receipt's lines reversed (negative amounts), for the refunded share. */
export const CreditNote = Type.Object(
  {
    number: Type.String(),
    issued_at: DateTime,
    currency: Type.String(),
    /** The receipt it reverses; null for a payment held for refund (it never had one). */
    receipt_number: nullable(Type.String()),
    /** The checkout of a payment held for refund, else null. */
    checkout_reference: nullable(Type.String()),
    reason: Type.String(),
    seller: Type.Object({ name: Type.String(), address: Type.String() }),
    buyer: Type.Object({
      shop_name: Type.String(),
      address: nullable(Type.String()),
      township: Type.String(),
    }),
    /** Whole: every line and the tax reversed; else a proportional share of each. */
    full: Type.Boolean(),
    lines: Type.Array(
      Type.Object({
        kind: ReceiptLine.properties.kind,
        name: Type.String(),
        quantity: Type.Integer(),
        months: nullable(Type.Integer()),
        amount_minor: Type.Integer({ maximum: 0 }),
      }),
    ),
    tax_percent: Type.Number(),
    tax_minor: Type.Integer({ maximum: 0 }),
    total_minor: Type.Integer({ maximum: 0 }),
  },
  { additionalProperties: false },
);
export type CreditNote = Static<typeof CreditNote>;

/** A refund as recorded, with its credit note's number. */
export const AdminRefund = Type.Object(
  {
    id: Type.Integer(),
    payment_id: nullable(Type.Integer()),
    checkout_reference: nullable(Type.String()),
    merchant_id: Type.Integer(),
    amount_minor: Type.Integer(),
    currency: Type.String(),
    reason: Type.String(),
    /** The provider that paid it back; null: recorded (a bank transfer, a card of the built-in gateway). */
    provider: nullable(Type.String()),
    provider_reference: nullable(Type.String()),
    credit_note_number: Type.String(),
    created_at: DateTime,
  },
  { additionalProperties: false },
);
export type AdminRefund = Static<typeof AdminRefund>;

/** What a refund call answers: the refund and its credit note. */
export const RefundAnswer = Type.Object(
  { refund: AdminRefund, credit_note: CreditNote },
  { additionalProperties: false },
);
export type RefundAnswer = Static<typeof RefundAnswer>;

/** One payment with its receipt and its refunds. */
export const AdminPaymentDetail = Type.Object(
  {
    payment: AdminPaymentSummary,
    receipt: nullable(Receipt),
    refunds: Type.Array(AdminRefund),
  },
  { additionalProperties: false },
);
export type AdminPaymentDetail = Static<typeof AdminPaymentDetail>;

/**
 * Pure: a refund of `refundMinor` of a receipt's lines, reversed. A full refund negates every
 * line and the tax; a partial one reverses each line's and the tax's proportional share, rounded
 * down, with what rounding left over given to the largest parts first, so that the parts add up
 * exactly to the refund.
 */
export function reversedLines(
  receipt: Pick<Receipt, 'lines' | 'tax_minor' | 'total_minor'>,
  refundMinor: number,
): { lines: Array<Receipt['lines'][number]>; taxMinor: number } {
  // The lines and the tax add up to the total unless a discount or a credit took part of it:
  // then each part's share of the total is reversed, so that the note adds up to what was paid.
  const parts = [...receipt.lines.map((line) => line.amount_minor), receipt.tax_minor];
  return spread(receipt, parts, Math.min(refundMinor, receipt.total_minor));
}

/** Shares `amount` among `parts` in proportion (largest remainders), as negative amounts. */
function spread(
  receipt: Pick<Receipt, 'lines'>,
  parts: number[],
  amount: number,
): { lines: Array<Receipt['lines'][number]>; taxMinor: number } {
  const sum = parts.reduce((a, b) => a + b, 0);
  const shares =
    sum === 0 ? parts.map(() => 0) : parts.map((part) => Math.floor((part * amount) / sum));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = parts
    .map((part, index) => ({ index, rest: sum === 0 ? 0 : (part * amount) % sum, part }))
    .sort((a, b) => b.rest - a.rest || b.part - a.part || a.index - b.index);
  for (let i = 0; left > 0; i = (i + 1) % order.length) {
    const at = order[i]!.index;
    shares[at] = (shares[at] ?? 0) + 1;
    left -= 1;
  }
  return {
    lines: receipt.lines.map((line, index) => ({
      ...line,
      amount_minor: -(shares[index] ?? 0),
    })),
    taxMinor: -(shares[parts.length - 1] ?? 0),
  };
}
