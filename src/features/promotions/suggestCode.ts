/**
 * A promo code that is hard to guess, for the editor's 'Suggest a code': 8 characters from 32
 * (capital letters and digits without 0, O, 1 and I, which are read and typed one for another),
 * about 10^12 codes, each drawn with the browser's cryptographic random numbers. Pure apart from
 * `random`, which tests replace.
 */

/** The letters a suggested code is made of: 32, so a random byte maps evenly (256 = 8 × 32). */
export const SUGGESTED_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SUGGESTED_CODE_LENGTH = 8;

/** Fills `bytes` with random values (`crypto.getRandomValues` in the browser). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function suggestPromoCode(random: RandomBytes = cryptoRandom): string {
  const bytes = random(new Uint8Array(SUGGESTED_CODE_LENGTH));
  let code = '';
  for (const byte of bytes) {
    code += SUGGESTED_CODE_ALPHABET[byte % SUGGESTED_CODE_ALPHABET.length];
  }
  return code;
}
