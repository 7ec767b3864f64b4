/**
 * Rows for the back office's overview, merchants and exports tests, written straight into the
 * database so that each test controls its dates: merchants (with a store or not), payments with
 * their intent, receipts, subscriptions and refunds.
 */
import type { Db } from '../src/db/db';
import { insertOperator } from './operatorKit';

let made = 0;

export interface MerchantRow {
  merchantId: number;
  phone: string;
}

/** A merchant (user and merchant rows), registered at `at`; with `store`, a store too. */
export async function insertMerchant(
  db: Db,
  options: {
    name?: string;
    phone?: string;
    shop?: string;
    townshipId?: number;
    at?: Date;
    store?: { name: string; slug?: string; published?: boolean; townshipId?: number };
    verified?: boolean;
  } = {},
): Promise<MerchantRow> {
  made += 1;
  const phone = options.phone ?? `0977${String(process.pid % 1000).padStart(3, '0')}${made}`;
  const at = (options.at ?? new Date()).toISOString();
  const { rows: users } = await db.query<{ id: number }>(
    `INSERT INTO users (name, phone, email, password_hash, created_at)
     VALUES ($1, $2, $3, 'x', $4) RETURNING id`,
    [options.name ?? `Merchant ${made}`, phone, `m${made}-${process.pid}@example.com`, at],
  );
  const township = options.townshipId ?? 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO merchants (user_id, name, district_id, township_id, district_merchant_id,
                            created_at, phone_verified_at)
     SELECT $1, $2, t.district_id, t.id, $4, $5, CASE WHEN $6 THEN now() END
       FROM townships t WHERE t.id = $3
     RETURNING id`,
    [
      users[0]!.id,
      options.shop ?? `Shop ${made}`,
      township,
      `K${process.pid}-${made}`,
      at,
      options.verified ?? true,
    ],
  );
  const merchantId = rows[0]!.id;
  if (options.store) {
    await db.query(
      `INSERT INTO stores (merchant_id, slug, name, category_id, township_id, phone, published_at)
       VALUES ($1, $2, $3, (SELECT min(id) FROM categories), $4, $5,
               CASE WHEN $6 THEN now() END)`,
      [
        merchantId,
        options.store.slug ?? `shop-${process.pid}-${made}`,
        options.store.name,
        options.store.townshipId ?? township,
        phone,
        options.store.published ?? true,
      ],
    );
  }
  return { merchantId, phone };
}

/**
 * A succeeded (or failed) payment of `amount` MMK by `method` at `at`; its id. Stored as the
 * product stores money: in minor units (a hundredth of a kyat).
 */
export async function insertPayment(
  db: Db,
  merchantId: number,
  options: {
    amount: number;
    method?: 'card' | 'wallet' | 'bank_transfer';
    at?: Date;
    status?: 'succeeded' | 'failed';
    shopName?: string;
  },
): Promise<number> {
  made += 1;
  const intent = `pi_admin_${process.pid}_${made}`;
  const at = (options.at ?? new Date()).toISOString();
  const shop = options.shopName ?? 'Shop';
  await db.query(
    `INSERT INTO payment_intents (id, merchant_id, amount, currency, shop_name, township, created_at)
     VALUES ($1, $2, $3, 'MMK', $4, 'Botataung', $5)`,
    [intent, merchantId, options.amount * 100, shop, at],
  );
  const method = options.method ?? 'card';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payments (merchant_id, payment_intent_id, amount, currency, brand, last4, exp_month,
                           exp_year, shop_name, township, status, created_at, method, provider,
                           provider_reference)
     VALUES ($1, $2, $3, 'MMK', $4, $5, $6, $7, $8, 'Botataung', $9, $10, $11, $12, $13)
     RETURNING id`,
    [
      merchantId,
      intent,
      options.amount * 100,
      method === 'card' ? 'visa' : null,
      method === 'card' ? '4242' : null,
      method === 'card' ? 12 : null,
      method === 'card' ? 2030 : null,
      shop,
      options.status ?? 'succeeded',
      at,
      method,
      method === 'wallet' ? 'sandbox' : null,
      method === 'wallet' ? `w-${made}` : null,
    ],
  );
  return rows[0]!.id;
}

/** A receipt of a payment; its number. */
export async function insertReceipt(
  db: Db,
  merchantId: number,
  paymentId: number,
  document: { shop_name: string; total_minor: number },
): Promise<string> {
  made += 1;
  const number = `R-2026-${String(made).padStart(6, '0')}`;
  await db.query(
    `INSERT INTO receipts (number, merchant_id, payment_id, document) VALUES ($1, $2, $3, $4)`,
    [
      number,
      merchantId,
      paymentId,
      JSON.stringify({
        currency: 'MMK',
        buyer: { shop_name: document.shop_name, address: null, township: 'Botataung' },
        tax_minor: 0,
        total_minor: document.total_minor,
      }),
    ],
  );
  return number;
}

const DAY = 24 * 60 * 60 * 1000;

/** A subscription to plan `planId` (1 basic, 2 Standard, 3 Premium), paid by a new payment. */
export async function insertSubscription(
  db: Db,
  merchantId: number,
  options: {
    planId?: number;
    status?: 'active' | 'replaced' | 'scheduled' | 'refunded';
    startsAt?: Date;
    endsAt: Date;
    graceDays?: number;
    value?: number;
  },
): Promise<{ subscriptionId: number; paymentId: number }> {
  const paymentId = await insertPayment(db, merchantId, { amount: options.value ?? 30_000 });
  const starts = options.startsAt ?? new Date(options.endsAt.getTime() - 90 * DAY);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at, ends_at,
                                grace_ends_at, status, value)
     VALUES ($1, $2, 3, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      merchantId,
      options.planId ?? 2,
      paymentId,
      starts.toISOString(),
      options.endsAt.toISOString(),
      new Date(options.endsAt.getTime() + (options.graceDays ?? 7) * DAY).toISOString(),
      options.status ?? 'active',
      options.value ?? 30_000,
    ],
  );
  return { subscriptionId: rows[0]!.id, paymentId };
}

/**
 * A refund of `amount` MMK (stored in minor units) of a payment by a new operator, with its credit
 * note when `creditNote` is given.
 */
export async function insertRefund(
  db: Db,
  merchantId: number,
  paymentId: number,
  options: { amount: number; reason?: string; at?: Date; creditNote?: string },
): Promise<number> {
  const { operatorId } = await insertOperator(db, 'finance');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO refunds (payment_id, merchant_id, amount_minor, reason, operator_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      paymentId,
      merchantId,
      options.amount * 100,
      options.reason ?? 'Asked by the merchant',
      operatorId,
      (options.at ?? new Date()).toISOString(),
    ],
  );
  const refundId = rows[0]!.id;
  if (options.creditNote) {
    await db.query(
      `INSERT INTO credit_notes (number, refund_id, merchant_id, document) VALUES ($1, $2, $3, '{}')`,
      [options.creditNote, refundId, merchantId],
    );
  }
  return refundId;
}

export const days = (n: number, from: Date = new Date()) => new Date(from.getTime() + n * DAY);

/** A checkout in `status` (a bank transfer, or a wallet one when held for refund). */
export async function insertCheckout(
  db: Db,
  merchantId: number,
  status: 'awaiting_review' | 'held_for_refund' | 'expired',
): Promise<void> {
  made += 1;
  const intent = `pi_checkout_${process.pid}_${made}`;
  await db.query(
    `INSERT INTO payment_intents (id, merchant_id, amount, currency, shop_name, township)
     VALUES ($1, $2, 30000, 'MMK', 'Shop', 'Botataung')`,
    [intent, merchantId],
  );
  const wallet = status === 'held_for_refund';
  await db.query(
    `INSERT INTO checkouts (reference, merchant_id, payment_intent_id, method, provider, status)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      `MP${String(made).padStart(10, '0')}`,
      merchantId,
      intent,
      wallet ? 'wallet' : 'bank_transfer',
      wallet ? 'sandbox' : null,
      status,
    ],
  );
}
