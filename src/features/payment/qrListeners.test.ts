import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { alertDismissed } from '../../shared/alerts/alertsSlice';
import { cardPaymentSubmitted, qrPaymentConfirmed, QR_TICK_MS } from './qrListeners';
import { qrCountdownStarted, qrCountdownStopped, qrRefreshed } from './qrSlice';

async function freshStore() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

const remaining = (store: Awaited<ReturnType<typeof freshStore>>['store']) => {
  const { qr } = store.getState();
  if (!qr) throw new Error('the QR slice is not in the store');
  return qr.status === 'counting' ? qr.remaining : qr.status;
};

/**
 * Timers still pending once the store's write-through to local storage (an interval of 0 ms that
 * redux-persist starts on each change) has had its turn; a countdown tick is 1000 ms away.
 */
async function pendingTimers(): Promise<number> {
  await jest.advanceTimersByTimeAsync(1);
  return jest.getTimerCount();
}

describe('the QR countdown listener', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks once a second from 60 to 0, then the code has expired and ticking stops', async () => {
    const { store } = await freshStore();
    expect(QR_TICK_MS).toBe(1000);
    store.dispatch(qrCountdownStarted('wallet'));
    expect(remaining(store)).toBe(60);

    await jest.advanceTimersByTimeAsync(999);
    expect(remaining(store)).toBe(60);
    await jest.advanceTimersByTimeAsync(1);
    expect(remaining(store)).toBe(59);
    await jest.advanceTimersByTimeAsync(58_000);
    expect(remaining(store)).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(remaining(store)).toBe('expired');
    expect(await pendingTimers()).toBe(0);
  });

  it('Refresh starts again at 60 with the next tick a full second later', async () => {
    const { store } = await freshStore();
    store.dispatch(qrCountdownStarted('bank'));
    await jest.advanceTimersByTimeAsync(40_500);
    expect(remaining(store)).toBe(20);
    store.dispatch(qrRefreshed());
    expect(remaining(store)).toBe(60);
    await jest.advanceTimersByTimeAsync(999);
    expect(remaining(store)).toBe(60);
    await jest.advanceTimersByTimeAsync(1);
    expect(remaining(store)).toBe(59);
  });

  it('Refresh after expiry changes nothing and starts no timer', async () => {
    const { store } = await freshStore();
    store.dispatch(qrCountdownStarted('bank'));
    await jest.advanceTimersByTimeAsync(60_000);
    store.dispatch(qrRefreshed());
    expect(remaining(store)).toBe('expired');
    expect(await pendingTimers()).toBe(0);
  });

  it('stops at once when the countdown is stopped (card chosen, page left)', async () => {
    const { store } = await freshStore();
    store.dispatch(qrCountdownStarted('wallet'));
    await jest.advanceTimersByTimeAsync(5000);
    store.dispatch(qrCountdownStopped());
    await jest.advanceTimersByTimeAsync(0);
    expect(await pendingTimers()).toBe(0);
    expect(store.getState().qr).toEqual({ status: 'off' });
  });

  it('choosing the other QR method restarts at 60 with one countdown only', async () => {
    const { store } = await freshStore();
    store.dispatch(qrCountdownStarted('wallet'));
    await jest.advanceTimersByTimeAsync(10_000);
    store.dispatch(qrCountdownStarted('bank'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(remaining(store)).toBe(59);
    expect(await pendingTimers()).toBe(1);
  });
});

describe('the static payment', () => {
  it.each([
    ['Pay Now', cardPaymentSubmitted],
    ['Confirm Payment', qrPaymentConfirmed],
  ])('after %s alerts, then goes to the merchant portal once OK is pressed', async (_n, event) => {
    const { store, navigate } = await freshStore();
    store.dispatch(event());
    const queue = store.getState().alerts.queue;
    expect(queue.map((a) => a.message)).toEqual(['Payment Sucessful, going to Merchant Portal']);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();

    store.dispatch(alertDismissed(queue[0]!.id));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });
});
