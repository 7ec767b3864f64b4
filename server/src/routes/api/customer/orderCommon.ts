/**
 * What the order and reservation routes of both sides share: the answers' schemas and the refusal
 * of a transition.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { ValidationErrorBody } from '@contract';
import type { IllegalTransitionBody } from '@contract/orders';

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

/** 422: the validation shape; `not_orderable` names the services. */
export const OrderValidationBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Optional(Type.Literal('not_orderable')),
    item_ids: Type.Optional(ItemIds),
  }),
]);

/** 403 of a shop whose plan does not include orders. */
export const ShopClosedBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(Type.Literal('shop_closed_to_orders')),
});

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
