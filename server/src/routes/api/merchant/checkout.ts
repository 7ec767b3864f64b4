/**
 * `/payment`'s checkout of the merchant's pending plan order (contract/checkout.ts):
 * - `merchant/checkout/:merchantId`: GET what the page shows (the order as the server prices it,
 *   the newest checkout, the methods offered, the bank accounts); POST (Idempotency-Key) a new
 *   checkout by wallet, bank transfer or hosted card, voiding any still pending ('Refresh');
 * - `…/:reference/transfer`: a bank transfer's slip (a photo, through the photo pipeline's checks
 *   and encoder) and/or transaction id; the transfer then awaits an operator's review;
 * - `…/:reference/confirm`: 'Confirm Payment': the provider is asked now.
 *
 * The provider is called outside any transaction; the checkout is written after it answered
 * (repositories/checkouts.ts). Multipart is parsed in this plugin only, for the transfer.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AuthHeaders, apiPaths } from '@contract';
import {
  Checkout,
  CheckoutParams,
  CheckoutReferenceParams,
  CheckoutState,
  CreateCheckoutRequest,
  TRANSACTION_ID_PATTERN,
  type CheckoutMethod,
} from '@contract/checkout';
import { ProviderUnavailable } from '../../../payments/provider';
import {
  PHOTO_UPLOAD_LIMITS,
  createPhotoUploads,
  readFailure,
  refuseUpload,
} from '../../../photos/upload';
import { newCheckoutReference, type StoredSlip } from '../../../repositories/checkouts';
import { validationBody } from '../../../validation';
import { IdempotentHeaders, answers } from './storeCommon';

const TRANSACTION_ID = new RegExp(TRANSACTION_ID_PATTERN);

/** The origin the provider's callback and return pages point at: `PUBLIC_URL`, else the request's. */
function originOf(request: FastifyRequest, configured: string | null): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

type Upload =
  | { kind: 'read'; slip: Buffer | null; transactionId: string | null }
  | ReturnType<typeof readFailure>;

/** Reads the transfer's parts: the file `slip` and the field `transaction_id`; others are refused. */
async function readTransfer(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) return { kind: 'bad' };
  let slip: Buffer | null = null;
  let transactionId: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'slip' || slip !== null) {
          part.file.resume();
          return { kind: 'bad' };
        }
        slip = await part.toBuffer();
        if (slip.length === 0) slip = null;
      } else if (part.fieldname === 'transaction_id' && typeof part.value === 'string') {
        transactionId = part.value.trim() === '' ? null : part.value.trim();
      } else {
        return { kind: 'bad' };
      }
    }
  } catch (error) {
    return readFailure(error);
  }
  return { kind: 'read', slip, transactionId };
}

/** The transfer's answers: the checkout, `{message}` (429 and 503 with Retry-After) or 422 errors. */
const TRANSFER_ANSWERS = answers({ 200: Checkout }, 400, 401, 403, 404, 409, 413, 422, 429, 503);

const merchantCheckoutRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { checkouts, planBilling } = fastify.repositories;
  const payments = fastify.config.payments;
  const photoLimits = fastify.config.photos;
  // Slips share the photo limits (uploads an hour) but not the store photos' encoders.
  const uploads = createPhotoUploads(fastify.db, photoLimits);
  // The token first (401), then the merchant (403), before anything else is looked at.
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  // Scoped to this plugin (not wrapped with fastify-plugin): only the transfer takes multipart.
  await fastify.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });

  /** The methods offered now, in the page's order, and how a card is paid. */
  function offered(): { methods: CheckoutMethod[]; cardMode: 'direct' | 'hosted' } {
    let providerMethods: readonly string[] = [];
    try {
      providerMethods = fastify.checkoutProvider().methods;
    } catch (error) {
      fastify.log.error({ err: error }, 'the payment provider is not available');
    }
    const methods: CheckoutMethod[] = ['card'];
    if (providerMethods.includes('wallet')) methods.push('wallet');
    if (payments.bankAccounts.length > 0) methods.push('bank_transfer');
    return { methods, cardMode: providerMethods.includes('card') ? 'hosted' : 'direct' };
  }

  fastify.get(
    `/${apiPaths.checkout}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: CheckoutParams,
        response: answers({ 200: CheckoutState }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      // Prices, the credit and the checkout's status move with time: never from a cache.
      reply.header('cache-control', 'no-store');
      const [priced, checkout] = await Promise.all([
        planBilling.summary(merchantId),
        checkouts.newest(merchantId),
      ]);
      const { methods, cardMode } = offered();
      return {
        order: priced?.summary ?? null,
        checkout,
        methods,
        card_mode: cardMode,
        bank_accounts: payments.bankAccounts,
      };
    },
  );

  fastify.post(
    `/${apiPaths.checkout}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: IdempotentHeaders,
        params: CheckoutParams,
        body: CreateCheckoutRequest,
        response: answers({ 201: Checkout }, 401, 403, 409, 422, 503),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const { method } = request.body;
      const m = request.messages();
      const key = request.headers['idempotency-key'] ?? null;
      if (key !== null) {
        const first = await checkouts.byKey(merchantId, key);
        if (first) return reply.code(201).send(first);
      }
      const priced = await planBilling.summary(merchantId);
      if (!priced) return reply.code(409).send({ message: m.noPlanOrder });
      const { methods, cardMode } = offered();
      if (!methods.includes(method) || (method === 'card' && cardMode === 'direct')) {
        return reply.code(422).send(validationBody(m, { method: [m.checkoutMethodNotOffered] }));
      }
      const reference = newCheckoutReference();
      const amountMinor = priced.summary.amount_minor;
      let created: {
        provider: string | null;
        providerReference: string | null;
        qrPayload: string | null;
        redirectUrl: string | null;
        expiresAt: Date | null;
      } = {
        provider: null,
        providerReference: null,
        qrPayload: null,
        redirectUrl: null,
        expiresAt: null,
      };
      if (method !== 'bank_transfer') {
        const provider = fastify.checkoutProvider();
        const origin = originOf(request, payments.publicUrl);
        try {
          const made = await provider.create({
            reference,
            amountMinor,
            currency: priced.summary.currency,
            method,
            description: `${priced.summary.plan.name} plan, ${priced.summary.duration_month} months`,
            callbackUrl: `${origin}/api/${apiPaths.paymentCallback.replace(':provider', provider.name)}`,
            returnUrl: `${origin}/payment`,
            publicOrigin: origin,
          });
          created = {
            provider: provider.name,
            providerReference: made.providerReference,
            qrPayload: made.qrPayload,
            redirectUrl: made.redirectUrl,
            expiresAt: made.expiresAt,
          };
        } catch (error) {
          if (!(error instanceof ProviderUnavailable)) throw error;
          request.log.error({ err: error, merchantId, reference }, 'payment provider unavailable');
          return reply.code(503).send({ message: m.paymentProviderUnavailable });
        }
      }
      const result = await checkouts.create({
        merchantId,
        reference,
        method,
        amountMinor,
        idempotencyKey: key,
        ...created,
      });
      switch (result.kind) {
        case 'noOrder':
          return reply.code(409).send({ message: m.noPlanOrder });
        case 'orderChanged':
          return reply.code(409).send({ message: m.orderChanged });
        case 'replayed':
          return reply.code(201).send(result.checkout);
        case 'created':
          break;
      }
      request.log.info({ merchantId, reference, method }, 'checkout created');
      for (const voided of result.voided) {
        // It stops being payable at the provider too; one paid meanwhile is a late payment.
        try {
          await fastify.checkoutProvider().void(voided.reference);
        } catch (error) {
          request.log.warn(
            { err: error, reference: voided.reference },
            'voiding at the provider failed',
          );
        }
      }
      return reply.code(201).send(result.checkout);
    },
  );

  fastify.post(
    `/${apiPaths.checkoutTransfer}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: CheckoutReferenceParams,
        response: TRANSFER_ANSWERS,
      },
    },
    async (request, reply) => {
      const { merchantId, reference } = request.params;
      const m = request.messages();
      const upload = await readTransfer(request);
      if (upload.kind !== 'read') return refuseUpload(reply, m, photoLimits, upload, 'slip');
      if (upload.slip === null && upload.transactionId === null) {
        return reply
          .code(422)
          .send(validationBody(m, { transaction_id: [m.transferProofRequired] }));
      }
      if (upload.transactionId !== null && !TRANSACTION_ID.test(upload.transactionId)) {
        return reply
          .code(422)
          .send(validationBody(m, { transaction_id: [m.transactionIdInvalid] }));
      }
      const existing = await checkouts.byReference(reference, merchantId);
      if (!existing) return reply.code(404).send({ message: m.checkoutNotFound });
      if (
        existing.method !== 'bank_transfer' ||
        (existing.status !== 'pending' && existing.status !== 'awaiting_review')
      ) {
        return reply.code(409).send({ message: m.checkoutNotOpen });
      }

      let slip: StoredSlip | null = null;
      if (upload.slip !== null) {
        const limited = await uploads.count(merchantId);
        if (limited) return refuseUpload(reply, m, photoLimits, limited, 'slip');
        const encoded = await uploads.encode(upload.slip);
        if (encoded.kind !== 'encoded') {
          return refuseUpload(reply, m, photoLimits, encoded, 'slip');
        }
        // The widest variant: the one an operator reads the slip's small print on.
        const { variants } = encoded.photo;
        const widest = variants[variants.length - 1];
        if (!widest) return refuseUpload(reply, m, photoLimits, { kind: 'undecodable' }, 'slip');
        slip = {
          contentType: 'image/webp',
          width: widest.width,
          height: widest.height,
          bytes: widest.bytes,
        };
      }

      const result = await checkouts.submitTransfer(merchantId, reference, {
        transactionId: upload.transactionId,
        slip,
      });
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.checkoutNotFound });
        case 'notOpen':
          return reply.code(409).send({ message: m.checkoutNotOpen });
        case 'orderChanged':
          return reply.code(409).send({ message: m.orderChanged });
        case 'submitted':
          request.log.info(
            {
              merchantId,
              reference,
              slip: slip !== null,
              transactionId: upload.transactionId !== null,
            },
            'bank transfer awaiting review',
          );
          return result.checkout;
      }
    },
  );

  fastify.post(
    `/${apiPaths.checkoutConfirm}`,
    {
      config: { merchantAccess: 'billing' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: CheckoutReferenceParams,
        response: answers({ 200: Checkout }, 401, 403, 404, 422, 503),
      },
    },
    async (request, reply) => {
      const { merchantId, reference } = request.params;
      const m = request.messages();
      const existing = await checkouts.byReference(reference, merchantId);
      if (!existing) return reply.code(404).send({ message: m.checkoutNotFound });
      try {
        const result = await fastify.checkoutJob.refresh(reference);
        if (result.kind !== 'unknown') return result.checkout.wire;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.error({ err: error, merchantId, reference }, 'payment provider unavailable');
        return reply.code(503).send({ message: m.paymentProviderUnavailable });
      }
      return existing.wire;
    },
  );
};

export default merchantCheckoutRoutes;
