import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store';

/**
 * The browser's connection as it reports it (`navigator.onLine`, its `online` and `offline`
 * events): unknown until watched, then online ⇄ offline.
 */
export type Connectivity = { status: 'unknown' } | { status: 'online' } | { status: 'offline' };

const initialState = { status: 'unknown' } as Connectivity;

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    /** The offline banner mounted: the browser's reports are listened to from now on. */
    connectivityWatched: (state) => state,
    wentOffline: (): Connectivity => ({ status: 'offline' }),
    cameOnline: (): Connectivity => ({ status: 'online' }),
  },
  selectors: {
    selectIsOffline: (state) => state.status === 'offline',
  },
});

declare module '../store' {
  interface LazyLoadedSlices extends WithSlice<typeof connectivitySlice> {}
}

export const { connectivityWatched, wentOffline, cameOnline } = connectivitySlice.actions;
export const connectivityReducer = connectivitySlice.reducer;
export const { selectIsOffline } = connectivitySlice.injectInto(rootReducer).selectors;
