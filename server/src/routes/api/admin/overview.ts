/** `admin/overview`: the figures the back office opens on, each naming the list behind it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, apiPaths } from '@contract';
import { AdminOverview } from '@contract/adminMerchants';
import { answers } from '../merchant/storeCommon';

const adminOverviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { adminOverview } = fastify.repositories;

  fastify.get(
    `/${apiPaths.adminOverview}`,
    {
      config: { operatorAccess: 'read' },
      schema: { headers: AuthHeaders, response: answers({ 200: AdminOverview }, 401, 403) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOverview.overview();
    },
  );
};

export default adminOverviewRoutes;
