import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** What is shared: the page's address in the reader's language, its title and a line about it. */
export interface ShareTarget {
  url: string;
  title: string;
  text: string;
}

/** 'Copy link' in the share dialog: not asked, writing, done, or refused (the link is shown). */
export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * 'Share' on a store page. The browser's own share sheet where it has one (`sharing` while it is
 * up); else, or when it fails, the dialog of links to Viber, Facebook and Telegram and 'Copy
 * link'.
 */
export type ShareState =
  | { status: 'closed' }
  | { status: 'sharing'; target: ShareTarget }
  | { status: 'open'; target: ShareTarget; copy: CopyState };

const initialState = { status: 'closed' } as ShareState;

export const shareSlice = createSlice({
  name: 'share',
  initialState,
  reducers: {
    /** 'Share': the listener offers the browser's share sheet, else opens the dialog. */
    shareClicked: (s, a: PayloadAction<ShareTarget>): ShareState =>
      s.status === 'closed' ? { status: 'sharing', target: a.payload } : s,
    /** The share sheet closed (shared, or dismissed by the reader). */
    shareSheetClosed: (s): ShareState => (s.status === 'sharing' ? { status: 'closed' } : s),
    /** No share sheet in this browser (or it failed): the dialog of links. */
    shareDialogOpened: (s): ShareState =>
      s.status === 'sharing' ? { status: 'open', target: s.target, copy: 'idle' } : s,
    copyLinkClicked: (s): ShareState =>
      s.status === 'open' && s.copy !== 'copying' ? { ...s, copy: 'copying' } : s,
    linkCopied: (s): ShareState =>
      s.status === 'open' && s.copy === 'copying' ? { ...s, copy: 'copied' } : s,
    /** No clipboard here (or refused): the link is shown to be copied by hand. */
    linkCopyFailed: (s): ShareState =>
      s.status === 'open' && s.copy === 'copying' ? { ...s, copy: 'failed' } : s,
    shareClosed: (): ShareState => ({ status: 'closed' }),
  },
  selectors: {
    selectShare: (s) => s,
  },
});

export const {
  shareClicked,
  shareSheetClosed,
  shareDialogOpened,
  copyLinkClicked,
  linkCopied,
  linkCopyFailed,
  shareClosed,
} = shareSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof shareSlice> {}
}

export const { selectShare } = shareSlice.injectInto(rootReducer).selectors;
