import { createAction } from '@reduxjs/toolkit';

/** An operator call answered 401: the operator's session ended (idle, expired, signed out). */
export const operatorUnauthorized = createAction<{ endpoint: string }>(
  'admin/operatorUnauthorized',
);
