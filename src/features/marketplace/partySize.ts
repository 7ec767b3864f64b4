import { partyTooLarge } from '@contract/orderRules';
import { parseLocalisedInteger } from './quantity';

/** What is wrong with a party size: not a whole number of at least one, or more than the shop takes. */
export type PartySizeProblem = 'invalid' | 'too_large';

/**
 * The party size a shopper gave, as typed (`typed`, Latin or Myanmar digits; null when the last
 * change was a step of the field, `size`), checked against the shop's largest party.
 */
export function partySizeProblem(
  typed: string | null,
  size: number,
  maxPartySize: number,
): PartySizeProblem | null {
  const value = typed === null ? size : parseLocalisedInteger(typed);
  if (value === null || value < 1) return 'invalid';
  return partyTooLarge(value, maxPartySize) ? 'too_large' : null;
}
