import { LOGOUT_PATH } from '@contract/logoutPath';
import { baseApi } from '../../api/baseApi';

/** The session's calls. Login arrives with the login screen; logout is needed by the header now. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the bearer token on the server (204); best effort, the client logs out regardless. */
    logout: build.mutation<void, void>({
      query: () => ({ url: LOGOUT_PATH, method: 'POST' }),
    }),
  }),
});
