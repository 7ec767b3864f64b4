import {
  clockRead,
  shopClockReducer,
  shopPageLeft,
  shopPageOpened,
  type ShopClockState,
} from './shopClockSlice';

const stopped: ShopClockState = { status: 'stopped' };
const opened: ShopClockState = { status: 'running', now: null };
const read: ShopClockState = { status: 'running', now: 1000 };

describe('the shop clock', () => {
  it.each<[string, ShopClockState, Parameters<typeof shopClockReducer>[1], ShopClockState]>([
    ['opening a page starts it', stopped, shopPageOpened(), opened],
    ['a reading is kept while it runs', opened, clockRead(1000), read],
    ['a later reading replaces it', read, clockRead(61_000), { status: 'running', now: 61_000 }],
    ['leaving the page stops it', read, shopPageLeft(), stopped],
  ])('%s', (_name, before, action, after) => {
    expect(shopClockReducer(before, action)).toEqual(after);
  });

  it.each<[string, ShopClockState, Parameters<typeof shopClockReducer>[1]]>([
    ['a reading after the page has gone', stopped, clockRead(1000)],
    ['leaving a page that is not open', stopped, shopPageLeft()],
    ['opening it again while open', read, shopPageOpened()],
  ])('ignores %s', (_name, before, action) => {
    expect(shopClockReducer(before, action)).toBe(before);
  });
});
