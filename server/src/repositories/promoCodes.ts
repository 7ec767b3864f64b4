/**
 * A shop's promo codes (migration 014): stored upper-case, unique per shop. `uses` counts the
 * orders that used a code and were not rejected or cancelled; it moves only under the code's row
 * lock (placing an order takes one, rejecting or cancelling it gives it back), so two orders can
 * never both take the last use.
 */
import type { PromoCode, PromoCodeRequest } from '@contract/loyalty';
import { normalisePromoCode, type PromoTerms } from '@contract/loyaltyRules';
import { isUniqueViolation, type Db } from '../db/db';
import { lockStore } from './stores';

/** Promo codes a shop may keep at once. */
export const PROMO_CODES_PER_SHOP = 200;

interface PromoRow extends PromoTerms {
  id: number;
  code: string;
  max_uses_per_customer: number | null;
}

const SELECT_PROMO = `
  SELECT id, code, kind, value, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
         to_char(valid_to, 'YYYY-MM-DD') AS valid_to, max_uses, max_uses_per_customer, uses,
         min_total, active
    FROM promo_codes`;

function toPromo(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
    uses: row.uses,
    min_total: row.min_total,
    active: row.active,
  };
}

export type CreatePromoResult =
  | { kind: 'created'; promo: PromoCode }
  | { kind: 'noStore' }
  | { kind: 'duplicate' }
  | { kind: 'limit' };

export type UpdatePromoResult =
  | { kind: 'updated'; promo: PromoCode }
  | { kind: 'notFound' }
  | { kind: 'duplicate' }
  /** `max_uses` below the uses it already has. */
  | { kind: 'belowUses'; uses: number };

/** The code `code` (as typed) of the shop with its terms, or null; `lock` takes its row lock. */
export async function findPromo(
  q: Db,
  merchantId: number,
  code: string,
  lock: boolean,
): Promise<PromoCode | null> {
  const { rows } = await q.query<PromoRow>(
    `${SELECT_PROMO} WHERE merchant_id = $1 AND code = $2${lock ? ' FOR UPDATE' : ''}`,
    [merchantId, normalisePromoCode(code)],
  );
  return rows[0] ? toPromo(rows[0]) : null;
}

/**
 * The customer's orders with the code that were not rejected or cancelled. Placing asks after
 * `findPromo(…, true)` locked the code's row, in a statement of its own: it then sees every order
 * committed by an earlier holder of the lock, so two orders of one customer at once cannot both
 * take their last use.
 */
export async function customerPromoUses(
  q: Db,
  promoId: number,
  customerId: number,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop_orders
      WHERE customer_id = $1 AND promo_code_id = $2 AND state NOT IN ('rejected', 'cancelled')`,
    [customerId, promoId],
  );
  return rows[0]?.n ?? 0;
}

/** One use more of a code found with its row lock (`findPromo(…, true)`). */
export async function takePromoUse(tx: Db, promoId: number): Promise<void> {
  await tx.query('UPDATE promo_codes SET uses = uses + 1 WHERE id = $1', [promoId]);
}

/**
 * Gives back the use an order took (it was rejected or cancelled), under the code's row lock;
 * never below nought.
 */
export async function givePromoUseBack(tx: Db, promoId: number): Promise<void> {
  await tx.query('UPDATE promo_codes SET uses = uses - 1 WHERE id = $1 AND uses > 0', [promoId]);
}

/** A code's terms as the query parameters after its `code`, in the columns' order. */
function termsOf(input: PromoCodeRequest) {
  return [
    input.kind,
    input.value,
    input.valid_from,
    input.valid_to,
    input.max_uses,
    input.min_total,
    input.active,
    input.max_uses_per_customer ?? null,
  ];
}

export function createPromoCodeRepository(db: Db) {
  async function byId(q: Db, merchantId: number, id: number): Promise<PromoCode | null> {
    const { rows } = await q.query<PromoRow>(`${SELECT_PROMO} WHERE merchant_id = $1 AND id = $2`, [
      merchantId,
      id,
    ]);
    return rows[0] ? toPromo(rows[0]) : null;
  }

  /** `fn` in a transaction; a unique violation of (merchant, code) is `duplicate`. */
  async function unlessDuplicate<T>(
    fn: (tx: Db) => Promise<T>,
  ): Promise<T | { kind: 'duplicate' }> {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  return {
    /** The shop's codes, newest first. */
    async list(merchantId: number): Promise<PromoCode[]> {
      const { rows } = await db.query<PromoRow>(
        `${SELECT_PROMO} WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC`,
        [merchantId],
      );
      return rows.map(toPromo);
    },

    /** Adds a code; counted and checked under the store row's lock. */
    async create(merchantId: number, input: PromoCodeRequest): Promise<CreatePromoResult> {
      return unlessDuplicate(async (tx): Promise<CreatePromoResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' };
        const code = normalisePromoCode(input.code);
        const taken = await tx.query(
          'SELECT 1 FROM promo_codes WHERE merchant_id = $1 AND code = $2',
          [merchantId, code],
        );
        if (taken.rows.length > 0) return { kind: 'duplicate' };
        const counted = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM promo_codes WHERE merchant_id = $1',
          [merchantId],
        );
        if ((counted.rows[0]?.n ?? 0) >= PROMO_CODES_PER_SHOP) return { kind: 'limit' };
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO promo_codes
             (merchant_id, code, kind, value, valid_from, valid_to, max_uses, min_total, active,
              max_uses_per_customer)
           VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9, $10) RETURNING id`,
          [merchantId, code, ...termsOf(input)],
        );
        return { kind: 'created', promo: (await byId(tx, merchantId, rows[0]!.id))! };
      });
    },

    /** Replaces a code's terms (its uses stay), under its row lock. */
    async update(
      merchantId: number,
      promoId: number,
      input: PromoCodeRequest,
    ): Promise<UpdatePromoResult> {
      return unlessDuplicate(async (tx): Promise<UpdatePromoResult> => {
        const { rows } = await tx.query<{ uses: number }>(
          'SELECT uses FROM promo_codes WHERE merchant_id = $1 AND id = $2 FOR UPDATE',
          [merchantId, promoId],
        );
        const current = rows[0];
        if (!current) return { kind: 'notFound' };
        if (input.max_uses !== null && input.max_uses < current.uses) {
          return { kind: 'belowUses', uses: current.uses };
        }
        const code = normalisePromoCode(input.code);
        const taken = await tx.query(
          'SELECT 1 FROM promo_codes WHERE merchant_id = $1 AND code = $2 AND id <> $3',
          [merchantId, code, promoId],
        );
        if (taken.rows.length > 0) return { kind: 'duplicate' };
        await tx.query(
          `UPDATE promo_codes
              SET code = $3, kind = $4, value = $5, valid_from = $6::date, valid_to = $7::date,
                  max_uses = $8, min_total = $9, active = $10, max_uses_per_customer = $11
            WHERE merchant_id = $1 AND id = $2`,
          [merchantId, promoId, code, ...termsOf(input)],
        );
        return { kind: 'updated', promo: (await byId(tx, merchantId, promoId))! };
      });
    },

    /** Removes a code; the orders that used it keep its text (`promo_code_id` becomes null). */
    async remove(merchantId: number, promoId: number): Promise<boolean> {
      const { rows } = await db.query(
        'DELETE FROM promo_codes WHERE merchant_id = $1 AND id = $2 RETURNING id',
        [merchantId, promoId],
      );
      return rows.length > 0;
    },
  };
}

export type PromoCodeRepository = ReturnType<typeof createPromoCodeRepository>;
