/**
 * The customers a shop has blocked (migration 018): their orders and reservations at that shop are
 * refused, checked inside the placement's own transaction. A shop blocks only a customer its inbox
 * has shown it (one who has ordered or reserved there), by the id the inbox carries.
 */
import type { BlockedCustomer } from '@contract/orders';
import type { Db } from '../db/db';
import { isoTime } from './payments';

/** True when the shop has blocked the customer. */
export async function isBlocked(q: Db, merchantId: number, customerId: number): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM blocked_customers WHERE merchant_id = $1 AND customer_id = $2',
    [merchantId, customerId],
  );
  return rows.length > 0;
}

interface BlockedRow {
  customer_id: number;
  name: string;
  phone: string;
  blocked_at: Date | string;
}

const SELECT_BLOCKED = `
  SELECT bc.customer_id, coalesce(c.name, '') AS name, c.phone, bc.blocked_at
    FROM blocked_customers bc
    JOIN customers c ON c.id = bc.customer_id`;

function toBlocked(row: BlockedRow): BlockedCustomer {
  return {
    customer: { id: row.customer_id, name: row.name, phone: row.phone },
    blocked_at: isoTime(row.blocked_at),
  };
}

export function createBlockedCustomerRepository(db: Db) {
  return {
    /**
     * Blocks the customer at the shop (blocking twice keeps the first time). Null when the
     * customer has never ordered or reserved at the shop: the shop knows no such customer.
     */
    async block(merchantId: number, customerId: number): Promise<BlockedCustomer | null> {
      const known = await db.query(
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM shop_orders WHERE merchant_id = $1 AND customer_id = $2)
                     OR EXISTS (SELECT 1 FROM reservations WHERE merchant_id = $1 AND customer_id = $2)`,
        [merchantId, customerId],
      );
      if (known.rows.length === 0) return null;
      await db.query(
        `INSERT INTO blocked_customers (merchant_id, customer_id) VALUES ($1, $2)
         ON CONFLICT (merchant_id, customer_id) DO NOTHING`,
        [merchantId, customerId],
      );
      const { rows } = await db.query<BlockedRow>(
        `${SELECT_BLOCKED} WHERE bc.merchant_id = $1 AND bc.customer_id = $2`,
        [merchantId, customerId],
      );
      return rows[0] ? toBlocked(rows[0]) : null;
    },

    /** Takes the block back; false when the customer was not blocked. */
    async unblock(merchantId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query(
        `DELETE FROM blocked_customers WHERE merchant_id = $1 AND customer_id = $2
         RETURNING customer_id`,
        [merchantId, customerId],
      );
      return rows.length > 0;
    },

    /** The shop's blocked customers, the latest block first. */
    async list(merchantId: number): Promise<BlockedCustomer[]> {
      const { rows } = await db.query<BlockedRow>(
        `${SELECT_BLOCKED} WHERE bc.merchant_id = $1 ORDER BY bc.blocked_at DESC, bc.customer_id`,
        [merchantId],
      );
      return rows.map(toBlocked);
    },
  };
}

export type BlockedCustomerRepository = ReturnType<typeof createBlockedCustomerRepository>;
