import { createAction } from '@reduxjs/toolkit';

/**
 * A 401 seen by the API layer. The layer only logs it and announces it; each screen decides what a
 * 401 means for it. The session slice re-exports it.
 */
export const unauthorized = createAction<{ endpoint: string }>('session/unauthorized');
