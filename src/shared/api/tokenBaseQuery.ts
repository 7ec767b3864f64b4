import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { UnknownAction } from '@reduxjs/toolkit';
import { UNAUTHORIZED_LOG, requestLanguage } from '../../api/baseQuery';
import { absoluteApiBase } from '../../app/config';
import { apiFetch } from '../../api/transport';

export type TokenBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/**
 * A base query for the calls of one kind of signed-in person other than the merchant (the
 * customer, the operator): JSON over fetch like the app's, with the token `tokenOf` reads from the
 * state in the Authorization header and no other, and a 401 announced with the action
 * `unauthorized` makes. Import it only from code the landing page does not load.
 */
export function tokenBaseQuery(
  tokenOf: (state: unknown) => string | null,
  unauthorized: (at: { endpoint: string }) => UnknownAction,
): TokenBaseQuery {
  return async (args, api, extraOptions) => {
    const state = api.getState();
    const token = tokenOf(state);
    const raw = fetchBaseQuery({
      baseUrl: absoluteApiBase(),
      ...(process.env.RENDER_TARGET === 'server' ? { fetchFn: apiFetch } : {}),
      prepareHeaders: (headers) => {
        if (token) headers.set('authorization', `Bearer ${token}`);
        else headers.delete('authorization');
        if (!headers.has('accept-language')) {
          headers.set(
            'accept-language',
            requestLanguage(state as Parameters<typeof requestLanguage>[0]),
          );
        }
        return headers;
      },
    });
    const result = await raw(args, api, extraOptions);
    const { error } = result;
    const status = error?.status === 'PARSING_ERROR' ? error.originalStatus : error?.status;
    if (status === 401) {
      console.log(UNAUTHORIZED_LOG);
      api.dispatch(unauthorized({ endpoint: api.endpoint }));
    }
    return result;
  };
}
