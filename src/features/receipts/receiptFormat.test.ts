import { cardBrandName, formatDeduction, formatMinorAmount, receiptOutcome } from './receiptFormat';

describe('formatMinorAmount', () => {
  it.each<[number, string, 'en' | 'my', string]>([
    [65_754_300, 'MMK', 'en', '657,543'],
    [65_754_300, 'MMK', 'my', '၆၅၇,၅၄၃'],
    [35_000, 'MMK', 'en', '350'],
    [10499, 'USD', 'en', '104.99'],
    [500, 'USD', 'my', '၅.၀၀'],
    [123_456_789, 'USD', 'en', '1,234,567.89'],
  ])('%d %s in %s is %s', (minor, currency, language, text) => {
    expect(formatMinorAmount(minor, currency, language)).toBe(text);
  });
});

it('writes a deduction with a minus sign', () => {
  expect(formatDeduction(1_000_000, 'MMK', 'en')).toBe('\u221210,000');
  expect(formatDeduction(1_000_000, 'MMK', 'my')).toBe('\u2212၁၀,၀၀၀');
});

it('names the brands we know, and keeps any other as written', () => {
  expect(cardBrandName('visa')).toBe('Visa');
  expect(cardBrandName('amex')).toBe('American Express');
  expect(cardBrandName('newcard')).toBe('newcard');
});

describe('receiptOutcome', () => {
  it.each<[unknown, string]>([
    [{ status: 404, data: { message: 'Receipt not found' } }, 'notFound'],
    [{ status: 422, data: {} }, 'notFound'],
    [{ status: 500, data: {} }, 'failed'],
    [{ status: 'FETCH_ERROR', error: 'offline' }, 'failed'],
    [undefined, 'failed'],
  ])('%j is %s', (error, outcome) => {
    expect(receiptOutcome(error)).toBe(outcome);
  });
});
