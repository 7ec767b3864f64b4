/**
 * The townships the shop delivers to (`merchant/store/:merchantId/delivery`): GET the list, PUT
 * the whole list (a township once, each with its fee, least order and time; an empty list stops
 * delivery). A PUT sent twice leaves the same list: it needs no Idempotency-Key.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, MerchantParams } from '@contract';
import { DeliveryAreas, DeliveryAreasRequest } from '@contract/delivery';
import { deliveryPaths } from '@contract/deliveryPaths';
import { repeatedTownship } from '@contract/deliveryRules';
import { validationBody } from '../../../validation';
import { answers } from './storeCommon';

const merchantDeliveryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { deliveryAreas } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.get(
    `/${deliveryPaths.storeDelivery}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: DeliveryAreas }, 401, 403, 422),
      },
    },
    async (request) => ({ areas: await deliveryAreas.areas(request.params.merchantId) }),
  );

  fastify.put(
    `/${deliveryPaths.storeDelivery}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: DeliveryAreasRequest,
        response: answers({ 200: DeliveryAreas }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      if (repeatedTownship(request.body.areas) !== null) {
        return reply.code(422).send(validationBody(m, { areas: [m.deliveryTownshipTwice] }));
      }
      const result = await deliveryAreas.replace(request.params.merchantId, request.body.areas);
      switch (result.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'unknownTownship':
          return reply.code(422).send(validationBody(m, { areas: [m.deliveryTownshipUnknown] }));
        case 'done':
          return { areas: result.areas };
      }
    },
  );
};

export default merchantDeliveryRoutes;
