import { startAppListening } from '../../app/store';
import { routePaths } from '../../app/routes';
import { selectOtp } from './otpSlice';

/** What '/' receives as router state after a verification. */
export interface HomeRouteState {
  isVerified: boolean;
}

/** Verified: on to '/', with the isVerified flag. */
startAppListening({
  predicate: (_action, current, previous) =>
    selectOtp(current).status === 'verified' && selectOtp(previous).status !== 'verified',
  effect: async (_action, api) => {
    // Once the submit event that verified has been handled: a navigation (a transition) started
    // inside a form's submit event would make React 19 treat the form as a pending form action.
    await Promise.resolve();
    const state: HomeRouteState = { isVerified: true };
    api.extra.navigate(routePaths.home, { state });
  },
});
