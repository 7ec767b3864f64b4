import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SendOtpResponse } from '@contract/otp';
import type { PasswordResetResponse } from '@contract/passwordReset';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import { readApiError } from '../../api/apiError';
import { otpProblemOfError } from '../../shared/otp/otpProblems';
import type { ResetProblem } from './passwordResetSlice';

/**
 * A secret on its way to the reset call: `open()` gives it back, but serialising it (Redux
 * DevTools, a logging middleware, JSON.stringify of an action) shows only a placeholder.
 * Together with `track: false`, no action or state ever carries the code or the password.
 */
export interface Sealed {
  open(): string;
  toJSON(): string;
  toString(): string;
}

export function seal(secret: string): Sealed {
  return Object.freeze({
    open: () => secret,
    toJSON: () => '[sealed]',
    toString: () => '[sealed]',
  });
}

export interface ResetPasswordCall {
  phone: string;
  otp: Sealed;
  password: Sealed;
  confirmation: Sealed;
  /** The same for a retry of the same form: the server answers it the first success. */
  idempotencyKey: string;
}

/** A refused reset, read once: the reset's own reasons, else those of every code. */
export function resetProblemOfError(
  error: FetchBaseQueryError,
  retryAfter: string | null,
): ResetProblem {
  const failure = readApiError(error);
  if (failure.kind === 'answered') {
    const body = (
      typeof failure.body === 'object' && failure.body !== null ? failure.body : {}
    ) as { reason?: string; data?: { errors?: Record<string, unknown> } };
    if (body.reason === 'no_account') return { kind: 'noAccount' };
    if (failure.status === 503) return { kind: 'busy' };
    const errors = body.data?.errors ?? {};
    if (failure.status === 422 && body.reason === undefined) {
      if ('password' in errors) return { kind: 'passwordTooShort' };
      if ('password_confirmation' in errors) return { kind: 'passwordsDoNotMatch' };
    }
  }
  return otpProblemOfError(error, retryAfter);
}

/** The reset's two calls; both public (no token). */
export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendResetCode: build.mutation<SendOtpResponse, string>({
      query: (phone) => ({ url: apiPaths.passwordResetSendCode, method: 'POST', body: { phone } }),
      transformErrorResponse: (error, meta) =>
        resetProblemOfError(error, meta?.response?.headers.get('retry-after') ?? null),
    }),
    resetPassword: build.mutation<PasswordResetResponse, ResetPasswordCall>({
      query: ({ phone, otp, password, confirmation, idempotencyKey }) => ({
        url: apiPaths.passwordReset,
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: {
          phone,
          otp: otp.open(),
          password: password.open(),
          password_confirmation: confirmation.open(),
        },
      }),
      transformErrorResponse: (error, meta) =>
        resetProblemOfError(error, meta?.response?.headers.get('retry-after') ?? null),
    }),
  }),
});
