import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store';
import { cameOnline } from './connectivitySlice';
import { olderSavedAt } from './offlineCopies';

/**
 * Whether the page on screen shows a copy the service worker kept (a store page or /my/cards read
 * offline), and from when: nothing known, or a copy of this path saved at that time. A page shown
 * from several copies (its HTML, its answers) is as old as the oldest.
 */
export type OfflineCopy = { status: 'none' } | { status: 'shown'; path: string; savedAt: string };

const initialState = { status: 'none' } as OfflineCopy;

export const offlineCopySlice = createSlice({
  name: 'offlineCopy',
  initialState,
  reducers: {
    /** The worker answered this page (or a call it made) with a copy saved at `savedAt`. */
    copyShown: (state, action: PayloadAction<{ path: string; savedAt: string }>): OfflineCopy => {
      const { path, savedAt } = action.payload;
      if (state.status === 'shown' && state.path === path) {
        return { ...state, savedAt: olderSavedAt(state.savedAt, savedAt) ?? savedAt };
      }
      return { status: 'shown', path, savedAt };
    },
  },
  extraReducers: (builder) => {
    // Back online, the note says 'Offline' no more; the next page or reload reads the network.
    builder.addCase(cameOnline, (): OfflineCopy => ({ status: 'none' }));
  },
  selectors: {
    /** When the copy shown at `path` was saved, or null when that page is not a copy. */
    selectCopySavedAt: (state, path: string): string | null =>
      state.status === 'shown' && state.path === path ? state.savedAt : null,
  },
});

declare module '../store' {
  interface LazyLoadedSlices extends WithSlice<typeof offlineCopySlice> {}
}

export const { copyShown } = offlineCopySlice.actions;
export const offlineCopyReducer = offlineCopySlice.reducer;
export const { selectCopySavedAt } = offlineCopySlice.injectInto(rootReducer).selectors;
