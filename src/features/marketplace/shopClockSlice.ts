import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/**
 * The clock a store page reads its 'Open now' / 'Closed' from: stopped while no store page is on
 * screen; running while one is, with the time last read (null for the instant between the page
 * opening and its first reading). The time is read by a listener (shopClockListeners.ts) through
 * the store's `now` service, so tests fix it.
 */
export type ShopClockState = { status: 'stopped' } | { status: 'running'; now: number | null };

const stopped: ShopClockState = { status: 'stopped' };

export const shopClockSlice = createSlice({
  name: 'shopClock',
  initialState: stopped as ShopClockState,
  reducers: {
    shopPageOpened: (state): ShopClockState =>
      state.status === 'stopped' ? { status: 'running', now: null } : state,
    clockRead: (state, action: PayloadAction<number>): ShopClockState =>
      state.status === 'running' ? { status: 'running', now: action.payload } : state,
    shopPageLeft: (state): ShopClockState => (state.status === 'running' ? stopped : state),
  },
  selectors: {
    /** The time of the last reading (ms since the epoch), or null while none is there. */
    selectShopClockNow: (state): number | null => (state.status === 'running' ? state.now : null),
  },
});

export const { shopPageOpened, clockRead, shopPageLeft } = shopClockSlice.actions;
export const shopClockReducer = shopClockSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof shopClockSlice> {}
}

export const { selectShopClockNow } = shopClockSlice.injectInto(rootReducer).selectors;
