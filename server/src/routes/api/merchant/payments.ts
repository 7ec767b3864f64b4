/**
 * The two-step card payment of the billing screen (DECISIONS sections 3 and 4):
 * `merchant/createPaymentIntent/{merchantId}` fixes what is paid (the server's own amount, the
 * shop details) and `merchant/processPayment/{merchantId}` charges a card for it through the
 * gateway. The card goes to the gateway only: the database keeps brand, last four and expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AuthHeaders,
  CreatePaymentIntentRequest,
  ErrorBody,
  MerchantParams,
  PaymentIntent,
  PaymentIntentHeaders,
  ProcessPaymentRequest,
  ProcessPaymentResponse,
  paths,
  responses,
  ValidationErrorBody,
  type PaymentMetadata,
} from '@contract';
import { shopSubscriptionSummary, toMinorUnits } from '@contract/shopSubscription';
import { cardBrand, lastFour, resolveGateway, type ChargeResult } from '../../../payments';
import type { AttemptOutcome } from '../../../repositories/payments';
import { validationBody, type FieldErrors } from '../../../validation';

export const INTENT_NOT_FOUND = 'Payment intent not found';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with different parameters.';
export const GATEWAY_UNAVAILABLE = 'The payment service is unavailable. Please try again.';

/** Trims what people type, so that the checks and the stored shop details agree. */
async function trimMetadata(request: FastifyRequest) {
  const metadata = (request.body as { metadata?: unknown } | null)?.metadata;
  if (typeof metadata !== 'object' || metadata === null) return;
  const fields = metadata as Record<string, unknown>;
  for (const key of ['shop_name', 'township']) {
    if (typeof fields[key] === 'string') fields[key] = fields[key].trim();
  }
}

/** Identifies a create request, so that a reused idempotency key can be told apart. */
function fingerprint(body: {
  amount: number;
  currency: string;
  description: string;
  metadata: PaymentMetadata;
}): string {
  const { shop_name, category_id, township } = body.metadata;
  const canonical = [
    body.amount,
    body.currency,
    body.description,
    shop_name,
    category_id,
    township,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

class GatewayUnavailableError extends Error {}

const merchantPaymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { payments, reference } = fastify.repositories;
  const gateway = resolveGateway(fastify);
  // The token first (401), then the merchant (403), before the body is even validated.
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  /** Field errors for shop details that name no category or township of the reference data. */
  async function unknownShopDetails(metadata: PaymentMetadata): Promise<FieldErrors> {
    const [categories, townships] = await Promise.all([
      reference.categories(),
      reference.townships(),
    ]);
    const errors: FieldErrors = {};
    if (!categories.some((c) => c.id === metadata.category_id)) {
      errors['metadata.category_id'] = ['The selected category is invalid.'];
    }
    if (!townships.some((t) => t.name === metadata.township)) {
      errors['metadata.township'] = ['The selected township is invalid.'];
    }
    return errors;
  }

  fastify.post(
    `/${paths.createPaymentIntent}/:merchantId`,
    {
      onRequest,
      preValidation: trimMetadata,
      schema: {
        headers: PaymentIntentHeaders,
        params: MerchantParams,
        body: CreatePaymentIntentRequest,
        response: responses(PaymentIntent, 401, 403, 409, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const { amount, currency, metadata } = request.body;
      const description = request.body.description ?? '';
      // The client's amount is checked, never trusted: the subscription's price is the server's.
      const expected = shopSubscriptionSummary();
      const errors: FieldErrors = {};
      if (amount !== expected.amountMinor) {
        errors.amount = [
          `The amount must be ${expected.amountMinor} (${expected.total.toFixed(2)} ${expected.currency}).`,
        ];
      }
      Object.assign(errors, await unknownShopDetails(metadata));
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(errors));

      const idempotencyKey = request.headers['idempotency-key'];
      const result = await payments.createIntent({
        merchantId,
        id: `pi_${randomBytes(16).toString('hex')}`,
        amount,
        currency,
        description,
        metadata,
        idempotencyKey,
        fingerprint: fingerprint({ amount, currency, description, metadata }),
      });
      if (result.kind === 'replayed' && !result.sameRequest) {
        return reply.code(409).send({ message: IDEMPOTENCY_KEY_REUSED });
      }
      request.log.info(
        { merchantId, intentId: result.intent.id, replayed: result.kind === 'replayed' },
        'payment intent',
      );
      return result.intent;
    },
  );

  fastify.post(
    `/${paths.processPayment}/:merchantId`,
    {
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: ProcessPaymentRequest,
        response: {
          200: ProcessPaymentResponse,
          401: ErrorBody,
          402: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ValidationErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const input = request.body;
      const card = {
        brand: cardBrand(input.card_number),
        last4: lastFour(input.card_number),
        expMonth: input.expired_month,
        expYear: input.expired_year,
      };

      const attempt = async (intent: {
        id: string;
        amount: number;
        currency: string;
        description: string;
      }): Promise<AttemptOutcome> => {
        const errors: FieldErrors = {};
        if (input.currency !== intent.currency) {
          errors.currency = [`The currency must be ${intent.currency}.`];
        }
        if (toMinorUnits(input.amount) !== intent.amount) {
          errors.amount = [
            `The amount must be ${(intent.amount / 100).toFixed(2)} ${intent.currency}.`,
          ];
        }
        if (Object.keys(errors).length > 0) return { kind: 'refused', errors };

        let charge: ChargeResult;
        try {
          charge = await gateway.charge({
            amount: intent.amount,
            currency: intent.currency,
            description: intent.description,
            reference: intent.id,
            card: {
              number: input.card_number,
              holderName: input.card_holder_name,
              expMonth: input.expired_month,
              expYear: input.expired_year,
              cvc: input.cvc,
            },
          });
        } catch (error) {
          request.log.error({ err: error, intentId: intent.id }, 'payment gateway failed');
          throw new GatewayUnavailableError();
        }
        return charge.status === 'succeeded'
          ? { kind: 'charged', card, chargeId: charge.chargeId }
          : { kind: 'declined', card, message: charge.message };
      };

      let result;
      try {
        result = await payments.processIntent(merchantId, input.payment_intent_id, attempt);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          return reply.code(502).send({ message: GATEWAY_UNAVAILABLE });
        }
        throw error;
      }

      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: INTENT_NOT_FOUND });
        case 'refused':
          return reply.code(422).send(validationBody(result.errors));
        case 'declined':
          request.log.info(
            { merchantId, intentId: input.payment_intent_id, paymentId: result.payment.id },
            'payment declined',
          );
          return reply.code(402).send({ message: result.message });
        case 'succeeded':
          request.log.info(
            {
              merchantId,
              intentId: input.payment_intent_id,
              paymentId: result.payment.id,
              replayed: result.replayed,
              subscriptionId: result.subscriptionId,
            },
            'payment succeeded',
          );
          return { success: true as const, payment: result.payment };
      }
    },
  );
};

export default merchantPaymentRoutes;
