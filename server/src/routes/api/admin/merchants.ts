/**
 * The back office's merchants: `admin/merchants` (the search), `admin/merchants/:merchantId`
 * (a merchant's page) and `…/notes` (an operator's note, written with its audit row).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, apiPaths } from '@contract';
import {
  AddNoteRequest,
  AdminMerchantDetail,
  AdminMerchantParams,
  AdminMerchantsPage,
  AdminMerchantsQuery,
  AdminNote,
} from '@contract/adminMerchants';
import { validationBody } from '../../../validation';
import { answers } from '../merchant/storeCommon';

const adminMerchantRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { adminMerchants } = fastify.repositories;

  fastify.get(
    `/${apiPaths.adminMerchants}`,
    {
      config: { operatorAccess: 'read' },
      schema: {
        headers: AuthHeaders,
        querystring: AdminMerchantsQuery,
        response: answers({ 200: AdminMerchantsPage }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminMerchants.search(request.query);
    },
  );

  fastify.get(
    `/${apiPaths.adminMerchant}`,
    {
      config: { operatorAccess: 'read' },
      schema: {
        headers: AuthHeaders,
        params: AdminMerchantParams,
        response: answers({ 200: AdminMerchantDetail }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const detail = await adminMerchants.detail(request.params.merchantId);
      if (!detail) return reply.code(404).send({ message: request.messages().notFound });
      return detail;
    },
  );

  fastify.post(
    `/${apiPaths.adminMerchantNotes}`,
    {
      config: { operatorAccess: 'moderation' },
      preHandler: fastify.refuseZawgyi('adminMerchantNotes'),
      schema: {
        headers: AuthHeaders,
        params: AdminMerchantParams,
        body: AddNoteRequest,
        response: answers({ 201: AdminNote }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const body = request.body.body.trim();
      if (body === '') return reply.code(422).send(validationBody(m, { body: [m.dataInvalid] }));
      const operator = request.operator!;
      const note = await adminMerchants.addNote(operator, request.params.merchantId, { body });
      if (!note) return reply.code(404).send({ message: m.notFound });
      return reply.code(201).send(note);
    },
  );
};

export default adminMerchantRoutes;
