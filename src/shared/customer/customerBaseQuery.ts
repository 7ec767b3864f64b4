import type { RootState } from '../../app/store';
import { tokenBaseQuery } from '../api/tokenBaseQuery';
import { customerUnauthorized } from './customerEvents';
import { selectCustomerToken } from './customerSessionSlice';

/**
 * The base query of the customer's calls (their endpoints' `queryFn`): JSON over fetch like the
 * app's, but with the customer's token in the Authorization header and never the merchant's, and
 * a 401 announced as `customer/unauthorized` (which signs only the customer out). It lives with
 * the customer's screens, so the landing page's script does not carry it.
 */
export const customerBaseQuery = tokenBaseQuery(
  (state) => selectCustomerToken(state as RootState),
  customerUnauthorized,
);
