import { startAppListening } from '../../app/store';
import { resetPageLeft, resetResendTicked, selectResetResendIn } from './passwordResetSlice';

export const RESET_RESEND_TICK_MS = 1000;

/**
 * The resend wait: a tick each second while there is one. A wait that grows (a code sent, or the
 * server saying how long to wait) restarts the count; leaving the page stops it at once.
 */
startAppListening({
  predicate: (_action, current, previous) =>
    selectResetResendIn(current) > selectResetResendIn(previous),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    while (selectResetResendIn(api.getState()) > 0) {
      const left = await api.take(resetPageLeft.match, RESET_RESEND_TICK_MS);
      if (left) return;
      api.dispatch(resetResendTicked());
    }
  },
});
