/**
 * The plan order calls (specification section 7): `merchant/addPlan/{merchantId}` and
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
  paths,
  type PlanDuration,
  responses,
} from '@contract';
import { label, validationBody } from '../../../validation';

export const PLAN_ADDED = 'Plan added to your order';
export const ADDON_ADDED = 'Add-on added to your order';
export const CHOOSE_PLAN_FIRST = 'Choose a plan before adding add-ons';
export const NO_PENDING_ORDER = 'No pending order';

/** A 422 naming one field, in the words of the schema validation (`The selected … is invalid.`). */
const unknownValue = (field: string) =>
  validationBody({ [field]: [`The selected ${label(field)} is invalid.`] });

const merchantOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { orders } = fastify.repositories;
  // The token first (401), then the merchant (403), before the body is even validated.
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.post(
    `/${paths.addPlan}/:merchantId`,
    {
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
      if (!result.ok) return reply.code(422).send(unknownValue('plan_id'));
      return { status: true as const, message: PLAN_ADDED, data: result.order };
    },
  );

  fastify.post(
    `/${paths.addAddon}/:merchantId`,
    {
      onRequest,
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
      if (result.ok) return { status: true as const, message: ADDON_ADDED, data: result.line };
      if (result.reason === 'unknownAddonType') {
        return reply.code(422).send(unknownValue('addon_type_id'));
      }
      return reply.code(409).send({ message: CHOOSE_PLAN_FIRST });
    },
  );

  fastify.get(
    `/${paths.pendingOrder}/:merchantId`,
    {
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(PendingOrder, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const order = await orders.findPending(request.params.merchantId);
      if (!order) return reply.code(404).send({ message: NO_PENDING_ORDER });
      return order;
    },
  );
};

export default merchantOrderRoutes;
