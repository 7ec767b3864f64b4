import type { UnknownAction } from '@reduxjs/toolkit';
import type { CalculatorAddon } from '@contract';
import {
  calculatorReducer,
  closed,
  confirmed,
  currencyChanged,
  discountPercentChanged,
  discountToggled,
  initialCalculatorState,
  initialChoices,
  loaded,
  loadFailed,
  opened,
  packageChanged,
  paymentPlanChanged,
  quantityChanged,
  quantityDecremented,
  quantityIncremented,
  rowToggled,
  selectAllToggled,
  selectCalculatorStatus,
  selectCalculatorTotals,
  selectIsAllSelected,
  type CalculatorChoices,
  type CalculatorState,
} from './calculatorSlice';
import { selectIsCalculatorOpen } from './launcher';

const addons: CalculatorAddon[] = [
  { name: 'Social Media Content', unit: 'month', price: 10000 },
  { name: 'Order/Reservations', unit: 'month', price: 15000 },
  { name: 'Branches', unit: 'branch', price: 5000 },
  { name: 'Advertisement Banner', unit: 'month', price: 20000 },
  { name: 'Stamp & Card Designs', unit: 'design', price: 8000 },
  { name: 'Advanced Analytics', unit: 'month', price: 12000 },
  { name: 'Custom Integration', unit: 'project', price: 50000 },
  { name: 'Priority Support', unit: 'month', price: 7000 },
];

const zeros = [0, 0, 0, 0, 0, 0, 0, 0];
const chosen: CalculatorChoices = {
  currency: 'local',
  paymentPlan: 12,
  packageName: 'Standard',
  quantities: [2, 0, 1, 0, 0, 0, 0, 0],
  discountOn: false,
  discountPercent: 8,
};

const closedState = initialCalculatorState;
const loading: CalculatorState = { status: 'loading', ...initialChoices };
const ready = (choices: Partial<CalculatorChoices> = {}): CalculatorState => ({
  status: 'ready',
  addons,
  ...initialChoices,
  quantities: zeros,
  ...choices,
});
const failed: CalculatorState = { status: 'failed', message: 'Database down', ...initialChoices };

describe('calculator reducer (transition table)', () => {
  const table: Array<[string, CalculatorState, UnknownAction, CalculatorState]> = [
    // Opening and loading
    ['closed + opened', closedState, opened(), loading],
    [
      'closed with choices + opened (choices kept)',
      { status: 'closed', ...chosen },
      opened(),
      { status: 'loading', ...chosen },
    ],
    [
      'loading + loaded (quantities sized to the add-ons, all at 0)',
      loading,
      loaded({ addons }),
      ready(),
    ],
    [
      'loading with kept quantities + loaded (kept by position, new rows at 0)',
      { status: 'loading', ...chosen, quantities: [2, 3] },
      loaded({ addons }),
      ready({ ...chosen, quantities: [2, 3, 0, 0, 0, 0, 0, 0] }),
    ],
    [
      'loading + loaded with fewer add-ons (rows that went away dropped)',
      { status: 'loading', ...chosen },
      loaded({ addons: addons.slice(0, 2) }),
      { status: 'ready', ...chosen, addons: addons.slice(0, 2), quantities: [2, 0] },
    ],
    [
      'loading + loaded: the seventh comes back at 0 whatever was kept',
      { status: 'loading', ...chosen, quantities: [0, 0, 0, 0, 0, 0, 4, 1] },
      loaded({ addons }),
      ready({ ...chosen, quantities: [0, 0, 0, 0, 0, 0, 0, 1] }),
    ],
    ['loading + loadFailed', loading, loadFailed({ message: 'Database down' }), failed],
    // Closing
    ['loading + closed', loading, closed(), closedState],
    ['failed + closed', failed, closed(), closedState],
    [
      'ready + closed (choices kept for the next opening)',
      ready(chosen),
      closed(),
      { status: 'closed', ...chosen },
    ],
    ['ready + confirmed', ready(chosen), confirmed(), { status: 'closed', ...chosen }],
    // Choices: currency and payment plan change no number, but are remembered
    ['ready + currencyChanged', ready(), currencyChanged('local'), ready({ currency: 'local' })],
    ['ready + paymentPlanChanged', ready(), paymentPlanChanged(3), ready({ paymentPlan: 3 })],
    ['ready + packageChanged', ready(), packageChanged('Basic'), ready({ packageName: 'Basic' })],
    // Quantities
    [
      'ready + quantityChanged',
      ready(),
      quantityChanged({ index: 1, value: '4' }),
      ready({ quantities: [0, 4, 0, 0, 0, 0, 0, 0] }),
    ],
    [
      'ready + quantityChanged non-numeric (becomes 0)',
      ready({ quantities: [3, 0, 0, 0, 0, 0, 0, 0] }),
      quantityChanged({ index: 0, value: 'abc' }),
      ready(),
    ],
    [
      'ready + quantityChanged empty (becomes 0)',
      ready({ quantities: [3, 0, 0, 0, 0, 0, 0, 0] }),
      quantityChanged({ index: 0, value: '' }),
      ready(),
    ],
    [
      'ready + quantityChanged negative (becomes 0)',
      ready({ quantities: [3, 0, 0, 0, 0, 0, 0, 0] }),
      quantityChanged({ index: 0, value: '-2' }),
      ready(),
    ],
    [
      'ready + quantityIncremented',
      ready({ quantities: [1, 0, 0, 0, 0, 0, 0, 0] }),
      quantityIncremented(0),
      ready({ quantities: [2, 0, 0, 0, 0, 0, 0, 0] }),
    ],
    [
      'ready + quantityDecremented',
      ready({ quantities: [2, 0, 0, 0, 0, 0, 0, 0] }),
      quantityDecremented(0),
      ready({ quantities: [1, 0, 0, 0, 0, 0, 0, 0] }),
    ],
    // Row checkboxes and select-all
    [
      'ready + rowToggled on',
      ready(),
      rowToggled({ index: 2, checked: true }),
      ready({ quantities: [0, 0, 1, 0, 0, 0, 0, 0] }),
    ],
    [
      'ready + rowToggled off',
      ready({ quantities: [0, 0, 5, 0, 0, 0, 0, 0] }),
      rowToggled({ index: 2, checked: false }),
      ready(),
    ],
    [
      'ready + selectAllToggled on (0 becomes 1, positive kept, the seventh stays 0)',
      ready({ quantities: [0, 3, 0, 0, 0, 0, 0, 0] }),
      selectAllToggled(true),
      ready({ quantities: [1, 3, 1, 1, 1, 1, 0, 1] }),
    ],
    [
      'ready + selectAllToggled off (all 0)',
      ready({ quantities: [1, 3, 1, 1, 1, 1, 0, 1] }),
      selectAllToggled(false),
      ready(),
    ],
    // Discount
    ['ready + discountToggled off', ready(), discountToggled(false), ready({ discountOn: false })],
    [
      'ready (discount off) + discountToggled on',
      ready({ discountOn: false }),
      discountToggled(true),
      ready(),
    ],
    [
      'ready + discountPercentChanged',
      ready(),
      discountPercentChanged('12.5'),
      ready({ discountPercent: 12.5 }),
    ],
    [
      'ready + discountPercentChanged above 100 (no upper bound)',
      ready(),
      discountPercentChanged('150'),
      ready({ discountPercent: 150 }),
    ],
    [
      'ready + discountPercentChanged non-numeric (becomes 0)',
      ready(),
      discountPercentChanged('x'),
      ready({ discountPercent: 0 }),
    ],
  ];

  it.each(table)('%s', (_name, before, action, after) => {
    expect(calculatorReducer(before, action)).toEqual(after);
  });

  const formEvents: Array<[string, UnknownAction]> = [
    ['confirmed', confirmed()],
    ['currencyChanged', currencyChanged('local')],
    ['paymentPlanChanged', paymentPlanChanged(12)],
    ['packageChanged', packageChanged('Basic')],
    ['quantityChanged', quantityChanged({ index: 0, value: '3' })],
    ['quantityIncremented', quantityIncremented(0)],
    ['quantityDecremented', quantityDecremented(0)],
    ['rowToggled', rowToggled({ index: 0, checked: true })],
    ['selectAllToggled', selectAllToggled(true)],
    ['discountToggled', discountToggled(false)],
    ['discountPercentChanged', discountPercentChanged('9')],
  ];
  const notReady: Array<[string, CalculatorState]> = [
    ['closed', { status: 'closed', ...chosen }],
    ['loading', { status: 'loading', ...chosen }],
    ['failed', { status: 'failed', message: 'x', ...chosen }],
  ];

  describe.each(notReady)('while %s, the form events change nothing', (_state, before) => {
    it.each(formEvents)('%s returns the very same state', (_name, action) => {
      expect(calculatorReducer(before, action)).toBe(before);
    });
  });

  it.each<[string, CalculatorState, UnknownAction]>([
    ['opened while loading', loading, opened()],
    ['opened while ready', ready(), opened()],
    ['opened while failed', failed, opened()],
    ['closed while closed', closedState, closed()],
    ['loaded while closed (a load that ended after closing)', closedState, loaded({ addons })],
    ['loaded while ready', ready(), loaded({ addons: [] })],
    ['loadFailed while closed', closedState, loadFailed({ message: 'late' })],
    ['loadFailed while ready', ready(), loadFailed({ message: 'late' })],
    ['currencyChanged to the same currency', ready(), currencyChanged('USD')],
    ['paymentPlanChanged to the same plan', ready(), paymentPlanChanged(6)],
    ['packageChanged to the same package', ready(), packageChanged('Premium')],
    ['quantityDecremented at 0 (never below 0)', ready(), quantityDecremented(0)],
    ['quantityChanged to the same number', ready(), quantityChanged({ index: 0, value: '0' })],
    ['quantityChanged outside the list', ready(), quantityChanged({ index: 42, value: '3' })],
    ['quantityChanged on the seventh', ready(), quantityChanged({ index: 6, value: '3' })],
    ['quantityIncremented on the seventh', ready(), quantityIncremented(6)],
    ['rowToggled on the seventh', ready(), rowToggled({ index: 6, checked: true })],
    ['selectAllToggled off when all are 0', ready(), selectAllToggled(false)],
    ['discountToggled to what it is', ready(), discountToggled(true)],
    [
      'discountPercentChanged while the discount is off (the box is disabled)',
      ready({ discountOn: false }),
      discountPercentChanged('20'),
    ],
    ['discountPercentChanged to the same percent', ready(), discountPercentChanged('5')],
    ['an unrelated event', ready(), { type: 'session/loggedOut' }],
  ])('%s returns the very same state', (_name, before, action) => {
    expect(calculatorReducer(before, action)).toBe(before);
  });

  it('starts closed with the defaults: USD, Six-Monthly, Premium, discount on at 5%', () => {
    expect(calculatorReducer(undefined, { type: '@@INIT' })).toEqual({
      status: 'closed',
      currency: 'USD',
      paymentPlan: 6,
      packageName: 'Premium',
      quantities: [],
      discountOn: true,
      discountPercent: 5,
    });
  });

  it('names its events in the past tense under calculator/', () => {
    expect(
      [
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
      ].map((event) => event.type),
    ).toEqual([
      'calculator/opened',
      'calculator/closed',
      'calculator/confirmed',
      'calculator/loaded',
      'calculator/loadFailed',
      'calculator/currencyChanged',
      'calculator/paymentPlanChanged',
      'calculator/packageChanged',
      'calculator/quantityChanged',
      'calculator/quantityIncremented',
      'calculator/quantityDecremented',
      'calculator/rowToggled',
      'calculator/selectAllToggled',
      'calculator/discountToggled',
      'calculator/discountPercentChanged',
    ]);
  });
});

describe('calculator selectors', () => {
  const root = (calculator: CalculatorState) => ({ calculator });

  it('selectCalculatorStatus and selectIsCalculatorOpen', () => {
    expect(selectCalculatorStatus(root(closedState))).toBe('closed');
    expect(selectIsCalculatorOpen(root(closedState))).toBe(false);
    for (const state of [loading, ready(), failed]) {
      expect(selectIsCalculatorOpen(root(state))).toBe(true);
    }
  });

  describe('selectIsAllSelected: every add-on but the seventh above 0', () => {
    it.each<[string, CalculatorState, boolean]>([
      ['all but the seventh', ready({ quantities: [1, 2, 1, 1, 1, 1, 0, 3] }), true],
      ['one missing', ready({ quantities: [1, 2, 1, 0, 1, 1, 0, 3] }), false],
      ['none', ready(), false],
      ['not ready', { status: 'closed', ...chosen, quantities: [1, 1, 1, 1, 1, 1, 0, 1] }, false],
    ])('%s', (_name, state, expected) => {
      expect(selectIsAllSelected(root(state))).toBe(expected);
    });
  });

  it('gives no totals unless the form is shown', () => {
    expect(selectCalculatorTotals(root(closedState))).toBeNull();
    expect(selectCalculatorTotals(root(loading))).toBeNull();
    expect(selectCalculatorTotals(root(failed))).toBeNull();
  });

  it('prices Premium alone with the default 5% discount at 390,000', () => {
    expect(selectCalculatorTotals(root(ready()))).toEqual({
      subtotal: 390000,
      tax: 19500,
      discount: 19500,
      total: 390000,
      lines: [],
    });
  });

  it('prices every add-on but the seventh selected, Premium, 5% discount', () => {
    const state = calculatorReducer(ready(), selectAllToggled(true));
    // 390000 + 10000 + 15000 + 5000 + 20000 + 8000 + 12000 + 7000 = 467000
    expect(selectCalculatorTotals(root(state))).toMatchObject({
      subtotal: 467000,
      tax: 23350,
      discount: 23350,
      total: 467000,
    });
    expect(selectCalculatorTotals(root(state))?.lines.map((l) => l.feature)).not.toContain(
      'Custom Integration',
    );
  });

  it('takes the discount off the subtotal only, and none when it is off', () => {
    const standard = ready({ packageName: 'Standard', quantities: [2, 1, 0, 0, 0, 0, 0, 0] });
    // 240000 + 20000 + 15000 = 275000; tax 13750; discount 10% 27500
    const on = calculatorReducer(standard, discountPercentChanged('10'));
    expect(selectCalculatorTotals(root(on))).toMatchObject({
      subtotal: 275000,
      tax: 13750,
      discount: 27500,
      total: 261250,
    });
    const off = calculatorReducer(on, discountToggled(false));
    expect(selectCalculatorTotals(root(off))).toMatchObject({ discount: 0, total: 288750 });
  });

  it('gives the same numbers whatever the currency and payment plan', () => {
    const base = ready({ quantities: [1, 1, 1, 1, 1, 1, 0, 1] });
    const totals = selectCalculatorTotals(root(base));
    let state = base;
    for (const event of [currencyChanged('local'), paymentPlanChanged(3), paymentPlanChanged(12)]) {
      state = calculatorReducer(state, event);
      expect(selectCalculatorTotals(root(state))).toEqual(totals);
    }
  });

  it('keeps the same totals object while nothing changes', () => {
    const state = root(ready());
    expect(selectCalculatorTotals(state)).toBe(selectCalculatorTotals(state));
  });
});
