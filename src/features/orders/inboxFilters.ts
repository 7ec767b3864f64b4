import type { Inbox, LiveEvent, Reservation, ShopOrder } from '@contract/orders';
import { yangonDate } from '../../i18n/dates';

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
  out_for_delivery: 'inProgress',
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

/** Today's date on Yangon's calendar (UTC+6:30), as the inbox's `date` (YYYY-MM-DD). */
export function yangonToday(now: number): string {
  const { year, month, day } = yangonDate(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}

/** Whether a new record asks for the shop's attention (a chime): a new order or request. */
export const isNewArrival = (event: LiveEvent): boolean =>
  event.kind === 'order' ? event.order.state === 'placed' : event.reservation.state === 'requested';
