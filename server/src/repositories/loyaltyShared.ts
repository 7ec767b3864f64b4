/**
 * What the loyalty repositories share (migration 014): what a shop offers now (its plan's flags
 * and its programmes' switches), a card's design, a customer's rewards, a shop's point rewards and
 * a balance's history.
 */
import type {
  MerchantStampCard,
  PointEntry,
  PointReward,
  StampCardDesign,
  StampReward,
} from '@contract/loyalty';
import { LOYALTY_LIMITS } from '@contract/loyaltyRules';
import type { Db } from '../db/db';
import { ACTIVE_SUBSCRIPTION } from './entitlements';
import { isoTime } from './payments';
import { photoRefJson } from './photos';

/** What a shop offers now: a programme its plan includes and it has switched on, else null. */
export interface Offer {
  stampCard: { needed: number; reward: string } | null;
  points: { perThousand: number } | null;
  membership: { discountPercent: number } | null;
}

interface OfferRow {
  stamp_on: boolean | null;
  stamps_needed: number | null;
  reward: string | null;
  points_on: boolean | null;
  points_per_1000: number | null;
  membership_on: boolean | null;
  discount_percent: number | null;
}

/**
 * The store `$1` with its plan's flags (LATERAL: the active subscription's plan, if any) and its
 * programmes' settings, each `…_on` true only when both the plan and the shop say yes.
 */
const OFFER_SQL = `
  SELECT (sc.enabled AND coalesce(pl.allow_stamp_card, false)) AS stamp_on,
         sc.stamps_needed, sc.reward,
         (pp.enabled AND coalesce(pl.allow_point_collection, false)) AS points_on,
         pp.points_per_1000,
         (mp.enabled AND coalesce(pl.allow_membership, false)) AS membership_on,
         mp.discount_percent
    FROM stores st
    LEFT JOIN LATERAL (
      SELECT p.allow_stamp_card, p.allow_point_collection, p.allow_membership
        FROM subscriptions s JOIN plans p ON p.id = s.plan_id
       WHERE s.merchant_id = st.merchant_id AND ${ACTIVE_SUBSCRIPTION}
       ORDER BY s.ends_at DESC LIMIT 1
    ) pl ON true
    LEFT JOIN stamp_cards sc ON sc.merchant_id = st.merchant_id
    LEFT JOIN point_programs pp ON pp.merchant_id = st.merchant_id
    LEFT JOIN membership_programs mp ON mp.merchant_id = st.merchant_id
   WHERE st.merchant_id = $1`;

/** What the shop `merchantId` offers now; null when it has no store. */
export async function offerOf(q: Db, merchantId: number): Promise<Offer | null> {
  const { rows } = await q.query<OfferRow>(OFFER_SQL, [merchantId]);
  const row = rows[0];
  if (!row) return null;
  return {
    stampCard: row.stamp_on === true ? { needed: row.stamps_needed!, reward: row.reward! } : null,
    points: row.points_on === true ? { perThousand: row.points_per_1000! } : null,
    membership: row.membership_on === true ? { discountPercent: row.discount_percent! } : null,
  };
}

/** A card's design as the customer and the merchant see it (`sc`: stamp_cards, `st`: stores). */
export const DESIGN_COLUMNS = `sc.enabled, sc.stamps_needed, sc.reward, sc.background, sc.color,
  ${photoRefJson('coalesce(sc.logo_photo_id, st.logo_photo_id)')} AS logo`;

const DESIGN_FROM = 'FROM stamp_cards sc JOIN stores st ON st.merchant_id = sc.merchant_id';

export const SELECT_DESIGN = `SELECT ${DESIGN_COLUMNS} ${DESIGN_FROM}`;

export interface RewardRow {
  id: number;
  reward: string;
  earned_at: Date | string;
  redeemed_at: Date | string | null;
}

export function toReward(row: RewardRow): StampReward {
  return {
    id: row.id,
    reward: row.reward,
    earned_at: isoTime(row.earned_at),
    redeemed_at: row.redeemed_at === null ? null : isoTime(row.redeemed_at),
  };
}

export const REWARD_COLUMNS = 'id, reward, earned_at, redeemed_at';

/** The customer's stamp rewards at the shop that `clause` (filter, order, limit) picks. */
async function rewardsOf(
  q: Db,
  merchantId: number,
  customerId: number,
  clause: string,
): Promise<StampReward[]> {
  const { rows } = await q.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM stamp_rewards
      WHERE merchant_id = $1 AND customer_id = $2 ${clause}`,
    [merchantId, customerId],
  );
  return rows.map(toReward);
}

/** The rewards a customer has not redeemed yet at the shop, oldest first. */
export const openRewards = (q: Db, merchantId: number, customerId: number) =>
  rewardsOf(q, merchantId, customerId, 'AND redeemed_at IS NULL ORDER BY earned_at, id');

/**
 * The customer's rewards at the shop: those still to redeem (oldest first), then the redeemed
 * ones (newest first), at most `LOYALTY_LIMITS.historyEntries` in all.
 */
export const customerRewards = (q: Db, merchantId: number, customerId: number) =>
  rewardsOf(
    q,
    merchantId,
    customerId,
    `ORDER BY redeemed_at IS NULL DESC,
              CASE WHEN redeemed_at IS NULL THEN earned_at END ASC,
              redeemed_at DESC, id
      LIMIT ${LOYALTY_LIMITS.historyEntries}`,
  );

/** The shop's card design, or null before the merchant first saves one. */
export async function designOf(q: Db, merchantId: number): Promise<StampCardDesign | null> {
  const { rows } = await q.query<StampCardDesign>(`${SELECT_DESIGN} WHERE sc.merchant_id = $1`, [
    merchantId,
  ]);
  return rows[0] ?? null;
}

/** The card as its merchant edits it: the design and the card's own logo apart from the shop's. */
export async function merchantDesignOf(
  q: Db,
  merchantId: number,
): Promise<MerchantStampCard | null> {
  const { rows } = await q.query<MerchantStampCard>(
    `SELECT ${DESIGN_COLUMNS}, ${photoRefJson('sc.logo_photo_id')} AS own_logo,
            ${photoRefJson('st.logo_photo_id')} AS shop_logo
       ${DESIGN_FROM} WHERE sc.merchant_id = $1`,
    [merchantId],
  );
  return rows[0] ?? null;
}

/** The shop's point rewards, cheapest first; `availableOnly` for what customers may pick. */
export async function pointRewards(
  q: Db,
  merchantId: number,
  availableOnly: boolean,
): Promise<PointReward[]> {
  const { rows } = await q.query<PointReward>(
    `SELECT id, name, points, available FROM point_rewards
      WHERE merchant_id = $1 ${availableOnly ? 'AND available' : ''}
      ORDER BY points, id`,
    [merchantId],
  );
  return rows;
}

interface EntryRow {
  id: number;
  kind: 'earned' | 'redeemed';
  points: number;
  balance: number;
  order_number: number | null;
  reward: string | null;
  created_at: Date | string;
}

/** A customer's point history at the shop, newest first, `LOYALTY_LIMITS.historyEntries` at most. */
export async function pointHistory(
  q: Db,
  merchantId: number,
  customerId: number,
): Promise<PointEntry[]> {
  const { rows } = await q.query<EntryRow>(
    `SELECT id, kind, points, balance, order_number, reward, created_at FROM point_entries
      WHERE merchant_id = $1 AND customer_id = $2
      ORDER BY id DESC LIMIT ${LOYALTY_LIMITS.historyEntries}`,
    [merchantId, customerId],
  );
  return rows.map(({ created_at, ...entry }) => ({ ...entry, at: isoTime(created_at) }));
}
