import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { counterLeft, counterSearchSubmitted } from './counterSlice';

/** Why a stamp was not added. */
export type StampProblem = 'network' | 'feature' | 'notOffered' | 'failed';

/**
 * Where a stamp's Undo stands: offered (for a few seconds after the stamp), no longer offered,
 * refused by the server (too late, or the reward it completed was redeemed), or failed (no
 * answer: still offered while the window lasts).
 */
export type UndoStanding = 'offered' | 'closed' | 'tooLate' | 'redeemed' | 'failed';

/**
 * 'Add stamp' at the counter: idle → adding → added | failed; added → undoing → undone, or back
 * to added with why not. Each press gets an Idempotency-Key, made once: a press after a failure
 * the server may have taken (no answer, a server error) sends the same key again, so a retry
 * never adds a second stamp; a press after a success or a refusal is a new stamp with a new key.
 * 'Undo' takes back the stamp of that key. A new search starts over.
 */
export type StampPressState =
  | { status: 'idle' }
  | { status: 'adding'; key: string }
  | { status: 'added'; key: string; undo: UndoStanding }
  | { status: 'undoing'; key: string }
  | { status: 'undone' }
  | { status: 'failed'; problem: StampProblem; key: string | null };

const undoOffered = (
  state: StampPressState,
): state is Extract<StampPressState, { status: 'added' }> =>
  state.status === 'added' && (state.undo === 'offered' || state.undo === 'failed');

const idle: StampPressState = { status: 'idle' };

export const stampPressSlice = createSlice({
  name: 'stampPress',
  initialState: idle as StampPressState,
  reducers: {
    stampPressed: {
      reducer: (state, action: PayloadAction<{ key: string }>): StampPressState => {
        if (state.status === 'adding' || state.status === 'undoing') return state;
        const kept = state.status === 'failed' ? state.key : null;
        return { status: 'adding', key: kept ?? action.payload.key };
      },
      prepare: () => ({ payload: { key: nanoid(32) } }),
    },
    stampAdded: (state, action: PayloadAction<{ key: string }>): StampPressState =>
      state.status === 'adding' && state.key === action.payload.key
        ? { status: 'added', key: state.key, undo: 'offered' }
        : state,
    /** The few seconds of Undo have passed (stampPressListeners.ts). */
    undoWindowClosed: (state, action: PayloadAction<{ key: string }>): StampPressState =>
      undoOffered(state) && state.key === action.payload.key ? { ...state, undo: 'closed' } : state,
    undoPressed: (state): StampPressState =>
      undoOffered(state) ? { status: 'undoing', key: state.key } : state,
    stampUndone: (state, action: PayloadAction<{ key: string }>): StampPressState =>
      state.status === 'undoing' && state.key === action.payload.key ? { status: 'undone' } : state,
    undoFailed: (
      state,
      action: PayloadAction<{ key: string; problem: 'tooLate' | 'redeemed' | 'failed' }>,
    ): StampPressState =>
      state.status === 'undoing' && state.key === action.payload.key
        ? { status: 'added', key: state.key, undo: action.payload.problem }
        : state,
    stampFailed: (
      state,
      action: PayloadAction<{ key: string; problem: StampProblem; retryable: boolean }>,
    ): StampPressState => {
      const { key, problem, retryable } = action.payload;
      if (state.status !== 'adding' || state.key !== key) return state;
      return { status: 'failed', problem, key: retryable ? key : null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(counterSearchSubmitted, () => idle).addCase(counterLeft, () => idle);
  },
  selectors: {
    selectStampPress: (s) => s,
  },
});

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof stampPressSlice> {}
}

export const {
  stampPressed,
  stampAdded,
  stampFailed,
  undoWindowClosed,
  undoPressed,
  stampUndone,
  undoFailed,
} = stampPressSlice.actions;
export const stampPressReducer = stampPressSlice.reducer;
export const { selectStampPress } = stampPressSlice.injectInto(rootReducer).selectors;
