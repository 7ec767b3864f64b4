/** How a payment's amount and card are written, wherever a payment is shown. */
import { formatMmk, formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** The brands' own names, the same in every language. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** A card brand's name ('visa' → 'Visa'), or undefined for a brand we do not know. */
export function cardBrandName(brand: string): string | undefined {
  return BRANDS[brand];
}

/**
 * An amount held in minor units, as its currency writes it: MMK in whole kyats (minor units are
 * hundredths: 68_129_400 → '681,294'), USD and any other currency with two decimals
 * (10499 → '104.99').
 */
export function formatMinorAmount(minor: number, currency: string, language: Language): string {
  return currency === 'MMK'
    ? formatMmk(minor / 100, language)
    : formatNumber(minor / 100, language, { fractionDigits: 2 });
}
