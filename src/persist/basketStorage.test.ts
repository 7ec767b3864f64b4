import { BASKET_STORAGE_KEY, readBaskets, writeBaskets } from './basketStorage';

const memory = (value: string | null) => ({
  getItem: (key: string) => (key === BASKET_STORAGE_KEY ? value : null),
});

describe('the baskets kept in sessionStorage', () => {
  it('reads back what was written, a basket caught placing as edited with its key', () => {
    let stored: string | null = null;
    writeBaskets(
      { setItem: (_key, value) => void (stored = value) },
      {
        baskets: {
          'tea@41': {
            status: 'placing',
            lines: [{ itemId: 101, name: 'Mohinga', price: 2500, quantity: 2, unavailable: false }],
            note: 'Hot',
            service: { kind: 'table', table: '4' },
            key: 'k1',
            promo: { status: 'checking', code: 'TEA10' },
          },
          'tea@shop': { status: 'placed', orderId: 9, number: 31, total: 4800 },
        },
        branches: { tea: 41 },
      },
    );
    expect(readBaskets(memory(stored))).toEqual({
      baskets: {
        'tea@41': {
          status: 'editing',
          lines: [{ itemId: 101, name: 'Mohinga', price: 2500, quantity: 2, unavailable: false }],
          note: 'Hot',
          service: { kind: 'table', table: '4' },
          key: 'k1',
          problem: null,
          promo: { status: 'none' },
        },
        'tea@shop': { status: 'placed', orderId: 9, number: 31, total: 4800 },
      },
      branches: { tea: 41 },
    });
  });

  it('drops a basket that is not sound and keeps the others', () => {
    const raw = JSON.stringify({
      baskets: {
        bad: { status: 'editing', lines: [{ itemId: 'x' }], note: '', service: { kind: 'pickup' } },
        good: { status: 'editing', lines: [], note: '', service: { kind: 'pickup' }, key: null },
      },
      branches: { tea: 'x', cafe: null },
    });
    expect(readBaskets(memory(raw))).toEqual({
      baskets: {
        good: {
          status: 'editing',
          lines: [],
          note: '',
          service: { kind: 'pickup' },
          key: null,
          problem: null,
          promo: { status: 'none' },
        },
      },
      branches: { cafe: null },
    });
  });

  it('brings back an applied promo code with its quote; a malformed quote drops the code', () => {
    const quote = { subtotal: 8000, member_discount: 800, promo_discount: 1000, total: 6200 };
    const raw = JSON.stringify({
      baskets: {
        a: {
          status: 'editing',
          lines: [],
          note: '',
          service: { kind: 'pickup' },
          key: null,
          promo: { status: 'applied', code: 'TEA10', quote },
        },
        b: {
          status: 'editing',
          lines: [],
          note: '',
          service: { kind: 'pickup' },
          key: null,
          promo: { status: 'applied', code: 'TEA10', quote: { ...quote, total: -1 } },
        },
      },
      branches: {},
    });
    const read = readBaskets(memory(raw));
    expect(read?.baskets.a).toMatchObject({
      promo: {
        status: 'applied',
        code: 'TEA10',
        quote: { subtotal: 8000, member_discount: 800, promo_discount: 1000, total: 6200 },
      },
    });
    expect(read?.baskets.b).toMatchObject({ promo: { status: 'none' } });
  });

  it('ignores what is not JSON, and nothing stored is null', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(readBaskets(memory('{oops'))).toBeNull();
    expect(log).toHaveBeenCalledWith('Stored baskets could not be read; they are ignored.');
    expect(readBaskets(memory(null))).toBeNull();
    log.mockRestore();
  });
});
