import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MerchantOrderAction, MerchantReservationAction } from '@contract/orders';
import { rootReducer } from '../../app/store';
import { inboxApi } from './inboxApi';
import { inboxStreamDropped, inboxStreamOpened, inboxStreamRefused } from './inboxEvents';
import type { BranchFilter, StateFilter } from './inboxFilters';

/** One merchant action on one record: the buttons it came from, and the record it acts on. */
export type ActionTarget =
  | { kind: 'order'; id: number; action: MerchantOrderAction }
  | { kind: 'reservation'; id: number; action: MerchantReservationAction };

/** The last action on a record: on its way, or refused (absent once it succeeded). */
export type RecordAction =
  | { status: 'running' }
  /** 409: the record is in another state now (the server's word for it). */
  | { status: 'refused'; state: string }
  /** 403: the plan does not include orders any more. */
  | { status: 'forbidden' }
  | { status: 'failed'; message: string | null };

/** The reason asked before rejecting an order or declining a reservation. */
export type ReasonDialog =
  { status: 'closed' } | { status: 'open'; target: ActionTarget; missing: boolean };

/** The customer a 'Block customer' asks about. */
export interface BlockTarget {
  id: number;
  name: string;
  phone: string;
}

/** The confirm dialog of 'Block customer': closed, or asking about one customer. */
export type BlockDialog = { status: 'closed' } | { status: 'open'; customer: BlockTarget };

/** The live stream: connecting, live, dropped and being retried, or refused by the server. */
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** The chime: off until the merchant turns it on (browsers play sound only after a gesture). */
export type Sound = 'off' | 'on' | 'unavailable';

export type InboxUiState =
  | { status: 'closed' }
  | {
      status: 'open';
      stateFilter: StateFilter;
      branchFilter: BranchFilter;
      /** Today in Yangon when the inbox opened, and the day shown (YYYY-MM-DD). */
      today: string;
      date: string;
      connection: Connection;
      sound: Sound;
      /** By `recordKey`. */
      records: Record<string, RecordAction>;
      dialog: ReasonDialog;
      blockDialog: BlockDialog;
    };

type Open = Extract<InboxUiState, { status: 'open' }>;

export const recordKey = (target: { kind: 'order' | 'reservation'; id: number }): string =>
  `${target.kind}:${target.id}`;

/** Rejecting an order and declining a reservation need a reason. */
export const needsReason = (target: ActionTarget): boolean =>
  target.action === 'reject' || target.action === 'decline';

const closed: InboxUiState = { status: 'closed' };
export const openedInbox = (today: string): Open => ({
  status: 'open',
  stateFilter: 'all',
  branchFilter: { kind: 'all' },
  today,
  date: today,
  connection: 'connecting',
  sound: 'off',
  records: {},
  dialog: { status: 'closed' },
  blockDialog: { status: 'closed' },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const whenOpen =
  <P>(change: (state: Open, payload: P) => InboxUiState) =>
  (state: InboxUiState, action: PayloadAction<P>): InboxUiState =>
    state.status === 'open' ? change(state, action.payload) : state;

const isRunning = (state: Open, target: ActionTarget) =>
  state.records[recordKey(target)]?.status === 'running';

const withRecord = (state: Open, key: string, record: RecordAction | null): Open => {
  const records = { ...state.records };
  if (record === null) delete records[key];
  else records[key] = record;
  return { ...state, records };
};

interface RejectedPayload {
  status?: unknown;
  data?: unknown;
}

/** What a refused action's answer says: 409 with the state now, 403, or anything else. */
export function refusalOf(payload: RejectedPayload | undefined): RecordAction {
  const data = (payload?.data ?? null) as { state?: unknown; message?: unknown } | null;
  if (payload?.status === 409 && typeof data?.state === 'string')
    return { status: 'refused', state: data.state };
  if (payload?.status === 403) return { status: 'forbidden' };
  return { status: 'failed', message: typeof data?.message === 'string' ? data.message : null };
}

export const inboxSlice = createSlice({
  name: 'inbox',
  initialState: closed as InboxUiState,
  reducers: {
    /** The inbox opened on `today` (Asia/Yangon). */
    pageOpened: (state, action: PayloadAction<{ today: string }>): InboxUiState =>
      state.status === 'closed' ? openedInbox(action.payload.today) : state,
    pageLeft: (): InboxUiState => closed,
    stateFilterChosen: whenOpen<StateFilter>((s, stateFilter) => ({ ...s, stateFilter })),
    branchFilterChosen: whenOpen<BranchFilter>((s, branchFilter) => ({ ...s, branchFilter })),
    /** The 'Date' input: a day, or emptied (back to today). */
    dateChosen: whenOpen<string>((s, date) =>
      date === '' ? { ...s, date: s.today } : DATE.test(date) ? { ...s, date } : s,
    ),
    /** A record's button: one needing a reason opens the dialog; the others start at once. */
    actionClicked: whenOpen<ActionTarget>((s, target) => {
      if (isRunning(s, target) || s.dialog.status === 'open') return s;
      return needsReason(target) ? { ...s, dialog: { status: 'open', target, missing: false } } : s;
    }),
    /** The dialog's confirm: an empty reason is refused in the dialog, which stays open. */
    reasonSubmitted: whenOpen<string>((s, reason) => {
      if (s.dialog.status !== 'open') return s;
      if (reason.trim() === '') return { ...s, dialog: { ...s.dialog, missing: true } };
      return { ...s, dialog: { status: 'closed' } };
    }),
    reasonDismissed: whenOpen<void>((s) =>
      s.dialog.status === 'open' ? { ...s, dialog: { status: 'closed' } } : s,
    ),
    /** 'Block customer' under a record: the confirm dialog asks about that customer. */
    blockClicked: whenOpen<BlockTarget>((s, customer) =>
      s.dialog.status === 'open' || s.blockDialog.status === 'open'
        ? s
        : { ...s, blockDialog: { status: 'open', customer } },
    ),
    blockDismissed: whenOpen<void>((s) =>
      s.blockDialog.status === 'open' ? { ...s, blockDialog: { status: 'closed' } } : s,
    ),
    soundTurnedOn: whenOpen<void>((s) => (s.sound === 'off' ? { ...s, sound: 'on' } : s)),
    soundTurnedOff: whenOpen<void>((s) => (s.sound === 'on' ? { ...s, sound: 'off' } : s)),
    /** The browser has no Web Audio, or refused it. */
    soundUnavailable: whenOpen<void>((s) => ({ ...s, sound: 'unavailable' })),
  },
  extraReducers: (builder) => {
    const connection = (state: InboxUiState, next: Connection): InboxUiState =>
      state.status === 'open' && state.connection !== 'refused'
        ? { ...state, connection: next }
        : state;
    builder
      .addCase(inboxStreamOpened, (s) => connection(s, 'live'))
      .addCase(inboxStreamDropped, (s) => connection(s, 'reconnecting'))
      .addCase(inboxStreamRefused, (s) => connection(s, 'refused'))
      .addMatcher(
        (a) =>
          inboxApi.endpoints.orderAction.matchPending(a) ||
          inboxApi.endpoints.reservationAction.matchPending(a),
        (s, a) => {
          if (s.status !== 'open') return s;
          const { kind, id } = actionKind(a.meta.arg.endpointName, a.meta.arg.originalArgs.id);
          return withRecord(s, recordKey({ kind, id }), { status: 'running' });
        },
      )
      .addMatcher(
        (a) =>
          inboxApi.endpoints.orderAction.matchFulfilled(a) ||
          inboxApi.endpoints.reservationAction.matchFulfilled(a),
        (s, a) => {
          if (s.status !== 'open') return s;
          const { kind, id } = actionKind(a.meta.arg.endpointName, a.meta.arg.originalArgs.id);
          return withRecord(s, recordKey({ kind, id }), null);
        },
      )
      .addMatcher(
        (a) =>
          inboxApi.endpoints.orderAction.matchRejected(a) ||
          inboxApi.endpoints.reservationAction.matchRejected(a),
        (s, a) => {
          if (s.status !== 'open') return s;
          const { kind, id } = actionKind(a.meta.arg.endpointName, a.meta.arg.originalArgs.id);
          return withRecord(s, recordKey({ kind, id }), refusalOf(a.payload as RejectedPayload));
        },
      )
      // The customer is blocked: the dialog has done its work (a refusal keeps it open, saying so).
      .addMatcher(inboxApi.endpoints.blockCustomer.matchFulfilled, (s) =>
        s.status === 'open' && s.blockDialog.status === 'open'
          ? { ...s, blockDialog: { status: 'closed' } }
          : s,
      );
  },
  selectors: {
    selectInboxUi: (s) => s,
  },
});

function actionKind(endpointName: string, id: number) {
  return {
    kind: endpointName === 'orderAction' ? ('order' as const) : ('reservation' as const),
    id,
  };
}

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof inboxSlice> {}
}

export const {
  pageOpened: inboxPageOpened,
  pageLeft: inboxPageLeft,
  stateFilterChosen,
  branchFilterChosen,
  dateChosen,
  actionClicked,
  reasonSubmitted,
  reasonDismissed,
  blockClicked,
  blockDismissed,
  soundTurnedOn,
  soundTurnedOff,
  soundUnavailable,
} = inboxSlice.actions;
export const inboxReducer = inboxSlice.reducer;
export const { selectInboxUi } = inboxSlice.injectInto(rootReducer).selectors;
