import { formatReservationWhen, formatYangonDayTime } from './dates';

describe('a reservation’s day and time, as people read them', () => {
  it('reads in English: weekday, day, month, then the time', () => {
    expect(formatReservationWhen('2026-11-28', '19:00', 'en')).toBe('Sat 28 Nov, 19:00');
    expect(formatReservationWhen('2025-03-03', '09:30', 'en')).toBe('Mon 3 Mar, 09:30');
    expect(formatReservationWhen('2026-12-31', '23:30', 'en')).toBe('Thu 31 Dec, 23:30');
    expect(formatReservationWhen('2028-02-29', '00:00', 'en')).toBe('Tue 29 Feb, 00:00');
  });

  it('reads in Burmese with Burmese day and month names and Myanmar digits', () => {
    expect(formatReservationWhen('2026-11-28', '19:00', 'my')).toBe('စနေနေ့၊ နိုဝင်ဘာလ ၂၈ ရက်၊ ၁၉:၀၀');
    expect(formatReservationWhen('2025-03-03', '09:30', 'my')).toBe('တနင်္လာနေ့၊ မတ်လ ၃ ရက်၊ ၀၉:၃၀');
    expect(formatReservationWhen('2026-11-29', '10:00', 'my')).toBe(
      'တနင်္ဂနွေနေ့၊ နိုဝင်ဘာလ ၂၉ ရက်၊ ၁၀:၀၀',
    );
    expect(formatReservationWhen('2026-08-05', '12:00', 'my')).toBe('ဗုဒ္ဓဟူးနေ့၊ ဩဂုတ်လ ၅ ရက်၊ ၁၂:၀၀');
  });

  it('names every day of a week in both languages, and no Latin digit in Burmese', () => {
    // 22 to 28 November 2026: Sunday to Saturday.
    const week = ['22', '23', '24', '25', '26', '27', '28'].map((d) => `2026-11-${d}`);
    expect(week.map((d) => formatReservationWhen(d, '08:00', 'en').slice(0, 3))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const burmese = week.map((d) => formatReservationWhen(d, '08:00', 'my'));
    expect(burmese.map((text) => text.split('နေ့၊')[0])).toEqual([
      'တနင်္ဂနွေ',
      'တနင်္လာ',
      'အင်္ဂါ',
      'ဗုဒ္ဓဟူး',
      'ကြာသပတေး',
      'သောကြာ',
      'စနေ',
    ]);
    for (const text of burmese) expect(text).not.toMatch(/[0-9]/);
  });

  it('refuses what is not a date and a time rather than showing nonsense', () => {
    expect(() => formatReservationWhen('2026-02-30', '10:00', 'en')).toThrow(RangeError);
    expect(() => formatReservationWhen('2026-11-28T19:00', '19:00', 'en')).toThrow(RangeError);
    expect(() => formatReservationWhen('2026-11-28', '24:00', 'en')).toThrow(RangeError);
  });

  it('shows an instant on Yangon’s calendar and clock (UTC+06:30)', () => {
    // 12:45 UTC on the 28th is 19:15 in Yangon; 20:00 UTC on the 28th is already the 29th there.
    expect(formatYangonDayTime('2026-11-28T12:45:00Z', 'en')).toBe('Sat 28 Nov, 19:15');
    expect(formatYangonDayTime('2026-11-28T20:00:00Z', 'en')).toBe('Sun 29 Nov, 02:30');
    expect(formatYangonDayTime('2026-11-28T20:00:00Z', 'my')).toBe('တနင်္ဂနွေနေ့၊ နိုဝင်ဘာလ ၂၉ ရက်၊ ၀၂:၃၀');
  });
});
