import { HttpResponse } from 'msw';
import { makeStore, type AppStore, type RootState } from '../../app/store';
import { track } from '../../test/stores';
import { registeredMerchant } from '../../test/server';
import type { RegistrationForm } from './registrationOutcome';
import { registrationPageLeft, type RegistrationState } from './registrationSlice';
import { REGISTRATION_REDIRECT_DELAY_MS, submitRegistration } from './registrationThunks';
import { captureRegistration, PASSWORD } from './testSetup';

const form: RegistrationForm = {
  username: 'Aye Aye',
  shopname: 'Golden Tea House',
  email: 'aye@example.com',
  phone: '09420000001',
  districtId: '2',
  townshipId: '5',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
};

async function storeWithNavigate() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

/** Resolves when the store's state passes `check` (at once if it does already). */
function until(store: AppStore, check: (state: RootState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const test = () => {
      if (!check(store.getState())) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(test);
    test();
  });
}

const reaches = (store: AppStore, status: RegistrationState['status']) =>
  until(store, (state) => state.registration?.status === status);

/** Holds the registration's answer until the test releases it. */
function holdAnswer() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  captureRegistration(async (body) => {
    await held;
    return HttpResponse.json(registeredMerchant(body));
  });
  return () => release();
}

describe('registering', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('signs in, waits 2000 ms after success, then goes to /otp-verification', async () => {
    const { store, navigate } = await storeWithNavigate();
    void store.dispatch(submitRegistration(form));
    await reaches(store, 'succeeded');
    expect(store.getState().session.token).toBe('tok-registered');
    expect(REGISTRATION_REDIRECT_DELAY_MS).toBe(2000);

    await jest.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('succeeded');

    await jest.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/otp-verification');
    expect(store.getState().registration?.status).toBe('redirecting');
  });

  it('is cancelled when the page is left first', async () => {
    const { store, navigate } = await storeWithNavigate();
    void store.dispatch(submitRegistration(form));
    await reaches(store, 'succeeded');

    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(registrationPageLeft());
    await jest.advanceTimersByTimeAsync(5000);

    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('idle');
  });

  it('does not start when the page was left while the request was on its way', async () => {
    const release = holdAnswer();
    const { store, navigate } = await storeWithNavigate();
    void store.dispatch(submitRegistration(form));
    await reaches(store, 'submitting');
    store.dispatch(registrationPageLeft());
    release(); // the answer arrives after leaving
    await until(store, (state) => state.session.token !== null);

    await jest.advanceTimersByTimeAsync(5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('idle');
    // Signed in all the same: the merchant is registered.
    expect(store.getState().session.token).toBe('tok-registered');
  });

  it('waits 2000 ms from the latest success when the merchant left and registered again', async () => {
    const { store, navigate } = await storeWithNavigate();
    void store.dispatch(submitRegistration(form));
    await reaches(store, 'succeeded');
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(registrationPageLeft());
    void store.dispatch(submitRegistration(form));
    await reaches(store, 'succeeded');

    // The first success's 2000 ms are over: no redirect for it.
    await jest.advanceTimersByTimeAsync(1500);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('succeeded');

    await jest.advanceTimersByTimeAsync(500);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/otp-verification');
    expect(store.getState().registration?.status).toBe('redirecting');
  });

  it('stays on the page when the server says no', async () => {
    captureRegistration(() =>
      HttpResponse.json({ message: 'Registration is closed today' }, { status: 503 }),
    );
    const { store, navigate } = await storeWithNavigate();
    await store.dispatch(submitRegistration(form));

    await jest.advanceTimersByTimeAsync(5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('failed');
    expect(store.getState().session.token).toBeNull();
  });
});
