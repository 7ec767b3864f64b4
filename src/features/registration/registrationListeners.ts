import { startAppListening } from '../../app/store';
import { routePaths } from '../../app/routes';
import {
  registrationPageLeft,
  registrationRedirectDelayElapsed,
  registrationSucceeded,
  selectRegistration,
} from './registrationSlice';

/** The success message shows this long before OTP verification. */
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;

/**
 * After a successful registration, wait 2000 ms, then go to /otp-verification. Leaving the page
 * first (registration/pageLeft) cancels the redirect.
 */
startAppListening({
  actionCreator: registrationSucceeded,
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    // The page was left while the request was on its way: signed in, but no redirect.
    if (selectRegistration(api.getState()).status !== 'succeeded') return;
    const left = await api.take(registrationPageLeft.match, REGISTRATION_REDIRECT_DELAY_MS);
    if (left) return;
    api.dispatch(registrationRedirectDelayElapsed());
    api.extra.navigate(routePaths.otpVerification);
  },
});
