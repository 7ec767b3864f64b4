/**
 * The HTTP answers of the OTP service's results, one set for every route that sends or checks a
 * code (the merchant's phone, the customer's sign-in): the status, the Retry-After header, the
 * body with its `reason`, and the messages in the request's language.
 */
import type { FastifyReply } from 'fastify';
import type { Messages } from '../i18n';
import { validationBody } from '../validation';
import type { SendResult, VerifyResult } from './service';

/**
 * A code sent answers the 200 body `SendOtpResponse` (returned); otherwise the refusal is sent on
 * `reply`: 429 `resend_too_soon` with Retry-After, 502 `sms_failed`, 504 `sms_timeout`, and 429
 * with Retry-After but no reason when the SMS spending cap is reached (the screen reads it as any
 * rate limit: try again in so many seconds).
 *
 * A code was issued, and counts against the limits of its phone and address, exactly when the
 * answer is 200 or 504 (the rate limiter gives every other answer its attempt back).
 */
export function answerSent(reply: FastifyReply, m: Messages, phone: string, sent: SendResult) {
  switch (sent.kind) {
    case 'sent':
      return {
        status: true as const,
        message: m.otpSent,
        data: {
          phone,
          expires_in: sent.expiresIn,
          resend_in: sent.resendIn,
          ...(sent.code === undefined ? {} : { code: sent.code }),
        },
      };
    case 'tooSoon':
      return reply
        .code(429)
        .header('Retry-After', String(sent.retryAfter))
        .send({
          message: m.otpResendTooSoon(sent.retryAfter),
          reason: 'resend_too_soon' as const,
          retry_after: sent.retryAfter,
        });
    case 'smsFailed':
      return reply.code(502).send({ message: m.smsFailed, reason: 'sms_failed' as const });
    case 'smsTimeout':
      return reply.code(504).send({
        message: m.smsTimeout(sent.resendIn),
        reason: 'sms_timeout' as const,
        resend_in: sent.resendIn,
      });
    case 'smsCapped':
      return reply
        .code(429)
        .header('Retry-After', String(sent.retryAfter))
        .send({ message: m.smsCapReached(sent.retryAfter) });
  }
}

/** A code that did not verify: 422 `invalid` (with the tries left) or `expired`, 429 `too_many_tries`. */
export function refuseUnverified(
  reply: FastifyReply,
  m: Messages,
  checked: Exclude<VerifyResult<unknown>, { kind: 'verified' }>,
) {
  switch (checked.kind) {
    case 'invalid':
      return reply.code(422).send({
        ...validationBody(m, { otp: [m.otpInvalid(checked.triesLeft)] }),
        reason: 'invalid' as const,
        tries_left: checked.triesLeft,
      });
    case 'expired':
      return reply.code(422).send({
        ...validationBody(m, { otp: [m.otpExpired] }),
        reason: 'expired' as const,
      });
    case 'tooManyTries':
      return reply
        .code(429)
        .send({ message: m.otpTooManyTries, reason: 'too_many_tries' as const });
  }
}
