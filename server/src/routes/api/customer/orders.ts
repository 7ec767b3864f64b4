/**
 * A customer's orders: placing one at a listed shop whose plan includes orders
 * (`customer/shops/{slug}/orders`, with an Idempotency-Key; a promo code that does not apply is
 * 422 `PromoRefusedBody`; a customer's share of the shop is bounded: 409 `too_many_open_orders`,
 * 403 `customer_blocked`, 429 for placing too fast), cancelling one while it is still
 * placed, and reading their orders and reservations (`customer/orders`). The customer acts only on
 * their own orders: another customer's is 404, as if it did not exist.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, apiPaths } from '@contract';
import { CustomerActivity, PlaceOrderRequest, ShopOrder } from '@contract/orders';
import { fieldLabel } from '../../../i18n';
import type { NewOrder } from '../../../repositories/shopOrders';
import { withPromoGuessLimits } from '../../../security/promoGuesses';
import { validationBody } from '../../../validation';
import {
  OrderConflictBody,
  PricingAnswers,
  SlugParams,
  customerBlocked,
  illegalTransition,
  openForOrders,
  placementCounted,
  placementKey,
  pricingRefused,
  takingOrders,
} from './orderCommon';

const MAX_INT = 2_147_483_647;

/** The activity lists at most this many orders and as many reservations. */
export const ACTIVITY_LIMIT = 100;

/** The token and the Idempotency-Key, which placing an order requires. */
const PlaceOrderHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
});

const OrderParams = Type.Object(
  { orderId: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);

const customerOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { shopOrders, reservations } = fastify.repositories;
  const limits = fastify.config.customerLimits;

  fastify.post(
    `/${apiPaths.customerPlaceOrder}`,
    {
      onRequest: fastify.requireCustomer,
      preHandler: fastify.refuseZawgyi('customerPlaceOrder'),
      // Claimed in the opening's query, the first of the handler (as the last preHandler would).
      config: { claimsIdempotencyKey: true },
      schema: {
        headers: PlaceOrderHeaders,
        params: SlugParams,
        body: PlaceOrderRequest,
        response: {
          200: ShopOrder,
          201: ShopOrder,
          ...PricingAnswers,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const customerId = request.customer!.customerId;
      const idempotencyKey = request.headers['idempotency-key'];
      const { branch_id, lines, note, table, promo_code, pickup_at, delivery } = request.body;
      if (delivery && table !== null) {
        return reply.code(422).send(validationBody(m, { table: [m.deliveryWithTable] }));
      }
      // The key is claimed, then a retry answers the first order and counts as no new placement.
      // The claim, the shop, the count and what the placement checks are read with the key, in
      // one query; the shop is judged after the count.
      const claim = fastify.idempotency.pending(request);
      const opened = await shopOrders.opening(request.params.slug, customerId, idempotencyKey, {
        claimHash: claim?.hash ?? null,
        countKey: placementKey(customerId),
        windowSeconds: limits.placementWindowSeconds,
        branchId: branch_id,
        itemIds: lines.map((line) => line.item_id),
      });
      if (
        claim &&
        opened.claim &&
        fastify.idempotency.claimed(request, reply, claim, opened.claim)
      ) {
        return reply;
      }
      if (opened.first) return reply.code(200).send(opened.first);
      if (!placementCounted(opened.hit!, limits, reply, m)) return reply;
      const shop = takingOrders(opened.shop, reply, m);
      if (!shop) return reply;
      if (!openForOrders(opened.schedule, pickup_at ?? null, reply, m)) return reply;
      const order: NewOrder = {
        merchantId: shop.merchantId,
        customerId,
        idempotencyKey,
        openOrderLimit: limits.openOrdersPerShop,
        branchId: branch_id,
        lines,
        note,
        table,
        promoCode: promo_code ?? null,
        pickupAt: pickup_at ? new Date(pickup_at).toISOString() : null,
        delivery: delivery ?? null,
      };
      const facts = opened.facts;
      const guessed = { merchantId: shop.merchantId, customerId, promoCode: promo_code };
      const result = await withPromoGuessLimits(fastify, request, reply, guessed, () =>
        // Without a promo code (whose use is taken under its row lock) the order is judged and
        // priced from the facts read, and stored in one statement that checks them again.
        facts && order.promoCode === null
          ? shopOrders.placeOpened(order, facts, shop.entitlements.membership)
          : shopOrders.place(order),
      );
      if (result === null) return reply;
      switch (result.kind) {
        case 'created':
          request.log.info(
            { merchantId: shop.merchantId, orderId: result.order.id, customerId },
            'order placed',
          );
          return reply.code(201).send(result.order);
        case 'replayed':
          return reply.code(200).send(result.order);
        case 'noShop':
          return reply.code(404).send({ message: m.shopNotFound });
        case 'badBranch':
          return reply
            .code(422)
            .send(
              validationBody(m, { branch_id: [m.selectedInvalid(fieldLabel(m, 'branch_id'))] }),
            );
        case 'nameRequired':
          return reply
            .code(409)
            .send({ message: m.nameRequired, reason: 'name_required' as const });
        case 'blocked':
          return customerBlocked(reply, m);
        case 'tooManyOpen':
          return reply.code(409).send({
            message: m.tooManyOpenOrders(result.limit),
            reason: 'too_many_open_orders' as const,
            limit: result.limit,
          });
        case 'deliveryUnserved':
          return reply.code(422).send({
            ...validationBody(m, { 'delivery.township_id': [m.deliveryUnserved] }),
            reason: 'delivery_unserved' as const,
          });
        case 'deliveryMinimum':
          return reply.code(422).send({
            ...validationBody(m, {
              'delivery.township_id': [m.deliveryMinimum(result.minTotal)],
            }),
            reason: 'delivery_minimum' as const,
            min_total: result.minTotal,
          });
        case 'unavailable':
        case 'notOrderable':
        case 'tooLarge':
        case 'options':
        case 'promoRefused':
          return pricingRefused(reply, m, result);
      }
    },
  );

  fastify.post(
    `/${apiPaths.customerCancelOrder}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        params: OrderParams,
        response: { 200: ShopOrder, 401: ErrorBody, 404: ErrorBody, 409: OrderConflictBody },
      },
    },
    async (request, reply) => {
      const customerId = request.customer!.customerId;
      const result = await shopOrders.transition({ customerId }, request.params.orderId, 'cancel');
      switch (result.kind) {
        case 'done':
          request.log.info({ orderId: result.order.id, customerId }, 'order cancelled');
          return result.order;
        case 'notFound':
          return reply.code(404).send({ message: request.messages().orderNotFound });
        case 'illegal':
          return illegalTransition(reply, request.messages().illegalTransition, result.state);
      }
    },
  );

  fastify.get(
    `/${apiPaths.customerActivity}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: AuthHeaders, response: { 200: CustomerActivity, 401: ErrorBody } },
    },
    async (request) => {
      const customerId = request.customer!.customerId;
      const [orders, booked] = await Promise.all([
        shopOrders.listForCustomer(customerId, ACTIVITY_LIMIT),
        reservations.listForCustomer(customerId, ACTIVITY_LIMIT),
      ]);
      return { orders, reservations: booked };
    },
  );
};

export default customerOrderRoutes;
