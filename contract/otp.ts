/**
 * One-time codes sent by SMS: the calls that send a code to a phone and check it. The server
 * validates with these schemas; the SPA imports only the types (`import type`).
 *
 * Every refusal of a code carries a `reason` (and, where it helps, how many tries are left or how
 * many seconds to wait), so the SPA words it in the reader's language without reading the
 * server's sentence.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN, ValidationErrorBody } from './index';
import { OTP_LENGTH } from './otpRules';

export { OTP_LENGTH } from './otpRules';

/** Why a challenge exists: a code made for one purpose never proves anything for another. */
export const OtpPurpose = Type.Union([
  Type.Literal('merchant_phone'),
  Type.Literal('customer_sign_in'),
  Type.Literal('password_reset'),
  Type.Literal('staff_sign_in'),
]);
export type OtpPurpose = Static<typeof OtpPurpose>;

const Phone = Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });

/** `merchant/sendOtp/{merchantId}`: a code for the signed-in merchant's own phone. */
export const SendOtpRequest = Type.Object({ phone: Phone }, { additionalProperties: false });
export type SendOtpRequest = Static<typeof SendOtpRequest>;

export const SendOtpResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    /** The phone the code went to, in its one spelling (09…). */
    phone: Type.String(),
    /** Seconds the code stays valid. */
    expires_in: Type.Integer(),
    /** Seconds before another code may be asked for. */
    resend_in: Type.Integer(),
    /**
     * The code itself, only from the sandbox provider, which sends no SMS: the screen shows it.
     * A real provider never puts it here.
     */
    code: Type.Optional(Type.String()),
  }),
});
export type SendOtpResponse = Static<typeof SendOtpResponse>;

/** `merchant/verifyOtp/{merchantId}`: the code typed, for the phone it was sent to. */
export const VerifyOtpRequest = Type.Object(
  { phone: Phone, otp: Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` }) },
  { additionalProperties: false },
);
export type VerifyOtpRequest = Static<typeof VerifyOtpRequest>;

export const VerifyOtpResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    phone: Type.String(),
    /** When the phone was proved (the merchant's `phone_verified_at`). */
    verified_at: Type.String({ format: 'date-time' }),
  }),
});
export type VerifyOtpResponse = Static<typeof VerifyOtpResponse>;

/**
 * `merchant/otpStatus/{merchantId}`: the account's phone and its code now, so that the OTP screen
 * opened again (a reload) shows the code already sent and the wait before 'Resend OTP' as the
 * server counts it. `challenge` is null when no code is waiting and a new one may be sent.
 */
export const OtpStatusResponse = Type.Object({
  phone: Type.String(),
  /** When the phone was proved, or null. */
  verified_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  challenge: Type.Union([
    Type.Object({
      /** Seconds before another code may be asked for (0: now). */
      resend_in: Type.Integer({ minimum: 0 }),
      /** Seconds the code sent stays valid (0: it expired, was used or took too many tries). */
      expires_in: Type.Integer({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
});
export type OtpStatusResponse = Static<typeof OtpStatusResponse>;

/**
 * Why a code was refused or not sent:
 * - `invalid` (422): not the code; `tries_left` more tries before the code is dead;
 * - `expired` (422): no live code for the phone (expired, used, or never sent);
 * - `too_many_tries` (429): five wrong tries; the code is dead, a new one must be asked for;
 * - `resend_too_soon` (429, Retry-After): a code was sent less than a minute ago;
 * - `not_account_phone` (422): the phone is not the signed-in account's;
 * - `sms_failed` (502): the SMS provider refused or could not be reached; nothing was sent;
 * - `sms_timeout` (504): the provider did not answer in time; the code may still arrive.
 * A 429 without a reason is the rate limiter's (too many calls from the phone or the address).
 */
export const OtpRefusal = Type.Union([
  Type.Literal('invalid'),
  Type.Literal('expired'),
  Type.Literal('too_many_tries'),
  Type.Literal('resend_too_soon'),
  Type.Literal('not_account_phone'),
  Type.Literal('sms_failed'),
  Type.Literal('sms_timeout'),
]);
export type OtpRefusal = Static<typeof OtpRefusal>;

/** 429, 502, 504: `{message}` with the reason. */
export const OtpErrorBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(OtpRefusal),
  /** `resend_too_soon`: seconds to wait (also in Retry-After). */
  retry_after: Type.Optional(Type.Integer()),
  /** `sms_timeout`: seconds before another code may be asked for. */
  resend_in: Type.Optional(Type.Integer()),
});
export type OtpErrorBody = Static<typeof OtpErrorBody>;

/** 422: the validation shape, with the reason when it is about the code or the phone. */
export const OtpValidationErrorBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Optional(OtpRefusal),
    tries_left: Type.Optional(Type.Integer()),
  }),
]);
export type OtpValidationErrorBody = Static<typeof OtpValidationErrorBody>;
