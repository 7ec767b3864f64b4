import {
  cameOnline,
  connectivityReducer,
  connectivityWatched,
  wentOffline,
  type Connectivity,
} from './connectivitySlice';

const unknown: Connectivity = { status: 'unknown' };
const online: Connectivity = { status: 'online' };
const offline: Connectivity = { status: 'offline' };

describe('connectivitySlice', () => {
  it('starts unknown', () => {
    expect(connectivityReducer(undefined, { type: 'unknown' })).toEqual(unknown);
  });

  it('follows what the browser reports', () => {
    expect(connectivityReducer(unknown, wentOffline())).toEqual(offline);
    expect(connectivityReducer(unknown, cameOnline())).toEqual(online);
    expect(connectivityReducer(online, wentOffline())).toEqual(offline);
    expect(connectivityReducer(offline, cameOnline())).toEqual(online);
  });

  it('changes nothing when the watch starts (its listener reports)', () => {
    expect(connectivityReducer(offline, connectivityWatched())).toBe(offline);
  });
});
