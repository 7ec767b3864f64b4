import { act } from 'react';
import type { AppStore } from '../app/store';

/** Stores made by the test helpers, so that setupTests can stop their persistence after each test. */
const live = new Set<AppStore>();

export function track(store: AppStore): AppStore {
  live.add(store);
  return store;
}

/**
 * Writes what each store still has queued and stops it from writing again, so that nothing of one
 * test reaches local storage during the next.
 */
export async function settleStores(): Promise<void> {
  for (const store of live) {
    // The flush passes through the store: a page still on screen may re-render with it.
    await act(async () => {
      await store.persistor.flush();
    });
    store.persistor.pause();
  }
  live.clear();
}
