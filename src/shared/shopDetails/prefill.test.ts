import fc from 'fast-check';
import { prefill } from './prefill';

const none = new Set<never>();

describe('prefill', () => {
  it('fills each field with what is known', () => {
    expect(
      prefill(
        { shopName: '', address: '', categoryId: '', township: '' },
        {
          shopName: 'Golden Tea House',
          address: '12 Bo Aung Kyaw St',
          categoryId: '2',
          township: 'Bahan',
        },
        none,
      ),
    ).toEqual({
      shopName: 'Golden Tea House',
      address: '12 Bo Aung Kyaw St',
      categoryId: '2',
      township: 'Bahan',
    });
  });

  it('replaces a value only prefilled before (the session name) with a newer one told', () => {
    expect(prefill({ shopName: 'Registered Name' }, { shopName: 'Store Name' }, none)).toEqual({
      shopName: 'Store Name',
    });
  });

  it('never overwrites what the merchant typed, even emptied', () => {
    expect(
      prefill(
        { shopName: 'My own name', address: '', categoryId: '5', township: '' },
        { shopName: 'Golden Tea House', address: '12 Bo Aung Kyaw St', categoryId: '2' },
        new Set(['shopName', 'address', 'categoryId'] as const),
      ),
    ).toEqual({ shopName: 'My own name', address: '', categoryId: '5', township: '' });
  });

  it('keeps a field where nothing is known, and answers the same object when nothing changes', () => {
    const current = { shopName: 'Typed', address: '' };
    expect(prefill(current, { address: null }, none)).toBe(current);
    expect(prefill(current, { shopName: '' }, none)).toBe(current);
    expect(prefill(current, { shopName: 'Typed' }, none)).toBe(current);
  });

  it('for any form: typed fields kept, the others known or unchanged', () => {
    const field = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(
        fc.dictionary(field, fc.string()),
        fc.dictionary(field, fc.oneof(fc.constant(null), fc.string())),
        fc.uniqueArray(field),
        (current, known, typedFields) => {
          const typed = new Set<string>(typedFields);
          const filled = prefill(current, known, typed);
          return Object.keys(current).every((key) => {
            const value = known[key];
            if (typed.has(key) || typeof value !== 'string' || value === '') {
              return filled[key] === current[key];
            }
            return filled[key] === value;
          });
        },
      ),
    );
  });
});
