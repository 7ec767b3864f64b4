import { createAction } from '@reduxjs/toolkit';

/**
 * A 401 on a customer's call (its token revoked or expired). Kept apart from
 * `session/unauthorized`: a customer's token going stale says nothing about the merchant's
 * session, and the other way round. The customer's session signs out on it.
 */
export const customerUnauthorized = createAction<{ endpoint: string }>('customer/unauthorized');

/** /my/orders opened (the customer signed in). */
export const customerOrdersOpened = createAction('customer/ordersOpened');
