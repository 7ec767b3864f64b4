import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { signedIn } from '../../shared/session/sessionSlice';
import { loginApi } from './loginApi';
import { readLoginResult } from './loginOutcome';
import { loginFailed, loginSubmitted, loginSucceeded, selectIsLoginLocked } from './loginSlice';

type Thunk = ThunkAction<Promise<void>, RootState, unknown, UnknownAction>;

export interface LoginForm {
  phone: string;
  password: string;
}

/**
 * Logs in with what the form holds. A thunk, so that the password reaches only the request: no
 * action of ours carries it, and `track: false` keeps RTK Query from storing the call's arguments
 * in `state.api.mutations`. Both fields are required (the form says so; this checks again).
 */
export const submitLogin =
  ({ phone, password }: LoginForm): Thunk =>
  async (dispatch, getState) => {
    if (selectIsLoginLocked(getState())) return;
    if (phone.trim() === '' || password === '') return;
    dispatch(loginSubmitted());
    const result = await dispatch(
      loginApi.endpoints.login.initiate({ phone, password }, { track: false }),
    );
    const outcome = readLoginResult(result);
    if (outcome.kind === 'succeeded') {
      dispatch(signedIn(outcome.session));
      dispatch(loginSucceeded());
    } else {
      dispatch(loginFailed(outcome.error));
    }
  };
