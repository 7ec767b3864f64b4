import { startAppListening } from '../../app/store';
import { routePaths } from '../../app/routes';
import { otpPageLeft, otpResendTicked, selectOtp, selectResendIn } from './otpSlice';

/** What the dashboard receives as router state after a verification. */
export interface VerifiedRouteState {
  isVerified: boolean;
}

export const RESEND_TICK_MS = 1000;

/** Verified: on to the dashboard (the next steps to a listed shop), with the isVerified flag. */
startAppListening({
  predicate: (_action, current, previous) =>
    selectOtp(current).status === 'verified' && selectOtp(previous).status !== 'verified',
  effect: async (_action, api) => {
    // Once the submit event that verified has been handled: a navigation (a transition) started
    // inside a form's submit event would make React 19 treat the form as a pending form action.
    await Promise.resolve();
    const state: VerifiedRouteState = { isVerified: true };
    api.extra.navigate(routePaths.dashboard, { state });
  },
});

/**
 * The resend wait: a tick each second while there is one. A wait that grows (a code sent, or the
 * server saying how long to wait) restarts the count; leaving the page stops it at once.
 */
startAppListening({
  predicate: (_action, current, previous) => selectResendIn(current) > selectResendIn(previous),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    while (selectResendIn(api.getState()) > 0) {
      const left = await api.take(otpPageLeft.match, RESEND_TICK_MS);
      if (left) return;
      api.dispatch(otpResendTicked());
    }
  },
});
