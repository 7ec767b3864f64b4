import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  DEFAULT_DURATION_INDEX,
  DURATIONS,
  clampAmount,
  clampPercent,
  clampQuantity,
  type SelectedAddon,
} from './pricing';
import { rootReducer } from '../../app/store';
import { unauthorized } from '../../api/events';

/**
 * The plan checkout, a state machine:
 * idle → checking → termsRequired | needsLogin | failed | addingPlan → addingAddons → done,
 * and addingPlan / addingAddons → needsLogin | failed. The listener drives it after
 * checkoutRequested; termsRequired carries whether its modal is still open.
 */
export type Checkout =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'termsRequired'; modalOpen: boolean }
  | { status: 'needsLogin' }
  | { status: 'addingPlan' }
  | { status: 'addingAddons' }
  | { status: 'done' }
  | { status: 'failed'; message: string };

export type CheckoutStatus = Checkout['status'];

/**
 * What the merchant has chosen on the plans page. It lives in the store, so it survives a visit to
 * an add-on's page and back. Durations and plans are indexes (0 = 3 months, 1 = 6 months default,
 * 2 = 12 months; plan 0 default); the plan key is the selected plan's lowercase name.
 */
export interface PlanSelectionState {
  durationIndex: number;
  planIndex: number;
  planKey: string | null;
  addons: SelectedAddon[];
  /** 0 to 20, whole numbers; never both discounts at once. */
  percentDiscount: number;
  /** 0 to 10,000,000, in steps of 1,000 MMK. */
  amountDiscount: number;
  termsAccepted: boolean;
  checkout: Checkout;
}

export const initialPlanSelectionState: PlanSelectionState = {
  durationIndex: DEFAULT_DURATION_INDEX,
  planIndex: 0,
  planKey: null,
  addons: [],
  percentDiscount: 0,
  amountDiscount: 0,
  termsAccepted: false,
  checkout: { status: 'idle' },
};

const BUSY: ReadonlySet<CheckoutStatus> = new Set(['checking', 'addingPlan', 'addingAddons']);

/** A checkout is on its way: the choices are locked until it ends. */
export const isCheckoutBusy = (checkout: Checkout): boolean => BUSY.has(checkout.status);

type State = PlanSelectionState;

const findAddon = (state: State, name: string) => state.addons.find((a) => a.name === name);

/** Adds the add-on with quantity 1 unless it is already selected. */
function addAddon(state: State, action: PayloadAction<string>) {
  if (isCheckoutBusy(state.checkout) || findAddon(state, action.payload)) return;
  state.addons.push({ name: action.payload, quantity: 1 });
}

function setQuantity(state: State, name: string, quantity: number) {
  const addon = findAddon(state, name);
  if (!addon || isCheckoutBusy(state.checkout)) return;
  const next = clampQuantity(quantity);
  if (next !== addon.quantity) addon.quantity = next;
}

/** A checkout on its way stops: the merchant must register or log in first. */
function needLogin(state: State) {
  if (isCheckoutBusy(state.checkout)) state.checkout = { status: 'needsLogin' };
}

export const planSelectionSlice = createSlice({
  name: 'planSelection',
  initialState: initialPlanSelectionState,
  reducers: {
    /** A duration toggle was chosen: 0, 1 or 2. */
    durationSelected: (state, action: PayloadAction<number>) => {
      const index = action.payload;
      if (isCheckoutBusy(state.checkout) || DURATIONS[index] === undefined) return;
      state.durationIndex = index;
    },
    /** A plan card was clicked: its position and name. */
    planSelected: (state, action: PayloadAction<{ index: number; name: string }>) => {
      const { index, name } = action.payload;
      const key = name.toLowerCase();
      if (isCheckoutBusy(state.checkout) || !Number.isInteger(index) || index < 0) return;
      if (state.planIndex === index && state.planKey === key) return;
      state.planIndex = index;
      state.planKey = key;
    },
    /** The plans arrived: without a choice yet, the key follows the default position. */
    plansLoaded: (state, action: PayloadAction<string[]>) => {
      const name = action.payload[state.planIndex];
      if (state.planKey === null && name !== undefined) state.planKey = name.toLowerCase();
    },
    /** An add-on was ticked or its tile's Add pressed: selected with quantity 1. */
    addonAdded: addAddon,
    /** Another page asked for this add-on (a feature page's call to action). */
    addonRequested: addAddon,
    addonRemoved: (state, action: PayloadAction<string>) => {
      if (isCheckoutBusy(state.checkout) || !findAddon(state, action.payload)) return;
      state.addons = state.addons.filter((a) => a.name !== action.payload);
    },
    /** Stops at the most one order may hold (99). */
    addonIncremented: (state, action: PayloadAction<string>) => {
      const addon = findAddon(state, action.payload);
      if (addon) setQuantity(state, action.payload, addon.quantity + 1);
    },
    /** Stops at 1. */
    addonDecremented: (state, action: PayloadAction<string>) => {
      const addon = findAddon(state, action.payload);
      if (addon) setQuantity(state, action.payload, addon.quantity - 1);
    },
    /**
     * A quantity was typed: whole numbers from 1 to 99 (more becomes 99, less 1); what is not a
     * number changes nothing.
     */
    addonQuantityEntered: (state, action: PayloadAction<{ name: string; quantity: number }>) => {
      if (Number.isFinite(action.payload.quantity)) {
        setQuantity(state, action.payload.name, action.payload.quantity);
      }
    },
    /** 0 to 20 in whole steps; a change resets the amount discount to 0. */
    percentDiscountChanged: (state, action: PayloadAction<number>) => {
      const value = clampPercent(action.payload);
      if (isCheckoutBusy(state.checkout) || value === state.percentDiscount) return;
      state.percentDiscount = value;
      state.amountDiscount = 0;
    },
    /** 0 to 10,000,000 in steps of 1,000; a change resets the percentage discount to 0. */
    amountDiscountChanged: (state, action: PayloadAction<number>) => {
      const value = clampAmount(action.payload);
      if (isCheckoutBusy(state.checkout) || value === state.amountDiscount) return;
      state.amountDiscount = value;
      state.percentDiscount = 0;
    },
    /** The terms checkbox; ticking it clears the terms error. */
    termsAcceptanceChanged: (state, action: PayloadAction<boolean>) => {
      if (isCheckoutBusy(state.checkout) || state.termsAccepted === action.payload) return;
      state.termsAccepted = action.payload;
      if (action.payload && state.checkout.status === 'termsRequired') {
        state.checkout = { status: 'idle' };
      }
    },
    /** OK on the 'Terms Not Accepted' modal; the inline message stays until the box is ticked. */
    termsModalDismissed: (state) => {
      if (state.checkout.status === 'termsRequired' && state.checkout.modalOpen) {
        state.checkout = { status: 'termsRequired', modalOpen: false };
      }
    },
    /** Continue or Process Payment. */
    checkoutRequested: (state) => {
      if (!isCheckoutBusy(state.checkout)) state.checkout = { status: 'checking' };
    },
    checkoutNeededTerms: (state) => {
      if (state.checkout.status === 'checking') {
        state.checkout = { status: 'termsRequired', modalOpen: true };
      }
    },
    /** No token: the merchant must register or log in first. */
    checkoutNeededLogin: needLogin,
    /** Terms, session, merchant and duration are in order: the plan is being added. */
    checkoutValidated: (state) => {
      if (state.checkout.status === 'checking') state.checkout = { status: 'addingPlan' };
    },
    planAdded: (state) => {
      if (state.checkout.status === 'addingPlan') state.checkout = { status: 'addingAddons' };
    },
    addonsAdded: (state) => {
      if (state.checkout.status === 'addingAddons') state.checkout = { status: 'done' };
    },
    checkoutFailed: (state, action: PayloadAction<string>) => {
      if (isCheckoutBusy(state.checkout)) {
        state.checkout = { status: 'failed', message: action.payload };
      }
    },
    /** The plans page was left: the choices stay, a finished checkout's outcome does not. */
    pricePageLeft: (state) => {
      if (state.checkout.status !== 'idle' && !isCheckoutBusy(state.checkout)) {
        state.checkout = { status: 'idle' };
      }
    },
  },
  extraReducers: (builder) => {
    // The server refused the token (any call answering 401) while the checkout was on its way.
    builder.addCase(unauthorized, needLogin);
  },
  selectors: {
    selectPlanSelection: (state) => state,
    selectCheckout: (state): Checkout => state.checkout,
    selectIsCheckoutBusy: (state): boolean => isCheckoutBusy(state.checkout),
    /** The chosen duration in months; an index out of range gives undefined (the listener says so). */
    selectDurationMonths: (state): 3 | 6 | 12 | undefined => DURATIONS[state.durationIndex],
    /** The inline 'Please accept the terms before continuing' is shown. */
    selectShowsTermsError: (state): boolean => state.checkout.status === 'termsRequired',
    selectIsTermsModalOpen: (state): boolean => {
      const checkout = state.checkout;
      return checkout.status === 'termsRequired' && checkout.modalOpen;
    },
  },
});

export const {
  durationSelected,
  planSelected,
  plansLoaded,
  addonAdded,
  addonRequested,
  addonRemoved,
  addonIncremented,
  addonDecremented,
  addonQuantityEntered,
  percentDiscountChanged,
  amountDiscountChanged,
  termsAcceptanceChanged,
  termsModalDismissed,
  checkoutRequested,
  checkoutNeededTerms,
  checkoutNeededLogin,
  checkoutValidated,
  planAdded,
  addonsAdded,
  checkoutFailed,
  pricePageLeft,
} = planSelectionSlice.actions;
export const planSelectionReducer = planSelectionSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof planSelectionSlice> {}
}

export const {
  selectPlanSelection,
  selectCheckout,
  selectIsCheckoutBusy,
  selectDurationMonths,
  selectShowsTermsError,
  selectIsTermsModalOpen,
} = planSelectionSlice.injectInto(rootReducer).selectors;
