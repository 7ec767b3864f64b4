import { nextOpening, weeklyHoursOf } from './hours';

describe('weeklyHoursOf', () => {
  it('keeps the days of the week and leaves out any other', () => {
    const monday = { weekday: 1, opens: '06:00', closes: '20:00' };
    const sunday = { weekday: 7, opens: '07:00', closes: '12:00' };
    expect(
      weeklyHoursOf([monday, { weekday: 0, opens: '06:00', closes: '20:00' }, sunday]),
    ).toEqual([monday, sunday]);
    expect(weeklyHoursOf([{ weekday: 8, opens: '06:00', closes: '20:00' }])).toEqual([]);
  });
});

describe('nextOpening', () => {
  /** An instant given as the time on a Yangon clock (UTC+06:30); 3 March 2025 is a Monday. */
  const yangon = (iso: string) => new Date(`${iso}+06:30`);
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opens: '07:00',
    closes: '18:00',
  }));
  const hours = weeklyHoursOf(weekdays);

  it('is later today before the day’s opening', () => {
    expect(nextOpening(hours, yangon('2025-03-03T05:30:00'))).toEqual({
      weekday: 1,
      opens: '07:00',
      today: true,
      ahead: 0,
    });
  });

  it('is the next open day after closing time, across the closed weekend', () => {
    expect(nextOpening(hours, yangon('2025-03-03T18:00:00'))).toEqual({
      weekday: 2,
      opens: '07:00',
      today: false,
      ahead: 1,
    });
    // Friday evening: Saturday and Sunday are closed.
    expect(nextOpening(hours, yangon('2025-03-07T19:00:00'))).toEqual({
      weekday: 1,
      opens: '07:00',
      today: false,
      ahead: 3,
    });
  });

  it('is the same weekday a week on when that is the only open day and it has passed', () => {
    const mondayMorning = weeklyHoursOf([{ weekday: 1, opens: '06:00', closes: '08:00' }]);
    expect(nextOpening(mondayMorning, yangon('2025-03-03T10:00:00'))).toEqual({
      weekday: 1,
      opens: '06:00',
      today: false,
      ahead: 7,
    });
  });

  it('is null for a week without hours', () => {
    expect(nextOpening([], yangon('2025-03-03T10:00:00'))).toBeNull();
  });
});
