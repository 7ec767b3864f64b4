/**
 * A customer's answer to a shop's event (`customer/posts/{postId}/rsvp`): 'going' or 'not
 * going', one answer per customer and event (a new one replaces the old), answered with the
 * event's counts. Only an event of a listed shop, not deleted, takes answers: anything else is 404;
 * an event whose day (Asia/Yangon) has gone by is 409 `{ message, reason: 'event_past' }`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody, apiPaths } from '@contract';
import { CustomerPostParams, ReasonBody, RsvpRequest, RsvpResponse } from '@contract/loyalty';

const customerPostRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { posts } = fastify.repositories;

  fastify.put(
    `/${apiPaths.customerRsvp}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        params: CustomerPostParams,
        body: RsvpRequest,
        response: {
          200: RsvpResponse,
          401: ErrorBody,
          404: ErrorBody,
          409: ReasonBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { answer } = request.body;
      const result = await posts.answer(
        request.params.postId,
        request.customer!.customerId,
        answer,
      );
      const messages = request.messages();
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: messages.postNotFound });
        case 'past':
          return reply.code(409).send({ message: messages.eventPast, reason: 'event_past' });
        case 'answered':
          return { answer, counts: result.counts };
      }
    },
  );
};

export default customerPostRoutes;
