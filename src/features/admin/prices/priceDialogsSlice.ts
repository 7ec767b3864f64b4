import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PriceChangeRequest } from '@contract/adminPrices';
import { rootReducer } from '../../../app/store';
import type { PriceSubject } from './priceChangeRules';

/** A scheduled change as the cancel dialog names it. */
export interface CancelSubject {
  id: number;
  name: string;
  effectiveFrom: string;
}

/**
 * The prices' two dialogs as state machines (the typed values stay in the dialog until sent):
 * - 'Schedule a change': closed → editing → submitting → closed (saved) | editing with the
 *   server's refusal (`failed`, null: none);
 * - cancelling a scheduled change: closed → confirming → cancelling → closed | confirming
 *   (failed).
 */
export type ScheduleDialog =
  | { status: 'closed' }
  | { status: 'editing'; subject: PriceSubject; failed: string | null; refused: boolean }
  | { status: 'submitting'; subject: PriceSubject; request: PriceChangeRequest };

export type CancelDialog =
  | { status: 'closed' }
  | { status: 'confirming'; change: CancelSubject; failed: boolean }
  | { status: 'cancelling'; change: CancelSubject };

export interface PriceDialogsState {
  schedule: ScheduleDialog;
  cancel: CancelDialog;
}

export const initialPriceDialogsState: PriceDialogsState = {
  schedule: { status: 'closed' },
  cancel: { status: 'closed' },
};

export const priceDialogsSlice = createSlice({
  name: 'priceDialogs',
  initialState: initialPriceDialogsState,
  reducers: {
    scheduleOpened: (state, action: PayloadAction<PriceSubject>) =>
      state.schedule.status === 'closed'
        ? {
            ...state,
            schedule: { status: 'editing', subject: action.payload, failed: null, refused: false },
          }
        : state,
    scheduleClosed: (state) =>
      state.schedule.status === 'editing' ? { ...state, schedule: { status: 'closed' } } : state,
    scheduleSubmitted: (state, action: PayloadAction<PriceChangeRequest>) =>
      state.schedule.status === 'editing'
        ? {
            ...state,
            schedule: {
              status: 'submitting',
              subject: state.schedule.subject,
              request: action.payload,
            },
          }
        : state,
    scheduleSaved: (state) =>
      state.schedule.status === 'submitting' ? { ...state, schedule: { status: 'closed' } } : state,
    /** The server refused the change: its words, or null when it sent none. */
    scheduleRefused: (state, action: PayloadAction<string | null>) =>
      state.schedule.status === 'submitting'
        ? {
            ...state,
            schedule: {
              status: 'editing',
              subject: state.schedule.subject,
              failed: action.payload,
              refused: true,
            },
          }
        : state,
    cancelAsked: (state, action: PayloadAction<CancelSubject>) =>
      state.cancel.status === 'closed'
        ? { ...state, cancel: { status: 'confirming', change: action.payload, failed: false } }
        : state,
    cancelDismissed: (state) =>
      state.cancel.status === 'confirming' ? { ...state, cancel: { status: 'closed' } } : state,
    cancelConfirmed: (state) =>
      state.cancel.status === 'confirming'
        ? { ...state, cancel: { status: 'cancelling', change: state.cancel.change } }
        : state,
    cancelDone: (state) =>
      state.cancel.status === 'cancelling' ? { ...state, cancel: { status: 'closed' } } : state,
    cancelFailed: (state) =>
      state.cancel.status === 'cancelling'
        ? { ...state, cancel: { status: 'confirming', change: state.cancel.change, failed: true } }
        : state,
  },
  selectors: {
    selectScheduleDialog: (state) => state.schedule,
    selectCancelDialog: (state) => state.cancel,
  },
});

export const {
  scheduleOpened,
  scheduleClosed,
  scheduleSubmitted,
  scheduleSaved,
  scheduleRefused,
  cancelAsked,
  cancelDismissed,
  cancelConfirmed,
  cancelDone,
  cancelFailed,
} = priceDialogsSlice.actions;

export const priceDialogsReducer = priceDialogsSlice.reducer;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof priceDialogsSlice> {}
}

export const { selectScheduleDialog, selectCancelDialog } =
  priceDialogsSlice.injectInto(rootReducer).selectors;
