import { parseTypedNumber } from '../../i18n/digits';

/** A whole number typed in either script ('၁၂' → 12), or null for anything else. */
export function parseLocalisedInteger(text: string): number | null {
  const value = parseTypedNumber(text);
  return value !== null && Number.isInteger(value) ? value : null;
}
