import { isAnyOf } from '@reduxjs/toolkit';
import { customerUnauthorized } from './customerEvents';
import { startAppListening } from '../../app/store';
import { saveCustomerSession } from '../../persist/customerStorage';
import {
  customerNamed,
  customerSignedIn,
  customerSignedOut,
  selectCustomerSession,
} from './customerSessionSlice';

/**
 * The customer's session is written to its own keys after every change, so a reload keeps it; a
 * sign-out (or a token the server no longer takes) removes them, and no merchant key is touched.
 */
startAppListening({
  matcher: isAnyOf(customerSignedIn, customerNamed, customerSignedOut, customerUnauthorized),
  effect: (_action, api) => {
    const session = selectCustomerSession(api.getState());
    saveCustomerSession(
      session.status === 'signedIn' ? { token: session.token, customer: session.customer } : null,
    );
  },
});
