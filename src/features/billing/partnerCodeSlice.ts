import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import { rootReducer } from '../../app/store';
import { billingPageLeft } from './paymentSlice';

/**
 * The partner code field of a pending order's summary, as a state machine:
 * idle → applying → idle (the summary now shows the code) or idle with the server's refusal;
 * idle → removing → idle. The code itself is not secret; the summary (and so the discount)
 * always comes from the server's answer, never from here.
 */
export type PartnerCodeState =
  | { status: 'idle'; error: string | null }
  | { status: 'applying'; code: string }
  | { status: 'removing' };

export const initialPartnerCodeState: PartnerCodeState = { status: 'idle', error: null };

export const partnerCodeSlice = createSlice({
  name: 'partnerCode',
  initialState: initialPartnerCodeState as PartnerCodeState,
  reducers: {
    /** 'Apply' with a code typed: one request at a time. */
    submitted: (state, action: PayloadAction<string>): PartnerCodeState => {
      const code = action.payload.trim();
      return state.status === 'idle' && code !== '' ? { status: 'applying', code } : state;
    },
    /** The server priced the order with the code (the summary in the cache is its answer). */
    applied: (state): PartnerCodeState =>
      state.status === 'applying' ? initialPartnerCodeState : state,
    /** 'Remove': the order goes back to its price without the code. */
    removeClicked: (state): PartnerCodeState =>
      state.status === 'idle' ? { status: 'removing' } : state,
    removed: (state): PartnerCodeState =>
      state.status === 'removing' ? initialPartnerCodeState : state,
    /** The server refused (a 422 says why, next to the field) or did not answer. */
    refused: (state, action: PayloadAction<string>): PartnerCodeState =>
      state.status === 'applying' || state.status === 'removing'
        ? { status: 'idle', error: action.payload }
        : state,
  },
  extraReducers: (builder) => {
    builder.addCase(billingPageLeft, () => initialPartnerCodeState);
    // The session-expired screen replaces the page: nothing is pending any more.
    builder.addCase(unauthorized, () => initialPartnerCodeState);
  },
  selectors: {
    selectPartnerCode: (state) => state,
    selectPartnerCodeBusy: (state): boolean => state.status !== 'idle',
    selectPartnerCodeError: (state): string | null =>
      state.status === 'idle' ? state.error : null,
  },
});

export const {
  submitted: partnerCodeSubmitted,
  applied: partnerCodeApplied,
  removeClicked: partnerCodeRemoveClicked,
  removed: partnerCodeRemoved,
  refused: partnerCodeRefused,
} = partnerCodeSlice.actions;
export const partnerCodeReducer = partnerCodeSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof partnerCodeSlice> {}
}

export const { selectPartnerCode, selectPartnerCodeBusy, selectPartnerCodeError } =
  partnerCodeSlice.injectInto(rootReducer).selectors;
