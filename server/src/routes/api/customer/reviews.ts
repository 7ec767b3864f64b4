/**
 * A customer's ratings of the shops they visited (`customer/reviews`): the completed visits still
 * open to a review, and a review of one of them (an Idempotency-Key, as every customer write): 1 to
 * 5 stars and an optional text, once per visit, within the window after its completion. A
 * refusal carries its `reason`: 409 `already_reviewed`, 422 `not_eligible` (not theirs, not
 * completed) or `too_late`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody } from '@contract';
import { ReasonBody } from '@contract/loyalty';
import { reviewPaths } from '@contract/reviewPaths';
import { REVIEW_WINDOW_DAYS } from '@contract/reviewRules';
import { CustomerReview, ReviewRequest, ReviewableVisitsResponse } from '@contract/reviews';
import { validationBody } from '../../../validation';
import { ReasonValidationBody } from './reservations';

const ReviewHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
});

const customerReviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reviews } = fastify.repositories;

  fastify.get(
    `/${reviewPaths.customerReviewVisits}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        response: { 200: ReviewableVisitsResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ visits: await reviews.visits(request.customer!.customerId) }),
  );

  fastify.post(
    `/${reviewPaths.customerReviews}`,
    {
      onRequest: fastify.requireCustomer,
      preHandler: fastify.refuseZawgyi('customerReviews'),
      schema: {
        headers: ReviewHeaders,
        body: ReviewRequest,
        response: {
          200: CustomerReview,
          201: CustomerReview,
          401: ErrorBody,
          409: ReasonBody,
          422: ReasonValidationBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { customerId } = request.customer!;
      const key = request.headers['idempotency-key'];
      // A retry answers what the first request made, whatever has changed since.
      const first = await reviews.findByKey(customerId, key);
      if (first) return first;
      const { visit, visit_id, stars, text } = request.body;
      const outcome = await reviews.review({
        customerId,
        visit,
        visitId: visit_id,
        stars,
        text: (text ?? '').trim(),
        idempotencyKey: key,
      });
      switch (outcome.kind) {
        case 'created':
          request.log.info({ reviewId: outcome.review.id }, 'shop reviewed');
          return reply.code(201).send(outcome.review);
        case 'replayed':
          return outcome.review;
        case 'alreadyReviewed':
          return reply
            .code(409)
            .send({ message: m.reviewAlreadyGiven, reason: 'already_reviewed' });
        case 'notEligible':
          return reply.code(422).send({
            ...validationBody(m, { visit_id: [m.reviewNotEligible] }),
            reason: 'not_eligible',
          });
        case 'tooLate':
          return reply.code(422).send({
            ...validationBody(m, { visit_id: [m.reviewTooLate(REVIEW_WINDOW_DAYS)] }),
            reason: 'too_late',
          });
      }
    },
  );
};

export default customerReviewRoutes;
