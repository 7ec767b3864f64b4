/**
 * The two-step card payment of the billing screen:
 * `merchant/createPaymentIntent/{merchantId}` fixes what is paid (the server's own amount, the
 * shop details, and a snapshot of the pending order it pays for) and
 * `merchant/processPayment/{merchantId}` charges a card for it through the gateway, outside any
 * database transaction (payments/processor.ts), and activates that snapshot. The card goes to the
 * gateway only: the database keeps brand, last four and expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthHeaders,
  CreatePaymentIntentRequest,
  ErrorBody,
  MerchantParams,
  PaymentIntent,
  PaymentIntentHeaders,
  ProcessPaymentRequest,
  ProcessPaymentResponse,
  apiPaths,
  responses,
  ValidationErrorBody,
  type PaymentMetadata,
} from '@contract';
import { shopSubscriptionSummary, toMinorUnits } from '@contract/shopSubscription';
import { NO_DIRECT_CARDS, cardBrand, lastFour, resolveGateway } from '../../../payments';
import { createPaymentProcessor } from '../../../payments/processor';
import { declineReason, fieldLabel, type Messages } from '../../../i18n';
import { validationBody, type FieldErrors } from '../../../validation';

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

const merchantPaymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { payments, reference, planBilling } = fastify.repositories;
  // A provider without direct card charging (Dinger) takes cards on its own page: 409 here.
  const gateway = resolveGateway(fastify);
  const processor = createPaymentProcessor({
    payments,
    gateway: gateway ?? NO_DIRECT_CARDS,
    config: fastify.config.payments,
    log: fastify.log,
  });
  // Charges a crash left unrecorded are settled before the first request is served.
  fastify.addHook('onReady', async () => {
    try {
      const { settled, pending } = await processor.reconcileAll();
      if (settled + pending > 0)
        fastify.log.info({ settled, pending }, 'payment attempts reconciled');
    } catch (error) {
      // The processor may be down at start-up: the attempts are asked about again when paid.
      fastify.log.error({ err: error }, 'reconciling payment attempts failed');
    }
  });
  // The token first (401), then the merchant (403), before the body is even validated.
  const onRequest = [
    fastify.requireAuth,
    fastify.requireOwnMerchant,
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!gateway)
        return reply.code(409).send({ message: request.messages().cardsOnProviderPage });
      return undefined;
    },
  ];

  /** Field errors for shop details that name no category or township of the reference data. */
  async function unknownShopDetails(m: Messages, metadata: PaymentMetadata): Promise<FieldErrors> {
    const [categories, townships] = await Promise.all([
      reference.categories(),
      reference.townships(),
    ]);
    const errors: FieldErrors = {};
    if (!categories.some((c) => c.id === metadata.category_id)) {
      errors['metadata.category_id'] = [m.selectedInvalid(fieldLabel(m, 'category'))];
    }
    if (!townships.some((t) => t.name === metadata.township)) {
      errors['metadata.township'] = [m.selectedInvalid(fieldLabel(m, 'township_id'))];
    }
    return errors;
  }

  fastify.post(
    `/${apiPaths.createPaymentIntent}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      preValidation: trimMetadata,
      preHandler: fastify.refuseZawgyi('createPaymentIntent'),
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
      // The client's amount is checked, never trusted: the price is the server's. With a pending
      // plan order it is that order's total in MMK; without one, the shop fee in USD.
      const priced = await planBilling.summary(merchantId);
      const fee = shopSubscriptionSummary();
      const expected = priced
        ? {
            amountMinor: priced.summary.amount_minor,
            shown: String(priced.summary.total),
            currency: 'MMK' as const,
          }
        : { amountMinor: fee.amountMinor, shown: fee.total.toFixed(2), currency: fee.currency };
      const m = request.messages();
      const errors: FieldErrors = {};
      if (currency !== expected.currency) {
        errors.currency = [m.currencyMustBe(expected.currency)];
      }
      if (amount !== expected.amountMinor) {
        errors.amount = [m.amountMustBe(expected.amountMinor, expected.shown, expected.currency)];
      }
      Object.assign(errors, await unknownShopDetails(m, metadata));
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));

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
        quote: priced?.summary ?? null,
        partnerCodeId: priced?.partnerCodeId ?? null,
      });
      if (result.kind === 'replayed' && !result.sameRequest) {
        return reply.code(409).send({ message: m.idempotencyKeyReused });
      }
      request.log.info(
        { merchantId, intentId: result.intent.id, replayed: result.kind === 'replayed' },
        'payment intent',
      );
      return result.intent;
    },
  );

  fastify.post(
    `/${apiPaths.processPayment}/:merchantId`,
    {
      config: { merchantAccess: 'billing' },
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
          409: ErrorBody,
          422: ValidationErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          504: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const input = request.body;
      const m = request.messages();
      const card = {
        brand: cardBrand(input.card_number),
        last4: lastFour(input.card_number),
        expMonth: input.expired_month,
        expYear: input.expired_year,
      };

      const check = (intent: { amount: number; currency: string }) => {
        const errors: FieldErrors = {};
        if (input.currency !== intent.currency) {
          errors.currency = [m.currencyMustBe(intent.currency)];
        }
        if (toMinorUnits(input.amount) !== intent.amount) {
          errors.amount = [m.amountMustBeTotal((intent.amount / 100).toFixed(2), intent.currency)];
        }
        return Object.keys(errors).length > 0 ? errors : null;
      };

      const result = await processor.pay(
        merchantId,
        input.payment_intent_id,
        {
          number: input.card_number,
          holderName: input.card_holder_name,
          expMonth: input.expired_month,
          expYear: input.expired_year,
          cvc: input.cvc,
        },
        card,
        check,
      );

      const context = { merchantId, intentId: input.payment_intent_id };
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.intentNotFound });
        case 'refused':
          return reply.code(422).send(validationBody(m, result.errors));
        case 'orderChanged':
          request.log.info(context, 'payment refused: the order changed');
          return reply.code(409).send({ message: m.orderChanged });
        case 'inProgress':
          return reply.code(409).send({ message: m.paymentInProgress });
        case 'tooManyDeclines':
          request.log.warn(context, 'payment refused: too many declines');
          if (result.retryAfterSeconds !== null) {
            reply.header('retry-after', String(result.retryAfterSeconds));
          }
          return reply.code(429).send({ message: m.tooManyDeclines });
        case 'gatewayUnavailable':
          return reply.code(502).send({ message: m.gatewayUnavailable });
        case 'gatewayTimeout':
          return reply.code(504).send({ message: m.gatewayTimeout });
        case 'declined':
          request.log.info({ ...context, paymentId: result.payment.id }, 'payment declined');
          return reply.code(402).send({ message: declineReason(m, result.message) });
        case 'succeeded':
          request.log.info(
            {
              ...context,
              paymentId: result.payment.id,
              replayed: result.replayed,
              subscriptionId: result.subscriptionId,
            },
            'payment succeeded',
          );
          if (result.receiptNumber) {
            request.log.info({ ...context, receipt: result.receiptNumber }, 'receipt issued');
          }
          return { success: true as const, payment: result.payment };
      }
    },
  );
};

export default merchantPaymentRoutes;
