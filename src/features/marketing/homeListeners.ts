import { createAction } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';

/** The landing page was opened. */
export const homePageOpened = createAction('home/pageOpened');

/**
 * The landing page removes the stored auth token when the token, the
 * user or the merchant is missing from the session. Only the `authToken` key goes, as in the
 * product (the token read at start-up lives under `token`).
 */
startAppListening({
  actionCreator: homePageOpened,
  effect: (_action, api) => {
    const { token, user, merchantUser } = api.getState().session;
    if (!token || !user || !merchantUser) api.extra.persistence.forgetAuthToken();
  },
});
