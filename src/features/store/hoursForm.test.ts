import { hoursOf, weekFormOf, weekProblems, type DayForm } from './hoursForm';

const closedDay = (weekday: DayForm['weekday']): DayForm => ({
  weekday,
  open: false,
  opens: '09:00',
  closes: '18:00',
});

describe('the opening-hours editor’s model', () => {
  it('shows every weekday from Monday, open where the saved hours list it', () => {
    const week = weekFormOf([
      { weekday: 7, opens: '10:00', closes: '16:00' },
      { weekday: 1, opens: '07:30', closes: '24:00' },
    ]);
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]).toEqual({ weekday: 1, open: true, opens: '07:30', closes: '00:00' });
    expect(week[1]).toEqual(closedDay(2));
    expect(week[6]).toEqual({ weekday: 7, open: true, opens: '10:00', closes: '16:00' });
  });

  it('sends only the open days, a closing at 00:00 as midnight (24:00)', () => {
    const week = weekFormOf([]).map((day) =>
      day.weekday === 3 ? { ...day, open: true, opens: '18:00', closes: '00:00' } : day,
    );
    expect(hoursOf(week)).toEqual([{ weekday: 3, opens: '18:00', closes: '24:00' }]);
  });

  it('round-trips the saved hours', () => {
    const saved = [
      { weekday: 2, opens: '08:00', closes: '20:00' },
      { weekday: 5, opens: '06:00', closes: '24:00' },
    ];
    expect(hoursOf(weekFormOf(saved))).toEqual(saved);
  });

  it('finds a time left empty and a day closing before it opens, by weekday', () => {
    const week: DayForm[] = [
      { weekday: 1, open: true, opens: '', closes: '18:00' },
      { weekday: 2, open: true, opens: '18:00', closes: '09:00' },
      { weekday: 3, open: true, opens: '09:00', closes: '09:00' },
      { weekday: 4, open: true, opens: '09:00', closes: '00:00' },
      { ...closedDay(5), opens: '', closes: '' },
    ];
    expect(weekProblems(week)).toEqual({
      1: 'missingTime',
      2: 'closesBeforeOpens',
      3: 'closesBeforeOpens',
    });
  });
});
