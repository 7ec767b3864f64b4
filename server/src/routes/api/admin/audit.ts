/** `admin/audit`: the audit log, searched, newest first, a page at a time (keyset `before`). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, apiPaths } from '@contract';
import { AUDIT_PAGE_SIZE, AuditPage, AuditQuery } from '@contract/adminMerchants';
import { searchAudit } from '../../../repositories/audit';
import { answers } from '../merchant/storeCommon';

const adminAuditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    `/${apiPaths.adminAudit}`,
    {
      config: { operatorAccess: 'read' },
      schema: {
        headers: AuthHeaders,
        querystring: AuditQuery,
        response: answers({ 200: AuditPage }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchAudit(fastify.db, request.query, AUDIT_PAGE_SIZE);
    },
  );
};

export default adminAuditRoutes;
