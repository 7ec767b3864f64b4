import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { OtpProblem } from '../../shared/otp/otpProblems';

/** A code sent: to which phone, the code itself in sandbox mode (no SMS then), the resend wait. */
export interface CustomerChallenge {
  phone: string;
  sandboxCode: string | null;
}

/**
 * The customer's sign-in: a phone and 'Send OTP'; the code and 'Sign in' (with 'Resend OTP' once
 * the server's wait is over); then, for a customer without a name, 'Your name' once; then done
 * (the listener goes to the `next` path).
 */
export type CustomerLoginState =
  | { status: 'enteringPhone'; problem: OtpProblem | null }
  | { status: 'sending' }
  | {
      status: 'codeSent';
      challenge: CustomerChallenge;
      resendIn: number;
      problem: OtpProblem | null;
    }
  | { status: 'signingIn'; challenge: CustomerChallenge; resendIn: number }
  | { status: 'resending'; challenge: CustomerChallenge }
  | { status: 'naming'; problem: 'nameRequired' | 'nameTooLong' | 'failed' | null }
  | { status: 'savingName' }
  | { status: 'done' };

const start: CustomerLoginState = { status: 'enteringPhone', problem: null };

export interface OtpSentPayload {
  phone: string;
  sandboxCode: string | null;
  resendIn: number;
  /** The SMS provider was slow: the code may still arrive. */
  problem?: OtpProblem | null;
}

export const customerLoginSlice = createSlice({
  name: 'customerLogin',
  initialState: start as CustomerLoginState,
  reducers: {
    phoneRefused: (state, action: PayloadAction<OtpProblem>): CustomerLoginState =>
      state.status === 'enteringPhone' || state.status === 'sending'
        ? { status: 'enteringPhone', problem: action.payload }
        : state,
    otpRequested: (state): CustomerLoginState =>
      state.status === 'enteringPhone' ? { status: 'sending' } : state,
    otpSent: (state, action: PayloadAction<OtpSentPayload>): CustomerLoginState =>
      state.status === 'sending' || state.status === 'resending'
        ? {
            status: 'codeSent',
            challenge: { phone: action.payload.phone, sandboxCode: action.payload.sandboxCode },
            resendIn: action.payload.resendIn,
            problem: action.payload.problem ?? null,
          }
        : state,
    /** The code could not be sent: back to the phone, or (a resend) back to the code. */
    otpNotSent: (state, action: PayloadAction<OtpProblem>): CustomerLoginState => {
      if (state.status === 'sending') return { status: 'enteringPhone', problem: action.payload };
      if (state.status === 'resending') {
        const wait = action.payload.kind === 'resendTooSoon' ? action.payload.seconds : 0;
        return {
          status: 'codeSent',
          challenge: state.challenge,
          resendIn: wait,
          problem: action.payload,
        };
      }
      return state;
    },
    codeRefusedLocally: (state, action: PayloadAction<OtpProblem>): CustomerLoginState =>
      state.status === 'codeSent' ? { ...state, problem: action.payload } : state,
    signInRequested: (state): CustomerLoginState =>
      state.status === 'codeSent'
        ? { status: 'signingIn', challenge: state.challenge, resendIn: state.resendIn }
        : state,
    signInRefused: (state, action: PayloadAction<OtpProblem>): CustomerLoginState =>
      state.status === 'signingIn'
        ? {
            status: 'codeSent',
            challenge: state.challenge,
            resendIn: state.resendIn,
            problem: action.payload,
          }
        : state,
    /** Signed in: a customer without a name is asked for it once; anyone else is done. */
    signInSucceeded: (state, action: PayloadAction<{ named: boolean }>): CustomerLoginState =>
      state.status === 'signingIn'
        ? action.payload.named
          ? { status: 'done' }
          : { status: 'naming', problem: null }
        : state,
    resendRequested: (state): CustomerLoginState =>
      state.status === 'codeSent' && state.resendIn === 0
        ? { status: 'resending', challenge: state.challenge }
        : state,
    resendTicked: (state): CustomerLoginState =>
      (state.status === 'codeSent' || state.status === 'signingIn') && state.resendIn > 0
        ? { ...state, resendIn: state.resendIn - 1 }
        : state,
    nameRefusedLocally: (
      state,
      action: PayloadAction<'nameRequired' | 'nameTooLong'>,
    ): CustomerLoginState =>
      state.status === 'naming' ? { status: 'naming', problem: action.payload } : state,
    nameRequested: (state): CustomerLoginState =>
      state.status === 'naming' ? { status: 'savingName' } : state,
    nameSaved: (state): CustomerLoginState =>
      state.status === 'savingName' ? { status: 'done' } : state,
    nameRefused: (state): CustomerLoginState =>
      state.status === 'savingName' ? { status: 'naming', problem: 'failed' } : state,
    customerLoginLeft: (): CustomerLoginState => start,
  },
  selectors: {
    selectCustomerLogin: (state): CustomerLoginState => state,
    selectCustomerResendIn: (state): number =>
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
  nameRefusedLocally,
  nameRequested,
  nameSaved,
  nameRefused,
  customerLoginLeft,
} = customerLoginSlice.actions;
export const customerLoginReducer = customerLoginSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof customerLoginSlice> {}
}

export const { selectCustomerLogin, selectCustomerResendIn } =
  customerLoginSlice.injectInto(rootReducer).selectors;
