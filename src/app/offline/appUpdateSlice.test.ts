import {
  appUpdateReducer,
  newVersionWaiting,
  reloadPressed,
  updatesWatched,
  type AppUpdate,
} from './appUpdateSlice';

const unwatched: AppUpdate = { status: 'unwatched' };
const watching: AppUpdate = { status: 'watching' };
const ready: AppUpdate = { status: 'ready' };
const reloading: AppUpdate = { status: 'reloading' };

describe('appUpdateSlice', () => {
  it('starts unwatched', () => {
    expect(appUpdateReducer(undefined, { type: 'unknown' })).toEqual(unwatched);
  });

  it('watches, hears of a waiting version, and reloads only when pressed', () => {
    expect(appUpdateReducer(unwatched, updatesWatched())).toEqual(watching);
    expect(appUpdateReducer(watching, newVersionWaiting())).toEqual(ready);
    expect(appUpdateReducer(ready, reloadPressed())).toEqual(reloading);
  });

  it('ignores an event that makes no sense in a state', () => {
    expect(appUpdateReducer(unwatched, newVersionWaiting())).toBe(unwatched);
    expect(appUpdateReducer(unwatched, reloadPressed())).toBe(unwatched);
    expect(appUpdateReducer(watching, reloadPressed())).toBe(watching);
    expect(appUpdateReducer(watching, updatesWatched())).toBe(watching);
    expect(appUpdateReducer(ready, updatesWatched())).toBe(ready);
    expect(appUpdateReducer(ready, newVersionWaiting())).toBe(ready);
    expect(appUpdateReducer(reloading, newVersionWaiting())).toBe(reloading);
    expect(appUpdateReducer(reloading, reloadPressed())).toBe(reloading);
  });
});
