import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { UNAUTHORIZED_LOG, requestLanguage } from '../../api/baseQuery';
import { absoluteApiBase } from '../../app/config';
import { operatorUnauthorized } from './operatorEvents';

/** The operator's token, read structurally: the back office's session slice is lazily injected. */
export function operatorTokenOf(state: unknown): string | null {
  const session = (state as { operatorSession?: { token?: unknown } }).operatorSession;
  return typeof session?.token === 'string' ? session.token : null;
}

/**
 * The base query of the back office's calls (their endpoints' `queryFn`): JSON over fetch like
 * the app's, with the operator's token and never a merchant's or a customer's, and a 401
 * announced as `admin/operatorUnauthorized` (the session ended: idle, expired or signed out).
 */
export const operatorBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const state = api.getState();
  const token = operatorTokenOf(state);
  const raw = fetchBaseQuery({
    baseUrl: absoluteApiBase(),
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
    api.dispatch(operatorUnauthorized({ endpoint: api.endpoint }));
  }
  return result;
};

type Result<T> = { data: T } | { error: FetchBaseQueryError };

/** An operator's call, for an endpoint's `queryFn`. */
export const operatorCall = <T>(
  args: string | FetchArgs,
  api: Parameters<typeof operatorBaseQuery>[1],
): Promise<Result<T>> => operatorBaseQuery(args, api, {}) as Promise<Result<T>>;
