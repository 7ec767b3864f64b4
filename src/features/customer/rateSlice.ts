import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { VisitKind } from '@contract/reviews';
import { rootReducer } from '../../app/store';

/** The visit rated: an order or a reservation, and its shop's name for the dialog's title. */
export interface RateTarget {
  visit: VisitKind;
  visitId: number;
  shopName: string;
  /** One key per dialog opened: a repeated 'Send' is the same request. */
  key: string;
}

/** Why the server refused, as the dialog words it; null when no answer came. */
export type RateRefusal = 'already_reviewed' | 'not_eligible' | 'too_late' | 'other' | null;

/**
 * The 'Rate this visit' dialog of /my/orders. The stars and text stay in the dialog until 'Send';
 * a refusal keeps them for another try (or says why no try will do).
 */
export type RateState =
  | { status: 'closed' }
  | { status: 'editing'; target: RateTarget }
  | { status: 'sending'; target: RateTarget }
  | { status: 'sent'; target: RateTarget }
  | { status: 'failed'; target: RateTarget; refusal: RateRefusal; message: string | null };

const initialState = { status: 'closed' } as RateState;

export const rateSlice = createSlice({
  name: 'rate',
  initialState,
  reducers: {
    rateOpened: (s, a: PayloadAction<RateTarget>): RateState =>
      s.status === 'sending' ? s : { status: 'editing', target: a.payload },
    rateSubmitted: (s): RateState =>
      s.status === 'editing' || s.status === 'failed' ? { status: 'sending', target: s.target } : s,
    rateSucceeded: (s): RateState =>
      s.status === 'sending' ? { status: 'sent', target: s.target } : s,
    rateFailed: (
      s,
      a: PayloadAction<{ refusal: RateRefusal; message: string | null }>,
    ): RateState =>
      s.status === 'sending' ? { status: 'failed', target: s.target, ...a.payload } : s,
    /** The stars or the text changed after a refusal: the refusal no longer stands. */
    rateEdited: (s): RateState =>
      s.status === 'failed' ? { status: 'editing', target: s.target } : s,
    rateClosed: (): RateState => ({ status: 'closed' }),
  },
  selectors: {
    selectRate: (s) => s,
  },
});

export const { rateOpened, rateSubmitted, rateSucceeded, rateFailed, rateEdited, rateClosed } =
  rateSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof rateSlice> {}
}

export const { selectRate } = rateSlice.injectInto(rootReducer).selectors;
