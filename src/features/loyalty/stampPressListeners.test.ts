import { STAMP_UNDO_SHOWN_SECONDS } from '@contract/loyaltyRules';
import { makeStore, type AppStore } from '../../app/store';
import { selectStampPress, stampAdded, stampPressed } from './stampPressSlice';
import './stampPressListeners';

describe('the Undo window', () => {
  let store: AppStore;
  beforeEach(async () => {
    store = await makeStore();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const pressAndAdd = (store: AppStore) => {
    store.dispatch(stampPressed());
    const press = selectStampPress(store.getState());
    if (press.status !== 'adding') throw new Error('not adding');
    store.dispatch(stampAdded({ key: press.key }));
    return press.key;
  };

  it(`closes ${STAMP_UNDO_SHOWN_SECONDS} seconds after the stamp, not before`, async () => {
    const key = pressAndAdd(store);
    await jest.advanceTimersByTimeAsync(STAMP_UNDO_SHOWN_SECONDS * 1000 - 1);
    expect(selectStampPress(store.getState())).toEqual({ status: 'added', key, undo: 'offered' });
    await jest.advanceTimersByTimeAsync(1);
    expect(selectStampPress(store.getState())).toEqual({ status: 'added', key, undo: 'closed' });
  });

  it('starts again with the next stamp', async () => {
    pressAndAdd(store);
    await jest.advanceTimersByTimeAsync(STAMP_UNDO_SHOWN_SECONDS * 500);
    const second = pressAndAdd(store);
    await jest.advanceTimersByTimeAsync(STAMP_UNDO_SHOWN_SECONDS * 500);
    expect(selectStampPress(store.getState())).toEqual({
      status: 'added',
      key: second,
      undo: 'offered',
    });
    await jest.advanceTimersByTimeAsync(STAMP_UNDO_SHOWN_SECONDS * 500);
    expect(selectStampPress(store.getState())).toMatchObject({ key: second, undo: 'closed' });
  });
});
