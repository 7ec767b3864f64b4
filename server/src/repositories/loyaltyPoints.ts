/**
 * Points (migration 014): the shop's programme and its rewards, and the one-time codes a customer
 * shows at the counter. A code is a bearer of points: only its SHA-256 (with the shop's id) is
 * stored, and it is never logged. A balance moves under its row's lock, and its CHECK (never
 * below nought) is the last word.
 */
import { createHash, randomInt } from 'node:crypto';
import type {
  PointReward,
  PointRewardRequest,
  PointsRequest,
  RedeemCodeResponse,
  RedemptionCode,
} from '@contract/loyalty';
import { LOYALTY_LIMITS } from '@contract/loyaltyRules';
import type { Db } from '../db/db';
import { offerOf, pointRewards } from './loyaltyShared';
import { isoTime } from './payments';
import { lockStore } from './stores';

export interface PointsSettings {
  enabled: boolean;
  points_per_1000: number;
  rewards: PointReward[];
}

/** The programme's settings with every reward (the merchant's view); null before first saved. */
export async function pointsSettings(q: Db, merchantId: number): Promise<PointsSettings | null> {
  const { rows } = await q.query<{ enabled: boolean; points_per_1000: number }>(
    'SELECT enabled, points_per_1000 FROM point_programs WHERE merchant_id = $1',
    [merchantId],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, rewards: await pointRewards(q, merchantId, false) };
}

/** The stored form of a code: its SHA-256 with the shop's id, so equal codes of two shops differ. */
export function codeHash(merchantId: number, code: string): string {
  return createHash('sha256').update(`${merchantId}:${code}`).digest('hex');
}

/** PostgreSQL's SQLSTATE for a CHECK violation, the same through PGlite and node-postgres. */
const CHECK_VIOLATION = '23514';

function isCheckViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === CHECK_VIOLATION
  );
}

/** Tries at a code no other live code of the shop has (a million codes: a clash is rare). */
const CODE_TRIES = 5;

export type CreateRewardResult =
  { kind: 'noStore' } | { kind: 'limit' } | { kind: 'created'; reward: PointReward };

export type IssueCodeResult =
  | { kind: 'notOffered' }
  | { kind: 'notFound' }
  | { kind: 'notEnoughPoints' }
  | { kind: 'issued'; code: RedemptionCode };

export type RedeemCodeResult =
  | { kind: 'unknown' }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'notEnoughPoints' }
  | { kind: 'redeemed'; answer: RedeemCodeResponse };

interface CodeRow {
  id: number;
  customer_id: number;
  reward_id: number;
  used_at: Date | string | null;
  expired: boolean;
}

export function createPointsRepository(db: Db) {
  async function redeem(merchantId: number, code: string): Promise<RedeemCodeResult> {
    return db.transaction(async (tx): Promise<RedeemCodeResult> => {
      // The live code first, if the shop has one with this hash; else the latest used or expired.
      // Locked: a second counter redeeming it waits here, then sees it used.
      const { rows } = await tx.query<CodeRow>(
        `SELECT id, customer_id, reward_id, used_at, expires_at <= now() AS expired
           FROM point_redemption_codes
          WHERE merchant_id = $1 AND code_hash = $2
          ORDER BY (used_at IS NULL AND expires_at > now()) DESC, id DESC
          LIMIT 1 FOR UPDATE`,
        [merchantId, codeHash(merchantId, code)],
      );
      const found = rows[0];
      if (!found) return { kind: 'unknown' };
      if (found.used_at !== null) return { kind: 'used' };
      if (found.expired) return { kind: 'expired' };
      const reward = (
        await tx.query<{ name: string; points: number }>(
          'SELECT name, points FROM point_rewards WHERE id = $1',
          [found.reward_id],
        )
      ).rows[0]!;
      const held = await tx.query<{ balance: number }>(
        `SELECT balance FROM point_balances
          WHERE merchant_id = $1 AND customer_id = $2 FOR UPDATE`,
        [merchantId, found.customer_id],
      );
      if ((held.rows[0]?.balance ?? 0) < reward.points) return { kind: 'notEnoughPoints' };
      const { rows: after } = await tx.query<{ balance: number }>(
        `UPDATE point_balances SET balance = balance - $3, updated_at = now()
          WHERE merchant_id = $1 AND customer_id = $2 RETURNING balance`,
        [merchantId, found.customer_id, reward.points],
      );
      const balance = after[0]!.balance;
      await tx.query('UPDATE point_redemption_codes SET used_at = now() WHERE id = $1', [found.id]);
      await tx.query(
        `INSERT INTO point_entries (merchant_id, customer_id, kind, points, balance, reward)
         VALUES ($1, $2, 'redeemed', $3, $4, $5)`,
        [merchantId, found.customer_id, -reward.points, balance, reward.name],
      );
      const customer = (
        await tx.query<{ name: string | null; phone: string }>(
          'SELECT name, phone FROM customers WHERE id = $1',
          [found.customer_id],
        )
      ).rows[0]!;
      return {
        kind: 'redeemed',
        answer: { customer, reward: reward.name, points: reward.points, balance },
      };
    });
  }

  return {
    async savePoints(
      merchantId: number,
      input: PointsRequest,
    ): Promise<{ kind: 'noStore' } | { kind: 'saved'; value: PointsSettings }> {
      return db.transaction(async (tx) => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' as const };
        await tx.query(
          `INSERT INTO point_programs (merchant_id, enabled, points_per_1000) VALUES ($1, $2, $3)
           ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled,
             points_per_1000 = EXCLUDED.points_per_1000, updated_at = now()`,
          [merchantId, input.enabled, input.points_per_1000],
        );
        return { kind: 'saved' as const, value: (await pointsSettings(tx, merchantId))! };
      });
    },

    /** A new reward, at most `LOYALTY_LIMITS.pointRewards` per shop (counted under the store's lock). */
    async createPointReward(
      merchantId: number,
      input: PointRewardRequest,
    ): Promise<CreateRewardResult> {
      return db.transaction(async (tx): Promise<CreateRewardResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' };
        const { rows } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM point_rewards WHERE merchant_id = $1',
          [merchantId],
        );
        if (rows[0]!.n >= LOYALTY_LIMITS.pointRewards) return { kind: 'limit' };
        const inserted = await tx.query<PointReward>(
          `INSERT INTO point_rewards (merchant_id, name, points, available) VALUES ($1, $2, $3, $4)
           RETURNING id, name, points, available`,
          [merchantId, input.name, input.points, input.available],
        );
        return { kind: 'created', reward: inserted.rows[0]! };
      });
    },

    /** Replaces the shop's reward; null when the shop has no such reward. */
    async updatePointReward(
      merchantId: number,
      rewardId: number,
      input: PointRewardRequest,
    ): Promise<PointReward | null> {
      const { rows } = await db.query<PointReward>(
        `UPDATE point_rewards SET name = $3, points = $4, available = $5
          WHERE id = $1 AND merchant_id = $2 RETURNING id, name, points, available`,
        [rewardId, merchantId, input.name, input.points, input.available],
      );
      return rows[0] ?? null;
    },

    /** Removes the shop's reward (its live codes with it; the history keeps its name). */
    async deletePointReward(merchantId: number, rewardId: number): Promise<boolean> {
      const { rows } = await db.query(
        'DELETE FROM point_rewards WHERE id = $1 AND merchant_id = $2 RETURNING id',
        [rewardId, merchantId],
      );
      return rows.length > 0;
    },

    /**
     * A one-time code for the customer's reward at the shop, when the shop offers points, the
     * reward is available and the balance covers it now (checked again when it is redeemed).
     * The answer carries the only copy of the code.
     */
    async issueCode(
      merchantId: number,
      customerId: number,
      rewardId: number,
    ): Promise<IssueCodeResult> {
      return db.transaction(async (tx): Promise<IssueCodeResult> => {
        const offer = await offerOf(tx, merchantId);
        if (!offer?.points) return { kind: 'notOffered' };
        const { rows } = await tx.query<PointReward>(
          `SELECT id, name, points, available FROM point_rewards
            WHERE id = $1 AND merchant_id = $2 AND available`,
          [rewardId, merchantId],
        );
        const reward = rows[0];
        if (!reward) return { kind: 'notFound' };
        const held = await tx.query<{ balance: number }>(
          'SELECT balance FROM point_balances WHERE merchant_id = $1 AND customer_id = $2',
          [merchantId, customerId],
        );
        if ((held.rows[0]?.balance ?? 0) < reward.points) return { kind: 'notEnoughPoints' };
        // The store's lock: two codes issued at once cannot pick the same live code.
        await lockStore(tx, merchantId);
        for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
          const code = String(randomInt(0, 10 ** LOYALTY_LIMITS.redemptionCodeLength)).padStart(
            LOYALTY_LIMITS.redemptionCodeLength,
            '0',
          );
          const hash = codeHash(merchantId, code);
          const live = await tx.query(
            `SELECT 1 FROM point_redemption_codes
              WHERE merchant_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()`,
            [merchantId, hash],
          );
          if (live.rows.length > 0) continue;
          const inserted = await tx.query<{ expires_at: Date | string }>(
            `INSERT INTO point_redemption_codes
               (merchant_id, customer_id, reward_id, code_hash, expires_at)
             VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
             RETURNING expires_at`,
            [merchantId, customerId, rewardId, hash, LOYALTY_LIMITS.redemptionCodeMinutes],
          );
          return {
            kind: 'issued',
            code: { code, expires_at: isoTime(inserted.rows[0]!.expires_at), reward },
          };
        }
        throw new Error('No free redemption code after several tries');
      });
    },

    /**
     * Redeems the code the customer shows: its reward's points off the balance, the code used,
     * the history's entry, in one transaction. A balance that a concurrent redemption has emptied
     * is refused by the balance's CHECK at the latest.
     */
    async redeemCode(merchantId: number, code: string): Promise<RedeemCodeResult> {
      try {
        return await redeem(merchantId, code);
      } catch (error) {
        if (isCheckViolation(error)) return { kind: 'notEnoughPoints' };
        throw error;
      }
    },
  };
}
