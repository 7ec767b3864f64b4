/**
 * A forgotten password: `merchant/password/sendOtp` sends a one-time code to a phone, and
 * `merchant/password/reset` checks it and sets the new password, ending every token of the account
 * in the same transaction as the code is used up.
 *
 * Whether a phone has an account is told only to whoever holds the phone. The send looks nothing
 * up: every valid phone gets a code by SMS and the same answer, within the limits of every code
 * (its own purpose, `password_reset`, so it never uses up a registration's or a sign-in's). Only
 * the right code for the phone learns that no account has it ('no_account'), as login's 'Invalid
 * credentials' tells nothing either.
 *
 * The reset carries an Idempotency-Key (the SPA always sends one): its code is used up by the first request, so a retry
 * whose first answer was lost would read 'OTP expired'; the key (known only to the client that
 * sent it, stored as its SHA-256) answers it the first success instead.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, apiPaths } from '@contract';
import { OtpErrorBody, SendOtpResponse, type OtpPurpose } from '@contract/otp';
import {
  PasswordResetCodeRequest,
  PasswordResetHeaders,
  PasswordResetRequest,
  PasswordResetResponse,
  PasswordResetValidationErrorBody,
} from '@contract/passwordReset';
import { answerSent, refuseUnverified } from '../../../otp/answers';
import { normalisePhoneInput } from '../../../phone';
import { unlessBusy } from '../../../security/unlessBusy';
import { validationBody } from '../../../validation';

const PURPOSE: OtpPurpose = 'password_reset';

const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { passwordResets } = fastify.repositories;

  fastify.post(
    `/${apiPaths.passwordResetSendCode}`,
    {
      preValidation: normalisePhoneInput,
      schema: {
        body: PasswordResetCodeRequest,
        response: {
          200: SendOtpResponse,
          422: PasswordResetValidationErrorBody,
          429: OtpErrorBody,
          502: OtpErrorBody,
          504: OtpErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone } = request.body;
      const sent = await fastify.otp.send({ purpose: PURPOSE, phone, text: m.passwordResetSms });
      return answerSent(reply, m, phone, sent);
    },
  );

  fastify.post(
    `/${apiPaths.passwordReset}`,
    {
      preValidation: normalisePhoneInput,
      schema: {
        headers: PasswordResetHeaders,
        body: PasswordResetRequest,
        response: {
          200: PasswordResetResponse,
          422: PasswordResetValidationErrorBody,
          429: OtpErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone, otp, password, password_confirmation } = request.body;
      const done = { status: true as const, message: m.passwordChanged };
      // Before the code is touched: a typing slip costs no try.
      if (password !== password_confirmation) {
        return reply
          .code(422)
          .send(validationBody(m, { password_confirmation: [m.passwordsDiffer] }));
      }
      const key = request.headers['idempotency-key'];
      const keyHash = key === undefined ? null : keyHashOf(key);
      if (keyHash !== null && (await passwordResets.doneWithKey(phone, keyHash))) return done;

      const passwordHash = await unlessBusy(request, reply, fastify.passwords.hash(password));
      if (passwordHash === null) return reply;
      const checked = await fastify.otp.verify({ purpose: PURPOSE, phone, code: otp }, (tx) =>
        passwordResets.reset(tx, { phone, passwordHash, keyHash }),
      );
      if (checked.kind !== 'verified') return refuseUnverified(reply, m, checked);
      if (checked.value === null) {
        return reply.code(422).send({
          ...validationBody(m, { phone: [m.noAccountForPhone] }),
          reason: 'no_account' as const,
        });
      }
      request.log.info({ userId: checked.value }, 'password reset');
      await passwordResets.sweep();
      return done;
    },
  );
};

export default passwordResetRoutes;
