import type { UnknownAction } from '@reduxjs/toolkit';
import {
  initialRegistrationState,
  PASSWORDS_MISMATCH,
  PROBLEM_FIELDS,
  registrationFailed,
  registrationPasswordRefused,
  registrationPageLeft,
  registrationPasswordsMismatched,
  registrationReducer,
  registrationRedirectDelayElapsed,
  registrationSubmitted,
  registrationSucceeded,
  selectHasRegistered,
  selectIsRegistering,
  selectIsRegistrationLocked,
  selectRegistrationError,
  type RegistrationError,
  type RegistrationState,
} from './registrationSlice';

const serverError: RegistrationError = {
  fieldErrors: { phone: ['The phone has already been taken.'] },
  lines: [],
  phoneTaken: true,
};

const idle: RegistrationState = initialRegistrationState;
const submitting: RegistrationState = { status: 'submitting' };
const failed: RegistrationState = { status: 'failed', error: serverError };
const mismatched: RegistrationState = { status: 'failed', error: PASSWORDS_MISMATCH };
const tooShort: RegistrationState = {
  status: 'failed',
  error: { fieldErrors: {}, lines: [], problem: 'passwordTooShort' },
};
const succeeded: RegistrationState = { status: 'succeeded' };
const redirecting: RegistrationState = { status: 'redirecting' };

const states: Array<[string, RegistrationState]> = [
  ['idle', idle],
  ['submitting', submitting],
  ['failed', failed],
  ['succeeded', succeeded],
  ['redirecting', redirecting],
];

const events: Array<[string, UnknownAction]> = [
  ['submitted', registrationSubmitted()],
  ['passwordsMismatched', registrationPasswordsMismatched()],
  ['passwordRefused', registrationPasswordRefused('tooShort')],
  ['succeeded', registrationSucceeded()],
  ['failed', registrationFailed(serverError)],
  ['redirectDelayElapsed', registrationRedirectDelayElapsed()],
  ['pageLeft', registrationPageLeft()],
];

/** Every transition that changes the state; any other (state, event) pair changes nothing. */
const transitions: Record<string, Record<string, RegistrationState>> = {
  idle: { submitted: submitting, passwordsMismatched: mismatched, passwordRefused: tooShort },
  submitting: { succeeded, failed, pageLeft: idle },
  failed: {
    submitted: submitting,
    passwordsMismatched: mismatched,
    passwordRefused: tooShort,
    pageLeft: idle,
  },
  succeeded: { redirectDelayElapsed: redirecting, pageLeft: idle },
  redirecting: { pageLeft: idle },
};

describe('registration reducer (transition table)', () => {
  const table = states.flatMap(([stateName, before]) =>
    events.map(([eventName, event]) => {
      const after = transitions[stateName]?.[eventName];
      return [stateName, eventName, before, event, after] as const;
    }),
  );

  it.each(table)('%s + %s', (_state, _event, before, event, after) => {
    const result = registrationReducer(before, event);
    if (after === undefined) expect(result).toBe(before);
    else expect(result).toEqual(after);
  });

  it('goes from failed back to failed with the new error on a mismatch', () => {
    expect(registrationReducer(failed, registrationPasswordsMismatched())).toEqual(mismatched);
  });

  it('returns the same state for an unrelated event', () => {
    expect(registrationReducer(submitting, { type: 'session/loggedOut' })).toBe(submitting);
  });

  it('starts idle', () => {
    expect(registrationReducer(undefined, { type: '@@INIT' })).toEqual({ status: 'idle' });
  });

  it('runs the whole journey: idle → submitting → succeeded → redirecting → idle', () => {
    const journey = [
      registrationSubmitted(),
      registrationSucceeded(),
      registrationRedirectDelayElapsed(),
      registrationPageLeft(),
    ];
    const seen = journey.reduce<RegistrationState[]>(
      (acc, event) => [...acc, registrationReducer(acc[acc.length - 1], event)],
      [idle],
    );
    expect(seen.map((s) => s.status)).toEqual([
      'idle',
      'submitting',
      'succeeded',
      'redirecting',
      'idle',
    ]);
  });

  it('names its events in the past tense under registration/', () => {
    expect(events.map(([, e]) => e.type)).toEqual([
      'registration/submitted',
      'registration/passwordsMismatched',
      'registration/passwordRefused',
      'registration/succeeded',
      'registration/failed',
      'registration/redirectDelayElapsed',
      'registration/pageLeft',
    ]);
  });
});

describe('registration selectors', () => {
  const root = (registration: RegistrationState) => ({ registration });

  it.each<[string, RegistrationState, boolean, boolean, boolean]>([
    // name, state, registering, locked, registered
    ['idle', idle, false, false, false],
    ['submitting', submitting, true, true, false],
    ['failed', failed, false, false, false],
    ['succeeded', succeeded, false, true, true],
    ['redirecting', redirecting, false, true, true],
  ])('%s', (_name, state, registering, locked, registered) => {
    expect(selectIsRegistering(root(state))).toBe(registering);
    expect(selectIsRegistrationLocked(root(state))).toBe(locked);
    expect(selectHasRegistered(root(state))).toBe(registered);
  });

  it('gives the error only when failed', () => {
    expect(selectRegistrationError(root(failed))).toEqual(serverError);
    expect(selectRegistrationError(root(mismatched)).problem).toBe('passwordsDoNotMatch');
    expect(selectRegistrationError(root(idle))).toEqual({ fieldErrors: {}, lines: [] });
    expect(selectRegistrationError(root(succeeded))).toEqual({ fieldErrors: {}, lines: [] });
  });

  it('names the field each problem is shown under', () => {
    expect(PROBLEM_FIELDS).toEqual({
      passwordsDoNotMatch: 'password_confirmation',
      passwordTooShort: 'password',
      passwordTooLong: 'password',
    });
  });
});
