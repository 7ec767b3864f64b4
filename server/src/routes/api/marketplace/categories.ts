/** `marketplace/categories`, public: every category with its number of listed shops. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, responses } from '@contract';
import { CategoryCountList } from '@contract/store';

const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { marketplace } = fastify.repositories;
  fastify.get(
    `/${apiPaths.marketplaceCategories}`,
    { schema: { response: responses(CategoryCountList) } },
    () => marketplace.categoryCounts(),
  );
};

export default categoryRoutes;
