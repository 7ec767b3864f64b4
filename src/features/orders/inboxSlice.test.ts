import type { UnknownAction } from '@reduxjs/toolkit';
import { inboxStreamDropped, inboxStreamOpened, inboxStreamRefused } from './inboxEvents';
import {
  actionClicked,
  blockClicked,
  blockDismissed,
  branchFilterChosen,
  dateChosen,
  inboxPageLeft,
  inboxPageOpened,
  inboxReducer,
  openedInbox,
  reasonDismissed,
  reasonSubmitted,
  refusalOf,
  soundTurnedOff,
  soundTurnedOn,
  soundUnavailable,
  stateFilterChosen,
  type InboxUiState,
} from './inboxSlice';

const closed: InboxUiState = { status: 'closed' };
const open = openedInbox('2026-11-25');
const accept = { kind: 'order', id: 1, action: 'accept' } as const;
const reject = { kind: 'order', id: 1, action: 'reject' } as const;
const decline = { kind: 'reservation', id: 5, action: 'decline' } as const;
const dialogOpen: InboxUiState = {
  ...open,
  dialog: { status: 'open', target: reject, missing: false },
};
const running: InboxUiState = { ...open, records: { 'order:1': { status: 'running' } } };

/** The mutation's own actions, as RTK Query dispatches them. */
const mutation = (
  phase: 'pending' | 'fulfilled' | 'rejected',
  endpointName: 'orderAction' | 'reservationAction',
  id: number,
  payload?: unknown,
): UnknownAction => ({
  type: `api/executeMutation/${phase}`,
  payload,
  meta: {
    requestId: 'r1',
    requestStatus: phase,
    arg: { type: 'mutation', endpointName, originalArgs: { id }, track: true },
    ...(phase === 'rejected' ? { rejectedWithValue: true } : {}),
  },
  ...(phase === 'rejected' ? { error: { message: 'Rejected' } } : {}),
});

describe('inboxSlice transitions', () => {
  it.each<[string, InboxUiState, UnknownAction, InboxUiState]>([
    ['opens on today', closed, inboxPageOpened({ today: '2026-11-25' }), open],
    ['stays open when opened again', running, inboxPageOpened({ today: '2026-12-01' }), running],
    ['closes', running, inboxPageLeft(), closed],
    ['ignores a filter while closed', closed, stateFilterChosen('new'), closed],
    ['filters by state', open, stateFilterChosen('done'), { ...open, stateFilter: 'done' }],
    [
      'filters by branch',
      open,
      branchFilterChosen({ kind: 'branch', id: 11 }),
      { ...open, branchFilter: { kind: 'branch', id: 11 } },
    ],
    ['chooses a day', open, dateChosen('2026-11-20'), { ...open, date: '2026-11-20' }],
    ['an emptied date is today', { ...open, date: '2026-11-20' }, dateChosen(''), open],
    ['ignores a date that is not one', open, dateChosen('20/11/2026'), open],
    ['starts an action with no reason outside the slice', open, actionClicked(accept), open],
    ['asks a reason to reject', open, actionClicked(reject), dialogOpen],
    [
      'asks a reason to decline',
      open,
      actionClicked(decline),
      { ...open, dialog: { status: 'open', target: decline, missing: false } },
    ],
    ['opens no dialog while the record’s action runs', running, actionClicked(reject), running],
    ['opens no second dialog', dialogOpen, actionClicked(decline), dialogOpen],
    [
      'refuses an empty reason',
      dialogOpen,
      reasonSubmitted('  '),
      { ...open, dialog: { status: 'open', target: reject, missing: true } },
    ],
    ['closes the dialog with a reason', dialogOpen, reasonSubmitted('Out of milk'), open],
    ['ignores a reason with no dialog', open, reasonSubmitted('Out of milk'), open],
    ['dismisses the dialog', dialogOpen, reasonDismissed(), open],
    ['goes live', open, inboxStreamOpened(), { ...open, connection: 'live' }],
    [
      'reconnects after a drop',
      { ...open, connection: 'live' },
      inboxStreamDropped(),
      { ...open, connection: 'reconnecting' },
    ],
    [
      'stays refused',
      { ...open, connection: 'refused' },
      inboxStreamOpened(),
      { ...open, connection: 'refused' },
    ],
    ['is refused', open, inboxStreamRefused(403), { ...open, connection: 'refused' }],
    ['turns sound on', open, soundTurnedOn(), { ...open, sound: 'on' }],
    ['turns sound off', { ...open, sound: 'on' }, soundTurnedOff(), open],
    [
      'finds no sound',
      { ...open, sound: 'on' },
      soundUnavailable(),
      { ...open, sound: 'unavailable' },
    ],
    [
      'keeps no sound when turned on again',
      { ...open, sound: 'unavailable' },
      soundTurnedOn(),
      { ...open, sound: 'unavailable' },
    ],
    ['marks the action running', open, mutation('pending', 'orderAction', 1), running],
    [
      'marks a reservation’s action running',
      open,
      mutation('pending', 'reservationAction', 5),
      { ...open, records: { 'reservation:5': { status: 'running' } } },
    ],
    ['forgets a done action', running, mutation('fulfilled', 'orderAction', 1, {}), open],
    [
      'keeps the state of a 409',
      running,
      mutation('rejected', 'orderAction', 1, { status: 409, data: { state: 'cancelled' } }),
      { ...open, records: { 'order:1': { status: 'refused', state: 'cancelled' } } },
    ],
    [
      'a 403 is the plan',
      running,
      mutation('rejected', 'orderAction', 1, { status: 403, data: { message: 'No' } }),
      { ...open, records: { 'order:1': { status: 'forbidden' } } },
    ],
    [
      'a refused action starts afresh',
      { ...open, records: { 'order:1': { status: 'forbidden' } } },
      mutation('pending', 'orderAction', 1),
      running,
    ],
    ['ignores a call while closed', closed, mutation('pending', 'orderAction', 1), closed],
  ])('%s', (_name, before, event, after) => {
    expect(inboxReducer(before, event)).toEqual(after);
  });
});

describe("the 'Block customer' dialog", () => {
  const customer = { id: 7, name: 'Daw Hla', phone: '09781234567' };
  const asking: InboxUiState = { ...open, blockDialog: { status: 'open', customer } };
  const blocked = (endpointName: string): UnknownAction => ({
    type: 'api/executeMutation/fulfilled',
    payload: {},
    meta: {
      requestId: 'r2',
      requestStatus: 'fulfilled',
      arg: { type: 'mutation', endpointName, originalArgs: { customerId: 7 }, track: true },
    },
  });

  it.each<[string, InboxUiState, UnknownAction, InboxUiState]>([
    ['asks about the customer', open, blockClicked(customer), asking],
    ['asks about one customer at a time', asking, blockClicked({ ...customer, id: 8 }), asking],
    ['waits for the reason dialog', dialogOpen, blockClicked(customer), dialogOpen],
    ['is dismissed', asking, blockDismissed(), open],
    ['closes once the customer is blocked', asking, blocked('blockCustomer'), open],
    ['stays open for another call', asking, blocked('unblockCustomer'), asking],
    ['ignores a click while closed', closed, blockClicked(customer), closed],
  ])('%s', (_name, before, event, after) => {
    expect(inboxReducer(before, event)).toEqual(after);
  });
});

describe('refusalOf', () => {
  it.each([
    [
      { status: 409, data: { state: 'ready' } },
      { status: 'refused', state: 'ready' },
    ],
    [
      { status: 409, data: { message: 'Conflict' } },
      { status: 'failed', message: 'Conflict' },
    ],
    [{ status: 403, data: {} }, { status: 'forbidden' }],
    [
      { status: 500, data: null },
      { status: 'failed', message: null },
    ],
    [{ status: 'FETCH_ERROR' }, { status: 'failed', message: null }],
    [undefined, { status: 'failed', message: null }],
  ])('%j → %j', (payload, expected) => {
    expect(refusalOf(payload)).toEqual(expected);
  });
});
