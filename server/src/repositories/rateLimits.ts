/** The rate limiter's counters (migration 005): fixed windows, shared by every API process. */
import type { Db } from '../db/db';

export interface Hit {
  /** Attempts in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one attempt under `key` and answers the window's count. One statement, so that
     * concurrent attempts (from any process) each get their own number.
     */
    async hit(key: string, windowSeconds: number): Promise<Hit> {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `INSERT INTO rate_limits AS r (key, hits, reset_at)
         VALUES ($1, 1, now() + $2::integer * interval '1 second')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
         RETURNING hits, greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS retry_after`,
        [key, windowSeconds],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return { hits: row.hits, retryAfterSeconds: row.retry_after };
    },

    /**
     * Takes back one attempt counted under `key` (a login that succeeded is not a failure). The
     * last attempt of a window deletes its row, as a count is never below one.
     */
    async refund(key: string): Promise<void> {
      await db.query(
        `WITH emptied AS (DELETE FROM rate_limits WHERE key = $1 AND hits <= 1)
         UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 1`,
        [key],
      );
    },

    /** Forgets windows that have ended. */
    async sweep(): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE reset_at <= now()');
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
