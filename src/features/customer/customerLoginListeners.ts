import { startAppListening } from '../../app/store';
import { customerLoginLeft, resendTicked, selectCustomerResendIn } from './customerLoginSlice';

export const CUSTOMER_RESEND_TICK_MS = 1000;

/**
 * The resend wait: a tick each second while there is one. A wait that grows (a code sent, or the
 * server saying how long to wait) restarts the count; leaving the page stops it at once.
 */
startAppListening({
  predicate: (_action, current, previous) =>
    selectCustomerResendIn(current) > selectCustomerResendIn(previous),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    while (selectCustomerResendIn(api.getState()) > 0) {
      const left = await api.take(customerLoginLeft.match, CUSTOMER_RESEND_TICK_MS);
      if (left) return;
      api.dispatch(resendTicked());
    }
  },
});
