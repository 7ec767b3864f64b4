/**
 * The live events outbox (migration 013): every change to an order or a reservation appends the
 * record as it now is, in the transaction of the change, so an event exists exactly when its change
 * does and every stream reads them in commit order after the Last-Event-ID its client last saw.
 * The insert trigger notifies the `live_events` channel, which wakes the streams of every process.
 */
import type { LiveEvent } from '@contract/orders';
import type { Db } from '../db/db';

/** The NOTIFY channel the insert trigger of `live_events` sends on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** The advisory lock that orders appends (an arbitrary constant of this table's own). */
const LIVE_EVENTS_LOCK = '7301013';

export interface StoredLiveEvent {
  id: string;
  event: LiveEvent;
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
