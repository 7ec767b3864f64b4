import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ContactField } from './validation';
import { rootReducer } from '../../../app/store';

/** Why the last sending failed: a line for the whole form, and the server's words per field. */
export interface ContactError {
  message: string;
  fields: Partial<Record<ContactField, string>>;
}

/**
 * The Contact Us form as a state machine: editing → sending → sent | failed, and from sent or
 * failed back to sending. What is typed stays in the form (it is kept on failure and cleared
 * after each success); `sentCount` tells the form that a message went, so it can clear itself.
 */
export type ContactRequestState =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; error: ContactError };

export interface ContactState {
  request: ContactRequestState;
  sentCount: number;
}

export const initialContactState: ContactState = { request: { status: 'editing' }, sentCount: 0 };

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    /** A valid form went to the server. */
    submitted: (state) => {
      if (state.request.status !== 'sending') state.request = { status: 'sending' };
    },
    /** The server stored the message. */
    sent: (state) => {
      if (state.request.status !== 'sending') return;
      state.request = { status: 'sent' };
      state.sentCount += 1;
    },
    /** The server (or the network) said no. */
    failed: (state, action: PayloadAction<ContactError>) => {
      if (state.request.status === 'sending') {
        state.request = { status: 'failed', error: action.payload };
      }
    },
    /** The form left the page: a fresh form, with no old status, next time. */
    formLeft: (state) => (state.request.status === 'editing' ? state : initialContactState),
  },
  selectors: {
    selectContactRequest: (state): ContactRequestState => state.request,
    selectContactSentCount: (state): number => state.sentCount,
    selectIsContactSending: (state): boolean => state.request.status === 'sending',
  },
});

export const {
  submitted: contactSubmitted,
  sent: contactSent,
  failed: contactFailed,
  formLeft: contactFormLeft,
} = contactSlice.actions;
export const contactReducer = contactSlice.reducer;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

export const { selectContactRequest, selectContactSentCount, selectIsContactSending } =
  contactSlice.injectInto(rootReducer).selectors;
