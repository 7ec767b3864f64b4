import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { translatorFor } from '../../i18n/catalogues';

/** What went wrong, as the screen shows it: one line per problem, and the fields to mark. */
export interface RegistrationError {
  /** Lines shown in order: 'field: messages joined by commas', or a single message. */
  lines: string[];
  /** Wire names of the fields in error (`phone`, `password_confirmation`, ...). */
  fields: string[];
  /** A problem the screen words itself, in the reader's language (instead of `lines`). */
  problem?: 'passwordsDoNotMatch';
}

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

/** Shown when password and confirmation differ. */
export const PASSWORDS_MISMATCH: RegistrationError = {
  lines: [],
  problem: 'passwordsDoNotMatch',
  fields: ['password_confirmation'],
};

/** One worded copy per error, so the selector answers the same object each time. */
const wordedProblems = new WeakMap<RegistrationError, RegistrationError>();

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
    selectRegistrationError: (registration): RegistrationError => {
      if (registration.status !== 'failed') return NO_ERROR;
      const { error } = registration;
      // The state names the problem; its line reads in English here (the screen words it in the
      // reader's language from `problem`).
      if (!error.problem) return error;
      let worded = wordedProblems.get(error);
      if (!worded) {
        worded = { ...error, lines: [translatorFor('en')(`registration.${error.problem}`)] };
        wordedProblems.set(error, worded);
      }
      return worded;
    },
  },
});

export const {
  submitted: registrationSubmitted,
  passwordsMismatched: registrationPasswordsMismatched,
  succeeded: registrationSucceeded,
  failed: registrationFailed,
  redirectDelayElapsed: registrationRedirectDelayElapsed,
  pageLeft: registrationPageLeft,
} = registrationSlice.actions;
export const registrationReducer = registrationSlice.reducer;

const NO_ERROR: RegistrationError = { lines: [], fields: [] };

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
