/**
 * A customer's orders: placing one at a listed shop whose plan includes orders
 * (`customer/shops/{slug}/orders`, with an Idempotency-Key; a promo code that does not apply is
 * 422 `PromoRefusedBody`), cancelling one while it is still
 * placed, and reading their orders and reservations (`customer/orders`). The customer acts only on
 * their own orders: another customer's is 404, as if it did not exist.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, apiPaths } from '@contract';
import { CustomerActivity, PlaceOrderRequest, ShopOrder } from '@contract/orders';
import { fieldLabel } from '../../../i18n';
import { validationBody } from '../../../validation';
import {
  OrderConflictBody,
  PricingAnswers,
  SlugParams,
  illegalTransition,
  pricingRefused,
  shopTakingOrders,
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

  fastify.post(
    `/${apiPaths.customerPlaceOrder}`,
    {
      onRequest: fastify.requireCustomer,
      preHandler: fastify.refuseZawgyi('customerPlaceOrder'),
      schema: {
        headers: PlaceOrderHeaders,
        params: SlugParams,
        body: PlaceOrderRequest,
        response: {
          200: ShopOrder,
          201: ShopOrder,
          ...PricingAnswers,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const customerId = request.customer!.customerId;
      const shop = await shopTakingOrders(fastify.repositories, request.params.slug, reply, m);
      if (!shop) return reply;
      const { branch_id, lines, note, table, promo_code } = request.body;
      const result = await shopOrders.place({
        merchantId: shop.merchantId,
        customerId,
        idempotencyKey: request.headers['idempotency-key'],
        branchId: branch_id,
        lines,
        note,
        table,
        promoCode: promo_code ?? null,
      });
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
        case 'unavailable':
        case 'notOrderable':
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
