/**
 * `marketplace/categories`, public: every category (named in the request's language) with its
 * number of listed shops. Public: the same for every visitor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, responses } from '@contract';
import { CategoryCountList } from '@contract/store';
import { answerLanguage } from './language';

const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { marketplace } = fastify.repositories;
  fastify.get(
    `/${apiPaths.marketplaceCategories}`,
    { config: { cache: 'public' }, schema: { response: responses(CategoryCountList) } },
    (request) => marketplace.categoryCounts(answerLanguage(request)),
  );
};

export default categoryRoutes;
