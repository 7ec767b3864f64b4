/**
 * 'Report this shop' (`marketplace/shops/{slug}/reports`): public, a customer's token optional
 * (a token that is sent must be an active customer's: 401 otherwise). The report is queued for the
 * back office; the answer (201) says only that it was received. A shop the public cannot see is
 * not found, as its store page is; a post must be one of this shop's.
 *
 * Limited per client address by the rate-limit plugin (the shoppers' generous limit, many
 * shoppers share a carrier's address), and per signed-in customer here, with the per-person
 * limit, so one account cannot flood the queue from many addresses.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, apiPaths } from '@contract';
import { ShopReportReceived, ShopReportRequest } from '@contract/moderation';
import { ShopParams } from '@contract/store';
import { createRateLimitRepository } from '../../../repositories/rateLimits';
import { validationBody } from '../../../validation';
import { answers } from '../merchant/storeCommon';

const ReportHeaders = Type.Object({
  authorization: Type.Optional(AuthHeaders.properties.authorization),
});

const marketplaceReportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { moderation } = fastify.repositories;
  const counters = createRateLimitRepository(fastify.db);

  fastify.post(
    `/${apiPaths.shopReport}`,
    {
      onRequest: fastify.optionalCustomer,
      preHandler: fastify.refuseZawgyi('shopReport'),
      schema: {
        headers: ReportHeaders,
        params: ShopParams,
        body: ShopReportRequest,
        response: answers({ 201: ShopReportReceived }, 401, 404, 422, 429),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const customerId = request.customer?.customerId ?? null;
      if (customerId !== null) {
        const { windowSeconds, perPhone } = fastify.config.rateLimit;
        const hit = await counters.hit(`shopReport:customer:${customerId}`, windowSeconds);
        if (hit.hits > perPhone) {
          return reply
            .code(429)
            .header('Retry-After', String(hit.retryAfterSeconds))
            .send({ message: m.tooManyAttempts(hit.retryAfterSeconds) });
        }
      }
      const { reason, details, post_id } = request.body;
      const outcome = await moderation.report(request.params.slug, {
        reason,
        details: (details ?? '').trim(),
        postId: post_id ?? null,
        customerId,
      });
      switch (outcome.kind) {
        case 'received':
          return reply.code(201).send({ received: true });
        case 'notFound':
          return reply.code(404).send({ message: m.shopNotFound });
        case 'badPost':
          return reply.code(422).send(validationBody(m, { post_id: [m.reportPostNotFound] }));
      }
    },
  );
};

export default marketplaceReportRoutes;
