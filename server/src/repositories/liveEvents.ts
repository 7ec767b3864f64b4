/**
 * The live events outbox (migrations 013, 022 and 033): every change to an order or a reservation
 * appends the record as it now is, in the transaction of the change, so an event exists exactly
 * when its change does; so does every change of a checkout of the merchant's plan order (a
 * `payment` event for the merchant alone, read by the stream's `payments` topic). The insert trigger notifies the `live_events` channel, which wakes the
 * streams of every process.
 *
 * The order of the stream, without any lock between the transactions that append: each event's
 * position is the pair (`after_xact`, `id`), where `after_xact` (the column's default) is the
 * larger of the appending transaction's id and the first transaction id not yet completed when
 * the row was inserted. A stream reads, after its cursor (the last pair it sent), only the events
 * whose `after_xact` is below the oldest transaction id still running in its read's snapshot (the
 * horizon, `pg_snapshot_xmin`), ordered by the pair. Why it misses nothing:
 * - an event under the horizon is visible to that read: its transaction's id is at most its
 *   `after_xact`, so below the horizon, so that transaction had ended (committed or rolled back);
 * - an event not yet visible to a read belongs to a transaction running then or not begun, whose
 *   id is at or above that read's horizon, and so is its `after_xact`: above every pair the read
 *   sent (all under the horizon), so after the cursor whenever it commits;
 * - a read cut short by its limit leaves the rest after the cursor, in order.
 * With the cursor on `id` alone it would not hold: a transaction that took its id first can insert
 * its event after a younger one inserted an earlier id, and commit first.
 *
 * Why the changes of one record arrive in the order they were made: the second change of a record
 * waits for the first one's commit (the record's row lock) before it appends, and by then the
 * first transaction has completed, so the second's `after_xact` is above the first's id and at
 * least the first's `after_xact` (the first transaction id not yet completed only grows); on a tie
 * the later insert has the larger `id`.
 *
 * An event is sent once every transaction that was running when it was appended has ended: a
 * long transaction anywhere on the database server holds the streams back (never loses events)
 * while it runs. A stream that sees events held back so reads again shortly (see the streams).
 *
 * On the wire an event's id is `<after_xact>-<id>` (both decimal); a Last-Event-ID of digits only
 * (from before migration 022, whose events all have `after_xact` 0) reads as `0-<digits>`.
 */
import { entitlementsOf, type EntitlementPlan } from '@contract/entitlements';
import type { CheckoutEvent } from '@contract/checkout';
import type { LiveEvent } from '@contract/orders';
import { branchScope, type MerchantRole } from '@contract/staff';
import type { Db } from '../db/db';
import { ACTIVE_SUBSCRIPTION, SUBSCRIPTION_ADDONS_JSON } from './entitlements';

/** The NOTIFY channel the insert trigger of `live_events` sends on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * What a stream carries (migration 033): the shop's inbox (`order` and `reservation` events, to
 * the shop and to the customer concerned), or the merchant's own `payments` (`payment` events,
 * to the merchant alone: they have no customer). A stream reads only its topic's events, so its
 * cursor, and a client's Last-Event-ID, are positions among those.
 */
export type LiveTopic = 'inbox' | 'payments';

/** Every topic, in the order of the stream's `?topic=` (the first is the default). */
export const LIVE_TOPICS: readonly LiveTopic[] = ['inbox', 'payments'];

/**
 * Each topic's filter of the read, as written in the partial index of migration 033 (a literal,
 * so the planner can use it).
 */
const TOPIC_FILTER: Record<LiveTopic, string> = {
  inbox: `e.payload ->> 'kind' IN ('order', 'reservation')`,
  payments: `e.payload ->> 'kind' = 'payment'`,
};

/**
 * The branch of an inbox event's record: every order and reservation event carries its record as
 * it was (`branch`: its id and name, or null at the shop's own address), so no column of its own.
 */
const EVENT_BRANCH =
  "coalesce(e.payload #>> '{order,branch,id}', e.payload #>> '{reservation,branch,id}')::int";

/**
 * Whose events a stream reads: a shop's (`branchId`: only its inbox events of that branch, as
 * `branchScope` in contract/staff.ts decides for the token; null or absent: every one) or a
 * customer's.
 */
export type LiveEventAudience =
  { merchantId: number; branchId?: number | null } | { customerId: number };

/** Any event of the table: an order or a reservation, or a payment of the merchant's. */
export type AnyLiveEvent = LiveEvent | CheckoutEvent;

export interface StoredLiveEvent {
  /** The event's position on the wire: `<after_xact>-<id>`. */
  id: string;
  event: AnyLiveEvent;
}

/** A read of the events after a cursor. */
export interface LiveEventsRead {
  /** The events the stream may send now, in order. */
  events: StoredLiveEvent[];
  /**
   * True when events after these were committed but are not yet sendable (a transaction older
   * than them still runs): the stream reads again shortly, as that transaction's end may notify
   * nothing.
   */
  held: boolean;
}

/** An event id on the wire (or a Last-Event-ID): `<after_xact>-<id>`, or digits of an older id. */
export const EVENT_ID_PATTERN = '^(?:[0-9]{1,18}-)?[0-9]{1,18}$';

/** The position of the wire id `id` (`EVENT_ID_PATTERN`): [after_xact, id] as decimal text. */
export function eventPosition(id: string): [string, string] {
  const dash = id.indexOf('-');
  return dash === -1 ? ['0', id] : [id.slice(0, dash), id.slice(dash + 1)];
}

/** What the open streams stand on: their tokens (by kind) and their shops. */
export interface StreamFooting {
  merchantTokens: readonly number[];
  customerTokens: readonly number[];
  merchants: readonly number[];
}

/** Of a `StreamFooting`, what still holds: active tokens, shops whose plan includes orders. */
export interface StreamStanding {
  merchantTokens: Set<number>;
  customerTokens: Set<number>;
  merchantsWithOrders: Set<number>;
  /**
   * The one branch each of the active merchant tokens sees now (`branchScope` of its member's
   * row as it is now), for the tokens limited to one; a token not listed sees every branch.
   */
  merchantTokenBranches: Map<number, number>;
}

interface StandingRow {
  merchant_tokens: number[];
  customer_tokens: number[];
  members: Array<{ token: number; role: MerchantRole; branch_id: number | null }> | string;
  terms: Array<EntitlementPlan & { merchant_id: number; addons: AddonRow[] }> | string;
}

interface AddonRow {
  addon_type_id: number;
  quantity: number;
}

export function createLiveEventRepository(db: Db) {
  return {
    /**
     * Appends one event for the shop and the customer it concerns, and answers its wire id. Pass
     * the transaction of the change (`tx`) so the event commits, and notifies, with it; append
     * after taking the lock of the record it is about (its position then follows the changes the
     * lock waited for). It takes no lock of its own: transactions appending at once commit in any
     * order, and the streams still miss none (see above). Any insert into `live_events` gets its
     * position the same way, from the column's default.
     */
    async append(
      tx: Db,
      audience: { merchantId: number; customerId: number },
      event: LiveEvent,
    ): Promise<string> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO live_events (merchant_id, customer_id, payload)
         VALUES ($1, $2, $3::jsonb) RETURNING after_xact::text || '-' || id::text AS id`,
        [audience.merchantId, audience.customerId, JSON.stringify(event)],
      );
      return rows[0]!.id;
    },

    /**
     * Appends one event for the merchant alone (no customer sees it: a checkout of the merchant's
     * own plan order), in the caller's transaction `tx` as `append` does, and answers its wire id.
     * The merchant need not have a store yet.
     */
    async appendMerchant(tx: Db, merchantId: number, event: CheckoutEvent): Promise<string> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO live_events (merchant_id, customer_id, payload)
         VALUES ($1, NULL, $2::jsonb) RETURNING after_xact::text || '-' || id::text AS id`,
        [merchantId, JSON.stringify(event)],
      );
      return rows[0]!.id;
    },

    /**
     * The events of one audience and topic (the inbox unless told) after the wire id `afterId`
     * (exclusive) that may be sent now, oldest first, at most `limit`; and whether later ones of
     * that topic are held back (see above). A customer has no payments: their topic is the inbox.
     * A shop's audience with a `branchId` reads only the inbox events of that branch's records:
     * held back or not, the others are not its events.
     */
    async since(
      audience: LiveEventAudience,
      afterId: string,
      limit = 500,
      topic: LiveTopic = 'inbox',
    ): Promise<LiveEventsRead> {
      const [column, value] =
        'merchantId' in audience
          ? ['merchant_id', audience.merchantId]
          : ['customer_id', audience.customerId];
      const branchId =
        'merchantId' in audience && topic === 'inbox' ? (audience.branchId ?? null) : null;
      // Only a stream limited to a branch reads through the filter; the others' query has none.
      const ofBranch = branchId === null ? '' : ` AND ${EVENT_BRANCH} = $5::int`;
      const [afterXact, afterEvent] = eventPosition(afterId);
      // One statement, so the horizon is that of the snapshot the rows are read in. Ordered by the
      // columns, not by text (which would put 10 before 9); the sendable ones come first.
      const { rows } = await db.query<{
        id: string;
        payload: AnyLiveEvent | string;
        ready: boolean;
      }>(
        `SELECT e.after_xact::text || '-' || e.id::text AS id, e.payload,
                e.after_xact < pg_snapshot_xmin(pg_current_snapshot()) AS ready
           FROM live_events e
          WHERE e.${column} = $1 AND (e.after_xact, e.id) > ($2::xid8, $3::bigint)
            AND ${TOPIC_FILTER[topic]}${ofBranch}
          ORDER BY e.after_xact, e.id LIMIT $4`,
        branchId === null
          ? [value, afterXact, afterEvent, limit]
          : [value, afterXact, afterEvent, limit, branchId],
      );
      const ready = rows.filter((row) => row.ready);
      return {
        events: ready.map((row) => ({
          id: row.id,
          event:
            typeof row.payload === 'string'
              ? (JSON.parse(row.payload) as AnyLiveEvent)
              : row.payload,
        })),
        held: ready.length < rows.length,
      };
    },

    /**
     * Which of the open streams' tokens are still active (not signed out, revoked or expired) and
     * which of their shops' active plans still include orders and reservations, in one query for
     * every stream of the process. The rule of the feature is the contract's `entitlementsOf`, as
     * on the route's own check (a shop has one active subscription at most). With them, the branch
     * each member's token is limited to now (a changed role or branch counts within a heartbeat).
     */
    async standing(footing: StreamFooting): Promise<StreamStanding> {
      const { rows } = await db.query<StandingRow>(
        `SELECT
           ARRAY(SELECT id FROM auth_tokens
                  WHERE id = ANY($1::int[]) AND revoked_at IS NULL AND expires_at > now())
             AS merchant_tokens,
           ARRAY(SELECT id FROM customer_tokens
                  WHERE id = ANY($2::int[]) AND revoked_at IS NULL AND expires_at > now())
             AS customer_tokens,
           (SELECT coalesce(json_agg(json_build_object(
                     'token', t.id, 'role', m.role, 'branch_id', m.branch_id)), '[]'::json)
              FROM auth_tokens t JOIN merchant_members m ON m.id = t.member_id
             WHERE t.id = ANY($1::int[])) AS members,
           (SELECT coalesce(json_agg(t), '[]'::json) FROM (
              SELECT s.merchant_id, p.id, p.name, p.max_branches, p.max_posts_per_month,
                     p.allow_stamp_card, p.allow_point_collection, p.allow_membership,
                     ${SUBSCRIPTION_ADDONS_JSON} AS addons
                FROM subscriptions s
                JOIN plans p ON p.id = s.plan_id
               WHERE s.merchant_id = ANY($3::int[]) AND ${ACTIVE_SUBSCRIPTION}) t) AS terms`,
        [footing.merchantTokens, footing.customerTokens, footing.merchants],
      );
      const row = rows[0]!;
      const terms =
        typeof row.terms === 'string'
          ? (JSON.parse(row.terms) as Exclude<StandingRow['terms'], string>)
          : row.terms;
      const merchantsWithOrders = new Set<number>();
      for (const { merchant_id, addons, ...plan } of terms) {
        if (entitlementsOf({ plan, addons }).orders) merchantsWithOrders.add(merchant_id);
      }
      const members =
        typeof row.members === 'string'
          ? (JSON.parse(row.members) as Exclude<StandingRow['members'], string>)
          : row.members;
      const merchantTokenBranches = new Map<number, number>();
      for (const { token, role, branch_id } of members) {
        const branchId = branchScope({ role, branchId: branch_id });
        if (branchId !== null) merchantTokenBranches.set(Number(token), branchId);
      }
      return {
        merchantTokens: new Set(row.merchant_tokens.map(Number)),
        customerTokens: new Set(row.customer_tokens.map(Number)),
        merchantsWithOrders,
        merchantTokenBranches,
      };
    },

    /**
     * Where a stream opened without Last-Event-ID starts: before every event not yet sendable now
     * (the horizon, with no event of its own). Everything committed from now on comes after it;
     * an event committed a moment ago but still held back is sent too (the SPA merges records by
     * id and age).
     */
    async lastId(): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT pg_snapshot_xmin(pg_current_snapshot())::text || '-0' AS id`,
      );
      return rows[0]!.id;
    },
  };
}

export type LiveEventRepository = ReturnType<typeof createLiveEventRepository>;
