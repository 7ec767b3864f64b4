import type { AppThunk } from '../../app/store';
import { safeNextPath } from '../../shared/session/nextPath';
import { signedIn } from '../../shared/session/sessionSlice';
import { loginApi } from './loginApi';
import { readLoginResult } from './loginOutcome';
import { translatorOfState } from '../../i18n/stateTranslator';
import {
  loginFailed,
  loginSubmitted,
  loginSucceeded,
  selectIsLoginLocked,
  selectLogin,
} from './loginSlice';

export interface LoginForm {
  phone: string;
  password: string;
}

/**
 * Logs in with what the form holds. A thunk, so that the password reaches only the request: no
 * action of ours carries it, and `track: false` keeps RTK Query from storing the call's arguments
 * in `state.api.mutations`. Both fields are required (the form says so; this checks again).
 * Logged in, it goes on to `next` when that is a path of this site (the page that sent the
 * merchant to log in), else to the dashboard, unless the merchant left the screen meanwhile.
 */
export const submitLogin =
  ({ phone, password }: LoginForm, next?: string | null): AppThunk =>
  async (dispatch, getState, { navigate }) => {
    if (selectIsLoginLocked(getState())) return;
    if (phone.trim() === '' || password === '') return;
    dispatch(loginSubmitted());
    const result = await dispatch(
      loginApi.endpoints.login.initiate({ phone, password }, { track: false }),
    );
    const outcome = readLoginResult(result, translatorOfState(getState()));
    if (outcome.kind === 'succeeded') {
      dispatch(signedIn(outcome.session));
      dispatch(loginSucceeded());
      if (selectLogin(getState()).status === 'succeeded') navigate(safeNextPath(next));
    } else {
      dispatch(loginFailed(outcome.error));
    }
  };
