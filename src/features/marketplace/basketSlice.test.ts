import {
  basketReducer,
  basketsRestored,
  estimatedTotal,
  initialBasketsState,
  itemAdded,
  itemCount,
  itemRemoved,
  menuQrRead,
  noteEdited,
  orderPlaced,
  orderRefused,
  orderSubmitted,
  placedDismissed,
  quantityChanged,
  serviceChosen,
  tableProblem,
  type Basket,
  type BasketLine,
  type BasketsState,
} from './basketSlice';

const ID = 'tea@shop';
const line = (
  itemId: number,
  price: number,
  quantity: number,
  unavailable = false,
): BasketLine => ({
  itemId,
  name: `Item ${itemId}`,
  price,
  quantity,
  unavailable,
});
const editing = (
  lines: BasketLine[],
  extra: Partial<Extract<Basket, { status: 'editing' }>> = {},
): Basket => ({
  status: 'editing',
  lines,
  note: '',
  service: { kind: 'pickup' },
  key: null,
  problem: null,
  ...extra,
});
const placing = (lines: BasketLine[], key: string): Basket => ({
  status: 'placing',
  lines,
  note: '',
  service: { kind: 'pickup' },
  key,
});
const withBasket = (basket: Basket): BasketsState => ({ baskets: { [ID]: basket }, branches: {} });
const mohinga = { id: 101, name: 'Item 101', price: 2500 };
const submitted = (key: string) => ({ type: orderSubmitted.type, payload: { basketId: ID, key } });

describe('the basket as a state machine', () => {
  it.each<[string, BasketsState, { type: string; payload?: unknown }, BasketsState]>([
    [
      'adding to no basket starts one with the item once',
      initialBasketsState,
      itemAdded({ basketId: ID, item: mohinga }),
      withBasket(editing([line(101, 2500, 1)])),
    ],
    [
      'adding the same item again adds one',
      withBasket(editing([line(101, 2500, 1)])),
      itemAdded({ basketId: ID, item: mohinga }),
      withBasket(editing([line(101, 2500, 2)])),
    ],
    [
      'adding at 99 keeps 99',
      withBasket(editing([line(101, 2500, 99)])),
      itemAdded({ basketId: ID, item: mohinga }),
      withBasket(editing([line(101, 2500, 99)])),
    ],
    [
      'adding after an order was placed starts a new basket',
      withBasket({ status: 'placed', orderId: 5, number: 12, total: 5000 }),
      itemAdded({ basketId: ID, item: mohinga }),
      withBasket(editing([line(101, 2500, 1)])),
    ],
    [
      'adding while placing changes nothing',
      withBasket(placing([line(101, 2500, 1)], 'k1')),
      itemAdded({ basketId: ID, item: mohinga }),
      withBasket(placing([line(101, 2500, 1)], 'k1')),
    ],
    [
      'a quantity of 7 is taken',
      withBasket(editing([line(101, 2500, 1)])),
      quantityChanged({ basketId: ID, itemId: 101, quantity: 7 }),
      withBasket(editing([line(101, 2500, 7)])),
    ],
    [
      'a quantity of 0 is not',
      withBasket(editing([line(101, 2500, 1)])),
      quantityChanged({ basketId: ID, itemId: 101, quantity: 0 }),
      withBasket(editing([line(101, 2500, 1)])),
    ],
    [
      'a quantity of 100 is not',
      withBasket(editing([line(101, 2500, 1)])),
      quantityChanged({ basketId: ID, itemId: 101, quantity: 100 }),
      withBasket(editing([line(101, 2500, 1)])),
    ],
    [
      'a change drops the key of the last submission',
      withBasket(editing([line(101, 2500, 1)], { key: 'k1', problem: 'network' })),
      quantityChanged({ basketId: ID, itemId: 101, quantity: 2 }),
      withBasket(editing([line(101, 2500, 2)])),
    ],
    [
      'removing takes the line away',
      withBasket(editing([line(101, 2500, 1), line(103, 1200, 2)])),
      itemRemoved({ basketId: ID, itemId: 101 }),
      withBasket(editing([line(103, 1200, 2)])),
    ],
    [
      'a note is kept',
      withBasket(editing([line(101, 2500, 1)])),
      noteEdited({ basketId: ID, note: 'No chilli' }),
      withBasket(editing([line(101, 2500, 1)], { note: 'No chilli' })),
    ],
    [
      'a table is chosen',
      withBasket(editing([line(101, 2500, 1)])),
      serviceChosen({ basketId: ID, service: { kind: 'table', table: '4' } }),
      withBasket(editing([line(101, 2500, 1)], { service: { kind: 'table', table: '4' } })),
    ],
    [
      'submitting takes the new key',
      withBasket(editing([line(101, 2500, 1)])),
      submitted('k2'),
      withBasket(placing([line(101, 2500, 1)], 'k2')),
    ],
    [
      'submitting again after a network error keeps the old key',
      withBasket(editing([line(101, 2500, 1)], { key: 'k1', problem: 'network' })),
      submitted('k2'),
      withBasket(placing([line(101, 2500, 1)], 'k1')),
    ],
    [
      'an empty basket is not submitted',
      withBasket(editing([])),
      submitted('k2'),
      withBasket(editing([])),
    ],
    [
      'a second tap while placing changes nothing',
      withBasket(placing([line(101, 2500, 1)], 'k1')),
      submitted('k2'),
      withBasket(placing([line(101, 2500, 1)], 'k1')),
    ],
    [
      'placed: the lines go, the server’s number and total stay',
      withBasket(placing([line(101, 2500, 2)], 'k1')),
      orderPlaced({ basketId: ID, key: 'k1', order: { id: 9, number: 31, total: 4800 } }),
      withBasket({ status: 'placed', orderId: 9, number: 31, total: 4800 }),
    ],
    [
      'an answer to another submission changes nothing',
      withBasket(placing([line(101, 2500, 2)], 'k1')),
      orderPlaced({ basketId: ID, key: 'k0', order: { id: 9, number: 31, total: 4800 } }),
      withBasket(placing([line(101, 2500, 2)], 'k1')),
    ],
    [
      'a network error keeps the key for the retry',
      withBasket(placing([line(101, 2500, 1)], 'k1')),
      orderRefused({ basketId: ID, key: 'k1', problem: 'network' }),
      withBasket(editing([line(101, 2500, 1)], { key: 'k1', problem: 'network' })),
    ],
    [
      'unavailable marks the named items and drops the key',
      withBasket(placing([line(101, 2500, 1), line(103, 1200, 1)], 'k1')),
      orderRefused({ basketId: ID, key: 'k1', problem: 'unavailable', itemIds: [103] }),
      withBasket(
        editing([line(101, 2500, 1), line(103, 1200, 1, true)], { problem: 'unavailable' }),
      ),
    ],
    [
      'a refusal of the plan drops the key',
      withBasket(placing([line(101, 2500, 1)], 'k1')),
      orderRefused({ basketId: ID, key: 'k1', problem: 'feature' }),
      withBasket(editing([line(101, 2500, 1)], { problem: 'feature' })),
    ],
    [
      'the placed order is put away',
      withBasket({ status: 'placed', orderId: 9, number: 31, total: 4800 }),
      placedDismissed({ basketId: ID }),
      initialBasketsState,
    ],
    [
      'a menu QR chooses its branch and table',
      initialBasketsState,
      menuQrRead({ slug: 'tea', branchId: 41, table: '4' }),
      {
        baskets: { 'tea@41': editing([], { service: { kind: 'table', table: '4' } }) },
        branches: { tea: 41 },
      },
    ],
    [
      'restored baskets fill in only what is missing',
      withBasket(editing([line(101, 2500, 3)])),
      basketsRestored({
        baskets: { [ID]: editing([line(101, 2500, 1)]), 'x@shop': editing([line(5, 100, 1)]) },
        branches: { tea: null },
      }),
      {
        baskets: { [ID]: editing([line(101, 2500, 3)]), 'x@shop': editing([line(5, 100, 1)]) },
        branches: { tea: null },
      },
    ],
  ])('%s', (_name, before, action, after) => {
    expect(basketReducer(before, action as never)).toEqual(after);
  });
});

describe('the basket’s selectors, with worked numbers', () => {
  it('estimates 2 × 2,500 + 3 × 1,200 = 8,600 MMK', () => {
    expect(estimatedTotal([line(101, 2500, 2), line(103, 1200, 3)])).toBe(8600);
    expect(itemCount([line(101, 2500, 2), line(103, 1200, 3)])).toBe(5);
  });

  it('leaves out an item no longer sold: 2 × 2,500 = 5,000 MMK', () => {
    expect(estimatedTotal([line(101, 2500, 2), line(103, 1200, 3, true)])).toBe(5000);
  });

  it('is 0 for an empty basket', () => {
    expect(estimatedTotal([])).toBe(0);
  });

  it.each([
    [{ kind: 'pickup' as const }, false],
    [{ kind: 'table' as const, table: '4' }, false],
    [{ kind: 'table' as const, table: 'A-12' }, false],
    [{ kind: 'table' as const, table: '  ' }, true],
    [{ kind: 'table' as const, table: '၄' }, true],
    [{ kind: 'table' as const, table: '12345678901' }, true],
  ])('a table number of %j has a problem: %s', (service, problem) => {
    expect(tableProblem(service)).toBe(problem);
  });
});
