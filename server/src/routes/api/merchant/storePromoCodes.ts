/**
 * The shop's promo codes (`merchant/store/{merchantId}/promo-codes`): list, add, replace, remove.
 * Promo codes come with every plan, so the guard is an active subscription: without one the
 * answer is the plan's 403, as `requireFeature` answers a merchant without a subscription. Codes
 * are stored upper-case and unique per shop whatever the case they were typed in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders, MerchantParams, apiPaths } from '@contract';
import {
  PromoCode,
  PromoCodeCreateRequest,
  PromoCodeRequest,
  PromoParams,
} from '@contract/loyalty';
import { defaultPromoEnd } from '@contract/loyaltyRules';
import { isCalendarDate } from '@contract/orderRules';
import { Type } from '@sinclair/typebox';
import { fieldLabel, type Messages } from '../../../i18n';
import { PROMO_CODES_PER_SHOP } from '../../../repositories/promoCodes';
import { validationBody, type FieldErrors } from '../../../validation';
import { answers } from './storeCommon';

/** The most a percent code takes off. */
const PERCENT_MAX = 100;

/** The rules of a code beyond its schema: the percent's range and real dates in order. */
function promoErrors(m: Messages, input: PromoCodeRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (input.kind === 'percent' && input.value > PERCENT_MAX) errors.value = [m.promoPercentMax];
  const from = isCalendarDate(input.valid_from);
  const to = isCalendarDate(input.valid_to);
  if (!from) errors.valid_from = [m.fieldInvalid(fieldLabel(m, 'valid_from'))];
  if (!to) errors.valid_to = [m.fieldInvalid(fieldLabel(m, 'valid_to'))];
  if (from && to && input.valid_to < input.valid_from) errors.valid_to = [m.promoDatesOrder];
  return errors;
}

const merchantPromoCodeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { promoCodes, entitlements } = fastify.repositories;

  /** 403 `Your plan does not include this feature` without an active subscription. */
  async function requireSubscription(request: FastifyRequest, reply: FastifyReply) {
    const merchantId = request.auth?.merchantId;
    const subscribed =
      merchantId != null && (await entitlements.forMerchant(merchantId)).subscribed;
    if (!subscribed) {
      return reply.code(403).send({ message: request.messages().featureNotIncluded });
    }
  }
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant, requireSubscription];

  fastify.get(
    `/${apiPaths.merchantPromoCodes}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: Type.Array(PromoCode) }, 401, 403, 422),
      },
    },
    (request) => promoCodes.list(request.params.merchantId),
  );

  fastify.post(
    `/${apiPaths.merchantPromoCodes}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: PromoCodeCreateRequest,
        response: answers({ 201: PromoCode }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      // Without a last day a new code lasts a month rather than ending at midnight.
      const input: PromoCodeRequest = {
        ...request.body,
        valid_to: request.body.valid_to ?? defaultPromoEnd(request.body.valid_from),
      };
      const errors = promoErrors(m, input);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      // A double tap cannot make two: the second is the same code, refused as taken.
      const result = await promoCodes.create(merchantId, input);
      switch (result.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'duplicate':
          return reply.code(422).send(validationBody(m, { code: [m.promoCodeTaken] }));
        case 'limit':
          return reply
            .code(422)
            .send(validationBody(m, { code: [m.promoLimit(PROMO_CODES_PER_SHOP)] }));
        case 'created':
          request.log.info({ merchantId, promoId: result.promo.id }, 'promo code added');
          return reply.code(201).send(result.promo);
      }
    },
  );

  fastify.put(
    `/${apiPaths.merchantPromoCode}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: PromoParams,
        body: PromoCodeRequest,
        response: answers({ 200: PromoCode }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, promoId } = request.params;
      const errors = promoErrors(m, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const result = await promoCodes.update(merchantId, promoId, request.body);
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.promoNotFound });
        case 'duplicate':
          return reply.code(422).send(validationBody(m, { code: [m.promoCodeTaken] }));
        case 'belowUses':
          return reply
            .code(422)
            .send(validationBody(m, { max_uses: [m.promoBelowUses(result.uses)] }));
        case 'updated':
          return result.promo;
      }
    },
  );

  fastify.delete(
    `/${apiPaths.merchantPromoCode}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: PromoParams,
        response: answers({}, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, promoId } = request.params;
      if (!(await promoCodes.remove(merchantId, promoId))) {
        return reply.code(404).send({ message: request.messages().promoNotFound });
      }
      request.log.info({ merchantId, promoId }, 'promo code removed');
      return reply.code(204).send();
    },
  );
};

export default merchantPromoCodeRoutes;
