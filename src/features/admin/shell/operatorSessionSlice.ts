import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE, persistReducer, type PersistConfig } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import sessionStorageEngine from 'redux-persist/lib/storage/session';
import type { Operator } from '@contract/operators';
import { rootReducer } from '../../../app/store';
import { operatorUnauthorized } from '../operatorEvents';

/** Why a sign-in was refused, worded by the view. */
export type SignInProblem = 'credentials' | 'locked' | 'busy' | 'failed';
/** Why a code was refused, worded by the view. */
export type CodeProblem = 'codeRefused' | 'recoveryRefused' | 'locked' | 'failed';

/**
 * The operator's session in the back office, as a state machine:
 * - 'restoring': the token kept in this tab (sessionStorage) is being read back;
 * - 'signedOut' / 'ended' (the server ended it: idle, expired, disabled): the sign-in form;
 * - 'signingIn': the phone and password are on their way (they are never in the store);
 * - 'enrolling' / 'secondFactor': the password was right, the authenticator is due;
 * - 'savingRecoveryCodes': enrolled; the recovery codes are on screen (in the view's own state
 *   only, never here);
 * - 'signedIn'.
 * The token is the session's bearer token; nothing else secret (a password, a code, a recovery
 * code, the authenticator's secret) ever enters this state.
 */
export type OperatorSessionState =
  | { status: 'restoring' }
  | { status: 'signedOut'; problem: SignInProblem | null }
  | { status: 'ended' }
  | { status: 'signingIn' }
  | {
      status: 'enrolling' | 'secondFactor';
      token: string;
      operator: Operator;
      busy: boolean;
      problem: CodeProblem | null;
    }
  | { status: 'savingRecoveryCodes'; token: string; operator: Operator }
  | { status: 'signedIn'; token: string; operator: Operator; signingOut: boolean };

export type OperatorSessionStatus = OperatorSessionState['status'];

const initialState = { status: 'restoring' } as OperatorSessionState;

/** The key under which this tab's sessionStorage keeps the session. */
export const OPERATOR_SESSION_KEY = 'operatorSession';

const withToken = (s: OperatorSessionState) => 'token' in s;

const isOperator = (value: unknown): value is Operator => {
  const o = value as Partial<Operator> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.id === 'number' &&
    typeof o.phone === 'string' &&
    typeof o.name === 'string' &&
    typeof o.role === 'string'
  );
};

/** What came back from sessionStorage, checked: a session with a token and an operator, else none. */
export function restoredState(payload: unknown): OperatorSessionState {
  const kept = payload as { status?: unknown; token?: unknown; operator?: unknown } | undefined;
  if (!kept || typeof kept.token !== 'string' || !isOperator(kept.operator)) {
    return { status: 'signedOut', problem: null };
  }
  const { token, operator } = kept;
  switch (kept.status) {
    case 'enrolling':
    case 'secondFactor':
      return { status: kept.status, token, operator, busy: false, problem: null };
    // Recovery codes are never kept: after a reload they are gone, and the session is active.
    case 'savingRecoveryCodes':
    case 'signedIn':
      return { status: 'signedIn', token, operator, signingOut: false };
    default:
      return { status: 'signedOut', problem: null };
  }
}

export const operatorSessionSlice = createSlice({
  name: 'operatorSession',
  initialState,
  reducers: {
    signInSubmitted: (s) =>
      s.status === 'signedOut' || s.status === 'ended' ? { status: 'signingIn' } : s,
    signInAnswered: (
      s,
      a: PayloadAction<{ token: string; stage: 'enrol' | 'second_factor'; operator: Operator }>,
    ) =>
      s.status === 'signingIn'
        ? {
            status: a.payload.stage === 'enrol' ? 'enrolling' : 'secondFactor',
            token: a.payload.token,
            operator: a.payload.operator,
            busy: false,
            problem: null,
          }
        : s,
    signInRefused: (s, a: PayloadAction<SignInProblem>) =>
      s.status === 'signingIn' ? { status: 'signedOut', problem: a.payload } : s,
    codeSubmitted: (s) =>
      s.status === 'enrolling' || s.status === 'secondFactor'
        ? { ...s, busy: true, problem: null }
        : s,
    codeRefused: (s, a: PayloadAction<CodeProblem>) =>
      (s.status === 'enrolling' || s.status === 'secondFactor') && s.busy
        ? { ...s, busy: false, problem: a.payload }
        : s,
    enrolmentConfirmed: (s, a: PayloadAction<Operator>) =>
      s.status === 'enrolling' && s.busy
        ? { status: 'savingRecoveryCodes', token: s.token, operator: a.payload }
        : s,
    /**
     * The page starts reading the kept session back. Nothing changes: it is the injected slice's
     * first action, which gives it its initial state before redux-persist's PERSIST reaches it
     * (PERSIST as the first action would hand the slice `{}` instead, a state with no status).
     */
    restoreRequested: (s) => s,
    recoveryCodesSaved: (s) =>
      s.status === 'savingRecoveryCodes'
        ? { status: 'signedIn', token: s.token, operator: s.operator, signingOut: false }
        : s,
    secondFactorPassed: (s, a: PayloadAction<Operator>) =>
      s.status === 'secondFactor' && s.busy
        ? { status: 'signedIn', token: s.token, operator: a.payload, signingOut: false }
        : s,
    signOutClicked: (s) => (s.status === 'signedIn' ? { ...s, signingOut: true } : s),
    signedOut: (s) => (withToken(s) ? { status: 'signedOut', problem: null } : s),
  },
  extraReducers: (builder) => {
    builder
      .addCase(operatorUnauthorized, (s) => (withToken(s) ? { status: 'ended' } : s))
      .addMatcher(
        (action): action is { type: typeof REHYDRATE; key: string; payload: unknown } =>
          action.type === REHYDRATE && (action as { key?: unknown }).key === OPERATOR_SESSION_KEY,
        (s, a) => (s.status === 'restoring' ? restoredState(a.payload) : s),
      );
  },
});

export const {
  signInSubmitted,
  signInAnswered,
  signInRefused,
  codeSubmitted,
  codeRefused,
  enrolmentConfirmed,
  recoveryCodesSaved,
  restoreRequested,
  secondFactorPassed,
  signOutClicked,
  signedOut,
} = operatorSessionSlice.actions;

/**
 * Kept in this tab's sessionStorage, so a reload stays signed in (while the server keeps the
 * session: the idle time) and closing the tab forgets it. The slice reads back what was kept
 * itself (`restoredState`), so nothing but a checked session comes back.
 */
const persistConfig: PersistConfig<OperatorSessionState> = {
  key: OPERATOR_SESSION_KEY,
  storage: sessionStorageEngine,
  stateReconciler: false,
  timeout: 0,
};

type PersistedOperatorSession = OperatorSessionState & PersistPartial;

declare module '../../../app/store' {
  interface LazyLoadedSlices {
    operatorSession: PersistedOperatorSession;
  }
}

rootReducer.inject({
  reducerPath: 'operatorSession',
  reducer: persistReducer(persistConfig, operatorSessionSlice.reducer),
});

/** The session; its initial state before the slice is injected. */
export const selectOperatorSession = (state: unknown): OperatorSessionState =>
  (state as { operatorSession?: OperatorSessionState }).operatorSession ?? initialState;

/** Whether the kept session was already read back in this page load. */
export const selectOperatorSessionRestoreStarted = (state: unknown): boolean =>
  (state as { operatorSession?: Partial<PersistPartial> }).operatorSession?._persist !== undefined;

/** The sign-in's stage the server knows, when a password was accepted. */
export const selectOperatorStage = (
  state: unknown,
): 'enrol' | 'second_factor' | 'active' | null => {
  switch (selectOperatorSession(state).status) {
    case 'enrolling':
      return 'enrol';
    case 'secondFactor':
      return 'second_factor';
    case 'savingRecoveryCodes':
    case 'signedIn':
      return 'active';
    default:
      return null;
  }
};
