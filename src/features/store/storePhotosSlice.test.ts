import type { UnknownAction } from '@reduxjs/toolkit';
import type { PhotoRef } from '@contract/store';
import { profileSaved, storePageLeft } from './storePageSlice';
import {
  initialStorePhotosState,
  photoFileRejected,
  photoRemoved,
  photoSlotReset,
  photoUploadCancelled,
  photoUploadFailed,
  photoUploadProgressed,
  photoUploadStarted,
  photoUploadSucceeded,
  shownPhoto,
  storePhotosReducer,
  type PhotoSlotState,
  type StorePhotosState,
} from './storePhotosSlice';

const photo: PhotoRef = { id: 'ph_new', width: 800, height: 600, widths: [160, 320, 640] };
const saved: PhotoRef = { id: 'ph_saved', width: 400, height: 400, widths: [160, 320] };
const idle: PhotoSlotState = { choice: { changed: false }, upload: { status: 'idle' } };
const uploading = (percent: number): PhotoSlotState => ({
  choice: { changed: false },
  upload: { status: 'uploading', percent },
});
const failed: PhotoSlotState = {
  choice: { changed: false },
  upload: { status: 'failed', error: 'Unsupported image' },
};
const chosen: PhotoSlotState = { choice: { changed: true, photo }, upload: { status: 'idle' } };
const removed: PhotoSlotState = {
  choice: { changed: true, photo: null },
  upload: { status: 'idle' },
};
const withLogo = (logo: PhotoSlotState): StorePhotosState => ({
  ...initialStorePhotosState,
  logo,
});
const slot = { slot: 'logo' } as const;

describe('the store photos slice: one photo field, as a state machine', () => {
  it.each<[string, PhotoSlotState, UnknownAction, PhotoSlotState]>([
    ['idle + started', idle, photoUploadStarted(slot), uploading(0)],
    ['failed + started again', failed, photoUploadStarted(slot), uploading(0)],
    [
      'chosen + another started',
      chosen,
      photoUploadStarted(slot),
      { ...chosen, upload: { status: 'uploading', percent: 0 } },
    ],
    [
      'uploading + progressed',
      uploading(0),
      photoUploadProgressed({ ...slot, percent: 40 }),
      uploading(40),
    ],
    ['uploading + stored', uploading(100), photoUploadSucceeded({ ...slot, photo }), chosen],
    [
      'uploading + refused',
      uploading(100),
      photoUploadFailed({ ...slot, error: 'Unsupported image' }),
      failed,
    ],
    ['uploading + cancelled', uploading(40), photoUploadCancelled(slot), idle],
    [
      'idle + rejected before sending',
      idle,
      photoFileRejected({ ...slot, error: 'Unsupported image' }),
      failed,
    ],
    ['idle + removed', idle, photoRemoved(slot), removed],
    ['chosen + removed', chosen, photoRemoved(slot), removed],
    ['uploading + reset (form closed)', uploading(40), photoSlotReset(slot), idle],
    ['chosen + reset', chosen, photoSlotReset(slot), idle],
  ])('%s', (_name, before, event, after) => {
    expect(storePhotosReducer(withLogo(before), event)).toEqual(withLogo(after));
  });

  it.each<[string, PhotoSlotState, UnknownAction]>([
    ['started while uploading', uploading(40), photoUploadStarted(slot)],
    ['progress going back', uploading(40), photoUploadProgressed({ ...slot, percent: 20 })],
    ['progress while idle', idle, photoUploadProgressed({ ...slot, percent: 20 })],
    ['stored after cancelling (a late answer)', idle, photoUploadSucceeded({ ...slot, photo })],
    ['refused while idle', idle, photoUploadFailed({ ...slot, error: 'x' })],
    ['cancelled while idle', chosen, photoUploadCancelled(slot)],
    ['rejected while uploading', uploading(40), photoFileRejected({ ...slot, error: 'x' })],
    ['removed while uploading', uploading(40), photoRemoved(slot)],
  ])('%s changes nothing', (_name, before, event) => {
    const state = withLogo(before);
    expect(storePhotosReducer(state, event)).toBe(state);
  });

  it('keeps each field to itself', () => {
    const state = storePhotosReducer(initialStorePhotosState, photoUploadStarted({ slot: 'item' }));
    expect(state.logo).toBe(initialStorePhotosState.logo);
    expect(state.item).toEqual(uploading(0));
  });

  it('a saved profile shows its own logo and cover again; the item field is left as it is', () => {
    const state: StorePhotosState = { logo: chosen, cover: removed, item: chosen };
    expect(storePhotosReducer(state, profileSaved())).toEqual({
      logo: idle,
      cover: idle,
      item: chosen,
    });
  });

  it('leaving the page forgets every field', () => {
    const state: StorePhotosState = { logo: chosen, cover: uploading(10), item: failed };
    expect(storePhotosReducer(state, storePageLeft())).toEqual(initialStorePhotosState);
  });

  it('shows the change made, or else the saved photo', () => {
    expect(shownPhoto(idle, saved)).toBe(saved);
    expect(shownPhoto(chosen, saved)).toBe(photo);
    expect(shownPhoto(removed, saved)).toBeNull();
  });
});
