/**
 * The wire contract: the schema and type of every call of the API. The server validates with
 * these schemas; the SPA imports only the types
 * (`import type`), so the two halves cannot disagree silently and the bundle ships no schema code.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CONTACT_LIMITS } from './contact';

/** PostgreSQL's `integer`: a larger id or quantity is a 422, not a database error. */
export const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
/** A path parameter holding a merchant id, as the URL carries it. */
export const MerchantParams = Type.Object(
  { merchantId: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);
export type MerchantParams = Static<typeof MerchantParams>;

/**
 * Headers of every call that needs a token. The server checks the token before validation (so a
 * missing token answers 401, not 422); the schema documents the header and bounds its size.
 * The scheme name is case-insensitive (RFC 7235).
 */
export const AuthHeaders = Type.Object({
  authorization: Type.String({ maxLength: 1024, pattern: '^[Bb][Ee][Aa][Rr][Ee][Rr] +\\S+$' }),
});
export type AuthHeaders = Static<typeof AuthHeaders>;

/* ----------------------------- errors ----------------------------- */

/** Every error except validation: 401, 403, 404, 402, 409, 429, 500. */
export const ErrorBody = Type.Object({ message: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** Validation failure (422): field name to its messages. */
export const ValidationErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  data: Type.Object({ errors: Type.Record(Type.String(), Type.Array(Type.String())) }),
});
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

/* -------------------------- reference data ------------------------- */

export const NamedItem = Type.Object({ id: Id, name: Type.String() });
export type NamedItem = Static<typeof NamedItem>;
/**
 * A district, township or category: `name` in English (the value forms send), `name_my` its
 * Burmese name (null or absent: read `name`). The SPA shows the one of the reader's language.
 */
export const ReferenceItem = Type.Object({
  id: Id,
  name: Type.String(),
  name_my: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type ReferenceItem = Static<typeof ReferenceItem>;
export const District = ReferenceItem;
export type District = ReferenceItem;
export const Township = ReferenceItem;
export type Township = ReferenceItem;
export const Category = ReferenceItem;
export type Category = ReferenceItem;

export const DistrictList = Type.Array(District);
/** `backend/districts/{districtId}/townships`: the townships of one district. */
export const DistrictParams = Type.Object(
  { districtId: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);
export type DistrictParams = Static<typeof DistrictParams>;
export const TownshipList = Type.Array(Township);
export const CategoriesResponse = Type.Object({ categories: Type.Array(Category) });
export type CategoriesResponse = Static<typeof CategoriesResponse>;
/** `backend/categories`: the same categories, public, for the landing page's Category List. */
export const CategoryList = Type.Array(Category);

/** A subscription plan; prices in MMK for the whole period. */
export const Plan = Type.Object({
  id: Id,
  name: Type.String(),
  price_3month: Type.Number(),
  price_6month: Type.Number(),
  price_12month: Type.Number(),
  max_branches: Type.Union([Type.Integer(), Type.Null()]),
  max_users: Type.Union([Type.Integer(), Type.Null()]),
  max_posts_per_month: Type.Union([Type.Integer(), Type.Null()]),
  allow_stamp_card: Type.Boolean(),
  allow_point_collection: Type.Boolean(),
  allow_membership: Type.Boolean(),
});
export type Plan = Static<typeof Plan>;
export const PlanList = Type.Array(Plan);

/** `merchant/getPlans/{id}`: the client always sends 1; the answer is the same plan list for any id. */
export const PlanGroupParams = Type.Object({ id: Id }, { additionalProperties: false });
export type PlanGroupParams = Static<typeof PlanGroupParams>;

/** An add-on that can be bought with a plan; `price_3month` is its list price in MMK. */
export const AddonType = Type.Object({ id: Id, name: Type.String(), price_3month: Type.Number() });
export type AddonType = Static<typeof AddonType>;
export const AddonTypeList = Type.Array(AddonType);

/** A row of the Price Calculator popup. */
export const CalculatorAddon = Type.Object({
  name: Type.String(),
  unit: Type.String(),
  price: Type.Number(),
});
export type CalculatorAddon = Static<typeof CalculatorAddon>;
export const CalculatorAddonList = Type.Array(CalculatorAddon);

/** The calculator's plans answer; the calculator reads none of its fields. */
export const CalculatorPlan = Type.Object({ name: Type.String(), price: Type.Number() });
export type CalculatorPlan = Static<typeof CalculatorPlan>;
export const CalculatorPlanList = Type.Array(CalculatorPlan);

/* ------------------------------ session ---------------------------- */

/** The shop owner as the API returns it. */
export const User = Type.Object({
  userid: Id,
  username: Type.String(),
  name: Type.Optional(Type.String()),
  shopname: Type.String(),
  merchantid: Id,
  phone: Type.String(),
  email: Type.String(),
});
export type User = Static<typeof User>;

export const MerchantUser = Type.Object({
  merchant_id: Id,
  district_merchant_id: Type.Union([Type.String(), Type.Null()]),
});
export type MerchantUser = Static<typeof MerchantUser>;

/** Myanmar phone numbers: local 09… or international +959… / 959…, digits only after that. */
export const PHONE_PATTERN = '^(\\+?95|0)9\\d{7,9}$';

const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const RegisterRequest = Type.Object(
  {
    username: requiredText(100),
    shopname: requiredText(150),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    district_id: Id,
    township_id: Id,
    password: Type.String({ minLength: 8, maxLength: 128 }),
    password_confirmation: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const RegisterResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    token: Type.String(),
    user: User,
    merchant: Type.Object({ name: Type.String(), id: Id }),
  }),
});
export type RegisterResponse = Static<typeof RegisterResponse>;

export const LoginRequest = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 20 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  user: User,
  merchantUser: MerchantUser,
});
export type LoginResponse = Static<typeof LoginResponse>;

/* --------------------------- plan orders --------------------------- */

/** The plan durations the client may order, in months. */
export const PLAN_DURATIONS = [3, 6, 12] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];
/** An enum rather than a union of literals, so that a wrong value gives one plain message. */
export const PlanDurationSchema = Type.Unsafe<PlanDuration>({
  type: 'integer',
  enum: [...PLAN_DURATIONS],
});

/** `merchant/addPlan/{merchantId}`: plan_id is the plan's position + 1. */
export const AddPlanRequest = Type.Object(
  { plan_id: Id, duration_month: PlanDurationSchema },
  { additionalProperties: false },
);
export type AddPlanRequest = Static<typeof AddPlanRequest>;

export const AddPlanResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ merchant_id: Id, plan_id: Id, duration_month: PlanDurationSchema }),
});
export type AddPlanResponse = Static<typeof AddPlanResponse>;

/** `merchant/addAddon/{merchantId}`: one call per selected add-on; remark is 'Added ' + name. */
export const AddAddonRequest = Type.Object(
  {
    addon_type_id: Id,
    /** At most MAX_ADDON_QUANTITY (contract/planPricing.ts). */
    quantity: Type.Integer({ minimum: 1, maximum: 99 }),
    remark: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type AddAddonRequest = Static<typeof AddAddonRequest>;

export const AddAddonResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ addon_type_id: Id, quantity: Type.Integer(), remark: Type.String() }),
});
export type AddAddonResponse = Static<typeof AddAddonResponse>;

/** One add-on line of a pending order. */
export const PendingOrderAddon = Type.Object({
  addon_type_id: Id,
  name: Type.String(),
  quantity: Type.Integer(),
  price_3month: Type.Number(),
});
export type PendingOrderAddon = Static<typeof PendingOrderAddon>;

/** `merchant/pendingOrder/{merchantId}`: what the merchant has ordered and not yet paid. */
export const PendingOrder = Type.Object({
  plan: Plan,
  duration_month: PlanDurationSchema,
  addons: Type.Array(PendingOrderAddon),
});
export type PendingOrder = Static<typeof PendingOrder>;

/* ------------------------- billing and payment ------------------------- */

/** A card number as the client sends it: digits only (the form strips its spaces). */
const CardNumber = Type.String({ pattern: '^[0-9]{12,19}$' });
const ExpiryMonth = Type.Integer({ minimum: 1, maximum: 12 });
const ExpiryYear = Type.Integer({ minimum: 2000, maximum: 2100 });

/** Headers of createPaymentIntent: the token, and an optional key that makes a retry safe. */
export const PaymentIntentHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export type PaymentIntentHeaders = Static<typeof PaymentIntentHeaders>;

/** The shop details that travel with a payment intent and are stored with the payment. */
export const PaymentMetadata = Type.Object(
  { shop_name: requiredText(150), category_id: Id, township: requiredText(100) },
  { additionalProperties: false },
);
export type PaymentMetadata = Static<typeof PaymentMetadata>;

export const PaymentCurrency = Type.Union([Type.Literal('USD'), Type.Literal('MMK')]);
export type PaymentCurrency = Static<typeof PaymentCurrency>;

/** `merchant/createPaymentIntent/{merchantId}`: amount in minor units (total x 100, rounded). */
export const CreatePaymentIntentRequest = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    /** USD for the shop fee alone; MMK for a pending plan order (its summary's amount_minor). */
    currency: PaymentCurrency,
    description: Type.Optional(Type.String({ maxLength: 255 })),
    metadata: PaymentMetadata,
  },
  { additionalProperties: false },
);
export type CreatePaymentIntentRequest = Static<typeof CreatePaymentIntentRequest>;

export const PaymentIntentStatus = Type.Union([
  Type.Literal('requires_payment_method'),
  Type.Literal('succeeded'),
]);
export type PaymentIntentStatus = Static<typeof PaymentIntentStatus>;

export const PaymentIntent = Type.Object({
  id: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  status: PaymentIntentStatus,
});
export type PaymentIntent = Static<typeof PaymentIntent>;

/**
 * `merchant/processPayment/{merchantId}`: the card goes to the gateway and is never stored whole;
 * the CVC is never stored at all. `amount` is the decimal total (104.9895 or 104.99).
 */
export const ProcessPaymentRequest = Type.Object(
  {
    payment_intent_id: Type.String({ minLength: 1, maxLength: 64 }),
    card_number: CardNumber,
    card_holder_name: requiredText(100),
    expired_month: ExpiryMonth,
    expired_year: ExpiryYear,
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
    amount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_INT }),
    currency: PaymentCurrency,
  },
  { additionalProperties: false },
);
export type ProcessPaymentRequest = Static<typeof ProcessPaymentRequest>;

export const PaymentStatus = Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** A payment as stored: amount in minor units (cents), the card as brand and last four only. */
export const Payment = Type.Object({
  id: Id,
  payment_intent_id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  amount: Type.Integer(),
  currency: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  exp_month: Type.Integer(),
  exp_year: Type.Integer(),
  status: PaymentStatus,
  shop_name: Type.String(),
  category_id: Id,
  township: Type.String(),
});
export type Payment = Static<typeof Payment>;

export const ProcessPaymentResponse = Type.Object({
  success: Type.Literal(true),
  payment: Payment,
});
export type ProcessPaymentResponse = Static<typeof ProcessPaymentResponse>;

/** `merchant/addBillingInformation/{merchantId}`: the shop registration form. */
export const BillingInformationRequest = Type.Object(
  {
    shop_name: requiredText(150),
    address: requiredText(500),
    township: requiredText(100),
    category_id: Id,
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  },
  { additionalProperties: false },
);
export type BillingInformationRequest = Static<typeof BillingInformationRequest>;

export const BillingInformationResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    shop_name: Type.String(),
    address: Type.String(),
    township: Type.String(),
    category_id: Id,
    phone: Type.String(),
    email: Type.String(),
  }),
});
export type BillingInformationResponse = Static<typeof BillingInformationResponse>;

/**
 * `merchant/addCardInformation/{merchantId}`: kept as brand, last four and expiry. A CVC may come
 * with the card, as card forms send it; it is checked for shape and never stored.
 */
export const CardInformationRequest = Type.Object(
  {
    card_number: CardNumber,
    card_holder_name: requiredText(100),
    expired_month: ExpiryMonth,
    expired_year: ExpiryYear,
    cvc: Type.Optional(Type.String({ pattern: '^[0-9]{3,4}$' })),
  },
  { additionalProperties: false },
);
export type CardInformationRequest = Static<typeof CardInformationRequest>;

export const CardInformationResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    id: Id,
    brand: Type.String(),
    last4: Type.String(),
    exp_month: Type.Integer(),
    exp_year: Type.Integer(),
  }),
});
export type CardInformationResponse = Static<typeof CardInformationResponse>;

export const SubscriptionStateSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('grace'),
  Type.Literal('expired'),
]);
export type SubscriptionStateName = Static<typeof SubscriptionStateSchema>;

/** A downgrade paid for and waiting for the current plan to end. */
export const ScheduledChange = Type.Object({
  plan_name: Type.String(),
  duration_month: PlanDurationSchema,
  starts_at: Type.String({ format: 'date-time' }),
});
export type ScheduledChange = Static<typeof ScheduledChange>;

export const ReminderKindSchema = Type.Union([
  Type.Literal('days7'),
  Type.Literal('days1'),
  Type.Literal('ended'),
]);

/** A reminder that the plan ends, as sent by SMS (the dashboard shows the same). */
export const SubscriptionReminder = Type.Object({
  kind: ReminderKindSchema,
  /** The end date it reminded of. */
  ends_at: Type.String({ format: 'date-time' }),
  sent_at: Type.String({ format: 'date-time' }),
  text: Type.String(),
});
export type SubscriptionReminder = Static<typeof SubscriptionReminder>;

/** `merchant/dashboard/{merchantId}`: the merchant's subscription, its add-ons and payments. */
export const DashboardSubscription = Type.Object({
  plan: Plan,
  duration_month: PlanDurationSchema,
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  /** Listed and entitled until then: the end plus the grace days. */
  grace_ends_at: Type.String({ format: 'date-time' }),
  /** `active` until the end, `grace` (still listed, told to renew) until grace_ends_at, then `expired`. */
  status: SubscriptionStateSchema,
  /** A downgrade paid for, starting when this plan ends. */
  scheduled: Type.Union([ScheduledChange, Type.Null()]),
});
export type DashboardSubscription = Static<typeof DashboardSubscription>;

export const DashboardAddon = Type.Object({
  name: Type.String(),
  quantity: Type.Integer(),
  price_3month: Type.Number(),
});
export type DashboardAddon = Static<typeof DashboardAddon>;

/** A payment as the dashboard lists it; amount in minor units, as the intent's. */
export const DashboardPayment = Type.Object({
  id: Id,
  created_at: Type.String({ format: 'date-time' }),
  amount: Type.Integer(),
  currency: Type.String(),
  /** How it was paid; a card's brand and last four, null for a wallet or a transfer. */
  method: Type.Union([Type.Literal('card'), Type.Literal('wallet'), Type.Literal('bank_transfer')]),
  brand: Type.Union([Type.String(), Type.Null()]),
  last4: Type.Union([Type.String(), Type.Null()]),
  status: PaymentStatus,
  /** The receipt of a successful payment (`R-2026-000001`); null for a failed one. */
  receipt_number: Type.Union([Type.String(), Type.Null()]),
});
export type DashboardPayment = Static<typeof DashboardPayment>;

/* A checkout's method and status (contract/checkout.ts has the rest of `/payment`). */
export const CheckoutMethodSchema = Type.Union([
  Type.Literal('wallet'),
  Type.Literal('bank_transfer'),
  Type.Literal('card'),
]);
export type CheckoutMethod = Static<typeof CheckoutMethodSchema>;

export const CheckoutStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('awaiting_review'),
  Type.Literal('succeeded'),
  Type.Literal('declined'),
  Type.Literal('expired'),
  Type.Literal('voided'),
  Type.Literal('rejected'),
  Type.Literal('held_for_refund'),
]);
export type CheckoutStatus = Static<typeof CheckoutStatusSchema>;

/**
 * The checkout the merchant's dashboard shows (`checkout` of `merchant/dashboard`): the newest
 * bank transfer awaiting review or rejected, or a payment held for refund; else null.
 */
export const DashboardCheckout = Type.Object({
  reference: Type.String(),
  method: CheckoutMethodSchema,
  status: CheckoutStatusSchema,
  reason: Type.Union([Type.String(), Type.Null()]),
  amount_minor: Type.Integer(),
  submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type DashboardCheckout = Static<typeof DashboardCheckout>;

/** Where the shop stands on its way to being listed, as the server's records have it. */
export const DashboardSetup = Type.Object({
  /** A plan chosen on /price and not paid yet (/billing charges it). */
  plan_ordered: Type.Boolean(),
  /** A plan in force: active, or ended and still in its grace days. */
  plan_in_force: Type.Boolean(),
  /** The store's profile has been saved (the store exists). */
  profile_saved: Type.Boolean(),
  /** Catalogue items (products, services, menu items). */
  item_count: Type.Integer({ minimum: 0 }),
  published: Type.Boolean(),
  /** The store page's slug, once the profile is saved. */
  slug: Type.Union([Type.String(), Type.Null()]),
});
export type DashboardSetup = Static<typeof DashboardSetup>;

/** The shop's day so far (its calendar day in Asia/Yangon). */
export const DashboardToday = Type.Object({
  /** YYYY-MM-DD, in Asia/Yangon. */
  date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** Orders placed today, whatever their state. */
  orders: Type.Integer({ minimum: 0 }),
  /** Whole kyat: the totals of today's orders the shop accepted (accepted, ready or completed). */
  sales: Type.Integer({ minimum: 0 }),
  /** Reservations for today, neither declined nor cancelled. */
  reservations: Type.Integer({ minimum: 0 }),
});
export type DashboardToday = Static<typeof DashboardToday>;

/**
 * `merchant/shopDetails/{merchantId}`: what the merchant has told about the shop, each field from
 * the latest place it was given (the store's profile, then the billing details, then the
 * registration); null where it was never given.
 */
export const ShopDetails = Type.Object({
  shop_name: Type.String(),
  district_id: Type.Union([Id, Type.Null()]),
  township_id: Type.Union([Id, Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  category_id: Type.Union([Id, Type.Null()]),
  phone: Type.String(),
  email: Type.String(),
  /** The store page's address (/shops/{slug}) once the profile is saved, else null. */
  slug: Type.Union([Type.String(), Type.Null()]),
});
export type ShopDetails = Static<typeof ShopDetails>;

export const DashboardResponse = Type.Object({
  subscription: Type.Union([DashboardSubscription, Type.Null()]),
  addons: Type.Array(DashboardAddon),
  payments: Type.Array(DashboardPayment),
  /** The reminders sent that the plan ends, newest first. */
  reminders: Type.Array(SubscriptionReminder),
  /** The merchant's phone, and when a one-time code last proved it (null: not verified). */
  phone: Type.String(),
  phone_verified_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  setup: DashboardSetup,
  today: DashboardToday,
  /** A bank transfer awaiting review or rejected, or a payment held for refund; else null. */
  checkout: Type.Union([DashboardCheckout, Type.Null()]),
  /**
   * Present only while an operator has suspended the shop: unlisted, with the reason the
   * merchant is shown (contract/moderation.ts).
   */
  suspension: Type.Optional(
    Type.Object({ suspended_at: Type.String({ format: 'date-time' }), reason: Type.String() }),
  ),
  /**
   * Present (true) only when this instance runs the SMS or card sandbox in production, allowed
   * for a public demo: the dashboard warns that nothing is charged and codes are shown on screen.
   */
  sandbox: Type.Optional(Type.Literal(true)),
});
export type DashboardResponse = Static<typeof DashboardResponse>;

/* ------------------------------ contact ---------------------------- */

/** `backend/contact` (public): the landing page's Contact Us form. Blank text counts as missing. */
export const ContactRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.nameMax, pattern: '\\S' }),
    email: Type.String({ minLength: 3, maxLength: CONTACT_LIMITS.emailMax, format: 'email' }),
    message: Type.String({
      minLength: CONTACT_LIMITS.messageMin,
      maxLength: CONTACT_LIMITS.messageMax,
      pattern: '\\S',
    }),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;

/** 201: the message is stored. */
export const ContactResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ id: Id }),
});
export type ContactResponse = Static<typeof ContactResponse>;

export { CONTACT_LIMITS, CONTACT_EMAIL_PATTERN } from './contact';
export { apiPaths } from './apiPaths';
export { NOT_OWN_MERCHANT, TOKEN_NOT_VALID } from './messages';

/** Success and error responses of a route, keyed by status, for Fastify's `schema.response`. */
export function responses<T extends TSchema>(
  ok: T,
  ...errors: Array<401 | 403 | 404 | 409 | 422 | 429>
) {
  const out: Record<number, TSchema> = { 200: ok };
  for (const code of errors) out[code] = code === 422 ? ValidationErrorBody : ErrorBody;
  return out;
}
