/**
 * The operators' sign-in to the back office: a password, then either the enrolment of an
 * authenticator (first time) or a code from it, each step answered with the session's stage.
 * The server validates with these schemas; the SPA imports only the types (`import type`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN } from './index';
import { Operator, OperatorStageSchema } from './operators';

/** A code from an authenticator app: six digits (RFC 6238, 30-second steps). */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
/** How many recovery codes an enrolment makes (each signs in once, instead of a code). */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: `xxxxx-xxxxx`, lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = '^[a-z0-9]{5}-[a-z0-9]{5}$';

/** `POST admin/session`: the first step of a sign-in. */
export const OperatorSignInRequest = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type OperatorSignInRequest = Static<typeof OperatorSignInRequest>;

/**
 * The session's token (its only copy) and how far it goes: 'enrol' (enrol an authenticator
 * first) or 'second_factor' (a code is due).
 */
export const OperatorSignInResponse = Type.Object(
  {
    token: Type.String(),
    stage: Type.Union([Type.Literal('enrol'), Type.Literal('second_factor')]),
    operator: Operator,
  },
  { additionalProperties: false },
);
export type OperatorSignInResponse = Static<typeof OperatorSignInResponse>;

/** `POST admin/session/enrolment`: a new secret to put in the authenticator app. */
export const OperatorEnrolmentResponse = Type.Object(
  {
    /** The shared secret, base32 (to type in when the QR code cannot be scanned). */
    secret: Type.String(),
    /** The `otpauth://totp/…` URI the QR code carries. */
    otpauth_uri: Type.String(),
  },
  { additionalProperties: false },
);
export type OperatorEnrolmentResponse = Static<typeof OperatorEnrolmentResponse>;

const Code = Type.String({ pattern: TOTP_CODE_PATTERN });

/** `POST admin/session/enrolment/confirm`: a code from the newly enrolled authenticator. */
export const OperatorEnrolmentConfirmRequest = Type.Object(
  { code: Code },
  { additionalProperties: false },
);
export type OperatorEnrolmentConfirmRequest = Static<typeof OperatorEnrolmentConfirmRequest>;

/** The recovery codes, shown this once, and the operator now signed in. */
export const OperatorEnrolmentConfirmResponse = Type.Object(
  {
    recovery_codes: Type.Array(Type.String()),
    operator: Operator,
  },
  { additionalProperties: false },
);
export type OperatorEnrolmentConfirmResponse = Static<typeof OperatorEnrolmentConfirmResponse>;

/** `POST admin/session/second-factor`: a code from the authenticator, or a recovery code. */
export const OperatorSecondFactorRequest = Type.Union([
  Type.Object({ code: Code }, { additionalProperties: false }),
  Type.Object(
    { recovery_code: Type.String({ minLength: 1, maxLength: 40 }) },
    { additionalProperties: false },
  ),
]);
export type OperatorSecondFactorRequest = Static<typeof OperatorSecondFactorRequest>;

/** `GET admin/session`, and the second factor's answer: the operator signed in. */
export const OperatorSessionResponse = Type.Object(
  { operator: Operator, stage: OperatorStageSchema },
  { additionalProperties: false },
);
export type OperatorSessionResponse = Static<typeof OperatorSessionResponse>;
