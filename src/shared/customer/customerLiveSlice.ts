import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OrderState, ReservationState } from '@contract/orders';
import { rootReducer } from '../../app/store';

/** A change the live stream brought: what the polite live region announces. */
export type LiveChange =
  | { kind: 'order'; id: number; number: number; shop: string; state: OrderState }
  | { kind: 'reservation'; id: number; shop: string; state: ReservationState };

/**
 * The customer's live stream of changes (`customer/events`), as the 'Live' / 'Reconnecting…'
 * indicator shows it, and the last change it brought. Driven by the activity endpoint's cache
 * entry (customerApi.ts), which opens and closes the stream.
 */
export type CustomerLiveState =
  | { status: 'closed' }
  | { status: 'connecting'; lastChange: LiveChange | null }
  | { status: 'live'; lastChange: LiveChange | null }
  | { status: 'reconnecting'; lastChange: LiveChange | null };

const closed: CustomerLiveState = { status: 'closed' };

export const customerLiveSlice = createSlice({
  name: 'customerLive',
  initialState: closed as CustomerLiveState,
  reducers: {
    liveStreamOpened: (state): CustomerLiveState =>
      state.status === 'closed' ? { status: 'connecting', lastChange: null } : state,
    liveStreamConnected: (state): CustomerLiveState =>
      state.status === 'connecting' || state.status === 'reconnecting'
        ? { status: 'live', lastChange: state.lastChange }
        : state,
    liveStreamDropped: (state): CustomerLiveState =>
      state.status === 'live' || state.status === 'connecting'
        ? { status: 'reconnecting', lastChange: state.lastChange }
        : state,
    liveChangeReceived: (state, action: PayloadAction<LiveChange>): CustomerLiveState =>
      state.status === 'closed' ? state : { status: 'live', lastChange: action.payload },
    /** The stream ended: the page left, or the server refused the token. */
    liveStreamClosed: (state): CustomerLiveState => (state.status === 'closed' ? state : closed),
  },
  selectors: {
    selectCustomerLive: (state): CustomerLiveState => state,
    selectLastLiveChange: (state): LiveChange | null =>
      state.status === 'closed' ? null : state.lastChange,
  },
});

export const {
  liveStreamOpened,
  liveStreamConnected,
  liveStreamDropped,
  liveChangeReceived,
  liveStreamClosed,
} = customerLiveSlice.actions;
export const customerLiveReducer = customerLiveSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof customerLiveSlice> {}
}

export const { selectCustomerLive, selectLastLiveChange } =
  customerLiveSlice.injectInto(rootReducer).selectors;
