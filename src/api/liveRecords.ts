/**
 * What both sides do with a live event (contract/orders.ts `LiveEvent`): read it from a stream
 * message, and put its record into the list the screen shows. The shop's inbox and the customer's
 * activity hold the same two lists, so one rule serves both.
 */
import type { LiveEvent, Reservation, ShopOrder } from '@contract/orders';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The live event in a stream message's `data:`, or null when it is not one. */
export function parseLiveEvent(data: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (value.kind === 'order' && isObject(value.order) && typeof value.order.id === 'number') {
    return value as unknown as LiveEvent;
  }
  if (
    value.kind === 'reservation' &&
    isObject(value.reservation) &&
    typeof value.reservation.id === 'number'
  ) {
    return value as unknown as LiveEvent;
  }
  return null;
}

export type Upserted = 'added' | 'updated' | 'stale';

function upsert<T extends { id: number; updated_at: string }>(list: T[], record: T): Upserted {
  const at = list.findIndex((item) => item.id === record.id);
  if (at === -1) {
    list.unshift(record);
    return 'added';
  }
  // A list fetched after the change already holds it (or a later one): an older copy arriving
  // from the stream must not turn the state back.
  if (Date.parse(list[at]!.updated_at) > Date.parse(record.updated_at)) return 'stale';
  list[at] = record;
  return 'updated';
}

/**
 * Puts the event's record in its place (a new one first: the lists are newest first). Meant for
 * an Immer draft (RTK Query's `updateCachedData`).
 */
export function upsertLiveEvent(
  lists: { orders: ShopOrder[]; reservations: Reservation[] },
  event: LiveEvent,
): Upserted {
  return event.kind === 'order'
    ? upsert(lists.orders, event.order)
    : upsert(lists.reservations, event.reservation);
}
