import {
  busyUntilOf,
  orderingWindow,
  pickupSlots,
  yangonClock,
  yangonInstant,
  type WeeklyHours,
} from './hours';

/** An instant given as the time on a Yangon clock (UTC+06:30); 2 March 2026 is a Monday. */
const yangon = (iso: string) => new Date(`${iso}+06:30`);

/** Every day 06:00 to midnight. */
const sixToMidnight: WeeklyHours = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  opens: '06:00',
  closes: '24:00',
}));

describe('orderingWindow: whether a new order is taken now', () => {
  it('is open inside the hours and closed at 3 a.m., opening today at 06:00', () => {
    expect(orderingWindow(sixToMidnight, null, yangon('2026-03-02T12:00:00'))).toEqual({
      state: 'open',
    });
    expect(orderingWindow(sixToMidnight, null, yangon('2026-03-03T03:00:00'))).toEqual({
      state: 'closed',
      next: {
        weekday: 2,
        opens: '06:00',
        today: true,
        ahead: 0,
        at: '2026-03-02T23:30:00.000Z',
      },
    });
  });

  it('takes an order in the last minute before midnight and none at midnight itself', () => {
    const monday: WeeklyHours = [{ weekday: 1, opens: '06:00', closes: '24:00' }];
    expect(orderingWindow(monday, null, yangon('2026-03-02T23:59:00')).state).toBe('open');
    // 00:00 in Yangon is already Tuesday, which has no hours: next Monday at 06:00.
    expect(orderingWindow(monday, null, yangon('2026-03-03T00:00:00'))).toEqual({
      state: 'closed',
      next: {
        weekday: 1,
        opens: '06:00',
        today: false,
        ahead: 6,
        at: '2026-03-08T23:30:00.000Z',
      },
    });
  });

  it('reads the day in Yangon, not in UTC: 00:15 on Tuesday in Yangon is Monday in UTC', () => {
    const tuesdayEarly: WeeklyHours = [{ weekday: 2, opens: '00:00', closes: '01:00' }];
    const instant = yangon('2026-03-03T00:15:00');
    expect(instant.getUTCDay()).toBe(1);
    expect(orderingWindow(tuesdayEarly, null, instant).state).toBe('open');
    expect(orderingWindow(tuesdayEarly, null, yangon('2026-03-03T01:00:00')).state).toBe('closed');
  });

  it('opens at the opening minute, not before', () => {
    expect(orderingWindow(sixToMidnight, null, yangon('2026-03-02T05:59:00')).state).toBe('closed');
    expect(orderingWindow(sixToMidnight, null, yangon('2026-03-02T06:00:00')).state).toBe('open');
  });

  it('is closed with no next opening when the week has no hours', () => {
    expect(orderingWindow([], null, yangon('2026-03-02T12:00:00'))).toEqual({
      state: 'closed',
      next: null,
    });
  });

  it('is busy while a pause lasts, open again at its end, and closed outside the hours', () => {
    const noon = yangon('2026-03-02T12:00:00');
    const until = busyUntilOf(noon, 30);
    expect(until).toBe('2026-03-02T06:00:00.000Z');
    expect(orderingWindow(sixToMidnight, until, noon)).toEqual({ state: 'busy', until });
    expect(orderingWindow(sixToMidnight, until, yangon('2026-03-02T12:29:59')).state).toBe('busy');
    expect(orderingWindow(sixToMidnight, until, yangon('2026-03-02T12:30:00')).state).toBe('open');
    const lateNight = busyUntilOf(yangon('2026-03-02T23:50:00'), 60);
    expect(orderingWindow(sixToMidnight, lateNight, yangon('2026-03-03T00:10:00')).state).toBe(
      'closed',
    );
  });
});

describe('yangonInstant', () => {
  it("is the Yangon clock's time on a day counted from the Yangon day, across UTC's midnight", () => {
    // 05:00 on Tuesday in Yangon is still Monday 22:30 in UTC.
    const early = yangon('2026-03-03T05:00:00');
    expect(yangonInstant(early, 0, '06:00').toISOString()).toBe('2026-03-02T23:30:00.000Z');
    expect(yangonInstant(early, 1, '24:00').toISOString()).toBe('2026-03-04T17:30:00.000Z');
  });
});

describe('yangonClock', () => {
  it('reads the time in Yangon, with leading zeros', () => {
    expect(yangonClock(new Date('2026-03-02T23:30:00.000Z'))).toBe('06:00');
    expect(yangonClock(new Date('2026-03-02T17:29:00.000Z'))).toBe('23:59');
    expect(yangonClock(new Date('2026-03-02T17:30:00.000Z'))).toBe('00:00');
  });
});

describe('pickupSlots: the times an order for later may take', () => {
  it('steps by 15 minutes inside the hours, 15 minutes ahead at least, today and two days on', () => {
    const mornings: WeeklyHours = [
      { weekday: 1, opens: '06:00', closes: '07:00' },
      { weekday: 2, opens: '06:00', closes: '06:30' },
      { weekday: 4, opens: '06:00', closes: '06:30' },
    ];
    // Monday 06:20 in Yangon: 06:35 at the earliest, so 06:45 today; Tuesday's two; not Thursday.
    expect(pickupSlots(mornings, yangon('2026-03-02T06:20:00'))).toEqual([
      '2026-03-02T00:15:00.000Z',
      '2026-03-02T23:30:00.000Z',
      '2026-03-02T23:45:00.000Z',
    ]);
  });

  it('reaches across midnight in Yangon: at 23:50 the next slots are tomorrow’s', () => {
    const allDay: WeeklyHours = [
      { weekday: 1, opens: '00:00', closes: '24:00' },
      { weekday: 2, opens: '00:00', closes: '00:30' },
    ];
    expect(pickupSlots(allDay, yangon('2026-03-02T23:50:00'))).toEqual([
      // Tuesday 00:15 in Yangon (00:05 is less than 15 minutes ahead, 00:00 is past).
      '2026-03-02T17:45:00.000Z',
    ]);
  });

  it('is empty for a week without hours', () => {
    expect(pickupSlots([], yangon('2026-03-02T12:00:00'))).toEqual([]);
  });
});
