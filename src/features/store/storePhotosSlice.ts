import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PhotoRef } from '@contract/store';
import { rootReducer } from '../../app/store';
import {
  UNCHANGED_PHOTO as UNCHANGED,
  photoSlotTransitions as photoSlot,
  type PhotoSlotState,
} from '../../shared/photos/photoSlot';
import { profileSaved, storePageLeft } from './storePageSlice';

export type { Upload } from '../../shared/photos/photoUpload';
export { shownPhoto, type PhotoSlotState } from '../../shared/photos/photoSlot';

/** The photo fields of the editor: the profile's logo and cover, and the open item form's photo. */
export type PhotoSlot = 'logo' | 'cover' | 'item';

export type StorePhotosState = Record<PhotoSlot, PhotoSlotState>;

export const initialStorePhotosState: StorePhotosState = {
  logo: UNCHANGED,
  cover: UNCHANGED,
  item: UNCHANGED,
};

interface SlotPayload {
  slot: PhotoSlot;
}

export const storePhotosSlice = createSlice({
  name: 'storePhotos',
  initialState: initialStorePhotosState,
  reducers: {
    /** A form with this photo field opened or closed: the field shows the saved photo again. */
    slotReset: (state, action: PayloadAction<SlotPayload>) => {
      state[action.payload.slot] = UNCHANGED;
    },
    /** A file passed the editor's own checks and its upload begins. */
    uploadStarted: (state, action: PayloadAction<SlotPayload>) => {
      photoSlot.started(state[action.payload.slot]);
    },
    /** More of the file has been sent. */
    uploadProgressed: (state, action: PayloadAction<SlotPayload & { percent: number }>) => {
      photoSlot.progressed(state[action.payload.slot], action.payload.percent);
    },
    /** The server stored the photo: the field now holds it (saved with the form). */
    uploadSucceeded: (state, action: PayloadAction<SlotPayload & { photo: PhotoRef }>) => {
      photoSlot.succeeded(state[action.payload.slot], action.payload.photo);
    },
    /** The server refused the file or the upload failed: the field keeps its photo. */
    uploadFailed: (state, action: PayloadAction<SlotPayload & { error: string }>) => {
      photoSlot.failed(state[action.payload.slot], action.payload.error);
    },
    /** The editor's own checks refused the file before sending it. */
    fileRejected: (state, action: PayloadAction<SlotPayload & { error: string }>) => {
      photoSlot.rejected(state[action.payload.slot], action.payload.error);
    },
    /** 'Cancel upload': the request is aborted (by the listener), the field keeps its photo. */
    uploadCancelled: (state, action: PayloadAction<SlotPayload>) => {
      photoSlot.cancelled(state[action.payload.slot]);
    },
    /** 'Remove photo': the form will be saved without one. */
    photoRemoved: (state, action: PayloadAction<SlotPayload>) => {
      photoSlot.removed(state[action.payload.slot]);
    },
  },
  extraReducers: (builder) => {
    // The saved profile now holds the logo and cover chosen: its own photos show again.
    builder.addCase(profileSaved, (state) => {
      state.logo = UNCHANGED;
      state.cover = UNCHANGED;
    });
    builder.addCase(storePageLeft, () => initialStorePhotosState);
  },
  selectors: {
    selectPhotoSlots: (state): StorePhotosState => state,
  },
});

export const {
  slotReset: photoSlotReset,
  uploadStarted: photoUploadStarted,
  uploadProgressed: photoUploadProgressed,
  uploadSucceeded: photoUploadSucceeded,
  uploadFailed: photoUploadFailed,
  fileRejected: photoFileRejected,
  uploadCancelled: photoUploadCancelled,
  photoRemoved,
} = storePhotosSlice.actions;
export const storePhotosReducer = storePhotosSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof storePhotosSlice> {}
}

export const { selectPhotoSlots } = storePhotosSlice.injectInto(rootReducer).selectors;
