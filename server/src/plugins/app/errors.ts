/**
 * One error shape for the whole API: 422 with field errors for invalid input, `{message}` for
 * other client errors, and a bare 500 for anything unexpected, whose details go to the log only.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type Messages } from '../../i18n';
import { fieldErrors, validationBody } from '../../validation';

/**
 * Fastify's own client errors carry English messages written for the caller; in Burmese they are
 * told by their code.
 */
function clientErrorMessage(m: Messages, error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return m.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return m.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return m.badJson;
    default:
      return error instanceof SyntaxError ? m.badJson : m.badRequest;
  }
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler<FastifyError>(async (error, request, reply) => {
      if (error.validation && error.validationContext) {
        const context = error.validationContext;
        const input: unknown = context === 'querystring' ? request.query : request[context];
        const m = request.messages();
        const errors = fieldErrors(m, error.validation, context, input);
        return reply.code(422).send(validationBody(m, errors));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, body too large, unsupported media type)
        // carry messages written for the caller.
        const m = request.messages();
        const message = m === MESSAGES.en ? error.message : clientErrorMessage(m, error);
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: request.messages().internalError });
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
