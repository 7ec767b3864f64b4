import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { unauthorized } from '../../api/events';

/**
 * The receipt page as a state machine: closed, open, or replaced by the session-expired screen
 * when any call answers 401 while it is open (the API layer announces it as session/unauthorized).
 */
export type ReceiptPageState =
  { status: 'closed' } | { status: 'open' } | { status: 'sessionExpired' };

const closed: ReceiptPageState = { status: 'closed' };

export const receiptPageSlice = createSlice({
  name: 'receiptPage',
  initialState: closed as ReceiptPageState,
  reducers: {
    pageOpened: (state): ReceiptPageState =>
      state.status === 'closed' ? { status: 'open' } : state,
    pageLeft: (state): ReceiptPageState => (state.status === 'closed' ? state : closed),
  },
  extraReducers: (builder) => {
    builder.addCase(unauthorized, (state): ReceiptPageState =>
      state.status === 'open' ? { status: 'sessionExpired' } : state,
    );
  },
  selectors: {
    selectIsReceiptSessionExpired: (state): boolean => state.status === 'sessionExpired',
  },
});

export const { pageOpened: receiptPageOpened, pageLeft: receiptPageLeft } =
  receiptPageSlice.actions;
export const receiptPageReducer = receiptPageSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof receiptPageSlice> {}
}

export const { selectIsReceiptSessionExpired } = receiptPageSlice.injectInto(rootReducer).selectors;
