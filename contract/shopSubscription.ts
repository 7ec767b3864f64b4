/**
 * The fixed shop subscription of the billing screen, shared by the SPA,
 * which shows it, and the API, which charges it and never trusts an amount sent by a client.
 * This module imports nothing, so the SPA bundles it as plain code.
 */

/** 'Monthly Subscription Fee', in USD. */
export const SHOP_SUBSCRIPTION_FEE = 99.99;
export const SHOP_SUBSCRIPTION_TAX_RATE = 0.05;
export const SHOP_SUBSCRIPTION_CURRENCY = 'USD';
export const SHOP_SUBSCRIPTION_DESCRIPTION = 'Monthly Subscription Fee';

export interface ShopSubscriptionSummary {
  fee: number;
  /** 5% of the fee: 4.9995, kept unrounded as /billing shows it (docs/rules.md, Paying for plans). */
  tax: number;
  /** Fee plus tax: 104.9895, shown to two decimals. */
  total: number;
  /** What the payment intent is for: total x 100, rounded (10499 cents). */
  amountMinor: number;
  currency: typeof SHOP_SUBSCRIPTION_CURRENCY;
}

/** Rounds away binary noise (99.99 x 0.05 is 4.9995000000000003 in floating point). */
const exact = (value: number): number => Number(value.toFixed(6));

export function shopSubscriptionSummary(): ShopSubscriptionSummary {
  const fee = SHOP_SUBSCRIPTION_FEE;
  const tax = exact(fee * SHOP_SUBSCRIPTION_TAX_RATE);
  const total = exact(fee + tax);
  return {
    fee,
    tax,
    total,
    amountMinor: Math.round(total * 100),
    currency: SHOP_SUBSCRIPTION_CURRENCY,
  };
}

/** An amount in minor units (cents) from a decimal amount, as the intent's amount is made. */
export function toMinorUnits(amount: number): number {
  return Math.round(exact(amount) * 100);
}
