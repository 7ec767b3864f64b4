import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** What is reported: the shop, one of its posts (its title named in the dialog), or a review. */
export interface ReportTarget {
  slug: string;
  postId: number | null;
  postTitle: string | null;
  /** A review of the shop's (reported by someone signed in). */
  reviewId?: number | null;
}

/**
 * The 'Report this shop' dialog of a store page. Its fields stay in the dialog until 'Send';
 * a refusal keeps them (and the server's words) for another try.
 * `message`: the server's words for the refusal, or null when no answer came.
 */
export type ReportState =
  | { status: 'closed' }
  | { status: 'editing'; target: ReportTarget }
  | { status: 'sending'; target: ReportTarget }
  | { status: 'sent'; target: ReportTarget }
  | { status: 'failed'; target: ReportTarget; message: string | null };

const initialState = { status: 'closed' } as ReportState;

export const reportSlice = createSlice({
  name: 'report',
  initialState,
  reducers: {
    /** 'Report this shop' or 'Report this post': a new report, whatever was shown before. */
    reportOpened: (s, a: PayloadAction<ReportTarget>): ReportState =>
      s.status === 'sending' ? s : { status: 'editing', target: a.payload },
    reportSubmitted: (s): ReportState =>
      s.status === 'editing' || s.status === 'failed' ? { status: 'sending', target: s.target } : s,
    reportSucceeded: (s): ReportState =>
      s.status === 'sending' ? { status: 'sent', target: s.target } : s,
    reportFailed: (s, a: PayloadAction<{ message: string | null }>): ReportState =>
      s.status === 'sending'
        ? { status: 'failed', target: s.target, message: a.payload.message }
        : s,
    /** A field changed after a refusal: the refusal no longer stands. */
    reportEdited: (s): ReportState =>
      s.status === 'failed' ? { status: 'editing', target: s.target } : s,
    reportClosed: (): ReportState => ({ status: 'closed' }),
  },
  selectors: {
    selectReport: (s) => s,
  },
});

export const {
  reportOpened,
  reportSubmitted,
  reportSucceeded,
  reportFailed,
  reportEdited,
  reportClosed,
} = reportSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof reportSlice> {}
}

export const { selectReport } = reportSlice.injectInto(rootReducer).selectors;
