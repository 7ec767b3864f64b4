import { createSlice, type WithSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { BillingInformationRequest } from '@contract';
import { unauthorized } from '../../api/events';
import type { PaymentFailure } from './paymentOutcome';
import type { CardFieldErrors } from './validation';
import { rootReducer } from '../../app/store';

/**
 * One submission of the shop form: its idempotency key and the shop details it was made for.
 * Submitting the same details again (a retry after a declined card or a lost answer) reuses the
 * key, so the server answers the same intent; other details make a new key. Nothing of the card
 * is here: the card goes from the form to the process call only.
 */
export interface Attempt {
  idempotencyKey: string;
  billing: BillingInformationRequest;
  /** The billing information of this attempt was saved: a retry does not send it again. */
  billingSaved: boolean;
  /** The server can no longer pay this key's intent: the next submission takes a new key. */
  renewKey?: boolean;
  /**
   * What the intent is for (currency and minor units, 'MMK:6679400'), when it is an order's price:
   * another price (a partner code applied since) needs another intent, so another key.
   */
  charge?: string;
}

/**
 * The shop payment page as a state machine:
 * idle → loadingLists → editing → savingBilling → creatingIntent → processing → succeeded;
 * a failure goes to `failed` (the form again, with an alert) or to `sessionExpired`.
 */
export type PaymentState =
  | { status: 'idle' }
  | { status: 'loadingLists' }
  | { status: 'editing'; attempt: Attempt | null; fieldErrors: CardFieldErrors }
  | { status: 'savingBilling'; attempt: Attempt }
  | { status: 'creatingIntent'; attempt: Attempt }
  | { status: 'processing'; attempt: Attempt; intentId: string }
  | { status: 'succeeded' }
  | { status: 'failed'; attempt: Attempt; error: string }
  | { status: 'sessionExpired' };

export const initialPaymentState: PaymentState = { status: 'idle' };

export type BusyStatus = 'savingBilling' | 'creatingIntent' | 'processing';
const BUSY: ReadonlySet<PaymentState['status']> = new Set<BusyStatus>([
  'savingBilling',
  'creatingIntent',
  'processing',
]);
export const isBusy = (state: PaymentState): boolean => BUSY.has(state.status);
const canSubmit = (
  state: PaymentState,
): state is Extract<PaymentState, { status: 'editing' | 'failed' }> =>
  state.status === 'editing' || state.status === 'failed';

const sameBilling = (a: BillingInformationRequest, b: BillingInformationRequest): boolean =>
  a.shop_name === b.shop_name &&
  a.address === b.address &&
  a.township === b.township &&
  a.category_id === b.category_id &&
  a.phone === b.phone &&
  a.email === b.email;

export interface SubmittedPayload {
  billing: BillingInformationRequest;
  /** What will be charged (see `Attempt.charge`); absent for the shop fee. */
  charge?: string;
  /** A new idempotency key, used only when the details differ from the last attempt's. */
  freshKey: string;
}

export interface ValidationFailedPayload {
  alert: string | null;
  fieldErrors: CardFieldErrors;
}

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState as PaymentState,
  reducers: {
    /** /billing was opened: the category and township lists load. A payment under way goes on. */
    pageOpened: (state): PaymentState => (isBusy(state) ? state : { status: 'loadingLists' }),
    /** Both lists answered (a failure other than 401 leaves a list empty, as specified). */
    listsLoaded: (state): PaymentState =>
      state.status === 'loadingLists'
        ? { status: 'editing', attempt: null, fieldErrors: {} }
        : state,
    /** The form was submitted with a field missing or malformed: nothing is sent. */
    validationFailed: (state, action: PayloadAction<ValidationFailedPayload>): PaymentState =>
      canSubmit(state)
        ? {
            status: 'editing',
            attempt: state.attempt,
            fieldErrors: action.payload.fieldErrors,
          }
        : state,
    /** 'Complete Registration' with a valid form: a double click finds the page busy. */
    submitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload>): PaymentState => {
        if (!canSubmit(state)) return state;
        const { billing, freshKey, charge } = action.payload;
        const previous = state.attempt;
        const same = previous !== null && sameBilling(previous.billing, billing);
        const attempt: Attempt =
          same && !previous.renewKey && previous.charge === charge
            ? previous
            : {
                idempotencyKey: freshKey,
                billing,
                billingSaved: same && previous.billingSaved,
                ...(charge === undefined ? {} : { charge }),
              };
        return attempt.billingSaved
          ? { status: 'creatingIntent', attempt }
          : { status: 'savingBilling', attempt };
      },
      prepare: (billing: BillingInformationRequest, charge?: string) => ({
        payload: { billing, freshKey: nanoid(), ...(charge === undefined ? {} : { charge }) },
      }),
    },
    /** addBillingInformation answered: on to the payment intent. */
    billingSaved: (state): PaymentState =>
      state.status === 'savingBilling'
        ? { status: 'creatingIntent', attempt: { ...state.attempt, billingSaved: true } }
        : state,
    /** Step 1 done: the intent's id, for step 2. */
    intentCreated: (state, action: PayloadAction<string>): PaymentState =>
      state.status === 'creatingIntent'
        ? { status: 'processing', attempt: state.attempt, intentId: action.payload }
        : state,
    /** Step 2 answered success: true. The thunk alerts and goes to /dashboard. */
    succeeded: (state): PaymentState =>
      state.status === 'processing' ? { status: 'succeeded' } : state,
    /** A step failed: the form again, or the session-expired screen. */
    failed: (state, action: PayloadAction<PaymentFailure>): PaymentState => {
      if (
        state.status !== 'savingBilling' &&
        state.status !== 'creatingIntent' &&
        state.status !== 'processing'
      ) {
        return state;
      }
      const failure = action.payload;
      return failure.kind === 'sessionExpired'
        ? { status: 'sessionExpired' }
        : {
            status: 'failed',
            attempt: failure.renewIntent ? { ...state.attempt, renewKey: true } : state.attempt,
            error: failure.alert,
          };
    },
    /** The merchant left /billing. A payment under way finishes (and is announced) first. */
    pageLeft: (state): PaymentState =>
      isBusy(state) || state.status === 'idle' ? state : initialPaymentState,
  },
  extraReducers: (builder) => {
    // Any 401 while the page is open replaces it with the session-expired screen.
    builder.addCase(unauthorized, (state): PaymentState =>
      state.status === 'idle' || state.status === 'succeeded'
        ? state
        : { status: 'sessionExpired' },
    );
  },
  selectors: {
    selectPayment: (state) => state,
    selectPaymentStatus: (state): PaymentState['status'] => state.status,
    /** Both buttons are disabled and read 'Processing...'. */
    selectIsPaymentBusy: (state): boolean => isBusy(state),
    selectIsLoadingLists: (state): boolean => state.status === 'loadingLists',
    selectCardFieldErrors: (payment): CardFieldErrors => {
      return payment.status === 'editing' ? payment.fieldErrors : NO_ERRORS;
    },
    selectPaymentError: (payment): string | null => {
      return payment.status === 'failed' ? payment.error : null;
    },
    selectIsSessionExpired: (state): boolean => state.status === 'sessionExpired',
  },
});

export const {
  pageOpened: billingPageOpened,
  listsLoaded: billingListsLoaded,
  validationFailed: billingValidationFailed,
  submitted: paymentSubmitted,
  billingSaved: billingInformationSaved,
  intentCreated: paymentIntentCreated,
  succeeded: paymentSucceeded,
  failed: paymentFailed,
  pageLeft: billingPageLeft,
} = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

export const {
  selectPayment,
  selectPaymentStatus,
  selectIsPaymentBusy,
  selectIsLoadingLists,
  selectCardFieldErrors,
  selectPaymentError,
  selectIsSessionExpired,
} = paymentSlice.injectInto(rootReducer).selectors;

const NO_ERRORS: CardFieldErrors = {};
