import { startAppListening } from '../../app/store';
import { resendTicked, selectStaffResendIn, staffLoginLeft } from './staffLoginSlice';

export const STAFF_RESEND_TICK_MS = 1000;

/**
 * The resend wait: a tick each second while there is one. A wait that grows (a code sent, or the
 * server saying how long to wait) restarts the count; leaving the page stops it at once.
 */
startAppListening({
  predicate: (_action, current, previous) =>
    selectStaffResendIn(current) > selectStaffResendIn(previous),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    while (selectStaffResendIn(api.getState()) > 0) {
      const left = await api.take(staffLoginLeft.match, STAFF_RESEND_TICK_MS);
      if (left) return;
      api.dispatch(resendTicked());
    }
  },
});
