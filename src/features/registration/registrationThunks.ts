import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RegisterRequest } from '@contract';
import type { RootState } from '../../app/store';
import { signedIn } from '../../shared/session/sessionSlice';
import { translatorOfState } from '../../i18n/stateTranslator';
import { registrationApi } from './registrationApi';
import { readRegistrationResult, type RegistrationForm } from './registrationOutcome';
import {
  registrationFailed,
  registrationPasswordsMismatched,
  registrationSubmitted,
  registrationSucceeded,
  selectIsRegistrationLocked,
} from './registrationSlice';

type Thunk = ThunkAction<Promise<void>, RootState, unknown, UnknownAction>;

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
 * On success the session is signed in; the registration listener then waits and redirects.
 */
export const submitRegistration =
  (form: RegistrationForm): Thunk =>
  async (dispatch, getState) => {
    if (selectIsRegistrationLocked(getState())) return;
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
    if (outcome.kind === 'succeeded') {
      dispatch(signedIn(outcome.session));
      dispatch(registrationSucceeded());
    } else {
      dispatch(registrationFailed(outcome.error));
    }
  };
