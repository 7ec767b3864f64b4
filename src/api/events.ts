import { createAction } from '@reduxjs/toolkit';

/**
 * A 401 seen by the API layer. The layer only logs it and announces it; each screen decides what a
 * 401 means for it. The session slice re-exports it.
 */
export const unauthorized = createAction<{ endpoint: string }>('session/unauthorized');

/**
 * A 401 on a customer's call (its token revoked or expired). Kept apart from
 * `session/unauthorized`: a customer's token going stale says nothing about the merchant's
 * session, and the other way round. The customer's session signs out on it.
 */
export const customerUnauthorized = createAction<{ endpoint: string }>('customer/unauthorized');
