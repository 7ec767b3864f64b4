/**
 * Registration, login and logout of merchants. Registration and login hash in the process's
 * bounded pool (security/hashingPool.ts): when it and its queue are full they answer 503 with
 * Retry-After, before anything is written, so the same request can simply be sent again.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  AuthHeaders,
  ErrorBody,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  apiPaths,
  responses,
} from '@contract';
import { isUniqueViolation } from '../../../db/db';
import { normalisePhone } from '../../../phone';
import { EMAIL_KEY, PHONE_KEY } from '../../../repositories/accounts';
import { fieldLabel } from '../../../i18n';
import { unlessBusy } from '../../../security/unlessBusy';
import { validationBody, type FieldErrors } from '../../../validation';

/**
 * Before validation: trims the text fields people type (a stray space is not part of a name or an
 * address) and gives the phone its one spelling, so that the schema checks what will be stored.
 * Passwords are left exactly as typed.
 */
async function normaliseInput(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  for (const key of ['username', 'shopname', 'email']) {
    const value = fields[key];
    if (typeof value === 'string') fields[key] = value.trim();
  }
  if (typeof fields.phone === 'string') fields.phone = normalisePhone(fields.phone);
}

/** The answers by status; 503 `{message}` with Retry-After when hashing is busy. */
const REGISTER_ANSWERS: Record<number, TSchema> = {
  ...responses(RegisterResponse, 422),
  503: ErrorBody,
};
const LOGIN_ANSWERS: Record<number, TSchema> = {
  ...responses(LoginResponse, 401, 422),
  503: ErrorBody,
};

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

const sessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accounts, reference, tokens } = fastify.repositories;

  fastify.post(
    `/${apiPaths.register}`,
    {
      preValidation: normaliseInput,
      preHandler: fastify.refuseZawgyi('register'),
      schema: { body: RegisterRequest, response: REGISTER_ANSWERS },
    },
    async (request, reply) => {
      const input = request.body;
      const m = request.messages();
      const [phoneTaken, emailTaken, district, township] = await Promise.all([
        accounts.phoneTaken(input.phone),
        accounts.emailTaken(input.email),
        reference.findDistrict(input.district_id),
        reference.findTownship(input.township_id),
      ]);
      // In the order of the form, so the first message is the first field to fix.
      const errors: FieldErrors = {};
      if (emailTaken) addError(errors, 'email', m.emailTaken);
      if (phoneTaken) addError(errors, 'phone', m.phoneTaken);
      if (!district)
        addError(errors, 'district_id', m.selectedInvalid(fieldLabel(m, 'district_id')));
      if (!township)
        addError(errors, 'township_id', m.selectedInvalid(fieldLabel(m, 'township_id')));
      else if (
        district &&
        !(await reference.townshipInDistrict(input.township_id, input.district_id))
      ) {
        addError(errors, 'township_id', m.townshipNotInDistrict);
      }
      if (input.password !== input.password_confirmation) {
        addError(errors, 'password_confirmation', m.passwordsDiffer);
      }
      if (!district || !township || Object.keys(errors).length > 0) {
        return reply.code(422).send(validationBody(m, errors));
      }

      const passwordHash = await unlessBusy(request, reply, fastify.passwords.hash(input.password));
      if (passwordHash === null) return reply;
      let account;
      try {
        account = await accounts.create({
          username: input.username,
          shopname: input.shopname,
          email: input.email,
          phone: input.phone,
          passwordHash,
          districtId: district.id,
          districtCode: district.code,
          townshipId: township.id,
        });
      } catch (error) {
        // Another registration took the phone or email between the check above and the insert.
        if (isUniqueViolation(error, PHONE_KEY)) {
          return reply.code(422).send(validationBody(m, { phone: [m.phoneTaken] }));
        }
        if (isUniqueViolation(error, EMAIL_KEY)) {
          return reply.code(422).send(validationBody(m, { email: [m.emailTaken] }));
        }
        throw error;
      }

      const { user, merchantUser } = account;
      const token = await fastify.issueToken(user.userid, merchantUser.merchant_id);
      request.log.info({ userId: user.userid, merchantId: merchantUser.merchant_id }, 'registered');
      return {
        status: true as const,
        message: m.registrationSuccessful,
        data: { token, user, merchant: { name: user.shopname, id: merchantUser.merchant_id } },
      };
    },
  );

  fastify.post(
    `/${apiPaths.login}`,
    {
      preValidation: normaliseInput,
      schema: { body: LoginRequest, response: LOGIN_ANSWERS },
    },
    async (request, reply) => {
      const { phone, password } = request.body;
      const account = await accounts.findByPhone(phone);
      // An unknown phone costs the same hashing work as a wrong password, so neither the answer
      // nor its timing tells which phones are registered.
      const valid = await unlessBusy(
        request,
        reply,
        account
          ? fastify.passwords.verify(account.passwordHash, password)
          : fastify.passwords.verifyNothing(password),
      );
      if (valid === null) return reply;
      if (!account || !valid)
        return reply.code(401).send({ message: request.messages().invalidCredentials });

      const { user, merchantUser } = account;
      const token = await fastify.issueToken(user.userid, merchantUser.merchant_id);
      return { token, user, merchantUser };
    },
  );

  fastify.post(
    `/${apiPaths.logout}`,
    {
      config: { merchantAccess: 'self' },
      onRequest: fastify.requireAuth,
      schema: { headers: AuthHeaders, response: { 204: Type.Null(), 401: ErrorBody } },
    },
    async (request, reply) => {
      if (request.auth) await tokens.revoke(request.auth.tokenId);
      // 204 carries no body; `null` only satisfies the response schema's type.
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
