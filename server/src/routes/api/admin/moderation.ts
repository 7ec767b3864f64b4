/**
 * The back office's moderation: shoppers' reports (`admin/reports`, newest first, open by
 * default), dismissing one (`…/:reportId/dismiss`), suspending a shop
 * (`admin/shops/:merchantId/suspension` PUT: unlisted at once, the reason shown to the merchant,
 * its open reports 'actioned'; DELETE lifts it) and the suspended shops (`admin/shops/suspended`).
 * Reading needs the `read` part of the back office, acting `moderation`; every action writes its
 * audit row in its own transaction (repositories/moderation.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, apiPaths } from '@contract';
import {
  AdminReport,
  AdminReportsQuery,
  AdminReportsResponse,
  DismissReportRequest,
  ReportParams,
  ShopSuspensionParams,
  SuspendShopRequest,
  SuspendedShop,
  SuspendedShopsResponse,
  SuspensionLifted,
} from '@contract/moderation';
import type { OperatorContext } from '../../../repositories/operatorSessions';
import { answers } from '../merchant/storeCommon';

/** The guard has set the operator on every route here; a route without one is a wiring mistake. */
function actorOf(operator: OperatorContext | null): OperatorContext {
  if (operator === null) throw new Error('an operator route ran without its guard');
  return operator;
}

const adminModerationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { moderation } = fastify.repositories;

  fastify.get(
    `/${apiPaths.adminReports}`,
    {
      config: { operatorAccess: 'read' },
      schema: {
        headers: AuthHeaders,
        querystring: AdminReportsQuery,
        response: answers({ 200: AdminReportsResponse }, 401, 403, 422),
      },
    },
    async (request) => ({ reports: await moderation.reports(request.query.status ?? 'open') }),
  );

  fastify.post(
    `/${apiPaths.adminReportDismiss}`,
    {
      config: { operatorAccess: 'moderation' },
      preHandler: fastify.refuseZawgyi('adminReportDismiss'),
      schema: {
        headers: AuthHeaders,
        params: ReportParams,
        body: DismissReportRequest,
        response: answers({ 200: AdminReport }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const note = (request.body?.note ?? '').trim();
      const outcome = await moderation.dismiss(
        actorOf(request.operator),
        request.params.reportId,
        note,
      );
      switch (outcome.kind) {
        case 'dismissed':
          return outcome.report;
        case 'notFound':
          return reply.code(404).send({ message: m.reportNotFound });
        case 'notOpen':
          return reply.code(409).send({ message: m.reportNotOpen });
      }
    },
  );

  fastify.get(
    `/${apiPaths.adminSuspensions}`,
    {
      config: { operatorAccess: 'read' },
      schema: {
        headers: AuthHeaders,
        response: answers({ 200: SuspendedShopsResponse }, 401, 403),
      },
    },
    async () => ({ shops: await moderation.suspended() }),
  );

  fastify.put(
    `/${apiPaths.adminShopSuspension}`,
    {
      config: { operatorAccess: 'moderation' },
      preHandler: fastify.refuseZawgyi('adminShopSuspension'),
      schema: {
        headers: AuthHeaders,
        params: ShopSuspensionParams,
        body: SuspendShopRequest,
        response: answers({ 200: SuspendedShop }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const outcome = await moderation.suspend(
        actorOf(request.operator),
        request.params.merchantId,
        request.body.reason.trim(),
      );
      switch (outcome.kind) {
        case 'suspended':
          return outcome.shop;
        case 'notFound':
          return reply.code(404).send({ message: m.shopNotFound });
        case 'already':
          return reply.code(409).send({ message: m.shopAlreadySuspended });
      }
    },
  );

  fastify.delete(
    `/${apiPaths.adminShopSuspension}`,
    {
      config: { operatorAccess: 'moderation' },
      schema: {
        headers: AuthHeaders,
        params: ShopSuspensionParams,
        response: answers({ 200: SuspensionLifted }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const outcome = await moderation.lift(actorOf(request.operator), merchantId);
      switch (outcome.kind) {
        case 'lifted':
          return { merchant_id: merchantId, listed: outcome.listed };
        case 'notFound':
          return reply.code(404).send({ message: m.shopNotFound });
        case 'notSuspended':
          return reply.code(409).send({ message: m.shopNotSuspended });
      }
    },
  );
};

export default adminModerationRoutes;
