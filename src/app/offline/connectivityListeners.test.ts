import { makeStore } from '../store';
import { connectivityWatched, selectIsOffline } from './connectivitySlice';
import './connectivityListeners';

function browserSays(online: boolean, event = true) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (event) window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => jest.restoreAllMocks());

describe('watching the connection', () => {
  it('reports what the browser says when watched, then each online and offline event', async () => {
    const store = await makeStore();
    browserSays(false, false);
    expect(selectIsOffline(store.getState())).toBe(false);
    store.dispatch(connectivityWatched());
    expect(selectIsOffline(store.getState())).toBe(true);
    browserSays(true);
    expect(selectIsOffline(store.getState())).toBe(false);
    browserSays(false);
    expect(selectIsOffline(store.getState())).toBe(true);
  });

  it('hears nothing before it is watched', async () => {
    const store = await makeStore();
    browserSays(false);
    expect(store.getState()).not.toHaveProperty('connectivity.status', 'offline');
  });
});
