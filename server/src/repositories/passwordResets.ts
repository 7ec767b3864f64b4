/**
 * A forgotten password set anew (migration 026): the new hash, every token of the account ended,
 * and the reset remembered under its Idempotency-Key, all in the transaction that uses up the
 * one-time code.
 */
import type { Db } from '../db/db';

/** How long a reset answers its retries with its first success. */
const RETRY_WINDOW_SECONDS = 3600;

export function createPasswordResetRepository(db: Db) {
  return {
    /**
     * Sets the password of the account with `phone`, revokes all its tokens and remembers the
     * reset under `keyHash` (when the request had a key); answers the user's id, or null when no account has the phone.
     * Run inside the code's check (`tx`).
     */
    async reset(
      tx: Db,
      {
        phone,
        passwordHash,
        keyHash,
      }: { phone: string; passwordHash: string; keyHash: string | null },
    ): Promise<number | null> {
      const { rows } = await tx.query<{ id: number }>(
        'UPDATE users SET password_hash = $2 WHERE phone = $1 RETURNING id',
        [phone, passwordHash],
      );
      const userId = rows[0]?.id;
      if (userId === undefined) return null;
      await tx.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      );
      if (keyHash === null) return userId;
      await tx.query(
        `INSERT INTO password_resets (user_id, key_hash) VALUES ($1, $2)
           ON CONFLICT (user_id, key_hash) DO UPDATE SET reset_at = now()`,
        [userId, keyHash],
      );
      return userId;
    },

    /** Whether the account with `phone` was reset by a request with `keyHash` within the hour. */
    async doneWithKey(phone: string, keyHash: string): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE u.phone = $1 AND r.key_hash = $2
            AND r.reset_at > now() - $3::integer * interval '1 second'`,
        [phone, keyHash, RETRY_WINDOW_SECONDS],
      );
      return rows.length > 0;
    },

    /** Forgets resets older than their retry window. */
    async sweep(): Promise<void> {
      await db.query(
        `DELETE FROM password_resets WHERE reset_at <= now() - $1::integer * interval '1 second'`,
        [RETRY_WINDOW_SECONDS],
      );
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
