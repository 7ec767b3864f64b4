import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { absoluteApiBase } from '../app/config';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/language';
import { shownLanguage, type LanguageState } from '../i18n/languageSlice';
import { unauthorized } from './events';
import { apiFetch } from './transport';

/** Logged on any 401; the common layer does not redirect. */
export const UNAUTHORIZED_LOG = 'Unauthorized access - please login again';

/** The api layer reads the token structurally, without importing the session feature. */
interface StateWithToken {
  session?: { token?: string | null };
  /** Absent until the language slice is in the store. */
  language?: LanguageState;
}

/**
 * The language on screen, which the API answers its messages in (`Accept-Language`); English
 * when the store has no language state or an unexpected one.
 */
export function requestLanguage(state: StateWithToken): Language {
  const language = state.language;
  if (typeof language !== 'object' || language === null) return DEFAULT_LANGUAGE;
  const shown: unknown = shownLanguage(language);
  return isLanguage(shown) ? shown : DEFAULT_LANGUAGE;
}

const rawBaseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/** fetchBaseQuery on the absolute API base, made once per base and resolved at call time. */
function rawBaseQueryFor(baseUrl: string) {
  let query = rawBaseQueries.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl,
      // A server render answers from its own process; the browser (and Jest) use fetch.
      ...(process.env.RENDER_TARGET === 'server' ? { fetchFn: apiFetch } : {}),
      prepareHeaders: (headers, { getState }) => {
        const state = getState() as StateWithToken;
        const token = state.session?.token;
        if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
        if (!headers.has('accept-language')) {
          headers.set('accept-language', requestLanguage(state));
        }
        return headers;
      },
    });
    rawBaseQueries.set(baseUrl, query);
  }
  return query;
}

/**
 * The base query of the one API: JSON over fetch, the bearer token of the session when there is
 * one, the language on screen as `Accept-Language` (the server's messages come back in it), and
 * the server's body passed through as `error.data`. A 401 is logged and announced as
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
