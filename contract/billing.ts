/**
 * The wire contract of paying for plans: the priced summary of the merchant's pending order, the
 * partner code that may discount it, receipts, and the subscription's life as the dashboard shows
 * it. The money rules themselves are the pure functions of `./planPricing`. The server validates
 * with these schemas; the SPA imports only the types.
 *
 * Refusals:
 * - a partner code the server does not know, or one that is switched off, expired or used up:
 *   422 with `data.errors.code`;
 * - a receipt of another merchant, or none by that number: 404 `{ message }`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PlanDurationSchema } from './index';
import { MAX_ADDON_QUANTITY, MAX_PARTNER_PERCENT } from './planPricing';

export { MAX_ADDON_QUANTITY } from './planPricing';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Mmk = Type.Integer({ minimum: 0 });
const DateTime = Type.String({ format: 'date-time' });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ChangeKindSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('renewal'),
  Type.Literal('upgrade'),
  Type.Literal('downgrade'),
]);

/** A partner code's letters and digits as typed (any case; stored and compared upper case). */
export const PARTNER_CODE_PATTERN = '^[A-Za-z0-9-]{3,32}$';

export const PartnerCodeRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type PartnerCodeRequest = Static<typeof PartnerCodeRequest>;

/** The discount a partner code gives: a percentage (1 to 20) or an amount in MMK. */
export const AppliedPartnerCode = Type.Object({
  code: Type.String(),
  percent: nullable(Type.Integer({ minimum: 1, maximum: MAX_PARTNER_PERCENT })),
  amount: nullable(Mmk),
});
export type AppliedPartnerCode = Static<typeof AppliedPartnerCode>;

export const OrderSummaryAddon = Type.Object({
  addon_type_id: Id,
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_ADDON_QUANTITY }),
  /** The list price when the order was made. */
  unit_price: Mmk,
  amount: Mmk,
});
export type OrderSummaryAddon = Static<typeof OrderSummaryAddon>;

/**
 * `merchant/orderSummary/:merchantId`: the pending order priced by the server, every line that
 * makes the total (they add up), and what paying for it does to the current plan. MMK.
 */
export const OrderSummary = Type.Object({
  plan: Type.Object({ id: Id, name: Type.String() }),
  duration_month: PlanDurationSchema,
  currency: Type.Literal('MMK'),
  /** The plan's price for the duration when the order was made. */
  plan_price: Mmk,
  addons: Type.Array(OrderSummaryAddon),
  addons_total: Mmk,
  /** 1 % of the add-ons. */
  feature_discount: Mmk,
  subtotal: Mmk,
  partner_code: nullable(AppliedPartnerCode),
  /**
   * A code applied to the order that no longer gives a discount (switched off, expired, used up):
   * the summary is priced without it.
   */
  partner_code_lapsed: nullable(Type.String()),
  partner_discount: Mmk,
  /** The unused days of the current plan, credited on an upgrade. */
  credit: Mmk,
  credit_days: Type.Integer({ minimum: 0 }),
  /**
   * A downgrade already paid for and waiting, which this order replaces: its price is part of
   * `credit` (the rest is the unused days).
   */
  replaces_scheduled: nullable(Type.Object({ plan: Type.String(), credit: Mmk })),
  taxable: Mmk,
  tax_percent: Type.Integer(),
  tax: Mmk,
  total: Mmk,
  /** What the payment intent must be for: the total in minor units (MMK has two decimals). */
  amount_minor: Type.Integer({ minimum: 0 }),
  change: Type.Object({
    kind: ChangeKindSchema,
    /** When the ordered plan starts (now, or the current plan's end). */
    starts_at: DateTime,
    ends_at: DateTime,
    /** The plan being replaced, extended or followed; null for a new subscription. */
    current_plan: nullable(Type.String()),
  }),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderSummaryResponse = Type.Object({ order: nullable(OrderSummary) });
export type OrderSummaryResponse = Static<typeof OrderSummaryResponse>;

/* -------------------------------- receipts -------------------------------- */

export const RECEIPT_NUMBER_PATTERN = '^R-[0-9]{4}-[0-9]{6,}$';

export const ReceiptParams = Type.Object(
  {
    merchantId: Id,
    number: Type.String({ pattern: RECEIPT_NUMBER_PATTERN, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type ReceiptParams = Static<typeof ReceiptParams>;

/** A line of a receipt. Amounts in minor units of the receipt's currency. */
export const ReceiptLine = Type.Object({
  kind: Type.Union([Type.Literal('plan'), Type.Literal('addon'), Type.Literal('fee')]),
  /** The plan's or add-on's name as sold (English); the fee's description. */
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** The plan's months; null for an add-on or the fee. */
  months: nullable(Type.Integer()),
  amount_minor: Type.Integer({ minimum: 0 }),
});
export type ReceiptLine = Static<typeof ReceiptLine>;

/** `merchant/receipts/:merchantId/:number`: one payment's receipt, as issued (it never changes). */
export const Receipt = Type.Object({
  number: Type.String(),
  issued_at: DateTime,
  currency: Type.String(),
  seller: Type.Object({ name: Type.String(), address: Type.String() }),
  buyer: Type.Object({
    shop_name: Type.String(),
    address: nullable(Type.String()),
    township: Type.String(),
  }),
  lines: Type.Array(ReceiptLine),
  feature_discount_minor: Type.Integer({ minimum: 0 }),
  partner_code: nullable(Type.String()),
  partner_discount_minor: Type.Integer({ minimum: 0 }),
  credit_minor: Type.Integer({ minimum: 0 }),
  credit_days: Type.Integer({ minimum: 0 }),
  /** A paid downgrade the order replaced: its price is part of `credit_minor`. */
  replaced_scheduled: Type.Optional(
    nullable(Type.Object({ plan: Type.String(), credit_minor: Type.Integer({ minimum: 0 }) })),
  ),
  tax_percent: Type.Number(),
  tax_minor: Type.Integer({ minimum: 0 }),
  total_minor: Type.Integer({ minimum: 0 }),
  /** How it was paid: the card's brand and last four, the wallet provider, or the transfer. */
  payment: Type.Union([
    Type.Object({ method: Type.Literal('card'), brand: Type.String(), last4: Type.String() }),
    Type.Object({
      method: Type.Literal('wallet'),
      /** The provider that took the payment (`sandbox`, `dinger`). */
      provider: Type.String(),
      /** The provider's own id of the payment. */
      provider_reference: Type.String(),
    }),
    Type.Object({
      method: Type.Literal('bank_transfer'),
      /** The checkout's reference written on the transfer. */
      reference: Type.String(),
      transaction_id: nullable(Type.String()),
    }),
  ]),
  /** The period the payment bought; null for the shop fee. */
  period: nullable(Type.Object({ kind: ChangeKindSchema, starts_at: DateTime, ends_at: DateTime })),
});
export type Receipt = Static<typeof Receipt>;

/* ---------------------------- the subscription's life ---------------------------- */

export {
  ReminderKindSchema,
  ScheduledChange,
  SubscriptionReminder,
  SubscriptionStateSchema,
} from './index';
