/**
 * The shop's ad banner (`merchant/store/{merchantId}/banner`): GET its picture, window and figures
 * with the units the plan gives; PUT its picture and words (the Advertisement Banner add-on, or
 * Premium's 'All Features'). The first PUT of a subscription starts the banner: 30 days per unit
 * from now, never past the subscription's end (`bannerEnds`); later PUTs replace the picture and
 * the words and keep the window.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AuthHeaders, MerchantParams, apiPaths } from '@contract';
import type { Entitlements } from '@contract/entitlements';
import { BannerRequest, MerchantBanner } from '@contract/loyalty';
import { bannerEnds } from '@contract/loyaltyRules';
import { fieldLabel } from '../../../i18n';
import { validationBody } from '../../../validation';
import { answers } from './storeCommon';

/**
 * Units of banner the subscription gives. Premium's 'All Features' includes ad banners without the add-on being bought; it counts as one unit (30 days) per subscription,
 * and units bought on top of it count as bought.
 */
export function bannerUnits(allowed: Entitlements): number {
  if (!allowed.ad_banners) return 0;
  return Math.max(1, allowed.ad_banner_units);
}

async function tidyTitle(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  if (typeof fields.title === 'string') fields.title = fields.title.trim();
}

const merchantBannerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { banners, photos, entitlements } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.get(
    `/${apiPaths.merchantBanner}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: MerchantBanner }, 401, 403, 422),
      },
    },
    async (request): Promise<MerchantBanner> => {
      const { merchantId } = request.params;
      const [allowed, subscription] = await Promise.all([
        entitlements.forMerchant(merchantId),
        banners.activeSubscription(merchantId),
      ]);
      return {
        units: bannerUnits(allowed),
        banner: subscription ? await banners.ofSubscription(subscription.id) : null,
      };
    },
  );

  fastify.put(
    `/${apiPaths.merchantBanner}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: [...onRequest, fastify.requireFeature('ad_banners')],
      preValidation: tidyTitle,
      preHandler: fastify.refuseZawgyi('merchantBanner'),
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: BannerRequest,
        response: answers({ 200: MerchantBanner }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const { photo_id } = request.body;
      const own = await photos.ownedBy(merchantId, [photo_id]);
      if (!own.has(photo_id)) {
        return reply
          .code(422)
          .send(validationBody(m, { photo_id: [m.selectedInvalid(fieldLabel(m, 'photo_id'))] }));
      }
      const [allowed, subscription] = await Promise.all([
        entitlements.forMerchant(merchantId),
        banners.activeSubscription(merchantId),
      ]);
      // The feature guard has just seen the active subscription; one that ended since is no plan.
      if (!subscription) return reply.code(403).send({ message: m.featureNotIncluded });
      const units = bannerUnits(allowed);
      const starts = new Date();
      const banner = await banners.save(merchantId, subscription.id, request.body, {
        starts,
        ends: bannerEnds(starts, units, subscription.endsAt),
      });
      if (!banner) return reply.code(404).send({ message: m.storeNotFound });
      request.log.info({ merchantId, bannerId: banner.id }, 'banner saved');
      return { units, banner };
    },
  );
};

export default merchantBannerRoutes;
