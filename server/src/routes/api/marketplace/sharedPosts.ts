/**
 * A shared post's page (`marketplace/shops/{slug}/posts/{postId}`, public): the post and its shop,
 * for the page `/shops/{slug}/posts/{postId}` and its share image. Only a post of that listed shop,
 * not deleted, made as a shared post, while the shop's subscription still has the Social Media
 * Content add-on (read afresh on every call): anything else is 404, as an unknown page is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ValidationErrorBody, apiPaths } from '@contract';
import { SharedPostPage, SharedPostParams } from '@contract/socialPosts';

const sharedPostRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { posts, shopOrders } = fastify.repositories;

  fastify.get(
    `/${apiPaths.sharedPost}`,
    {
      // The same for every visitor (no token read): public, as the store page is.
      config: { cache: 'public' },
      schema: {
        params: SharedPostParams,
        response: { 200: SharedPostPage, 404: ErrorBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const { slug, postId } = request.params;
      const shop = await shopOrders.listedShop(slug);
      const page =
        shop && shop.entitlements.social_media_units > 0
          ? await posts.sharedPage(shop.merchantId, postId)
          : null;
      if (!page) return reply.code(404).send({ message: request.messages().postNotFound });
      return page;
    },
  );
};

export default sharedPostRoutes;
