import fc from 'fast-check';
import { normaliseDigits, parseTypedNumber, toLatinDigits, toMyanmarDigits } from './digits';

describe('digit input', () => {
  it('reads Myanmar digits, mixed or not, as Latin digits', () => {
    expect(normaliseDigits('၀၉၁၂၃၄၅၆၇၈၉')).toBe('09123456789');
    expect(normaliseDigits('09၁၂3၄5')).toBe('0912345');
    expect(normaliseDigits('၄၂၄၂ ၄၂၄၂ ၄၂၄၂ ၄၂၄၂')).toBe('4242 4242 4242 4242');
    expect(normaliseDigits('၁၂/၃၀')).toBe('12/30');
  });

  it('leaves letters, Myanmar letters and Latin digits alone', () => {
    expect(normaliseDigits('abc 123 ကခဂ')).toBe('abc 123 ကခဂ');
  });

  it('parses typed numbers with grouping and decimals in either script', () => {
    expect(parseTypedNumber('၁၀၈,၉၀၀')).toBe(108900);
    expect(parseTypedNumber('1၀4.99')).toBe(104.99);
    expect(parseTypedNumber(' ၅ ')).toBe(5);
    expect(parseTypedNumber('-၂၀')).toBe(-20);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '၁၂a', '1,23', '1.2.3', ',100', '၁၀,၀၀', '--1']) {
      expect(parseTypedNumber(text)).toBeNull();
    }
  });

  it('for every number, its Myanmar spelling normalises to its Latin spelling', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
        (n) => {
          const latin = String(n);
          expect(normaliseDigits(toMyanmarDigits(latin))).toBe(latin);
        },
      ),
    );
  });

  it('for every whole number, its Myanmar digits parse back to it', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseTypedNumber(toMyanmarDigits(String(n)))).toBe(n);
      }),
    );
  });

  it('round-trips any digit string through both scripts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,30}$/), (digits) => {
        const myanmar = toMyanmarDigits(digits);
        expect(/[0-9]/.test(myanmar)).toBe(false);
        expect(toLatinDigits(myanmar)).toBe(digits);
      }),
    );
  });
});
