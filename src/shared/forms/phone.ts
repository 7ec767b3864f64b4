/**
 * A Myanmar mobile number as the forms check it and the wire carries it, for every feature that
 * asks for one (the store editor, the loyalty counter, a delivery's phone).
 */
import { normaliseDigits } from '../../i18n/digits';

/**
 * Myanmar mobile numbers as the contract's PHONE_PATTERN has them (that module also builds the
 * schemas, which the SPA does not ship); a test keeps the two the same.
 */
export const MYANMAR_PHONE = /^(\+?95|0)9\d{7,9}$/;

/** A phone number as typed (Myanmar digits, spaces, hyphens) as the wire carries it. */
export function phoneOf(typed: string): string {
  return normaliseDigits(typed).replace(/[\s-]/g, '');
}
