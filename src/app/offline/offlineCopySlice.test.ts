import { cameOnline } from './connectivitySlice';
import { copyShown, offlineCopyReducer, type OfflineCopy } from './offlineCopySlice';

const none: OfflineCopy = { status: 'none' };
const MORNING = '2026-12-07T01:00:00.000Z';
const NOON = '2026-12-07T05:30:00.000Z';
const shop = (savedAt: string): OfflineCopy => ({ status: 'shown', path: '/shops/a', savedAt });

describe('offlineCopySlice', () => {
  it('starts with no copy shown', () => {
    expect(offlineCopyReducer(undefined, { type: 'unknown' })).toEqual(none);
  });

  it('keeps the oldest copy of the same page, and the newest page shown', () => {
    expect(offlineCopyReducer(none, copyShown({ path: '/shops/a', savedAt: NOON }))).toEqual(
      shop(NOON),
    );
    expect(
      offlineCopyReducer(shop(NOON), copyShown({ path: '/shops/a', savedAt: MORNING })),
    ).toEqual(shop(MORNING));
    expect(
      offlineCopyReducer(shop(MORNING), copyShown({ path: '/shops/a', savedAt: NOON })),
    ).toEqual(shop(MORNING));
    expect(
      offlineCopyReducer(shop(MORNING), copyShown({ path: '/my/cards', savedAt: NOON })),
    ).toEqual({ status: 'shown', path: '/my/cards', savedAt: NOON });
  });

  it('forgets the copy once the browser is back online', () => {
    expect(offlineCopyReducer(shop(NOON), cameOnline())).toEqual(none);
    expect(offlineCopyReducer(none, cameOnline())).toEqual(none);
  });
});
