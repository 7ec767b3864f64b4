import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';

export interface ModeratedShop {
  merchantId: number;
  name: string;
}

/**
 * The 'Suspend' dialog: closed → editing → sending → closed (suspended) | failed (the server's
 * words; a new 'Suspend shop' sends again, an edit goes back to editing).
 */
export type SuspendDialogState =
  | { status: 'closed' }
  | { status: 'editing' | 'sending'; shop: ModeratedShop }
  | { status: 'failed'; shop: ModeratedShop; message: string };

/** What the last action did, said once above the lists. */
export type ModerationNotice =
  | { kind: 'dismissed'; reportId: number }
  | { kind: 'reviewHidden'; reportId: number }
  | { kind: 'suspended'; shop: string }
  | { kind: 'lifted'; shop: string }
  | { kind: 'failed'; message: string };

export interface ModerationState {
  dialog: SuspendDialogState;
  /** The dismissal or lift in flight (`report:7`, `lift:12`), so its button waits. */
  pending: string | null;
  notice: ModerationNotice | null;
}

export const initialModerationState: ModerationState = {
  dialog: { status: 'closed' },
  pending: null,
  notice: null,
};

export const moderationSlice = createSlice({
  name: 'moderation',
  initialState: initialModerationState,
  reducers: {
    suspendOpened: (s, a: PayloadAction<ModeratedShop>) => {
      if (s.dialog.status === 'sending') return;
      s.dialog = { status: 'editing', shop: a.payload };
    },
    suspendEdited: (s) => {
      if (s.dialog.status === 'failed') s.dialog = { status: 'editing', shop: s.dialog.shop };
    },
    suspendSubmitted: (s) => {
      if (s.dialog.status === 'editing' || s.dialog.status === 'failed') {
        s.dialog = { status: 'sending', shop: s.dialog.shop };
      }
    },
    suspendSucceeded: (s) => {
      if (s.dialog.status !== 'sending') return;
      s.notice = { kind: 'suspended', shop: s.dialog.shop.name };
      s.dialog = { status: 'closed' };
    },
    suspendFailed: (s, a: PayloadAction<string>) => {
      if (s.dialog.status === 'sending') {
        s.dialog = { status: 'failed', shop: s.dialog.shop, message: a.payload };
      }
    },
    suspendClosed: (s) => {
      if (s.dialog.status !== 'sending') s.dialog = { status: 'closed' };
    },
    actionStarted: (s, a: PayloadAction<string>) => {
      if (s.pending === null) {
        s.pending = a.payload;
        s.notice = null;
      }
    },
    actionFinished: (s, a: PayloadAction<{ key: string; notice: ModerationNotice }>) => {
      if (s.pending !== a.payload.key) return;
      s.pending = null;
      s.notice = a.payload.notice;
    },
  },
  selectors: {
    selectModeration: (s) => s,
  },
});

export const {
  suspendOpened,
  suspendEdited,
  suspendSubmitted,
  suspendSucceeded,
  suspendFailed,
  suspendClosed,
  actionStarted,
  actionFinished,
} = moderationSlice.actions;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof moderationSlice> {}
}

export const { selectModeration } = moderationSlice.injectInto(rootReducer).selectors;
