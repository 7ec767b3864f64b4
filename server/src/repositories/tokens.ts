/** Bearer tokens, stored only as their SHA-256 so that a database leak gives no usable token. */
import type { Db } from '../db/db';

export interface ActiveToken {
  tokenId: number;
  userId: number;
  merchantId: number | null;
}

export function createTokenRepository(db: Db) {
  return {
    async insert(tokenHash: string, userId: number, merchantId: number, ttlHours: number) {
      await db.query(
        `INSERT INTO auth_tokens (token_hash, user_id, merchant_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
        [tokenHash, userId, merchantId, ttlHours],
      );
    },

    /** The token with this hash if it exists, has not expired and has not been revoked. */
    async findActive(tokenHash: string): Promise<ActiveToken | undefined> {
      const { rows } = await db.query<ActiveToken>(
        `SELECT id AS "tokenId", user_id AS "userId", merchant_id AS "merchantId"
           FROM auth_tokens
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [tokenHash],
      );
      return rows[0];
    },

    async revoke(tokenId: number): Promise<void> {
      await db.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
        [tokenId],
      );
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
