import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one RTK Query API of the app. Its endpoints are empty here: each feature adds its own with
 * `baseApi.injectEndpoints` (and its tag types with `baseApi.enhanceEndpoints({ addTagTypes })`).
 * The cache lives in memory only: it is never persisted.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
