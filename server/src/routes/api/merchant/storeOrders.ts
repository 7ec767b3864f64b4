/**
 * The shop's side of orders: its inbox (`merchant/store/{merchantId}/inbox?date=`: the day's
 * orders and reservations, every one still open, and the day's totals) and its actions on an
 * order (`…/orders/{orderId}/{action}`: accept, reject with a reason, ready, complete). Both need
 * the merchant's own token and a plan that includes orders. An order of another shop is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, ErrorBody, MerchantParams, ValidationErrorBody, apiPaths } from '@contract';
import { ActionRequest, Inbox, InboxQuery, OrderActionParams, ShopOrder } from '@contract/orders';
import { isCalendarDate, yangonNow } from '@contract/orderRules';
import { fieldLabel } from '../../../i18n';
import { validationBody } from '../../../validation';
import { OrderConflictBody, illegalTransition } from '../customer/orderCommon';

const merchantStoreOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { shopOrders, reservations } = fastify.repositories;
  const guards = [
    fastify.requireAuth,
    fastify.requireOwnMerchant,
    fastify.requireFeature('orders'),
  ];

  fastify.post(
    `/${apiPaths.merchantOrderAction}`,
    {
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
        { merchantId },
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
      const [orders, booked, orderTotals, reservationTotals] = await Promise.all([
        shopOrders.listForInbox(merchantId, date),
        reservations.listForInbox(merchantId, date),
        shopOrders.dayTotals(merchantId, date),
        reservations.dayTotals(merchantId, date),
      ]);
      return {
        date,
        orders,
        reservations: booked,
        totals: { ...orderTotals, ...reservationTotals },
      };
    },
  );
};

export default merchantStoreOrderRoutes;
