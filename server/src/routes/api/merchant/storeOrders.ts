/**
 * The shop's side of orders: its inbox (`merchant/store/{merchantId}/inbox?date=`: every order
 * still open, the day's first page of finished ones, the day's reservations and every one still
 * open, and the day's totals; `…/inbox/orders?before=` pages on through the finished orders), its
 * actions on an order (`…/orders/{orderId}/{action}`: accept, reject with a reason, ready,
 * complete), and the customers it blocks (`…/blocked-customers`). All need the merchant's own
 * token and a plan that includes orders. An order of another shop is 404. A cashier limited to a
 * branch (`branchScope`, contract/staff.ts) sees that branch's orders, reservations and totals
 * only, and an order of another branch is 404 to them as well. 'Busy' (`…/busy`) pauses new
 * orders at the shop or a branch for 15, 30 or 60 minutes, or ends the pause.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, MerchantParams, ValidationErrorBody, apiPaths } from '@contract';
import { BusyPauses, BusyRequest } from '@contract/busy';
import { inboxPaths } from '@contract/inboxPaths';
import {
  ActionRequest,
  BlockedCustomer,
  BlockedCustomerParams,
  BlockedCustomers,
  Inbox,
  InboxOrdersPage,
  InboxOrdersQuery,
  InboxQuery,
  MarkPaidRequest,
  OrderActionParams,
  ShopOrder,
} from '@contract/orders';
import { isCalendarDate, yangonNow } from '@contract/orderRules';
import { branchScope } from '@contract/staff';
import { fieldLabel } from '../../../i18n';
import { validationBody } from '../../../validation';
import { OrderConflictBody, illegalTransition } from '../customer/orderCommon';
import { answers } from './storeCommon';

const OrderPaidParams = Type.Object(
  {
    merchantId: MerchantParams.properties.merchantId,
    orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);

const merchantStoreOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { shopOrders, reservations, blockedCustomers, busy } = fastify.repositories;
  const guards = [
    fastify.requireAuth,
    fastify.requireOwnMerchant,
    fastify.requireFeature('orders'),
  ];

  fastify.post(
    `/${apiPaths.merchantOrderAction}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      preHandler: fastify.refuseZawgyi('merchantOrderAction'),
      schema: {
        headers: AuthHeaders,
        params: OrderActionParams,
        body: ActionRequest,
        response: {
          200: ShopOrder,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: OrderConflictBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, orderId, action } = request.params;
      const reason = request.body.reason?.trim() ?? '';
      if (action === 'reject' && reason === '') {
        return reply
          .code(422)
          .send(validationBody(m, { reason: [m.required(fieldLabel(m, 'reason'))] }));
      }
      const result = await shopOrders.transition(
        {
          merchantId,
          memberId: request.auth?.memberId ?? null,
          branchId: branchScope(request.auth),
        },
        orderId,
        action,
        action === 'reject' ? reason : null,
      );
      switch (result.kind) {
        case 'done':
          request.log.info({ merchantId, orderId, action }, 'order moved');
          return result.order;
        case 'notFound':
          return reply.code(404).send({ message: m.orderNotFound });
        case 'illegal':
          return illegalTransition(reply, m.illegalTransition, result.state);
      }
    },
  );

  fastify.get(
    `/${apiPaths.merchantInbox}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        querystring: InboxQuery,
        response: { 200: Inbox, 401: ErrorBody, 403: ErrorBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const date = request.query.date ?? yangonNow(new Date()).date;
      if (!isCalendarDate(date)) {
        return reply
          .code(422)
          .send(validationBody(m, { date: [m.fieldInvalid(fieldLabel(m, 'date'))] }));
      }
      const branchId = branchScope(request.auth);
      const [open, finished, booked, orderTotals, reservationTotals] = await Promise.all([
        shopOrders.listOpen(merchantId, branchId),
        shopOrders.listFinished(merchantId, date, null, branchId),
        reservations.listForInbox(merchantId, date, branchId),
        shopOrders.dayTotals(merchantId, date, branchId),
        reservations.dayTotals(merchantId, date, branchId),
      ]);
      return {
        date,
        orders: [...open, ...finished.orders],
        orders_before: finished.before,
        reservations: booked,
        totals: { ...orderTotals, ...reservationTotals },
      };
    },
  );

  fastify.get(
    `/${inboxPaths.merchantInboxOrders}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        querystring: InboxOrdersQuery,
        response: {
          200: InboxOrdersPage,
          401: ErrorBody,
          403: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const date = request.query.date ?? yangonNow(new Date()).date;
      if (!isCalendarDate(date)) {
        return reply
          .code(422)
          .send(validationBody(m, { date: [m.fieldInvalid(fieldLabel(m, 'date'))] }));
      }
      const page = await shopOrders.listFinished(
        merchantId,
        date,
        request.query.before,
        branchScope(request.auth),
      );
      return { orders: page.orders, orders_before: page.before };
    },
  );

  fastify.get(
    `/${inboxPaths.merchantBlockedCustomers}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: { 200: BlockedCustomers, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ customers: await blockedCustomers.list(request.params.merchantId) }),
  );

  fastify.put(
    `/${inboxPaths.merchantBlockedCustomer}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: BlockedCustomerParams,
        response: { 200: BlockedCustomer, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { merchantId, customerId } = request.params;
      const blocked = await blockedCustomers.block(merchantId, customerId);
      if (!blocked) return reply.code(404).send({ message: request.messages().customerNotFound });
      request.log.info({ merchantId, customerId }, 'customer blocked');
      return blocked;
    },
  );

  fastify.delete(
    `/${inboxPaths.merchantBlockedCustomer}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: BlockedCustomerParams,
        // 204 with no body once the block is taken back.
        response: answers({}, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { merchantId, customerId } = request.params;
      if (!(await blockedCustomers.unblock(merchantId, customerId))) {
        return reply.code(404).send({ message: request.messages().customerNotFound });
      }
      request.log.info({ merchantId, customerId }, 'customer unblocked');
      return reply.code(204).send();
    },
  );

  fastify.get(
    `/${inboxPaths.merchantBusy}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: { 200: BusyPauses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      pauses: await busy.list(request.params.merchantId, branchScope(request.auth)),
    }),
  );

  fastify.post(
    `/${inboxPaths.merchantBusy}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: BusyRequest,
        response: { 200: BusyPauses, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const { branch_id, minutes } = request.body;
      const scope = branchScope(request.auth);
      // Setting a pause again (a double tap, a retry) sets it from then: the same pause.
      if (!(await busy.set(merchantId, branch_id, minutes, scope))) {
        return reply.code(404).send({ message: request.messages().branchNotFound });
      }
      request.log.info({ merchantId, branchId: branch_id, minutes }, 'busy pause set');
      return { pauses: await busy.list(merchantId, scope) };
    },
  );

  fastify.post(
    `/${inboxPaths.merchantOrderPaid}`,
    {
      config: { merchantAccess: 'orders' },
      onRequest: guards,
      schema: {
        headers: AuthHeaders,
        params: OrderPaidParams,
        body: MarkPaidRequest,
        response: {
          200: ShopOrder,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: OrderConflictBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, orderId } = request.params;
      const result = await shopOrders.markPaid(
        {
          merchantId,
          memberId: request.auth?.memberId ?? null,
          branchId: branchScope(request.auth),
        },
        orderId,
        request.body.method,
      );
      switch (result.kind) {
        case 'done':
          request.log.info({ merchantId, orderId, method: request.body.method }, 'order paid');
          return result.order;
        case 'notFound':
          return reply.code(404).send({ message: m.orderNotFound });
        case 'illegal':
          return illegalTransition(reply, m.illegalTransition, result.state);
        case 'alreadyPaid':
          return reply.code(409).send({ message: m.alreadyPaid, reason: 'already_paid' as const });
      }
    },
  );
};

export default merchantStoreOrderRoutes;
