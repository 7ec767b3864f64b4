import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { serverPageDataRead } from './events';

/**
 * The one RTK Query API of the app. Its endpoints are empty here: each feature adds its own with
 * `baseApi.injectEndpoints` (and its tag types with `baseApi.enhanceEndpoints({ addTagTypes })`).
 * The cache lives in memory only: it is never persisted; a server-rendered page fills it once.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // A page the server rendered carries the answers it was rendered from (RTK Query's own SSR
  // rehydration): the cache starts with them.
  extractRehydrationInfo: (action) =>
    serverPageDataRead.match(action) ? (action.payload as never) : undefined,
  endpoints: () => ({}),
});
