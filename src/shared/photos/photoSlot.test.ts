import { produce } from 'immer';
import { UNCHANGED_PHOTO, photoSlotTransitions as on, shownPhoto } from './photoSlot';
import type { PhotoSlotState } from './photoSlot';

const photo = { id: 'ph_1', width: 800, height: 600, widths: [160, 320, 640] };
const saved = { id: 'ph_saved', width: 800, height: 600, widths: [160] };
const run = (slot: PhotoSlotState, change: (draft: PhotoSlotState) => void) =>
  produce(slot, change);
const uploading = (percent: number): PhotoSlotState => ({
  choice: { changed: false },
  upload: { status: 'uploading', percent },
});

describe('one photo field as a state machine', () => {
  it('uploads: started at 0%, progress only grows, the stored photo becomes the choice', () => {
    const started = run(UNCHANGED_PHOTO, on.started);
    expect(started).toEqual(uploading(0));
    const at40 = run(started, (s) => on.progressed(s, 40));
    expect(run(at40, (s) => on.progressed(s, 30))).toEqual(uploading(40));
    expect(run(at40, (s) => on.succeeded(s, photo))).toEqual({
      choice: { changed: true, photo },
      upload: { status: 'idle' },
    });
  });

  it('a failure, a refusal or a cancel keeps the photo the field had', () => {
    expect(run(uploading(10), (s) => on.failed(s, 'Too big'))).toEqual({
      choice: { changed: false },
      upload: { status: 'failed', error: 'Too big' },
    });
    expect(run(UNCHANGED_PHOTO, (s) => on.rejected(s, 'Unsupported image')).upload).toEqual({
      status: 'failed',
      error: 'Unsupported image',
    });
    expect(run(uploading(10), on.cancelled)).toEqual(UNCHANGED_PHOTO);
  });

  it('ignores what does not fit: a late answer after a cancel, a refusal or removal mid-upload', () => {
    expect(run(UNCHANGED_PHOTO, (s) => on.succeeded(s, photo))).toEqual(UNCHANGED_PHOTO);
    expect(run(UNCHANGED_PHOTO, (s) => on.failed(s, 'late'))).toEqual(UNCHANGED_PHOTO);
    expect(run(UNCHANGED_PHOTO, (s) => on.progressed(s, 50))).toEqual(UNCHANGED_PHOTO);
    expect(run(uploading(10), (s) => on.rejected(s, 'x'))).toEqual(uploading(10));
    expect(run(uploading(10), on.removed)).toEqual(uploading(10));
    expect(run(uploading(10), on.started)).toEqual(uploading(10));
  });

  it('shows the change made, else the saved photo; a removal shows none', () => {
    expect(shownPhoto(UNCHANGED_PHOTO, saved)).toBe(saved);
    const removed = run(UNCHANGED_PHOTO, on.removed);
    expect(removed.choice).toEqual({ changed: true, photo: null });
    expect(shownPhoto(removed, saved)).toBeNull();
    expect(
      shownPhoto({ choice: { changed: true, photo }, upload: { status: 'idle' } }, saved),
    ).toBe(photo);
  });
});
