/**
 * Pending orders as the server prices them, for the /billing tests. Every figure is worked by
 * hand from the plan flow's rules (add-ons once per order, 1 % feature discount, partner
 * discount, credit, 2 % tax after them), not computed by the code under test.
 */
import type { OrderSummary } from '@contract/billing';

/**
 * Premium for 12 months with Social Media Content x 2 and Order/Reservations x 1, no code:
 * 3,900,000 + 20,000 + 15,000 - 350 (1 % of 35,000) = 3,934,650; tax 2 % = 78,693;
 * total 4,013,343 MMK, 401,334,300 in minor units.
 */
export const premiumOrder: OrderSummary = {
  plan: { id: 3, name: 'Premium' },
  duration_month: 12,
  currency: 'MMK',
  plan_price: 3_900_000,
  addons: [
    {
      addon_type_id: 1,
      name: 'Social Media Content',
      quantity: 2,
      unit_price: 10_000,
      amount: 20_000,
    },
    {
      addon_type_id: 2,
      name: 'Order/Reservations',
      quantity: 1,
      unit_price: 15_000,
      amount: 15_000,
    },
  ],
  addons_total: 35_000,
  feature_discount: 350,
  subtotal: 3_934_650,
  partner_code: null,
  partner_code_lapsed: null,
  partner_discount: 0,
  credit: 0,
  credit_days: 0,
  replaces_scheduled: null,
  taxable: 3_934_650,
  tax_percent: 2,
  tax: 78_693,
  total: 4_013_343,
  amount_minor: 401_334_300,
  change: {
    kind: 'new',
    starts_at: '2026-11-28T02:00:00.000Z',
    ends_at: '2027-11-28T02:00:00.000Z',
    current_plan: null,
  },
};

/**
 * The same order with the partner code PARTNER10 (10 %): 393,465 off 3,934,650 leaves 3,541,185;
 * tax 70,823.7 rounds to 70,824; total 3,612,009 MMK.
 */
export const premiumWithCode: OrderSummary = {
  ...premiumOrder,
  partner_code: { code: 'PARTNER10', percent: 10, amount: null },
  partner_discount: 393_465,
  taxable: 3_541_185,
  tax: 70_824,
  total: 3_612_009,
  amount_minor: 361_200_900,
};

/** The code SPRING5 was switched off after it was applied: the price is without it. */
export const lapsedOrder: OrderSummary = { ...premiumOrder, partner_code_lapsed: 'SPRING5' };

/**
 * The Premium plan's price went up to 3,950,000 before the card was charged:
 * 3,950,000 + 35,000 - 350 = 3,984,650; tax 79,693; total 4,064,343 MMK.
 */
export const repricedOrder: OrderSummary = {
  ...premiumOrder,
  plan_price: 3_950_000,
  subtotal: 3_984_650,
  taxable: 3_984_650,
  tax: 79_693,
  total: 4_064_343,
  amount_minor: 406_434_300,
};

/**
 * Premium for 6 months over a Standard plan with 40 days left, worth 160,000 MMK:
 * 2,100,000 - 160,000 = 1,940,000; tax 38,800; total 1,978,800 MMK.
 */
export const upgradeOrder: OrderSummary = {
  plan: { id: 3, name: 'Premium' },
  duration_month: 6,
  currency: 'MMK',
  plan_price: 2_100_000,
  addons: [],
  addons_total: 0,
  feature_discount: 0,
  subtotal: 2_100_000,
  partner_code: null,
  partner_code_lapsed: null,
  partner_discount: 0,
  credit: 160_000,
  credit_days: 40,
  replaces_scheduled: null,
  taxable: 1_940_000,
  tax_percent: 2,
  tax: 38_800,
  total: 1_978_800,
  amount_minor: 197_880_000,
  change: {
    kind: 'upgrade',
    starts_at: '2026-11-28T02:00:00.000Z',
    ends_at: '2027-05-28T02:00:00.000Z',
    current_plan: 'Standard',
  },
};

/**
 * Basic for 3 months after the Standard plan ends. The end is 18:00 UTC on 4 Dec, which is
 * 00:30 on 5 Dec in Yangon: the date shown is Yangon's. 300,000 + tax 6,000 = 306,000 MMK.
 */
export const downgradeOrder: OrderSummary = {
  plan: { id: 1, name: 'Basic' },
  duration_month: 3,
  currency: 'MMK',
  plan_price: 300_000,
  addons: [],
  addons_total: 0,
  feature_discount: 0,
  subtotal: 300_000,
  partner_code: null,
  partner_code_lapsed: null,
  partner_discount: 0,
  credit: 0,
  credit_days: 0,
  replaces_scheduled: null,
  taxable: 300_000,
  tax_percent: 2,
  tax: 6_000,
  total: 306_000,
  amount_minor: 30_600_000,
  change: {
    kind: 'downgrade',
    starts_at: '2026-12-04T18:00:00.000Z',
    ends_at: '2027-03-04T18:00:00.000Z',
    current_plan: 'Standard',
  },
};

/** Standard for 6 months again, from the current end (5 Dec 2026) to 5 Jun 2027. */
export const renewalOrder: OrderSummary = {
  ...downgradeOrder,
  plan: { id: 2, name: 'Standard' },
  duration_month: 6,
  plan_price: 1_200_000,
  subtotal: 1_200_000,
  taxable: 1_200_000,
  tax: 24_000,
  total: 1_224_000,
  amount_minor: 122_400_000,
  change: {
    kind: 'renewal',
    starts_at: '2026-12-05T03:00:00.000Z',
    ends_at: '2027-06-05T03:00:00.000Z',
    current_plan: 'Standard',
  },
};
