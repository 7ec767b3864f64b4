/**
 * What the order and reservation routes of both sides share: the answers' schemas, the refusal
 * of a transition, and the count of a customer's placements.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { ErrorBody, ValidationErrorBody } from '@contract';
import { orderingWindow, pickupSlots, yangonClock } from '@contract/hours';
import { PromoRefusedBody } from '@contract/loyalty';
import { optionName } from '@contract/optionRules';
import { OptionProblem } from '@contract/options';
import type { PromoRefusal } from '@contract/loyaltyRules';
import type { IllegalTransitionBody } from '@contract/orders';
import type { CustomerLimitsConfig } from '../../../config';
import { MESSAGES, type Messages } from '../../../i18n';
import type { Repositories } from '../../../plugins/app/repositories';
import type { Hit, RateLimitRepository } from '../../../repositories/rateLimits';
import type { PricingRefusal } from '../../../repositories/orderPricing';
import type { OrderingShop, PlacementSchedule } from '../../../repositories/shopOrders';
import { validationBody } from '../../../validation';

const ItemIds = Type.Array(Type.Integer());

/**
 * 409: `unavailable` (with the items), `name_required`, `illegal_transition` (with the state),
 * `too_many_open_orders` (with the `limit`), `closed` (with `opens_at`), `busy` (with `busy_until`).
 */
export const OrderConflictBody = Type.Object({
  message: Type.String(),
  reason: Type.Union([
    Type.Literal('unavailable'),
    Type.Literal('name_required'),
    Type.Literal('illegal_transition'),
    Type.Literal('too_many_open_orders'),
    Type.Literal('closed'),
    Type.Literal('busy'),
    Type.Literal('already_paid'),
  ]),
  item_ids: Type.Optional(ItemIds),
  state: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer()),
  /** `closed`: when the branch opens next (ISO 8601); null when it has no hours. */
  opens_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** `busy`: when the pause ends (ISO 8601). */
  busy_until: Type.Optional(Type.String()),
  /** `closed`: the shop takes orders for later (for one of its pickup times). */
  orders_for_later: Type.Optional(Type.Boolean()),
});

/**
 * 422: the validation shape; `not_orderable` names the services; a refused promo code is
 * `PromoRefusedBody` (`contract/loyalty.ts`), with `min_total` for `promo_min_total`.
 */
export const OrderValidationBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Optional(
      Type.Union([
        Type.Literal('not_orderable'),
        Type.Literal('options'),
        Type.Literal('delivery_unserved'),
        Type.Literal('delivery_minimum'),
        PromoRefusedBody.properties.reason,
      ]),
    ),
    item_ids: Type.Optional(ItemIds),
    /** `options`: the line's item, its group broken (null: an option it does not have) and how. */
    item_id: Type.Optional(Type.Integer()),
    group_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    problem: Type.Optional(OptionProblem),
    min_total: Type.Optional(Type.Integer()),
  }),
]);

/** 403 of a shop whose plan does not include orders, or that has blocked the customer. */
export const ShopClosedBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(
    Type.Union([Type.Literal('shop_closed_to_orders'), Type.Literal('customer_blocked')]),
  ),
});

/** The refusals of pricing a basket at a shop (placing and quoting), by status. */
export const PricingAnswers = {
  401: ErrorBody,
  403: ShopClosedBody,
  404: ErrorBody,
  409: OrderConflictBody,
  422: OrderValidationBody,
};

/** The shop of `customer/shops/{slug}/…`. */
export const SlugParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/**
 * The listed shop at `slug` when its plan includes orders (placing and quoting); otherwise the
 * answer is sent (404 `shopNotFound`, 403 `shop_closed_to_orders`) and the result is null: the
 * route then returns `reply`. One query: the shop comes with its plan's entitlements.
 */
export async function shopTakingOrders(
  { shopOrders }: Pick<Repositories, 'shopOrders'>,
  slug: string,
  reply: FastifyReply,
  m: Messages,
): Promise<OrderingShop | null> {
  return takingOrders(await shopOrders.listedShop(slug), reply, m);
}

/** `shopTakingOrders` of a listed shop already read (null: none at the slug). */
export function takingOrders(
  shop: OrderingShop | null,
  reply: FastifyReply,
  m: Messages,
): OrderingShop | null {
  if (!shop) {
    void reply.code(404).send({ message: m.shopNotFound });
    return null;
  }
  if (!shop.entitlements.orders) {
    void reply
      .code(403)
      .send({ message: m.featureNotIncluded, reason: 'shop_closed_to_orders' as const });
    return null;
  }
  return shop;
}

/**
 * Counts one placement (an order or a reservation) of the customer, in the database so that every
 * API process shares the count: false, with 429 and Retry-After sent, once the window's are used.
 * Per customer rather than per token: signing in again gives a new token, not a new allowance.
 */
export async function placementAllowed(
  counters: RateLimitRepository,
  limits: CustomerLimitsConfig,
  customerId: number,
  reply: FastifyReply,
  m: Messages,
): Promise<boolean> {
  const hit = await counters.hit(placementKey(customerId), limits.placementWindowSeconds);
  return placementCounted(hit, limits, reply, m);
}

/** The rate limiter's key of a customer's placements (`placementAllowed`). */
export const placementKey = (customerId: number) => `placements:customer:${customerId}`;

/** `placementAllowed` of a placement counted already (`hit`, under `placementKey`). */
export function placementCounted(
  hit: Hit,
  limits: CustomerLimitsConfig,
  reply: FastifyReply,
  m: Messages,
): boolean {
  if (hit.hits <= limits.placementsPerWindow) return true;
  void reply
    .code(429)
    .header('Retry-After', String(hit.retryAfterSeconds))
    .send({ message: m.tooManyPlacements(hit.retryAfterSeconds) });
  return false;
}

/** 403 `customer_blocked`: the shop has blocked the customer (neutral words, nothing more). */
export function customerBlocked(reply: FastifyReply, m: Messages) {
  return reply.code(403).send({ message: m.customerBlocked, reason: 'customer_blocked' as const });
}

/**
 * 409 `IllegalTransitionBody`: the action does not apply to the state the order or reservation is
 * in now; `message` is the request's words for it (`illegalTransition`, `reservationIllegal`).
 */
export function illegalTransition(
  reply: FastifyReply,
  message: string,
  state: IllegalTransitionBody['state'],
) {
  return reply.code(409).send({ message, reason: 'illegal_transition' as const, state });
}

/**
 * The reason a customer is told. A code that does not exist, is switched off, has expired or has
 * not started yet is one answer: telling them apart would let a guesser find a real code (one
 * that starts next week) among the misses. Used up, used up by this customer and a basket below
 * the least total keep their words: those answer only a code the customer already holds.
 */
function toldReason(reason: PromoRefusal): PromoRefusedBody['reason'] {
  return reason === 'promo_not_started' || reason === 'promo_expired' ? 'promo_unknown' : reason;
}

/** The words of a promo code's refusal. */
function promoWords(m: Messages, reason: PromoRefusedBody['reason'], minTotal: number): string {
  switch (reason) {
    case 'promo_unknown':
      return m.promoUnknown;
    case 'promo_used_up':
      return m.promoUsedUp;
    case 'promo_customer_used_up':
      return m.promoCustomerUsedUp;
    case 'promo_min_total':
      return m.promoMinTotal(minTotal);
  }
}

/**
 * The answer to a basket that cannot be priced: 409 `unavailable` with the items no longer sold,
 * 422 `not_orderable` with the services, 422 on `lines` for a total larger than an order holds,
 * 422 `PromoRefusedBody` with the code's reason.
 */
export function pricingRefused(reply: FastifyReply, m: Messages, refusal: PricingRefusal) {
  switch (refusal.kind) {
    case 'unavailable':
      return reply.code(409).send({
        message: m.itemsUnavailable(refusal.names),
        reason: 'unavailable' as const,
        item_ids: refusal.itemIds,
      });
    case 'notOrderable':
      return reply.code(422).send({
        ...validationBody(m, { lines: [m.notOrderable] }),
        reason: 'not_orderable' as const,
        item_ids: refusal.itemIds,
      });
    case 'tooLarge':
      return reply.code(422).send(validationBody(m, { lines: [m.orderTotalTooLarge] }));
    case 'options': {
      const { group, itemName } = refusal;
      const groupName = group && optionName(group, m === MESSAGES.my ? 'my' : 'en');
      const message =
        group === null || groupName === null
          ? m.optionUnknown(itemName)
          : refusal.problem === 'too_many'
            ? m.optionsTooMany(itemName, groupName, group.max)
            : m.optionsTooFew(itemName, groupName, group.min);
      return reply.code(422).send({
        ...validationBody(m, { lines: [message] }),
        reason: 'options' as const,
        item_id: refusal.itemId,
        group_id: group?.id ?? null,
        problem: refusal.problem,
      });
    }
    case 'promoRefused': {
      const reason = toldReason(refusal.reason);
      return reply.code(422).send({
        ...validationBody(m, { promo_code: [promoWords(m, reason, refusal.minTotal)] }),
        reason,
        ...(reason === 'promo_min_total' ? { min_total: refusal.minTotal } : {}),
      });
    }
  }
}

/**
 * Whether the branch ordered from (or the shop) takes this order, by its hours, its 'Busy' pause
 * and whether it takes orders for later, read with the placement (`schedule`, null: a branch that
 * is not the shop's, which the placement refuses itself). An order for later (`pickupAt`) needs a
 * shop that takes them and one of its pickup times (422 on `pickup_at` otherwise); it is taken
 * while the shop is closed or busy. An order for now is refused outside the hours (409 `closed`,
 * saying when it opens next in the shop's words, and whether it takes orders for later) or during
 * a pause (409 `busy`, until when). False: the refusal is sent.
 */
export function openForOrders(
  schedule: PlacementSchedule | null,
  pickupAt: string | null,
  reply: FastifyReply,
  m: Messages,
): boolean {
  if (schedule === null) return true;
  const now = new Date(schedule.now);
  if (pickupAt !== null) {
    const refusal = !schedule.later
      ? m.noOrdersForLater
      : pickupSlots(schedule.hours, now).includes(new Date(pickupAt).toISOString())
        ? null
        : m.pickupTimeInvalid;
    if (refusal === null) return true;
    void reply.code(422).send(validationBody(m, { pickup_at: [refusal] }));
    return false;
  }
  const window = orderingWindow(schedule.hours, schedule.busy_until, now);
  switch (window.state) {
    case 'open':
      return true;
    case 'closed': {
      const next = window.next;
      void reply.code(409).send({
        message: m.closedNow(
          next && { ahead: next.ahead, day: m.weekdays[next.weekday - 1] ?? '', time: next.opens },
        ),
        reason: 'closed' as const,
        opens_at: next?.at ?? null,
        orders_for_later: schedule.later,
      });
      return false;
    }
    case 'busy':
      void reply.code(409).send({
        message: m.busyNow(yangonClock(new Date(window.until))),
        reason: 'busy' as const,
        busy_until: window.until,
      });
      return false;
  }
}
