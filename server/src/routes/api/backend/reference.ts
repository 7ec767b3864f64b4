/**
 * The reference lists: districts, townships, categories, plans, add-ons. Public and the same for
 * every visitor (so cacheable), except `getCategories`, which the merchant's API has always put
 * behind a token: an answer to a token is never stored (`backend/categories` is its public twin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddonTypeList,
  AuthHeaders,
  CategoriesResponse,
  DistrictList,
  DistrictParams,
  PlanList,
  TownshipList,
  apiPaths,
  responses,
} from '@contract';

const PUBLIC = { cache: 'public' } as const;

const referenceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reference } = fastify.repositories;

  fastify.get(
    `/${apiPaths.getDistricts}`,
    { config: PUBLIC, schema: { response: responses(DistrictList) } },
    () => reference.districts(),
  );

  fastify.get(
    `/${apiPaths.getTownships}`,
    { config: PUBLIC, schema: { response: responses(TownshipList) } },
    () => reference.townships(),
  );

  fastify.get(
    `/${apiPaths.districtTownships}`,
    {
      config: PUBLIC,
      schema: { params: DistrictParams, response: responses(TownshipList, 404, 422) },
    },
    async (request, reply) => {
      const townships = await reference.townshipsOfDistrict(request.params.districtId);
      if (!townships) return reply.code(404).send({ message: request.messages().notFound });
      return townships;
    },
  );

  fastify.get(
    `/${apiPaths.getCategories}`,
    {
      config: { merchantAccess: 'self' },
      onRequest: fastify.requireAuth,
      schema: { headers: AuthHeaders, response: responses(CategoriesResponse, 401) },
    },
    async () => ({ categories: await reference.categories() }),
  );

  fastify.get(
    `/${apiPaths.getPlansPublic}`,
    { config: PUBLIC, schema: { response: responses(PlanList) } },
    () => reference.plans(),
  );

  fastify.get(
    `/${apiPaths.getAddons}`,
    { config: PUBLIC, schema: { response: responses(AddonTypeList) } },
    () => reference.addonTypes(),
  );
};

export default referenceRoutes;
