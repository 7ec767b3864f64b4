/**
 * A forgotten password, reset with a one-time code sent to the account's phone:
 * `merchant/password/sendOtp` sends the code (its own purpose, `password_reset`, and its own
 * limits), `merchant/password/reset` checks it and sets the new password, ending every token of
 * the account. The server validates with these schemas; the SPA imports only the types.
 *
 * Whether a phone has an account is never told to someone who does not hold the phone: the send
 * answers every valid phone alike, and only the right code for the phone learns that it has no
 * account.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN, ValidationErrorBody } from './index';
import { OtpRefusal } from './otp';
import { OTP_LENGTH } from './otpRules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';

const Phone = Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });

/** `merchant/password/sendOtp`: answered as `SendOtpResponse`, whatever the phone. */
export const PasswordResetCodeRequest = Type.Object(
  { phone: Phone },
  { additionalProperties: false },
);
export type PasswordResetCodeRequest = Static<typeof PasswordResetCodeRequest>;

/** `merchant/password/reset`: the phone, its code and the new password twice. */
export const PasswordResetRequest = Type.Object(
  {
    phone: Phone,
    otp: Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    password_confirmation: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

/**
 * A retry of a reset whose answer was lost answers the first success with the same key (the code
 * is used up by then) instead of 'OTP expired'. The SPA always sends one.
 */
export const PasswordResetHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
});
export type PasswordResetHeaders = Static<typeof PasswordResetHeaders>;

export const PasswordResetResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
});
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;

/**
 * 422: the validation shape with the code's refusal (as `OtpValidationErrorBody`), or
 * `no_account`: the right code, for a phone no account has.
 */
export const PasswordResetRefusal = Type.Union([OtpRefusal, Type.Literal('no_account')]);
export type PasswordResetRefusal = Static<typeof PasswordResetRefusal>;

export const PasswordResetValidationErrorBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Optional(PasswordResetRefusal),
    tries_left: Type.Optional(Type.Integer()),
  }),
]);
export type PasswordResetValidationErrorBody = Static<typeof PasswordResetValidationErrorBody>;
