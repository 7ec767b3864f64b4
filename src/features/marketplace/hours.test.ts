import { weeklyHoursOf } from './hours';

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
