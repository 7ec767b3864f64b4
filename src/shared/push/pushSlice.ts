/**
 * Notifications on this device, as a state machine: unknown until the page looks, then
 * `unsupported` (no web push in this browser), `off` (the server has no push), `idle` (may be
 * asked), `asking` (the browser's permission prompt, then the subscription), `subscribed` (this
 * device is on the server's list, as `deviceId`), `denied` (the reader said no: only the browser's
 * settings can change that) or `failed` (try again).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

export type PushStatus =
  | { status: 'unknown' }
  | { status: 'unsupported' }
  | { status: 'off' }
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'subscribed'; deviceId: number }
  | { status: 'denied' }
  | { status: 'failed' };

export type PushChecked =
  | { status: 'unsupported' | 'off' | 'idle' | 'denied' }
  | { status: 'subscribed'; deviceId: number };

const initialState = { status: 'unknown' } as PushStatus;

export const pushSlice = createSlice({
  name: 'push',
  initialState,
  reducers: {
    /** The page looked at the browser and the server. */
    pushChecked: (state, action: PayloadAction<PushChecked>): PushStatus =>
      state.status === 'asking' ? state : action.payload,
    optInStarted: (state): PushStatus =>
      state.status === 'idle' || state.status === 'failed' ? { status: 'asking' } : state,
    permissionDenied: (state): PushStatus =>
      state.status === 'asking' ? { status: 'denied' } : state,
    /** The prompt was closed without an answer: it may be asked again. */
    permissionDismissed: (state): PushStatus =>
      state.status === 'asking' ? { status: 'idle' } : state,
    deviceSubscribed: (state, action: PayloadAction<number>): PushStatus =>
      state.status === 'asking' ? { status: 'subscribed', deviceId: action.payload } : state,
    optInFailed: (state): PushStatus => (state.status === 'asking' ? { status: 'failed' } : state),
    /** This device was taken off (here, or from the device list). */
    deviceUnsubscribed: (state): PushStatus =>
      state.status === 'subscribed' ? { status: 'idle' } : state,
  },
  selectors: {
    selectPush: (state): PushStatus => state,
  },
});

export const {
  pushChecked,
  optInStarted,
  permissionDenied,
  permissionDismissed,
  deviceSubscribed,
  optInFailed,
  deviceUnsubscribed,
} = pushSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof pushSlice> {}
}

export const { selectPush } = pushSlice.injectInto(rootReducer).selectors;
