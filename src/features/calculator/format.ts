import { formatNumber, formatUsd } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { Currency } from './calculatorSlice';

/**
 * An amount with its currency code, in the reader's digits: the number is the same whatever the
 * toggle says (a quirk of the product, kept); USD shows two decimals, the local currency (MMK)
 * thousands grouping and at most two decimals.
 */
export function formatMoney(amount: number, currency: Currency, t: Translate): string {
  const number =
    currency === 'USD'
      ? formatUsd(amount, t.language)
      : formatNumber(amount, t.language, { maxFractionDigits: 2 });
  return `${number} ${t(`calculator.currencyCodes.${currency}`)}`;
}
