import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * What keeping an answer live needs of its cache entry: RTK Query's `onCacheEntryAdded` gives it
 * when a fetch adds the entry; a page that arrived with the answer (src/api/pageAnswers.ts) gives
 * the same from its opening, since no fetch added that entry.
 */
export interface LiveLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T) => void) => unknown;
  getState: () => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, any, UnknownAction>;
}
