/** Receipts as the server issues them, with figures worked by hand (they add up). */
import type { Receipt } from '@contract/billing';

/**
 * An upgrade to Premium for 12 months with two add-ons, a partner code and 12 unused days of the
 * previous plan credited. In MMK: 640,000 + 20,000 + 15,000 = 675,000; the feature discount is 1 %
 * of the add-ons (350), the partner code takes 10,000 and the credit 20,000, leaving 644,650; tax
 * 2 % of that is 12,893; the total 657,543. Minor units are hundredths of a kyat.
 */
export const upgradeReceipt: Receipt = {
  number: 'R-2026-000001',
  // 00:30 on 5 Dec 2026 in Yangon, still 4 Dec in UTC.
  issued_at: '2026-12-04T18:00:00.000Z',
  currency: 'MMK',
  seller: { name: 'Merchant Marketplace', address: 'No. 1 Pyay Road, Kamayut, Yangon' },
  buyer: { shop_name: 'Golden Tea House', address: '12 Bo Yar Nyunt Street', township: 'Bahan' },
  lines: [
    { kind: 'plan', name: 'Premium', quantity: 1, months: 12, amount_minor: 64_000_000 },
    {
      kind: 'addon',
      name: 'Social Media Content',
      quantity: 2,
      months: null,
      amount_minor: 2_000_000,
    },
    { kind: 'addon', name: 'Branches', quantity: 1, months: null, amount_minor: 1_500_000 },
  ],
  feature_discount_minor: 35_000,
  partner_code: 'YGN-PARTNER',
  partner_discount_minor: 1_000_000,
  credit_minor: 2_000_000,
  credit_days: 12,
  tax_percent: 2,
  tax_minor: 1_289_300,
  total_minor: 65_754_300,
  payment: { method: 'card', brand: 'visa', last4: '4242' },
  period: {
    kind: 'upgrade',
    starts_at: '2026-12-04T18:00:00.000Z',
    ends_at: '2027-12-04T18:00:00.000Z',
  },
};

/** The shop fee: 99.99 USD and 5 % tax (5.00), 104.99 in all; no plan period. */
export const shopFeeReceipt: Receipt = {
  number: 'R-2025-000003',
  issued_at: '2025-06-15T08:30:00.000Z',
  currency: 'USD',
  seller: upgradeReceipt.seller,
  buyer: { shop_name: 'Golden Tea House', address: null, township: 'Bahan' },
  lines: [
    { kind: 'fee', name: 'Shop registration fee', quantity: 1, months: null, amount_minor: 9999 },
  ],
  feature_discount_minor: 0,
  partner_code: null,
  partner_discount_minor: 0,
  credit_minor: 0,
  credit_days: 0,
  tax_percent: 5,
  tax_minor: 500,
  total_minor: 10499,
  payment: { method: 'card', brand: 'mastercard', last4: '4444' },
  period: null,
};

/** The upgrade paid by mobile wallet through the sandbox provider. */
export const walletReceipt: Receipt = {
  ...upgradeReceipt,
  number: 'R-2026-000002',
  payment: { method: 'wallet', provider: 'sandbox', provider_reference: 'SBX-20261205-7Q4K' },
};

/** The upgrade paid by bank transfer, approved by an operator, with the bank's transaction id. */
export const transferReceipt: Receipt = {
  ...upgradeReceipt,
  number: 'R-2026-000003',
  payment: { method: 'bank_transfer', reference: 'MP7K2Q9X4B1C', transaction_id: '0123-4567-89' },
};
