import fc from 'fast-check';
import {
  applyDecrement,
  applyIncrement,
  applyQuantity,
  applyRowToggle,
  applySelectAll,
  calculateTotals,
  decrement,
  isAllSelected,
  normalizeAddon,
  PACKAGES,
  parsePercent,
  parseQuantity,
  sizeQuantities,
  UNSELECTABLE_INDEX,
} from './pricing';
import { sampleCalculatorAddons } from '../../test/server';

/** The calculator's seven rows as the server seeds them. */
const addons = sampleCalculatorAddons;

describe('calculator totals', () => {
  it('prices Premium alone with the default 5% discount', () => {
    const t = calculateTotals({
      packageName: 'Premium',
      addons,
      quantities: [0, 0, 0, 0, 0, 0, 0],
      discountOn: true,
      discountPercent: 5,
    });
    expect(t).toEqual({ subtotal: 390000, tax: 19500, discount: 19500, total: 390000, lines: [] });
  });

  it('adds quantity x price for every add-on and takes the discount off the subtotal only', () => {
    const t = calculateTotals({
      packageName: 'Standard',
      addons,
      quantities: [2, 1, 3, 0, 0, 0, 0],
      discountOn: true,
      discountPercent: 10,
    });
    // 240000 + 20000 + 15000 + 15000 = 290000; tax 14500; discount 29000
    expect(t.subtotal).toBe(290000);
    expect(t.tax).toBe(14500);
    expect(t.discount).toBe(29000);
    expect(t.total).toBe(275500);
    expect(t.lines).toEqual([
      { feature: 'Social Media Content', unit: 'plan', quantity: 2, amount: 10000, total: 20000 },
      { feature: 'Order/Reservations', unit: 'plan', quantity: 1, amount: 15000, total: 15000 },
      { feature: 'Branches', unit: 'branch', quantity: 3, amount: 5000, total: 15000 },
    ]);
  });

  it('takes no discount when it is off, whatever the percent', () => {
    const t = calculateTotals({
      packageName: 'Basic',
      addons,
      quantities: [],
      discountOn: false,
      discountPercent: 50,
    });
    expect(t).toMatchObject({ subtotal: 120000, tax: 6000, discount: 0, total: 126000 });
  });

  it("defaults a line's unit to 'Unit' and its price to 0", () => {
    const t = calculateTotals({
      packageName: 'Basic',
      addons: [{ name: 'Mystery', unit: null, price: null }],
      quantities: [4],
      discountOn: false,
      discountPercent: 0,
    });
    expect(t.lines).toEqual([
      { feature: 'Mystery', unit: 'Unit', quantity: 4, amount: 0, total: 0 },
    ]);
    expect(t.subtotal).toBe(120000);
  });

  it('holds total = subtotal x (1.05 - percent/100) for any package, quantities and percent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PACKAGES),
        fc.array(fc.nat(50), { minLength: 7, maxLength: 7 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (packageName, quantities, discountOn, discountPercent) => {
          const t = calculateTotals({
            packageName,
            addons,
            quantities,
            discountOn,
            discountPercent,
          });
          const expected = t.subtotal * (1.05 - (discountOn ? discountPercent : 0) / 100);
          expect(t.total).toBeCloseTo(expected, 6);
          expect(t.subtotal).toBe(
            t.lines.reduce((sum, l) => sum + l.quantity * l.amount, 0) +
              { Basic: 120000, Standard: 240000, Premium: 390000 }[packageName],
          );
        },
      ),
    );
  });
});

describe('select-all', () => {
  it('sets add-ons at 0 to 1, keeps positive quantities and forces the seventh to 0', () => {
    expect(applySelectAll([0, 3, 0, 1, 0, 2, 5, 0], true)).toEqual([1, 3, 1, 1, 1, 2, 0, 1]);
  });

  it('sets every quantity to 0 when unchecked', () => {
    expect(applySelectAll([2, 3, 0, 1, 0, 2, 0], false)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('is checked exactly when every add-on but the seventh is above 0', () => {
    expect(isAllSelected([1, 1, 1, 1, 1, 1, 0])).toBe(true);
    expect(isAllSelected([1, 1, 1, 1, 1, 1, 9])).toBe(true);
    expect(isAllSelected([1, 1, 1, 1, 0, 1, 0])).toBe(false);
    expect(isAllSelected([])).toBe(false);
  });

  it('never selects the seventh add-on, whatever is done', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(9), { minLength: 7, maxLength: 10 }),
        fc.nat(9),
        fc.boolean(),
        (quantities, index, checked) => {
          expect(applySelectAll(quantities, checked)[UNSELECTABLE_INDEX]).toBe(0);
          expect(applyRowToggle(quantities, index, checked)[UNSELECTABLE_INDEX]).toBe(0);
          expect(isAllSelected(applySelectAll(quantities, true))).toBe(true);
        },
      ),
    );
  });
});

describe('row checkbox', () => {
  it('sets its quantity to 1 or 0 and leaves the others', () => {
    expect(applyRowToggle([0, 4, 0, 0, 0, 0, 0], 0, true)).toEqual([1, 4, 0, 0, 0, 0, 0]);
    expect(applyRowToggle([2, 4, 0, 0, 0, 0, 0], 1, false)).toEqual([2, 0, 0, 0, 0, 0, 0]);
  });

  it('cannot select the seventh add-on', () => {
    expect(applyRowToggle([0, 0, 0, 0, 0, 0, 0], 6, true)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('inputs', () => {
  it('turns non-numeric or negative quantities into 0 and keeps whole numbers', () => {
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('-3')).toBe(0);
    expect(parseQuantity('7')).toBe(7);
    expect(parseQuantity('2.9')).toBe(2);
  });

  it('never takes the minus button below 0', () => {
    expect(decrement(1)).toBe(0);
    expect(decrement(0)).toBe(0);
  });

  it('turns a non-numeric percent into 0 and sets no upper bound', () => {
    expect(parsePercent('x')).toBe(0);
    expect(parsePercent('150')).toBe(150);
    expect(parsePercent('7.5')).toBe(7.5);
  });
});

describe('quantity steps and edits', () => {
  it('plus adds one, minus takes one and never goes below 0', () => {
    expect(applyIncrement([0, 2, 0, 0, 0, 0, 0], 1)).toEqual([0, 3, 0, 0, 0, 0, 0]);
    expect(applyDecrement([0, 2, 0, 0, 0, 0, 0], 1)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(applyDecrement([0, 2, 0, 0, 0, 0, 0], 0)).toEqual([0, 2, 0, 0, 0, 0, 0]);
  });

  it('sets a typed quantity as a whole number of at least 0', () => {
    expect(applyQuantity([0, 0, 0], 2, 5)).toEqual([0, 0, 5]);
    expect(applyQuantity([0, 0, 4], 2, -1)).toEqual([0, 0, 0]);
    expect(applyQuantity([0, 0, 4], 2, 2.7)).toEqual([0, 0, 2]);
    expect(applyQuantity([0, 0, 4], 9, 1)).toEqual([0, 0, 4]);
  });

  it('never lets the seventh add-on above 0, by plus or by typing', () => {
    expect(applyIncrement([0, 0, 0, 0, 0, 0, 0], 6)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(applyQuantity([0, 0, 0, 0, 0, 0, 0], 6, 3)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('keeps every quantity a whole number of at least 0 whatever is done', () => {
    fc.assert(
      fc.property(
        // Any state the calculator can be in: the seventh add-on is always 0 there.
        fc
          .array(fc.nat(20), { minLength: 7, maxLength: 9 })
          .map((qs) => qs.map((q, i) => (i === UNSELECTABLE_INDEX ? 0 : q))),
        fc.nat(10),
        fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: true })),
        (quantities, index, typed) => {
          for (const next of [
            applyIncrement(quantities, index),
            applyDecrement(quantities, index),
            applyQuantity(quantities, index, typed),
          ]) {
            expect(next).toHaveLength(quantities.length);
            expect(next[UNSELECTABLE_INDEX]).toBe(0);
            expect(next.every((q) => Number.isInteger(q) && q >= 0)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('sizing the quantities to the add-ons', () => {
  it('starts every add-on at 0', () => {
    expect(sizeQuantities([], 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('keeps chosen quantities by position, drops the extra, and the seventh is 0', () => {
    expect(sizeQuantities([2, 0, 3], 5)).toEqual([2, 0, 3, 0, 0]);
    expect(sizeQuantities([2, 0, 3, 1, 1, 1, 9, 4, 5], 8)).toEqual([2, 0, 3, 1, 1, 1, 0, 4]);
  });
});

describe('a calculator add-on as loaded', () => {
  it("defaults the unit to 'Unit' and the price to 0", () => {
    expect(normalizeAddon({ name: 'Branches', unit: 'branch', price: 5000 })).toEqual({
      name: 'Branches',
      unit: 'branch',
      price: 5000,
    });
    expect(normalizeAddon({ name: 'Mystery' })).toEqual({
      name: 'Mystery',
      unit: 'Unit',
      price: 0,
    });
    expect(normalizeAddon({ name: 'Mystery', unit: '', price: null })).toEqual({
      name: 'Mystery',
      unit: 'Unit',
      price: 0,
    });
  });
});
