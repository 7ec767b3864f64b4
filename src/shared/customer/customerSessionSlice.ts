import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Customer } from '@contract/orders';
import { customerUnauthorized } from './customerEvents';
import { rootReducer } from '../../app/store';
import { loadCustomerSession, toStoredCustomer } from '../../persist/customerStorage';

/**
 * The shopper's session: signed in with their phone and a one-time code, apart from the
 * merchant's session (each has its own token and keys; either signs out alone). It arrives with
 * the customer pages and the store page, and starts from what the customer keys hold.
 */
export type CustomerSessionState =
  { status: 'signedOut' } | { status: 'signedIn'; token: string; customer: Customer };

export interface CustomerSignedInPayload {
  token: string;
  customer: Customer;
}

const signedOut: CustomerSessionState = { status: 'signedOut' };

/** The session the customer keys hold (read when the slice is injected, and by its selectors until then). */
export function storedCustomerSession(): CustomerSessionState {
  const stored = loadCustomerSession();
  return stored
    ? { status: 'signedIn', token: stored.token, customer: stored.customer }
    : signedOut;
}

export const customerSessionSlice = createSlice({
  name: 'customerSession',
  initialState: storedCustomerSession,
  reducers: {
    /** The code was right: the server answered a token for this customer (a new one replaces any). */
    customerSignedIn: (_state, action: PayloadAction<CustomerSignedInPayload>) => {
      const customer = toStoredCustomer(action.payload.customer);
      return customer && action.payload.token !== ''
        ? ({ status: 'signedIn', token: action.payload.token, customer } as CustomerSessionState)
        : _state;
    },
    /** The server kept the customer's name (only the signed-in customer's own record counts). */
    customerNamed: (state, action: PayloadAction<Customer>): CustomerSessionState => {
      if (state.status !== 'signedIn' || state.customer.id !== action.payload.id) return state;
      const customer = toStoredCustomer(action.payload);
      return customer ? { ...state, customer } : state;
    },
    /** 'Sign out' (after the server has been told), or a token the server no longer takes. */
    customerSignedOut: (state): CustomerSessionState =>
      state.status === 'signedIn' ? signedOut : state,
  },
  extraReducers: (builder) => {
    builder.addCase(customerUnauthorized, (state): CustomerSessionState =>
      state.status === 'signedIn' ? signedOut : state,
    );
  },
  selectors: {
    selectCustomerSession: (state): CustomerSessionState => state,
    selectCustomerToken: (state): string | null =>
      state.status === 'signedIn' ? state.token : null,
    selectCustomer: (state): Customer | null =>
      state.status === 'signedIn' ? state.customer : null,
    selectCustomerSignedIn: (state): boolean => state.status === 'signedIn',
  },
});

export const { customerSignedIn, customerNamed, customerSignedOut } = customerSessionSlice.actions;
export const customerSessionReducer = customerSessionSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof customerSessionSlice> {}
}

export const {
  selectCustomerSession,
  selectCustomerToken,
  selectCustomer,
  selectCustomerSignedIn,
} = customerSessionSlice.injectInto(rootReducer).selectors;
