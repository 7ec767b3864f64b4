/**
 * One photo field's state machine, shared by every form with a photo (the store editor's logo,
 * cover and item photo; a post's photo and the ad banner; the stamp card's logo): whether the
 * merchant changed the saved photo (uploaded another, or removed it) and its upload. An unchanged
 * field shows the saved record's photo; a change is kept until the form is saved or closed.
 *
 * The transitions below change a slot in place (an Immer draft in the slices' reducers); each
 * ignores an event that does not fit the slot's state, so a late progress or answer after a
 * cancel changes nothing.
 */
import type { PhotoRef } from '@contract/store';
import type { Upload } from './photoUpload';

export interface PhotoSlotState {
  choice: { changed: false } | { changed: true; photo: PhotoRef | null };
  upload: Upload;
}

/** A field showing its saved photo, with no upload. */
export const UNCHANGED_PHOTO: PhotoSlotState = {
  choice: { changed: false },
  upload: { status: 'idle' },
};

const uploading = (slot: PhotoSlotState): boolean => slot.upload.status === 'uploading';

export const photoSlotTransitions = {
  /** A file passed the form's own checks and its upload begins. */
  started(slot: PhotoSlotState): void {
    if (!uploading(slot)) slot.upload = { status: 'uploading', percent: 0 };
  },
  /** More of the file has been sent (progress only grows). */
  progressed(slot: PhotoSlotState, percent: number): void {
    if (slot.upload.status === 'uploading' && percent > slot.upload.percent) {
      slot.upload.percent = percent;
    }
  },
  /** The server stored the photo: the field now holds it (saved with the form). */
  succeeded(slot: PhotoSlotState, photo: PhotoRef): void {
    if (!uploading(slot)) return;
    slot.choice = { changed: true, photo };
    slot.upload = { status: 'idle' };
  },
  /** The server refused the file or the upload failed: the field keeps its photo. */
  failed(slot: PhotoSlotState, error: string): void {
    if (uploading(slot)) slot.upload = { status: 'failed', error };
  },
  /** The form's own checks refused the file before sending it. */
  rejected(slot: PhotoSlotState, error: string): void {
    if (!uploading(slot)) slot.upload = { status: 'failed', error };
  },
  /** 'Cancel upload': the request is aborted (by a listener), the field keeps its photo. */
  cancelled(slot: PhotoSlotState): void {
    if (uploading(slot)) slot.upload = { status: 'idle' };
  },
  /** 'Remove photo': the form will be saved without one. */
  removed(slot: PhotoSlotState): void {
    if (uploading(slot)) return;
    slot.choice = { changed: true, photo: null };
    slot.upload = { status: 'idle' };
  },
};

/** The photo a field shows: the change made, or else the saved one. */
export function shownPhoto(slot: PhotoSlotState, saved: PhotoRef | null): PhotoRef | null {
  return slot.choice.changed ? slot.choice.photo : saved;
}
