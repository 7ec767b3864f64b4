import {
  deviceSubscribed,
  deviceUnsubscribed,
  optInFailed,
  optInStarted,
  permissionDenied,
  permissionDismissed,
  pushChecked,
  pushSlice,
  type PushStatus,
} from './pushSlice';
import { deviceLabel } from './pushDevice';

const reduce = pushSlice.reducer;
const idle: PushStatus = { status: 'idle' };
const asking: PushStatus = { status: 'asking' };

describe('push slice', () => {
  it('starts unknown, and takes what the page found', () => {
    expect(reduce(undefined, { type: 'other' })).toEqual({ status: 'unknown' });
    expect(reduce({ status: 'unknown' }, pushChecked({ status: 'off' }))).toEqual({
      status: 'off',
    });
    expect(
      reduce({ status: 'unknown' }, pushChecked({ status: 'subscribed', deviceId: 4 })),
    ).toEqual({ status: 'subscribed', deviceId: 4 });
  });

  it('opts in from idle or failed only', () => {
    expect(reduce(idle, optInStarted())).toEqual(asking);
    expect(reduce({ status: 'failed' }, optInStarted())).toEqual(asking);
    const denied: PushStatus = { status: 'denied' };
    expect(reduce(denied, optInStarted())).toBe(denied);
    const off: PushStatus = { status: 'off' };
    expect(reduce(off, optInStarted())).toBe(off);
  });

  it('ends the asking with the answer', () => {
    expect(reduce(asking, permissionDenied())).toEqual({ status: 'denied' });
    expect(reduce(asking, permissionDismissed())).toEqual(idle);
    expect(reduce(asking, deviceSubscribed(9))).toEqual({ status: 'subscribed', deviceId: 9 });
    expect(reduce(asking, optInFailed())).toEqual({ status: 'failed' });
    // A late check does not cut the asking short.
    expect(reduce(asking, pushChecked({ status: 'idle' }))).toBe(asking);
  });

  it('ignores answers outside the asking', () => {
    expect(reduce(idle, deviceSubscribed(9))).toBe(idle);
    expect(reduce(idle, permissionDenied())).toBe(idle);
    expect(reduce(idle, optInFailed())).toBe(idle);
  });

  it('goes back to idle when this device is taken off', () => {
    expect(reduce({ status: 'subscribed', deviceId: 9 }, deviceUnsubscribed())).toEqual(idle);
    expect(reduce(idle, deviceUnsubscribed())).toBe(idle);
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox · Windows');
  });
});
