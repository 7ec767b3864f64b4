import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../../app/store';
import { operatorUnauthorized } from '../operatorEvents';
import { ADMIN_TAGS, adminApi } from '../adminApi';
import { signedOut } from './operatorSessionSlice';

// A session that ends (signed out, or refused by the server) drops what the back office fetched.
startAppListening({
  matcher: isAnyOf(signedOut, operatorUnauthorized),
  effect: (_action, api) => {
    api.dispatch(adminApi.util.invalidateTags([...ADMIN_TAGS]));
  },
});
