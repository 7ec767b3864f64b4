/**
 * The back office's hiding of a reported review (`admin/reviews/:reviewId/hidden`): PUT hides it
 * (off the store page and out of the shop's average at once; its open reports 'actioned'), DELETE
 * shows it again. Acting needs the `moderation` part of the back office; each change writes its
 * audit row (repositories/moderation.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders } from '@contract';
import { reviewPaths } from '@contract/reviewPaths';
import { ReviewParams, ReviewVisibility } from '@contract/reviews';
import { answers } from '../merchant/storeCommon';

const adminReviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { moderation } = fastify.repositories;

  for (const [method, hidden] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    fastify.route({
      method,
      url: `/${reviewPaths.adminReviewHidden}`,
      config: { operatorAccess: 'moderation' },
      schema: {
        headers: AuthHeaders,
        params: ReviewParams,
        response: answers({ 200: ReviewVisibility }, 401, 403, 404, 409, 422),
      },
      handler: async (request, reply) => {
        const m = request.messages();
        const operator = request.operator;
        if (operator === null) throw new Error('an operator route ran without its guard');
        const { reviewId } = request.params;
        const outcome = await moderation.setReviewHidden(operator, reviewId, hidden);
        switch (outcome.kind) {
          case 'changed':
            return { id: reviewId, hidden };
          case 'notFound':
            return reply.code(404).send({ message: m.reviewNotFound });
          case 'unchanged':
            return reply
              .code(409)
              .send({ message: hidden ? m.reviewAlreadyHidden : m.reviewNotHidden });
        }
      },
    });
  }
};

export default adminReviewRoutes;
