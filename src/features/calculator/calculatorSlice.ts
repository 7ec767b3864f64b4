import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CalculatorAddon } from '@contract';
import {
  applyDecrement,
  applyIncrement,
  applyQuantity,
  applyRowToggle,
  applySelectAll,
  calculateTotals,
  isAllSelected,
  parsePercent,
  parseQuantity,
  sizeQuantities,
  type CalculatorTotals,
  type PackageName,
} from './pricing';
import { calculatorLauncherLeft } from './launcher';
import { rootReducer } from '../../app/store';

/** The currency toggle: it names the currency shown and changes no number. */
export const CURRENCIES = ['USD', 'local'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The payment plan, in months: it changes no number either. */
export const PAYMENT_PLANS = [3, 6, 12] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/** What the visitor has chosen; kept while the popup is closed, so a reopening finds it again. */
export interface CalculatorChoices {
  currency: Currency;
  paymentPlan: PaymentPlan;
  packageName: PackageName;
  /** One per add-on, by position; sized to the add-ons when they load. */
  quantities: number[];
  discountOn: boolean;
  discountPercent: number;
}

/**
 * The popup as a state machine: closed, loading plans and add-ons, ready with the add-ons, or
 * failed with the message. The choices ride along in every state.
 */
export type CalculatorState =
  | ({ status: 'closed' } & CalculatorChoices)
  | ({ status: 'loading' } & CalculatorChoices)
  | ({ status: 'ready'; addons: CalculatorAddon[] } & CalculatorChoices)
  | ({ status: 'failed'; message: string } & CalculatorChoices);

export type CalculatorStatus = CalculatorState['status'];

type ReadyState = Extract<CalculatorState, { status: 'ready' }>;

export const initialChoices: CalculatorChoices = {
  currency: 'USD',
  paymentPlan: 6,
  packageName: 'Premium',
  quantities: [],
  discountOn: true,
  discountPercent: 5,
};

export const initialCalculatorState: CalculatorState = { status: 'closed', ...initialChoices };

/** The choices of a state, without its status and status data. */
function choicesOf(state: CalculatorState): CalculatorChoices {
  const { currency, paymentPlan, packageName, quantities, discountOn, discountPercent } = state;
  return { currency, paymentPlan, packageName, quantities, discountOn, discountPercent };
}

/** A transition that applies only while the form is shown; anywhere else it changes nothing. */
function whenReady<P>(change: (state: ReadyState, payload: P) => CalculatorState) {
  return (state: CalculatorState, action: PayloadAction<P>): CalculatorState =>
    state.status === 'ready' ? change(state, action.payload) : state;
}

/** Keeps the very same state when a change would change nothing. */
function withQuantities(state: ReadyState, quantities: number[]): CalculatorState {
  const same =
    quantities.length === state.quantities.length &&
    quantities.every((q, i) => q === state.quantities[i]);
  return same ? state : { ...state, quantities };
}

/** The popup closes; the choices stay for the next opening. */
const close = (state: CalculatorState): CalculatorState =>
  state.status === 'closed' ? state : { status: 'closed', ...choicesOf(state) };

export const calculatorSlice = createSlice({
  name: 'calculator',
  initialState: initialCalculatorState as CalculatorState,
  reducers: {
    /** The floating button was pressed: the listener loads plans and add-ons in parallel. */
    opened: (state): CalculatorState =>
      state.status === 'closed' ? { status: 'loading', ...choicesOf(state) } : state,
    /** Escape, a click outside, or the close icon. */
    closed: close,
    /** 'Confirm' closes the popup, keeping what was chosen. */
    confirmed: (state): CalculatorState =>
      state.status === 'ready' ? { status: 'closed', ...choicesOf(state) } : state,
    /** Both calls answered: the quantities are sized to the add-ons. */
    loaded: (state, action: PayloadAction<{ addons: CalculatorAddon[] }>): CalculatorState =>
      state.status === 'loading'
        ? {
            ...choicesOf(state),
            status: 'ready',
            addons: action.payload.addons,
            quantities: sizeQuantities(state.quantities, action.payload.addons.length),
          }
        : state,
    /** A call failed: its message replaces the form. */
    loadFailed: (state, action: PayloadAction<{ message: string }>): CalculatorState =>
      state.status === 'loading'
        ? { status: 'failed', message: action.payload.message, ...choicesOf(state) }
        : state,

    currencyChanged: whenReady<Currency>((state, currency) =>
      state.currency === currency ? state : { ...state, currency },
    ),
    paymentPlanChanged: whenReady<PaymentPlan>((state, paymentPlan) =>
      state.paymentPlan === paymentPlan ? state : { ...state, paymentPlan },
    ),
    packageChanged: whenReady<PackageName>((state, packageName) =>
      state.packageName === packageName ? state : { ...state, packageName },
    ),
    /** The quantity box was edited: anything non-numeric becomes 0. */
    quantityChanged: whenReady<{ index: number; value: string }>((state, { index, value }) =>
      withQuantities(state, applyQuantity(state.quantities, index, parseQuantity(value))),
    ),
    quantityIncremented: whenReady<number>((state, index) =>
      withQuantities(state, applyIncrement(state.quantities, index)),
    ),
    /** The minus button never goes below 0. */
    quantityDecremented: whenReady<number>((state, index) =>
      withQuantities(state, applyDecrement(state.quantities, index)),
    ),
    rowToggled: whenReady<{ index: number; checked: boolean }>((state, { index, checked }) =>
      withQuantities(state, applyRowToggle(state.quantities, index, checked)),
    ),
    selectAllToggled: whenReady<boolean>((state, checked) =>
      withQuantities(state, applySelectAll(state.quantities, checked)),
    ),
    discountToggled: whenReady<boolean>((state, discountOn) =>
      state.discountOn === discountOn ? state : { ...state, discountOn },
    ),
    /** The percent box is disabled while the discount is off: nothing changes then. */
    discountPercentChanged: whenReady<string>((state, value) => {
      const discountPercent = parsePercent(value);
      return !state.discountOn || state.discountPercent === discountPercent
        ? state
        : { ...state, discountPercent };
    }),
  },
  extraReducers: (builder) => {
    /** Leaving the page that shows the button (e.g. with Back) closes the popup with it. */
    builder.addCase(calculatorLauncherLeft, close);
  },
  selectors: {
    selectCalculator: (state) => state,
    selectCalculatorStatus: (state): CalculatorStatus => state.status,
    /** Select-all shows checked when every add-on but the seventh is above 0. */
    selectIsAllSelected: (calculator): boolean => {
      return calculator.status === 'ready' && isAllSelected(calculator.quantities);
    },
  },
});

export const {
  opened,
  closed,
  confirmed,
  loaded,
  loadFailed,
  currencyChanged,
  paymentPlanChanged,
  packageChanged,
  quantityChanged,
  quantityIncremented,
  quantityDecremented,
  rowToggled,
  selectAllToggled,
  discountToggled,
  discountPercentChanged,
} = calculatorSlice.actions;

export const calculatorReducer = calculatorSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof calculatorSlice> {}
}

export const { selectCalculator, selectCalculatorStatus, selectIsAllSelected } =
  calculatorSlice.injectInto(rootReducer).selectors;

/** Subtotal, tax, discount, total and lines while the form is shown; null otherwise. */
export const selectCalculatorTotals = createSelector(
  [selectCalculator],
  (calculator): CalculatorTotals | null =>
    calculator.status === 'ready'
      ? calculateTotals({
          packageName: calculator.packageName,
          addons: calculator.addons,
          quantities: calculator.quantities,
          discountOn: calculator.discountOn,
          discountPercent: calculator.discountPercent,
        })
      : null,
);
