import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { UNAUTHORIZED_LOG, requestLanguage } from '../../api/baseQuery';
import { absoluteApiBase } from '../../app/config';
import { apiFetch } from '../../api/transport';
import type { RootState } from '../../app/store';
import { customerUnauthorized } from './customerEvents';
import { selectCustomerToken } from './customerSessionSlice';

/**
 * The base query of the customer's calls (their endpoints' `queryFn`): JSON over fetch like the
 * app's, but with the customer's token in the Authorization header and never the merchant's, and
 * a 401 announced as `customer/unauthorized` (which signs only the customer out). It lives with
 * the customer's screens, so the landing page's script does not carry it.
 */
export const customerBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const state = api.getState() as RootState;
  const token = selectCustomerToken(state);
  const raw = fetchBaseQuery({
    baseUrl: absoluteApiBase(),
    ...(process.env.RENDER_TARGET === 'server' ? { fetchFn: apiFetch } : {}),
    prepareHeaders: (headers) => {
      if (token) headers.set('authorization', `Bearer ${token}`);
      else headers.delete('authorization');
      if (!headers.has('accept-language')) headers.set('accept-language', requestLanguage(state));
      return headers;
    },
  });
  const result = await raw(args, api, extraOptions);
  const { error } = result;
  const status = error?.status === 'PARSING_ERROR' ? error.originalStatus : error?.status;
  if (status === 401) {
    console.log(UNAUTHORIZED_LOG);
    api.dispatch(customerUnauthorized({ endpoint: api.endpoint }));
  }
  return result;
};
