/**
 * `marketplace/categories`, public: every category (named in English and Burmese) with its number
 * of listed shops, in the district and township given (the marketplace's filters). Public: the
 * same for every visitor, whatever their language.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, responses } from '@contract';
import { CategoryCountList, CategoryCountQuery } from '@contract/store';

const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { marketplace } = fastify.repositories;
  fastify.get(
    `/${apiPaths.marketplaceCategories}`,
    {
      config: { cache: 'public' },
      schema: { querystring: CategoryCountQuery, response: responses(CategoryCountList, 422) },
    },
    (request) => marketplace.categoryCounts(request.query),
  );
};

export default categoryRoutes;
