import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BannerRequest, PostRequest, PromoCodeRequest } from '@contract/loyalty';
import type { PhotoRef } from '@contract/store';
import { rootReducer } from '../../app/store';
import {
  attemptFor,
  submitted,
  type Attempt,
  type SubmittedPayload,
} from '../../shared/forms/attempt';
import type { FieldErrors } from '../../shared/forms/callFailure';
import {
  UNCHANGED_PHOTO as UNCHANGED,
  photoSlotTransitions as photoSlot,
  type PhotoSlotState,
} from '../../shared/photos/photoSlot';

/** The server's (or the page's own) words by field. */
export type { FieldErrors };

/**
 * A dialog's form: closed → editing → saving, then closed again once saved, or back to editing
 * with what the server said when it failed. `target` says what it edits (null: a new record).
 */
export type FormState<T, B> =
  | { status: 'closed' }
  | {
      status: 'editing';
      target: T;
      attempt: Attempt<B> | null;
      fieldErrors: FieldErrors;
      error: string | null;
    }
  | { status: 'saving'; target: T; attempt: Attempt<B> };

export interface PromoTarget {
  promoId: number | null;
}
export interface PostTarget {
  postId: number | null;
}
/** The banner's form: a first banner, or the one running replaced. */
export interface BannerTarget {
  replacing: boolean;
}

export type DeletionTarget = { kind: 'promo' | 'post'; id: number; name: string };
export type Deletion =
  | { status: 'closed' }
  | { status: 'asking'; target: DeletionTarget; error: string | null }
  | { status: 'deleting'; target: DeletionTarget };

/** The photo fields of the page: the post form's and the banner form's. */
export type PhotoSlot = 'post' | 'banner';

/** What the page last told the merchant it saved (read out politely). */
export type Notice = 'promoSaved' | 'promoDeleted' | 'postSaved' | 'postDeleted' | 'bannerSaved';

/**
 * 'Copy link' of a shared post: idle → copying → copied (or failed: the link is shown to copy by
 * hand). One post's at a time; another post's copy replaces it.
 */
export type LinkCopy =
  | { status: 'idle' }
  | { status: 'copying' | 'copied'; postId: number }
  | { status: 'failed'; postId: number; url: string };

export interface PromotionsState {
  promo: FormState<PromoTarget, PromoCodeRequest>;
  post: FormState<PostTarget, PostRequest>;
  banner: FormState<BannerTarget, BannerRequest>;
  deletion: Deletion;
  photos: Record<PhotoSlot, PhotoSlotState>;
  notice: Notice | null;
  linkCopy: LinkCopy;
}

export type FormName = 'promo' | 'post' | 'banner';

export const initialPromotionsState: PromotionsState = {
  promo: { status: 'closed' },
  post: { status: 'closed' },
  banner: { status: 'closed' },
  deletion: { status: 'closed' },
  photos: { post: UNCHANGED, banner: UNCHANGED },
  notice: null,
  linkCopy: { status: 'idle' },
};

/** The submission's attempt: the last one's key when the details are the same. */
export { attemptFor };

function opened<T, B>(target: T): FormState<T, B> {
  return { status: 'editing', target, attempt: null, fieldErrors: {}, error: null };
}

function submittedForm<T, B>(form: FormState<T, B>, body: B, freshKey: string): FormState<T, B> {
  if (form.status !== 'editing') return form;
  return {
    status: 'saving',
    target: form.target,
    attempt: attemptFor(form.attempt, body, freshKey),
  };
}

/** A form whose submission failed, editable again; its attempt is kept for a retry. */
function failedForm<T, B>(
  form: FormState<T, B>,
  fieldErrors: FieldErrors,
  error: string | null,
): FormState<T, B> {
  if (form.status !== 'saving') return form;
  return { status: 'editing', target: form.target, attempt: form.attempt, fieldErrors, error };
}

const SAVED_NOTICE: Record<FormName, Notice> = {
  promo: 'promoSaved',
  post: 'postSaved',
  banner: 'bannerSaved',
};

/** The photo slot a form owns. */
const SLOT_OF: Partial<Record<FormName, PhotoSlot>> = { post: 'post', banner: 'banner' };

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    /** The page was left: every dialog closes, nothing is kept. */
    pageLeft: () => initialPromotionsState,

    promoFormOpened: (state, action: PayloadAction<PromoTarget>) => {
      if (state.promo.status === 'closed') {
        state.promo = opened(action.payload);
        state.notice = null;
      }
    },
    postFormOpened: (state, action: PayloadAction<PostTarget>) => {
      if (state.post.status === 'closed') {
        state.post = opened(action.payload);
        state.photos.post = UNCHANGED;
        state.notice = null;
      }
    },
    bannerFormOpened: (state, action: PayloadAction<BannerTarget>) => {
      if (state.banner.status === 'closed') {
        state.banner = opened(action.payload);
        state.photos.banner = UNCHANGED;
        state.notice = null;
      }
    },
    /** Cancel, Escape or the close button: a form being sent stays open until it is answered. */
    formClosed: (state, action: PayloadAction<FormName>) => {
      const name = action.payload;
      if (state[name].status !== 'editing') return;
      state[name] = { status: 'closed' };
      const slot = SLOT_OF[name];
      if (slot) state.photos[slot] = UNCHANGED;
    },
    /** The page's own checks found fields to fix: nothing is sent. */
    formInvalid: (state, action: PayloadAction<{ form: FormName; fieldErrors: FieldErrors }>) => {
      const form = state[action.payload.form];
      if (form.status === 'editing') {
        form.fieldErrors = action.payload.fieldErrors;
        form.error = null;
      }
    },
    promoSubmitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload<PromoCodeRequest>>) => {
        state.promo = submittedForm(state.promo, action.payload.body, action.payload.freshKey);
      },
      prepare: submitted<PromoCodeRequest>(),
    },
    postSubmitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload<PostRequest>>) => {
        state.post = submittedForm(state.post, action.payload.body, action.payload.freshKey);
      },
      prepare: submitted<PostRequest>(),
    },
    bannerSubmitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload<BannerRequest>>) => {
        state.banner = submittedForm(state.banner, action.payload.body, action.payload.freshKey);
      },
      prepare: submitted<BannerRequest>(),
    },
    /** The server saved it: the dialog closes and the page says so. */
    formSaved: (state, action: PayloadAction<FormName>) => {
      const name = action.payload;
      if (state[name].status !== 'saving') return;
      state[name] = { status: 'closed' };
      const slot = SLOT_OF[name];
      if (slot) state.photos[slot] = UNCHANGED;
      state.notice = SAVED_NOTICE[name];
    },
    /** The server refused it or could not be reached: the form again, with what it said. */
    formSaveFailed: (
      state,
      action: PayloadAction<{ form: FormName; fieldErrors: FieldErrors; error: string | null }>,
    ) => {
      const { form, fieldErrors, error } = action.payload;
      if (form === 'promo') state.promo = failedForm(state.promo, fieldErrors, error);
      if (form === 'post') state.post = failedForm(state.post, fieldErrors, error);
      if (form === 'banner') state.banner = failedForm(state.banner, fieldErrors, error);
    },

    deletionAsked: (state, action: PayloadAction<DeletionTarget>) => {
      if (state.deletion.status === 'closed') {
        state.deletion = { status: 'asking', target: action.payload, error: null };
        state.notice = null;
      }
    },
    deletionDismissed: (state) => {
      if (state.deletion.status === 'asking') state.deletion = { status: 'closed' };
    },
    deletionConfirmed: (state) => {
      if (state.deletion.status === 'asking') {
        state.deletion = { status: 'deleting', target: state.deletion.target };
      }
    },
    deletionDone: (state) => {
      if (state.deletion.status !== 'deleting') return;
      state.notice = state.deletion.target.kind === 'promo' ? 'promoDeleted' : 'postDeleted';
      state.deletion = { status: 'closed' };
    },
    /** Refused or failed: the question stays, with why. */
    deletionFailed: (state, action: PayloadAction<string>) => {
      if (state.deletion.status === 'deleting') {
        state.deletion = { status: 'asking', target: state.deletion.target, error: action.payload };
      }
    },

    /** A file passed the page's own checks and its upload begins. */
    photoUploadStarted: (state, action: PayloadAction<{ slot: PhotoSlot }>) => {
      photoSlot.started(state.photos[action.payload.slot]);
    },
    photoUploadProgressed: (state, action: PayloadAction<{ slot: PhotoSlot; percent: number }>) => {
      photoSlot.progressed(state.photos[action.payload.slot], action.payload.percent);
    },
    photoUploadSucceeded: (state, action: PayloadAction<{ slot: PhotoSlot; photo: PhotoRef }>) => {
      photoSlot.succeeded(state.photos[action.payload.slot], action.payload.photo);
    },
    photoUploadFailed: (state, action: PayloadAction<{ slot: PhotoSlot; error: string }>) => {
      photoSlot.failed(state.photos[action.payload.slot], action.payload.error);
    },
    /** The page's own checks refused the file before sending it. */
    photoFileRejected: (state, action: PayloadAction<{ slot: PhotoSlot; error: string }>) => {
      photoSlot.rejected(state.photos[action.payload.slot], action.payload.error);
    },
    photoUploadCancelled: (state, action: PayloadAction<{ slot: PhotoSlot }>) => {
      photoSlot.cancelled(state.photos[action.payload.slot]);
    },
    photoRemoved: (state, action: PayloadAction<{ slot: PhotoSlot }>) => {
      photoSlot.removed(state.photos[action.payload.slot]);
    },

    /** 'Copy link' of a shared post: the listener writes `url` to the clipboard. */
    postLinkCopyClicked: (state, action: PayloadAction<{ postId: number; url: string }>) => {
      state.linkCopy = { status: 'copying', postId: action.payload.postId };
    },
    postLinkCopied: (state, action: PayloadAction<{ postId: number }>) => {
      const copy = state.linkCopy;
      if (copy.status === 'copying' && copy.postId === action.payload.postId) {
        state.linkCopy = { status: 'copied', postId: copy.postId };
      }
    },
    /** No clipboard here (or refused): the link is shown to be copied by hand. */
    postLinkCopyFailed: (state, action: PayloadAction<{ postId: number; url: string }>) => {
      const copy = state.linkCopy;
      if (copy.status === 'copying' && copy.postId === action.payload.postId) {
        state.linkCopy = { status: 'failed', postId: copy.postId, url: action.payload.url };
      }
    },
  },
  selectors: {
    selectPromoForm: (state) => state.promo,
    selectPostForm: (state) => state.post,
    selectBannerForm: (state) => state.banner,
    selectDeletion: (state) => state.deletion,
    selectPhotos: (state) => state.photos,
    selectNotice: (state) => state.notice,
    selectLinkCopy: (state) => state.linkCopy,
  },
});

export { shownPhoto, type PhotoSlotState } from '../../shared/photos/photoSlot';

export const {
  pageLeft: promotionsPageLeft,
  promoFormOpened,
  postFormOpened,
  bannerFormOpened,
  formClosed,
  formInvalid,
  promoSubmitted,
  postSubmitted,
  bannerSubmitted,
  formSaved,
  formSaveFailed,
  deletionAsked,
  deletionDismissed,
  deletionConfirmed,
  deletionDone,
  deletionFailed,
  photoUploadStarted,
  photoUploadProgressed,
  photoUploadSucceeded,
  photoUploadFailed,
  photoFileRejected,
  photoUploadCancelled,
  photoRemoved,
  postLinkCopyClicked,
  postLinkCopied,
  postLinkCopyFailed,
} = promotionsSlice.actions;
export const promotionsReducer = promotionsSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof promotionsSlice> {}
}

export const {
  selectPromoForm,
  selectPostForm,
  selectBannerForm,
  selectDeletion,
  selectPhotos,
  selectNotice,
  selectLinkCopy,
} = promotionsSlice.injectInto(rootReducer).selectors;
