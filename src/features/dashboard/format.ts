/** How the dashboard names cards and dates. */
import { formatDate as formatLocalDate } from '../../i18n/dates';
import type { Language } from '../../i18n/language';

/** A date on Yangon's calendar: '5 Mar 2025', or in Burmese '၂၀၂၅ ခုနှစ်၊ မတ်လ ၅ ရက်'. */
export function formatDate(iso: string, language: Language = 'en'): string {
  return formatLocalDate(iso, language);
}

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
