import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { OtpProblem } from '../../shared/otp/otpProblems';
import {
  challengeAfterRefusal,
  challengeTicked,
  type OtpChallenge,
} from '../../shared/otp/otpChallenge';

/** What went wrong, as a kind the view words in the reader's language. */
export type ResetProblem =
  | OtpProblem
  /** The right code, for a phone no account has. */
  | { kind: 'noAccount' }
  | { kind: 'passwordTooShort' }
  | { kind: 'passwordTooLong' }
  | { kind: 'passwordsDoNotMatch' }
  /** The server was too busy to set the password: nothing changed, the same form may be sent. */
  | { kind: 'busy' };

/** A code the server sent for the reset. */
export type ResetChallenge = OtpChallenge;

/**
 * A forgotten password as a state machine: enteringPhone → sending → codeSent ⇄ resetting → done,
 * with codeSent → resending → codeSent for 'Resend OTP' once the wait is over. The code and the
 * passwords typed never enter the state: they go from the form to the reset call only.
 */
export type PasswordResetState =
  | { status: 'enteringPhone'; problem: ResetProblem | null }
  | { status: 'sending'; phone: string }
  | { status: 'codeSent'; challenge: ResetChallenge; problem: ResetProblem | null }
  | { status: 'resending'; challenge: ResetChallenge }
  | { status: 'resetting'; challenge: ResetChallenge }
  | { status: 'done' };

export const initialPasswordResetState: PasswordResetState = {
  status: 'enteringPhone',
  problem: null,
};

/** Back to the code with a problem; a refused resend keeps the code and takes the server's wait. */
function refused(challenge: ResetChallenge, problem: ResetProblem): PasswordResetState {
  // Only the code's own refusals change the challenge; the reset's (no account, the password's
  // rules, busy) leave it alone.
  const next =
    problem.kind === 'resendTooSoon' || problem.kind === 'smsSlow'
      ? challengeAfterRefusal(challenge, problem)
      : challenge;
  return { status: 'codeSent', challenge: next, problem };
}

export const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState: initialPasswordResetState as PasswordResetState,
  reducers: {
    /** 'Send OTP' was pressed with this phone. */
    sendCodeClicked: (state, action: PayloadAction<string>): PasswordResetState => {
      if (state.status !== 'enteringPhone') return state;
      const phone = action.payload.trim();
      if (phone === '') return { status: 'enteringPhone', problem: { kind: 'phoneRequired' } };
      return { status: 'sending', phone };
    },
    /** The server sent a code (first or again). */
    codeSent: (state, action: PayloadAction<ResetChallenge>): PasswordResetState =>
      state.status === 'sending' || state.status === 'resending'
        ? { status: 'codeSent', challenge: action.payload, problem: null }
        : state,
    /**
     * Sending failed. A code sent a moment ago (a retry, say) or an SMS late may still be the
     * one to type: on to the code. Anything else: the phone again.
     */
    sendFailed: (state, action: PayloadAction<ResetProblem>): PasswordResetState => {
      const problem = action.payload;
      if (state.status === 'resending') return refused(state.challenge, problem);
      if (state.status !== 'sending') return state;
      if (problem.kind === 'resendTooSoon' || problem.kind === 'smsSlow') {
        return refused({ phone: state.phone, sandboxCode: null, resendIn: 0 }, problem);
      }
      return { status: 'enteringPhone', problem };
    },
    /** 'Reset password' was pressed; the payload is the form's own problem, or null to send. */
    resetClicked: (state, action: PayloadAction<ResetProblem | null>): PasswordResetState => {
      if (state.status !== 'codeSent') return state;
      if (action.payload !== null) return { ...state, problem: action.payload };
      return { status: 'resetting', challenge: state.challenge };
    },
    /** The password is set; every session of the account is over. */
    resetSucceeded: (state): PasswordResetState =>
      state.status === 'resetting' ? { status: 'done' } : state,
    /** The server refused: back to the code and passwords, with the problem. */
    resetFailed: (state, action: PayloadAction<ResetProblem>): PasswordResetState =>
      state.status === 'resetting' ? refused(state.challenge, action.payload) : state,
    /** 'Resend OTP' (enabled once the wait is over). */
    resendClicked: (state): PasswordResetState =>
      state.status === 'codeSent' && state.challenge.resendIn === 0
        ? { status: 'resending', challenge: state.challenge }
        : state,
    /** A second of the resend wait passed. */
    resendTicked: (state): PasswordResetState => {
      if (state.status !== 'codeSent' && state.status !== 'resetting') return state;
      const challenge = challengeTicked(state.challenge);
      return challenge === state.challenge ? state : { ...state, challenge };
    },
    /** The page was left: a fresh start next time. */
    pageLeft: (state): PasswordResetState =>
      state.status === 'enteringPhone' && state.problem === null
        ? state
        : initialPasswordResetState,
  },
  selectors: {
    selectPasswordReset: (state) => state,
    selectResetProblem: (reset): ResetProblem | null =>
      reset.status === 'enteringPhone' || reset.status === 'codeSent' ? reset.problem : null,
    /** Seconds before 'Resend OTP' may be pressed (0 when there is no code yet). */
    selectResetResendIn: (reset): number =>
      reset.status === 'codeSent' || reset.status === 'resetting' || reset.status === 'resending'
        ? reset.challenge.resendIn
        : 0,
    /** A call is out: the buttons wait. */
    selectIsResetBusy: (reset): boolean =>
      reset.status === 'sending' || reset.status === 'resending' || reset.status === 'resetting',
  },
});

export const {
  sendCodeClicked: resetSendCodeClicked,
  codeSent: resetCodeSent,
  sendFailed: resetSendFailed,
  resetClicked,
  resetSucceeded,
  resetFailed,
  resendClicked: resetResendClicked,
  resendTicked: resetResendTicked,
  pageLeft: resetPageLeft,
} = passwordResetSlice.actions;
export const passwordResetReducer = passwordResetSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof passwordResetSlice> {}
}

export const { selectPasswordReset, selectResetProblem, selectResetResendIn, selectIsResetBusy } =
  passwordResetSlice.injectInto(rootReducer).selectors;
