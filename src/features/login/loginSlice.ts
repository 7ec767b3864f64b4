import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/**
 * Login as a state machine: idle → submitting → succeeded, and submitting → failed (then back to
 * submitting). Phone and password stay in the form; the password never enters the store.
 */
export type LoginState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; error: string }
  | { status: 'succeeded' };

export const initialLoginState: LoginState = { status: 'idle' };

const canSubmit = (state: LoginState): boolean =>
  state.status === 'idle' || state.status === 'failed';

export const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState as LoginState,
  reducers: {
    /** Phone and password were sent to the server. */
    submitted: (state): LoginState => (canSubmit(state) ? { status: 'submitting' } : state),
    /** The session has been signed in; the thunk goes on to '/'. */
    succeeded: (state): LoginState =>
      state.status === 'submitting' ? { status: 'succeeded' } : state,
    /** The server (or the network) said no; the payload is the message to show. */
    failed: (state, action: PayloadAction<string>): LoginState =>
      state.status === 'submitting' ? { status: 'failed', error: action.payload } : state,
    /** The merchant left the login screen: a fresh form next time. */
    pageLeft: (state): LoginState => (state.status === 'idle' ? state : initialLoginState),
  },
  selectors: {
    selectLogin: (login): LoginState => login,
    selectIsLoggingIn: (login): boolean => login.status === 'submitting',
    /** The form cannot be sent: a request is on its way, or the merchant is logged in. */
    selectIsLoginLocked: (login): boolean => !canSubmit(login),
    selectLoginError: (login): string | null => (login.status === 'failed' ? login.error : null),
  },
});

export const {
  submitted: loginSubmitted,
  succeeded: loginSucceeded,
  failed: loginFailed,
  pageLeft: loginPageLeft,
} = loginSlice.actions;
export const loginReducer = loginSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof loginSlice> {}
}

export const { selectLogin, selectIsLoggingIn, selectIsLoginLocked, selectLoginError } =
  loginSlice.injectInto(rootReducer).selectors;
