/**
 * The static page's sample order (amounts in MMK). `plan` is the plan's name as the QR payload
 * carries it, so it stays English here; the page shows it through the catalogue.
 */
export const SAMPLE_ORDER = {
  plan: 'Standard',
  cost: 99_000,
  tax: 9_900,
  total: 108_900,
  currency: 'MMK',
} as const;

/** The sample page's methods, the card first. */
export const SAMPLE_METHODS = ['card', 'wallet', 'bank'] as const;
