/**
 * The back office's payments (contract/adminPayments.ts): transfers awaiting review (their slip
 * to operators only; approve, reject with a reason), payments held for refund (refunded in full),
 * payments searched, one with its receipt and refunds, a refund (full or partial) and a credit
 * note. Reading is `readMoney`; approving, rejecting and refunding `money`.
 *
 * A refund asks the provider that took the payment to pay it back first, outside any transaction;
 * only then are the refund, its credit note and the audit row written, in one transaction (the
 * repository). A bank transfer is paid back by the bank by hand: the refund is recorded with the
 * operator's reason, no provider asked; so is a card charged by the built-in gateway, which has
 * no refund call of its own. Every refund needs an Idempotency-Key: a retry answers the first.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, apiPaths } from '@contract';
import {
  AdminCheckout,
  AdminCheckoutList,
  AdminPaymentDetail,
  AdminPaymentList,
  CreditNote,
  CreditNoteParams,
  HeldRefundRequest,
  PaymentIdParams,
  PaymentSearchQuery,
  ReferenceParams,
  RefundAnswer,
  RefundRequest,
  RejectTransferRequest,
} from '@contract/adminPayments';
import { fieldLabel, type Messages } from '../../../i18n';
import { ProviderUnavailable } from '../../../payments/provider';
import { createAdminPaymentRepository } from '../../../repositories/adminPayments';
import { recordAudit, type AuditActor } from '../../../repositories/audit';
import type { ReviewHook } from '../../../repositories/checkouts';
import type { OperatorContext } from '../../../repositories/operatorSessions';
import { createRefundRepository, type RefundInput } from '../../../repositories/refunds';
import { validationBody } from '../../../validation';
import { answers } from '../merchant/storeCommon';

/** A refund's headers: the operator's token and the Idempotency-Key it may be retried under. */
const RefundHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
});

const actorOf = (operator: OperatorContext): AuditActor => ({
  operatorId: operator.operatorId,
  phone: operator.phone,
  role: operator.role,
});

/** What the provider said: paid back (with its id of the refund), or not (its words, or down). */
type PaidBack =
  | { kind: 'paid'; provider: string | null; providerReference: string | null }
  | { kind: 'refused'; status: 409 | 503; message: string };

/** What a refund records of the provider's pay-back, under its Idempotency-Key. */
const refundInput = (
  paid: Extract<PaidBack, { kind: 'paid' }>,
  amountMinor: number,
  reason: string,
  idempotencyKey: string,
): RefundInput => ({
  amountMinor,
  reason,
  provider: paid.provider,
  providerReference: paid.providerReference,
  idempotencyKey,
});

const adminPaymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { checkouts } = fastify.repositories;
  const reads = createAdminPaymentRepository(fastify.db);
  const refunds = createRefundRepository(fastify.db, { seller: fastify.config.payments.seller });

  /**
   * A retry under an Idempotency-Key already used: answers the first refund again (409 when that
   * one refunded something else, `isSame` false) and returns true; false for a new key.
   */
  async function answeredBefore(
    m: Messages,
    reply: FastifyReply,
    operator: OperatorContext,
    key: string,
    isSame: (first: RefundAnswer) => boolean,
  ): Promise<boolean> {
    const first = await refunds.replay(operator.operatorId, key);
    if (!first) return false;
    if (isSame(first)) await reply.code(200).send(first);
    else await reply.code(409).send({ message: m.adminKeyReused });
    return true;
  }

  /** Asks the provider named `provider` to pay back `amountMinor` of the checkout `reference`. */
  async function payBack(
    m: Messages,
    provider: string,
    reference: string | null,
    amountMinor: number,
    reason: string,
  ): Promise<PaidBack> {
    let configured;
    try {
      configured = fastify.checkoutProvider();
    } catch (error) {
      fastify.log.error({ err: error }, 'the payment provider is not available');
      return { kind: 'refused', status: 503, message: m.paymentProviderUnavailable };
    }
    if (configured.name !== provider || reference === null) {
      return { kind: 'refused', status: 409, message: m.adminProviderNotConfigured };
    }
    try {
      const answer = await configured.refund(reference, amountMinor, reason);
      if (answer.status === 'failed') {
        return {
          kind: 'refused',
          status: 409,
          message: m.adminProviderRefused.replace('{message}', answer.message),
        };
      }
      return { kind: 'paid', provider, providerReference: answer.refundReference };
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      fastify.log.error({ err: error, reference }, 'payment provider unavailable for a refund');
      return { kind: 'refused', status: 503, message: m.paymentProviderUnavailable };
    }
  }

  fastify.get(
    `/${apiPaths.adminTransfers}`,
    {
      config: { operatorAccess: 'readMoney' },
      schema: { headers: AuthHeaders, response: answers({ 200: AdminCheckoutList }, 401, 403) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { checkouts: await reads.transfers() };
    },
  );

  fastify.get(
    `/${apiPaths.adminTransferSlip}`,
    {
      // Its own Cache-Control: private, kept nowhere.
      config: { operatorAccess: 'readMoney', cache: 'own' },
      schema: { headers: AuthHeaders, params: ReferenceParams },
    },
    async (request, reply) => {
      const slip = await checkouts.slip(request.params.reference);
      reply.header('cache-control', 'private, no-store');
      if (!slip) return reply.code(404).send({ message: request.messages().adminSlipNotFound });
      return reply.header('content-type', slip.contentType).send(slip.bytes);
    },
  );

  /** The audit row of a review, in its transaction. */
  const reviewAudit =
    (operator: OperatorContext, action: 'transfer.approve' | 'transfer.reject'): ReviewHook =>
    async (tx, before, result) => {
      if (result.kind === 'notFound' || result.kind === 'notAwaitingReview') return;
      await recordAudit(tx, actorOf(operator), {
        action,
        subjectType: 'checkout',
        subjectId: before.reference,
        merchantId: before.merchantId,
        before: { status: before.status, reason: before.reason },
        after: {
          status: result.checkout.status,
          reason: result.checkout.reason,
          receipt_number: result.checkout.receiptNumber,
        },
        reason: action === 'transfer.reject' ? result.checkout.reason : result.why,
      });
    };

  fastify.post(
    `/${apiPaths.adminTransferApprove}`,
    {
      config: { operatorAccess: 'money' },
      schema: {
        headers: AuthHeaders,
        params: ReferenceParams,
        response: answers({ 200: AdminCheckout }, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const operator = request.operator!;
      const { reference } = request.params;
      const result = await checkouts.approve(
        reference,
        operator.phone,
        reviewAudit(operator, 'transfer.approve'),
      );
      if (result.kind === 'notFound') return reply.code(404).send({ message: m.checkoutNotFound });
      if (result.kind === 'notAwaitingReview') {
        return reply.code(409).send({ message: m.adminTransferNotAwaiting });
      }
      request.log.info({ reference, outcome: result.kind }, 'transfer approved');
      return (await reads.checkout(reference))!;
    },
  );

  fastify.post(
    `/${apiPaths.adminTransferReject}`,
    {
      config: { operatorAccess: 'money' },
      preHandler: fastify.refuseZawgyi('adminTransferReject'),
      schema: {
        headers: AuthHeaders,
        params: ReferenceParams,
        body: RejectTransferRequest,
        response: answers({ 200: AdminCheckout }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const operator = request.operator!;
      const { reference } = request.params;
      const reason = request.body.reason.trim();
      if (reason === '') {
        return reply
          .code(422)
          .send(validationBody(m, { reason: [m.required(fieldLabel(m, 'reason'))] }));
      }
      const result = await checkouts.reject(
        reference,
        operator.phone,
        reason,
        reviewAudit(operator, 'transfer.reject'),
      );
      if (result.kind === 'notFound') return reply.code(404).send({ message: m.checkoutNotFound });
      if (result.kind === 'notAwaitingReview') {
        return reply.code(409).send({ message: m.adminTransferNotAwaiting });
      }
      return (await reads.checkout(reference))!;
    },
  );

  fastify.get(
    `/${apiPaths.adminHeld}`,
    {
      config: { operatorAccess: 'readMoney' },
      schema: { headers: AuthHeaders, response: answers({ 200: AdminCheckoutList }, 401, 403) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { checkouts: await reads.held() };
    },
  );

  fastify.post(
    `/${apiPaths.adminHeldRefund}`,
    {
      config: { operatorAccess: 'money' },
      preHandler: fastify.refuseZawgyi('adminHeldRefund'),
      schema: {
        headers: RefundHeaders,
        params: ReferenceParams,
        body: HeldRefundRequest,
        response: answers({ 200: RefundAnswer, 201: RefundAnswer }, 401, 403, 404, 409, 422, 503),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const operator = request.operator!;
      const key = request.headers['idempotency-key'];
      const { reference } = request.params;
      const isSame = (first: RefundAnswer) => first.refund.checkout_reference === reference;
      if (await answeredBefore(m, reply, operator, key, isSame)) return reply;
      const held = await refunds.held(reference);
      if (!held) return reply.code(404).send({ message: m.checkoutNotFound });
      if (held.status !== 'held_for_refund' || held.refunded || held.provider === null) {
        return reply.code(409).send({ message: m.adminNotHeld });
      }
      // What the provider took (a mismatched payment is not the order's amount), else the order's.
      let amountMinor = held.amountMinor;
      try {
        const reported = await fastify.checkoutProvider().status(reference);
        if (reported?.status === 'succeeded' && reported.amountMinor > 0) {
          amountMinor = reported.amountMinor;
        }
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        return reply.code(503).send({ message: m.paymentProviderUnavailable });
      }
      const reason = request.body.reason.trim();
      const paid = await payBack(m, held.provider, reference, amountMinor, reason);
      if (paid.kind === 'refused') return reply.code(paid.status).send({ message: paid.message });
      const input = refundInput(paid, amountMinor, reason, key);
      const result = await refunds.refundHeld(actorOf(operator), reference, input);
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.checkoutNotFound });
        case 'notHeld':
          request.log.error({ reference, ...input }, 'paid back a held payment refunded meanwhile');
          return reply.code(409).send({ message: m.adminNotHeld });
        case 'replayed':
          return reply.code(200).send(result.answer);
        case 'refunded':
          request.log.info({ reference, amountMinor }, 'held payment refunded');
          return reply.code(201).send(result.answer);
      }
    },
  );

  fastify.get(
    `/${apiPaths.adminPayments}`,
    {
      config: { operatorAccess: 'readMoney' },
      schema: {
        headers: AuthHeaders,
        querystring: PaymentSearchQuery,
        response: answers({ 200: AdminPaymentList }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { payments: await reads.search(request.query) };
    },
  );

  fastify.get(
    `/${apiPaths.adminPayment}`,
    {
      config: { operatorAccess: 'readMoney' },
      schema: {
        headers: AuthHeaders,
        params: PaymentIdParams,
        response: answers({ 200: AdminPaymentDetail }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { paymentId } = request.params;
      const found = await reads.payment(paymentId);
      if (!found) {
        return reply.code(404).send({ message: request.messages().adminPaymentNotFound });
      }
      return { ...found, refunds: await refunds.ofPayment(paymentId) };
    },
  );

  fastify.post(
    `/${apiPaths.adminPaymentRefunds}`,
    {
      config: { operatorAccess: 'money' },
      preHandler: fastify.refuseZawgyi('adminPaymentRefunds'),
      schema: {
        headers: RefundHeaders,
        params: PaymentIdParams,
        body: RefundRequest,
        response: answers({ 200: RefundAnswer, 201: RefundAnswer }, 401, 403, 404, 409, 422, 503),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const operator = request.operator!;
      const key = request.headers['idempotency-key'];
      const { paymentId } = request.params;
      const isSame = (first: RefundAnswer) => first.refund.payment_id === paymentId;
      if (await answeredBefore(m, reply, operator, key, isSame)) return reply;
      const payment = await refunds.payment(paymentId);
      if (!payment) return reply.code(404).send({ message: m.adminPaymentNotFound });
      const { amount_minor: amountMinor } = request.body;
      const reason = request.body.reason.trim();
      const tooMuch = () =>
        reply.code(422).send(validationBody(m, { amount_minor: [m.adminRefundTooMuch] }));
      if (amountMinor > payment.amountMinor - payment.refundedMinor) return tooMuch();

      let paid: PaidBack = { kind: 'paid', provider: null, providerReference: null };
      // A transfer is paid back by the bank, a card of the built-in gateway by hand: recorded.
      if (payment.method !== 'bank_transfer' && payment.provider !== null) {
        paid = await payBack(m, payment.provider, payment.checkoutReference, amountMinor, reason);
      }
      if (paid.kind === 'refused') return reply.code(paid.status).send({ message: paid.message });
      const input = refundInput(paid, amountMinor, reason, key);
      const result = await refunds.refundPayment(actorOf(operator), paymentId, input);
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.adminPaymentNotFound });
        case 'tooMuch':
          if (paid.provider !== null) {
            // Another refund took what was left while the provider paid this one back.
            request.log.error({ paymentId, ...input }, 'a provider refund exceeds what was left');
          }
          return tooMuch();
        case 'replayed':
          return reply.code(200).send(result.answer);
        case 'refunded':
          request.log.info({ paymentId, amountMinor }, 'payment refunded');
          return reply.code(201).send(result.answer);
      }
    },
  );

  fastify.get(
    `/${apiPaths.adminCreditNote}`,
    {
      config: { operatorAccess: 'readMoney' },
      schema: {
        headers: AuthHeaders,
        params: CreditNoteParams,
        response: answers({ 200: CreditNote }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const note = await refunds.creditNote(request.params.number);
      if (!note) {
        return reply.code(404).send({ message: request.messages().adminCreditNoteNotFound });
      }
      return note;
    },
  );
};

export default adminPaymentRoutes;
