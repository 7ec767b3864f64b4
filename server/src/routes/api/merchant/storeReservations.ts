/**
 * What the shop does with a reservation: confirm or decline it (with a reason) while it is
 * requested, then mark it completed or a no-show. Each action is checked against the current state
 * and applied under the row's lock (contract/orderRules.ts `nextReservationState`); an action the
 * state does not allow answers 409 with the state it is in now. Needs the plan's `orders` feature.
 * A reservation of another shop is 404, and so is one of another branch to a cashier limited to a
 * branch (`branchScope`, contract/staff.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import {
  ActionRequest,
  IllegalTransitionBody,
  Reservation,
  ReservationActionParams,
} from '@contract/orders';
import { branchScope } from '@contract/staff';
import { fieldLabel } from '../../../i18n';
import { validationBody } from '../../../validation';
import { illegalTransition } from '../customer/orderCommon';

const merchantReservationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reservations } = fastify.repositories;

  fastify.post(
    `/${apiPaths.merchantReservationAction}`,
    {
      config: { merchantAccess: 'orders' },
      // The token (401), the merchant (403), then the plan (403), before the body is read.
      onRequest: [
        fastify.requireAuth,
        fastify.requireOwnMerchant,
        fastify.requireFeature('orders'),
      ],
      preHandler: fastify.refuseZawgyi('merchantReservationAction'),
      schema: {
        headers: AuthHeaders,
        params: ReservationActionParams,
        body: ActionRequest,
        response: {
          200: Reservation,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: IllegalTransitionBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, reservationId, action } = request.params;
      const reason = request.body.reason?.trim();
      if (action === 'decline' && !reason) {
        return reply
          .code(422)
          .send(validationBody(m, { reason: [m.required(fieldLabel(m, 'reason'))] }));
      }
      const actor = {
        merchantId,
        memberId: request.auth?.memberId ?? null,
        branchId: branchScope(request.auth),
      };
      const result = await reservations.transition(actor, reservationId, action, {
        reason: action === 'decline' ? reason : null,
      });
      switch (result.kind) {
        case 'notFound':
        case 'tooLate':
          return reply.code(404).send({ message: m.reservationNotFound });
        case 'illegal':
          return illegalTransition(reply, m.reservationIllegal, result.state);
        case 'done':
          request.log.info({ merchantId, reservationId, action }, 'reservation changed');
          return result.reservation;
      }
    },
  );
};

export default merchantReservationRoutes;
