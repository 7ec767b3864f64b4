/**
 * A customer's answer to a shop's event (`customer/posts/{postId}/rsvp`): 'going' or 'not
 * going', one answer per customer and event (a new one replaces the old), answered with the
 * event's counts. Only an event of a listed shop, not deleted, takes answers: anything else is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody, apiPaths } from '@contract';
import { CustomerPostParams, RsvpRequest, RsvpResponse } from '@contract/loyalty';

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
        response: { 200: RsvpResponse, 401: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const { answer } = request.body;
      const counts = await posts.answer(
        request.params.postId,
        request.customer!.customerId,
        answer,
      );
      if (!counts) return reply.code(404).send({ message: request.messages().postNotFound });
      return { answer, counts };
    },
  );
};

export default customerPostRoutes;
