/**
 * The plan order calls: `merchant/addPlan/{merchantId}` and
 * `merchant/addAddon/{merchantId}` record the merchant's pending order, which the billing payment
 * settles; `merchant/pendingOrder/{merchantId}` reads it back. Nothing is charged here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddAddonRequest,
  AddAddonResponse,
  AddPlanRequest,
  AddPlanResponse,
  AuthHeaders,
  MerchantParams,
  PendingOrder,
  apiPaths,
  type PlanDuration,
  responses,
} from '@contract';
import { fieldLabel, type Messages } from '../../../i18n';
import { validationBody } from '../../../validation';

/** A 422 naming one field, in the words of the schema validation (`The selected … is invalid.`). */
const unknownValue = (m: Messages, field: string) =>
  validationBody(m, { [field]: [m.selectedInvalid(fieldLabel(m, field))] });

const merchantOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { orders } = fastify.repositories;
  // The token first (401), then the merchant (403), before the body is even validated.
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.post(
    `/${apiPaths.addPlan}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: AddPlanRequest,
        response: responses(AddPlanResponse, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const { plan_id, duration_month } = request.body;
      // The schema allows only 3, 6 and 12; the type provider cannot see through its enum.
      const months = duration_month as PlanDuration;
      const result = await orders.addPlan(request.params.merchantId, plan_id, months);
      const m = request.messages();
      if (!result.ok) return reply.code(422).send(unknownValue(m, 'plan_id'));
      return { status: true as const, message: m.planAdded, data: result.order };
    },
  );

  fastify.post(
    `/${apiPaths.addAddon}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      preHandler: fastify.refuseZawgyi('addAddon'),
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: AddAddonRequest,
        response: responses(AddAddonResponse, 401, 403, 409, 422),
      },
    },
    async (request, reply) => {
      const { addon_type_id, quantity, remark = '' } = request.body;
      const result = await orders.addAddon(
        request.params.merchantId,
        addon_type_id,
        quantity,
        remark,
      );
      const m = request.messages();
      if (result.ok) return { status: true as const, message: m.addonAdded, data: result.line };
      if (result.reason === 'unknownAddonType') {
        return reply.code(422).send(unknownValue(m, 'addon_type_id'));
      }
      return reply.code(409).send({ message: m.choosePlanFirst });
    },
  );

  fastify.get(
    `/${apiPaths.pendingOrder}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(PendingOrder, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const order = await orders.findPending(request.params.merchantId);
      if (!order) return reply.code(404).send({ message: request.messages().noPendingOrder });
      return order;
    },
  );
};

export default merchantOrderRoutes;
