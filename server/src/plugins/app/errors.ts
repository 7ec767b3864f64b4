/**
 * One error shape for the whole API: 422 with field errors for invalid input, `{message}` for
 * other client errors, and a bare 500 for anything unexpected, whose details go to the log only.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { fieldErrors, validationBody } from '../../validation';

export const INTERNAL_ERROR = 'Internal server error';

export default fp(
  async (fastify) => {
    fastify.setErrorHandler<FastifyError>(async (error, request, reply) => {
      if (error.validation && error.validationContext) {
        const context = error.validationContext;
        const input: unknown = context === 'querystring' ? request.query : request[context];
        const errors = fieldErrors(error.validation, context, input);
        return reply.code(422).send(validationBody(errors));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, body too large, unsupported media type)
        // carry messages written for the caller.
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: INTERNAL_ERROR });
    });
  },
  { name: 'errors' },
);
