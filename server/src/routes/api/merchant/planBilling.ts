/**
 * Paying for a plan order, before and after the card:
 * - `merchant/orderSummary/:merchantId`: the pending order priced by the server, line by line,
 *   and what paying for it does to the current plan (the billing screen shows it and the payment
 *   intent must be for its `amount_minor`, in MMK);
 * - `merchant/partnerCode/:merchantId`: POST applies a partner code to the order (the only way a
 *   partner discount reaches a charge), DELETE removes it; both answer the new summary;
 * - `merchant/receipts/:merchantId/:number`: one of the merchant's receipts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, MerchantParams, apiPaths, responses } from '@contract';
import {
  OrderSummaryResponse,
  PARTNER_CODE_PATTERN,
  PartnerCodeRequest,
  Receipt,
  ReceiptParams,
} from '@contract/billing';
import { validationBody } from '../../../validation';
import { normaliseCode } from '../../../repositories/partnerCodes';
import { isoTime } from '../../../db/time';

const CODE = new RegExp(PARTNER_CODE_PATTERN);

const merchantPlanBillingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { planBilling } = fastify.repositories;
  // The token first (401), then the merchant (403), before anything else is looked at.
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  const summaryOf = async (merchantId: number) => ({
    order: (await planBilling.summary(merchantId))?.summary ?? null,
  });

  fastify.get(
    `/${apiPaths.orderSummary}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(OrderSummaryResponse, 401, 403, 422),
      },
    },
    async (request, reply) => {
      // Prices and the credit move with time: never from a cache.
      reply.header('cache-control', 'no-store');
      return summaryOf(request.params.merchantId);
    },
  );

  fastify.post(
    `/${apiPaths.partnerCode}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: PartnerCodeRequest,
        response: responses(OrderSummaryResponse, 401, 403, 409, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const code = normaliseCode(request.body.code);
      if (!CODE.test(code)) {
        return reply.code(422).send(validationBody(m, { code: [m.partnerCodeUnknown] }));
      }
      const result = await planBilling.applyPartnerCode(merchantId, code);
      if (!result.ok) {
        if (result.reason === 'noOrder') return reply.code(409).send({ message: m.noPlanOrder });
        const words = {
          unknown: m.partnerCodeUnknown,
          inactive: m.partnerCodeInactive,
          expired: m.partnerCodeExpired,
          used_up: m.partnerCodeUsedUp,
        }[result.reason];
        request.log.info({ merchantId, reason: result.reason }, 'partner code refused');
        return reply.code(422).send(validationBody(m, { code: [words] }));
      }
      request.log.info({ merchantId }, 'partner code applied');
      return summaryOf(merchantId);
    },
  );

  fastify.delete(
    `/${apiPaths.partnerCode}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: responses(OrderSummaryResponse, 401, 403, 409, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!(await planBilling.removePartnerCode(merchantId))) {
        return reply.code(409).send({ message: request.messages().noPlanOrder });
      }
      return summaryOf(merchantId);
    },
  );

  fastify.get(
    `/${apiPaths.receipt}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: ReceiptParams,
        response: responses(Receipt, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, number } = request.params;
      const found = await planBilling.receipt(merchantId, number);
      // Another merchant's receipt is as unknown as one that does not exist.
      if (!found) return reply.code(404).send({ message: request.messages().receiptNotFound });
      return { ...found.document, number: found.number, issued_at: isoTime(found.issued_at) };
    },
  );
};

export default merchantPlanBillingRoutes;
