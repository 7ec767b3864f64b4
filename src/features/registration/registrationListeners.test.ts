import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { REGISTRATION_REDIRECT_DELAY_MS } from './registrationListeners';
import {
  registrationPageLeft,
  registrationSubmitted,
  registrationSucceeded,
} from './registrationSlice';

async function storeWithNavigate() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

describe('the registration redirect', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 2000 ms after success, then goes to /otp-verification', async () => {
    const { store, navigate } = await storeWithNavigate();
    store.dispatch(registrationSubmitted());
    store.dispatch(registrationSucceeded());
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
    store.dispatch(registrationSubmitted());
    store.dispatch(registrationSucceeded());

    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(registrationPageLeft());
    await jest.advanceTimersByTimeAsync(5000);

    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('idle');
  });

  it('does not start when the page was left while the request was on its way', async () => {
    const { store, navigate } = await storeWithNavigate();
    store.dispatch(registrationSubmitted());
    store.dispatch(registrationPageLeft());
    store.dispatch(registrationSucceeded()); // the answer arrives after leaving

    await jest.advanceTimersByTimeAsync(5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().registration?.status).toBe('idle');
  });
});
