import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** Why a reservation was refused, worded by the view. */
export type ReserveProblem =
  | 'network'
  | 'slot_full'
  | 'outside_hours'
  | 'in_the_past'
  | 'too_far'
  | 'invalid_date'
  | 'name_required'
  | 'already_reserved'
  | 'too_many'
  | 'blocked'
  | 'too_fast'
  | 'feature'
  /** More people than the shop takes in one reservation: said next to the party size. */
  | 'party_too_large'
  | 'failed';

/** What the dialog reserves: a service of the shop, or (null) a table. */
export interface ReserveTarget {
  slug: string;
  itemId: number | null;
  name: string | null;
}

/**
 * The 'Reserve' dialog of a store page. Its fields stay in the dialog until 'Reserve'; the key of
 * a submission is kept while they stay as they were (a retry after a network error sends it
 * again) and dropped when one changes.
 */
export type ReserveState =
  | { status: 'closed' }
  | {
      status: 'open';
      target: ReserveTarget;
      key: string | null;
      problem: ReserveProblem | null;
    }
  | { status: 'sending'; target: ReserveTarget; key: string }
  | { status: 'requested'; target: ReserveTarget; date: string; time: string };

const closed: ReserveState = { status: 'closed' };

export const reserveSlice = createSlice({
  name: 'reserve',
  initialState: closed as ReserveState,
  reducers: {
    reserveOpened: (state, action: PayloadAction<ReserveTarget>): ReserveState =>
      state.status === 'sending'
        ? state
        : { status: 'open', target: action.payload, key: null, problem: null },
    reserveClosed: (state): ReserveState => (state.status === 'sending' ? state : closed),
    /**
     * A field changed: the next 'Reserve' is a new submission, and a party the shop refused is
     * checked again by the dialog (with the shop's largest party as it now knows it).
     */
    reserveFormEdited: (state): ReserveState =>
      state.status === 'open' && (state.key !== null || state.problem === 'party_too_large')
        ? {
            ...state,
            key: null,
            problem: state.problem === 'party_too_large' ? null : state.problem,
          }
        : state,
    reserveSubmitted: {
      reducer: (state, action: PayloadAction<{ key: string }>): ReserveState =>
        state.status === 'open'
          ? { status: 'sending', target: state.target, key: state.key ?? action.payload.key }
          : state,
      prepare: () => ({ payload: { key: nanoid(32) } }),
    },
    reserveRequested: (
      state,
      action: PayloadAction<{ key: string; date: string; time: string }>,
    ): ReserveState =>
      state.status === 'sending' && state.key === action.payload.key
        ? {
            status: 'requested',
            target: state.target,
            date: action.payload.date,
            time: action.payload.time,
          }
        : state,
    reserveRefused: (
      state,
      action: PayloadAction<{ key: string; problem: ReserveProblem }>,
    ): ReserveState =>
      state.status === 'sending' && state.key === action.payload.key
        ? {
            status: 'open',
            target: state.target,
            key: action.payload.problem === 'network' ? state.key : null,
            problem: action.payload.problem,
          }
        : state,
  },
  selectors: {
    selectReserve: (state) => state,
  },
});

export const {
  reserveOpened,
  reserveClosed,
  reserveFormEdited,
  reserveSubmitted,
  reserveRequested,
  reserveRefused,
} = reserveSlice.actions;
export const reserveReducer = reserveSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof reserveSlice> {}
}

export const { selectReserve } = reserveSlice.injectInto(rootReducer).selectors;
