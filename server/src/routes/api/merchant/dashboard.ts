/** `merchant/dashboard/{merchantId}`: the subscription, its add-ons and the payments. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, DashboardResponse, MerchantParams, apiPaths, responses } from '@contract';

const merchantDashboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { dashboard } = fastify.repositories;
  fastify.get(
    `/${apiPaths.dashboard}/:merchantId`,
    {
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(DashboardResponse, 401, 403, 422),
      },
    },
    (request) => dashboard.forMerchant(request.params.merchantId),
  );
};

export default merchantDashboardRoutes;
