/** How the dashboard names cards, amounts and dates. */
import { formatDate as formatLocalDate } from '../../i18n/dates';
import type { Language } from '../../i18n/language';

/** A date on Yangon's calendar: '5 Mar 2025', or in Burmese '၂၀၂၅ ခုနှစ်၊ မတ်လ ၅ ရက်'. */
export function formatDate(iso: string, language: Language = 'en'): string {
  return formatLocalDate(iso, language);
}

export { cardBrandName, formatMinorAmount } from '../../shared/money/payments';
