/**
 * Customers (migration 013): shoppers known by a verified phone, and their bearer tokens. The
 * tokens live in `customer_tokens`, never in `auth_tokens`, so a customer token can never pass a
 * merchant route's check nor a merchant token a customer's. Tokens are stored only as their
 * SHA-256, as the merchants' are.
 */
import type { SavedDelivery } from '@contract/delivery';
import type { Customer } from '@contract/orders';
import type { Db } from '../db/db';

export interface ActiveCustomerToken {
  tokenId: number;
  customerId: number;
}

const CUSTOMER_COLUMNS = 'id, phone, name';

export function createCustomerRepository(db: Db) {
  return {
    /**
     * The customer of this (normalised) phone, created on their first sign-in. Pass the
     * transaction in which the sign-in code is used up, so both happen or neither.
     */
    async findOrCreate(tx: Db, phone: string): Promise<{ customer: Customer; created: boolean }> {
      const inserted = await tx.query<Customer>(
        `INSERT INTO customers (phone) VALUES ($1)
         ON CONFLICT (phone) DO NOTHING RETURNING ${CUSTOMER_COLUMNS}`,
        [phone],
      );
      if (inserted.rows[0]) return { customer: inserted.rows[0], created: true };
      const { rows } = await tx.query<Customer>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE phone = $1`,
        [phone],
      );
      return { customer: rows[0]!, created: false };
    },

    /** The customer, with the address of their last delivery when they have one. */
    async byId(customerId: number): Promise<Customer | undefined> {
      const { rows } = await db.query<Customer & { saved: SavedDelivery | null }>(
        `SELECT ${CUSTOMER_COLUMNS}, delivery_address AS saved FROM customers WHERE id = $1`,
        [customerId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { saved, ...customer } = row;
      return saved ? { ...customer, delivery: saved } : customer;
    },

    async setName(customerId: number, name: string): Promise<Customer | undefined> {
      const { rows } = await db.query<Customer>(
        `UPDATE customers SET name = $2, updated_at = now() WHERE id = $1
         RETURNING ${CUSTOMER_COLUMNS}`,
        [customerId, name],
      );
      return rows[0];
    },

    async insertToken(
      tokenHash: string,
      customerId: number,
      ttlHours: number,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO customer_tokens (token_hash, customer_id, expires_at)
         VALUES ($1, $2, now() + make_interval(hours => $3))`,
        [tokenHash, customerId, ttlHours],
      );
    },

    /** The token with this hash if it exists, has not expired and has not been revoked. */
    async findActiveToken(tokenHash: string): Promise<ActiveCustomerToken | undefined> {
      const { rows } = await db.query<ActiveCustomerToken>(
        `SELECT id AS "tokenId", customer_id AS "customerId"
           FROM customer_tokens
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [tokenHash],
      );
      return rows[0];
    },

    async revokeToken(tokenId: number): Promise<void> {
      await db.query(
        'UPDATE customer_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
        [tokenId],
      );
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
