import { startAppListening } from '../store';
import { cameOnline, connectivityWatched, wentOffline } from './connectivitySlice';

/**
 * Once watched, the browser's reports reach the store: what it says now, then each `online` and
 * `offline` event, until the watch is cancelled (a new watch, or a new store in tests).
 */
startAppListening({
  actionCreator: connectivityWatched,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    const report = () => {
      listenerApi.dispatch(navigator.onLine ? cameOnline() : wentOffline());
    };
    report();
    addEventListener('online', report);
    addEventListener('offline', report);
    try {
      // Until cancelled: the condition never holds, and cancelling rejects the wait.
      await listenerApi.condition(() => false);
    } finally {
      removeEventListener('online', report);
      removeEventListener('offline', report);
    }
  },
});
