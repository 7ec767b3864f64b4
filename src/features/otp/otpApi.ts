import type { OtpStatusResponse, SendOtpResponse, VerifyOtpResponse } from '@contract/otp';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import { otpProblemOfError } from '../../shared/otp/otpProblems';

/**
 * The code typed, kept out of sight on its way to the verify call: `open()` gives it back, but
 * serialising it (Redux DevTools, a logging middleware, JSON.stringify of an action) shows only a
 * placeholder. Together with `track: false`, no action or state ever carries the code.
 */
export interface SealedCode {
  open(): string;
  toJSON(): string;
  toString(): string;
}

export function sealCode(code: string): SealedCode {
  return Object.freeze({
    open: () => code,
    toJSON: () => '[sealed]',
    toString: () => '[sealed]',
  });
}

export interface SendOtpCall {
  merchantId: number;
  phone: string;
}

export interface VerifyOtpCall {
  merchantId: number;
  phone: string;
  otp: SealedCode;
}

/**
 * The phone's one-time code: sent by the server (by SMS, or in the answer in sandbox mode) and
 * checked by it. A failure reaches the caller as an `OtpProblem` (the server's reason, and the
 * Retry-After of a 429), read here once.
 */
export const otpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The code already sent to the account's phone, and the wait before another. */
    otpStatus: build.query<OtpStatusResponse, number>({
      query: (merchantId) => fillPath(apiPaths.otpStatus, { merchantId }),
      keepUnusedDataFor: 0,
    }),
    sendOtp: build.mutation<SendOtpResponse, SendOtpCall>({
      query: ({ merchantId, phone }) => ({
        url: `${apiPaths.sendOtp}/${merchantId}`,
        method: 'POST',
        body: { phone },
      }),
      transformErrorResponse: (error, meta) =>
        otpProblemOfError(error, meta?.response?.headers.get('retry-after') ?? null),
    }),
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpCall>({
      query: ({ merchantId, phone, otp }) => ({
        url: `${apiPaths.verifyOtp}/${merchantId}`,
        method: 'POST',
        body: { phone, otp: otp.open() },
      }),
      transformErrorResponse: (error, meta) =>
        otpProblemOfError(error, meta?.response?.headers.get('retry-after') ?? null),
    }),
  }),
});
