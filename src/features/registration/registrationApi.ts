import type { RegisterRequest } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * The registration call. Its answer is read as `unknown`: the
 * registration outcome checks its shape, because a malformed answer has its own message.
 */
export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerMerchant: build.mutation<unknown, RegisterRequest>({
      query: (body) => ({ url: apiPaths.register, method: 'POST', body }),
    }),
  }),
});
