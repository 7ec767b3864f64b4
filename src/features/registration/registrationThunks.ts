import type { RegisterRequest } from '@contract';
import { passwordProblem } from '@contract/passwordRules';
import { routePaths } from '../../app/routes';
import type { AppThunk } from '../../app/store';
import { signedIn } from '../../shared/session/sessionSlice';
import { translatorOfState } from '../../i18n/stateTranslator';
import { registrationApi } from './registrationApi';
import { readRegistrationResult, type RegistrationForm } from './registrationOutcome';
import {
  registrationFailed,
  registrationPasswordRefused,
  registrationPasswordsMismatched,
  registrationRedirectDelayElapsed,
  registrationSubmitted,
  registrationSucceeded,
  selectIsRegistrationLocked,
  selectRegistration,
} from './registrationSlice';

/** The success message shows this long before OTP verification. */
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The registration payload, from what the form holds. */
export function toRegisterRequest(form: RegistrationForm): RegisterRequest {
  return {
    username: form.username,
    shopname: form.shopname,
    email: form.email,
    phone: form.phone,
    district_id: Number(form.districtId),
    township_id: Number(form.townshipId),
    password: form.password,
    password_confirmation: form.passwordConfirmation,
  };
}

/**
 * Submits the registration form. A thunk rather than an event with the form in its payload, so
 * that the password reaches only the request: no action of ours carries it, and the mutation runs
 * with `track: false`, so RTK Query keeps no copy of its arguments in `state.api.mutations`.
 * On success the session is signed in, the success message shows for 2000 ms, then the merchant
 * goes on to /otp-verification. Leaving the page meanwhile (registration/pageLeft) cancels the
 * redirect, whether it happens while the request is on its way or during the wait.
 */
export const submitRegistration =
  (form: RegistrationForm): AppThunk =>
  async (dispatch, getState, { navigate }) => {
    if (selectIsRegistrationLocked(getState())) return;
    const refused = passwordProblem(form.password);
    if (refused !== null) {
      dispatch(registrationPasswordRefused(refused));
      return;
    }
    if (form.password !== form.passwordConfirmation) {
      dispatch(registrationPasswordsMismatched());
      return;
    }
    dispatch(registrationSubmitted());
    const result = await dispatch(
      registrationApi.endpoints.registerMerchant.initiate(toRegisterRequest(form), {
        track: false,
      }),
    );
    const outcome = readRegistrationResult(result, translatorOfState(getState()));
    if (outcome.kind !== 'succeeded') {
      dispatch(registrationFailed(outcome.error));
      return;
    }
    dispatch(signedIn(outcome.session));
    dispatch(registrationSucceeded());
    // The page was left while the request was on its way: signed in, but no redirect.
    const registered = selectRegistration(getState());
    if (registered.status !== 'succeeded') return;
    await wait(REGISTRATION_REDIRECT_DELAY_MS);
    // Still this registration's success? Leaving the page resets it, and a merchant who came back
    // and registered again has a success of their own, with its own 2000 ms.
    if (selectRegistration(getState()) !== registered) return;
    dispatch(registrationRedirectDelayElapsed());
    navigate(routePaths.otpVerification);
  };
