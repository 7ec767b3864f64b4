import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** A problem the screen words itself, in the reader's language, under the field it is about. */
export type RegistrationProblem = 'passwordsDoNotMatch' | 'passwordTooShort' | 'passwordTooLong';

/** What went wrong, as the screen shows it: each message under its field, the rest above the button. */
export interface RegistrationError {
  /** The server's messages by the wire name of their field (`phone`, `password_confirmation`, ...). */
  fieldErrors: Record<string, string[]>;
  /** Messages about no field of the form, in words. */
  lines: string[];
  /** A problem found before any call (instead of the server's messages). */
  problem?: RegistrationProblem;
  /** The phone has an account already: the screen offers 'Log in instead'. */
  phoneTaken?: boolean;
}

/** The wire name of the field each problem is shown under. */
export const PROBLEM_FIELDS: Record<RegistrationProblem, string> = {
  passwordsDoNotMatch: 'password_confirmation',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
};

/**
 * Registration as a state machine:
 * idle → submitting → succeeded → redirecting, and submitting → failed (then back to submitting).
 * The form's fields are not here: they stay in the form until it is submitted, and the password
 * never enters the store.
 */
export type RegistrationState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; error: RegistrationError }
  | { status: 'succeeded' }
  | { status: 'redirecting' };

/** A problem found in the form before any call. */
const formProblem = (problem: RegistrationProblem): RegistrationError => ({
  fieldErrors: {},
  lines: [],
  problem,
});

/** Shown when password and confirmation differ. */
export const PASSWORDS_MISMATCH: RegistrationError = formProblem('passwordsDoNotMatch');

export const initialRegistrationState: RegistrationState = { status: 'idle' };

const canSubmit = (state: RegistrationState): boolean =>
  state.status === 'idle' || state.status === 'failed';

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState as RegistrationState,
  reducers: {
    /** The form was sent to the server. */
    submitted: (state): RegistrationState => (canSubmit(state) ? { status: 'submitting' } : state),
    /** Password and confirmation differ: no call is made. */
    passwordsMismatched: (state): RegistrationState =>
      canSubmit(state) ? { status: 'failed', error: PASSWORDS_MISMATCH } : state,
    /** The password breaks the rule shown under it: no call is made. */
    passwordRefused: (state, action: PayloadAction<'tooShort' | 'tooLong'>): RegistrationState =>
      canSubmit(state)
        ? {
            status: 'failed',
            error: formProblem(
              action.payload === 'tooShort' ? 'passwordTooShort' : 'passwordTooLong',
            ),
          }
        : state,
    /** The server registered the merchant; the session has been signed in. */
    succeeded: (state): RegistrationState =>
      state.status === 'submitting' ? { status: 'succeeded' } : state,
    /** The server (or the network) said no. */
    failed: (state, action: PayloadAction<RegistrationError>): RegistrationState =>
      state.status === 'submitting' ? { status: 'failed', error: action.payload } : state,
    /** The 2000 ms after success are over: on to OTP verification. */
    redirectDelayElapsed: (state): RegistrationState =>
      state.status === 'succeeded' ? { status: 'redirecting' } : state,
    /** The merchant left the registration page: a fresh form next time, no pending redirect. */
    pageLeft: (state): RegistrationState =>
      state.status === 'idle' ? state : initialRegistrationState,
  },
  selectors: {
    selectRegistration: (state) => state,
    /** The request is on its way: the button is disabled and reads 'Processing...'. */
    selectIsRegistering: (state): boolean => state.status === 'submitting',
    /** The form cannot be sent again: a request is on its way or the merchant is registered. */
    selectIsRegistrationLocked: (state): boolean => !canSubmit(state),
    /** The success message is shown from success until the page is left. */
    selectHasRegistered: (state): boolean => {
      const { status } = state;
      return status === 'succeeded' || status === 'redirecting';
    },
    selectRegistrationError: (registration): RegistrationError =>
      registration.status === 'failed' ? registration.error : NO_ERROR,
  },
});

export const {
  submitted: registrationSubmitted,
  passwordsMismatched: registrationPasswordsMismatched,
  passwordRefused: registrationPasswordRefused,
  succeeded: registrationSucceeded,
  failed: registrationFailed,
  redirectDelayElapsed: registrationRedirectDelayElapsed,
  pageLeft: registrationPageLeft,
} = registrationSlice.actions;
export const registrationReducer = registrationSlice.reducer;

const NO_ERROR: RegistrationError = { fieldErrors: {}, lines: [] };

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

export const {
  selectRegistration,
  selectIsRegistering,
  selectIsRegistrationLocked,
  selectHasRegistered,
  selectRegistrationError,
} = registrationSlice.injectInto(rootReducer).selectors;
