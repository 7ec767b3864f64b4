/**
 * The reviews of a listed shop (`marketplace/shops/{slug}/reviews`): public, the newest visible
 * ones a page at a time; a shop the public cannot see is not found, as its store page is. And the
 * report of one review (`…/reviews/{reviewId}/reports`): anyone signed in, a customer or a
 * merchant (their own token), with a reason; it joins the back office's moderation queue.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody } from '@contract';
import { ShopReportReceived } from '@contract/moderation';
import { reviewPaths } from '@contract/reviewPaths';
import {
  ReviewPageQuery,
  ReviewReportRequest,
  ShopReviewParams,
  ShopReviewsResponse,
} from '@contract/reviews';
import { ShopParams } from '@contract/store';
import { createRateLimitRepository } from '../../../repositories/rateLimits';
import { bearerToken, hashToken } from '../../../security/tokens';
import { answers } from '../merchant/storeCommon';

/** The token is checked by the route's guard (after validation): a missing one is 401 there. */
const ReportHeaders = Type.Object({
  authorization: Type.Optional(AuthHeaders.properties.authorization),
});

const marketplaceReviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reviews, moderation, customers, tokens } = fastify.repositories;
  const counters = createRateLimitRepository(fastify.db);

  /** A customer's active token, or else a merchant's (any role): 401 without either. */
  async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const hash = hashToken(token);
      const customer = await customers.findActiveToken(hash);
      if (customer) {
        request.customer = customer;
        return;
      }
      const merchant = await tokens.findActive(hash);
      if (merchant) {
        request.auth = merchant;
        return;
      }
    }
    return reply.code(401).send({ message: request.messages().tokenNotValid });
  }

  fastify.get(
    `/${reviewPaths.shopReviews}`,
    {
      schema: {
        params: ShopParams,
        querystring: ReviewPageQuery,
        response: { 200: ShopReviewsResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const page = await reviews.shopReviews(request.params.slug, request.query.before ?? null);
      if (!page) return reply.code(404).send({ message: request.messages().shopNotFound });
      return { reviews: page.reviews, next_before: page.nextBefore };
    },
  );

  fastify.post(
    `/${reviewPaths.shopReviewReport}`,
    {
      // After validation, as the public calls are checked (limited per address, bad input 422).
      preHandler: [requireSignedIn, fastify.refuseZawgyi('shopReviewReport')],
      schema: {
        headers: ReportHeaders,
        params: ShopReviewParams,
        body: ReviewReportRequest,
        response: answers({ 201: ShopReportReceived }, 401, 404, 422, 429),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const customerId = request.customer?.customerId ?? null;
      const merchantId = customerId === null ? (request.auth?.merchantId ?? null) : null;
      // The per-person limit, so one account cannot flood the queue from many addresses.
      const { windowSeconds, perPhone } = fastify.config.rateLimit;
      const who = customerId !== null ? `customer:${customerId}` : `merchant:${merchantId}`;
      const hit = await counters.hit(`shopReport:${who}`, windowSeconds);
      if (hit.hits > perPhone) {
        return reply
          .code(429)
          .header('Retry-After', String(hit.retryAfterSeconds))
          .send({ message: m.tooManyAttempts(hit.retryAfterSeconds) });
      }
      const { reason, details } = request.body;
      const outcome = await moderation.report(request.params.slug, {
        reason,
        details: (details ?? '').trim(),
        postId: null,
        reviewId: request.params.reviewId,
        customerId,
        merchantReporterId: merchantId,
      });
      switch (outcome.kind) {
        case 'received':
          return reply.code(201).send({ received: true });
        case 'notFound':
          return reply.code(404).send({ message: m.shopNotFound });
        case 'badPost':
        case 'badReview':
          return reply.code(404).send({ message: m.reviewReportNotFound });
      }
    },
  );
};

export default marketplaceReviewRoutes;
