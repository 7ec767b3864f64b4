import type { UnknownAction } from '@reduxjs/toolkit';
import {
  addonAdded,
  addonDecremented,
  addonIncremented,
  addonQuantityEntered,
  addonRemoved,
  addonRequested,
  addonsAdded,
  amountDiscountChanged,
  checkoutFailed,
  checkoutNeededLogin,
  checkoutNeededTerms,
  checkoutRequested,
  checkoutValidated,
  durationSelected,
  initialPlanSelectionState,
  percentDiscountChanged,
  planAdded,
  planSelected,
  planSelectionReducer,
  plansLoaded,
  pricePageLeft,
  selectDurationMonths,
  selectIsCheckoutBusy,
  selectIsTermsModalOpen,
  selectShowsTermsError,
  termsAcceptanceChanged,
  termsModalDismissed,
  type Checkout,
  type PlanSelectionState,
} from './planSelectionSlice';
import { unauthorized } from '../../api/events';

const initial = initialPlanSelectionState;
const at = (checkout: Checkout, rest: Partial<PlanSelectionState> = {}): PlanSelectionState => ({
  ...initial,
  ...rest,
  checkout,
});
const withAddons = (...addons: Array<[string, number]>): PlanSelectionState => ({
  ...initial,
  addons: addons.map(([name, quantity]) => ({ name, quantity })),
});

const idle: Checkout = { status: 'idle' };
const checking: Checkout = { status: 'checking' };
const termsModal: Checkout = { status: 'termsRequired', modalOpen: true };
const termsInline: Checkout = { status: 'termsRequired', modalOpen: false };
const needsLogin: Checkout = { status: 'needsLogin' };
const addingPlan: Checkout = { status: 'addingPlan' };
const addingAddons: Checkout = { status: 'addingAddons' };
const done: Checkout = { status: 'done' };
const failed: Checkout = { status: 'failed', message: 'Database unavailable' };
const ALL: Checkout[] = [
  idle,
  checking,
  termsModal,
  termsInline,
  needsLogin,
  addingPlan,
  addingAddons,
  done,
  failed,
];
const BUSY: Checkout[] = [checking, addingPlan, addingAddons];
const AT_REST = ALL.filter((c) => !BUSY.includes(c));

const name = (c: Checkout) => ('modalOpen' in c ? `${c.status}(modal ${c.modalOpen})` : c.status);

describe('planSelection: the initial state', () => {
  it('is 6 months, the first plan with no key yet, no add-ons, no discounts, terms unticked, idle', () => {
    expect(planSelectionReducer(undefined, { type: '@@init' })).toEqual({
      durationIndex: 1,
      planIndex: 0,
      planKey: null,
      addons: [],
      percentDiscount: 0,
      amountDiscount: 0,
      termsAccepted: false,
      checkout: { status: 'idle' },
    });
    expect(selectDurationMonths({ planSelection: initial })).toBe(6);
  });
});

describe('planSelection: the checkout machine', () => {
  /** [from, event, to]: to === 'same' means the very same state object comes back. */
  const table: Array<[Checkout, UnknownAction, Checkout | 'same']> = [
    ...AT_REST.map((from): [Checkout, UnknownAction, Checkout] => [
      from,
      checkoutRequested(),
      checking,
    ]),
    ...BUSY.map((from): [Checkout, UnknownAction, 'same'] => [from, checkoutRequested(), 'same']),

    [checking, checkoutNeededTerms(), termsModal],
    ...ALL.filter((c) => c !== checking).map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      checkoutNeededTerms(),
      'same',
    ]),

    ...BUSY.map((from): [Checkout, UnknownAction, Checkout] => [
      from,
      checkoutNeededLogin(),
      needsLogin,
    ]),
    ...AT_REST.map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      checkoutNeededLogin(),
      'same',
    ]),
    // Any call answering 401 (announced by the API layer) while a checkout is on its way.
    ...BUSY.map((from): [Checkout, UnknownAction, Checkout] => [
      from,
      unauthorized({ endpoint: 'addPlan' }),
      needsLogin,
    ]),
    ...AT_REST.map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      unauthorized({ endpoint: 'logout' }),
      'same',
    ]),

    [checking, checkoutValidated(), addingPlan],
    ...ALL.filter((c) => c !== checking).map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      checkoutValidated(),
      'same',
    ]),

    [addingPlan, planAdded(), addingAddons],
    ...ALL.filter((c) => c !== addingPlan).map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      planAdded(),
      'same',
    ]),

    [addingAddons, addonsAdded(), done],
    ...ALL.filter((c) => c !== addingAddons).map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      addonsAdded(),
      'same',
    ]),

    ...BUSY.map((from): [Checkout, UnknownAction, Checkout] => [
      from,
      checkoutFailed('Database unavailable'),
      failed,
    ]),
    ...AT_REST.map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      checkoutFailed('x'),
      'same',
    ]),

    [termsModal, termsModalDismissed(), termsInline],
    ...ALL.filter((c) => c !== termsModal).map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      termsModalDismissed(),
      'same',
    ]),

    ...[termsModal, termsInline, needsLogin, done, failed].map(
      (from): [Checkout, UnknownAction, Checkout] => [from, pricePageLeft(), idle],
    ),
    ...[idle, ...BUSY].map((from): [Checkout, UnknownAction, 'same'] => [
      from,
      pricePageLeft(),
      'same',
    ]),
  ];

  it.each(
    table.map(
      ([from, event, to]) =>
        [name(from), event.type, to === 'same' ? 'same' : name(to), from, event, to] as const,
    ),
  )('%s + %s → %s', (_f, _e, _t, from, event, to) => {
    const state = at(from);
    const next = planSelectionReducer(state, event);
    if (to === 'same') expect(next).toBe(state);
    else expect(next).toEqual({ ...state, checkout: to });
  });

  it('reports busy while checking, adding the plan and adding the add-ons', () => {
    for (const checkout of ALL) {
      expect(selectIsCheckoutBusy({ planSelection: at(checkout) })).toBe(BUSY.includes(checkout));
    }
  });

  it('shows the inline terms message in termsRequired and the modal only until OK', () => {
    expect(selectShowsTermsError({ planSelection: at(termsModal) })).toBe(true);
    expect(selectIsTermsModalOpen({ planSelection: at(termsModal) })).toBe(true);
    expect(selectShowsTermsError({ planSelection: at(termsInline) })).toBe(true);
    expect(selectIsTermsModalOpen({ planSelection: at(termsInline) })).toBe(false);
    for (const checkout of ALL.filter((c) => c.status !== 'termsRequired')) {
      expect(selectShowsTermsError({ planSelection: at(checkout) })).toBe(false);
      expect(selectIsTermsModalOpen({ planSelection: at(checkout) })).toBe(false);
    }
  });
});

describe('planSelection: the terms checkbox', () => {
  it('ticking clears the terms error (and the modal with it)', () => {
    for (const from of [termsModal, termsInline]) {
      expect(planSelectionReducer(at(from), termsAcceptanceChanged(true))).toEqual(
        at(idle, { termsAccepted: true }),
      );
    }
  });

  it('ticking elsewhere only ticks; unticking only unticks', () => {
    for (const from of [idle, needsLogin, done, failed]) {
      expect(planSelectionReducer(at(from), termsAcceptanceChanged(true))).toEqual(
        at(from, { termsAccepted: true }),
      );
      expect(
        planSelectionReducer(at(from, { termsAccepted: true }), termsAcceptanceChanged(false)),
      ).toEqual(at(from, { termsAccepted: false }));
    }
  });

  it('the same value again, or any change during a checkout, returns the same state', () => {
    const unticked = at(idle);
    expect(planSelectionReducer(unticked, termsAcceptanceChanged(false))).toBe(unticked);
    for (const from of BUSY) {
      const state = at(from, { termsAccepted: true });
      expect(planSelectionReducer(state, termsAcceptanceChanged(false))).toBe(state);
    }
  });
});

describe('planSelection: duration and plan', () => {
  it.each([
    [0, 3],
    [1, 6],
    [2, 12],
  ])('duration index %i is %i months', (index, months) => {
    const next = planSelectionReducer({ ...initial, durationIndex: 0 }, durationSelected(index));
    expect(next.durationIndex).toBe(index);
    expect(selectDurationMonths({ planSelection: next })).toBe(months);
  });

  it.each([[-1], [3], [1.5], [Number.NaN]])('ignores duration index %p', (index) => {
    expect(planSelectionReducer(initial, durationSelected(index))).toBe(initial);
  });

  it('an index outside 0-2 that is already stored has no duration (the listener rejects it)', () => {
    expect(
      selectDurationMonths({ planSelection: { ...initial, durationIndex: 7 } }),
    ).toBeUndefined();
  });

  it('selecting a plan stores its position and its lowercase name', () => {
    expect(planSelectionReducer(initial, planSelected({ index: 1, name: 'Standard' }))).toEqual({
      ...initial,
      planIndex: 1,
      planKey: 'standard',
    });
  });

  it('selecting the selected plan again, or a negative position, returns the same state', () => {
    const standard = { ...initial, planIndex: 1, planKey: 'standard' };
    expect(planSelectionReducer(standard, planSelected({ index: 1, name: 'Standard' }))).toBe(
      standard,
    );
    expect(planSelectionReducer(initial, planSelected({ index: -1, name: 'x' }))).toBe(initial);
  });

  it('when the plans arrive, the default position gets its key; a chosen key stays', () => {
    expect(planSelectionReducer(initial, plansLoaded(['basic', 'Standard', 'Premium']))).toEqual({
      ...initial,
      planKey: 'basic',
    });
    const chosen = { ...initial, planIndex: 2, planKey: 'premium' };
    expect(planSelectionReducer(chosen, plansLoaded(['basic', 'Standard', 'Premium']))).toBe(
      chosen,
    );
    expect(planSelectionReducer(initial, plansLoaded([]))).toBe(initial);
  });

  it('locks the duration and the plan while a checkout is on its way', () => {
    for (const checkout of BUSY) {
      const state = at(checkout);
      expect(planSelectionReducer(state, durationSelected(2))).toBe(state);
      expect(planSelectionReducer(state, planSelected({ index: 2, name: 'Premium' }))).toBe(state);
    }
  });
});

describe('planSelection: add-ons', () => {
  it('adding selects with quantity 1; adding again changes nothing', () => {
    const one = planSelectionReducer(initial, addonAdded('Branches'));
    expect(one.addons).toEqual([{ name: 'Branches', quantity: 1 }]);
    const three = withAddons(['Branches', 3]);
    expect(planSelectionReducer(three, addonAdded('Branches'))).toBe(three);
  });

  it('planSelection/addonRequested (a feature page’s call to action) selects like adding', () => {
    expect(addonRequested('Advanced Analytics').type).toBe('planSelection/addonRequested');
    expect(planSelectionReducer(initial, addonRequested('Advanced Analytics')).addons).toEqual([
      { name: 'Advanced Analytics', quantity: 1 },
    ]);
    const chosen = withAddons(['Advanced Analytics', 2]);
    expect(planSelectionReducer(chosen, addonRequested('Advanced Analytics'))).toBe(chosen);
  });

  it('removing drops the add-on; removing one not selected returns the same state', () => {
    const two = withAddons(['Branches', 2], ['Social Media Content', 1]);
    expect(planSelectionReducer(two, addonRemoved('Branches')).addons).toEqual([
      { name: 'Social Media Content', quantity: 1 },
    ]);
    expect(planSelectionReducer(initial, addonRemoved('Branches'))).toBe(initial);
  });

  it('increments up to 99, the most one order may hold, and no further', () => {
    let state = withAddons(['Branches', 1]);
    for (let n = 0; n < 97; n += 1)
      state = planSelectionReducer(state, addonIncremented('Branches'));
    expect(state.addons).toEqual([{ name: 'Branches', quantity: 98 }]);
    const max = planSelectionReducer(state, addonIncremented('Branches'));
    expect(max.addons).toEqual([{ name: 'Branches', quantity: 99 }]);
    expect(planSelectionReducer(max, addonIncremented('Branches'))).toBe(max);
  });

  it('decrements down to 1 and no further', () => {
    const two = withAddons(['Branches', 2]);
    const one = planSelectionReducer(two, addonDecremented('Branches'));
    expect(one.addons).toEqual([{ name: 'Branches', quantity: 1 }]);
    expect(planSelectionReducer(one, addonDecremented('Branches'))).toBe(one);
  });

  it('a typed quantity is a whole number from 1 to 99; non-numbers change nothing', () => {
    const state = withAddons(['Branches', 2]);
    const quantity = (value: number) =>
      planSelectionReducer(state, addonQuantityEntered({ name: 'Branches', quantity: value }))
        .addons[0]?.quantity;
    expect(quantity(12)).toBe(12);
    expect(quantity(0)).toBe(1);
    expect(quantity(-4)).toBe(1);
    expect(quantity(2.6)).toBe(3);
    expect(quantity(99)).toBe(99);
    expect(quantity(100)).toBe(99);
    expect(quantity(500000)).toBe(99);
    expect(quantity(Number.POSITIVE_INFINITY)).toBe(2);
    expect(
      planSelectionReducer(state, addonQuantityEntered({ name: 'Branches', quantity: Number.NaN })),
    ).toBe(state);
    expect(
      planSelectionReducer(state, addonQuantityEntered({ name: 'Branches', quantity: 2 })),
    ).toBe(state);
  });

  it('stepping or typing an add-on that is not selected returns the same state', () => {
    expect(planSelectionReducer(initial, addonIncremented('Branches'))).toBe(initial);
    expect(planSelectionReducer(initial, addonDecremented('Branches'))).toBe(initial);
    expect(
      planSelectionReducer(initial, addonQuantityEntered({ name: 'Branches', quantity: 4 })),
    ).toBe(initial);
  });

  it('locks the add-ons while a checkout is on its way', () => {
    for (const checkout of BUSY) {
      const state = { ...withAddons(['Branches', 2]), checkout };
      for (const event of [
        addonAdded('Social Media Content'),
        addonRequested('Social Media Content'),
        addonRemoved('Branches'),
        addonIncremented('Branches'),
        addonDecremented('Branches'),
        addonQuantityEntered({ name: 'Branches', quantity: 9 }),
      ]) {
        expect(planSelectionReducer(state, event)).toBe(state);
      }
    }
  });
});

describe('planSelection: discounts', () => {
  it('a percentage between 0 and 20 in whole steps resets the amount to 0', () => {
    const withAmount = { ...initial, amountDiscount: 5000 };
    expect(planSelectionReducer(withAmount, percentDiscountChanged(10))).toEqual({
      ...initial,
      percentDiscount: 10,
      amountDiscount: 0,
    });
    expect(planSelectionReducer(initial, percentDiscountChanged(25)).percentDiscount).toBe(20);
    expect(planSelectionReducer(initial, percentDiscountChanged(7.4)).percentDiscount).toBe(7);
  });

  it('an amount from 0 to 10,000,000 in steps of 1,000 resets the percentage to 0', () => {
    const withPercent = { ...initial, percentDiscount: 10 };
    expect(planSelectionReducer(withPercent, amountDiscountChanged(3000))).toEqual({
      ...initial,
      percentDiscount: 0,
      amountDiscount: 3000,
    });
    expect(planSelectionReducer(initial, amountDiscountChanged(2400)).amountDiscount).toBe(2000);
    expect(planSelectionReducer(initial, amountDiscountChanged(10_000_000)).amountDiscount).toBe(
      10_000_000,
    );
    expect(planSelectionReducer(initial, amountDiscountChanged(750_000_000)).amountDiscount).toBe(
      10_000_000,
    );
    const atMax = { ...initial, amountDiscount: 10_000_000 };
    expect(planSelectionReducer(atMax, amountDiscountChanged(10_001_000))).toBe(atMax);
  });

  it('a value that changes nothing leaves the other discount alone', () => {
    const withPercent = { ...initial, percentDiscount: 10 };
    // A step below 0 on the amount, or typing less than 500, is still 0: no change, no reset.
    expect(planSelectionReducer(withPercent, amountDiscountChanged(-1000))).toBe(withPercent);
    expect(planSelectionReducer(withPercent, amountDiscountChanged(400))).toBe(withPercent);
    const withAmount = { ...initial, amountDiscount: 5000 };
    expect(planSelectionReducer(withAmount, percentDiscountChanged(-1))).toBe(withAmount);
    const atMax = { ...initial, percentDiscount: 20 };
    expect(planSelectionReducer(atMax, percentDiscountChanged(21))).toBe(atMax);
  });

  it('locks the discounts while a checkout is on its way', () => {
    for (const checkout of BUSY) {
      const state = at(checkout, { percentDiscount: 10 });
      expect(planSelectionReducer(state, percentDiscountChanged(5))).toBe(state);
      expect(planSelectionReducer(state, amountDiscountChanged(5000))).toBe(state);
    }
  });
});

describe('planSelection: events of other slices', () => {
  it('return the same state', () => {
    const state = withAddons(['Branches', 2]);
    expect(planSelectionReducer(state, { type: 'session/loggedOut' })).toBe(state);
  });
});
