import {
  hoursProblems,
  isOpenAt,
  minutesOf,
  weekOf,
  yangonTimeOf,
  type WeeklyHours,
} from './hours';

const weekdays9to6: WeeklyHours = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday: weekday as 1 | 2 | 3 | 4 | 5,
  opens: '09:00',
  closes: '18:00',
}));

describe('opening hours', () => {
  it('reads HH:MM as minutes, 24:00 as the end of the day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
  });

  it('converts an instant to Myanmar time (UTC+06:30, no daylight saving)', () => {
    // 2026-11-23 is a Monday. 17:29 UTC on Monday is 23:59 Monday in Yangon.
    expect(yangonTimeOf(new Date('2026-11-23T17:29:00Z'))).toEqual({ weekday: 1, minute: 1439 });
    // 17:30 UTC on Monday is already 00:00 Tuesday in Yangon.
    expect(yangonTimeOf(new Date('2026-11-23T17:30:00Z'))).toEqual({ weekday: 2, minute: 0 });
    // 2026-11-29 is a Sunday: ISO weekday 7. 02:00 UTC = 08:30 Yangon.
    expect(yangonTimeOf(new Date('2026-11-29T02:00:00Z'))).toEqual({ weekday: 7, minute: 510 });
  });

  it('is open from the opening minute to just before the closing minute, in Yangon time', () => {
    // Monday 09:00 Yangon = 02:30 UTC.
    expect(isOpenAt(weekdays9to6, new Date('2026-11-23T02:29:00Z'))).toBe(false);
    expect(isOpenAt(weekdays9to6, new Date('2026-11-23T02:30:00Z'))).toBe(true);
    // Monday 18:00 Yangon = 11:30 UTC: closed.
    expect(isOpenAt(weekdays9to6, new Date('2026-11-23T11:29:00Z'))).toBe(true);
    expect(isOpenAt(weekdays9to6, new Date('2026-11-23T11:30:00Z'))).toBe(false);
    // Saturday noon: no span, closed.
    expect(isOpenAt(weekdays9to6, new Date('2026-11-28T05:30:00Z'))).toBe(false);
  });

  it('keeps a shop open until midnight with 24:00', () => {
    const late: WeeklyHours = [{ weekday: 1, opens: '18:00', closes: '24:00' }];
    expect(isOpenAt(late, new Date('2026-11-23T17:29:00Z'))).toBe(true); // Mon 23:59
    expect(isOpenAt(late, new Date('2026-11-23T17:30:00Z'))).toBe(false); // Tue 00:00
  });

  it('finds a repeated day and a span that closes before it opens', () => {
    expect(hoursProblems(weekdays9to6)).toEqual({});
    expect(
      hoursProblems([
        { weekday: 1, opens: '09:00', closes: '18:00' },
        { weekday: 1, opens: '19:00', closes: '20:00' },
        { weekday: 2, opens: '18:00', closes: '09:00' },
        { weekday: 3, opens: '09:00', closes: '09:00' },
      ]),
    ).toEqual({ 1: 'duplicateDay', 2: 'closesBeforeOpens', 3: 'closesBeforeOpens' });
  });

  it('lays the week out Monday to Sunday with closed days as null', () => {
    const week = weekOf([{ weekday: 7, opens: '10:00', closes: '14:00' }]);
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[6]?.span).toEqual({ weekday: 7, opens: '10:00', closes: '14:00' });
    expect(week.slice(0, 6).every((day) => day.span === null)).toBe(true);
  });
});
