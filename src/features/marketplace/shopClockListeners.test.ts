import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { untilNextMinute } from './shopClockListeners';
import { selectShopClockNow, shopPageLeft, shopPageOpened } from './shopClockSlice';

describe('untilNextMinute', () => {
  it.each([
    [0, 60_000],
    [1, 59_999],
    [59_999, 1],
    [60_000, 60_000],
    [90_500, 29_500],
  ])('from %i ms waits %i ms', (now, wait) => {
    expect(untilNextMinute(now)).toBe(wait);
  });
});

describe('the shop clock’s listener', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the clock when a store page opens, then at each new minute, until it is left', async () => {
    jest.useFakeTimers();
    let now = Date.parse('2025-03-03T19:59:30+06:30');
    const store = track(await makeStore(undefined, { now: () => now }));
    store.dispatch(shopPageOpened());
    expect(selectShopClockNow(store.getState())).toBe(now);

    // Half a minute later, the next minute begins.
    now += 30_000;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(selectShopClockNow(store.getState())).toBe(Date.parse('2025-03-03T20:00:00+06:30'));
    now += 60_000;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(selectShopClockNow(store.getState())).toBe(Date.parse('2025-03-03T20:01:00+06:30'));

    store.dispatch(shopPageLeft());
    expect(selectShopClockNow(store.getState())).toBeNull();
    now += 60_000;
    await jest.advanceTimersByTimeAsync(120_000);
    expect(selectShopClockNow(store.getState())).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});
