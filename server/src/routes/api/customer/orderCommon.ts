/**
 * What the order and reservation routes of both sides share: the answers' schemas and the refusal
 * of a transition.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { ErrorBody, ValidationErrorBody } from '@contract';
import { PromoRefusedBody } from '@contract/loyalty';
import type { PromoRefusal } from '@contract/loyaltyRules';
import type { IllegalTransitionBody } from '@contract/orders';
import type { Messages } from '../../../i18n';
import type { Repositories } from '../../../plugins/app/repositories';
import type { OrderingShop } from '../../../repositories/shopOrders';
import { validationBody } from '../../../validation';

const ItemIds = Type.Array(Type.Integer());

/** 409: `unavailable` (with the items), `name_required`, `illegal_transition` (with the state). */
export const OrderConflictBody = Type.Object({
  message: Type.String(),
  reason: Type.Union([
    Type.Literal('unavailable'),
    Type.Literal('name_required'),
    Type.Literal('illegal_transition'),
  ]),
  item_ids: Type.Optional(ItemIds),
  state: Type.Optional(Type.String()),
});

/**
 * 422: the validation shape; `not_orderable` names the services; a refused promo code is
 * `PromoRefusedBody` (`contract/loyalty.ts`), with `min_total` for `promo_min_total`.
 */
export const OrderValidationBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Optional(
      Type.Union([Type.Literal('not_orderable'), PromoRefusedBody.properties.reason]),
    ),
    item_ids: Type.Optional(ItemIds),
    min_total: Type.Optional(Type.Integer()),
  }),
]);

/** 403 of a shop whose plan does not include orders. */
export const ShopClosedBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(Type.Literal('shop_closed_to_orders')),
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
 * route then returns `reply`.
 */
export async function shopTakingOrders(
  { shopOrders, entitlements }: Pick<Repositories, 'shopOrders' | 'entitlements'>,
  slug: string,
  reply: FastifyReply,
  m: Messages,
): Promise<OrderingShop | null> {
  const shop = await shopOrders.listedShop(slug);
  if (!shop) {
    void reply.code(404).send({ message: m.shopNotFound });
    return null;
  }
  if (!(await entitlements.forMerchant(shop.merchantId)).orders) {
    void reply
      .code(403)
      .send({ message: m.featureNotIncluded, reason: 'shop_closed_to_orders' as const });
    return null;
  }
  return shop;
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

/** What pricing a basket refuses, placing or quoting (`PricingRefusal` of the repository). */
type PricingRefusal =
  | { kind: 'unavailable' | 'notOrderable'; itemIds: number[]; names: string[] }
  | { kind: 'promoRefused'; reason: PromoRefusal; minTotal: number; validFrom: string };

/** The words of a promo code's refusal. */
function promoWords(
  m: Messages,
  refusal: { reason: PromoRefusal; minTotal: number; validFrom: string },
): string {
  switch (refusal.reason) {
    case 'promo_unknown':
      return m.promoUnknown;
    case 'promo_not_started':
      return m.promoNotStarted(refusal.validFrom);
    case 'promo_expired':
      return m.promoExpired;
    case 'promo_used_up':
      return m.promoUsedUp;
    case 'promo_min_total':
      return m.promoMinTotal(refusal.minTotal);
  }
}

/**
 * The answer to a basket that cannot be priced: 409 `unavailable` with the items no longer sold,
 * 422 `not_orderable` with the services, 422 `PromoRefusedBody` with the code's reason.
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
    case 'promoRefused':
      return reply.code(422).send({
        ...validationBody(m, { promo_code: [promoWords(m, refusal)] }),
        reason: refusal.reason,
        ...(refusal.reason === 'promo_min_total' ? { min_total: refusal.minTotal } : {}),
      });
  }
}
