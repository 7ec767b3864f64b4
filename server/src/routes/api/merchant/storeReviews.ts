/**
 * The shop's reviews (`merchant/store/{merchantId}/reviews`): every review, hidden ones marked,
 * newest first a page at a time, and the shop's one reply to each (409 `already_replied` the
 * second time). Another shop's review is 404, as if it did not exist.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody, MerchantParams, ValidationErrorBody } from '@contract';
import { ReasonBody } from '@contract/loyalty';
import { reviewPaths } from '@contract/reviewPaths';
import {
  MerchantReview,
  MerchantReviewParams,
  MerchantReviewsResponse,
  ReviewPageQuery,
  ReviewReplyRequest,
} from '@contract/reviews';

/** Trims the reply before validation, so that a reply of blanks is no reply. */
async function tidyReply(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (body && typeof body === 'object' && typeof body.text === 'string') {
    body.text = body.text.trim();
  }
}

const merchantReviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reviews } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.get(
    `/${reviewPaths.merchantReviews}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        querystring: ReviewPageQuery,
        response: {
          200: MerchantReviewsResponse,
          401: ErrorBody,
          403: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request) => {
      const page = await reviews.merchantReviews(
        request.params.merchantId,
        request.query.before ?? null,
      );
      return { reviews: page.reviews, next_before: page.nextBefore };
    },
  );

  fastify.post(
    `/${reviewPaths.merchantReviewReply}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyReply,
      preHandler: fastify.refuseZawgyi('merchantReviewReply'),
      schema: {
        headers: AuthHeaders,
        params: MerchantReviewParams,
        body: ReviewReplyRequest,
        response: {
          201: MerchantReview,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ReasonBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, reviewId } = request.params;
      const outcome = await reviews.reply(merchantId, reviewId, request.body.text);
      switch (outcome.kind) {
        case 'replied':
          return reply.code(201).send(outcome.review);
        case 'notFound':
          return reply.code(404).send({ message: m.reviewNotFound });
        case 'alreadyReplied':
          return reply
            .code(409)
            .send({ message: m.reviewAlreadyReplied, reason: 'already_replied' });
      }
    },
  );
};

export default merchantReviewRoutes;
