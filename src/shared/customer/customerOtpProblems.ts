import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { OtpErrorBody, OtpValidationErrorBody } from '@contract/otp';
import { readApiError } from '../../api/apiError';

/**
 * Why the customer's sign-in code was refused or not sent, as a kind (and the numbers it needs);
 * the screen words it in the reader's language. One kind for every refusal reason of
 * contract/otp.ts, plus the rate limiter's 429, a refused phone, no answer, and anything else.
 */
export type CustomerOtpProblem =
  | { kind: 'phoneRequired' }
  | { kind: 'phoneInvalid' }
  | { kind: 'notAccountPhone' }
  | { kind: 'otpRequired' }
  | { kind: 'otpIncomplete' }
  | { kind: 'invalid'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'tooManyTries' }
  | { kind: 'resendTooSoon'; seconds: number }
  | { kind: 'rateLimited'; seconds: number | null }
  | { kind: 'smsFailed' }
  | { kind: 'smsSlow'; resendIn: number }
  | { kind: 'network' }
  | { kind: 'failed' };

export type CustomerOtpProblemKind = CustomerOtpProblem['kind'];

/** The resend wait when an answer does not say (the server's rule). */
export const CUSTOMER_RESEND_SECONDS = 60;

const wholeSeconds = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
};

type OtpAnswerBody = Partial<OtpErrorBody & OtpValidationErrorBody>;

/** A failed sendOtp or signIn call, read once: the server's reason, else its status. */
export function customerOtpProblemOfError(
  error: FetchBaseQueryError,
  retryAfter: string | null,
): CustomerOtpProblem {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { kind: 'network' };
  if (failure.kind !== 'answered') return { kind: 'failed' };
  const body: OtpAnswerBody =
    typeof failure.body === 'object' && failure.body !== null ? failure.body : {};
  switch (body.reason) {
    case 'invalid':
      return { kind: 'invalid', triesLeft: wholeSeconds(body.tries_left) ?? 0 };
    case 'expired':
      return { kind: 'expired' };
    case 'too_many_tries':
      return { kind: 'tooManyTries' };
    case 'resend_too_soon':
      return {
        kind: 'resendTooSoon',
        seconds:
          wholeSeconds(body.retry_after) ?? wholeSeconds(retryAfter) ?? CUSTOMER_RESEND_SECONDS,
      };
    case 'not_account_phone':
      return { kind: 'notAccountPhone' };
    case 'sms_failed':
      return { kind: 'smsFailed' };
    case 'sms_timeout':
      return {
        kind: 'smsSlow',
        resendIn: wholeSeconds(body.resend_in) ?? CUSTOMER_RESEND_SECONDS,
      };
    default:
      break;
  }
  if (failure.status === 429) return { kind: 'rateLimited', seconds: wholeSeconds(retryAfter) };
  if (failure.status === 422 && body.data?.errors) {
    if ('phone' in body.data.errors) return { kind: 'phoneInvalid' };
    if ('otp' in body.data.errors) return { kind: 'otpIncomplete' };
  }
  return { kind: 'failed' };
}

const KINDS: ReadonlySet<string> = new Set<CustomerOtpProblemKind>([
  'phoneRequired',
  'phoneInvalid',
  'notAccountPhone',
  'otpRequired',
  'otpIncomplete',
  'invalid',
  'expired',
  'tooManyTries',
  'resendTooSoon',
  'rateLimited',
  'smsFailed',
  'smsSlow',
  'network',
  'failed',
]);

/** The problem a failed call's endpoint gave; anything else is a failure with nothing more to say. */
export function customerOtpProblemOf(error: unknown): CustomerOtpProblem {
  return typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    typeof error.kind === 'string' &&
    KINDS.has(error.kind)
    ? (error as CustomerOtpProblem)
    : { kind: 'failed' };
}
