/**
 * Bearer tokens, stored only as their SHA-256 so that a database leak gives no usable token. A
 * token is the shop owner's, or one of their team members' (`memberId`): its role comes from the
 * member's row at every call, so a changed role counts at once and a removed member's tokens are
 * gone with them.
 */
import type { MerchantRole } from '@contract/staff';
import type { Db } from '../db/db';

export interface ActiveToken {
  tokenId: number;
  /** The shop's account (the owner's user), for a member's token too. */
  userId: number;
  merchantId: number | null;
  /** The team member the token is for; null: the owner. */
  memberId: number | null;
  role: MerchantRole;
  /** The one branch a cashier is limited to; null: every branch. */
  branchId: number | null;
}

export function createTokenRepository(db: Db) {
  return {
    async insert(
      tokenHash: string,
      userId: number,
      merchantId: number,
      ttlHours: number,
      memberId: number | null = null,
    ) {
      await db.query(
        `INSERT INTO auth_tokens (token_hash, user_id, merchant_id, expires_at, member_id)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5)`,
        [tokenHash, userId, merchantId, ttlHours, memberId],
      );
    },

    /** The token with this hash if it exists, has not expired and has not been revoked. */
    async findActive(tokenHash: string): Promise<ActiveToken | undefined> {
      const { rows } = await db.query<ActiveToken>(
        `SELECT t.id AS "tokenId", t.user_id AS "userId", t.merchant_id AS "merchantId",
                t.member_id AS "memberId", COALESCE(m.role, 'owner') AS role,
                m.branch_id AS "branchId"
           FROM auth_tokens t LEFT JOIN merchant_members m ON m.id = t.member_id
          WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
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
