import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RedeemCodeResponse } from '@contract/loyalty';
import { rootReducer } from '../../app/store';
import { counterLeft } from './counterSlice';

/** The refusals of a point code (contract/loyalty.ts), and the page's own for other failures. */
export type CodeRefusal =
  | 'code_unknown'
  | 'code_used'
  | 'code_expired'
  | 'not_enough_points'
  | 'not_offered'
  | 'feature'
  | 'network'
  | 'failed';

/**
 * 'Redeem points code': idle → redeeming → redeemed | refused. The code itself is never kept in
 * the state (a short-lived bearer code): only what the server answered.
 */
export type PointsCodeState =
  | { status: 'idle' }
  | { status: 'redeeming' }
  | { status: 'redeemed'; result: RedeemCodeResponse }
  | { status: 'refused'; reason: CodeRefusal };

const idle: PointsCodeState = { status: 'idle' };

export const pointsCodeSlice = createSlice({
  name: 'pointsCode',
  initialState: idle as PointsCodeState,
  reducers: {
    codeSubmitted: (state): PointsCodeState =>
      state.status === 'redeeming' ? state : { status: 'redeeming' },
    codeRedeemed: (state, action: PayloadAction<RedeemCodeResponse>): PointsCodeState =>
      state.status === 'redeeming' ? { status: 'redeemed', result: action.payload } : state,
    codeRefused: (state, action: PayloadAction<CodeRefusal>): PointsCodeState =>
      state.status === 'redeeming' ? { status: 'refused', reason: action.payload } : state,
  },
  extraReducers: (builder) => {
    builder.addCase(counterLeft, () => idle);
  },
  selectors: {
    selectPointsCode: (s) => s,
  },
});

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof pointsCodeSlice> {}
}

export const { codeSubmitted, codeRedeemed, codeRefused } = pointsCodeSlice.actions;
export const pointsCodeReducer = pointsCodeSlice.reducer;
export const { selectPointsCode } = pointsCodeSlice.injectInto(rootReducer).selectors;
