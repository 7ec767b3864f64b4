/**
 * The customer's session, as every customer-facing screen uses it: import from here (it starts
 * the listener that keeps the session in its storage keys).
 */
import './customerSessionListeners';

export {
  customerSessionSlice,
  customerSignedIn,
  customerNamed,
  customerSignedOut,
  selectCustomerSession,
  selectCustomerToken,
  selectCustomer,
  selectCustomerSignedIn,
  type CustomerSessionState,
  type CustomerSignedInPayload,
} from './customerSessionSlice';
export { customerLoginPath, safeNextPath } from './nextPath';
