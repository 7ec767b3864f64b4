import type { Inbox, LiveEvent, Reservation, ShopOrder } from '@contract/orders';
import { yangonDate } from '../../i18n/format';

/** The inbox's state filter: every record, or those new, in progress, or done. */
export type StateFilter = 'all' | 'new' | 'inProgress' | 'done';
export const STATE_FILTERS: readonly StateFilter[] = ['all', 'new', 'inProgress', 'done'];

/** The branch filter: every place, the shop's own address, or one branch. */
export type BranchFilter = { kind: 'all' } | { kind: 'shop' } | { kind: 'branch'; id: number };

type Group = Exclude<StateFilter, 'all'>;

const ORDER_GROUPS: Record<ShopOrder['state'], Group> = {
  placed: 'new',
  accepted: 'inProgress',
  ready: 'inProgress',
  rejected: 'done',
  completed: 'done',
  cancelled: 'done',
};
const RESERVATION_GROUPS: Record<Reservation['state'], Group> = {
  requested: 'new',
  confirmed: 'inProgress',
  declined: 'done',
  completed: 'done',
  no_show: 'done',
  cancelled: 'done',
};

export const orderGroup = (order: ShopOrder): Group => ORDER_GROUPS[order.state];
export const reservationGroup = (reservation: Reservation): Group =>
  RESERVATION_GROUPS[reservation.state];

function atBranch(branch: ShopOrder['branch'], filter: BranchFilter): boolean {
  switch (filter.kind) {
    case 'all':
      return true;
    case 'shop':
      return branch === null;
    case 'branch':
      return branch?.id === filter.id;
  }
}

/** The orders and reservations the filters show, in the inbox's order. */
export function filterInbox(
  inbox: Pick<Inbox, 'orders' | 'reservations'>,
  filters: { state: StateFilter; branch: BranchFilter },
): { orders: ShopOrder[]; reservations: Reservation[] } {
  const { state, branch } = filters;
  return {
    orders: inbox.orders.filter(
      (o) => (state === 'all' || orderGroup(o) === state) && atBranch(o.branch, branch),
    ),
    reservations: inbox.reservations.filter(
      (r) => (state === 'all' || reservationGroup(r) === state) && atBranch(r.branch, branch),
    ),
  };
}

/** What the title's badge counts: orders still `placed` and reservations still `requested`. */
export function newCount(inbox: Pick<Inbox, 'orders' | 'reservations'> | undefined): number {
  if (!inbox) return 0;
  return (
    inbox.orders.filter((o) => o.state === 'placed').length +
    inbox.reservations.filter((r) => r.state === 'requested').length
  );
}

/**
 * A live event applied to the inbox (mutated in place, as `updateCachedData` lets us): a record
 * already there is replaced where it is, a new one goes first (the inbox is newest first).
 * Returns whether the record is new to the inbox.
 */
export function upsertLiveEvent(inbox: Inbox, event: LiveEvent): boolean {
  if (event.kind === 'order') {
    const at = inbox.orders.findIndex((o) => o.id === event.order.id);
    if (at === -1) inbox.orders.unshift(event.order);
    else inbox.orders[at] = event.order;
    return at === -1;
  }
  const at = inbox.reservations.findIndex((r) => r.id === event.reservation.id);
  if (at === -1) inbox.reservations.unshift(event.reservation);
  else inbox.reservations[at] = event.reservation;
  return at === -1;
}

/** The `data:` of an `order` or `reservation` event, or null when it is neither. */
export function parseLiveEvent(event: string, data: string): LiveEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Partial<LiveEvent> & { order?: unknown; reservation?: unknown };
    if (event === 'order' && record.kind === 'order' && typeof record.order === 'object')
      return record as LiveEvent;
    if (
      event === 'reservation' &&
      record.kind === 'reservation' &&
      typeof record.reservation === 'object'
    )
      return record as LiveEvent;
    return null;
  } catch {
    return null;
  }
}

/** Today's date on Yangon's calendar (UTC+6:30), as the inbox's `date` (YYYY-MM-DD). */
export function yangonToday(now: number): string {
  const { year, month, day } = yangonDate(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}

/** Whether a new record asks for the shop's attention (a chime): a new order or request. */
export const isNewArrival = (event: LiveEvent): boolean =>
  event.kind === 'order' ? event.order.state === 'placed' : event.reservation.state === 'requested';
