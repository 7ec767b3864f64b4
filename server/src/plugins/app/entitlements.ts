/**
 * What the merchant's plan allows, as a route guard: `preHandler: fastify.requireFeature('orders')`
 * answers 403 `Your plan does not include this feature` unless the merchant's active subscription
 * includes the feature. Entitlements are read fresh on every call, so a plan bought or expired a
 * second ago counts at once. Limits (branches, posts per month) are not features: the routes that
 * add such things check them and answer 422 naming the limit.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Feature } from '@contract/entitlements';
import type { AuthHook } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook answering 403 unless the token's merchant has `feature`; runs after `requireAuth`. */
    requireFeature(feature: Feature): AuthHook;
  }
}

export default fp(
  async (fastify) => {
    const { entitlements } = fastify.repositories;
    fastify.decorate('requireFeature', (feature: Feature) => {
      return async function requireFeature(request: FastifyRequest, reply: FastifyReply) {
        const merchantId = request.auth?.merchantId;
        const allowed = merchantId != null && (await entitlements.forMerchant(merchantId))[feature];
        if (!allowed) {
          return reply.code(403).send({ message: request.messages().featureNotIncluded });
        }
      };
    });
  },
  { name: 'entitlements', dependencies: ['repositories', 'language'] },
);
