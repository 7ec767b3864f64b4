import type { UnknownAction } from '@reduxjs/toolkit';
import {
  initialPasswordResetState,
  passwordResetReducer,
  resetClicked,
  resetCodeSent,
  resetFailed,
  resetPageLeft,
  resetResendClicked,
  resetResendTicked,
  resetSendCodeClicked,
  resetSendFailed,
  resetSucceeded,
  selectIsResetBusy,
  selectResetProblem,
  selectResetResendIn,
  type PasswordResetState,
  type ResetChallenge,
} from './passwordResetSlice';

const phone = '09420000001';
const challenge: ResetChallenge = { phone, sandboxCode: '482913', resendIn: 60 };
const waited: ResetChallenge = { ...challenge, resendIn: 0 };

const entering = initialPasswordResetState;
const sending: PasswordResetState = { status: 'sending', phone };
const sent: PasswordResetState = { status: 'codeSent', challenge, problem: null };
const sentWaited: PasswordResetState = { status: 'codeSent', challenge: waited, problem: null };
const resetting: PasswordResetState = { status: 'resetting', challenge };
const resending: PasswordResetState = { status: 'resending', challenge: waited };
const done: PasswordResetState = { status: 'done' };

describe('password reset reducer (transition table)', () => {
  it.each<[string, PasswordResetState, UnknownAction, PasswordResetState]>([
    ['enteringPhone + sendCodeClicked', entering, resetSendCodeClicked(` ${phone} `), sending],
    [
      'enteringPhone + sendCodeClicked blank',
      entering,
      resetSendCodeClicked(' '),
      { status: 'enteringPhone', problem: { kind: 'phoneRequired' } },
    ],
    ['sending + codeSent', sending, resetCodeSent(challenge), sent],
    [
      'sending + refused: the phone again',
      sending,
      resetSendFailed({ kind: 'phoneInvalid' }),
      { status: 'enteringPhone', problem: { kind: 'phoneInvalid' } },
    ],
    [
      'sending + resend too soon: on to the code sent a moment ago',
      sending,
      resetSendFailed({ kind: 'resendTooSoon', seconds: 37 }),
      {
        status: 'codeSent',
        challenge: { phone, sandboxCode: null, resendIn: 37 },
        problem: { kind: 'resendTooSoon', seconds: 37 },
      },
    ],
    [
      'codeSent + resetClicked with a problem of the form',
      sent,
      resetClicked({ kind: 'passwordTooShort' }),
      { ...sent, problem: { kind: 'passwordTooShort' } },
    ],
    ['codeSent + resetClicked, nothing wrong: resetting', sent, resetClicked(null), resetting],
    ['resetting + resetSucceeded', resetting, resetSucceeded(), done],
    [
      'resetting + resetFailed',
      resetting,
      resetFailed({ kind: 'noAccount' }),
      { ...sent, problem: { kind: 'noAccount' } },
    ],
    ['codeSent after the wait + resendClicked', sentWaited, resetResendClicked(), resending],
    [
      'resending + codeSent: the wait again',
      resending,
      resetCodeSent(challenge),
      { status: 'codeSent', challenge, problem: null },
    ],
    [
      'resending + refused: the same code, with the problem',
      resending,
      resetSendFailed({ kind: 'smsFailed' }),
      { ...sentWaited, problem: { kind: 'smsFailed' } },
    ],
    [
      'codeSent + resendTicked',
      sent,
      resetResendTicked(),
      { ...sent, challenge: { ...challenge, resendIn: 59 } },
    ],
    ['codeSent + pageLeft', sent, resetPageLeft(), entering],
    ['done + pageLeft', done, resetPageLeft(), entering],
  ])('%s', (_name, before, event, after) => {
    expect(passwordResetReducer(before, event)).toEqual(after);
  });

  it.each<[string, PasswordResetState, UnknownAction]>([
    ['enteringPhone + codeSent (no call out)', entering, resetCodeSent(challenge)],
    ['enteringPhone + resetClicked (no code yet)', entering, resetClicked(null)],
    ['sending + sendCodeClicked', sending, resetSendCodeClicked(phone)],
    ['codeSent + sendCodeClicked (phone locked)', sent, resetSendCodeClicked('09999999999')],
    ['codeSent + resendClicked during the wait', sent, resetResendClicked()],
    ['codeSent + resetSucceeded (no call out)', sent, resetSucceeded()],
    ['resetting + resetClicked (a call is out)', resetting, resetClicked(null)],
    ['done + resetFailed', done, resetFailed({ kind: 'failed' })],
    ['waited + resendTicked', sentWaited, resetResendTicked()],
    ['enteringPhone + pageLeft', entering, resetPageLeft()],
    ['an unrelated event', sent, { type: 'login/submitted' }],
  ])('%s returns the very same state', (_name, before, event) => {
    expect(passwordResetReducer(before, event)).toBe(before);
  });
});

describe('password reset selectors', () => {
  const root = (passwordReset: PasswordResetState) => ({ passwordReset });
  it('give the problem, the wait and whether a call is out', () => {
    const failed: PasswordResetState = { ...sent, problem: { kind: 'expired' } };
    expect(selectResetProblem(root(failed))).toEqual({ kind: 'expired' });
    expect(selectResetProblem(root(resetting))).toBeNull();
    expect(selectResetResendIn(root(sent))).toBe(60);
    expect(selectResetResendIn(root(entering))).toBe(0);
    expect(selectIsResetBusy(root(resetting))).toBe(true);
    expect(selectIsResetBusy(root(sent))).toBe(false);
  });
});
