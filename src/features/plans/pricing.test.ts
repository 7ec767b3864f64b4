import fc from 'fast-check';
import {
  addonLines,
  clampAmount,
  clampPercent,
  durationAt,
  formatMmk,
  isDuration,
  monthlyPrice,
  periodPrice,
  planByKey,
  planCost,
} from './pricing';

const standard = {
  name: 'Standard',
  price_3month: 180000,
  price_6month: 340000,
  price_12month: 640000,
};
const types = [
  { name: 'Social Media Content', price_3month: 10000 },
  { name: 'Order/Reservations', price_3month: 15000 },
  { name: 'Branches', price_3month: 5000 },
];

describe('plan prices', () => {
  it('maps duration indexes 0, 1, 2 to 3, 6, 12 months, defaulting to 6', () => {
    expect([0, 1, 2].map(durationAt)).toEqual([3, 6, 12]);
    expect(durationAt(7)).toBe(6);
    expect(isDuration(6)).toBe(true);
    expect(isDuration(5)).toBe(false);
  });

  it('divides the period price by its months for the monthly price', () => {
    expect(periodPrice(standard, 12)).toBe(640000);
    expect(monthlyPrice(standard, 3)).toBe(60000);
    expect(formatMmk(monthlyPrice(standard, 12))).toBe('53,333');
    expect(formatMmk(monthlyPrice(standard, 6))).toBe('56,667');
  });

  it('finds a plan by its lowercase name', () => {
    expect(planByKey([{ name: 'basic' }, standard], 'standard')).toBe(standard);
    expect(planByKey([standard], 'premium')).toBeUndefined();
  });
});

describe('plan cost', () => {
  it('prices add-ons at price_3month x quantity whatever the duration and skips unknown names', () => {
    expect(
      addonLines(
        [
          { name: 'Branches', quantity: 3 },
          { name: 'Unknown', quantity: 1 },
        ],
        types,
      ),
    ).toEqual([{ name: 'Branches', quantity: 3, price: 5000, total: 15000 }]);
  });

  it('works a full example: Standard 12 months, two add-ons, 10% discount', () => {
    const cost = planCost({
      plan: standard,
      months: 12,
      selected: [
        { name: 'Social Media Content', quantity: 1 },
        { name: 'Order/Reservations', quantity: 2 },
      ],
      types,
      percentDiscount: 10,
      amountDiscount: 0,
    });
    // add-ons 40,000 less 1% = 39,600; subtotal 679,600; discount 67,960; after 611,640;
    // tax 12,232.8; total 623,872.8
    expect(cost.basePrice).toBe(640000);
    expect(cost.featuresCost).toBeCloseTo(39600, 6);
    expect(cost.subtotal).toBeCloseTo(679600, 6);
    expect(cost.discount).toBeCloseTo(67960, 6);
    expect(cost.tax).toBeCloseTo(12232.8, 6);
    expect(cost.total).toBeCloseTo(623872.8, 6);
  });

  it('takes an amount discount off the subtotal, never below zero', () => {
    const cost = planCost({
      plan: standard,
      months: 3,
      selected: [],
      types,
      percentDiscount: 0,
      amountDiscount: 5000,
    });
    expect(cost.afterDiscount).toBe(175000);
    expect(cost.total).toBe(178500);
    const huge = planCost({
      ...{ plan: standard, months: 3 as const, selected: [], types },
      percentDiscount: 0,
      amountDiscount: 1e9,
    });
    expect(huge.total).toBe(0);
  });

  it('charges 2% tax on what is left after the discount, for any input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3 as const, 6 as const, 12 as const),
        fc.integer({ min: 0, max: 20 }),
        fc.nat(10),
        (months, percent, quantity) => {
          const cost = planCost({
            plan: standard,
            months,
            selected: [{ name: 'Branches', quantity }],
            types,
            percentDiscount: percent,
            amountDiscount: 0,
          });
          expect(cost.tax).toBeCloseTo(cost.afterDiscount * 0.02, 6);
          expect(cost.total).toBeCloseTo(cost.afterDiscount * 1.02, 6);
          expect(cost.afterDiscount).toBeLessThanOrEqual(cost.subtotal);
        },
      ),
    );
  });
});

describe('discount inputs', () => {
  it('keeps the percentage between 0 and 20 in whole steps', () => {
    expect(clampPercent(25)).toBe(20);
    expect(clampPercent(-1)).toBe(0);
    expect(clampPercent(7.4)).toBe(7);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('keeps the amount at 0 or more in steps of 1,000', () => {
    expect(clampAmount(-1000)).toBe(0);
    expect(clampAmount(2400)).toBe(2000);
    expect(clampAmount(2500)).toBe(3000);
  });
});
