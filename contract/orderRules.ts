/**
 * The rules of orders and reservations, pure and shared: the server decides
 * with them, the SPA mirrors them (which buttons a state shows, which slots to offer). Imports
 * only the rules of choices on an item, so the SPA bundles it as plain code.
 */
import { chooseOptions, lineKey, type ChosenOptionRule, type OptionGroupRule } from './optionRules';

export const ORDER_LIMITS = {
  /** Lines per order and the most of one item. */
  lines: 50,
  quantity: 99,
  note: 500,
  table: 10,
  reason: 300,
  /** The largest party a shop may allow in one reservation (its own maximum is 1 to this). */
  partySize: 100,
  /** A shop's largest party until it sets its own. */
  defaultMaxPartySize: 12,
  customerName: 100,
  /** How far ahead a reservation may be made. */
  reservationDaysAhead: 60,
  /** The most an order may come to (MMK): what its amounts' columns hold. */
  total: 2_147_483_647,
} as const;

/**
 * A `YYYY-MM-DD` date of the years 2000 to 2100: wider than any date the app deals in, narrow
 * enough that the database stores every one (it has no year 0).
 */
export const DATE_PATTERN = '^(20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** Reservations are made for slots of this many minutes, starting on the hour or half past. */
export const SLOT_MINUTES = 30;

/* ------------------------------ state machines ---------------------- */

export type OrderStateName =
  'placed' | 'accepted' | 'rejected' | 'ready' | 'out_for_delivery' | 'completed' | 'cancelled';
export type OrderActionName = 'accept' | 'reject' | 'ready' | 'dispatch' | 'complete' | 'cancel';

/**
 * `placed → accepted | rejected`, `accepted → ready → completed`, `placed → cancelled`. An order
 * for delivery goes out from accepted or ready (`dispatch`: 'Out for delivery') and is completed
 * (delivered) from there only; an order picked up or served at a table never goes out.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<
    OrderActionName,
    {
      /** The states it leaves from, for an order picked up or served at a table… */
      from: readonly OrderStateName[];
      /** …and for an order for delivery. */
      fromDelivery: readonly OrderStateName[];
      to: OrderStateName;
      by: 'merchant' | 'customer';
    }
  >
> = {
  accept: { from: ['placed'], fromDelivery: ['placed'], to: 'accepted', by: 'merchant' },
  reject: { from: ['placed'], fromDelivery: ['placed'], to: 'rejected', by: 'merchant' },
  ready: { from: ['accepted'], fromDelivery: ['accepted'], to: 'ready', by: 'merchant' },
  dispatch: {
    from: [],
    fromDelivery: ['accepted', 'ready'],
    to: 'out_for_delivery',
    by: 'merchant',
  },
  complete: {
    from: ['ready'],
    fromDelivery: ['out_for_delivery'],
    to: 'completed',
    by: 'merchant',
  },
  cancel: { from: ['placed'], fromDelivery: ['placed'], to: 'cancelled', by: 'customer' },
};

export type ReservationStateName =
  'requested' | 'confirmed' | 'declined' | 'completed' | 'no_show' | 'cancelled';
export type ReservationActionName = 'confirm' | 'decline' | 'complete' | 'no_show' | 'cancel';

/**
 * `requested → confirmed | declined`, `confirmed → completed | no_show | cancelled`. The customer
 * cancels a confirmed reservation (or one still requested) before its time.
 */
export const RESERVATION_TRANSITIONS: Readonly<
  Record<
    ReservationActionName,
    { from: readonly ReservationStateName[]; to: ReservationStateName; by: 'merchant' | 'customer' }
  >
> = {
  confirm: { from: ['requested'], to: 'confirmed', by: 'merchant' },
  decline: { from: ['requested'], to: 'declined', by: 'merchant' },
  complete: { from: ['confirmed'], to: 'completed', by: 'merchant' },
  no_show: { from: ['confirmed'], to: 'no_show', by: 'merchant' },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled', by: 'customer' },
};

/**
 * The state `action` leads to from `state` (of an order for delivery when `delivery`), or null
 * when the state does not allow it.
 */
export function nextOrderState(
  state: OrderStateName,
  action: OrderActionName,
  delivery = false,
): OrderStateName | null {
  const transition = ORDER_TRANSITIONS[action];
  const from = delivery ? transition.fromDelivery : transition.from;
  return from.includes(state) ? transition.to : null;
}

export function nextReservationState(
  state: ReservationStateName,
  action: ReservationActionName,
): ReservationStateName | null {
  const transition = RESERVATION_TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}

/** The actions one side may take on an order in this state (the buttons it shows). */
export function orderActions(
  state: OrderStateName,
  by: 'merchant' | 'customer',
  delivery = false,
): OrderActionName[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderActionName[]).filter(
    (action) =>
      ORDER_TRANSITIONS[action].by === by && nextOrderState(state, action, delivery) !== null,
  );
}

export function reservationActions(
  state: ReservationStateName,
  by: 'merchant' | 'customer',
): ReservationActionName[] {
  return (Object.keys(RESERVATION_TRANSITIONS) as ReservationActionName[]).filter(
    (action) =>
      RESERVATION_TRANSITIONS[action].by === by &&
      RESERVATION_TRANSITIONS[action].from.includes(state),
  );
}

/** Still waiting for someone to act: shown in the merchant's inbox whatever its day. */
export const OPEN_ORDER_STATES: readonly OrderStateName[] = [
  'placed',
  'accepted',
  'ready',
  'out_for_delivery',
];
export const OPEN_RESERVATION_STATES: readonly ReservationStateName[] = ['requested', 'confirmed'];

/* --------------------------------- pricing -------------------------- */

export interface PricedItem {
  id: number;
  kind: 'product' | 'service' | 'menu_item';
  name: string;
  price: number;
  available: boolean;
  /** The item's option groups (absent or empty: none). */
  options?: ReadonlyArray<OptionGroupRule>;
}

export interface PricedOrderLine {
  item_id: number;
  name: string;
  /** The unit price: the item's price and its chosen options'. */
  price: number;
  quantity: number;
  options: ChosenOptionRule[];
}

export type OrderPricing =
  | { kind: 'priced'; lines: PricedOrderLine[]; total: number }
  /** Items no longer sold (unknown to the shop, or switched off). */
  | { kind: 'unavailable'; itemIds: number[] }
  /** Services are reserved, not ordered. */
  | { kind: 'notOrderable'; itemIds: number[] }
  /** A line whose options break a rule of the item's groups (`chooseOptions`). */
  | {
      kind: 'options';
      itemId: number;
      problem: 'too_few' | 'too_many' | 'unknown';
      group: OptionGroupRule | null;
    };

/**
 * Prices an order from the shop's current items: the same item with the same options twice is
 * one line with the quantities added; a line's price is its item's and its options'; the total is
 * the sum of price × quantity in whole kyat.
 */
export function priceOrder(
  requested: ReadonlyArray<{ item_id: number; quantity: number; options?: ReadonlyArray<number> }>,
  items: ReadonlyArray<PricedItem>,
): OrderPricing {
  const byId = new Map(items.map((item) => [item.id, item]));
  const merged = new Map<string, { item_id: number; quantity: number; options: number[] }>();
  for (const line of requested) {
    const key = lineKey(line.item_id, line.options);
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line, options: [...(line.options ?? [])] });
  }
  const ids = [...new Set([...merged.values()].map((line) => line.item_id))];
  const unavailable = ids.filter((id) => !byId.get(id)?.available);
  if (unavailable.length > 0) return { kind: 'unavailable', itemIds: unavailable };
  const services = ids.filter((id) => byId.get(id)!.kind === 'service');
  if (services.length > 0) return { kind: 'notOrderable', itemIds: services };
  const lines: PricedOrderLine[] = [];
  for (const line of merged.values()) {
    const item = byId.get(line.item_id)!;
    const choice = chooseOptions(item.options ?? [], line.options);
    if (choice.kind === 'refused') {
      return { kind: 'options', itemId: item.id, problem: choice.problem, group: choice.group };
    }
    lines.push({
      item_id: item.id,
      name: item.name,
      price: item.price + choice.extra,
      quantity: line.quantity,
      options: choice.options,
    });
  }
  return { kind: 'priced', lines, total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0) };
}

/* ------------------------------- reservations ----------------------- */

/** Minutes since midnight of an `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD` calendar date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True for a real calendar date (`2026-02-30` is not). */
export function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The slot starts of a day with these opening hours: every `SLOT_MINUTES` from opening such that
 * the slot ends by closing. A day not listed is closed (no slots).
 */
export function slotsOf(
  hours: ReadonlyArray<{ weekday: number; opens: string; closes: string }>,
  date: string,
): string[] {
  const day = hours.find((entry) => entry.weekday === weekdayOf(date));
  if (!day) return [];
  const opens = Math.ceil(minutesOf(day.opens) / SLOT_MINUTES) * SLOT_MINUTES;
  const closes = minutesOf(day.closes);
  const slots: string[] = [];
  for (let start = opens; start + SLOT_MINUTES <= closes; start += SLOT_MINUTES)
    slots.push(hhmm(start));
  return slots;
}

/** The Asia/Yangon calendar date and time of an instant (Myanmar has no daylight saving: UTC+6:30). */
export function yangonNow(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + 390 * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/**
 * Whether a party of `size` is more than the shop's largest party, `maxPartySize` (its own
 * setting, `ORDER_LIMITS.defaultMaxPartySize` until set): such a reservation is refused.
 */
export function partyTooLarge(size: number, maxPartySize: number): boolean {
  return size > maxPartySize;
}

export type SlotProblem = 'invalid_date' | 'in_the_past' | 'too_far' | 'outside_hours';

/**
 * Why a reservation for `date` at `time` cannot be made with these hours, or null when it can:
 * not a real date (`invalid_date`); a slot already started (`in_the_past`); more than
 * `ORDER_LIMITS.reservationDaysAhead` days ahead (`too_far`); not a slot start inside the day's
 * opening hours (`outside_hours`). Capacity is the server's to count.
 */
export function slotProblem(
  hours: ReadonlyArray<{ weekday: number; opens: string; closes: string }>,
  date: string,
  time: string,
  now: Date,
): SlotProblem | null {
  if (!isCalendarDate(date)) return 'invalid_date';
  const today = yangonNow(now);
  if (date < today.date || (date === today.date && minutesOf(time) <= today.minutes)) {
    return 'in_the_past';
  }
  if (date > addDays(today.date, ORDER_LIMITS.reservationDaysAhead)) return 'too_far';
  return slotsOf(hours, date).includes(time) ? null : 'outside_hours';
}
