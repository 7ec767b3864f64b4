import {
  bucketLabel,
  formatDay,
  formatMeasure,
  formatShare,
  hourLabel,
  trendOf,
} from './insightsFormat';

describe('how the insights read', () => {
  it('writes a share as a percentage with at most one decimal', () => {
    expect(formatShare(0.125, 'en')).toBe('12.5 %');
    expect(formatShare(0.02, 'en')).toBe('2 %');
    expect(formatShare(1.5, 'my')).toBe('၁၅၀ %');
  });

  it('writes each kind of measure, and a dash for nothing to divide by', () => {
    expect(formatMeasure('money', 1250000, 'en')).toBe('1,250,000');
    expect(formatMeasure('count', 1234, 'my')).toBe('၁,၂၃၄');
    expect(formatMeasure('ratio', 0.333, 'en')).toBe('33.3 %');
    expect(formatMeasure('ratio', null, 'en')).toBe('–');
  });

  it('tells which way a measure moved', () => {
    expect(trendOf(0.25)).toBe('up');
    expect(trendOf(-0.1)).toBe('down');
    expect(trendOf(0)).toBe('same');
    expect(trendOf(null)).toBe('none');
  });

  it('names days, weeks and months in either language', () => {
    expect(formatDay('2026-11-05', 'en')).toBe('5 Nov 2026');
    expect(formatDay('2026-11-05', 'my')).toBe('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၅ ရက်');
    expect(bucketLabel('2026-11-02', 'week', 'en')).toBe('2 Nov 2026');
    expect(bucketLabel('2026-11-01', 'month', 'en')).toBe('Nov 2026');
    expect(bucketLabel('2026-01-01', 'month', 'my')).toBe('၂၀၂၆ ခုနှစ်၊ ဇန်နဝါရီလ');
  });

  it('names an hour by its span, midnight included', () => {
    expect(hourLabel(9, 'en')).toBe('09:00–10:00');
    expect(hourLabel(23, 'en')).toBe('23:00–00:00');
    expect(hourLabel(0, 'my')).toBe('၀၀:၀၀–၀၁:၀၀');
  });
});
