/**
 * The wire contract of the marketplace's second part: customers signing in by phone, their orders
 * and reservations at a shop, the merchant's inbox, and the live events both sides receive
 *. The server validates with these schemas; the SPA imports only the types
 * (`import type`) and the pure rules of `./orderRules`.
 *
 * Refusals carry a `reason` the SPA words in the reader's language:
 * - placing an order: `unavailable` (409, `item_ids` of the items no longer sold), `not_orderable`
 *   (422, a service: it is reserved, not ordered), `shop_closed_to_orders` (403, the plan does
 *   not include orders), `name_required` (409, the customer has not given a name yet);
 * - a transition the state does not allow: 409 `{ message, reason: 'illegal_transition', state }`
 *   with the current state;
 * - a reservation: `closed` (409, a time the place is closed at, with `opens_at`: its next opening
 *   after that time), `outside_hours` (422, open then but not a slot), `slot_full` (409),
 *   `in_the_past` (422), `too_far` (422),
 *   `party_too_large` (422 on `party_size`, with the shop's largest party as `limit`);
 * - one customer's share of a shop: `too_many_open_orders` (409, with `limit`),
 *   `already_reserved` (409: a reservation of theirs holds the slot), `too_many_reservations` (409,
 *   with `limit`: per shop and day), `customer_blocked` (403: the shop blocked them), and 429 with
 *   Retry-After for placing too fast.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN } from './index';
import { OTP_LENGTH } from './otpRules';
import { DeliveryRequest, OrderDelivery, SavedDelivery } from './delivery';
import { ChosenOption, LineOptions } from './options';
import { DATE_PATTERN, ORDER_LIMITS } from './orderRules';

export { ORDER_LIMITS } from './orderRules';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Phone = Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });
const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/* ------------------------------ customers -------------------------- */

/** `customer/sendOtp`: a sign-in code for this phone (the answer is `SendOtpResponse` of ./otp). */
export const CustomerSendOtpRequest = Type.Object(
  { phone: Phone },
  { additionalProperties: false },
);
export type CustomerSendOtpRequest = Static<typeof CustomerSendOtpRequest>;

/** `customer/signIn`: the phone and the code sent to it; answers a customer token. */
export const CustomerSignInRequest = Type.Object(
  { phone: Phone, otp: Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` }) },
  { additionalProperties: false },
);
export type CustomerSignInRequest = Static<typeof CustomerSignInRequest>;

export const Customer = Type.Object({
  id: Id,
  phone: Type.String(),
  /** Null until the customer has given it (asked once, after the first sign-in). */
  name: Type.Union([Type.String(), Type.Null()]),
  /** The address of their last delivery, offered for the next one; absent: none yet. */
  delivery: Type.Optional(SavedDelivery),
});
export type Customer = Static<typeof Customer>;

export const CustomerSignInResponse = Type.Object({
  /** A customer token: accepted only on customer routes. */
  token: Type.String(),
  customer: Customer,
});
export type CustomerSignInResponse = Static<typeof CustomerSignInResponse>;

/** `customer/me`: PUT the customer's name. GET answers `Customer`. */
export const CustomerNameRequest = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: ORDER_LIMITS.customerName }) },
  { additionalProperties: false },
);
export type CustomerNameRequest = Static<typeof CustomerNameRequest>;

/* -------------------------------- orders --------------------------- */

export const OrderState = Type.Union([
  Type.Literal('placed'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
  Type.Literal('ready'),
  /** An order for delivery on its way; it is then completed (delivered). */
  Type.Literal('out_for_delivery'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
]);
export type OrderState = Static<typeof OrderState>;

/** `customer/shops/{slug}/orders` (POST, with an Idempotency-Key). */
export const PlaceOrderRequest = Type.Object(
  {
    /** Null: the shop's own address; otherwise one of its branches. */
    branch_id: Type.Union([Id, Type.Null()]),
    lines: Type.Array(
      Type.Object(
        {
          item_id: Id,
          quantity: Type.Integer({ minimum: 1, maximum: ORDER_LIMITS.quantity }),
          /** The ids of the options chosen on the item (`contract/options.ts`). */
          options: Type.Optional(LineOptions),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: ORDER_LIMITS.lines },
    ),
    note: Type.String({ maxLength: ORDER_LIMITS.note }),
    /** Delivery to one of the townships the shop serves; null or absent: no delivery. */
    delivery: Type.Optional(Type.Union([DeliveryRequest, Type.Null()])),
    /** A menu QR's table number; null for pickup (and for delivery). */
    table: Type.Union([
      Type.String({ minLength: 1, maxLength: ORDER_LIMITS.table, pattern: '^[0-9A-Za-z -]+$' }),
      Type.Null(),
    ]),
    /** A promo code of the shop (`contract/loyalty.ts`); refused with 422 `PromoRefusedBody`. */
    promo_code: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()]),
    ),
    /**
     * An order for later, at a shop that takes them: one of its pickup times (`pickupSlots` in
     * contract/hours.ts), ISO 8601. Null or absent: as soon as the shop can.
     */
    pickup_at: Type.Optional(
      Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type PlaceOrderRequest = Static<typeof PlaceOrderRequest>;

const ShopRef = Type.Object({ slug: Type.String(), name: Type.String() });
const BranchRef = Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()]);
const CustomerRef = Type.Object({
  /** The customer's id, which a shop blocks by; this server always sends it. */
  id: Type.Optional(Id),
  name: Type.String(),
  phone: Type.String(),
});

export const OrderLine = Type.Object({
  /** Null once the item has been deleted from the catalogue. */
  item_id: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  /** The unit price when the order was placed (MMK): the item's and its chosen options'. */
  price: Type.Integer(),
  quantity: Type.Integer(),
  /** The options chosen, as they were when the order was placed (absent: none). */
  options: Type.Optional(Type.Array(ChosenOption, { minItems: 1 })),
});
export type OrderLine = Static<typeof OrderLine>;

/** How a shopper paid an order marked 'Paid': cash, or a transfer from their own wallet. */
export const OrderPaymentMethod = Type.Union([Type.Literal('cash'), Type.Literal('wallet')]);
export type OrderPaymentMethod = Static<typeof OrderPaymentMethod>;

/** `…/orders/{orderId}/paid`: the shop marks the order paid, saying how. */
export const MarkPaidRequest = Type.Object(
  { method: OrderPaymentMethod },
  { additionalProperties: false },
);
export type MarkPaidRequest = Static<typeof MarkPaidRequest>;

export const ShopOrder = Type.Object({
  id: Id,
  /** The shop's own running number (what the counter calls out). */
  number: Type.Integer(),
  shop: ShopRef,
  branch: BranchRef,
  customer: CustomerRef,
  lines: Type.Array(OrderLine),
  /** MMK: the sum of the lines. */
  subtotal: Type.Integer(),
  /** MMK off for a member of the shop (its member discount when the order was placed). */
  member_discount: Type.Integer(),
  /** The promo code applied and the MMK it took off; null when none. */
  promo: Type.Union([Type.Object({ code: Type.String(), discount: Type.Integer() }), Type.Null()]),
  /** MMK, priced by the server: subtotal less the discounts (`discountedTotal`), plus delivery. */
  total: Type.Integer(),
  note: Type.String(),
  table: Type.Union([Type.String(), Type.Null()]),
  state: OrderState,
  /** The shop's reason when it rejected the order. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Paid at the counter or on delivery, as the shop marked it; null: not marked paid. */
  payment: Type.Union([
    Type.Object({ method: OrderPaymentMethod, paid_at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
  /** Where it is delivered and what delivery cost (in `total`); absent: not delivered. */
  delivery: Type.Optional(OrderDelivery),
  /** An order for later: when the shopper collects it; null: as soon as the shop can. */
  pickup_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  placed_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type ShopOrder = Static<typeof ShopOrder>;

/* ----------------------------- reservations ------------------------ */

export const ReservationState = Type.Union([
  Type.Literal('requested'),
  Type.Literal('confirmed'),
  Type.Literal('declined'),
  Type.Literal('completed'),
  Type.Literal('no_show'),
  Type.Literal('cancelled'),
]);
export type ReservationState = Static<typeof ReservationState>;

/** `customer/shops/{slug}/reservations` (POST, with an Idempotency-Key). */
export const ReservationRequest = Type.Object(
  {
    branch_id: Type.Union([Id, Type.Null()]),
    /** A service of the shop; null reserves a table. */
    item_id: Type.Union([Id, Type.Null()]),
    /** Asia/Yangon calendar date, YYYY-MM-DD. */
    date: Type.String({ pattern: DATE_PATTERN }),
    /** The slot's start, HH:MM, on a `SLOT_MINUTES` boundary. */
    time: Type.String({ pattern: TIME_PATTERN }),
    party_size: Type.Integer({ minimum: 1, maximum: ORDER_LIMITS.partySize }),
    note: Type.String({ maxLength: ORDER_LIMITS.note }),
  },
  { additionalProperties: false },
);
export type ReservationRequest = Static<typeof ReservationRequest>;

export const Reservation = Type.Object({
  id: Id,
  shop: ShopRef,
  branch: BranchRef,
  /** The service reserved; null for a table. */
  service: Type.Union([
    Type.Object({ item_id: Type.Union([Id, Type.Null()]), name: Type.String() }),
    Type.Null(),
  ]),
  customer: CustomerRef,
  date: Type.String(),
  time: Type.String(),
  party_size: Type.Integer(),
  note: Type.String(),
  state: ReservationState,
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Reservation = Static<typeof Reservation>;

/* ------------------------------ transitions ------------------------ */

/** What the merchant does to an order (`merchant/store/{merchantId}/orders/{orderId}/{action}`). */
export const MerchantOrderAction = Type.Union([
  Type.Literal('accept'),
  Type.Literal('reject'),
  Type.Literal('ready'),
  /** 'Out for delivery' (an order for delivery only). */
  Type.Literal('dispatch'),
  Type.Literal('complete'),
]);
export type MerchantOrderAction = Static<typeof MerchantOrderAction>;

/** What the merchant does to a reservation. */
export const MerchantReservationAction = Type.Union([
  Type.Literal('confirm'),
  Type.Literal('decline'),
  Type.Literal('complete'),
  Type.Literal('no_show'),
]);
export type MerchantReservationAction = Static<typeof MerchantReservationAction>;

/** The body of a merchant's action: a reason, required to reject or decline. */
export const ActionRequest = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 1, maxLength: ORDER_LIMITS.reason })) },
  { additionalProperties: false },
);
export type ActionRequest = Static<typeof ActionRequest>;

export const OrderActionParams = Type.Object(
  { merchantId: Id, orderId: Id, action: MerchantOrderAction },
  { additionalProperties: false },
);
export type OrderActionParams = Static<typeof OrderActionParams>;

export const ReservationActionParams = Type.Object(
  { merchantId: Id, reservationId: Id, action: MerchantReservationAction },
  { additionalProperties: false },
);
export type ReservationActionParams = Static<typeof ReservationActionParams>;

/** 409 for an action the current state does not allow: the state it is in now. */
export const IllegalTransitionBody = Type.Object({
  message: Type.String(),
  reason: Type.Literal('illegal_transition'),
  state: Type.Union([OrderState, ReservationState]),
});
export type IllegalTransitionBody = Static<typeof IllegalTransitionBody>;

/* -------------------------------- lists ---------------------------- */

/** `customer/orders`: the signed-in customer's orders and reservations, newest first. */
export const CustomerActivity = Type.Object({
  orders: Type.Array(ShopOrder),
  reservations: Type.Array(Reservation),
});
export type CustomerActivity = Static<typeof CustomerActivity>;

/** `merchant/store/{merchantId}/inbox?date=YYYY-MM-DD` (default: today in Asia/Yangon). */
export const InboxQuery = Type.Object(
  { date: Type.Optional(Type.String({ pattern: DATE_PATTERN })) },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuery>;

/**
 * The merchant's inbox: orders placed on the day and reservations for the day, plus every one
 * still waiting for the shop (placed / accepted / ready; requested) whatever its day, newest first.
 * The SPA filters by state and branch.
 */
export const Inbox = Type.Object({
  date: Type.String(),
  /**
   * Every open order (whatever its day, so a flood of new ones never hides an older one), then the
   * day's first page of finished ones; `orders_before` pages on.
   */
  orders: Type.Array(ShopOrder),
  /**
   * Where the next page of the day's finished orders starts (`InboxOrdersQuery`); null or absent:
   * there is none. This server always sends it.
   */
  orders_before: Type.Optional(Type.Union([Id, Type.Null()])),
  reservations: Type.Array(Reservation),
  /** The day's figures. */
  totals: Type.Object({
    orders: Type.Integer(),
    /** MMK of the day's completed orders. */
    completed_amount: Type.Integer(),
    /** MMK of the day's orders marked 'Paid'. */
    paid_amount: Type.Integer(),
    /** MMK of the day's accepted, ready and completed orders not marked 'Paid'. */
    unpaid_amount: Type.Integer(),
    reservations: Type.Integer(),
    /** Guests of the day's confirmed and completed reservations. */
    guests: Type.Integer(),
  }),
});
export type Inbox = Static<typeof Inbox>;

/** `merchant/store/{merchantId}/inbox/orders?date=&before=`: the next page of finished orders. */
export const InboxOrdersQuery = Type.Object(
  { date: Type.Optional(Type.String({ pattern: DATE_PATTERN })), before: Id },
  { additionalProperties: false },
);
export type InboxOrdersQuery = Static<typeof InboxOrdersQuery>;

/** A page of the day's finished orders, newest first, and where the next one starts. */
export const InboxOrdersPage = Type.Object({
  orders: Type.Array(ShopOrder),
  orders_before: Type.Union([Id, Type.Null()]),
});
export type InboxOrdersPage = Static<typeof InboxOrdersPage>;

/* ---------------------------- blocked customers -------------------- */

export const BlockedCustomerParams = Type.Object(
  { merchantId: Id, customerId: Id },
  { additionalProperties: false },
);
export type BlockedCustomerParams = Static<typeof BlockedCustomerParams>;

/** A customer the shop refuses orders and reservations from. */
export const BlockedCustomer = Type.Object({
  customer: Type.Object({ id: Id, name: Type.String(), phone: Type.String() }),
  blocked_at: Type.String({ format: 'date-time' }),
});
export type BlockedCustomer = Static<typeof BlockedCustomer>;

/** `merchant/store/{merchantId}/blocked-customers`: newest block first. */
export const BlockedCustomers = Type.Object({ customers: Type.Array(BlockedCustomer) });
export type BlockedCustomers = Static<typeof BlockedCustomers>;

/* --------------------------------- live ---------------------------- */

/**
 * One change, as a Server-Sent Event: `id:` is the event's position, an opaque string (send it
 * back as `Last-Event-ID` to resume), `event:` is `order` or `reservation`, `data:` this JSON with the
 * record as it now is. Streams: `customer/events` and `merchant/store/{merchantId}/events`.
 */
export type LiveEvent =
  { kind: 'order'; order: ShopOrder } | { kind: 'reservation'; reservation: Reservation };

/* --------------------------------- slots --------------------------- */

/** `customer/shops/{slug}/slots?branch=&date=`: a day's slots and the places left in each. */
export const SlotsQuery = Type.Object(
  { branch: Type.Optional(Id), date: Type.String({ pattern: DATE_PATTERN }) },
  { additionalProperties: false },
);
export type SlotsQuery = Static<typeof SlotsQuery>;

export const SlotsResponse = Type.Object({
  date: Type.String(),
  /** Every slot of the day's opening hours not yet begun, with the reservations it still takes. */
  slots: Type.Array(Type.Object({ time: Type.String(), left: Type.Integer() })),
});
export type SlotsResponse = Static<typeof SlotsResponse>;
