/** How the dashboard shows dates, amounts and cards. */

/** A date such as '5 Mar 2025', in the reader's time zone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** An amount in minor units (cents) with two decimals: 10499 → '104.99'. */
export function formatMinorAmount(amount: number): string {
  return (amount / 100).toFixed(2);
}

/** MMK with thousands grouping: 10000 → '10,000'. */
export function formatMmk(amount: number): string {
  return Math.round(amount).toLocaleString('en-US');
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** 'visa' and '4242' → 'Visa ending in 4242'. */
export function formatCard(brand: string, last4: string): string {
  return `${BRANDS[brand] ?? 'Card'} ending in ${last4}`;
}
