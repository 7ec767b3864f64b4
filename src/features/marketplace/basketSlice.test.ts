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
  orderPromoRefused,
  orderRefused,
  orderSubmitted,
  promoCodeToSend,
  promoQuoted,
  promoRefused,
  promoRemoved,
  promoSubmitted,
  placedDismissed,
  quantityChanged,
  serviceChosen,
  tableProblem,
  type Basket,
  type BasketLine,
  type BasketPromo,
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
  promo: { status: 'none' },
  ...extra,
});
const placing = (
  lines: BasketLine[],
  key: string,
  promo: BasketPromo = { status: 'none' },
): Basket => ({
  status: 'placing',
  lines,
  note: '',
  service: { kind: 'pickup' },
  key,
  promo,
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
      'a closed shop keeps the basket, with when it opens next',
      withBasket(placing([line(101, 2500, 1)], 'k1')),
      orderRefused({
        basketId: ID,
        key: 'k1',
        problem: 'closed',
        reopens: { ahead: 1, weekday: 3, time: '06:00' },
      }),
      withBasket(
        editing([line(101, 2500, 1)], {
          problem: 'closed',
          reopens: { ahead: 1, weekday: 3, time: '06:00' },
        }),
      ),
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

const QUOTE = { subtotal: 5000, member_discount: 500, promo_discount: 1000, total: 3500 };
const lines = [line(101, 2500, 2)];

describe('the basket’s promo code as a state machine (none → checking → applied | refused)', () => {
  it.each<[string, BasketsState, { type: string; payload?: unknown }, BasketsState]>([
    [
      "'Apply' checks the code, upper-case and trimmed, and drops the last submission's key",
      withBasket(editing(lines, { key: 'k1' })),
      promoSubmitted({ basketId: ID, code: ' tea10 ' }),
      withBasket(editing(lines, { promo: { status: 'checking', code: 'TEA10' } })),
    ],
    [
      "'Apply' with nothing typed changes nothing",
      withBasket(editing(lines)),
      promoSubmitted({ basketId: ID, code: '  ' }),
      withBasket(editing(lines)),
    ],
    [
      "'Apply' on an empty basket changes nothing",
      withBasket(editing([])),
      promoSubmitted({ basketId: ID, code: 'TEA10' }),
      withBasket(editing([])),
    ],
    [
      "'Apply' while placing changes nothing",
      withBasket(placing(lines, 'k1')),
      promoSubmitted({ basketId: ID, code: 'TEA10' }),
      withBasket(placing(lines, 'k1')),
    ],
    [
      'the server’s quote applies the code being checked',
      withBasket(editing(lines, { promo: { status: 'checking', code: 'TEA10' } })),
      promoQuoted({ basketId: ID, code: 'TEA10', quote: QUOTE }),
      withBasket(editing(lines, { promo: { status: 'applied', code: 'TEA10', quote: QUOTE } })),
    ],
    [
      'a quote for another code (an earlier check) changes nothing',
      withBasket(editing(lines, { promo: { status: 'checking', code: 'TEA10' } })),
      promoQuoted({ basketId: ID, code: 'OLD', quote: QUOTE }),
      withBasket(editing(lines, { promo: { status: 'checking', code: 'TEA10' } })),
    ],
    [
      'a refusal keeps the server’s words and the code is not applied',
      withBasket(editing(lines, { promo: { status: 'checking', code: 'TEA10' } })),
      promoRefused({ basketId: ID, code: 'TEA10', message: 'This promo code has expired.' }),
      withBasket(
        editing(lines, {
          promo: { status: 'refused', code: 'TEA10', message: 'This promo code has expired.' },
        }),
      ),
    ],
    [
      'a refusal with no code being checked changes nothing',
      withBasket(editing(lines)),
      promoRefused({ basketId: ID, code: 'TEA10', message: 'No' }),
      withBasket(editing(lines)),
    ],
    [
      "'Remove' clears an applied code",
      withBasket(editing(lines, { promo: { status: 'applied', code: 'TEA10', quote: QUOTE } })),
      promoRemoved({ basketId: ID }),
      withBasket(editing(lines)),
    ],
    [
      "'Remove' clears a refused code",
      withBasket(editing(lines, { promo: { status: 'refused', code: 'X1X', message: null } })),
      promoRemoved({ basketId: ID }),
      withBasket(editing(lines)),
    ],
    [
      'a change of quantity checks an applied code again (its quote no longer holds)',
      withBasket(editing(lines, { promo: { status: 'applied', code: 'TEA10', quote: QUOTE } })),
      quantityChanged({ basketId: ID, itemId: 101, quantity: 3 }),
      withBasket(editing([line(101, 2500, 3)], { promo: { status: 'checking', code: 'TEA10' } })),
    ],
    [
      'adding an item checks an applied code again',
      withBasket(editing(lines, { promo: { status: 'applied', code: 'TEA10', quote: QUOTE } })),
      itemAdded({ basketId: ID, item: mohinga }),
      withBasket(editing([line(101, 2500, 3)], { promo: { status: 'checking', code: 'TEA10' } })),
    ],
    [
      'removing the last line drops the code',
      withBasket(editing(lines, { promo: { status: 'applied', code: 'TEA10', quote: QUOTE } })),
      itemRemoved({ basketId: ID, itemId: 101 }),
      withBasket(editing([])),
    ],
    [
      'a change of quantity leaves a refused code refused',
      withBasket(editing(lines, { promo: { status: 'refused', code: 'X1X', message: 'No' } })),
      quantityChanged({ basketId: ID, itemId: 101, quantity: 3 }),
      withBasket(
        editing([line(101, 2500, 3)], {
          promo: { status: 'refused', code: 'X1X', message: 'No' },
        }),
      ),
    ],
    [
      'placing carries the applied code',
      withBasket(editing(lines, { promo: { status: 'applied', code: 'TEA10', quote: QUOTE } })),
      submitted('k1'),
      withBasket(placing(lines, 'k1', { status: 'applied', code: 'TEA10', quote: QUOTE })),
    ],
    [
      'a promo refusal on placing keeps the basket, shows the words and drops the key',
      withBasket(placing(lines, 'k1', { status: 'applied', code: 'TEA10', quote: QUOTE })),
      orderPromoRefused({ basketId: ID, key: 'k1', message: 'This promo code has been used up.' }),
      withBasket(
        editing(lines, {
          promo: { status: 'refused', code: 'TEA10', message: 'This promo code has been used up.' },
        }),
      ),
    ],
    [
      'a promo refusal for another submission changes nothing',
      withBasket(placing(lines, 'k2')),
      orderPromoRefused({ basketId: ID, key: 'k1', message: 'No' }),
      withBasket(placing(lines, 'k2')),
    ],
  ])('%s', (_name, before, action, after) => {
    expect(basketReducer(before, action as never)).toEqual(after);
  });

  it('sends an applied code or one being checked, never a refused one', () => {
    expect(promoCodeToSend({ status: 'applied', code: 'TEA10', quote: QUOTE })).toBe('TEA10');
    expect(promoCodeToSend({ status: 'checking', code: 'TEA10' })).toBe('TEA10');
    expect(promoCodeToSend({ status: 'refused', code: 'TEA10', message: null })).toBeNull();
    expect(promoCodeToSend({ status: 'none' })).toBeNull();
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
