// The calculator's chunk cannot be fetched (offline, or a new version replaced it).
jest.mock('./CalculatorPopup', () => {
  throw new Error('Loading chunk calculator failed.');
});

// The listener under test registers itself when imported.
import './launcherListeners';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { calculatorButtonPressed } from './launcher';

it('says so in the alert dialog when the calculator cannot be loaded', async () => {
  const store = track(await makeStore());

  store.dispatch(calculatorButtonPressed());

  await waitFor(() =>
    expect(store.getState().alerts.queue.map((alert) => alert.message)).toEqual([
      'The Price Calculator could not be loaded. Please check your connection and try again.',
    ]),
  );
  expect(store.getState().calculator).toBeUndefined();
});
