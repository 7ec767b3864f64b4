/**
 * The plan flow's money rules, pure: every plan x duration x a few add-on mixes priced line by
 * line (figures worked out by hand from the seeded prices), the lines adding up for any order
 * (property-based), what paying does to the current plan, the credit of unused days, the
 * subscription's states, the reminders' windows and the documents' numbers.
 *
 * Seeded prices (MMK, per period): basic 90,000 / 170,000 / 320,000; Standard 180,000 / 340,000 /
 * 640,000; Premium 300,000 / 570,000 / 1,080,000 for 3 / 6 / 12 months. Add-ons (once per order):
 * 1 Social Media Content 10,000; 2 Order/Reservations 15,000; 3 Branches 5,000; 4 Advertisement
 * Banner 20,000; 5 Stamp & Card Designs 8,000; 6 Advanced Analytics 12,000.
 */
import fc from 'fast-check';
import { AddAddonRequest } from './index';
import { RECEIPT_NUMBER_PATTERN } from './billing';
import {
  DOCUMENT_NUMBER_PATTERN,
  MAX_ADDON_QUANTITY,
  changeKind,
  documentNumber,
  mmkMinor,
  planPrice,
  reminderDue,
  subscriptionState,
  unusedCredit,
  type OrderTerms,
  type PartnerDiscount,
  type PricedAddonInput,
} from './planPricing';

const ADDON_PRICE: Record<number, [string, number]> = {
  1: ['Social Media Content', 10_000],
  2: ['Order/Reservations', 15_000],
  3: ['Branches', 5_000],
  4: ['Advertisement Banner', 20_000],
  5: ['Stamp & Card Designs', 8_000],
  6: ['Advanced Analytics', 12_000],
};

const addon = (id: number, quantity: number): PricedAddonInput => {
  const [name, unit_price] = ADDON_PRICE[id]!;
  return { addon_type_id: id, name, unit_price, quantity };
};

/** No add-ons. */
const NONE: PricedAddonInput[] = [];
/** Social Media x2 + Stamp & Card Designs x1: 20,000 + 8,000 = 28,000; 1 % = 280. */
const TWO: PricedAddonInput[] = [addon(1, 2), addon(5, 1)];
/** Every add-on once: 10,000 + 15,000 + 5,000 + 20,000 + 8,000 + 12,000 = 70,000; 1 % = 700. */
const ALL: PricedAddonInput[] = [1, 2, 3, 4, 5, 6].map((id) => addon(id, 1));

const price = (
  planPriceValue: number,
  addons: PricedAddonInput[],
  discount: PartnerDiscount | null = null,
  credit = 0,
) => planPrice({ planPrice: planPriceValue, addons, discount, credit });

describe('planPrice: every plan x duration x add-on mix', () => {
  // [plan, months, plan price, mix, addons_total, feature_discount, subtotal, tax, total]
  // Subtotal = plan + add-ons - 1 %; tax = 2 % of the subtotal, half up; total = subtotal + tax.
  type Row = [string, number, number, string, number, number, number, number, number];
  const rows: Row[] = [
    // No add-ons: subtotal = plan; tax = 0.02 x plan (whole); total = 1.02 x plan.
    ['basic', 3, 90_000, 'no', 0, 0, 90_000, 1_800, 91_800],
    ['basic', 6, 170_000, 'no', 0, 0, 170_000, 3_400, 173_400],
    ['basic', 12, 320_000, 'no', 0, 0, 320_000, 6_400, 326_400],
    ['Standard', 3, 180_000, 'no', 0, 0, 180_000, 3_600, 183_600],
    ['Standard', 6, 340_000, 'no', 0, 0, 340_000, 6_800, 346_800],
    ['Standard', 12, 640_000, 'no', 0, 0, 640_000, 12_800, 652_800],
    ['Premium', 3, 300_000, 'no', 0, 0, 300_000, 6_000, 306_000],
    ['Premium', 6, 570_000, 'no', 0, 0, 570_000, 11_400, 581_400],
    ['Premium', 12, 1_080_000, 'no', 0, 0, 1_080_000, 21_600, 1_101_600],
    // Two add-ons (28,000, less 280): subtotal = plan + 27,720;
    // tax = 0.02 x plan + 0.02 x 27,720 (= 554.4) -> 0.02 x plan + 554.
    ['basic', 3, 90_000, 'two', 28_000, 280, 117_720, 2_354, 120_074], // 1,800 + 554
    ['basic', 6, 170_000, 'two', 28_000, 280, 197_720, 3_954, 201_674], // 3,400 + 554
    ['basic', 12, 320_000, 'two', 28_000, 280, 347_720, 6_954, 354_674], // 6,400 + 554
    ['Standard', 3, 180_000, 'two', 28_000, 280, 207_720, 4_154, 211_874], // 3,600 + 554
    ['Standard', 6, 340_000, 'two', 28_000, 280, 367_720, 7_354, 375_074], // 6,800 + 554
    ['Standard', 12, 640_000, 'two', 28_000, 280, 667_720, 13_354, 681_074], // 12,800 + 554
    ['Premium', 3, 300_000, 'two', 28_000, 280, 327_720, 6_554, 334_274], // 6,000 + 554
    ['Premium', 6, 570_000, 'two', 28_000, 280, 597_720, 11_954, 609_674], // 11,400 + 554
    ['Premium', 12, 1_080_000, 'two', 28_000, 280, 1_107_720, 22_154, 1_129_874], // 21,600 + 554
    // All six (70,000, less 700): subtotal = plan + 69,300; tax = 0.02 x plan + 1,386 (exact).
    ['basic', 3, 90_000, 'all', 70_000, 700, 159_300, 3_186, 162_486], // 1,800 + 1,386
    ['basic', 6, 170_000, 'all', 70_000, 700, 239_300, 4_786, 244_086], // 3,400 + 1,386
    ['basic', 12, 320_000, 'all', 70_000, 700, 389_300, 7_786, 397_086], // 6,400 + 1,386
    ['Standard', 3, 180_000, 'all', 70_000, 700, 249_300, 4_986, 254_286], // 3,600 + 1,386
    ['Standard', 6, 340_000, 'all', 70_000, 700, 409_300, 8_186, 417_486], // 6,800 + 1,386
    ['Standard', 12, 640_000, 'all', 70_000, 700, 709_300, 14_186, 723_486], // 12,800 + 1,386
    ['Premium', 3, 300_000, 'all', 70_000, 700, 369_300, 7_386, 376_686], // 6,000 + 1,386
    ['Premium', 6, 570_000, 'all', 70_000, 700, 639_300, 12_786, 652_086], // 11,400 + 1,386
    ['Premium', 12, 1_080_000, 'all', 70_000, 700, 1_149_300, 22_986, 1_172_286], // 21,600 + 1,386
  ];
  const mixes: Record<string, PricedAddonInput[]> = { no: NONE, two: TWO, all: ALL };

  test.each(rows)(
    '%s %i months (%i MMK) with %s add-ons',
    (_plan, _months, plan, mix, addonsTotal, feature, subtotal, tax, total) => {
      const result = price(plan, mixes[mix]!);
      expect(result).toMatchObject({
        plan,
        addons_total: addonsTotal,
        feature_discount: feature,
        subtotal,
        partner_discount: 0,
        credit: 0,
        taxable: subtotal,
        tax,
        total,
      });
      expect(mmkMinor(total)).toBe(total * 100);
    },
  );

  test('each add-on line is its list price x quantity, whatever the duration', () => {
    const result = price(1_080_000, TWO);
    expect(result.addons).toEqual([
      { ...addon(1, 2), amount: 20_000 }, // 10,000 x 2
      { ...addon(5, 1), amount: 8_000 }, // 8,000 x 1
    ]);
  });

  test('Premium 12 + two add-ons with a 10 % partner code', () => {
    // subtotal 1,107,720; 10 % = 110,772; taxable 996,948; 2 % = 19,938.96 -> 19,939;
    // total 996,948 + 19,939 = 1,016,887; charged 101,688,700 pyas.
    expect(price(1_080_000, TWO, { percent: 10 })).toMatchObject({
      subtotal: 1_107_720,
      partner_discount: 110_772,
      taxable: 996_948,
      tax: 19_939,
      total: 1_016_887,
    });
    expect(mmkMinor(1_016_887)).toBe(101_688_700);
  });

  test('an amount discount; one above the subtotal stops at the subtotal', () => {
    // Standard 3: 180,000 - 5,000 = 175,000; tax 3,500; total 178,500.
    expect(price(180_000, NONE, { amount: 5_000 })).toMatchObject({
      partner_discount: 5_000,
      taxable: 175_000,
      tax: 3_500,
      total: 178_500,
    });
    // basic 3: 10,000,000 off a 90,000 subtotal takes 90,000; nothing left to tax.
    expect(price(90_000, NONE, { amount: 10_000_000 })).toMatchObject({
      partner_discount: 90_000,
      taxable: 0,
      tax: 0,
      total: 0,
    });
  });

  test('a percentage above 20 counts as 20', () => {
    // Standard 3: 20 % of 180,000 = 36,000; taxable 144,000; tax 2,880; total 146,880.
    expect(price(180_000, NONE, { percent: 50 })).toMatchObject({
      partner_discount: 36_000,
      taxable: 144_000,
      tax: 2_880,
      total: 146_880,
    });
  });

  test('a credit is its own line, and never more than what is left', () => {
    // Premium 3: 300,000 - 100,000 = 200,000; tax 4,000; total 204,000.
    expect(price(300_000, NONE, null, 100_000)).toMatchObject({
      credit: 100_000,
      taxable: 200_000,
      tax: 4_000,
      total: 204_000,
    });
    // 10 % off Standard 3 leaves 162,000 (180,000 - 18,000): a 500,000 credit takes 162,000.
    expect(price(180_000, NONE, { percent: 10 }, 500_000)).toMatchObject({
      partner_discount: 18_000,
      credit: 162_000,
      taxable: 0,
      tax: 0,
      total: 0,
    });
  });

  test('tax is rounded half up to the kyat', () => {
    // 100,025 x 2 % = 2,000.5 -> 2,001; total 102,026.
    expect(price(100_025, NONE)).toMatchObject({ tax: 2_001, total: 102_026 });
    // 100,024 x 2 % = 2,000.48 -> 2,000; total 102,024.
    expect(price(100_024, NONE)).toMatchObject({ tax: 2_000, total: 102_024 });
  });

  test('a quantity above the maximum counts as the maximum; a zero line is left out', () => {
    // 99 x 10,000 = 990,000.
    const result = price(90_000, [addon(1, 500_000), addon(2, 0)]);
    expect(result.addons).toEqual([{ ...addon(1, 500_000), amount: 990_000 }]);
    expect(result.addons_total).toBe(990_000);
    expect(MAX_ADDON_QUANTITY).toBe(99);
  });
});

describe('planPrice: the lines add up for any order (property-based)', () => {
  const planPrices = [
    90_000, 170_000, 320_000, 180_000, 340_000, 640_000, 300_000, 570_000, 1_080_000,
  ];
  const addonLine = fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: MAX_ADDON_QUANTITY }))
    .map(([id, quantity]) => addon(id, quantity));
  const discount: fc.Arbitrary<PartnerDiscount | null> = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 1, max: 20 }).map((percent) => ({ percent })),
    fc.integer({ min: 1, max: 10_000 }).map((thousands) => ({ amount: thousands * 1_000 })),
  );
  const order = fc.record({
    planPrice: fc.oneof(fc.constantFrom(...planPrices), fc.integer({ min: 0, max: 5_000_000 })),
    addons: fc.uniqueArray(addonLine, { maxLength: 6, selector: (line) => line.addon_type_id }),
    discount,
    credit: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_000_000 })),
  });

  test('every line is whole and not negative; the sums, the 1 % and the 2 % hold', () => {
    fc.assert(
      fc.property(order, (input) => {
        const p = planPrice(input);
        // Plain checks (fast); fast-check reports the smallest order that breaks one.
        const holds = (rule: string, ok: boolean) => {
          if (!ok) throw new Error(`${rule}: ${JSON.stringify(p)}`);
        };
        const lines = [
          p.plan,
          p.addons_total,
          p.feature_discount,
          p.subtotal,
          p.partner_discount,
          p.credit,
          p.taxable,
          p.tax,
          p.total,
          ...p.addons.map((a) => a.amount),
        ];
        holds(
          'whole, not negative',
          lines.every((line) => Number.isInteger(line) && line >= 0),
        );
        holds('plan line', p.plan === input.planPrice);
        holds(
          'add-ons at list price x quantity',
          p.addons_total === input.addons.reduce((sum, a) => sum + a.unit_price * a.quantity, 0),
        );
        holds(
          'plan + add-ons - feature = subtotal',
          p.plan + p.addons_total - p.feature_discount === p.subtotal,
        );
        holds(
          'subtotal - discount - credit = taxable',
          p.subtotal - p.partner_discount - p.credit === p.taxable,
        );
        holds('taxable + tax = total', p.taxable + p.tax === p.total);
        // Half up; the amounts are never negative.
        holds('tax = 2 %', p.tax === Math.floor((p.taxable * 2) / 100 + 0.5));
        holds('feature = 1 %', p.feature_discount === Math.floor(p.addons_total / 100 + 0.5));
        holds('discount <= subtotal', p.partner_discount <= p.subtotal);
        holds('credit <= what is left', p.credit <= p.subtotal - p.partner_discount);
        holds('credit <= the credit given', p.credit <= input.credit);
        if (input.discount && 'percent' in input.discount) {
          holds(
            'percent of the subtotal',
            p.partner_discount === Math.floor((p.subtotal * input.discount.percent) / 100 + 0.5),
          );
        } else if (input.discount) {
          holds(
            'amount, at most the subtotal',
            p.partner_discount === Math.min(input.discount.amount, p.subtotal),
          );
        } else {
          holds('no code, no discount', p.partner_discount === 0);
        }
        holds(
          'a credit when there is room',
          p.credit === Math.min(input.credit, p.subtotal - p.partner_discount),
        );
      }),
      { seed: 20261128, numRuns: 2_000 },
    );
  });
});

describe('changeKind', () => {
  const terms = (planId: number, addons: Array<[number, number]> = []): OrderTerms => ({
    planId,
    addons: addons.map(([addon_type_id, quantity]) => ({ addon_type_id, quantity })),
  });

  test.each<[string, OrderTerms | null, OrderTerms, string]>([
    ['no current plan', null, terms(2), 'new'],
    ['the same plan and add-ons', terms(2, [[1, 2]]), terms(2, [[1, 2]]), 'renewal'],
    [
      'the same plan, add-ons listed in another order',
      terms(2, [
        [1, 2],
        [5, 1],
      ]),
      terms(2, [
        [5, 1],
        [1, 2],
      ]),
      'renewal',
    ],
    ['a higher tier', terms(1), terms(2), 'upgrade'],
    ['a higher tier with fewer add-ons', terms(2, [[1, 3]]), terms(3), 'upgrade'],
    ['the same tier, more of an add-on', terms(2, [[1, 1]]), terms(2, [[1, 2]]), 'upgrade'],
    [
      'the same tier, a new add-on',
      terms(2, [[1, 1]]),
      terms(2, [
        [1, 1],
        [6, 1],
      ]),
      'upgrade',
    ],
    ['a lower tier', terms(3), terms(1), 'downgrade'],
    ['a lower tier with more add-ons', terms(3), terms(2, [[1, 5]]), 'downgrade'],
    ['the same tier, fewer of an add-on', terms(2, [[1, 2]]), terms(2, [[1, 1]]), 'downgrade'],
    [
      'the same tier, an add-on dropped',
      terms(2, [
        [1, 2],
        [5, 1],
      ]),
      terms(2, [[1, 2]]),
      'downgrade',
    ],
    [
      'the same tier, more of one and fewer of another',
      terms(2, [
        [1, 2],
        [5, 1],
      ]),
      terms(2, [[1, 3]]),
      'downgrade',
    ],
  ])('%s', (_name, current, next, kind) => {
    expect(changeKind(current, next)).toBe(kind);
  });
});

describe('unusedCredit', () => {
  // 1 Jan to 1 Apr 2026: 31 + 28 + 31 = 90 days.
  const startsAt = new Date('2026-01-01T00:00:00Z');
  const endsAt = new Date('2026-04-01T00:00:00Z');
  const credit = (now: string, value = 180_000) =>
    unusedCredit({ value, startsAt, endsAt, now: new Date(now) });

  test('the value per day times the whole days left', () => {
    // 31 Jan: 60 days left; 180,000 x 60 / 90 = 120,000.
    expect(credit('2026-01-31T00:00:00Z')).toBe(120_000);
    // 31 Jan noon: 59.5 days left -> 59 whole days; 180,000 x 59 / 90 = 118,000.
    expect(credit('2026-01-31T12:00:00Z')).toBe(118_000);
    // 31 Mar: 1 day left; 100,000 x 1 / 90 = 1,111.1 -> 1,111.
    expect(credit('2026-03-31T00:00:00Z', 100_000)).toBe(1_111);
    // 31 Mar: 1 day; 50,000 / 90 = 555.56 -> 556 (half up).
    expect(credit('2026-03-31T00:00:00Z', 50_000)).toBe(556);
  });

  test('never more than the value; nothing once the period has ended', () => {
    // Before it starts: 90 days (not more) of 90: the whole 180,000.
    expect(credit('2025-12-01T00:00:00Z')).toBe(180_000);
    // Less than a whole day left: 0 whole days.
    expect(credit('2026-03-31T00:00:01Z')).toBe(0);
    expect(credit('2026-04-01T00:00:00Z')).toBe(0);
    expect(credit('2026-05-01T00:00:00Z')).toBe(0);
  });
});

describe('subscriptionState', () => {
  const end = new Date('2026-12-05T04:30:00Z');
  const graceEnd = new Date('2026-12-12T04:30:00Z');
  const at = (iso: string) => subscriptionState(end, graceEnd, new Date(iso));

  test('active until the end, in grace until the grace ends, then expired', () => {
    expect(at('2026-11-01T00:00:00Z')).toBe('active');
    expect(at('2026-12-05T04:29:59.999Z')).toBe('active');
    expect(at('2026-12-05T04:30:00.000Z')).toBe('grace');
    expect(at('2026-12-12T04:29:59.999Z')).toBe('grace');
    expect(at('2026-12-12T04:30:00.000Z')).toBe('expired');
    expect(at('2027-06-01T00:00:00Z')).toBe('expired');
  });
});

describe('reminderDue', () => {
  const DAY = 86_400_000;
  const end = new Date('2026-12-05T04:30:00Z');
  const due = (offsetMs: number) => reminderDue(end, new Date(end.getTime() + offsetMs));

  test('7 days before, 1 day before, and the day it ends; only the latest reached', () => {
    expect(due(-30 * DAY)).toBeNull();
    expect(due(-7 * DAY - 1)).toBeNull();
    expect(due(-7 * DAY)).toBe('days7');
    expect(due(-3 * DAY)).toBe('days7');
    expect(due(-DAY - 1)).toBe('days7');
    expect(due(-DAY)).toBe('days1');
    expect(due(-1)).toBe('days1');
    expect(due(0)).toBe('ended');
    expect(due(DAY - 1)).toBe('ended');
    expect(due(DAY)).toBeNull();
    expect(due(10 * DAY)).toBeNull();
  });
});

describe('documentNumber', () => {
  test('prefix, year and a six-digit sequence (more digits past 999,999)', () => {
    expect(documentNumber('R', 2026, 1)).toBe('R-2026-000001');
    expect(documentNumber('R', 2026, 8)).toBe('R-2026-000008');
    expect(documentNumber('C', 2027, 123_456)).toBe('C-2027-123456');
    expect(documentNumber('R', 2026, 1_234_567)).toBe('R-2026-1234567');
  });

  test('the patterns accept the numbers and refuse others', () => {
    const any = new RegExp(DOCUMENT_NUMBER_PATTERN);
    const receipt = new RegExp(RECEIPT_NUMBER_PATTERN);
    expect(any.test('R-2026-000001')).toBe(true);
    expect(any.test('C-2026-000001')).toBe(true);
    expect(receipt.test('R-2026-000001')).toBe(true);
    expect(receipt.test('R-2026-1234567')).toBe(true);
    for (const wrong of ['C-2026-000001', 'X-1', 'R-26-000001', 'R-2026-00001', 'r-2026-000001']) {
      expect(receipt.test(wrong)).toBe(false);
    }
  });
});

describe('the contract bounds an add-on quantity where it is entered', () => {
  test('AddAddonRequest allows 1 to MAX_ADDON_QUANTITY', () => {
    const quantity = AddAddonRequest.properties.quantity as { minimum?: number; maximum?: number };
    expect(quantity.minimum).toBe(1);
    expect(quantity.maximum).toBe(MAX_ADDON_QUANTITY);
  });
});
