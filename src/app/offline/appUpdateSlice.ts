import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store';

/**
 * A new version of the app (its service worker) and the reader: not watched yet; watching (the
 * worker registered after the page's load, or none in this browser); a new version waiting, said
 * as 'A new version is ready: Reload'; the reader pressed Reload, and the page reloads once the
 * new version has taken over. Never forced: only the reader's press moves it on.
 */
export type AppUpdate =
  { status: 'unwatched' } | { status: 'watching' } | { status: 'ready' } | { status: 'reloading' };

const initialState = { status: 'unwatched' } as AppUpdate;

export const appUpdateSlice = createSlice({
  name: 'appUpdate',
  initialState,
  reducers: {
    /** The offline banner mounted: the service worker is registered once the page has loaded. */
    updatesWatched: (state): AppUpdate =>
      state.status === 'unwatched' ? { status: 'watching' } : state,
    /** A new version has installed and waits for the reader. */
    newVersionWaiting: (state): AppUpdate =>
      state.status === 'watching' ? { status: 'ready' } : state,
    /** 'Reload' pressed: the waiting version takes over, then the page reloads. */
    reloadPressed: (state): AppUpdate =>
      state.status === 'ready' ? { status: 'reloading' } : state,
  },
  selectors: {
    selectAppUpdate: (state): AppUpdate => state,
  },
});

declare module '../store' {
  interface LazyLoadedSlices extends WithSlice<typeof appUpdateSlice> {}
}

export const { updatesWatched, newVersionWaiting, reloadPressed } = appUpdateSlice.actions;
export const appUpdateReducer = appUpdateSlice.reducer;
export const { selectAppUpdate } = appUpdateSlice.injectInto(rootReducer).selectors;
