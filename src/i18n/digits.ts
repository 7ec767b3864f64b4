/**
 * Numbers typed with Myanmar digits. Phones and Burmese keyboards type ၀-၉ (U+1040-U+1049), and
 * people mix them with Latin digits; every numeric field must read both as the same number.
 */

const MYANMAR_ZERO = 0x1040;
const MYANMAR_DIGIT = /[\u1040-\u1049]/g;
const LATIN_DIGIT = /[0-9]/g;

/** Replaces every Myanmar digit by its Latin digit and leaves everything else as it is. */
export function toLatinDigits(text: string): string {
  return text.replace(MYANMAR_DIGIT, (d) => String(d.charCodeAt(0) - MYANMAR_ZERO));
}

/** Replaces every Latin digit by its Myanmar digit and leaves everything else as it is. */
export function toMyanmarDigits(text: string): string {
  return text.replace(LATIN_DIGIT, (d) => String.fromCharCode(MYANMAR_ZERO + Number(d)));
}

/**
 * What a numeric field should keep of what was typed: Myanmar digits become Latin digits, so the
 * value sent and validated is the one the field's rules already understand ('၀၉၁၂၃' → '09123';
 * spaces and separators are left to the field's own rules).
 */
export function normaliseDigits(text: string): string {
  return toLatinDigits(text);
}

/**
 * The number a person typed, in either script, with optional grouping commas and one decimal
 * point: '၁၀၈,၉၀၀' → 108900, '1၀4.99' → 104.99. Anything else is not a number: null, so a field
 * can say so rather than guess.
 */
export function parseTypedNumber(text: string): number | null {
  const latin = toLatinDigits(text).trim();
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(latin)) return null;
  const value = Number(latin.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
