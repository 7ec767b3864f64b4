import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { registerSlice } from '../../app/featureRegistry';

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

const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState as LoginState,
  reducers: {
    /** Phone and password were sent to the server. */
    submitted: (state): LoginState => (canSubmit(state) ? { status: 'submitting' } : state),
    /** The session has been signed in; the login listener goes to '/'. */
    succeeded: (state): LoginState =>
      state.status === 'submitting' ? { status: 'succeeded' } : state,
    /** The server (or the network) said no; the payload is the message to show. */
    failed: (state, action: PayloadAction<string>): LoginState =>
      state.status === 'submitting' ? { status: 'failed', error: action.payload } : state,
    /** The merchant left the login screen: a fresh form next time. */
    pageLeft: (state): LoginState => (state.status === 'idle' ? state : initialLoginState),
  },
});

export const {
  submitted: loginSubmitted,
  succeeded: loginSucceeded,
  failed: loginFailed,
  pageLeft: loginPageLeft,
} = loginSlice.actions;
export const loginReducer = loginSlice.reducer;
registerSlice(loginSlice);

/* ------------------------------ selectors ------------------------------ */

/** Any state that may hold the login (absent until its code has loaded). */
export interface WithLogin {
  login?: LoginState;
}

export const selectLogin = (state: WithLogin): LoginState => state.login ?? initialLoginState;
export const selectIsLoggingIn = (state: WithLogin): boolean =>
  selectLogin(state).status === 'submitting';
/** The form cannot be sent: a request is on its way, or the merchant is logged in. */
export const selectIsLoginLocked = (state: WithLogin): boolean => !canSubmit(selectLogin(state));
export const selectLoginError = (state: WithLogin): string | null => {
  const login = selectLogin(state);
  return login.status === 'failed' ? login.error : null;
};
