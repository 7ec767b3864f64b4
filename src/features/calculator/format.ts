import type { Currency } from './calculatorSlice';
import { calculatorMessages } from './messages';

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const local = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount with its currency code: the number is the same whatever the toggle says (a quirk of
 * the product, kept); USD shows two decimals, the local currency (MMK) thousands grouping only
 *.
 */
export function formatMoney(amount: number, currency: Currency): string {
  const number = (currency === 'USD' ? usd : local).format(amount);
  return `${number} ${calculatorMessages.currencyCodes[currency]}`;
}
