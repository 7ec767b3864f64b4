import { REHYDRATE } from 'redux-persist';
import type { Operator } from '@contract/operators';
import { operatorUnauthorized } from '../operatorEvents';
import {
  codeRefused,
  codeSubmitted,
  enrolmentConfirmed,
  operatorSessionSlice,
  recoveryCodesSaved,
  restoredState,
  secondFactorPassed,
  selectOperatorStage,
  signInAnswered,
  signInRefused,
  signInSubmitted,
  signOutClicked,
  signedOut,
  type OperatorSessionState,
} from './operatorSessionSlice';
import { codeProblemOf, signInProblemOf } from './sessionApi';

const reduce = operatorSessionSlice.reducer;
const operator: Operator = { id: 1, phone: '09791234567', name: 'Ma Thida', role: 'finance' };
const signedOutState: OperatorSessionState = { status: 'signedOut', problem: null };
const run = (state: OperatorSessionState, ...actions: Parameters<typeof reduce>[1][]) =>
  actions.reduce(reduce, state);

describe('the operator session slice', () => {
  test('starts by reading back the kept session', () => {
    expect(reduce(undefined, { type: 'x' })).toEqual({ status: 'restoring' });
    expect(
      reduce(undefined, {
        type: REHYDRATE,
        key: 'operatorSession',
        payload: { status: 'signedIn', token: 't', operator, signingOut: true },
      }),
    ).toEqual({ status: 'signedIn', token: 't', operator, signingOut: false });
    // Another key's rehydration is not this slice's.
    expect(
      reduce(undefined, { type: REHYDRATE, key: 'session', payload: { token: 't', operator } }),
    ).toEqual({ status: 'restoring' });
  });

  test('what comes back from storage is checked', () => {
    expect(restoredState(undefined)).toEqual(signedOutState);
    expect(restoredState({ status: 'signedIn', token: 5, operator })).toEqual(signedOutState);
    expect(restoredState({ status: 'signedIn', token: 't', operator: { id: 'x' } })).toEqual(
      signedOutState,
    );
    expect(restoredState({ status: 'signingIn', token: 't', operator })).toEqual(signedOutState);
    expect(restoredState({ status: 'secondFactor', token: 't', operator, busy: true })).toEqual({
      status: 'secondFactor',
      token: 't',
      operator,
      busy: false,
      problem: null,
    });
    // The recovery codes were never kept: after a reload, the session simply goes on.
    expect(restoredState({ status: 'savingRecoveryCodes', token: 't', operator })).toEqual({
      status: 'signedIn',
      token: 't',
      operator,
      signingOut: false,
    });
  });

  test('sign-in, enrolment, recovery codes, signed in, signed out', () => {
    const enrolling = run(
      signedOutState,
      signInSubmitted(),
      signInAnswered({ token: 't', stage: 'enrol', operator }),
    );
    expect(enrolling).toEqual({
      status: 'enrolling',
      token: 't',
      operator,
      busy: false,
      problem: null,
    });
    expect(selectOperatorStage({ operatorSession: enrolling })).toBe('enrol');
    const refused = run(enrolling, codeSubmitted(), codeRefused('codeRefused'));
    expect(refused).toMatchObject({ status: 'enrolling', busy: false, problem: 'codeRefused' });
    const saving = run(refused, codeSubmitted(), enrolmentConfirmed(operator));
    expect(saving).toEqual({ status: 'savingRecoveryCodes', token: 't', operator });
    const signedIn = run(saving, recoveryCodesSaved());
    expect(signedIn).toEqual({ status: 'signedIn', token: 't', operator, signingOut: false });
    expect(selectOperatorStage({ operatorSession: signedIn })).toBe('active');
    expect(run(signedIn, signOutClicked(), signedOut())).toEqual(signedOutState);
  });

  test('the second factor; events out of place change nothing', () => {
    const second = run(
      signedOutState,
      signInSubmitted(),
      signInAnswered({ token: 't', stage: 'second_factor', operator }),
    );
    expect(second.status).toBe('secondFactor');
    // Not submitted: an answer is not expected.
    expect(run(second, secondFactorPassed(operator))).toBe(second);
    expect(run(second, enrolmentConfirmed(operator))).toBe(second);
    expect(run(second, codeSubmitted(), secondFactorPassed(operator))).toEqual({
      status: 'signedIn',
      token: 't',
      operator,
      signingOut: false,
    });
    expect(run(signedOutState, signInAnswered({ token: 't', stage: 'enrol', operator }))).toBe(
      signedOutState,
    );
    expect(run(signedOutState, recoveryCodesSaved())).toBe(signedOutState);
  });

  test('a refused sign-in says why; the server ending the session shows it ended', () => {
    expect(run(signedOutState, signInSubmitted(), signInRefused('locked'))).toEqual({
      status: 'signedOut',
      problem: 'locked',
    });
    const signedIn: OperatorSessionState = {
      status: 'signedIn',
      token: 't',
      operator,
      signingOut: false,
    };
    expect(run(signedIn, operatorUnauthorized({ endpoint: 'adminAudit' }))).toEqual({
      status: 'ended',
    });
    // A wrong password answers 401 too: with no session yet, nothing ended.
    const signingIn = run(signedOutState, signInSubmitted());
    expect(run(signingIn, operatorUnauthorized({ endpoint: 'adminSignIn' }))).toBe(signingIn);
    expect(run({ status: 'ended' }, signInSubmitted())).toEqual({ status: 'signingIn' });
  });

  test('no secret is ever in the state: only the token, the operator and the stage', () => {
    const states = [
      run(signedOutState, signInSubmitted()),
      run(
        signedOutState,
        signInSubmitted(),
        signInAnswered({ token: 't', stage: 'enrol', operator }),
        codeSubmitted(),
      ),
    ];
    for (const state of states) {
      expect(Object.keys(state).sort()).toEqual(
        expect.not.arrayContaining(['password', 'code', 'recoveryCodes', 'secret']),
      );
    }
  });
});

describe('why a call failed', () => {
  test('sign-in', () => {
    expect(signInProblemOf({ status: 401, data: {} })).toBe('credentials');
    expect(signInProblemOf({ status: 422, data: {} })).toBe('credentials');
    expect(signInProblemOf({ status: 429, data: {} })).toBe('locked');
    expect(signInProblemOf({ status: 503, data: {} })).toBe('busy');
    expect(signInProblemOf({ status: 'FETCH_ERROR', error: 'offline' })).toBe('failed');
    expect(
      signInProblemOf({ status: 'PARSING_ERROR', originalStatus: 429, data: '', error: '' }),
    ).toBe('locked');
  });

  test('codes', () => {
    expect(codeProblemOf({ status: 422, data: {} }, 'code')).toBe('codeRefused');
    expect(codeProblemOf({ status: 422, data: {} }, 'recovery_code')).toBe('recoveryRefused');
    expect(codeProblemOf({ status: 429, data: {} }, 'code')).toBe('locked');
    expect(codeProblemOf({ status: 500, data: {} }, 'code')).toBe('failed');
  });
});
