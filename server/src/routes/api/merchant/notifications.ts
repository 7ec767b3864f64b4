/**
 * A shop person's devices for notifications (docs/notifications.md): every role lists, subscribes,
 * tunes and removes its own devices only (the owner's and each member's are apart; another's
 * device is 404, as another shop's record is). Subscribing the same endpoint again is the same
 * device (200), so a browser can re-send its subscription at every visit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, MerchantParams, ValidationErrorBody } from '@contract';
import {
  DeviceEventsRequest,
  MerchantDeviceParams,
  MerchantPushDevice,
  MerchantPushDevices,
  SubscribeRequest,
} from '@contract/push';
import { pushPaths } from '@contract/pushPaths';
import type { FastifyRequest } from 'fastify';
import { pushWords, refuseSubscription } from '../../../push/messages';
import type { DeviceOwner } from '../../../push/pushRepository';

/** The caller's own devices: the owner's (no member) or the member's. */
function ownerOf(request: FastifyRequest): DeviceOwner {
  const auth = request.auth!;
  return { merchantId: auth.merchantId!, memberId: auth.memberId };
}

const merchantNotificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { push } = fastify;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.get(
    `/${pushPaths.merchantPushDevices}`,
    {
      config: { merchantAccess: 'self' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: { 200: MerchantPushDevices, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ devices: await push.repository.devices(ownerOf(request)) }),
  );

  fastify.post(
    `/${pushPaths.merchantPushDevices}`,
    {
      config: { merchantAccess: 'self' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: SubscribeRequest,
        response: {
          200: MerchantPushDevice,
          201: MerchantPushDevice,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const refused = refuseSubscription(request, reply, push, request.body.endpoint);
      if (refused) return refused;
      const { device, created } = await push.repository.subscribe(ownerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(device);
    },
  );

  fastify.put(
    `/${pushPaths.merchantPushDevice}`,
    {
      config: { merchantAccess: 'self' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantDeviceParams,
        body: DeviceEventsRequest,
        response: {
          200: MerchantPushDevice,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const device = await push.repository.setEvents(
        ownerOf(request),
        request.params.deviceId,
        request.body.events,
      );
      if (!device) return reply.code(404).send({ message: pushWords(request).deviceNotFound });
      return device;
    },
  );

  fastify.delete(
    `/${pushPaths.merchantPushDevice}`,
    {
      config: { merchantAccess: 'self' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantDeviceParams,
        response: { 204: Type.Null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!(await push.repository.remove(ownerOf(request), request.params.deviceId))) {
        return reply.code(404).send({ message: pushWords(request).deviceNotFound });
      }
      return reply.code(204).send(null);
    },
  );
};

export default merchantNotificationRoutes;
