import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import { rootReducer } from '../../app/store';
import { loggedOut } from '../../shared/session/sessionSlice';
import type { OtpProblem } from '../../shared/otp/otpProblems';
import {
  challengeAfterRefusal,
  challengeTicked,
  type OtpChallenge,
} from '../../shared/otp/otpChallenge';

export type { OtpProblem, OtpProblemKind } from '../../shared/otp/otpProblems';

/** A code the server sent, for the phone it went to. */
export type Challenge = OtpChallenge;

/**
 * Phone OTP verification as a state machine. The server makes, sends and checks the code:
 * enteringPhone → sending → codeSent ⇄ verifying → verified, with codeSent → resending → codeSent
 * for 'Resend OTP' once the wait is over. Once a code is sent the phone is locked. Problems are
 * kinds, worded by the view. The code typed never enters the state: 'Verify OTP' only says
 * whether one was typed (the code goes to the server through the verify thunk).
 */
export type OtpState =
  | { status: 'enteringPhone'; problem: OtpProblem | null }
  | { status: 'sending'; phone: string }
  | { status: 'codeSent'; challenge: Challenge; problem: OtpProblem | null }
  | { status: 'verifying'; challenge: Challenge }
  | { status: 'resending'; challenge: Challenge }
  | { status: 'verified'; phone: string }
  /** A call answered 401: the session-expired screen replaces the page. */
  | { status: 'sessionExpired' };

export const initialOtpState: OtpState = { status: 'enteringPhone', problem: null };

/** What 'Verify OTP' found in the OTP field: nothing, not six digits, or a code to check. */
export type TypedCode = 'missing' | 'incomplete' | 'complete';

function sameProblem(a: OtpProblem | null, b: OtpProblem | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function withProblem<S extends { problem: OtpProblem | null }>(state: S, problem: OtpProblem): S {
  return sameProblem(state.problem, problem) ? state : { ...state, problem };
}

/** The call came back refused: back to the code with the problem, the wait as the server says. */
function refused(challenge: Challenge, problem: OtpProblem): OtpState {
  return { status: 'codeSent', challenge: challengeAfterRefusal(challenge, problem), problem };
}

const inCall = (state: OtpState) =>
  state.status === 'sending' || state.status === 'verifying' || state.status === 'resending';

export const otpSlice = createSlice({
  name: 'otp',
  initialState: initialOtpState as OtpState,
  reducers: {
    /** 'Send OTP' was pressed with this phone. */
    sendOtpClicked: (state, action: PayloadAction<string>): OtpState => {
      if (state.status !== 'enteringPhone') return state;
      const phone = action.payload.trim();
      if (phone === '') return withProblem(state, { kind: 'phoneRequired' });
      return { status: 'sending', phone };
    },
    /**
     * The screen opened again (a reload) and the server still holds a code sent to the account's
     * phone, or a wait before another: on to the code, the wait as the server counts it, instead
     * of a 'Send OTP' that would be refused as too soon. The code itself is not known again.
     */
    challengeRestored: (state, action: PayloadAction<Challenge>): OtpState =>
      state.status === 'enteringPhone' && state.problem === null
        ? { status: 'codeSent', challenge: action.payload, problem: null }
        : state,
    /** The server sent a code (first or again). */
    codeSent: (state, action: PayloadAction<Challenge>): OtpState =>
      state.status === 'sending' || state.status === 'resending'
        ? { status: 'codeSent', challenge: action.payload, problem: null }
        : state,
    /**
     * Sending failed. A code sent a moment ago (resend too soon) or an SMS late (time-out) may
     * still be the one to type: the phone is locked to it. Anything else: the phone again.
     */
    sendFailed: (state, action: PayloadAction<OtpProblem>): OtpState => {
      const problem = action.payload;
      if (state.status === 'resending') return refused(state.challenge, problem);
      if (state.status !== 'sending') return state;
      if (problem.kind === 'resendTooSoon' || problem.kind === 'smsSlow') {
        return refused({ phone: state.phone, sandboxCode: null, resendIn: 0 }, problem);
      }
      return { status: 'enteringPhone', problem };
    },
    /** 'Verify OTP' was pressed; the payload says what was typed, never the code. */
    verifyOtpClicked: (state, action: PayloadAction<TypedCode>): OtpState => {
      if (state.status !== 'codeSent') return state;
      if (action.payload === 'missing') return withProblem(state, { kind: 'otpRequired' });
      if (action.payload === 'incomplete') return withProblem(state, { kind: 'otpIncomplete' });
      return { status: 'verifying', challenge: state.challenge };
    },
    /** The server accepted the code: the phone is verified. */
    verified: (state): OtpState =>
      state.status === 'verifying' ? { status: 'verified', phone: state.challenge.phone } : state,
    /** The server refused the code. */
    verifyFailed: (state, action: PayloadAction<OtpProblem>): OtpState =>
      state.status === 'verifying' ? refused(state.challenge, action.payload) : state,
    /** 'Resend OTP' was pressed (it is enabled once the wait is over). */
    resendOtpClicked: (state): OtpState =>
      state.status === 'codeSent' && state.challenge.resendIn === 0
        ? { status: 'resending', challenge: state.challenge }
        : state,
    /** A second of the resend wait passed. */
    resendTicked: (state): OtpState => {
      if (state.status !== 'codeSent' && state.status !== 'verifying') return state;
      const challenge = challengeTicked(state.challenge);
      return challenge === state.challenge ? state : { ...state, challenge };
    },
    /** The merchant left the page: an unfinished verification starts again; a verified one stays. */
    pageLeft: (state): OtpState =>
      state.status === 'verified' || (state.status === 'enteringPhone' && state.problem === null)
        ? state
        : initialOtpState,
  },
  extraReducers: (builder) => {
    // The verified flag belongs to whoever is logged in; logging out forgets it.
    builder.addCase(loggedOut, (state) =>
      state.status === 'enteringPhone' && state.problem === null ? state : initialOtpState,
    );
    // A 401 while a call of this page was out: the session is over.
    builder.addCase(unauthorized, (state): OtpState =>
      inCall(state) ? { status: 'sessionExpired' } : state,
    );
  },
  selectors: {
    selectOtp: (state) => state,
    /** The flag '/' receives: the phone has been verified. */
    selectIsPhoneVerified: (state): boolean => state.status === 'verified',
    selectOtpProblem: (otp): OtpProblem | null =>
      otp.status === 'enteringPhone' || otp.status === 'codeSent' ? otp.problem : null,
    /** Seconds before 'Resend OTP' may be pressed (0 when there is no code yet). */
    selectResendIn: (otp): number =>
      otp.status === 'codeSent' || otp.status === 'verifying' || otp.status === 'resending'
        ? otp.challenge.resendIn
        : 0,
  },
});

export const {
  challengeRestored: otpChallengeRestored,
  sendOtpClicked,
  codeSent: otpCodeSent,
  sendFailed: otpSendFailed,
  verifyOtpClicked,
  verified: otpVerified,
  verifyFailed: otpVerifyFailed,
  resendOtpClicked,
  resendTicked: otpResendTicked,
  pageLeft: otpPageLeft,
} = otpSlice.actions;
export const otpReducer = otpSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof otpSlice> {}
}

export const { selectOtp, selectIsPhoneVerified, selectOtpProblem, selectResendIn } =
  otpSlice.injectInto(rootReducer).selectors;
