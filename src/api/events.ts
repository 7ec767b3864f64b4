import { createAction } from '@reduxjs/toolkit';

/**
 * A 401 seen by the API layer. The layer only logs it and announces it; each screen decides what a
 * 401 means for it. The session slice re-exports it.
 */
export const unauthorized = createAction<{ endpoint: string }>('session/unauthorized');

/**
 * What the server embedded in a page it rendered (src/ssr): the answers it rendered the page
 * from, in the API cache's own shape, read once before the browser's first render so that the
 * page hydrates over the same data instead of fetching it again.
 */
export interface ServerPageData {
  queries: Record<string, unknown>;
  /** Always empty: a render changes nothing. */
  mutations: Record<string, never>;
  /** Which answers each tag names, so that a later change refreshes them. */
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> };
}

export const serverPageDataRead = createAction<ServerPageData>('api/serverPageDataRead');
