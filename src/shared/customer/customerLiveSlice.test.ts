import {
  customerLiveReducer,
  liveChangeReceived,
  liveStreamClosed,
  liveStreamConnected,
  liveStreamDropped,
  liveStreamOpened,
  type CustomerLiveState,
  type LiveChange,
} from './customerLiveSlice';

const change: LiveChange = {
  kind: 'order',
  id: 31,
  number: 12,
  shop: 'Golden Tea House',
  state: 'accepted',
};
const closed: CustomerLiveState = { status: 'closed' };
const connecting: CustomerLiveState = { status: 'connecting', lastChange: null };
const live: CustomerLiveState = { status: 'live', lastChange: null };
const reconnecting: CustomerLiveState = { status: 'reconnecting', lastChange: change };

describe('customerLive transitions', () => {
  it.each<
    [string, CustomerLiveState, Parameters<typeof customerLiveReducer>[1], CustomerLiveState]
  >([
    ['closed + opened', closed, liveStreamOpened(), connecting],
    ['connecting + connected', connecting, liveStreamConnected(), live],
    [
      'connecting + dropped',
      connecting,
      liveStreamDropped(),
      { status: 'reconnecting', lastChange: null },
    ],
    ['live + dropped', { status: 'live', lastChange: change }, liveStreamDropped(), reconnecting],
    [
      'reconnecting + connected (keeps the last change)',
      reconnecting,
      liveStreamConnected(),
      { status: 'live', lastChange: change },
    ],
    ['live + change', live, liveChangeReceived(change), { status: 'live', lastChange: change }],
    ['live + closed', live, liveStreamClosed(), closed],
  ])('%s', (_name, from, event, to) => {
    expect(customerLiveReducer(from, event)).toEqual(to);
  });

  it.each<[string, CustomerLiveState, Parameters<typeof customerLiveReducer>[1]]>([
    ['closed + change', closed, liveChangeReceived(change)],
    ['closed + connected', closed, liveStreamConnected()],
    ['closed + dropped', closed, liveStreamDropped()],
    ['live + opened', live, liveStreamOpened()],
    ['live + connected', live, liveStreamConnected()],
    ['closed + closed', closed, liveStreamClosed()],
  ])('%s changes nothing', (_name, from, event) => {
    expect(customerLiveReducer(from, event)).toBe(from);
  });
});
