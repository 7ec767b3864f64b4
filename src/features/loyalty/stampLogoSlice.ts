import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PhotoRef } from '@contract/store';
import { rootReducer } from '../../app/store';
import {
  UNCHANGED_PHOTO,
  photoSlotTransitions as photoSlot,
  type PhotoSlotState,
} from '../../shared/photos/photoSlot';
import { counterLeft } from './counterSlice';
import { loyaltyApi } from './loyaltyApi';

/**
 * The stamp card's own logo field: unchanged (the saved card's), or a change the merchant made
 * (a logo uploaded, or removed so the card shows the shop's), and its upload. The change is kept
 * until the card is saved; leaving the page drops it (`counterLeft` is the page's leaving).
 */
export const stampLogoSlice = createSlice({
  name: 'stampLogo',
  initialState: UNCHANGED_PHOTO as PhotoSlotState,
  reducers: {
    /** A file passed the page's own checks and its upload begins. */
    logoUploadStarted: (state) => photoSlot.started(state),
    logoUploadProgressed: (state, action: PayloadAction<number>) =>
      photoSlot.progressed(state, action.payload),
    /** The server stored the logo: the card is saved with it. */
    logoUploadSucceeded: (state, action: PayloadAction<PhotoRef>) =>
      photoSlot.succeeded(state, action.payload),
    logoUploadFailed: (state, action: PayloadAction<string>) =>
      photoSlot.failed(state, action.payload),
    /** The page's own checks refused the file before sending it. */
    logoFileRejected: (state, action: PayloadAction<string>) =>
      photoSlot.rejected(state, action.payload),
    /** 'Cancel upload': the request is aborted by the listener; the field keeps its logo. */
    logoUploadCancelled: (state) => photoSlot.cancelled(state),
    /** 'Remove Card logo': the card will show the shop's logo once saved. */
    logoRemoved: (state) => photoSlot.removed(state),
  },
  extraReducers: (builder) => {
    builder
      .addCase(counterLeft, () => UNCHANGED_PHOTO)
      // The saved card now holds the logo chosen: its own shows again.
      .addMatcher(loyaltyApi.endpoints.saveStampCard.matchFulfilled, () => UNCHANGED_PHOTO);
  },
  selectors: {
    selectStampLogo: (state) => state,
  },
});

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof stampLogoSlice> {}
}

export const {
  logoUploadStarted,
  logoUploadProgressed,
  logoUploadSucceeded,
  logoUploadFailed,
  logoFileRejected,
  logoUploadCancelled,
  logoRemoved,
} = stampLogoSlice.actions;
export const stampLogoReducer = stampLogoSlice.reducer;
export const { selectStampLogo } = stampLogoSlice.injectInto(rootReducer).selectors;
