/**
 * `payments/callback/:provider` (public): a payment provider's signed report of a wallet or hosted
 * card payment. The body is kept as the exact text that arrived (signatures are over its bytes):
 * this plugin's own content-type parsers read JSON, form and text bodies as strings, up to
 * `CALLBACK_BODY_LIMIT`. Every callback is stored raw before anything is read from it; one the
 * provider's check refuses is answered 400 and changes nothing; a verified one is settled
 * (repositories/checkouts.ts: idempotent, checked against the snapshot) and answered 200 at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, ValidationErrorBody, apiPaths } from '@contract';
import { logSettled } from '../../../payments/checkoutJob';

/** Far above any provider's report, far below what could hurt. */
export const CALLBACK_BODY_LIMIT = 64 * 1024;

/** Headers a callback is stored without: none a provider signs, any a client could leak. */
const UNSTORED_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

const CallbackParams = Type.Object(
  { provider: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

const paymentCallbackRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { checkouts } = fastify.repositories;

  // Scoped to this plugin: every body as the text it arrived as.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  fastify.post(
    `/${apiPaths.paymentCallback}`,
    {
      schema: {
        params: CallbackParams,
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          400: ErrorBody,
          404: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      let provider;
      try {
        provider = fastify.checkoutProvider();
      } catch (error) {
        request.log.error({ err: error }, 'the payment provider is not available');
        return reply.code(404).send({ message: m.notFound });
      }
      if (request.params.provider !== provider.name) {
        return reply.code(404).send({ message: m.notFound });
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const headers: Record<string, string | string[] | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!UNSTORED_HEADERS.has(name)) headers[name] = value;
      }
      const id = await checkouts.recordCallback({ provider: provider.name, headers, rawBody });
      await provider.ready?.();
      const verdict = provider.verifyCallback({
        rawBody,
        contentType: request.headers['content-type'] ?? '',
        headers,
      });
      if (!verdict.valid) {
        await checkouts.callbackOutcome(id, {
          verified: false,
          reference: null,
          outcome: `refused: ${verdict.reason}`.slice(0, 500),
        });
        request.log.warn({ callbackId: id, reason: verdict.reason }, 'payment callback refused');
        return reply.code(400).send({ message: m.badRequest });
      }
      const { report } = verdict;
      const result = await checkouts.settle(report.reference, report, provider.name);
      logSettled(request.log, report.reference, 'callback', result);
      await checkouts.callbackOutcome(id, {
        verified: true,
        reference: report.reference,
        outcome: result.kind === 'unknown' ? 'unknown reference' : result.kind,
      });
      return { status: 'ok' as const };
    },
  );
};

export default paymentCallbackRoutes;
