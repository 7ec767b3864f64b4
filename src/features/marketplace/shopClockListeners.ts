import { startAppListening } from '../../app/store';
import { clockRead, shopPageLeft, shopPageOpened } from './shopClockSlice';

const MINUTE_MS = 60_000;

/** How long from `now` until the next minute starts (hours change on the minute). */
export function untilNextMinute(now: number): number {
  return MINUTE_MS - (((now % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
}

/**
 * While a store page is open, the clock is read at once and then at the start of every minute,
 * so 'Open now' turns to 'Closed' at closing time without a reload. Leaving the page stops it.
 */
startAppListening({
  actionCreator: shopPageOpened,
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    let read = api.extra.now();
    api.dispatch(clockRead(read));
    const ticking = api.fork(async (fork) => {
      for (;;) {
        await fork.delay(untilNextMinute(read));
        read = api.extra.now();
        api.dispatch(clockRead(read));
      }
    });
    await api.take(shopPageLeft.match);
    ticking.cancel();
  },
});
