/**
 * The public VAPID key (`push/key`), and a customer's notifications (docs/notifications.md): their
 * devices (an order accepted or ready, a reservation confirmed) and their choice of an SMS when an
 * order is ready. A customer reaches only their own devices; a merchant's token is not a
 * customer's and is refused (401).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody } from '@contract';
import {
  CustomerDeviceParams,
  CustomerNotices,
  CustomerPushDevice,
  CustomerPushDevices,
  PushKeyResponse,
  SubscribeRequest,
} from '@contract/push';
import { pushPaths } from '@contract/pushPaths';
import { languageOf } from '../../../i18n';
import { pushWords, refuseSubscription } from '../../../push/messages';

const customerNotificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { push } = fastify;

  fastify.get(
    `/${pushPaths.pushKey}`,
    { schema: { response: { 200: PushKeyResponse } } },
    async () => ({ public_key: push.publicKey }),
  );

  const customerOf = (request: { customer: { customerId: number } | null }) => ({
    customerId: request.customer!.customerId,
  });

  fastify.get(
    `/${pushPaths.customerPushDevices}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: AuthHeaders, response: { 200: CustomerPushDevices, 401: ErrorBody } },
    },
    async (request) => ({
      devices: (await push.repository.devices(customerOf(request))).map(
        ({ events: _events, ...device }) => device,
      ),
    }),
  );

  fastify.post(
    `/${pushPaths.customerPushDevices}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        body: SubscribeRequest,
        response: {
          200: CustomerPushDevice,
          201: CustomerPushDevice,
          401: ErrorBody,
          409: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const refused = refuseSubscription(request, reply, push, request.body.endpoint);
      if (refused) return refused;
      const { device, created } = await push.repository.subscribe(
        customerOf(request),
        request.body,
      );
      const { events: _events, ...shown } = device;
      return reply.code(created ? 201 : 200).send(shown);
    },
  );

  fastify.delete(
    `/${pushPaths.customerPushDevice}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        params: CustomerDeviceParams,
        response: { 204: Type.Null(), 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!(await push.repository.remove(customerOf(request), request.params.deviceId))) {
        return reply.code(404).send({ message: pushWords(request).deviceNotFound });
      }
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    `/${pushPaths.customerNotices}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: AuthHeaders, response: { 200: CustomerNotices, 401: ErrorBody } },
    },
    async (request) =>
      push.repository.notices(
        request.customer!.customerId,
        languageOf(request.headers['accept-language']),
      ),
  );

  fastify.put(
    `/${pushPaths.customerNotices}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: AuthHeaders,
        body: CustomerNotices,
        response: { 200: CustomerNotices, 401: ErrorBody, 422: ValidationErrorBody },
      },
    },
    async (request) => {
      await push.repository.setNotices(request.customer!.customerId, request.body);
      return request.body;
    },
  );
};

export default customerNotificationRoutes;
