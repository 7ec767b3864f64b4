/**
 * Customers sign in with their phone and a one-time code (no password): `customer/sendOtp` sends
 * the code (public, limited per phone and per address like every code, see rateLimit.ts),
 * `customer/signIn` checks it, creates the customer on their first sign-in and answers a customer
 * token, `customer/signOut` revokes it, and `customer/me` reads or names the customer.
 *
 * A customer token is accepted only by `requireCustomer` (customer_tokens); merchant routes never
 * accept it, and these routes never accept a merchant's token.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody, apiPaths } from '@contract';
import {
  OtpErrorBody,
  OtpValidationErrorBody,
  SendOtpResponse,
  type OtpPurpose,
} from '@contract/otp';
import {
  Customer,
  CustomerNameRequest,
  CustomerSendOtpRequest,
  CustomerSignInRequest,
  CustomerSignInResponse,
} from '@contract/orders';
import { normalisePhoneInput } from '../../../phone';
import { answerSent, refuseUnverified } from '../../../otp/answers';

const PURPOSE: OtpPurpose = 'customer_sign_in';

const customerSessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { customers } = fastify.repositories;

  fastify.post(
    `/${apiPaths.customerSendOtp}`,
    {
      preValidation: normalisePhoneInput,
      schema: {
        body: CustomerSendOtpRequest,
        response: {
          200: SendOtpResponse,
          422: OtpValidationErrorBody,
          429: OtpErrorBody,
          502: OtpErrorBody,
          504: OtpErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone } = request.body;
      const sent = await fastify.otp.send({ purpose: PURPOSE, phone, text: m.otpSms });
      return answerSent(reply, m, phone, sent);
    },
  );

  fastify.post(
    `/${apiPaths.customerSignIn}`,
    {
      preValidation: normalisePhoneInput,
      schema: {
        body: CustomerSignInRequest,
        response: { 200: CustomerSignInResponse, 422: OtpValidationErrorBody, 429: OtpErrorBody },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone, otp } = request.body;
      // The code is used up, the customer created and the token issued in one transaction.
      const checked = await fastify.otp.verify(
        { purpose: PURPOSE, phone, code: otp },
        async (tx) => {
          const found = await customers.findOrCreate(tx, phone);
          const token = await fastify.issueCustomerToken(found.customer.id, tx);
          return { ...found, token };
        },
      );
      if (checked.kind !== 'verified') return refuseUnverified(reply, m, checked);
      const { customer, created, token } = checked.value;
      request.log.info({ customerId: customer.id, created }, 'customer signed in');
      return { token, customer };
    },
  );

  fastify.post(
    `/${apiPaths.customerSignOut}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: AuthHeaders, response: { 204: Type.Null(), 401: ErrorBody } },
    },
    async (request, reply) => {
      await customers.revokeToken(request.customer!.tokenId);
      // 204 carries no body; `null` only satisfies the response schema's type.
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    `/${apiPaths.customerMe}`,
    {
      onRequest: fastify.requireCustomer,
      schema: { headers: AuthHeaders, response: { 200: Customer, 401: ErrorBody } },
    },
    async (request, reply) => {
      const customer = await customers.byId(request.customer!.customerId);
      // A token outlives nothing: the customer row cascades its tokens away.
      if (!customer) return reply.code(401).send({ message: request.messages().tokenNotValid });
      return customer;
    },
  );

  fastify.put(
    `/${apiPaths.customerMe}`,
    {
      onRequest: fastify.requireCustomer,
      preValidation: normalisePhoneInput,
      preHandler: fastify.refuseZawgyi('customerMe'),
      schema: {
        headers: AuthHeaders,
        body: CustomerNameRequest,
        response: { 200: Customer, 401: ErrorBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const customer = await customers.setName(request.customer!.customerId, request.body.name);
      if (!customer) return reply.code(401).send({ message: request.messages().tokenNotValid });
      return customer;
    },
  );
};

export default customerSessionRoutes;
