import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Checkout, CheckoutMethod, CheckoutState } from '@contract/checkout';
import { rootReducer } from '../../app/store';
import * as events from './checkoutEvents';

export type ShownMethod = Exclude<CheckoutMethod, 'card'>;

/**
 * /payment's checkout of the pending order, for a signed-in merchant, as a state machine. The
 * checkout itself (its status, QR payload, expiry) is the server's and lives in the API cache;
 * this is where the page is in paying it:
 * - `closed`: the page is not open (or a visitor's sample page: nothing to pay);
 * - `loading`: opened, the server's state is on its way;
 * - `choosing`: a method is chosen and nothing is under way (the card form; or a wallet or
 *   transfer whose checkout could not be made, with the reason);
 * - `creating`: a checkout by that method is being made (the old one is voided by the server);
 * - `showing`: a wallet QR or a bank transfer is on screen, with what is under way on it;
 * - `charging`: the card form charges the order (intent, then process);
 * - `redirecting`: off to the provider's hosted card page;
 * - `paid`: the order is paid (the page is going to the dashboard).
 */
export type CheckoutPageState =
  | { status: 'closed' }
  | { status: 'loading' }
  | {
      status: 'choosing';
      method: CheckoutMethod;
      error: string | null;
      /** The card's payment intent key, kept between attempts (a decline keeps the intent). */
      intentKey: string | null;
    }
  | { status: 'creating'; method: CheckoutMethod }
  | {
      status: 'showing';
      method: ShownMethod;
      reference: string;
      busy: 'confirming' | 'sending' | null;
      /** 'Confirm Payment' has answered: the page says what the server said. */
      confirmed: boolean;
      error: string | null;
      /** The transaction id's own refusal (the server's 422 on `transaction_id`). */
      transactionIdError: string | null;
      /** The form shows again over a transfer awaiting review ('Send again'). */
      resending: boolean;
      copied: boolean;
    }
  | { status: 'charging'; intentKey: string }
  | { status: 'redirecting'; url: string }
  | { status: 'paid'; receipt: string | null };

export const initialCheckoutPageState: CheckoutPageState = { status: 'closed' };

const choosing = (
  method: CheckoutMethod,
  error: string | null = null,
  intentKey: string | null = null,
): CheckoutPageState => ({ status: 'choosing', method, error, intentKey });

const showing = (checkout: Checkout): CheckoutPageState =>
  checkout.method === 'card'
    ? choosing('card')
    : {
        status: 'showing',
        method: checkout.method,
        reference: checkout.reference,
        busy: null,
        confirmed: false,
        error: null,
        transactionIdError: null,
        resending: false,
        copied: false,
      };

/** Where a page opened again starts: where the checkout was left. */
export function restoredState(state: CheckoutState): CheckoutPageState {
  const { checkout, methods } = state;
  if (checkout?.status === 'succeeded') {
    return { status: 'paid', receipt: checkout.receipt_number };
  }
  if (checkout && checkout.method !== 'card' && checkout.status !== 'voided') {
    return showing(checkout);
  }
  // The card first, as the page always offered it; else the provider's first method.
  return choosing(methods.includes('card') ? 'card' : (methods[0] ?? 'card'));
}

/** A checkout the server sent (live, or read again) while the page is in `state`. */
function changed(state: CheckoutPageState, checkout: Checkout): CheckoutPageState {
  if (state.status === 'closed' || state.status === 'loading' || state.status === 'paid') {
    return state;
  }
  if (checkout.status === 'succeeded') {
    return { status: 'paid', receipt: checkout.receipt_number };
  }
  // A new checkout of the method on screen (made in another tab): it is the one shown now.
  if (
    state.status === 'showing' &&
    checkout.method === state.method &&
    checkout.reference !== state.reference &&
    (checkout.status === 'pending' || checkout.status === 'awaiting_review')
  ) {
    return showing(checkout);
  }
  return state;
}

export const checkoutPageSlice = createSlice({
  name: 'checkoutPage',
  initialState: initialCheckoutPageState as CheckoutPageState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(events.checkoutPageOpened, (): CheckoutPageState => ({ status: 'loading' }))
      .addCase(events.checkoutPageLeft, (): CheckoutPageState => initialCheckoutPageState)
      .addCase(events.checkoutStateReceived, (state, { payload }) => {
        if (state.status === 'loading') {
          return payload.order === null ? initialCheckoutPageState : restoredState(payload);
        }
        return payload.checkout ? changed(state, payload.checkout) : state;
      })
      .addCase(events.paymentEventArrived, (state, { payload }) => changed(state, payload))
      .addCase(events.checkoutMethodChosen, (state, { payload: method }) => {
        if (state.status !== 'choosing' && state.status !== 'showing') return state;
        if (state.status === 'choosing' && state.method === method) return state;
        if (state.status === 'showing' && state.method === method) return state;
        if (method === 'card') return choosing('card');
        return { status: 'creating', method };
      })
      .addCase(events.newCheckoutRequested, (state) => {
        if (state.status === 'showing' && state.busy === null) {
          return { status: 'creating', method: state.method };
        }
        if (state.status === 'choosing') return { status: 'creating', method: state.method };
        return state;
      })
      .addCase(events.checkoutReused, (state, { payload }) =>
        state.status === 'creating' && payload.method === state.method ? showing(payload) : state,
      )
      .addCase(events.checkoutCreated, (state, { payload }) => {
        if (state.status !== 'creating' || payload.method !== state.method) return state;
        if (payload.status === 'succeeded') {
          return { status: 'paid', receipt: payload.receipt_number };
        }
        if (payload.method === 'card') {
          return payload.redirect_url
            ? { status: 'redirecting', url: payload.redirect_url }
            : choosing('card');
        }
        return showing(payload);
      })
      .addCase(events.checkoutCreateFailed, (state, { payload }) =>
        state.status === 'creating' ? choosing(state.method, payload) : state,
      )
      .addCase(events.confirmClicked, (state) =>
        state.status === 'showing' && state.busy === null
          ? { ...state, busy: 'confirming', confirmed: false, error: null }
          : state,
      )
      .addCase(events.confirmAnswered, (state, { payload }) => {
        if (state.status !== 'showing' || state.busy !== 'confirming') return state;
        if (payload.status === 'succeeded') {
          return { status: 'paid', receipt: payload.receipt_number };
        }
        return { ...state, busy: null, confirmed: true };
      })
      .addCase(events.confirmFailed, (state, { payload }) =>
        state.status === 'showing' && state.busy === 'confirming'
          ? { ...state, busy: null, error: payload }
          : state,
      )
      .addCase(events.transferSendStarted, (state) =>
        state.status === 'showing' && state.method === 'bank_transfer' && state.busy === null
          ? { ...state, busy: 'sending', error: null, transactionIdError: null }
          : state,
      )
      .addCase(events.transferSent, (state) =>
        state.status === 'showing' && state.busy === 'sending'
          ? { ...state, busy: null, resending: false }
          : state,
      )
      .addCase(events.transferSendFailed, (state, { payload }) =>
        state.status === 'showing' && state.busy === 'sending'
          ? {
              ...state,
              busy: null,
              error: payload.message,
              transactionIdError: payload.transactionIdError,
            }
          : state,
      )
      .addCase(events.sendAgainClicked, (state) =>
        state.status === 'showing' && state.method === 'bank_transfer' && state.busy === null
          ? { ...state, resending: true }
          : state,
      )
      .addCase(events.referenceCopied, (state) =>
        state.status === 'showing' ? { ...state, copied: true } : state,
      )
      .addCase(events.cardChargeStarted, (state, { payload }) =>
        state.status === 'choosing' && state.method === 'card'
          ? { status: 'charging', intentKey: state.intentKey ?? payload.intentKey }
          : state,
      )
      .addCase(events.cardChargeFailed, (state, { payload }) =>
        state.status === 'charging'
          ? choosing('card', payload.message, payload.renewIntent ? null : state.intentKey)
          : state,
      )
      .addCase(events.cardCharged, (state) =>
        state.status === 'charging' ? { status: 'paid', receipt: null } : state,
      );
  },
  selectors: {
    selectCheckoutPage: (state) => state,
    /** The method the radio group shows. */
    selectChosenMethod: (state): CheckoutMethod | null => {
      switch (state.status) {
        case 'choosing':
        case 'creating':
        case 'showing':
          return state.method;
        case 'charging':
        case 'redirecting':
          return 'card';
        default:
          return null;
      }
    },
  },
});

export const checkoutPageReducer = checkoutPageSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof checkoutPageSlice> {}
}

export const { selectCheckoutPage, selectChosenMethod } =
  checkoutPageSlice.injectInto(rootReducer).selectors;
