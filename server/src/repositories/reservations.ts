/**
 * Reservations (migration 013): a customer's request for a table or a service at a listed shop, in
 * a 30-minute slot of a date, and what the shop and the customer do with it afterwards.
 *
 * Every change appends the reservation as it now is to the live events outbox in the transaction
 * of the change itself, so an event exists exactly when its change does.
 *
 * Capacity: a slot takes `slot_capacity` reservations (the store's, or the branch's) that are still
 * requested or confirmed. Placing one locks the store row (and the branch's), counts, and inserts
 * in one transaction, so two customers racing for the last place cannot both get it.
 *
 * One customer's share: one reservation held per slot of a shop, and a few per shop and day, counted
 * under the same store row lock, so two requests of one customer cannot both slip past the count.
 */
import type { Reservation, ReservationState } from '@contract/orders';
import type { StoreProfile } from '@contract/store';
import {
  OPEN_RESERVATION_STATES,
  minutesOf,
  nextReservationState,
  yangonNow,
  type ReservationActionName,
} from '@contract/orderRules';
import { isUniqueViolation, type Db } from '../db/db';
import { isBlocked } from './blockedCustomers';
import { createLiveEventRepository } from './liveEvents';
import { isoTime } from './payments';
import { LISTED_SHOP_AT_SLUG, shopAndBranch, slugCanExist } from './shopRecords';
import { recordShopAction } from './team';

type WeeklyHours = StoreProfile['hours'];

/** A listed shop as reservations need it: its hours and capacity, and its branches'. */
export interface ReservableShop {
  merchantId: number;
  slug: string;
  name: string;
  hours: WeeklyHours;
  slotCapacity: number;
  /** The largest party of one reservation (the shop's setting). */
  maxPartySize: number;
  branches: Array<{ id: number; name: string; hours: WeeklyHours; slot_capacity: number }>;
}

export interface NewReservation {
  merchantId: number;
  customerId: number;
  branchId: number | null;
  /** The service reserved (its id and its name now), or null for a table. */
  service: { itemId: number; name: string } | null;
  date: string;
  time: string;
  partySize: number;
  note: string;
  idempotencyKey: string;
  /** The customer's reservations at the shop on one day it takes at most; none: no limit. */
  perShopDayLimit?: number;
}

/** States in which a reservation counts against the customer's day at the shop. */
const HELD_STATES = ['requested', 'confirmed', 'completed', 'no_show'] as const;

export type ReserveResult =
  | { kind: 'created'; reservation: Reservation }
  /** The idempotency key was used before: the reservation it made. */
  | { kind: 'replayed'; reservation: Reservation }
  | { kind: 'full' }
  /** The store (or the branch) is gone. */
  | { kind: 'noPlace' }
  /** The shop has blocked the customer. */
  | { kind: 'blocked' }
  /** The customer already holds a reservation for this slot at this shop. */
  | { kind: 'alreadyReserved' }
  /** The customer already has `limit` reservations at this shop on this day. */
  | { kind: 'tooMany'; limit: number };

export type TransitionResult =
  | { kind: 'done'; reservation: Reservation }
  | { kind: 'notFound' }
  | { kind: 'illegal'; state: ReservationState }
  /** A customer's cancel once the slot has begun. */
  | { kind: 'tooLate'; state: ReservationState };

interface ReservationRow {
  id: number;
  merchant_id: number;
  customer_id: number;
  shop_slug: string;
  shop_name: string;
  branch_id: number | null;
  branch_name: string | null;
  item_id: number | null;
  service_name: string | null;
  customer_name: string;
  customer_phone: string;
  date: string;
  time: string;
  party_size: number;
  note: string;
  state: ReservationState;
  reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT_RESERVATION = `
  SELECT r.id, r.merchant_id, r.customer_id, st.slug AS shop_slug, st.name AS shop_name,
         r.branch_id, b.name AS branch_name, r.item_id, r.service_name,
         coalesce(c.name, '') AS customer_name, c.phone AS customer_phone,
         to_char(r.date, 'YYYY-MM-DD') AS date, r.time, r.party_size, r.note, r.state, r.reason,
         r.created_at, r.updated_at
    FROM reservations r
    JOIN stores st ON st.merchant_id = r.merchant_id
    JOIN customers c ON c.id = r.customer_id
    LEFT JOIN branches b ON b.id = r.branch_id`;

function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    ...shopAndBranch(row),
    service: row.service_name === null ? null : { item_id: row.item_id, name: row.service_name },
    customer: { id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
    date: row.date,
    time: row.time,
    party_size: row.party_size,
    note: row.note,
    state: row.state,
    reason: row.reason,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/** True once the slot at `date` `time` (Asia/Yangon) has begun at `now`. */
export function slotBegun(date: string, time: string, now: Date): boolean {
  const today = yangonNow(now);
  return date < today.date || (date === today.date && minutesOf(time) <= today.minutes);
}

export function createReservationRepository(db: Db) {
  const liveEvents = createLiveEventRepository(db);

  async function byId(tx: Db, id: number): Promise<ReservationRow | undefined> {
    const { rows } = await tx.query<ReservationRow>(`${SELECT_RESERVATION} WHERE r.id = $1`, [id]);
    return rows[0];
  }

  async function byKey(
    tx: Db,
    customerId: number,
    key: string,
  ): Promise<ReservationRow | undefined> {
    const { rows } = await tx.query<ReservationRow>(
      `${SELECT_RESERVATION} WHERE r.customer_id = $1 AND r.idempotency_key = $2`,
      [customerId, key],
    );
    return rows[0];
  }

  async function announce(tx: Db, row: ReservationRow): Promise<Reservation> {
    const reservation = toReservation(row);
    await liveEvents.append(
      tx,
      { merchantId: row.merchant_id, customerId: row.customer_id },
      { kind: 'reservation', reservation },
    );
    return reservation;
  }

  return {
    /**
     * The listed shop at `slug` (published, phone verified, an active subscription), with its
     * branches, or null for any other slug.
     */
    async shopForReservations(slug: string): Promise<ReservableShop | null> {
      if (!slugCanExist(slug)) return null;
      const { rows } = await db.query<{
        merchant_id: number;
        slug: string;
        name: string;
        hours: WeeklyHours;
        slot_capacity: number;
        max_party_size: number;
        branches: ReservableShop['branches'] | null;
      }>(
        `SELECT st.merchant_id, st.slug, st.name, st.hours, st.slot_capacity, st.max_party_size,
                (SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'hours', b.hours,
                                                   'slot_capacity', b.slot_capacity)
                                 ORDER BY b.position, b.id)
                   FROM branches b WHERE b.merchant_id = st.merchant_id) AS branches
           ${LISTED_SHOP_AT_SLUG}`,
        [slug],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        merchantId: row.merchant_id,
        slug: row.slug,
        name: row.name,
        hours: row.hours,
        slotCapacity: row.slot_capacity,
        maxPartySize: row.max_party_size,
        branches: row.branches ?? [],
      };
    },

    /** The name of an available service of the shop, or null for any other item. */
    async serviceName(merchantId: number, itemId: number): Promise<string | null> {
      const { rows } = await db.query<{ name: string }>(
        `SELECT name FROM catalogue_items
          WHERE id = $1 AND merchant_id = $2 AND kind = 'service' AND available`,
        [itemId, merchantId],
      );
      return rows[0]?.name ?? null;
    },

    /** The customer's name, null until given. */
    async customerName(customerId: number): Promise<string | null> {
      const { rows } = await db.query<{ name: string | null }>(
        'SELECT name FROM customers WHERE id = $1',
        [customerId],
      );
      return rows[0]?.name ?? null;
    },

    /** How many reservations still count against each slot of the day (requested, confirmed). */
    async takenSlots(
      merchantId: number,
      branchId: number | null,
      date: string,
    ): Promise<Map<string, number>> {
      const { rows } = await db.query<{ time: string; n: number }>(
        `SELECT time, count(*)::int AS n FROM reservations
          WHERE merchant_id = $1 AND branch_id IS NOT DISTINCT FROM $2::int AND date = $3::date
            AND state = ANY($4::text[])
          GROUP BY time`,
        [merchantId, branchId, date, OPEN_RESERVATION_STATES],
      );
      return new Map(rows.map((row) => [row.time, row.n]));
    },

    /**
     * Makes a reservation if its slot has a place left and the customer may have it: the store's
     * row (and the branch's) is locked while counting and inserting. A key used before answers
     * the reservation it made.
     */
    async reserve(input: NewReservation): Promise<ReserveResult> {
      try {
        return await db.transaction(async (tx): Promise<ReserveResult> => {
          // The store row first, whichever place is reserved at: the customer's counts below are
          // per shop, so its branches take turns with it.
          const store = await tx.query<{ slot_capacity: number }>(
            'SELECT slot_capacity FROM stores WHERE merchant_id = $1 FOR UPDATE',
            [input.merchantId],
          );
          const branch =
            input.branchId === null
              ? store
              : await tx.query<{ slot_capacity: number }>(
                  `SELECT slot_capacity FROM branches WHERE id = $1 AND merchant_id = $2
                     FOR UPDATE`,
                  [input.branchId, input.merchantId],
                );
          const capacity = store.rows[0] ? branch.rows[0]?.slot_capacity : undefined;
          if (capacity === undefined) return { kind: 'noPlace' };
          const first = await byKey(tx, input.customerId, input.idempotencyKey);
          if (first) return { kind: 'replayed', reservation: toReservation(first) };

          if (await isBlocked(tx, input.merchantId, input.customerId)) return { kind: 'blocked' };
          const held = await tx.query<{ slot: number; day: number }>(
            `SELECT count(*) FILTER (WHERE time = $4 AND state = ANY($5::text[]))::int AS slot,
                    count(*)::int AS day
               FROM reservations
              WHERE customer_id = $1 AND merchant_id = $2 AND date = $3::date
                AND state = ANY($6::text[])`,
            [
              input.customerId,
              input.merchantId,
              input.date,
              input.time,
              OPEN_RESERVATION_STATES,
              HELD_STATES,
            ],
          );
          const mine = held.rows[0] ?? { slot: 0, day: 0 };
          if (mine.slot > 0) return { kind: 'alreadyReserved' };
          if (input.perShopDayLimit !== undefined && mine.day >= input.perShopDayLimit) {
            return { kind: 'tooMany', limit: input.perShopDayLimit };
          }
          const counted = await tx.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM reservations
              WHERE merchant_id = $1 AND branch_id IS NOT DISTINCT FROM $2::int
                AND date = $3::date AND time = $4 AND state = ANY($5::text[])`,
            [input.merchantId, input.branchId, input.date, input.time, OPEN_RESERVATION_STATES],
          );
          if ((counted.rows[0]?.n ?? 0) >= capacity) return { kind: 'full' };
          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO reservations (merchant_id, branch_id, customer_id, item_id, service_name,
                                       date, time, party_size, note, idempotency_key)
             VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10)
             RETURNING id`,
            [
              input.merchantId,
              input.branchId,
              input.customerId,
              input.service?.itemId ?? null,
              input.service?.name ?? null,
              input.date,
              input.time,
              input.partySize,
              input.note,
              input.idempotencyKey,
            ],
          );
          const row = await byId(tx, inserted.rows[0]!.id);
          if (!row) throw new Error('INSERT returned no row');
          return { kind: 'created', reservation: await announce(tx, row) };
        });
      } catch (error) {
        // The same key, at the same moment, at another shop (whose lock is not ours).
        if (!isUniqueViolation(error)) throw error;
        const first = await byKey(db, input.customerId, input.idempotencyKey);
        if (!first) throw error;
        return { kind: 'replayed', reservation: toReservation(first) };
      }
    },

    /**
     * Applies `action` to a reservation of `owner` (the shop's, or the customer's own) if its
     * state allows it, checking and updating under the row's lock. With `before`, the slot must
     * not have begun at that moment (a customer cancels only before its time). The shop's
     * `branchId` (`branchScope` in contract/staff.ts; null or absent: every branch): a reservation
     * of another branch is not found, as another shop's.
     */
    async transition(
      owner:
        | { merchantId: number; memberId?: number | null; branchId?: number | null }
        | { customerId: number },
      reservationId: number,
      action: ReservationActionName,
      options: { reason?: string | null; before?: Date } = {},
    ): Promise<TransitionResult> {
      const [column, value, branchId] =
        'merchantId' in owner
          ? ['merchant_id', owner.merchantId, owner.branchId ?? null]
          : ['customer_id', owner.customerId, null];
      return db.transaction(async (tx): Promise<TransitionResult> => {
        const { rows } = await tx.query<{ state: ReservationState; date: string; time: string }>(
          `SELECT state, to_char(date, 'YYYY-MM-DD') AS date, time FROM reservations
            WHERE id = $1 AND ${column} = $2 AND ($3::int IS NULL OR branch_id = $3::int)
              FOR UPDATE`,
          [reservationId, value, branchId],
        );
        const current = rows[0];
        if (!current) return { kind: 'notFound' };
        const next = nextReservationState(current.state, action);
        if (next === null) return { kind: 'illegal', state: current.state };
        if (options.before && slotBegun(current.date, current.time, options.before)) {
          return { kind: 'tooLate', state: current.state };
        }
        await tx.query(
          `UPDATE reservations SET state = $2, reason = coalesce($3, reason), updated_at = now()
            WHERE id = $1`,
          [reservationId, next, options.reason ?? null],
        );
        if ('merchantId' in owner) {
          const actor = { merchantId: owner.merchantId, memberId: owner.memberId ?? null };
          await recordShopAction(tx, actor, `reservation_${action}`, reservationId);
        }
        const row = await byId(tx, reservationId);
        if (!row) throw new Error('UPDATE lost its row');
        return { kind: 'done', reservation: await announce(tx, row) };
      });
    },

    /** The reservation the customer made with this idempotency key, or null. */
    async findByKey(customerId: number, key: string): Promise<Reservation | null> {
      const row = await byKey(db, customerId, key);
      return row ? toReservation(row) : null;
    },

    /** One reservation of the customer's, or null. */
    async forCustomer(customerId: number, reservationId: number): Promise<Reservation | null> {
      const { rows } = await db.query<ReservationRow>(
        `${SELECT_RESERVATION} WHERE r.id = $1 AND r.customer_id = $2`,
        [reservationId, customerId],
      );
      return rows[0] ? toReservation(rows[0]) : null;
    },

    /** The customer's reservations, newest first, at most `limit`. */
    async listForCustomer(customerId: number, limit: number): Promise<Reservation[]> {
      const { rows } = await db.query<ReservationRow>(
        `${SELECT_RESERVATION} WHERE r.customer_id = $1
          ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
        [customerId, limit],
      );
      return rows.map(toReservation);
    },

    /**
     * The shop's reservations for `date` (Asia/Yangon) and every one still requested or
     * confirmed whatever its date, newest first. With `branchId`, that branch's only
     * (`branchScope` in contract/staff.ts; null: every branch), as in the day's figures below.
     */
    async listForInbox(
      merchantId: number,
      date: string,
      branchId: number | null = null,
    ): Promise<Reservation[]> {
      const { rows } = await db.query<ReservationRow>(
        `${SELECT_RESERVATION} WHERE r.merchant_id = $1
            AND (r.date = $2::date OR r.state = ANY($3::text[]))
            AND ($4::int IS NULL OR r.branch_id = $4::int)
          ORDER BY r.created_at DESC, r.id DESC`,
        [merchantId, date, OPEN_RESERVATION_STATES, branchId],
      );
      return rows.map(toReservation);
    },

    /** The day's figures: its reservations, and the guests of its confirmed and completed ones. */
    async dayTotals(
      merchantId: number,
      date: string,
      branchId: number | null = null,
    ): Promise<{ reservations: number; guests: number }> {
      const { rows } = await db.query<{ reservations: number; guests: number }>(
        `SELECT count(*)::int AS reservations,
                coalesce(sum(party_size) FILTER (WHERE state IN ('confirmed', 'completed')), 0)::int
                  AS guests
           FROM reservations WHERE merchant_id = $1 AND date = $2::date
            AND ($3::int IS NULL OR branch_id = $3::int)`,
        [merchantId, date, branchId],
      );
      return rows[0] ?? { reservations: 0, guests: 0 };
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
