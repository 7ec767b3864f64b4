import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { counterLeft, counterSearchSubmitted } from './counterSlice';

/** Why a stamp was not added. */
export type StampProblem = 'network' | 'feature' | 'notOffered' | 'failed';

/**
 * 'Add stamp' at the counter: idle → adding → added | failed. Each press gets an
 * Idempotency-Key, made once: a press after a failure the server may have taken (no answer, a
 * server error) sends the same key again, so a retry never adds a second stamp; a press after a
 * success or a refusal is a new stamp with a new key. A new search starts over.
 */
export type StampPressState =
  | { status: 'idle' }
  | { status: 'adding'; key: string }
  | { status: 'added' }
  | { status: 'failed'; problem: StampProblem; key: string | null };

const idle: StampPressState = { status: 'idle' };

export const stampPressSlice = createSlice({
  name: 'stampPress',
  initialState: idle as StampPressState,
  reducers: {
    stampPressed: {
      reducer: (state, action: PayloadAction<{ key: string }>): StampPressState => {
        if (state.status === 'adding') return state;
        const kept = state.status === 'failed' ? state.key : null;
        return { status: 'adding', key: kept ?? action.payload.key };
      },
      prepare: () => ({ payload: { key: nanoid(32) } }),
    },
    stampAdded: (state, action: PayloadAction<{ key: string }>): StampPressState =>
      state.status === 'adding' && state.key === action.payload.key ? { status: 'added' } : state,
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

export const { stampPressed, stampAdded, stampFailed } = stampPressSlice.actions;
export const stampPressReducer = stampPressSlice.reducer;
export const { selectStampPress } = stampPressSlice.injectInto(rootReducer).selectors;
