/**
 * The requests Idempotency-Keys were first used for (migration 019): per merchant or customer and
 * key, the hash of the request that claimed the key. Claiming is one insert that the primary key
 * decides, so of two different requests sent at once with one key only one is accepted.
 */
import type { Db } from '../db/db';

/** Whose keys: a merchant's (merchant routes) or a customer's (customer routes). */
export type KeyOwner = { merchantId: number } | { customerId: number };

export type ClaimResult =
  /** The key was free: this request holds it now. */
  | { kind: 'claimed' }
  /** The key was used before by this same request: a repeat. */
  | { kind: 'repeated' }
  /** The key was used before by another request. */
  | { kind: 'reused' };

/** The stored owner of a key (`idempotency_requests.actor`). */
export function actorOf(owner: KeyOwner): string {
  return 'merchantId' in owner ? `m:${owner.merchantId}` : `c:${owner.customerId}`;
}

export function createIdempotencyRequestRepository(db: Db) {
  return {
    /** Claims `key` for the request of `hash`, or says what the key was used for before. */
    async claim(owner: KeyOwner, key: string, hash: string): Promise<ClaimResult> {
      const merchantId = 'merchantId' in owner ? owner.merchantId : null;
      const customerId = 'customerId' in owner ? owner.customerId : null;
      const { rows } = await db.query<{ request_hash: string; claimed: boolean }>(
        `WITH claimed AS (
           INSERT INTO idempotency_requests
             (actor, idempotency_key, request_hash, merchant_id, customer_id)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (actor, idempotency_key) DO NOTHING
           RETURNING request_hash
         )
         SELECT request_hash, true AS claimed FROM claimed
         UNION ALL
         SELECT request_hash, false AS claimed FROM idempotency_requests
          WHERE actor = $1 AND idempotency_key = $2 AND NOT EXISTS (SELECT 1 FROM claimed)`,
        [actorOf(owner), key, hash, merchantId, customerId],
      );
      const row = rows[0];
      if (row?.claimed) return { kind: 'claimed' };
      // Claimed by a request that has just given it back: the key is free again.
      if (!row) return this.claim(owner, key, hash);
      return row.request_hash === hash ? { kind: 'repeated' } : { kind: 'reused' };
    },

    /** Gives the key back when it still stands for the request of `hash`. */
    async release(owner: KeyOwner, key: string, hash: string): Promise<void> {
      await db.query(
        `DELETE FROM idempotency_requests
          WHERE actor = $1 AND idempotency_key = $2 AND request_hash = $3`,
        [actorOf(owner), key, hash],
      );
    },
  };
}

export type IdempotencyRequestRepository = ReturnType<typeof createIdempotencyRequestRepository>;
