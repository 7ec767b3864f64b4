/**
 * The live events outbox (migration 013): every change to an order or a reservation appends the
 * record as it now is, in the transaction of the change, so an event exists exactly when its change
 * does and every stream reads them in commit order after the Last-Event-ID its client last saw.
 * The insert trigger notifies the `live_events` channel, which wakes the streams of every process.
 */
import { entitlementsOf, type EntitlementPlan } from '@contract/entitlements';
import type { LiveEvent } from '@contract/orders';
import type { Db } from '../db/db';
import { ACTIVE_SUBSCRIPTION } from './entitlements';

/** The NOTIFY channel the insert trigger of `live_events` sends on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** The advisory lock that orders appends (an arbitrary constant of this table's own). */
const LIVE_EVENTS_LOCK = '7301013';

export interface StoredLiveEvent {
  id: string;
  event: LiveEvent;
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
}

interface StandingRow {
  merchant_tokens: number[];
  customer_tokens: number[];
  terms: Array<EntitlementPlan & { merchant_id: number; addons: AddonRow[] }> | string;
}

interface AddonRow {
  addon_type_id: number;
  quantity: number;
}

export function createLiveEventRepository(db: Db) {
  return {
    /**
     * Appends one event for the shop and the customer it concerns. Pass the transaction of the
     * change (`tx`) so the event commits, and notifies, with it. Call it last in the transaction:
     * it takes a lock held until the commit, so that events commit in id order. (Otherwise a
     * transaction holding id 5 could commit after one holding id 6, which a stream would already
     * have sent and moved past: event 5 would never reach it.)
     */
    async append(
      tx: Db,
      audience: { merchantId: number; customerId: number },
      event: LiveEvent,
    ): Promise<string> {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [LIVE_EVENTS_LOCK]);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO live_events (merchant_id, customer_id, payload)
         VALUES ($1, $2, $3::jsonb) RETURNING id::text AS id`,
        [audience.merchantId, audience.customerId, JSON.stringify(event)],
      );
      return rows[0]!.id;
    },

    /** The events of one audience after `afterId` (exclusive), oldest first, at most `limit`. */
    async since(
      audience: { merchantId: number } | { customerId: number },
      afterId: string,
      limit = 500,
    ): Promise<StoredLiveEvent[]> {
      const [column, value] =
        'merchantId' in audience
          ? ['merchant_id', audience.merchantId]
          : ['customer_id', audience.customerId];
      // Ordered by the column, not by the text alias `id` (which would put 10 before 9).
      const { rows } = await db.query<{ id: string; payload: LiveEvent | string }>(
        `SELECT id::text AS id, payload FROM live_events
          WHERE ${column} = $1 AND live_events.id > $2::bigint
          ORDER BY live_events.id LIMIT $3`,
        [value, afterId, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        event:
          typeof row.payload === 'string' ? (JSON.parse(row.payload) as LiveEvent) : row.payload,
      }));
    },

    /**
     * Which of the open streams' tokens are still active (not signed out, revoked or expired) and
     * which of their shops' active plans still include orders and reservations, in one query for
     * every stream of the process. The rule of the feature is the contract's `entitlementsOf`, as
     * on the route's own check (a shop has one active subscription at most).
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
           (SELECT coalesce(json_agg(t), '[]'::json) FROM (
              SELECT s.merchant_id, p.id, p.name, p.max_branches, p.max_posts_per_month,
                     p.allow_stamp_card, p.allow_point_collection, p.allow_membership,
                     coalesce((SELECT json_agg(json_build_object(
                                        'addon_type_id', a.addon_type_id,
                                        'quantity', a.quantity))
                                 FROM subscription_addons a
                                WHERE a.subscription_id = s.id), '[]'::json) AS addons
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
      return {
        merchantTokens: new Set(row.merchant_tokens.map(Number)),
        customerTokens: new Set(row.customer_tokens.map(Number)),
        merchantsWithOrders,
      };
    },

    /** The newest event id (a stream opened without Last-Event-ID starts after it). */
    async lastId(): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        'SELECT coalesce(max(id), 0)::text AS id FROM live_events',
      );
      return rows[0]!.id;
    },
  };
}

export type LiveEventRepository = ReturnType<typeof createLiveEventRepository>;
