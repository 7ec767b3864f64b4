import type { LoginRequest } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * The login call. Its answer is read as `unknown`: an answer without a
 * token has its own message, so the login outcome checks the shape.
 */
export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, LoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
    }),
  }),
});
