/**
 * What a basket would cost at a shop (`customer/shops/{slug}/quote`): public, priced exactly as
 * placing the order prices it (the same repository function), with the member discount when a
 * customer token is sent and the promo code when one is given. Nothing is stored and no use of
 * the code is taken. The shop must be listed and take orders, as for placing; a token that is
 * sent must be an active customer token (401 otherwise). Missed codes count against the guess
 * limits (`security/promoGuesses`): 429 with Retry-After beyond them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, apiPaths } from '@contract';
import { OrderQuote, QuoteRequest } from '@contract/loyalty';
import { fieldLabel } from '../../../i18n';
import { withPromoGuessLimits } from '../../../security/promoGuesses';
import { validationBody } from '../../../validation';
import { PricingAnswers, SlugParams, pricingRefused, shopTakingOrders } from './orderCommon';

const QuoteHeaders = Type.Object({
  authorization: Type.Optional(AuthHeaders.properties.authorization),
});

const customerQuoteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { shopOrders } = fastify.repositories;

  fastify.post(
    `/${apiPaths.customerQuote}`,
    {
      onRequest: fastify.optionalCustomer,
      schema: {
        headers: QuoteHeaders,
        params: SlugParams,
        body: QuoteRequest,
        response: {
          200: OrderQuote,
          ...PricingAnswers,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const shop = await shopTakingOrders(fastify.repositories, request.params.slug, reply, m);
      if (!shop) return reply;
      const { branch_id, lines, promo_code } = request.body;
      const basket = {
        merchantId: shop.merchantId,
        customerId: request.customer?.customerId ?? null,
        lines,
        promoCode: promo_code,
      };
      const result = await withPromoGuessLimits(fastify, request, reply, basket, () =>
        shopOrders.quote(basket, branch_id),
      );
      if (result === null) return reply;
      switch (result.kind) {
        case 'quoted':
          return result.quote;
        case 'badBranch':
          return reply
            .code(422)
            .send(
              validationBody(m, { branch_id: [m.selectedInvalid(fieldLabel(m, 'branch_id'))] }),
            );
        case 'unavailable':
        case 'notOrderable':
        case 'tooLarge':
        case 'options':
        case 'promoRefused':
          return pricingRefused(reply, m, result);
      }
    },
  );
};

export default customerQuoteRoutes;
