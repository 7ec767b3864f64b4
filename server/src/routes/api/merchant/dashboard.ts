/**
 * `merchant/dashboard/{merchantId}`: the subscription, its add-ons and the payments, the way to a
 * listed shop and today's figures; `merchant/shopDetails/{merchantId}`: what the merchant has told
 * about the shop, for the forms that would otherwise ask it again.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthHeaders,
  DashboardResponse,
  MerchantParams,
  ShopDetails,
  apiPaths,
  responses,
} from '@contract';
import { runsSandboxInProduction } from '../../../production';

const merchantDashboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { dashboard } = fastify.repositories;
  // A demo in production says so on every dashboard, so that nobody takes it for the real thing.
  const sandbox = runsSandboxInProduction(fastify.config);
  fastify.get(
    `/${apiPaths.dashboard}/:merchantId`,
    {
      config: { merchantAccess: 'shop' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(DashboardResponse, 401, 403, 422),
      },
    },
    async (request) => {
      const answer = await dashboard.forMerchant(request.params.merchantId);
      return sandbox ? { ...answer, sandbox: true as const } : answer;
    },
  );
  fastify.get(
    `/${apiPaths.shopDetails}`,
    {
      config: { merchantAccess: 'shop' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(ShopDetails, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const details = await dashboard.shopDetails(request.params.merchantId);
      if (!details) return reply.code(404).send({ message: 'Merchant not found' });
      return details;
    },
  );
};

export default merchantDashboardRoutes;
