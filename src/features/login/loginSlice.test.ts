import type { UnknownAction } from '@reduxjs/toolkit';
import {
  initialLoginState,
  loginFailed,
  loginPageLeft,
  loginReducer,
  loginSubmitted,
  loginSucceeded,
  selectIsLoggingIn,
  selectIsLoginLocked,
  selectLoginError,
  type LoginState,
} from './loginSlice';

const idle: LoginState = initialLoginState;
const submitting: LoginState = { status: 'submitting' };
const failed: LoginState = { status: 'failed', error: 'Login failed: Invalid credentials' };
const succeeded: LoginState = { status: 'succeeded' };

const states: Array<[string, LoginState]> = [
  ['idle', idle],
  ['submitting', submitting],
  ['failed', failed],
  ['succeeded', succeeded],
];
const events: Array<[string, UnknownAction]> = [
  ['submitted', loginSubmitted()],
  ['succeeded', loginSucceeded()],
  ['failed', loginFailed('Login failed: Invalid credentials')],
  ['pageLeft', loginPageLeft()],
];

/** Every transition that changes the state; any other (state, event) pair changes nothing. */
const transitions: Record<string, Record<string, LoginState>> = {
  idle: { submitted: submitting },
  submitting: { succeeded, failed, pageLeft: idle },
  failed: { submitted: submitting, pageLeft: idle },
  succeeded: { pageLeft: idle },
};

describe('login reducer (transition table)', () => {
  const table = states.flatMap(([stateName, before]) =>
    events.map(([eventName, event]) => {
      const after = transitions[stateName]?.[eventName];
      return [stateName, eventName, before, event, after] as const;
    }),
  );

  it.each(table)('%s + %s', (_state, _event, before, event, after) => {
    const result = loginReducer(before, event);
    if (after === undefined) expect(result).toBe(before);
    else expect(result).toEqual(after);
  });

  it('keeps the newest message when failing again', () => {
    const again = loginReducer(
      loginReducer(failed, loginSubmitted()),
      loginFailed('Login failed:: Token not received'),
    );
    expect(again).toEqual({ status: 'failed', error: 'Login failed:: Token not received' });
  });

  it('starts idle and ignores unrelated events', () => {
    expect(loginReducer(undefined, { type: '@@INIT' })).toEqual({ status: 'idle' });
    expect(loginReducer(submitting, { type: 'session/loggedOut' })).toBe(submitting);
  });

  it('names its events in the past tense under login/', () => {
    expect(events.map(([, e]) => e.type)).toEqual([
      'login/submitted',
      'login/succeeded',
      'login/failed',
      'login/pageLeft',
    ]);
  });
});

describe('login selectors', () => {
  it.each<[string, LoginState, boolean, boolean, string | null]>([
    ['idle', idle, false, false, null],
    ['submitting', submitting, true, true, null],
    ['failed', failed, false, false, 'Login failed: Invalid credentials'],
    ['succeeded', succeeded, false, true, null],
  ])('%s', (_name, login, busy, locked, error) => {
    expect(selectIsLoggingIn({ login })).toBe(busy);
    expect(selectIsLoginLocked({ login })).toBe(locked);
    expect(selectLoginError({ login })).toBe(error);
  });
});
