/** `merchant/dashboard/{merchantId}`: the subscription, its add-ons and the payments. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, DashboardResponse, MerchantParams, apiPaths, responses } from '@contract';
import { runsSandboxInProduction } from '../../../production';

const merchantDashboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { dashboard } = fastify.repositories;
  // A demo in production says so on every dashboard, so that nobody takes it for the real thing.
  const sandbox = runsSandboxInProduction(fastify.config);
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
    async (request) => {
      const answer = await dashboard.forMerchant(request.params.merchantId);
      return sandbox ? { ...answer, sandbox: true as const } : answer;
    },
  );
};

export default merchantDashboardRoutes;
