/**
 * The live event streams (see plugins/app/liveEvents.ts): `merchant/store/:merchantId/events` for
 * a shop with the Order/Reservations feature, and `customer/events` for a signed-in customer.
 * `text/event-stream`: `retry: 2000` first, then each event as `id: <position>` (an opaque string
 * the client sends back; see repositories/liveEvents.ts), `event: order|reservation`,
 * `data: <LiveEvent JSON>`, and a `: ping` comment every 20 s. `Last-Event-ID` (header, or
 * `?lastEventId=` for clients that cannot set headers) replays everything after it first. A stream
 * whose token is signed out or revoked, or whose shop's plan loses the feature, ends with
 * `event: end` (`data: {"reason": ...}`) within a heartbeat.
 *
 * `?topic=payments` on the merchant's stream carries instead the merchant's own checkouts as they
 * change (`event: payment`, `data: <CheckoutEvent JSON>`): it needs only the merchant's token (no
 * feature, no plan: it is how a plan gets paid for), and ends only when that token no longer
 * holds. Each topic has its own positions: a Last-Event-ID resumes within the topic it came from.
 *
 * A cashier limited to a branch (`branchScope`, contract/staff.ts) gets that branch's orders and
 * reservations only; everyone else on the shop's team gets all of them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, MerchantParams, apiPaths } from '@contract';
import { branchScope, merchantMay } from '@contract/staff';
import { EVENT_ID_PATTERN as EVENT_ID, LIVE_TOPICS } from '../../../repositories/liveEvents';

const StreamHeaders = Type.Composite([
  AuthHeaders,
  Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: EVENT_ID })) }),
]);
const StreamQuery = Type.Object(
  { lastEventId: Type.Optional(Type.String({ pattern: EVENT_ID })) },
  { additionalProperties: false },
);
const MerchantStreamQuery = Type.Composite(
  [
    StreamQuery,
    Type.Object({
      topic: Type.Optional(Type.Union(LIVE_TOPICS.map((topic) => Type.Literal(topic)))),
    }),
  ],
  { additionalProperties: false },
);

/** The header wins over the query; both absent, the stream starts from now. */
const resumeAfter = (headers: { 'last-event-id'?: string }, query: { lastEventId?: string }) =>
  headers['last-event-id'] ?? query.lastEventId ?? null;

const liveEventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const requireOrders = fastify.requireFeature('orders');
  fastify.get(
    `/${apiPaths.merchantEvents}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: { headers: StreamHeaders, params: MerchantParams, querystring: MerchantStreamQuery },
      // The inbox needs the Order/Reservations feature; the merchant's payments do not, but are
      // the shop's billing: its owner's only.
      preHandler: async (request, reply) => {
        if (request.query.topic === 'payments') {
          if (request.auth && merchantMay(request.auth.role, 'billing')) return;
          return reply.code(403).send({ message: request.messages().merchantRoleRefused });
        }
        return requireOrders(request, reply);
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      // requireAuth answered 401 otherwise; kept for the type.
      if (auth === null) return;
      await fastify.liveEvents.open(request, reply, {
        audience: { merchantId: request.params.merchantId, branchId: branchScope(auth) },
        token: { kind: 'merchant', id: auth.tokenId },
        after: resumeAfter(request.headers, request.query),
        topic: request.query.topic ?? 'inbox',
      });
    },
  );

  fastify.get(
    `/${apiPaths.customerEvents}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: StreamHeaders, querystring: StreamQuery },
    },
    async (request, reply) => {
      const customer = request.customer;
      // requireCustomer answered 401 otherwise; kept for the type.
      if (customer === null) return;
      await fastify.liveEvents.open(request, reply, {
        audience: { customerId: customer.customerId },
        token: { kind: 'customer', id: customer.tokenId },
        after: resumeAfter(request.headers, request.query),
      });
    },
  );
};

export default liveEventRoutes;
