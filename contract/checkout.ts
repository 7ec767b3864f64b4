/**
 * The wire contract of `/payment`, the checkout of the merchant's pending plan order by mobile
 * wallet (a QR code), bank transfer (a slip and/or a transaction id, reviewed by an operator) or
 * card through the payment provider. The server keeps every step, so a tab closed and opened
 * again finds the checkout where it was.
 *
 * A checkout pays one snapshot of the pending order (a payment intent: amount and priced lines
 * as they were when it was made). Its life:
 * - wallet: `pending` (QR shown, until `expires_at`) → `succeeded` | `declined` | `expired`;
 *   'Refresh' makes a new one and the old becomes `voided`;
 * - bank transfer: `pending` (reference shown) → `awaiting_review` (slip or transaction id sent)
 *   → `succeeded` (approved) | `rejected` (with the operator's reason);
 * - card (hosted by the provider): `pending` (redirect) → `succeeded` | `declined` | `expired`;
 * - a success the provider reports after the checkout expired or was voided is credited when the
 *   pending order is still the one paid for; otherwise it is `held_for_refund`.
 *
 * Refusals:
 * - no pending order: 409 `{ message }`;
 * - the pending order changed since the checkout was made: 409 `{ message }` (make a new one);
 * - a method the configured provider does not offer: 422 on `method`;
 * - a bank transfer sent with neither a slip nor a transaction id: 422 on `transaction_id`;
 * - a checkout of another merchant, or none by that reference: 404 `{ message }`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OrderSummary } from './billing';
import { CheckoutMethodSchema, CheckoutStatusSchema, type CheckoutStatus } from './index';

export { CheckoutMethodSchema, CheckoutStatusSchema, DashboardCheckout } from './index';
export type { CheckoutMethod, CheckoutStatus } from './index';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A checkout's reference: on the QR's payment, on the bank transfer, in every callback. */
export const CHECKOUT_REFERENCE_PATTERN = '^MP[0-9A-Z]{10}$';
/** A bank transfer's transaction id as the bank's app shows it. */
export const TRANSACTION_ID_PATTERN = '^[0-9A-Za-z-]{4,40}$';
/**
 * What is wrong with a bank transfer as the merchant sends it, before it is sent: neither a slip
 * nor a transaction id (`missing`), or a transaction id the bank would not have given
 * (`invalid`); null when it may be sent. `transactionId` is as typed (blank counts as none).
 */
export function transferProblem(
  hasSlip: boolean,
  transactionId: string,
): 'missing' | 'invalid' | null {
  const id = transactionId.trim();
  if (!hasSlip && id === '') return 'missing';
  if (id !== '' && !new RegExp(TRANSACTION_ID_PATTERN).test(id)) return 'invalid';
  return null;
}

/** The reason an operator gives when rejecting a transfer. */
export const MAX_REASON_LENGTH = 300;

/** Statuses after which nothing changes but by an operator (a refund). */
export const FINAL_CHECKOUT_STATUSES: readonly CheckoutStatus[] = [
  'succeeded',
  'declined',
  'expired',
  'voided',
  'rejected',
  'held_for_refund',
];

/** One of the platform's bank accounts a transfer may go to (configuration). */
export const BankAccount = Type.Object({
  bank: Type.String(),
  account_name: Type.String(),
  account_number: Type.String(),
  /** Where the account is held (a branch), or null. */
  branch: nullable(Type.String()),
});
export type BankAccount = Static<typeof BankAccount>;

export const Checkout = Type.Object({
  reference: Type.String({ pattern: CHECKOUT_REFERENCE_PATTERN }),
  method: CheckoutMethodSchema,
  status: CheckoutStatusSchema,
  /** What is paid, in minor units (MMK has two decimals on the wire, as the intents). */
  amount_minor: Type.Integer({ minimum: 1 }),
  currency: Type.String(),
  /** The wallet's QR: the EMVCo merchant-presented payload the provider returned, drawn as is. */
  qr_payload: nullable(Type.String()),
  /** When the QR or the hosted checkout stops being payable; null for a bank transfer. */
  expires_at: nullable(DateTime),
  /** The provider's hosted card page to send the merchant to; null otherwise. */
  redirect_url: nullable(Type.String()),
  /** What the merchant sent for a bank transfer; null for other methods. */
  transfer: nullable(
    Type.Object({
      transaction_id: nullable(Type.String()),
      /** True once a slip photo was uploaded (the photo itself is shown to operators only). */
      has_slip: Type.Boolean(),
      submitted_at: nullable(DateTime),
    }),
  ),
  /** Why it was declined or rejected, in the provider's or the operator's words; else null. */
  reason: nullable(Type.String()),
  /** The receipt of a succeeded checkout. */
  receipt_number: nullable(Type.String()),
  created_at: DateTime,
});
export type Checkout = Static<typeof Checkout>;

/** `GET merchant/checkout/:merchantId`: what `/payment` shows for the signed-in merchant. */
export const CheckoutState = Type.Object({
  /** The pending order priced by the server; null when there is none (the page shows a sample). */
  order: nullable(OrderSummary),
  /** The newest checkout of that order, whatever its status; null before the first. */
  checkout: nullable(Checkout),
  /** The methods the configured provider offers, in the page's order. */
  methods: Type.Array(CheckoutMethodSchema),
  /** `direct`: the card form charges here; `hosted`: the card is typed on the provider's page. */
  card_mode: Type.Union([Type.Literal('direct'), Type.Literal('hosted')]),
  bank_accounts: Type.Array(BankAccount),
});
export type CheckoutState = Static<typeof CheckoutState>;

export const CheckoutParams = Type.Object({ merchantId: Id }, { additionalProperties: false });
export type CheckoutParams = Static<typeof CheckoutParams>;

export const CheckoutReferenceParams = Type.Object(
  { merchantId: Id, reference: Type.String({ pattern: CHECKOUT_REFERENCE_PATTERN }) },
  { additionalProperties: false },
);
export type CheckoutReferenceParams = Static<typeof CheckoutReferenceParams>;

/**
 * `POST merchant/checkout/:merchantId` (Idempotency-Key): a new checkout of the pending order by
 * `method`. Any checkout of the merchant still `pending` becomes `voided` (its QR stops being
 * payable at the provider too): this is also what 'Refresh' sends. Answers `Checkout` (201).
 */
export const CreateCheckoutRequest = Type.Object(
  { method: CheckoutMethodSchema },
  { additionalProperties: false },
);
export type CreateCheckoutRequest = Static<typeof CreateCheckoutRequest>;

/**
 * `POST merchant/checkout/:merchantId/:reference/transfer`: multipart/form-data with an optional
 * file in field `slip` (a photo of the transfer slip) and an optional text field
 * `transaction_id`; at least one. The checkout becomes `awaiting_review`. Sending again while
 * awaiting review replaces what was sent. Answers `Checkout`.
 */
export const TransferFields = Type.Object(
  {
    transaction_id: Type.Optional(Type.String({ pattern: TRANSACTION_ID_PATTERN, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type TransferFields = Static<typeof TransferFields>;

/**
 * `POST merchant/checkout/:merchantId/:reference/confirm`: 'Confirm Payment'. The server asks
 * the provider for the payment's status now and answers the `Checkout` as it then is.
 */

/** The live event on the merchant's stream when a checkout changes (`event: payment`). */
export const CheckoutEvent = Type.Object({
  kind: Type.Literal('payment'),
  checkout: Checkout,
});
export type CheckoutEvent = Static<typeof CheckoutEvent>;
