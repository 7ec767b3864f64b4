/**
 * `merchant/addBillingInformation/{merchantId}` (the shop's billing details) and
 * `merchant/addCardInformation/{merchantId}` (a card reference: brand, last four and expiry; the
 * whole number and the CVC are never stored).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BillingInformationRequest,
  BillingInformationResponse,
  CardInformationRequest,
  CardInformationResponse,
  MerchantParams,
  AuthHeaders,
  apiPaths,
  responses,
} from '@contract';
import { normalisePhone } from '../../../phone';
import { cardBrand, isExpired, lastFour, luhnValid } from '../../../payments';
import { fieldLabel } from '../../../i18n';
import { validationBody, type FieldErrors } from '../../../validation';

/** Trims what people type and gives the phone its one spelling, before validation. */
async function normaliseBilling(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  for (const key of ['shop_name', 'address', 'township', 'email', 'card_holder_name']) {
    if (typeof fields[key] === 'string') fields[key] = fields[key].trim();
  }
  if (typeof fields.phone === 'string') fields.phone = normalisePhone(fields.phone);
  // A card number typed in groups of four is still a card number.
  if (typeof fields.card_number === 'string')
    fields.card_number = fields.card_number.replace(/ /g, '');
}

const merchantBillingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { payments, reference } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.post(
    `/${apiPaths.addBillingInformation}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      preValidation: normaliseBilling,
      preHandler: fastify.refuseZawgyi('addBillingInformation'),
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: BillingInformationRequest,
        response: responses(BillingInformationResponse, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const input = request.body;
      const m = request.messages();
      const [categories, townships] = await Promise.all([
        reference.categories(),
        reference.townships(),
      ]);
      const errors: FieldErrors = {};
      if (!townships.some((t) => t.name === input.township)) {
        errors.township = [m.selectedInvalid(fieldLabel(m, 'township_id'))];
      }
      if (!categories.some((c) => c.id === input.category_id)) {
        errors.category_id = [m.selectedInvalid(fieldLabel(m, 'category'))];
      }
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const data = await payments.saveBillingInformation(request.params.merchantId, input);
      return { status: true as const, message: m.billingSaved, data };
    },
  );

  fastify.post(
    `/${apiPaths.addCardInformation}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      preValidation: normaliseBilling,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: CardInformationRequest,
        response: responses(CardInformationResponse, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const input = request.body;
      const m = request.messages();
      const errors: FieldErrors = {};
      if (!luhnValid(input.card_number)) errors.card_number = [m.cardNumberInvalid];
      if (isExpired(input.expired_month, input.expired_year)) {
        errors.expired_year = [m.cardExpired];
      }
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const data = await payments.saveCard(request.params.merchantId, {
        brand: cardBrand(input.card_number),
        last4: lastFour(input.card_number),
        expMonth: input.expired_month,
        expYear: input.expired_year,
      });
      return { status: true as const, message: m.cardSaved, data };
    },
  );
};

export default merchantBillingRoutes;
