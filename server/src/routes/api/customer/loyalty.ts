/**
 * Loyalty as customers see it: a listed shop's offer and posts (public,
 * `marketplace/shops/{slug}/promotions`), and, with a customer's token, their standing at a shop,
 * every card they hold, joining and leaving a membership, and a one-time code for a point reward.
 * A shop that is not listed is 404, as its store page is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody, apiPaths } from '@contract';
import {
  CustomerCards,
  CustomerShopLoyalty,
  MembershipStanding,
  ReasonBody,
  RedemptionCode,
  ShopPromotions,
  ShopRewardParams,
} from '@contract/loyalty';
import { ShopParams } from '@contract/store';

const SlugParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

function answers(
  ok: Record<number, TSchema>,
  extra: Record<number, TSchema> = {},
): Record<number, TSchema> {
  return { ...ok, 401: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody, ...extra };
}

const customerLoyaltyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { loyalty, shopOrders } = fastify.repositories;

  fastify.get(
    `/${apiPaths.shopPromotions}`,
    {
      // The same for every visitor (no token read): public, as the store page is.
      config: { cache: 'public' },
      schema: { params: ShopParams, response: answers({ 200: ShopPromotions }) },
    },
    async (request, reply) => {
      const shop = await shopOrders.listedShop(request.params.slug);
      if (!shop) return reply.code(404).send({ message: request.messages().shopNotFound });
      return loyalty.promotions(shop.merchantId);
    },
  );

  fastify.get(
    `/${apiPaths.customerShopLoyalty}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        params: SlugParams,
        response: answers({ 200: CustomerShopLoyalty }),
      },
    },
    async (request, reply) => {
      const shop = await shopOrders.listedShop(request.params.slug);
      if (!shop) return reply.code(404).send({ message: request.messages().shopNotFound });
      return loyalty.shopStanding(shop.merchantId, request.customer!.customerId);
    },
  );

  fastify.get(
    `/${apiPaths.customerCards}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: AuthHeaders, response: { 200: CustomerCards, 401: ErrorBody } },
    },
    (request) => loyalty.cards(request.customer!.customerId),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    fastify.route({
      method,
      url: `/${apiPaths.customerMembership}`,
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        params: SlugParams,
        response: answers({ 200: MembershipStanding }, { 409: ReasonBody }),
      },
      handler: async (request, reply) => {
        const m = request.messages();
        const shop = await shopOrders.listedShop(request.params.slug);
        if (!shop) return reply.code(404).send({ message: m.shopNotFound });
        const result = await loyalty.setMembership(
          shop.merchantId,
          request.customer!.customerId,
          method === 'POST',
        );
        if (result.kind === 'notOffered') {
          return reply.code(409).send({ message: m.loyaltyNotOffered, reason: 'not_offered' });
        }
        return result.standing;
      },
    });
  }

  fastify.post(
    `/${apiPaths.customerRedemptionCode}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        params: ShopRewardParams,
        response: answers({ 201: RedemptionCode }, { 409: ReasonBody }),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const shop = await shopOrders.listedShop(request.params.slug);
      if (!shop) return reply.code(404).send({ message: m.shopNotFound });
      const result = await loyalty.issueCode(
        shop.merchantId,
        request.customer!.customerId,
        request.params.rewardId,
      );
      switch (result.kind) {
        case 'notOffered':
          return reply.code(409).send({ message: m.loyaltyNotOffered, reason: 'not_offered' });
        case 'notFound':
          return reply.code(404).send({ message: m.rewardNotFound });
        case 'notEnoughPoints':
          return reply.code(409).send({ message: m.notEnoughPoints, reason: 'not_enough_points' });
        case 'issued':
          // The code itself is never logged: it is a bearer of points.
          request.log.info(
            { merchantId: shop.merchantId, rewardId: request.params.rewardId },
            'redemption code issued',
          );
          return reply.code(201).send(result.code);
      }
    },
  );
};

export default customerLoyaltyRoutes;
