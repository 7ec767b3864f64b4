import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { otpProblemOf, otpProblemOfError, type OtpProblem } from './otpProblems';

const answered = (status: number, data: unknown): FetchBaseQueryError => ({ status, data });

describe('a failed OTP call, read once', () => {
  it.each<[string, FetchBaseQueryError, string | null, OtpProblem]>([
    [
      'a wrong code, with the tries left',
      answered(422, {
        status: false,
        message: 'x',
        data: { errors: {} },
        reason: 'invalid',
        tries_left: 3,
      }),
      null,
      { kind: 'invalid', triesLeft: 3 },
    ],
    ['expired', answered(422, { reason: 'expired' }), null, { kind: 'expired' }],
    ['too many tries', answered(429, { reason: 'too_many_tries' }), null, { kind: 'tooManyTries' }],
    [
      'resend too soon, the body’s seconds',
      answered(429, { reason: 'resend_too_soon', retry_after: 42 }),
      '41',
      { kind: 'resendTooSoon', seconds: 42 },
    ],
    [
      'resend too soon, the header’s seconds',
      answered(429, { reason: 'resend_too_soon' }),
      '41',
      { kind: 'resendTooSoon', seconds: 41 },
    ],
    [
      'resend too soon, nothing said: a minute',
      answered(429, { reason: 'resend_too_soon' }),
      null,
      { kind: 'resendTooSoon', seconds: 60 },
    ],
    [
      'not the account’s phone',
      answered(422, { reason: 'not_account_phone' }),
      null,
      { kind: 'notAccountPhone' },
    ],
    [
      'a right code for a phone on no shop’s team',
      answered(422, {
        message: 'This phone number is not on a shop’s team.',
        data: { errors: { phone: ['This phone number is not on a shop’s team.'] } },
        reason: 'not_a_member',
      }),
      null,
      { kind: 'notAccountPhone' },
    ],
    ['SMS refused', answered(502, { reason: 'sms_failed' }), null, { kind: 'smsFailed' }],
    [
      'SMS slow',
      answered(504, { reason: 'sms_timeout', resend_in: 60 }),
      null,
      { kind: 'smsSlow', resendIn: 60 },
    ],
    [
      'the rate limiter',
      answered(429, { message: 'Too many attempts.' }),
      '900',
      { kind: 'rateLimited', seconds: 900 },
    ],
    [
      'the rate limiter, no header',
      answered(429, { message: 'x' }),
      null,
      { kind: 'rateLimited', seconds: null },
    ],
    [
      'the rate limiter, a date header',
      answered(429, {}),
      'Wed, 21 Oct 2015 07:28:00 GMT',
      { kind: 'rateLimited', seconds: null },
    ],
    [
      'a phone the server cannot read',
      answered(422, { status: false, message: 'x', data: { errors: { phone: ['x'] } } }),
      null,
      { kind: 'phoneInvalid' },
    ],
    [
      'a code the server cannot read',
      answered(422, { status: false, message: 'x', data: { errors: { otp: ['x'] } } }),
      null,
      { kind: 'otpIncomplete' },
    ],
    ['an unknown reason', answered(422, { reason: 'other' }), null, { kind: 'failed' }],
    [
      'a server error',
      answered(500, { message: 'Internal server error' }),
      null,
      { kind: 'failed' },
    ],
    [
      'a body that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
      null,
      { kind: 'failed' },
    ],
    [
      'no answer',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      null,
      { kind: 'network' },
    ],
  ])('%s', (_name, error, retryAfter, problem) => {
    expect(otpProblemOfError(error, retryAfter)).toEqual(problem);
  });

  it('takes a problem the endpoint gave as it is, anything else as a failure', () => {
    expect(otpProblemOf({ kind: 'expired' })).toEqual({ kind: 'expired' });
    expect(otpProblemOf({ kind: 'elsewhere' })).toEqual({ kind: 'failed' });
    expect(otpProblemOf({ name: 'Error', message: 'boom' })).toEqual({ kind: 'failed' });
    expect(otpProblemOf(undefined)).toEqual({ kind: 'failed' });
  });
});
