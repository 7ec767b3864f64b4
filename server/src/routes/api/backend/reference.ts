/** The public reference lists: districts, townships, categories, plans, add-ons. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddonTypeList,
  AuthHeaders,
  CategoriesResponse,
  DistrictList,
  PlanList,
  TownshipList,
  paths,
  responses,
} from '@contract';

const referenceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reference } = fastify.repositories;

  fastify.get(`/${paths.getDistricts}`, { schema: { response: responses(DistrictList) } }, () =>
    reference.districts(),
  );

  fastify.get(`/${paths.getTownships}`, { schema: { response: responses(TownshipList) } }, () =>
    reference.townships(),
  );

  fastify.get(
    `/${paths.getCategories}`,
    {
      onRequest: fastify.requireAuth,
      schema: { headers: AuthHeaders, response: responses(CategoriesResponse, 401) },
    },
    async () => ({ categories: await reference.categories() }),
  );

  fastify.get(`/${paths.getPlansPublic}`, { schema: { response: responses(PlanList) } }, () =>
    reference.plans(),
  );

  fastify.get(`/${paths.getAddons}`, { schema: { response: responses(AddonTypeList) } }, () =>
    reference.addonTypes(),
  );
};

export default referenceRoutes;
