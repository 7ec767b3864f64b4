import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { OtpProblem } from '../../shared/otp/otpProblems';

/** A code sent: to which phone, and the code itself in sandbox mode (no SMS then). */
export interface StaffChallenge {
  phone: string;
  sandboxCode: string | null;
}

/**
 * A team member's sign-in: their phone and 'Send OTP'; the code and 'Sign in' (with 'Resend OTP'
 * once the server's wait is over); then done (the thunk takes them to their role's first page).
 * A phone on no team goes back to the phone, saying so.
 */
export type StaffLoginState =
  | { status: 'enteringPhone'; problem: OtpProblem | null }
  | { status: 'sending' }
  | { status: 'codeSent'; challenge: StaffChallenge; resendIn: number; problem: OtpProblem | null }
  | { status: 'signingIn'; challenge: StaffChallenge; resendIn: number }
  | { status: 'resending'; challenge: StaffChallenge }
  | { status: 'done' };

const start: StaffLoginState = { status: 'enteringPhone', problem: null };

export interface StaffOtpSentPayload {
  phone: string;
  sandboxCode: string | null;
  resendIn: number;
  /** The SMS provider was slow: the code may still arrive. */
  problem?: OtpProblem | null;
}

export const staffLoginSlice = createSlice({
  name: 'staffLogin',
  initialState: start as StaffLoginState,
  reducers: {
    phoneRefused: (state, action: PayloadAction<OtpProblem>): StaffLoginState =>
      state.status === 'enteringPhone' || state.status === 'sending'
        ? { status: 'enteringPhone', problem: action.payload }
        : state,
    otpRequested: (state): StaffLoginState =>
      state.status === 'enteringPhone' ? { status: 'sending' } : state,
    otpSent: (state, action: PayloadAction<StaffOtpSentPayload>): StaffLoginState =>
      state.status === 'sending' || state.status === 'resending'
        ? {
            status: 'codeSent',
            challenge: { phone: action.payload.phone, sandboxCode: action.payload.sandboxCode },
            resendIn: action.payload.resendIn,
            problem: action.payload.problem ?? null,
          }
        : state,
    /** The code could not be sent: back to the phone, or (a resend) back to the code. */
    otpNotSent: (state, action: PayloadAction<OtpProblem>): StaffLoginState => {
      if (state.status === 'sending') return { status: 'enteringPhone', problem: action.payload };
      if (state.status === 'resending') {
        const wait = action.payload.kind === 'resendTooSoon' ? action.payload.seconds : 0;
        return { ...state, status: 'codeSent', resendIn: wait, problem: action.payload };
      }
      return state;
    },
    codeRefusedLocally: (state, action: PayloadAction<OtpProblem>): StaffLoginState =>
      state.status === 'codeSent' ? { ...state, problem: action.payload } : state,
    signInRequested: (state): StaffLoginState =>
      state.status === 'codeSent'
        ? { status: 'signingIn', challenge: state.challenge, resendIn: state.resendIn }
        : state,
    /** A wrong code stays on the code; a phone on no team goes back to the phone. */
    signInRefused: (state, action: PayloadAction<OtpProblem>): StaffLoginState => {
      if (state.status !== 'signingIn') return state;
      if (action.payload.kind === 'notAccountPhone') {
        return { status: 'enteringPhone', problem: action.payload };
      }
      return { ...state, status: 'codeSent', problem: action.payload };
    },
    signInSucceeded: (state): StaffLoginState =>
      state.status === 'signingIn' ? { status: 'done' } : state,
    resendRequested: (state): StaffLoginState =>
      state.status === 'codeSent' && state.resendIn === 0
        ? { status: 'resending', challenge: state.challenge }
        : state,
    resendTicked: (state): StaffLoginState =>
      (state.status === 'codeSent' || state.status === 'signingIn') && state.resendIn > 0
        ? { ...state, resendIn: state.resendIn - 1 }
        : state,
    staffLoginLeft: (): StaffLoginState => start,
  },
  selectors: {
    selectStaffLogin: (state): StaffLoginState => state,
    selectStaffResendIn: (state): number =>
      state.status === 'codeSent' || state.status === 'signingIn' ? state.resendIn : 0,
  },
});

export const {
  phoneRefused,
  otpRequested,
  otpSent,
  otpNotSent,
  codeRefusedLocally,
  signInRequested,
  signInRefused,
  signInSucceeded,
  resendRequested,
  resendTicked,
  staffLoginLeft,
} = staffLoginSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof staffLoginSlice> {}
}

export const { selectStaffLogin, selectStaffResendIn } =
  staffLoginSlice.injectInto(rootReducer).selectors;
