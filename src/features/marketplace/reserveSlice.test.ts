import {
  reserveClosed,
  reserveFormEdited,
  reserveOpened,
  reserveReducer,
  reserveRefused,
  reserveRequested,
  type ReserveState,
} from './reserveSlice';

const target = { slug: 'tea', itemId: null, name: null };
const submitted = (key: string) => ({ type: 'reserve/reserveSubmitted', payload: { key } });

describe('the reserve dialog as a state machine', () => {
  it.each<[string, ReserveState, { type: string; payload?: unknown }, ReserveState]>([
    [
      'opens',
      { status: 'closed' },
      reserveOpened(target),
      { status: 'open', target, key: null, problem: null },
    ],
    [
      'submits with a new key',
      { status: 'open', target, key: null, problem: null },
      submitted('k1'),
      { status: 'sending', target, key: 'k1' },
    ],
    [
      'a retry after a network error keeps the key',
      { status: 'open', target, key: 'k1', problem: 'network' },
      submitted('k2'),
      { status: 'sending', target, key: 'k1' },
    ],
    [
      'a changed field drops the key',
      { status: 'open', target, key: 'k1', problem: 'network' },
      reserveFormEdited(),
      { status: 'open', target, key: null, problem: 'network' },
    ],
    [
      'a party too large for the shop reopens without the key',
      { status: 'sending', target, key: 'k1' },
      reserveRefused({ key: 'k1', problem: 'party_too_large' }),
      { status: 'open', target, key: null, problem: 'party_too_large' },
    ],
    [
      'a changed field clears a refused party (the dialog checks it again)',
      { status: 'open', target, key: null, problem: 'party_too_large' },
      reserveFormEdited(),
      { status: 'open', target, key: null, problem: null },
    ],
    [
      'a changed field keeps any other problem',
      { status: 'open', target, key: null, problem: 'slot_full' },
      reserveFormEdited(),
      { status: 'open', target, key: null, problem: 'slot_full' },
    ],
    [
      'a second tap while sending changes nothing',
      { status: 'sending', target, key: 'k1' },
      submitted('k2'),
      { status: 'sending', target, key: 'k1' },
    ],
    [
      'requested',
      { status: 'sending', target, key: 'k1' },
      reserveRequested({ key: 'k1', date: '2025-03-04', time: '09:00' }),
      { status: 'requested', target, date: '2025-03-04', time: '09:00' },
    ],
    [
      'a full slot reopens without the key',
      { status: 'sending', target, key: 'k1' },
      reserveRefused({ key: 'k1', problem: 'slot_full' }),
      { status: 'open', target, key: null, problem: 'slot_full' },
    ],
    [
      'a network error keeps the key',
      { status: 'sending', target, key: 'k1' },
      reserveRefused({ key: 'k1', problem: 'network' }),
      { status: 'open', target, key: 'k1', problem: 'network' },
    ],
    [
      'an answer to another submission changes nothing',
      { status: 'sending', target, key: 'k1' },
      reserveRefused({ key: 'k0', problem: 'network' }),
      { status: 'sending', target, key: 'k1' },
    ],
    [
      'it does not close while sending',
      { status: 'sending', target, key: 'k1' },
      reserveClosed(),
      { status: 'sending', target, key: 'k1' },
    ],
    [
      'closes',
      { status: 'open', target, key: null, problem: null },
      reserveClosed(),
      { status: 'closed' },
    ],
  ])('%s', (_name, before, action, after) => {
    expect(reserveReducer(before, action as never)).toEqual(after);
  });
});
