import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../../app/store';
import { operatorUnauthorized } from '../operatorEvents';
import { adminApi } from '../adminApi';
import { signedOut } from './operatorSessionSlice';

/** Every tag of the back office's cache: what one operator saw is never shown to the next. */
const ADMIN_TAGS = [
  'AdminOperator',
  'AdminOverview',
  'AdminMerchants',
  'AdminMerchant',
  'AdminTransfers',
  'AdminHeld',
  'AdminPayments',
  'AdminPrices',
  'AdminPartnerCodes',
  'AdminReports',
  'AdminAudit',
] as const;

// A session that ends (signed out, or refused by the server) drops what the back office fetched.
startAppListening({
  matcher: isAnyOf(signedOut, operatorUnauthorized),
  effect: (_action, api) => {
    api.dispatch(adminApi.util.invalidateTags([...ADMIN_TAGS]));
  },
});
