import {
  addDays,
  isCalendarDate,
  nextOrderState,
  nextReservationState,
  orderActions,
  priceOrder,
  reservationActions,
  slotProblem,
  slotsOf,
  weekdayOf,
  yangonNow,
  type OrderActionName,
  type OrderStateName,
  type PricedItem,
  type ReservationActionName,
  type ReservationStateName,
} from './orderRules';

describe('order transitions', () => {
  // Every state × action pair, written out: the table is the rule (docs/rules.md, Orders).
  const legal: Array<[OrderStateName, OrderActionName, OrderStateName]> = [
    ['placed', 'accept', 'accepted'],
    ['placed', 'reject', 'rejected'],
    ['placed', 'cancel', 'cancelled'],
    ['accepted', 'ready', 'ready'],
    ['ready', 'complete', 'completed'],
  ];
  const states: OrderStateName[] = [
    'placed',
    'accepted',
    'rejected',
    'ready',
    'completed',
    'cancelled',
  ];
  const actions: OrderActionName[] = ['accept', 'reject', 'ready', 'complete', 'cancel'];

  it.each(legal)('%s --%s--> %s', (from, action, to) => {
    expect(nextOrderState(from, action)).toBe(to);
  });

  it('refuses every other pair', () => {
    const refused = states.flatMap((state) =>
      actions
        .filter((action) => !legal.some(([from, a]) => from === state && a === action))
        .map((action) => [state, action, nextOrderState(state, action)]),
    );
    expect(refused).toHaveLength(states.length * actions.length - legal.length);
    expect(refused.every(([, , next]) => next === null)).toBe(true);
  });

  it('offers each side only its own buttons', () => {
    expect(orderActions('placed', 'merchant')).toEqual(['accept', 'reject']);
    expect(orderActions('placed', 'customer')).toEqual(['cancel']);
    expect(orderActions('accepted', 'merchant')).toEqual(['ready']);
    expect(orderActions('accepted', 'customer')).toEqual([]);
    expect(orderActions('ready', 'merchant')).toEqual(['complete']);
    expect(orderActions('completed', 'merchant')).toEqual([]);
    expect(orderActions('rejected', 'customer')).toEqual([]);
  });
});

describe('reservation transitions', () => {
  const legal: Array<[ReservationStateName, ReservationActionName, ReservationStateName]> = [
    ['requested', 'confirm', 'confirmed'],
    ['requested', 'decline', 'declined'],
    ['requested', 'cancel', 'cancelled'],
    ['confirmed', 'complete', 'completed'],
    ['confirmed', 'no_show', 'no_show'],
    ['confirmed', 'cancel', 'cancelled'],
  ];
  const states: ReservationStateName[] = [
    'requested',
    'confirmed',
    'declined',
    'completed',
    'no_show',
    'cancelled',
  ];
  const actions: ReservationActionName[] = ['confirm', 'decline', 'complete', 'no_show', 'cancel'];

  it.each(legal)('%s --%s--> %s', (from, action, to) => {
    expect(nextReservationState(from, action)).toBe(to);
  });

  it('refuses every other pair', () => {
    const refused = states.flatMap((state) =>
      actions
        .filter((action) => !legal.some(([from, a]) => from === state && a === action))
        .map((action) => nextReservationState(state, action)),
    );
    expect(refused).toHaveLength(states.length * actions.length - legal.length);
    expect(refused.every((next) => next === null)).toBe(true);
  });

  it('offers each side only its own buttons', () => {
    expect(reservationActions('requested', 'merchant')).toEqual(['confirm', 'decline']);
    expect(reservationActions('confirmed', 'merchant')).toEqual(['complete', 'no_show']);
    expect(reservationActions('confirmed', 'customer')).toEqual(['cancel']);
    expect(reservationActions('no_show', 'customer')).toEqual([]);
  });
});

describe('priceOrder', () => {
  const items: PricedItem[] = [
    { id: 1, kind: 'menu_item', name: 'Mohinga', price: 2500, available: true },
    { id: 2, kind: 'menu_item', name: 'Tea leaf salad', price: 3000, available: true },
    { id: 3, kind: 'product', name: 'Green tea', price: 1200, available: false },
    { id: 4, kind: 'service', name: 'Haircut', price: 5000, available: true },
  ];

  it('prices from the shop’s items, merging repeated items into one line', () => {
    expect(
      priceOrder(
        [
          { item_id: 1, quantity: 2 },
          { item_id: 2, quantity: 1 },
          { item_id: 1, quantity: 1 },
        ],
        items,
      ),
    ).toEqual({
      kind: 'priced',
      lines: [
        { item_id: 1, name: 'Mohinga', price: 2500, quantity: 3, options: [] },
        { item_id: 2, name: 'Tea leaf salad', price: 3000, quantity: 1, options: [] },
      ],
      total: 10_500,
    });
  });

  it('names every item switched off or unknown to the shop', () => {
    expect(
      priceOrder(
        [
          { item_id: 3, quantity: 1 },
          { item_id: 1, quantity: 1 },
          { item_id: 99, quantity: 1 },
        ],
        items,
      ),
    ).toEqual({ kind: 'unavailable', itemIds: [3, 99] });
  });

  it('refuses services: they are reserved, not ordered', () => {
    expect(priceOrder([{ item_id: 4, quantity: 1 }], items)).toEqual({
      kind: 'notOrderable',
      itemIds: [4],
    });
  });
});

describe('dates and slots (Asia/Yangon, UTC+6:30)', () => {
  const hours = [
    { weekday: 1, opens: '09:00', closes: '11:00' },
    { weekday: 2, opens: '09:15', closes: '10:30' },
  ];

  it('knows weekdays and real dates', () => {
    expect(weekdayOf('2026-11-23')).toBe(1); // a Monday
    expect(weekdayOf('2026-11-29')).toBe(7); // a Sunday
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('cuts the day into half hours that end by closing', () => {
    expect(slotsOf(hours, '2026-11-23')).toEqual(['09:00', '09:30', '10:00', '10:30']);
    // Opening at 09:15: the first slot starts at half past; the last must end by 10:30.
    expect(slotsOf(hours, '2026-11-24')).toEqual(['09:30', '10:00']);
    expect(slotsOf(hours, '2026-11-25')).toEqual([]);
  });

  it('reads the Yangon date and time of an instant', () => {
    // 2026-11-22T18:00Z is 00:30 on Monday the 23rd in Yangon.
    expect(yangonNow(new Date('2026-11-22T18:00:00Z'))).toEqual({
      date: '2026-11-23',
      minutes: 30,
    });
  });

  it('says why a slot cannot be reserved', () => {
    const now = new Date('2026-11-23T03:00:00Z'); // 09:30 in Yangon, Monday
    expect(slotProblem(hours, '2026-11-23', '10:00', now)).toBeNull();
    expect(slotProblem(hours, '2026-11-23', '09:30', now)).toBe('in_the_past');
    expect(slotProblem(hours, '2026-11-22', '10:00', now)).toBe('in_the_past');
    expect(slotProblem(hours, '2026-11-23', '10:45', now)).toBe('outside_hours');
    expect(slotProblem(hours, '2026-11-25', '10:00', now)).toBe('outside_hours');
    expect(slotProblem(hours, '2026-11-30', '09:00', now)).toBeNull();
    expect(slotProblem(hours, '2027-01-25', '09:00', now)).toBe('too_far');
    expect(slotProblem(hours, '2026-02-30', '09:00', now)).toBe('invalid_date');
  });
});
