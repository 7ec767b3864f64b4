import {
  firstName,
  ratingAverage,
  reviewDeadline,
  reviewWindowStart,
  withinReviewWindow,
} from './reviewRules';

describe('who may still rate a visit', () => {
  const completed = new Date('2026-03-01T10:00:00.000Z');

  it('is open for 14 days after the visit was completed, to the millisecond', () => {
    expect(reviewDeadline(completed).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(withinReviewWindow(completed, new Date('2026-03-15T10:00:00.000Z'))).toBe(true);
    expect(withinReviewWindow(completed, new Date('2026-03-15T10:00:00.001Z'))).toBe(false);
    expect(withinReviewWindow(completed, new Date('2026-03-01T10:00:00.000Z'))).toBe(true);
  });

  it('starts 14 days before now', () => {
    expect(reviewWindowStart(new Date('2026-03-15T10:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });
});

describe('ratingAverage', () => {
  it('is the mean to one decimal, rounded half up; none without a rating', () => {
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(13, 3)).toBe(4.3);
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(0, 0)).toBeNull();
  });
});

describe('firstName: how a review names who wrote it', () => {
  it.each([
    ['Ma Hnin Wai', 'Hnin'],
    ['Ko Aung', 'Aung'],
    ['U Ba Maung', 'Ba'],
    ['Daw Khin Myo', 'Khin'],
    ['  Thiri   Aung ', 'Thiri'],
    ['ဒေါ် ခင် မြ', 'ခင်'],
    ['မနှင်းဝေ', 'မနှင်းဝေ'],
    ['Ma', 'Ma'],
    ['', ''],
  ])('%j is %j', (name, shown) => {
    expect(firstName(name)).toBe(shown);
  });

  it('is empty without a name', () => {
    expect(firstName(null)).toBe('');
  });
});
