import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { absoluteApiBase } from '../app/config';
import { unauthorized } from './events';

/** Logged on any 401; the common layer does not redirect. */
export const UNAUTHORIZED_LOG = 'Unauthorized access - please login again';

/** The api layer reads the token structurally, without importing the session feature. */
interface StateWithToken {
  session?: { token?: string | null };
}

const rawBaseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/** fetchBaseQuery on the absolute API base, made once per base and resolved at call time. */
function rawBaseQueryFor(baseUrl: string) {
  let query = rawBaseQueries.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers, { getState }) => {
        const token = (getState() as StateWithToken).session?.token;
        if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
        return headers;
      },
    });
    rawBaseQueries.set(baseUrl, query);
  }
  return query;
}

/**
 * The base query of the one API: JSON over fetch, the bearer token of the session when there is
 * one, and the server's body passed through as `error.data`. A 401 is logged and announced as
 * `session/unauthorized`, then returned like any error so the screen can decide.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQueryFor(absoluteApiBase())(args, api, extraOptions);
  const { error } = result;
  // An answer that is not JSON still has its status.
  const status = error?.status === 'PARSING_ERROR' ? error.originalStatus : error?.status;
  if (status === 401) {
    console.log(UNAUTHORIZED_LOG);
    api.dispatch(unauthorized({ endpoint: api.endpoint }));
  }
  return result;
};
