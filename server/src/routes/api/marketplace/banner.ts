/**
 * The marketplace's banner slot, public: `marketplace/banner` answers the next running banner in
 * fair rotation and counts its impression (never cached: every view is one impression), and
 * `marketplace/banners/{bannerId}/click` counts a click on a running banner (204; 404 for one not
 * running). Clicks are limited per client address by the rate limiter (plugins/app/rateLimit.ts);
 * impressions are not: a flood of views moves every banner's count alike, so the rotation stays
 * fair, and the counts are figures to read, not something anyone is paid by.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '@contract';
import { BannerParams, BannerSlot } from '@contract/loyalty';
import { answers } from '../merchant/storeCommon';

const marketplaceBannerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { banners } = fastify.repositories;

  fastify.get(
    `/${apiPaths.marketplaceBanner}`,
    // Never `config: { cache }`: every view must reach the server to be counted and rotated, so
    // the answer keeps the default `no-store` (plugins/app/httpCaching.ts).
    { schema: { response: { 200: BannerSlot } } },
    async (): Promise<BannerSlot> => ({ banner: await banners.next() }),
  );

  fastify.post(
    `/${apiPaths.marketplaceBannerClick}`,
    {
      schema: {
        params: BannerParams,
        response: answers({}, 404, 422),
      },
    },
    async (request, reply) => {
      if (!(await banners.click(request.params.bannerId))) {
        return reply.code(404).send({ message: request.messages().bannerNotFound });
      }
      return reply.code(204).send();
    },
  );
};

export default marketplaceBannerRoutes;
