import fc from 'fast-check';
import { parseTypedNumber } from './digits';
import { formatInteger, formatMmk, formatNumber, formatUsd, formatUsdCents } from './format';
import { formatDate, yangonDate } from './dates';

describe('numbers and amounts', () => {
  it.each([
    [108900, '108,900', '၁၀၈,၉၀၀'],
    [99000, '99,000', '၉၉,၀၀၀'],
    [9900, '9,900', '၉,၉၀၀'],
    [0, '0', '၀'],
    [999, '999', '၉၉၉'],
    [1000, '1,000', '၁,၀၀၀'],
    [1234567, '1,234,567', '၁,၂၃၄,၅၆၇'],
    [-15000, '-15,000', '-၁၅,၀၀၀'],
    [2499.5, '2,500', '၂,၅၀၀'],
    [-0.4, '0', '၀'],
  ])('MMK %p → %p / %p', (amount, en, my) => {
    expect(formatMmk(amount, 'en')).toBe(en);
    expect(formatMmk(amount, 'my')).toBe(my);
  });

  it.each([
    [104.9895, '104.99', '၁၀၄.၉၉'],
    [99.99, '99.99', '၉၉.၉၉'],
    [4.9995, '5.00', '၅.၀၀'],
    [0, '0.00', '၀.၀၀'],
    [1234.5, '1,234.50', '၁,၂၃၄.၅၀'],
  ])('USD %p → %p / %p', (amount, en, my) => {
    expect(formatUsd(amount, 'en')).toBe(en);
    expect(formatUsd(amount, 'my')).toBe(my);
  });

  it('shows USD held in cents', () => {
    expect(formatUsdCents(10499, 'en')).toBe('104.99');
    expect(formatUsdCents(10499, 'my')).toBe('၁၀၄.၉၉');
  });

  it('drops trailing zeros up to a maximum of decimals', () => {
    expect(formatNumber(12.5, 'en', { maxFractionDigits: 2 })).toBe('12.5');
    expect(formatNumber(12.0, 'my', { maxFractionDigits: 2 })).toBe('၁၂');
    expect(formatNumber(1999.999, 'en', { maxFractionDigits: 2 })).toBe('2,000');
  });

  it('refuses what is not a finite number', () => {
    expect(() => formatInteger(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY, 'my')).toThrow(RangeError);
  });

  it('English grouping agrees with the platform for whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatInteger(n, 'en')).toBe(n.toLocaleString('en-US'));
      }),
    );
  });

  it('every whole number reads back from its Burmese and English spelling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => {
          expect(parseTypedNumber(formatInteger(n, 'my'))).toBe(n === 0 ? 0 : n);
          expect(parseTypedNumber(formatInteger(n, 'en'))).toBe(n === 0 ? 0 : n);
          expect(formatInteger(n, 'my')).not.toMatch(/[0-9]/);
        },
      ),
    );
  });

  it('every USD amount in cents reads back from its Burmese spelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(Math.round((parseTypedNumber(formatUsdCents(cents, 'my')) as number) * 100)).toBe(
          cents,
        );
      }),
    );
  });
});

describe('dates, on the calendar of Yangon (UTC+06:30)', () => {
  it.each([
    ['2025-03-05T10:00:00Z', '5 Mar 2025', '၂၀၂၅ ခုနှစ်၊ မတ်လ ၅ ရက်'],
    ['2026-11-24T02:27:00Z', '24 Nov 2026', '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၄ ရက်'],
    // 17:30 UTC is already midnight in Yangon: the next day, and here the next year.
    ['2025-12-31T17:30:00Z', '1 Jan 2026', '၂၀၂၆ ခုနှစ်၊ ဇန်နဝါရီလ ၁ ရက်'],
    ['2025-12-31T17:29:59Z', '31 Dec 2025', '၂၀၂၅ ခုနှစ်၊ ဒီဇင်ဘာလ ၃၁ ရက်'],
    ['2024-02-29T00:00:00+06:30', '29 Feb 2024', '၂၀၂၄ ခုနှစ်၊ ဖေဖော်ဝါရီလ ၂၉ ရက်'],
    ['2025-08-15T00:00:00Z', '15 Aug 2025', '၂၀၂၅ ခုနှစ်၊ ဩဂုတ်လ ၁၅ ရက်'],
  ])('%s → %p / %p', (iso, en, my) => {
    expect(formatDate(iso, 'en')).toBe(en);
    expect(formatDate(iso, 'my')).toBe(my);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2025, 5, 30, 20, 0);
    expect(formatDate(new Date(instant), 'en')).toBe('1 Jul 2025');
    expect(formatDate(instant, 'my')).toBe('၂၀၂၅ ခုနှစ်၊ ဇူလိုင်လ ၁ ရက်');
  });

  it('refuses a date that is not one', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });

  it('every instant lands on the same day as the platform says for Asia/Yangon', () => {
    const yangon = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Yangon',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        const { year, month, day } = yangonDate(t);
        const expected = yangon.format(new Date(t));
        expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(
          expected,
        );
      }),
    );
  });
});
