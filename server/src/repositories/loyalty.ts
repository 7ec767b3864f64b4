/**
 * Stamp cards, membership, the counter and the completion hook (migration 014); points and their
 * one-time codes are in `./loyaltyPoints`. Every row is keyed by the shop, so
 * a merchant reaches only their own. Counters two requests may move at once (a card's stamps, a
 * reward's redemption) change under their row's lock, taken by the statement that reads them.
 */
import type {
  CounterCustomer,
  LoyaltyOverview,
  MembershipRequest,
  MembershipStanding,
  MerchantStampCard,
  StampCardRequest,
  StampReward,
} from '@contract/loyalty';
import { addStamp, pointsCredited, pointsEarned, undoStamp } from '@contract/loyaltyRules';
import type { Db } from '../db/db';
import { createCustomerRepository } from './customers';
import { createPointsRepository, pointsSettings } from './loyaltyPoints';
import {
  REWARD_COLUMNS,
  customerRewards,
  merchantDesignOf,
  offerOf,
  openRewards,
  pointHistory,
  toReward,
  type RewardRow,
} from './loyaltyShared';
import { createLoyaltyViews } from './loyaltyViews';
import { recordShopAction } from './team';

/** The customer's stamps, points balance and membership at the shop (zeros when none). */
async function standing(q: Db, merchantId: number, customerId: number) {
  const { rows } = await q.query<{ stamps: number; points: number; member: boolean }>(
    `SELECT coalesce((SELECT stamps FROM stamp_balances
                       WHERE merchant_id = $1 AND customer_id = $2), 0) AS stamps,
            coalesce((SELECT balance FROM point_balances
                       WHERE merchant_id = $1 AND customer_id = $2), 0) AS points,
            EXISTS (SELECT 1 FROM memberships
                     WHERE merchant_id = $1 AND customer_id = $2) AS member`,
    [merchantId, customerId],
  );
  return rows[0]!;
}

/**
 * One stamp on the customer's card, under the card row's lock: the upsert creates the row or
 * locks the existing one (returning its committed stamps), so two stamps at once take turns and
 * neither is lost. A full card becomes a reward with the card's words.
 */
async function addOneStamp(
  tx: Db,
  merchantId: number,
  customerId: number,
  card: { needed: number; reward: string },
): Promise<void> {
  const { rows } = await tx.query<{ stamps: number }>(
    `INSERT INTO stamp_balances (merchant_id, customer_id) VALUES ($1, $2)
     ON CONFLICT (merchant_id, customer_id) DO UPDATE SET stamps = stamp_balances.stamps
     RETURNING stamps`,
    [merchantId, customerId],
  );
  const next = addStamp(rows[0]!.stamps, card.needed);
  await tx.query(
    `UPDATE stamp_balances SET stamps = $3, updated_at = now()
      WHERE merchant_id = $1 AND customer_id = $2`,
    [merchantId, customerId, next.stamps],
  );
  if (next.rewards > 0) {
    await tx.query(
      'INSERT INTO stamp_rewards (merchant_id, customer_id, reward) VALUES ($1, $2, $3)',
      [merchantId, customerId, card.reward],
    );
  }
}

/**
 * The points an amount earns onto the customer's balance, with its history entry. The upsert
 * creates the balance or locks it (returning it as committed); what it takes in is capped at
 * `pointsBalanceMax`, so a balance never outgrows its column, and a full balance takes nothing.
 */
async function earnPoints(tx: Db, order: CompletedOrder, points: number): Promise<void> {
  const { rows } = await tx.query<{ balance: number }>(
    `INSERT INTO point_balances (merchant_id, customer_id) VALUES ($1, $2)
     ON CONFLICT (merchant_id, customer_id) DO UPDATE SET balance = point_balances.balance
     RETURNING balance`,
    [order.merchantId, order.customerId],
  );
  const credited = pointsCredited(rows[0]!.balance, points);
  if (credited === 0) return;
  const balance = rows[0]!.balance + credited;
  await tx.query(
    `UPDATE point_balances SET balance = $3, updated_at = now()
      WHERE merchant_id = $1 AND customer_id = $2`,
    [order.merchantId, order.customerId, balance],
  );
  await tx.query(
    `INSERT INTO point_entries
       (merchant_id, customer_id, kind, points, balance, order_id, order_number)
     VALUES ($1, $2, 'earned', $3, $4, $5, $6)`,
    [order.merchantId, order.customerId, credited, balance, order.id, order.number],
  );
}

export interface CompletedOrder {
  id: number;
  merchantId: number;
  customerId: number;
  number: number;
  total: number;
}

/**
 * What a completed order earns, in the transaction that completes it (`tx`, the order row locked):
 * one stamp when the shop offers its card, and its points when it offers points. Each at most once
 * per order: `stamp_events.order_id` and `point_entries.order_id` are unique.
 */
export async function rewardCompletedOrder(tx: Db, order: CompletedOrder): Promise<void> {
  const offer = await offerOf(tx, order.merchantId);
  if (offer?.stampCard) {
    const event = await tx.query(
      `INSERT INTO stamp_events (merchant_id, customer_id, order_id) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [order.merchantId, order.customerId, order.id],
    );
    if (event.rows.length > 0) {
      await addOneStamp(tx, order.merchantId, order.customerId, offer.stampCard);
    }
  }
  const points = offer?.points ? pointsEarned(order.total, offer.points.perThousand) : 0;
  if (points > 0) {
    const earned = await tx.query('SELECT 1 FROM point_entries WHERE order_id = $1', [order.id]);
    if (earned.rows.length === 0) await earnPoints(tx, order, points);
  }
}

export type SaveResult<T> = { kind: 'noStore' } | { kind: 'saved'; value: T };

export type CounterStampResult =
  | { kind: 'noStore' }
  | { kind: 'notOffered' }
  | { kind: 'stamped'; customer: CounterCustomer }
  /** The Idempotency-Key stamped before: nothing added, the customer as they are now. */
  | { kind: 'replayed'; customer: CounterCustomer };

export type UndoStampResult =
  | { kind: 'notFound' }
  | { kind: 'tooLate' }
  /** The reward the stamp completed was redeemed meanwhile: nothing to take back. */
  | { kind: 'redeemed' }
  | { kind: 'undone'; customer: CounterCustomer }
  /** Undone before: nothing changed, the customer as they are now. */
  | { kind: 'replayed'; customer: CounterCustomer };

export type RedeemStampResult =
  { kind: 'notFound' } | { kind: 'alreadyRedeemed' } | { kind: 'redeemed'; reward: StampReward };

export type MembershipResult =
  { kind: 'notOffered' } | { kind: 'done'; standing: MembershipStanding };

export function createLoyaltyRepository(db: Db) {
  const customers = createCustomerRepository(db);

  async function storeExists(q: Db, merchantId: number): Promise<boolean> {
    const { rows } = await q.query('SELECT 1 FROM stores WHERE merchant_id = $1', [merchantId]);
    return rows.length > 0;
  }

  async function membershipSettings(q: Db, merchantId: number) {
    const { rows } = await q.query<{ enabled: boolean; discount_percent: number; members: number }>(
      `SELECT mp.enabled, mp.discount_percent,
              (SELECT count(*)::int FROM memberships m WHERE m.merchant_id = mp.merchant_id)
                AS members
         FROM membership_programs mp WHERE mp.merchant_id = $1`,
      [merchantId],
    );
    return rows[0] ?? null;
  }

  /**
   * A customer at the counter. The merchant sees who the customer is (id and name) only when the
   * customer has dealt with this shop: placed an order or a reservation here, or joined its
   * membership, all things the customer did themselves. Anyone else gets the answer of a phone
   * nobody signed in with, so that the counter never tells a shop who else uses the marketplace.
   * A stamp given at this counter is no dealing (the merchant can stamp any phone); the shop's own
   * records of that phone (its stamps, rewards and points) are still shown, as they are the shop's.
   */
  async function counterOf(q: Db, merchantId: number, phone: string): Promise<CounterCustomer> {
    const { rows } = await q.query<{ id: number; name: string | null; dealt: boolean }>(
      `SELECT c.id, c.name,
              (EXISTS (SELECT 1 FROM shop_orders WHERE merchant_id = $2 AND customer_id = c.id)
               OR EXISTS (SELECT 1 FROM reservations WHERE merchant_id = $2 AND customer_id = c.id)
               OR EXISTS (SELECT 1 FROM memberships WHERE merchant_id = $2 AND customer_id = c.id))
                AS dealt
         FROM customers c WHERE c.phone = $1`,
      [phone, merchantId],
    );
    const customer = rows[0];
    if (!customer) {
      return {
        phone,
        customer: null,
        stamps: 0,
        rewards: [],
        points: 0,
        history: [],
        member: false,
      };
    }
    // One after another: `q` may be a transaction, whose one connection runs one query at a time.
    const now = await standing(q, merchantId, customer.id);
    const rewards = await openRewards(q, merchantId, customer.id);
    const history = await pointHistory(q, merchantId, customer.id);
    return {
      phone,
      customer: customer.dealt ? { id: customer.id, name: customer.name } : null,
      stamps: now.stamps,
      rewards,
      points: now.points,
      history,
      member: now.member,
    };
  }

  return {
    storeExists: (merchantId: number) => storeExists(db, merchantId),

    /** Every programme's settings (null until first saved); `allowed` is the route's to add. */
    async overview(merchantId: number): Promise<Omit<LoyaltyOverview, 'allowed'> | null> {
      if (!(await storeExists(db, merchantId))) return null;
      const [stampCard, points, membership] = await Promise.all([
        merchantDesignOf(db, merchantId),
        pointsSettings(db, merchantId),
        membershipSettings(db, merchantId),
      ]);
      return { stamp_card: stampCard, points, membership };
    },

    /** Creates or replaces the card's design; the cards customers hold keep their stamps. */
    async saveStampCard(
      merchantId: number,
      input: StampCardRequest,
    ): Promise<SaveResult<MerchantStampCard>> {
      return db.transaction(async (tx): Promise<SaveResult<MerchantStampCard>> => {
        if (!(await storeExists(tx, merchantId))) return { kind: 'noStore' };
        await tx.query(
          `INSERT INTO stamp_cards
             (merchant_id, enabled, stamps_needed, reward, background, color, logo_photo_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (merchant_id) DO UPDATE SET
             enabled = EXCLUDED.enabled, stamps_needed = EXCLUDED.stamps_needed,
             reward = EXCLUDED.reward, background = EXCLUDED.background, color = EXCLUDED.color,
             logo_photo_id = EXCLUDED.logo_photo_id, updated_at = now()`,
          [
            merchantId,
            input.enabled,
            input.stamps_needed,
            input.reward,
            input.background,
            input.color,
            input.logo_photo_id,
          ],
        );
        return { kind: 'saved', value: (await merchantDesignOf(tx, merchantId))! };
      });
    },

    async saveMembership(
      merchantId: number,
      input: MembershipRequest,
    ): Promise<SaveResult<NonNullable<LoyaltyOverview['membership']>>> {
      return db.transaction(async (tx) => {
        if (!(await storeExists(tx, merchantId))) return { kind: 'noStore' as const };
        await tx.query(
          `INSERT INTO membership_programs (merchant_id, enabled, discount_percent)
           VALUES ($1, $2, $3)
           ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled,
             discount_percent = EXCLUDED.discount_percent, updated_at = now()`,
          [merchantId, input.enabled, input.discount_percent],
        );
        return { kind: 'saved' as const, value: (await membershipSettings(tx, merchantId))! };
      });
    },

    /** A customer at the counter by (normalised) phone; null when the shop has no store. */
    async counter(merchantId: number, phone: string): Promise<CounterCustomer | null> {
      if (!(await storeExists(db, merchantId))) return null;
      return counterOf(db, merchantId, phone);
    },

    /**
     * One stamp at the counter for `phone` (a phone nobody signed in with becomes a customer), at
     * most once per Idempotency-Key: the key's event row is inserted first, and a second request
     * with it waits on the unique index, then finds it and adds nothing.
     */
    async counterStamp(
      merchantId: number,
      phone: string,
      key: string,
      memberId: number | null = null,
    ): Promise<CounterStampResult> {
      return db.transaction(async (tx): Promise<CounterStampResult> => {
        const offer = await offerOf(tx, merchantId);
        if (offer === null) return { kind: 'noStore' };
        if (offer.stampCard === null) return { kind: 'notOffered' };
        const { customer } = await customers.findOrCreate(tx, phone);
        const event = await tx.query(
          `INSERT INTO stamp_events (merchant_id, customer_id, idempotency_key) VALUES ($1, $2, $3)
           ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id`,
          [merchantId, customer.id, key],
        );
        if (event.rows.length === 0) {
          return { kind: 'replayed', customer: await counterOf(tx, merchantId, phone) };
        }
        await addOneStamp(tx, merchantId, customer.id, offer.stampCard);
        const eventId = (event.rows[0] as { id: number }).id;
        await recordShopAction(tx, { merchantId, memberId }, 'stamp_given', eventId);
        return { kind: 'stamped', customer: await counterOf(tx, merchantId, phone) };
      });
    },

    /**
     * Takes back the counter stamp given with `key` (the counter's Undo), once, within
     * `windowSeconds` of it, under the event's and the card's locks: one stamp off the card, or,
     * on a card the stamp emptied, the open reward earned since it (`undoStamp`). Only the shop's
     * own stamps are found (an order's stamp has no key).
     */
    async undoCounterStamp(
      merchantId: number,
      key: string,
      windowSeconds: number,
    ): Promise<UndoStampResult> {
      return db.transaction(async (tx): Promise<UndoStampResult> => {
        const { rows } = await tx.query<{
          id: number;
          customer_id: number;
          phone: string;
          undone: boolean;
          late: boolean;
        }>(
          `SELECT e.id, e.customer_id, c.phone, e.undone_at IS NOT NULL AS undone,
                  e.created_at < now() - make_interval(secs => $3) AS late
             FROM stamp_events e JOIN customers c ON c.id = e.customer_id
            WHERE e.merchant_id = $1 AND e.idempotency_key = $2 AND e.order_id IS NULL
              FOR UPDATE OF e`,
          [merchantId, key, windowSeconds],
        );
        const event = rows[0];
        if (!event) return { kind: 'notFound' };
        if (event.undone) {
          return { kind: 'replayed', customer: await counterOf(tx, merchantId, event.phone) };
        }
        if (event.late) return { kind: 'tooLate' };
        const balance = await tx.query<{ stamps: number }>(
          `SELECT stamps FROM stamp_balances WHERE merchant_id = $1 AND customer_id = $2
              FOR UPDATE`,
          [merchantId, event.customer_id],
        );
        const card = await tx.query<{ stamps_needed: number }>(
          'SELECT stamps_needed FROM stamp_cards WHERE merchant_id = $1',
          [merchantId],
        );
        const reward = await tx.query<{ id: number }>(
          `SELECT r.id FROM stamp_rewards r, stamp_events e
            WHERE e.id = $3 AND r.merchant_id = $1 AND r.customer_id = $2
              AND r.redeemed_at IS NULL AND r.earned_at >= e.created_at
            ORDER BY r.earned_at DESC, r.id DESC LIMIT 1 FOR UPDATE OF r`,
          [merchantId, event.customer_id, event.id],
        );
        const next = undoStamp(
          balance.rows[0]?.stamps ?? 0,
          card.rows[0]?.stamps_needed ?? 1,
          reward.rows.length > 0,
        );
        if (next === null) return { kind: 'redeemed' };
        if (next.rewards < 0) {
          await tx.query('DELETE FROM stamp_rewards WHERE id = $1', [reward.rows[0]!.id]);
        }
        await tx.query(
          `UPDATE stamp_balances SET stamps = $3, updated_at = now()
            WHERE merchant_id = $1 AND customer_id = $2`,
          [merchantId, event.customer_id, next.stamps],
        );
        await tx.query('UPDATE stamp_events SET undone_at = now() WHERE id = $1', [event.id]);
        return { kind: 'undone', customer: await counterOf(tx, merchantId, event.phone) };
      });
    },

    /** Marks the shop's reward redeemed, under its row's lock: a second time is refused. */
    async redeemStampReward(merchantId: number, rewardId: number): Promise<RedeemStampResult> {
      return db.transaction(async (tx): Promise<RedeemStampResult> => {
        const { rows } = await tx.query<RewardRow>(
          `SELECT ${REWARD_COLUMNS} FROM stamp_rewards
            WHERE id = $1 AND merchant_id = $2 FOR UPDATE`,
          [rewardId, merchantId],
        );
        const reward = rows[0];
        if (!reward) return { kind: 'notFound' };
        if (reward.redeemed_at !== null) return { kind: 'alreadyRedeemed' };
        const updated = await tx.query<RewardRow>(
          `UPDATE stamp_rewards SET redeemed_at = now() WHERE id = $1
           RETURNING ${REWARD_COLUMNS}`,
          [rewardId],
        );
        return { kind: 'redeemed', reward: toReward(updated.rows[0]!) };
      });
    },

    /* ----------------------------- the customer's side ----------------------------- */

    /** The customer's stamps, rewards, points and membership at the shop. */
    async shopStanding(merchantId: number, customerId: number) {
      const [now, rewards, rsvps] = await Promise.all([
        standing(db, merchantId, customerId),
        customerRewards(db, merchantId, customerId),
        db.query<{ post_id: number; answer: 'going' | 'not_going' }>(
          `SELECT r.post_id, r.answer FROM post_rsvps r
             JOIN shop_posts p ON p.id = r.post_id
            WHERE p.merchant_id = $1 AND r.customer_id = $2 AND p.deleted_at IS NULL`,
          [merchantId, customerId],
        ),
      ]);
      return {
        stamps: now.stamps,
        rewards,
        points: now.points,
        member: now.member,
        rsvps: Object.fromEntries(rsvps.rows.map((row) => [String(row.post_id), row.answer])),
      };
    },

    /**
     * Joins (idempotent) the shop's membership when the shop offers it. Leaving is always
     * possible, whatever the shop offers now.
     */
    async setMembership(
      merchantId: number,
      customerId: number,
      join: boolean,
    ): Promise<MembershipResult> {
      return db.transaction(async (tx): Promise<MembershipResult> => {
        const offer = await offerOf(tx, merchantId);
        if (join) {
          if (!offer?.membership) return { kind: 'notOffered' };
          await tx.query(
            `INSERT INTO memberships (merchant_id, customer_id) VALUES ($1, $2)
             ON CONFLICT (merchant_id, customer_id) DO NOTHING`,
            [merchantId, customerId],
          );
        } else {
          await tx.query('DELETE FROM memberships WHERE merchant_id = $1 AND customer_id = $2', [
            merchantId,
            customerId,
          ]);
        }
        const { rows } = await tx.query<{ discount_percent: number }>(
          'SELECT discount_percent FROM membership_programs WHERE merchant_id = $1',
          [merchantId],
        );
        return {
          kind: 'done',
          standing: { member: join, discount_percent: rows[0]?.discount_percent ?? 0 },
        };
      });
    },

    ...createPointsRepository(db),
    ...createLoyaltyViews(db),
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
