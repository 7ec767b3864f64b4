/**
 * The merchant's phone, proved by a one-time code: `merchant/sendOtp/{merchantId}` sends a code
 * by SMS, `merchant/verifyOtp/{merchantId}` checks it and marks the phone verified
 * (`merchants.phone_verified_at`).
 *
 * Both need the merchant signed in, like every merchant call. The product's flow has the merchant
 * signed in whenever it reaches the OTP screen: registration signs them in, then goes there; and
 * after 'Verify OTP' the screen goes to '/' without signing anyone in, so the verification belongs
 * to a session that already exists. Requiring it means a code only ever goes to the phone of the
 * account asking (nobody can make the API send SMS to numbers of their choosing), and the answer
 * never tells a stranger which phones have an account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody, MerchantParams, apiPaths } from '@contract';
import {
  OtpErrorBody,
  OtpStatusResponse,
  OtpValidationErrorBody,
  SendOtpRequest,
  SendOtpResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
  type OtpPurpose,
} from '@contract/otp';
import { answerSent, refuseUnverified } from '../../../otp/answers';
import { normalisePhone } from '../../../phone';
import { validationBody } from '../../../validation';

const PURPOSE: OtpPurpose = 'merchant_phone';

/** Gives the phone its one spelling before validation, as registration stored it. */
async function normaliseInput(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  if (typeof fields.phone === 'string') fields.phone = normalisePhone(fields.phone);
}

const RESPONSES = {
  401: ErrorBody,
  403: ErrorBody,
  422: OtpValidationErrorBody,
  429: OtpErrorBody,
};

const merchantOtpRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { merchantPhones } = fastify.repositories;

  fastify.post(
    `/${apiPaths.sendOtp}/:merchantId`,
    {
      config: { merchantAccess: 'account' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      preValidation: normaliseInput,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: SendOtpRequest,
        response: { 200: SendOtpResponse, ...RESPONSES, 502: OtpErrorBody, 504: OtpErrorBody },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone } = request.body;
      if ((await merchantPhones.phoneOf(request.params.merchantId)) !== phone) {
        return reply.code(422).send({
          ...validationBody(m, { phone: [m.otpNotAccountPhone] }),
          reason: 'not_account_phone' as const,
        });
      }
      const sent = await fastify.otp.send({ purpose: PURPOSE, phone, text: m.otpSms });
      return answerSent(reply, m, phone, sent);
    },
  );

  // The OTP screen opened again (a reload): the code already sent and the wait before another.
  fastify.get(
    `/${apiPaths.otpStatus}`,
    {
      config: { merchantAccess: 'account' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: { 200: OtpStatusResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const [phone, verifiedAt] = await Promise.all([
        merchantPhones.phoneOf(merchantId),
        merchantPhones.verifiedAt(merchantId),
      ]);
      // The token's merchant always has a user; a merchant deleted meanwhile has no session.
      if (phone === null)
        return reply.code(401).send({ message: request.messages().tokenNotValid });
      const current = await fastify.otp.current(PURPOSE, phone);
      return {
        phone,
        verified_at: verifiedAt,
        challenge:
          current === null ? null : { resend_in: current.resendIn, expires_in: current.expiresIn },
      };
    },
  );

  fastify.post(
    `/${apiPaths.verifyOtp}/:merchantId`,
    {
      config: { merchantAccess: 'account' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      preValidation: normaliseInput,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: VerifyOtpRequest,
        response: { 200: VerifyOtpResponse, ...RESPONSES },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone, otp } = request.body;
      if ((await merchantPhones.phoneOf(request.params.merchantId)) !== phone) {
        return reply.code(422).send({
          ...validationBody(m, { phone: [m.otpNotAccountPhone] }),
          reason: 'not_account_phone' as const,
        });
      }
      const checked = await fastify.otp.verify(
        { purpose: PURPOSE, phone, code: otp },
        async (tx) => {
          const verifiedAt = await merchantPhones.markVerified(tx, phone);
          // Checked above: only an account changing its phone meanwhile gets here, and then the
          // code stays unused (the transaction is rolled back).
          if (verifiedAt === null) throw new Error('No merchant has the verified phone');
          return verifiedAt;
        },
      );
      if (checked.kind !== 'verified') return refuseUnverified(reply, m, checked);
      request.log.info({ merchantId: request.params.merchantId }, 'phone verified');
      return {
        status: true as const,
        message: m.phoneVerified,
        data: { phone, verified_at: checked.value },
      };
    },
  );
};

export default merchantOtpRoutes;
