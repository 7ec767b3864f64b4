import fc from 'fast-check';
import { LOYALTY_LIMITS, PROMO_CODE_PATTERN } from '@contract/loyaltyRules';
import { SUGGESTED_CODE_ALPHABET, SUGGESTED_CODE_LENGTH, suggestPromoCode } from './suggestCode';

describe('suggestPromoCode', () => {
  it('has 32 distinct letters, none of 0, O, 1 or I', () => {
    expect(new Set(SUGGESTED_CODE_ALPHABET).size).toBe(32);
    expect(SUGGESTED_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('maps each random byte to a letter, evenly: byte and byte + 32 give the same letter', () => {
    const fixed = [0, 31, 32, 63, 200, 255, 8, 9];
    const code = suggestPromoCode((bytes) => {
      bytes.set(fixed);
      return bytes;
    });
    expect(code).toBe('A9A9J9JK');
  });

  it('is always a valid code of 8 letters of the alphabet, whatever the random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (random) => {
        const code = suggestPromoCode((bytes) => {
          bytes.set(random);
          return bytes;
        });
        expect(code).toHaveLength(SUGGESTED_CODE_LENGTH);
        expect(code).toMatch(new RegExp(PROMO_CODE_PATTERN));
        expect(code.length).toBeLessThanOrEqual(LOYALTY_LIMITS.promoCodeMax);
        expect([...code].every((c) => SUGGESTED_CODE_ALPHABET.includes(c))).toBe(true);
      }),
    );
  });

  it('draws from the crypto random numbers by default: two suggestions differ', () => {
    const seen = new Set(Array.from({ length: 20 }, () => suggestPromoCode()));
    expect(seen.size).toBe(20);
  });
});
