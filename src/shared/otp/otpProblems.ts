import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { OtpErrorBody, OtpValidationErrorBody } from '@contract/otp';
import { readApiError } from '../../api/apiError';

/**
 * What went wrong with a phone OTP (the merchant's phone verification and the customer's sign-in
 * read refusals the same way), as a kind (and the numbers it needs); the view words it in the
 * reader's language. The state never holds a sentence.
 */
export type OtpProblem =
  /** 'Please enter your phone number' */
  | { kind: 'phoneRequired' }
  /** The server refused the phone's shape. */
  | { kind: 'phoneInvalid' }
  /** Not the phone of the signed-in account. */
  | { kind: 'notAccountPhone' }
  /** 'Please enter the OTP' */
  | { kind: 'otpRequired' }
  /** Not six digits: refused before it costs a try. */
  | { kind: 'otpIncomplete' }
  /** 'Invalid OTP. Please try again.', and the tries left. */
  | { kind: 'invalid'; triesLeft: number }
  /** 'OTP expired. Please request a new one.' */
  | { kind: 'expired' }
  | { kind: 'tooManyTries' }
  | { kind: 'resendTooSoon'; seconds: number }
  /** The server's rate limiter; seconds to wait when it said. */
  | { kind: 'rateLimited'; seconds: number | null }
  | { kind: 'smsFailed' }
  /** The SMS provider did not answer in time: the code may still arrive. */
  | { kind: 'smsSlow'; resendIn: number }
  | { kind: 'network' }
  | { kind: 'failed' };

export type OtpProblemKind = OtpProblem['kind'];

/** The problems about the phone field, and those about the OTP field. */
export const PHONE_PROBLEMS: readonly OtpProblemKind[] = [
  'phoneRequired',
  'phoneInvalid',
  'notAccountPhone',
];
export const CODE_PROBLEMS: readonly OtpProblemKind[] = [
  'otpRequired',
  'otpIncomplete',
  'invalid',
  'expired',
  'tooManyTries',
];

/** The resend wait when an answer does not say (the server's rule). */
export const RESEND_SECONDS = 60;

const wholeSeconds = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
};

type OtpAnswerBody = Partial<OtpErrorBody & OtpValidationErrorBody>;

/** A failed OTP call, read once: the server's reason, else its status. */
export function otpProblemOfError(
  error: FetchBaseQueryError,
  retryAfter: string | null,
): OtpProblem {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { kind: 'network' };
  if (failure.kind !== 'answered') return { kind: 'failed' };
  const body: OtpAnswerBody =
    typeof failure.body === 'object' && failure.body !== null ? failure.body : {};
  // A team member's sign-in adds one reason of its own: a right code for a phone on no team.
  switch (body.reason as OtpAnswerBody['reason'] | 'not_a_member' | undefined) {
    case 'invalid':
      return { kind: 'invalid', triesLeft: wholeSeconds(body.tries_left) ?? 0 };
    case 'expired':
      return { kind: 'expired' };
    case 'too_many_tries':
      return { kind: 'tooManyTries' };
    case 'resend_too_soon':
      return {
        kind: 'resendTooSoon',
        seconds: wholeSeconds(body.retry_after) ?? wholeSeconds(retryAfter) ?? RESEND_SECONDS,
      };
    case 'not_account_phone':
    case 'not_a_member':
      return { kind: 'notAccountPhone' };
    case 'sms_failed':
      return { kind: 'smsFailed' };
    case 'sms_timeout':
      return { kind: 'smsSlow', resendIn: wholeSeconds(body.resend_in) ?? RESEND_SECONDS };
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

const KINDS: ReadonlySet<string> = new Set<OtpProblemKind>([
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

/**
 * The problem of a failed call as the endpoint gave it; anything else (something threw before or
 * after the request) is a failure with nothing more to say.
 */
export function otpProblemOf(error: unknown): OtpProblem {
  return typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    typeof error.kind === 'string' &&
    KINDS.has(error.kind)
    ? (error as OtpProblem)
    : { kind: 'failed' };
}
