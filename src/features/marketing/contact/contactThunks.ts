import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/store';
import { translatorOfState } from '../../../i18n/stateTranslator';
import { contactApi } from './contactApi';
import { contactErrorFrom } from './contactOutcome';
import {
  contactFailed,
  contactSent,
  contactSubmitted,
  selectIsContactSending,
} from './contactSlice';
import { toContactRequest, type ContactForm } from './validation';

type Thunk = ThunkAction<Promise<void>, RootState, unknown, UnknownAction>;

/**
 * Sends a form that passed its checks. The mutation runs with `track: false`: what was typed
 * reaches the request only, and RTK Query keeps no copy of it in the store.
 */
export const sendContactMessage =
  (form: ContactForm): Thunk =>
  async (dispatch, getState) => {
    if (selectIsContactSending(getState())) return;
    dispatch(contactSubmitted());
    const result = await dispatch(
      contactApi.endpoints.sendContactMessage.initiate(toContactRequest(form), { track: false }),
    );
    if (result.error)
      dispatch(contactFailed(contactErrorFrom(result.error, translatorOfState(getState()))));
    else dispatch(contactSent());
  };
