import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { PERSIST, REHYDRATE } from 'redux-persist';
import { apiPaths } from '@contract/apiPaths';
import type {
  OperatorEnrolmentConfirmResponse,
  OperatorEnrolmentResponse,
  OperatorSecondFactorRequest,
  OperatorSessionResponse,
  OperatorSignInResponse,
} from '@contract/operatorSession';
import type { AppThunk } from '../../../app/store';
import { qrDataUrl } from '../../../shared/qr/qrDataUrl';
import { operatorCall } from '../operatorBaseQuery';
import {
  OPERATOR_SESSION_KEY,
  codeRefused,
  codeSubmitted,
  enrolmentConfirmed,
  restoreRequested,
  secondFactorPassed,
  selectOperatorSession,
  selectOperatorSessionRestoreStarted,
  signInAnswered,
  signInRefused,
  signInSubmitted,
  signOutClicked,
  signedOut,
  type CodeProblem,
  type SignInProblem,
} from './operatorSessionSlice';

/*
 * The sign-in's calls are thunks rather than RTK Query endpoints: a password, a code, the
 * authenticator's secret and the recovery codes go from the form to the server (or from the
 * server to the screen) and nowhere else. An endpoint would keep its arguments and its answer in
 * the store's cache and carry them in actions; these calls put in actions only what the slice
 * needs (the token, the stage, the operator).
 */

type Call = Parameters<typeof operatorCall>[1];

/** What `operatorCall` needs of RTK Query's api, for a call made outside an endpoint. */
function callApi(
  dispatch: (action: never) => unknown,
  getState: () => unknown,
  extra: unknown,
  endpoint: string,
): Call {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: dispatch as Call['dispatch'],
    getState,
    extra,
    endpoint,
    type: 'mutation',
  };
}

const statusOf = (error: FetchBaseQueryError): number | string =>
  error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;

/** Pure: why a sign-in failed. */
export function signInProblemOf(error: FetchBaseQueryError): SignInProblem {
  const status = statusOf(error);
  if (status === 401 || status === 422) return 'credentials';
  if (status === 429) return 'locked';
  if (status === 503) return 'busy';
  return 'failed';
}

/** Pure: why a code failed (a 401 ends the session through `admin/operatorUnauthorized`). */
export function codeProblemOf(
  error: FetchBaseQueryError,
  kind: 'code' | 'recovery_code',
): CodeProblem {
  const status = statusOf(error);
  if (status === 422) return kind === 'code' ? 'codeRefused' : 'recoveryRefused';
  if (status === 429) return 'locked';
  return 'failed';
}

/**
 * Reads back the session kept in this tab (once per page load): redux-persist's PERSIST reaches
 * the lazily injected persisted slice, which answers with its REHYDRATE.
 */
export const restoreOperatorSession = (): AppThunk => async (dispatch, getState) => {
  if (selectOperatorSessionRestoreStarted(getState())) return;
  dispatch(restoreRequested());
  await new Promise<void>((resolve) => {
    dispatch({
      type: PERSIST,
      key: OPERATOR_SESSION_KEY,
      register: () => undefined,
      rehydrate: (key: string, payload: unknown, err: unknown) => {
        dispatch({ type: REHYDRATE, key, payload, err });
        resolve();
      },
    });
  });
};

/** 'Sign in': the phone and password go to the server only. */
export const signIn =
  (phone: string, password: string): AppThunk =>
  async (dispatch, getState, extra) => {
    dispatch(signInSubmitted());
    if (selectOperatorSession(getState()).status !== 'signingIn') return;
    const answer = await operatorCall<OperatorSignInResponse>(
      { url: apiPaths.adminSession, method: 'POST', body: { phone, password } },
      callApi(dispatch, getState, extra, 'adminSignIn'),
    );
    if ('error' in answer) dispatch(signInRefused(signInProblemOf(answer.error)));
    else dispatch(signInAnswered(answer.data));
  };

/** A new secret to enrol, and its QR code drawn here: for the view's own state, never the store's. */
export const startEnrolment =
  (): AppThunk<Promise<{ secret: string; qr: string | null } | null>> =>
  async (dispatch, getState, extra) => {
    const answer = await operatorCall<OperatorEnrolmentResponse>(
      { url: apiPaths.adminEnrolment, method: 'POST' },
      callApi(dispatch, getState, extra, 'adminEnrolment'),
    );
    if ('error' in answer) return null;
    const qr = await qrDataUrl(answer.data.otpauth_uri);
    return { secret: answer.data.secret, qr: 'data' in qr ? qr.data : null };
  };

/** The first code confirms the enrolment; answers the recovery codes, for the view to show once. */
export const confirmEnrolment =
  (code: string): AppThunk<Promise<string[] | null>> =>
  async (dispatch, getState, extra) => {
    dispatch(codeSubmitted());
    const answer = await operatorCall<OperatorEnrolmentConfirmResponse>(
      { url: apiPaths.adminEnrolmentConfirm, method: 'POST', body: { code } },
      callApi(dispatch, getState, extra, 'adminEnrolmentConfirm'),
    );
    if ('error' in answer) {
      dispatch(codeRefused(codeProblemOf(answer.error, 'code')));
      return null;
    }
    dispatch(enrolmentConfirmed(answer.data.operator));
    return answer.data.recovery_codes;
  };

/** A code from the app, or a recovery code. */
export const submitSecondFactor =
  (body: OperatorSecondFactorRequest): AppThunk =>
  async (dispatch, getState, extra) => {
    dispatch(codeSubmitted());
    const answer = await operatorCall<OperatorSessionResponse>(
      { url: apiPaths.adminSecondFactor, method: 'POST', body },
      callApi(dispatch, getState, extra, 'adminSecondFactor'),
    );
    if ('error' in answer) {
      const kind = 'code' in body ? 'code' : 'recovery_code';
      dispatch(codeRefused(codeProblemOf(answer.error, kind)));
    } else {
      dispatch(secondFactorPassed(answer.data.operator));
    }
  };

/** 'Sign out': the server ends the session; this tab forgets it whatever the answer. */
export const signOut = (): AppThunk => async (dispatch, getState, extra) => {
  dispatch(signOutClicked());
  await operatorCall<null>(
    { url: apiPaths.adminSession, method: 'DELETE' },
    callApi(dispatch, getState, extra, 'adminSignOut'),
  );
  dispatch(signedOut());
};
