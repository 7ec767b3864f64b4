/** `merchant/getPlans/1`: the plan list again, for a signed-in merchant. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, PlanGroupParams, PlanList, apiPaths, responses } from '@contract';

/** The client always calls `merchant/getPlans/1`; any id answers the same list. */
const ROUTE = `/${apiPaths.getMerchantPlans.replace(/\/1$/, '/:id')}`;

const merchantPlanRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    ROUTE,
    {
      config: { merchantAccess: 'billing' },
      onRequest: fastify.requireAuth,
      schema: {
        headers: AuthHeaders,
        params: PlanGroupParams,
        response: responses(PlanList, 401, 422),
      },
    },
    () => fastify.repositories.reference.plans(),
  );
};

export default merchantPlanRoutes;
