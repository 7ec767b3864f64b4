import { isAnyOf } from '@reduxjs/toolkit';
import { customerOrdersOpened, customerUnauthorized } from './customerEvents';
import { takePageAnswer } from '../../api/pageAnswers';
import { customerApi, keepActivityLive } from './customerApi';
import { startAppListening } from '../../app/store';
import { loadCustomerSession, saveCustomerSession } from '../../persist/customerStorage';
import { keepSessionCookie } from '../session/sessionCookie';
import { CUSTOMER_SESSION_COOKIE } from '@contract/pages';
import {
  customerNamed,
  customerSignedIn,
  customerSignedOut,
  selectCustomerSession,
} from './customerSessionSlice';

/**
 * The customer's session is written to its own keys after every change, so a reload keeps it; a
 * sign-out (or a token the server no longer takes) removes them, and no merchant key is touched.
 * The token's cookie (sessionCookie.ts) follows the same changes.
 */
startAppListening({
  matcher: isAnyOf(customerSignedIn, customerNamed, customerSignedOut, customerUnauthorized),
  effect: (_action, api) => {
    const session = selectCustomerSession(api.getState());
    saveCustomerSession(
      session.status === 'signedIn' ? { token: session.token, customer: session.customer } : null,
    );
    keepSessionCookie(
      CUSTOMER_SESSION_COOKIE,
      session.status === 'signedIn' ? session.token : null,
    );
  },
});

/**
 * The orders and reservations /my/orders arrived with (pageAnswers.ts) are kept live as fetched
 * ones are, though no fetch added their entry: the stream starts as the page first opens, and
 * ends as the entry goes (or the store does).
 */
startAppListening({
  actionCreator: customerOrdersOpened,
  effect: async (_action, api) => {
    if (takePageAnswer('getCustomerActivity', undefined) !== 'arrived') return;
    const entry = customerApi.endpoints.getCustomerActivity.select();
    const removed = api
      .condition((_action, current) => entry(current as never).status === 'uninitialized')
      .catch(() => false);
    await keepActivityLive({
      cacheDataLoaded: Promise.resolve(),
      cacheEntryRemoved: removed,
      updateCachedData: (recipe) =>
        api.dispatch(customerApi.util.updateQueryData('getCustomerActivity', undefined, recipe)),
      getState: api.getState,
      dispatch: api.dispatch,
    });
  },
});

// A session restored as the customer's screens arrive: its cookie is written again (the server
// renders the shopper's pages from it).
keepSessionCookie(CUSTOMER_SESSION_COOKIE, loadCustomerSession()?.token ?? null);
