import fc from 'fast-check';
import {
  addonLines,
  clampAmount,
  clampPercent,
  clampQuantity,
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
  { id: 1, name: 'Social Media Content', price_3month: 10000 },
  { id: 2, name: 'Order/Reservations', price_3month: 15000 },
  { id: 3, name: 'Branches', price_3month: 5000 },
];
const noDiscount = { percentDiscount: 0, amountDiscount: 0 };

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
  it('prices add-ons at their list price x quantity whatever the duration and skips unknown names', () => {
    expect(
      addonLines(
        [
          { name: 'Branches', quantity: 3 },
          { name: 'Unknown', quantity: 1 },
        ],
        types,
      ),
    ).toEqual([{ name: 'Branches', quantity: 3, price: 5000, total: 15000 }]);
    // The same add-on costs the same with a 3-month and a 12-month plan.
    const selected = [{ name: 'Order/Reservations', quantity: 1 }];
    const short = planCost({ plan: standard, months: 3, selected, types, ...noDiscount });
    const long = planCost({ plan: standard, months: 12, selected, types, ...noDiscount });
    expect(short.addons[0]!.total).toBe(15000);
    expect(long.addons[0]!.total).toBe(15000);
  });

  it('shows the 1% feature discount as its own line: Standard 12 months with Order/Reservations', () => {
    const cost = planCost({
      plan: standard,
      months: 12,
      selected: [{ name: 'Order/Reservations', quantity: 1 }],
      types,
      ...noDiscount,
    });
    // 640,000 + 15,000 - 150 = 654,850; tax 2% 13,097; total 667,947.
    expect(cost).toEqual({
      basePrice: 640000,
      addons: [{ name: 'Order/Reservations', quantity: 1, price: 15000, total: 15000 }],
      addonsTotal: 15000,
      featureDiscount: 150,
      subtotal: 654850,
      discount: 0,
      afterDiscount: 654850,
      tax: 13097,
      total: 667947,
    });
  });

  it('takes a percentage discount off the subtotal: Standard 12 months, two add-ons, 10% off', () => {
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
    // add-ons 40,000; feature discount 400; subtotal 679,600; 10% = 67,960; taxable 611,640;
    // tax 12,232.8 → 12,233; total 623,873.
    expect(cost.addonsTotal).toBe(40000);
    expect(cost.featureDiscount).toBe(400);
    expect(cost.subtotal).toBe(679600);
    expect(cost.discount).toBe(67960);
    expect(cost.afterDiscount).toBe(611640);
    expect(cost.tax).toBe(12233);
    expect(cost.total).toBe(623873);
  });

  it('takes an amount discount off the subtotal, never below zero', () => {
    const cost = planCost({
      plan: standard,
      months: 3,
      selected: [{ name: 'Branches', quantity: 3 }],
      types,
      percentDiscount: 0,
      amountDiscount: 5000,
    });
    // 180,000 + 15,000 - 150 = 194,850; less 5,000 = 189,850; tax 3,797; total 193,647.
    expect(cost.subtotal).toBe(194850);
    expect(cost.discount).toBe(5000);
    expect(cost.afterDiscount).toBe(189850);
    expect(cost.tax).toBe(3797);
    expect(cost.total).toBe(193647);
    const huge = planCost({
      ...{ plan: standard, months: 3 as const, selected: [], types },
      percentDiscount: 0,
      amountDiscount: 1e9,
    });
    // The amount is bounded at 10,000,000 and never more than the subtotal.
    expect(huge.discount).toBe(180000);
    expect(huge.total).toBe(0);
  });

  it('rounds each line half up to the kyat', () => {
    const small = (price: number) => ({
      price_3month: price,
      price_6month: price,
      price_12month: price,
    });
    const odd = [
      { id: 7, name: 'Half', price_3month: 250 },
      { id: 8, name: 'Under half', price_3month: 249 },
    ];
    // 1% of 250 is 2.5 → 3; of 249 is 2.49 → 2.
    expect(
      planCost({
        plan: undefined,
        months: 3,
        selected: [{ name: 'Half', quantity: 1 }],
        types: odd,
        ...noDiscount,
      }).featureDiscount,
    ).toBe(3);
    expect(
      planCost({
        plan: undefined,
        months: 3,
        selected: [{ name: 'Under half', quantity: 1 }],
        types: odd,
        ...noDiscount,
      }).featureDiscount,
    ).toBe(2);
    // Tax: 2% of 25 is 0.5 → 1; of 24 is 0.48 → 0.
    const tax25 = planCost({ plan: small(25), months: 3, selected: [], types, ...noDiscount });
    expect([tax25.tax, tax25.total]).toEqual([1, 26]);
    const tax24 = planCost({ plan: small(24), months: 3, selected: [], types, ...noDiscount });
    expect([tax24.tax, tax24.total]).toEqual([0, 24]);
    // Percentage: 2% of 1,025 is 20.5 → 21; taxable 1,004; tax 20.08 → 20; total 1,024.
    const percent = planCost({
      plan: small(1025),
      months: 6,
      selected: [],
      types,
      percentDiscount: 2,
      amountDiscount: 0,
    });
    expect([percent.discount, percent.afterDiscount, percent.tax, percent.total]).toEqual([
      21, 1004, 20, 1024,
    ]);
  });

  it('prices at most 99 of an add-on', () => {
    const cost = planCost({
      plan: undefined,
      months: 6,
      selected: [{ name: 'Order/Reservations', quantity: 500000 }],
      types,
      ...noDiscount,
    });
    // 99 x 15,000 = 1,485,000; 1% = 14,850.
    expect(cost.addons).toEqual([
      { name: 'Order/Reservations', quantity: 99, price: 15000, total: 1485000 },
    ]);
    expect(cost.featureDiscount).toBe(14850);
    expect(cost.subtotal).toBe(1470150);
  });

  it('gives whole-kyat lines that add up to the total, for any input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3 as const, 6 as const, 12 as const),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 300000 }),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 1, max: 150 }),
        (months, percent, amount, branches, posts) => {
          const cost = planCost({
            plan: standard,
            months,
            selected: [
              { name: 'Branches', quantity: branches },
              { name: 'Social Media Content', quantity: posts },
            ],
            types,
            percentDiscount: percent,
            amountDiscount: amount,
          });
          const lines = [
            cost.basePrice,
            ...cost.addons.map((a) => a.total),
            cost.featureDiscount,
            cost.subtotal,
            cost.discount,
            cost.tax,
            cost.total,
          ];
          expect(lines.every(Number.isInteger)).toBe(true);
          for (const line of cost.addons) {
            expect(line.quantity).toBeLessThanOrEqual(99);
            expect(line.total).toBe(line.price * line.quantity);
          }
          expect(
            cost.basePrice +
              cost.addons.reduce((sum, a) => sum + a.total, 0) -
              cost.featureDiscount,
          ).toBe(cost.subtotal);
          expect(cost.subtotal - cost.discount).toBe(cost.afterDiscount);
          expect(cost.afterDiscount + cost.tax).toBe(cost.total);
          expect(Math.abs(cost.tax - cost.afterDiscount * 0.02)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('entered values', () => {
  it('keeps the percentage between 0 and 20 in whole steps', () => {
    expect(clampPercent(25)).toBe(20);
    expect(clampPercent(-1)).toBe(0);
    expect(clampPercent(7.4)).toBe(7);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('keeps the amount from 0 to 10,000,000 in steps of 1,000', () => {
    expect(clampAmount(-1000)).toBe(0);
    expect(clampAmount(2400)).toBe(2000);
    expect(clampAmount(2500)).toBe(3000);
    expect(clampAmount(10_000_000)).toBe(10_000_000);
    expect(clampAmount(500_000_000)).toBe(10_000_000);
  });

  it('keeps a quantity from 1 to 99 in whole steps', () => {
    expect(clampQuantity(500000)).toBe(99);
    expect(clampQuantity(99)).toBe(99);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.6)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
