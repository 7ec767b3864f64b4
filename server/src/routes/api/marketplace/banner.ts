/**
 * The marketplace's banner slot, public: `marketplace/banner` answers the next running banner in
 * fair rotation with a signed impression id (never cached: every client's view must reach the
 * server), and `marketplace/banners/{bannerId}/click` counts a click that brings that id back.
 *
 * What counts (banners/impressions.ts): one impression per client (its address as every
 * per-address limit counts it, and its browser) in the impression window, however often it
 * reloads; one click per impression, with an id that verifies for that banner and is still
 * young. A click without one, or with a forged, copied, stale or used one, answers 422 and counts
 * nothing; a banner not running answers 404. Clicks are also limited per client address by the
 * rate limiter (plugins/app/rateLimit.ts).
 *
 * The marketplace page rendered on the server (and kept about a second for everyone) does not
 * hold the banner: the browser asks for it, so each client gets its own impression id.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@contract';
import { BannerClickRequest, BannerParams, BannerSlot } from '@contract/loyalty';
import { signImpression, verifyImpression } from '../../../banners/impressions';
import { addressKey } from '../../../security/clientAddress';
import { validationBody } from '../../../validation';
import { answers } from '../merchant/storeCommon';

/** The name of the impression ids' signing secret in `server_secrets`. */
const SECRET_NAME = 'banner_impressions';

/** Impressions past their window are deleted after this many views (by this process). */
const SWEEP_EVERY = 500;

/** One client as far as impressions go: its address (an IPv6 client by its /64) and browser. */
function clientKeyOf(request: FastifyRequest): string {
  const agent = request.headers['user-agent'] ?? '';
  return createHash('sha256')
    .update(`${addressKey(request.ip)}\n${agent}`)
    .digest('base64url');
}

const marketplaceBannerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { banners } = fastify.repositories;
  const windowSeconds = fastify.config.banners.impressionSeconds;
  let secret: Promise<Buffer> | undefined;
  /** The shared signing secret, read once per process (read again after a failure). */
  const signingSecret = (): Promise<Buffer> => {
    if (!secret) {
      const reading = banners.secret(SECRET_NAME);
      reading.catch(() => {
        if (secret === reading) secret = undefined;
      });
      secret = reading;
    }
    return secret;
  };
  let views = 0;

  fastify.get(
    `/${apiPaths.marketplaceBanner}`,
    // Never `config: { cache }`: every view must reach the server to be counted and rotated, so
    // the answer keeps the default `no-store` (plugins/app/httpCaching.ts).
    { schema: { response: { 200: BannerSlot } } },
    async (request): Promise<BannerSlot> => {
      views += 1;
      if (views % SWEEP_EVERY === 0) await banners.sweepViews(windowSeconds);
      const served = await banners.serve(clientKeyOf(request), windowSeconds);
      if (!served) return { banner: null };
      const impression = signImpression(await signingSecret(), served.banner.id, served.impression);
      return { banner: { ...served.banner, impression } };
    },
  );

  fastify.post(
    `/${apiPaths.marketplaceBannerClick}`,
    {
      schema: {
        params: BannerParams,
        body: BannerClickRequest,
        response: answers({}, 404, 422),
      },
    },
    async (request, reply) => {
      const { bannerId } = request.params;
      const m = request.messages();
      const notCounted = () =>
        reply.code(422).send(validationBody(m, { impression: [m.bannerImpressionInvalid] }));
      const impression = verifyImpression(
        await signingSecret(),
        bannerId,
        request.body.impression,
        windowSeconds,
      );
      if (!impression) return notCounted();
      switch (await banners.click(bannerId, impression.id, windowSeconds)) {
        case 'notRunning':
          return reply.code(404).send({ message: m.bannerNotFound });
        case 'notCounted':
          return notCounted();
        case 'counted':
          return reply.code(204).send();
      }
    },
  );
};

export default marketplaceBannerRoutes;
