import { shownDate, shownTime } from './fieldValues';

describe('a date or time field’s value for the reader', () => {
  it('writes a chosen date in Burmese with Myanmar digits', () => {
    expect(shownDate('2026-11-28', 'my')).toBe('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၈ ရက်');
    expect(shownDate('2025-01-01', 'my')).toBe('၂၀၂၅ ခုနှစ်၊ ဇန်နဝါရီလ ၁ ရက်');
    expect(shownDate('2025-12-31', 'my')).toMatch(/^[^0-9]+$/);
  });

  it('writes a time with Myanmar digits, seconds dropped', () => {
    expect(shownTime('19:05', 'my')).toBe('၁၉:၀၅');
    expect(shownTime('07:30:00', 'my')).toBe('၀၇:၃၀');
  });

  it('adds nothing in English, for an empty field, or for what is not a date or time', () => {
    expect(shownDate('2026-11-28', 'en')).toBeUndefined();
    expect(shownTime('19:05', 'en')).toBeUndefined();
    for (const value of ['', '2026-13', 'tomorrow']) expect(shownDate(value, 'my')).toBeUndefined();
    for (const value of ['', '25:00', '7pm']) expect(shownTime(value, 'my')).toBeUndefined();
  });
});
