// The listener under test registers itself when imported.
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { calculatorButtonPressed, calculatorLauncherLeft } from './launcher';
import { loadCalculator } from './launcherListeners';

async function freshStore() {
  const store = track(await makeStore());
  return store;
}

describe('the floating button', () => {
  it("fetches the calculator's code on a press, then opens it", async () => {
    const store = await freshStore();
    expect(store.getState().calculator).toBeUndefined();

    store.dispatch(calculatorButtonPressed());

    await waitFor(() => expect(store.getState().calculator?.status).not.toBe('closed'));
    expect(store.getState().calculator?.status).toMatch(/^(loading|ready)$/);
  });

  it('does not open the calculator when the page was left before its code arrived', async () => {
    const store = await freshStore();
    store.dispatch(calculatorButtonPressed());
    store.dispatch(calculatorLauncherLeft());
    await loadCalculator();
    // Let the listener's paused task see its cancellation.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().calculator?.status).toBe('closed');
    expect(store.getState().alerts.queue).toEqual([]);
  });
});
