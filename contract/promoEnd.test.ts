import { PROMO_DEFAULT_DAYS, defaultPromoEnd } from './loyaltyRules';

describe('the last day of a new promo code when none is given', () => {
  test('is thirty days after the first day', () => {
    expect(PROMO_DEFAULT_DAYS).toBe(30);
    expect(defaultPromoEnd('2026-12-06')).toBe('2027-01-05');
    expect(defaultPromoEnd('2026-11-01')).toBe('2026-12-01');
  });

  test('counts across month ends and leap days', () => {
    expect(defaultPromoEnd('2028-02-01')).toBe('2028-03-02');
    expect(defaultPromoEnd('2027-02-01')).toBe('2027-03-03');
    expect(defaultPromoEnd('2026-01-31')).toBe('2026-03-02');
  });

  test('is never the first day itself', () => {
    for (const from of ['2026-01-01', '2026-06-30', '2026-12-31']) {
      expect(defaultPromoEnd(from) > from).toBe(true);
    }
  });
});
