// The listeners under test register themselves when imported.
import './otpListeners';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { RESEND_TICK_MS } from './otpListeners';
import {
  otpCodeSent,
  otpPageLeft,
  otpSendFailed,
  otpVerified,
  otpVerifyFailed,
  resendOtpClicked,
  sendOtpClicked,
  verifyOtpClicked,
} from './otpSlice';

const challenge = { phone: '09420000001', sandboxCode: '482913', resendIn: 60 };

async function storeWithNavigate() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

const resendIn = (store: Awaited<ReturnType<typeof storeWithNavigate>>['store']) => {
  const otp = store.getState().otp;
  return otp && 'challenge' in otp ? otp.challenge.resendIn : null;
};

/**
 * Timers still pending once the store's write-through to local storage (an interval of 0 ms that
 * redux-persist starts on each change) has had its turn; a tick is 1000 ms away.
 */
async function pendingTimers(): Promise<number> {
  await jest.advanceTimersByTimeAsync(1);
  return jest.getTimerCount();
}

describe('after OTP verification', () => {
  it('goes to /dashboard with the isVerified flag, once', async () => {
    const { store, navigate } = await storeWithNavigate();
    store.dispatch(sendOtpClicked('09420000001'));
    store.dispatch(otpCodeSent(challenge));
    store.dispatch(verifyOtpClicked('complete'));
    store.dispatch(otpVerifyFailed({ kind: 'invalid', triesLeft: 4 }));
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();

    store.dispatch(verifyOtpClicked('complete'));
    store.dispatch(otpVerified());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith('/dashboard', { state: { isVerified: true } });

    store.dispatch(otpVerified());
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('the resend wait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down once a second from what the server said to 0, then stops', async () => {
    const { store } = await storeWithNavigate();
    expect(RESEND_TICK_MS).toBe(1000);
    store.dispatch(sendOtpClicked('09420000001'));
    store.dispatch(otpCodeSent(challenge));
    expect(resendIn(store)).toBe(60);

    await jest.advanceTimersByTimeAsync(999);
    expect(resendIn(store)).toBe(60);
    await jest.advanceTimersByTimeAsync(1);
    expect(resendIn(store)).toBe(59);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(resendIn(store)).toBe(0);
    expect(await pendingTimers()).toBe(0);
  });

  it('a new code starts the wait again, with one countdown only', async () => {
    const { store } = await storeWithNavigate();
    store.dispatch(sendOtpClicked('09420000001'));
    store.dispatch(otpCodeSent(challenge));
    await jest.advanceTimersByTimeAsync(60_000);
    store.dispatch(resendOtpClicked());
    store.dispatch(otpCodeSent({ ...challenge, sandboxCode: '605127' }));
    expect(resendIn(store)).toBe(60);
    await jest.advanceTimersByTimeAsync(1000);
    expect(resendIn(store)).toBe(59);
    expect(await pendingTimers()).toBe(1);
  });

  it("the server's 'too soon' sets the wait to what it says", async () => {
    const { store } = await storeWithNavigate();
    store.dispatch(sendOtpClicked('09420000001'));
    store.dispatch(otpSendFailed({ kind: 'resendTooSoon', seconds: 3 }));
    expect(resendIn(store)).toBe(3);
    await jest.advanceTimersByTimeAsync(3000);
    expect(resendIn(store)).toBe(0);
    expect(await pendingTimers()).toBe(0);
  });

  it('stops at once when the page is left', async () => {
    const { store } = await storeWithNavigate();
    store.dispatch(sendOtpClicked('09420000001'));
    store.dispatch(otpCodeSent(challenge));
    await jest.advanceTimersByTimeAsync(5000);
    store.dispatch(otpPageLeft());
    await jest.advanceTimersByTimeAsync(0);
    expect(await pendingTimers()).toBe(0);
    expect(store.getState().otp).toEqual({ status: 'enteringPhone', problem: null });
  });
});
