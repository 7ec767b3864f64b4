import type { UnknownAction } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import { loggedOut } from '../../shared/session/sessionSlice';
import {
  initialOtpState,
  otpChallengeRestored,
  otpCodeSent,
  otpPageLeft,
  otpReducer,
  otpResendTicked,
  otpSendFailed,
  otpVerified,
  otpVerifyFailed,
  resendOtpClicked,
  selectIsPhoneVerified,
  selectOtpProblem,
  selectResendIn,
  sendOtpClicked,
  verifyOtpClicked,
  type Challenge,
  type OtpState,
} from './otpSlice';
import { typedCode } from './otpThunks';

const phone = '09420000001';
const challenge: Challenge = { phone, sandboxCode: '482913', resendIn: 60 };
const waited: Challenge = { ...challenge, resendIn: 0 };

const entering: OtpState = initialOtpState;
const enteringWithProblem: OtpState = {
  status: 'enteringPhone',
  problem: { kind: 'phoneRequired' },
};
const sending: OtpState = { status: 'sending', phone };
const sent: OtpState = { status: 'codeSent', challenge, problem: null };
const sentWaited: OtpState = { status: 'codeSent', challenge: waited, problem: null };
const sentMissing: OtpState = { ...sent, problem: { kind: 'otpRequired' } };
const sentInvalid: OtpState = { ...sent, problem: { kind: 'invalid', triesLeft: 4 } };
const verifying: OtpState = { status: 'verifying', challenge };
const resending: OtpState = { status: 'resending', challenge: waited };
const verified: OtpState = { status: 'verified', phone };
const expired: OtpState = { status: 'sessionExpired' };

describe('otp reducer (transition table)', () => {
  const table: Array<[string, OtpState, UnknownAction, OtpState]> = [
    ['enteringPhone + sendOtpClicked: sending', entering, sendOtpClicked(phone), sending],
    [
      'enteringPhone + challengeRestored: the code sent before, with the server’s wait',
      entering,
      otpChallengeRestored({ phone, sandboxCode: null, resendIn: 42 }),
      {
        status: 'codeSent',
        challenge: { phone, sandboxCode: null, resendIn: 42 },
        problem: null,
      },
    ],
    ['enteringPhone + sendOtpClicked trims', entering, sendOtpClicked(`  ${phone} `), sending],
    ['enteringPhone + sendOtpClicked blank', entering, sendOtpClicked('  '), enteringWithProblem],
    ['a problem + sendOtpClicked: sending', enteringWithProblem, sendOtpClicked(phone), sending],
    ['sending + codeSent', sending, otpCodeSent(challenge), sent],
    [
      'sending + sendFailed: the phone again, with the problem',
      sending,
      otpSendFailed({ kind: 'notAccountPhone' }),
      { status: 'enteringPhone', problem: { kind: 'notAccountPhone' } },
    ],
    [
      'sending + resend too soon: locked to the code sent before, with the wait',
      sending,
      otpSendFailed({ kind: 'resendTooSoon', seconds: 42 }),
      {
        status: 'codeSent',
        challenge: { phone, sandboxCode: null, resendIn: 42 },
        problem: { kind: 'resendTooSoon', seconds: 42 },
      },
    ],
    [
      'sending + a slow SMS: locked to the code on its way',
      sending,
      otpSendFailed({ kind: 'smsSlow', resendIn: 60 }),
      {
        status: 'codeSent',
        challenge: { phone, sandboxCode: null, resendIn: 60 },
        problem: { kind: 'smsSlow', resendIn: 60 },
      },
    ],
    ['codeSent + verifyOtpClicked missing', sent, verifyOtpClicked('missing'), sentMissing],
    [
      'codeSent + verifyOtpClicked incomplete',
      sent,
      verifyOtpClicked('incomplete'),
      { ...sent, problem: { kind: 'otpIncomplete' } },
    ],
    [
      'codeSent + verifyOtpClicked complete: verifying',
      sent,
      verifyOtpClicked('complete'),
      verifying,
    ],
    ['a problem + verifyOtpClicked complete', sentInvalid, verifyOtpClicked('complete'), verifying],
    ['verifying + verified', verifying, otpVerified(), verified],
    [
      'verifying + verifyFailed: the code again, with the problem',
      verifying,
      otpVerifyFailed({ kind: 'invalid', triesLeft: 4 }),
      sentInvalid,
    ],
    [
      'verifying + expired',
      verifying,
      otpVerifyFailed({ kind: 'expired' }),
      { ...sent, problem: { kind: 'expired' } },
    ],
    ['codeSent after the wait + resendOtpClicked', sentWaited, resendOtpClicked(), resending],
    [
      'resending + codeSent: the new code, the wait again',
      resending,
      otpCodeSent({ ...challenge, sandboxCode: '605127' }),
      { status: 'codeSent', challenge: { ...challenge, sandboxCode: '605127' }, problem: null },
    ],
    [
      'resending + refused: the same code, with the problem',
      resending,
      otpSendFailed({ kind: 'rateLimited', seconds: 900 }),
      { ...sentWaited, problem: { kind: 'rateLimited', seconds: 900 } },
    ],
    [
      'resending + resend too soon: the wait the server says',
      resending,
      otpSendFailed({ kind: 'resendTooSoon', seconds: 5 }),
      {
        status: 'codeSent',
        challenge: { ...waited, resendIn: 5 },
        problem: { kind: 'resendTooSoon', seconds: 5 },
      },
    ],
    [
      'codeSent + resendTicked',
      sent,
      otpResendTicked(),
      { ...sent, challenge: { ...challenge, resendIn: 59 } },
    ],
    [
      'verifying + resendTicked: the wait goes on during the call',
      verifying,
      otpResendTicked(),
      { status: 'verifying', challenge: { ...challenge, resendIn: 59 } },
    ],
    ['sending + unauthorized', sending, unauthorized({ endpoint: 'sendOtp' }), expired],
    ['verifying + unauthorized', verifying, unauthorized({ endpoint: 'verifyOtp' }), expired],
    ['resending + unauthorized', resending, unauthorized({ endpoint: 'sendOtp' }), expired],
    ['enteringPhone with a problem + pageLeft', enteringWithProblem, otpPageLeft(), entering],
    ['codeSent + pageLeft: start again', sent, otpPageLeft(), entering],
    ['sessionExpired + pageLeft', expired, otpPageLeft(), entering],
    ['codeSent + loggedOut', sent, loggedOut(), entering],
    ['verified + loggedOut: the flag is forgotten', verified, loggedOut(), entering],
  ];

  it.each(table)('%s', (_name, before, event, after) => {
    expect(otpReducer(before, event)).toEqual(after);
  });

  it.each<[string, OtpState, UnknownAction]>([
    ['enteringPhone + verifyOtpClicked (no code yet)', entering, verifyOtpClicked('complete')],
    [
      'a problem + challengeRestored (the merchant is already acting)',
      enteringWithProblem,
      otpChallengeRestored(challenge),
    ],
    [
      'sending + challengeRestored (a code is on its way)',
      sending,
      otpChallengeRestored(challenge),
    ],
    ['codeSent + challengeRestored', sent, otpChallengeRestored(waited)],
    ['verified + challengeRestored', verified, otpChallengeRestored(challenge)],
    ['enteringPhone + codeSent (no call out)', entering, otpCodeSent(challenge)],
    ['enteringPhone + pageLeft', entering, otpPageLeft()],
    ['enteringPhone + loggedOut', entering, loggedOut()],
    [
      'enteringPhone + unauthorized (no call of this page)',
      entering,
      unauthorized({ endpoint: 'x' }),
    ],
    ['the same problem again', enteringWithProblem, sendOtpClicked('')],
    ['sending + sendOtpClicked (already sending)', sending, sendOtpClicked(phone)],
    ['codeSent + sendOtpClicked (phone locked)', sent, sendOtpClicked('09999999999')],
    ['codeSent + resendOtpClicked during the wait', sent, resendOtpClicked()],
    ['missing + verifyOtpClicked missing again', sentMissing, verifyOtpClicked('missing')],
    ['codeSent + verifyFailed (no call out)', sent, otpVerifyFailed({ kind: 'expired' })],
    ['codeSent + verified (no call out)', sent, otpVerified()],
    ['codeSent + unauthorized (no call of this page)', sent, unauthorized({ endpoint: 'x' })],
    ['waited + resendTicked (nothing left to wait)', sentWaited, otpResendTicked()],
    ['verifying + verifyOtpClicked (a call is out)', verifying, verifyOtpClicked('complete')],
    ['verified + sendOtpClicked', verified, sendOtpClicked(phone)],
    ['verified + verifyOtpClicked', verified, verifyOtpClicked('complete')],
    ['verified + pageLeft: the flag stays', verified, otpPageLeft()],
    ['sessionExpired + codeSent', expired, otpCodeSent(challenge)],
    ['an unrelated event', sent, { type: 'login/submitted' }],
  ])('%s returns the very same state', (_name, before, event) => {
    expect(otpReducer(before, event)).toBe(before);
  });

  it('starts by asking for the phone', () => {
    expect(otpReducer(undefined, { type: '@@INIT' })).toEqual({
      status: 'enteringPhone',
      problem: null,
    });
  });

  it('names its events in the past tense under otp/', () => {
    expect(
      [
        otpChallengeRestored,
        sendOtpClicked,
        otpCodeSent,
        otpSendFailed,
        verifyOtpClicked,
        otpVerified,
        otpVerifyFailed,
        resendOtpClicked,
        otpResendTicked,
        otpPageLeft,
      ].map((action) => action.type),
    ).toEqual([
      'otp/challengeRestored',
      'otp/sendOtpClicked',
      'otp/codeSent',
      'otp/sendFailed',
      'otp/verifyOtpClicked',
      'otp/verified',
      'otp/verifyFailed',
      'otp/resendOtpClicked',
      'otp/resendTicked',
      'otp/pageLeft',
    ]);
  });
});

describe('otp selectors', () => {
  it.each<[string, OtpState, boolean, string | null, number]>([
    ['enteringPhone', entering, false, null, 0],
    ['enteringPhone with a problem', enteringWithProblem, false, 'phoneRequired', 0],
    ['sending', sending, false, null, 0],
    ['codeSent', sent, false, null, 60],
    ['invalid', sentInvalid, false, 'invalid', 60],
    ['verifying', verifying, false, null, 60],
    ['resending', resending, false, null, 0],
    ['verified', verified, true, null, 0],
    ['sessionExpired', expired, false, null, 0],
  ])('%s', (_name, otp, isVerified, problem, resendIn) => {
    expect(selectIsPhoneVerified({ otp })).toBe(isVerified);
    expect(selectOtpProblem({ otp })?.kind ?? null).toBe(problem);
    expect(selectResendIn({ otp })).toBe(resendIn);
  });
});

describe('the code typed', () => {
  it.each<[string, ReturnType<typeof typedCode>]>([
    ['', 'missing'],
    ['   ', 'missing'],
    ['12345', 'incomplete'],
    ['1234567', 'incomplete'],
    ['12 456', 'incomplete'],
    ['abcdef', 'incomplete'],
    ['123456', 'complete'],
    [' 123456 ', 'complete'],
    ['၁၂၃၄၅၆', 'complete'],
  ])('%p is %p', (typed, kind) => {
    expect(typedCode(typed)).toBe(kind);
  });
});
