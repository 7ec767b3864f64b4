import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PhotoRef } from '@contract/store';
import { rootReducer } from '../../app/store';
import type { Upload } from '../../shared/photos/photoUpload';
import { profileSaved, storePageLeft } from './storePageSlice';

export type { Upload } from '../../shared/photos/photoUpload';

/** The photo fields of the editor: the profile's logo and cover, and the open item form's photo. */
export type PhotoSlot = 'logo' | 'cover' | 'item';

/**
 * One photo field: whether the merchant changed the saved photo (uploaded another, or removed
 * it) and its upload. An unchanged field shows the saved record's photo; a change is kept until
 * the form is saved or closed.
 */
export interface PhotoSlotState {
  choice: { changed: false } | { changed: true; photo: PhotoRef | null };
  upload: Upload;
}

export type StorePhotosState = Record<PhotoSlot, PhotoSlotState>;

const UNCHANGED: PhotoSlotState = { choice: { changed: false }, upload: { status: 'idle' } };
export const initialStorePhotosState: StorePhotosState = {
  logo: UNCHANGED,
  cover: UNCHANGED,
  item: UNCHANGED,
};

interface SlotPayload {
  slot: PhotoSlot;
}

const uploading = (state: StorePhotosState, slot: PhotoSlot): boolean =>
  state[slot].upload.status === 'uploading';

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
      const { slot } = action.payload;
      if (!uploading(state, slot)) state[slot].upload = { status: 'uploading', percent: 0 };
    },
    /** More of the file has been sent. */
    uploadProgressed: (state, action: PayloadAction<SlotPayload & { percent: number }>) => {
      const { slot, percent } = action.payload;
      const upload = state[slot].upload;
      if (upload.status === 'uploading' && percent > upload.percent) upload.percent = percent;
    },
    /** The server stored the photo: the field now holds it (saved with the form). */
    uploadSucceeded: (state, action: PayloadAction<SlotPayload & { photo: PhotoRef }>) => {
      const { slot, photo } = action.payload;
      if (uploading(state, slot)) {
        state[slot] = { choice: { changed: true, photo }, upload: { status: 'idle' } };
      }
    },
    /** The server refused the file or the upload failed: the field keeps its photo. */
    uploadFailed: (state, action: PayloadAction<SlotPayload & { error: string }>) => {
      const { slot, error } = action.payload;
      if (uploading(state, slot)) state[slot].upload = { status: 'failed', error };
    },
    /** The editor's own checks refused the file before sending it. */
    fileRejected: (state, action: PayloadAction<SlotPayload & { error: string }>) => {
      const { slot, error } = action.payload;
      if (!uploading(state, slot)) state[slot].upload = { status: 'failed', error };
    },
    /** 'Cancel upload': the request is aborted (by the listener), the field keeps its photo. */
    uploadCancelled: (state, action: PayloadAction<SlotPayload>) => {
      const { slot } = action.payload;
      if (uploading(state, slot)) state[slot].upload = { status: 'idle' };
    },
    /** 'Remove photo': the form will be saved without one. */
    photoRemoved: (state, action: PayloadAction<SlotPayload>) => {
      const { slot } = action.payload;
      if (!uploading(state, slot)) {
        state[slot] = { choice: { changed: true, photo: null }, upload: { status: 'idle' } };
      }
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

/** The photo a field shows: the change made, or else the saved one. */
export function shownPhoto(slot: PhotoSlotState, saved: PhotoRef | null): PhotoRef | null {
  return slot.choice.changed ? slot.choice.photo : saved;
}
