/** A merchant's phone, and its proof by a one-time code (`merchants.phone_verified_at`). */
import type { Db } from '../db/db';
import { isoTime } from './payments';

export function createMerchantPhoneRepository(db: Db) {
  return {
    /** The phone of the merchant's user (normalised, as stored), or null for no such merchant. */
    async phoneOf(merchantId: number): Promise<string | null> {
      const { rows } = await db.query<{ phone: string }>(
        `SELECT u.phone FROM merchants m JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
        [merchantId],
      );
      return rows[0]?.phone ?? null;
    },

    /** When the merchant's phone was proved, or null. */
    async verifiedAt(merchantId: number): Promise<string | null> {
      const { rows } = await db.query<{ verified_at: unknown }>(
        'SELECT phone_verified_at AS verified_at FROM merchants WHERE id = $1',
        [merchantId],
      );
      const at = rows[0]?.verified_at;
      return at === null || at === undefined ? null : isoTime(at);
    },

    /**
     * Marks the phone of the merchant whose user has `phone` as verified now; answers the time,
     * or null when no merchant's user has that phone. Run inside the code's check (`tx`).
     */
    async markVerified(tx: Db, phone: string): Promise<string | null> {
      const { rows } = await tx.query<{ verified_at: unknown }>(
        `UPDATE merchants m SET phone_verified_at = now()
           FROM users u
          WHERE u.id = m.user_id AND u.phone = $1
          RETURNING m.phone_verified_at AS verified_at`,
        [phone],
      );
      const row = rows[0];
      return row ? isoTime(row.verified_at) : null;
    },
  };
}

export type MerchantPhoneRepository = ReturnType<typeof createMerchantPhoneRepository>;
