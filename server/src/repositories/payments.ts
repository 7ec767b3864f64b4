/**
 * Billing information, saved cards, payment intents and payments, and the subscription a paid
 * order becomes. A card is stored as brand, last four and expiry only; no column can hold a whole
 * card number or a CVC, because none is ever given to this module.
 */
import type {
  BillingInformationRequest,
  Payment,
  PaymentIntent,
  PaymentMetadata,
  PaymentStatus,
} from '@contract';
import type { Db } from '../db/db';

/** What may be kept of a card. */
export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface NewIntent {
  merchantId: number;
  id: string;
  amount: number;
  currency: string;
  description: string;
  metadata: PaymentMetadata;
  idempotencyKey: string | undefined;
  /** Fingerprint of the create request, compared when the same key comes again. */
  fingerprint: string;
}

/** An intent with what processing needs. */
export interface StoredIntent extends PaymentIntent {
  merchantId: number;
  description: string;
  metadata: PaymentMetadata;
}

export type CreateIntentResult =
  | { kind: 'created'; intent: PaymentIntent }
  /** The key was used before: the first intent, and whether the request was the same. */
  | { kind: 'replayed'; intent: PaymentIntent; sameRequest: boolean };

/**
 * What the caller decided about an intent it was shown under lock: refuse it (nothing is
 * written), or the outcome of charging the card.
 */
export type AttemptOutcome =
  | { kind: 'refused'; errors: Record<string, string[]> }
  | { kind: 'charged'; card: CardFacts; chargeId: string }
  | { kind: 'declined'; card: CardFacts; message: string };

export type ProcessResult =
  | { kind: 'notFound' }
  | { kind: 'refused'; errors: Record<string, string[]> }
  | { kind: 'declined'; message: string; payment: Payment }
  /** `replayed`: the intent had succeeded before; nothing was charged this time. */
  | { kind: 'succeeded'; payment: Payment; replayed: boolean; subscriptionId: number | null };

export interface BillingInformation {
  shop_name: string;
  address: string;
  township: string;
  category_id: number;
  phone: string;
  email: string;
}

interface IntentRow {
  id: string;
  merchant_id: number;
  amount: number;
  currency: string;
  description: string;
  shop_name: string;
  category_id: number;
  township: string;
  status: PaymentIntent['status'];
  request_fingerprint: string | null;
}

interface PaymentRow {
  id: number;
  payment_intent_id: string;
  created_at: unknown;
  amount: number;
  currency: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  status: PaymentStatus;
  shop_name: string;
  category_id: number;
  township: string;
}

/** A timestamp from either driver (a Date, possibly of another realm, or text) as ISO 8601. */
export function isoTime(value: unknown): string {
  return new Date(value as string).toISOString();
}

const INTENT_COLUMNS = `id, merchant_id, amount, currency, description, shop_name, category_id,
  township, status, request_fingerprint`;

const PAYMENT_COLUMNS = `id, payment_intent_id, created_at, amount, currency, brand, last4,
  exp_month, exp_year, status, shop_name, category_id, township`;

function toIntent(row: IntentRow): PaymentIntent {
  return { id: row.id, amount: row.amount, currency: row.currency, status: row.status };
}

function toStoredIntent(row: IntentRow): StoredIntent {
  return {
    ...toIntent(row),
    merchantId: row.merchant_id,
    description: row.description,
    metadata: { shop_name: row.shop_name, category_id: row.category_id, township: row.township },
  };
}

function toPayment(row: PaymentRow): Payment {
  return { ...row, created_at: isoTime(row.created_at) };
}

export function createPaymentRepository(db: Db) {
  /** Records one charge attempt of the intent, succeeded or failed. */
  async function insertPayment(
    tx: Db,
    intent: StoredIntent,
    card: CardFacts,
    outcome: { status: 'succeeded'; chargeId: string } | { status: 'failed'; message: string },
  ): Promise<Payment> {
    const { rows } = await tx.query<PaymentRow>(
      `INSERT INTO payments (merchant_id, payment_intent_id, amount, currency, brand, last4,
                             exp_month, exp_year, shop_name, category_id, township, status,
                             failure_message, gateway_reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING ${PAYMENT_COLUMNS}`,
      [
        intent.merchantId,
        intent.id,
        intent.amount,
        intent.currency,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        intent.metadata.shop_name,
        intent.metadata.category_id,
        intent.metadata.township,
        outcome.status,
        outcome.status === 'failed' ? outcome.message : null,
        outcome.status === 'succeeded' ? outcome.chargeId : null,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT returned no row');
    return toPayment(row);
  }

  /**
   * The shop details of a paid intent become the merchant's billing information. The address,
   * phone and email already saved stay; without a saved row, phone and email are the account's.
   */
  async function saveBillingFromMetadata(tx: Db, merchantId: number, metadata: PaymentMetadata) {
    await tx.query(
      `INSERT INTO billing_information (merchant_id, shop_name, township, category_id, phone, email)
       SELECT m.id, $2, $3, $4, u.phone, u.email
         FROM merchants m JOIN users u ON u.id = m.user_id
        WHERE m.id = $1
       ON CONFLICT (merchant_id) DO UPDATE SET
         shop_name = EXCLUDED.shop_name,
         township = EXCLUDED.township,
         category_id = EXCLUDED.category_id,
         updated_at = now()`,
      [merchantId, metadata.shop_name, metadata.township, metadata.category_id],
    );
  }

  /**
   * The merchant's pending order, if any, becomes the active subscription (starting now, for its
   * duration in months, with its add-ons) and is deleted. Returns the subscription's id or null.
   */
  async function activatePendingOrder(
    tx: Db,
    merchantId: number,
    paymentId: number,
  ): Promise<number | null> {
    const pending = await tx.query<{ plan_id: number; duration_month: number }>(
      'SELECT plan_id, duration_month FROM pending_orders WHERE merchant_id = $1 FOR UPDATE',
      [merchantId],
    );
    const order = pending.rows[0];
    if (!order) return null;
    await tx.query(
      `UPDATE subscriptions SET status = 'replaced' WHERE merchant_id = $1 AND status = 'active'`,
      [merchantId],
    );
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                  ends_at, status)
       VALUES ($1, $2, $3::integer, $4, now(), now() + make_interval(months => $3::integer),
               'active')
       RETURNING id`,
      [merchantId, order.plan_id, order.duration_month, paymentId],
    );
    const subscriptionId = inserted.rows[0]?.id;
    if (subscriptionId === undefined) throw new Error('INSERT returned no row');
    await tx.query(
      `INSERT INTO subscription_addons (subscription_id, addon_type_id, quantity, remark)
       SELECT $1, addon_type_id, quantity, remark FROM pending_order_addons WHERE merchant_id = $2`,
      [subscriptionId, merchantId],
    );
    await tx.query('DELETE FROM pending_orders WHERE merchant_id = $1', [merchantId]);
    return subscriptionId;
  }

  return {
    /**
     * Creates an intent. With an idempotency key the merchant used before, creates nothing and
     * answers the first intent (the unique key decides, so two racing requests get one intent).
     */
    async createIntent(input: NewIntent): Promise<CreateIntentResult> {
      const { rows } = await db.query<IntentRow>(
        `INSERT INTO payment_intents (id, merchant_id, amount, currency, description, shop_name,
                                      category_id, township, idempotency_key, request_fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
         RETURNING ${INTENT_COLUMNS}`,
        [
          input.id,
          input.merchantId,
          input.amount,
          input.currency,
          input.description,
          input.metadata.shop_name,
          input.metadata.category_id,
          input.metadata.township,
          input.idempotencyKey ?? null,
          input.fingerprint,
        ],
      );
      const created = rows[0];
      if (created) return { kind: 'created', intent: toIntent(created) };
      const first = await db.query<IntentRow>(
        `SELECT ${INTENT_COLUMNS} FROM payment_intents WHERE merchant_id = $1 AND idempotency_key = $2`,
        [input.merchantId, input.idempotencyKey ?? null],
      );
      const row = first.rows[0];
      if (!row) throw new Error('The intent of a repeated idempotency key was not found');
      return {
        kind: 'replayed',
        intent: toIntent(row),
        sameRequest: row.request_fingerprint === input.fingerprint,
      };
    },

    /**
     * Processes the merchant's intent in one transaction, its row locked so that concurrent
     * calls for it run one after another. An intent that already succeeded answers its payment
     * and `attempt` is not called (nothing is charged twice). Otherwise `attempt` sees the intent
     * and refuses it or charges the card. A declined charge is recorded as a failed payment and
     * leaves the intent payable with another card. A successful one is recorded together with the
     * shop's billing information and the subscription made of the merchant's pending order.
     */
    async processIntent(
      merchantId: number,
      intentId: string,
      attempt: (intent: StoredIntent) => Promise<AttemptOutcome>,
    ): Promise<ProcessResult> {
      return db.transaction(async (tx): Promise<ProcessResult> => {
        const locked = await tx.query<IntentRow>(
          `SELECT ${INTENT_COLUMNS} FROM payment_intents
            WHERE id = $1 AND merchant_id = $2 FOR UPDATE`,
          [intentId, merchantId],
        );
        const row = locked.rows[0];
        if (!row) return { kind: 'notFound' };
        const intent = toStoredIntent(row);

        if (intent.status === 'succeeded') {
          const paid = await tx.query<PaymentRow>(
            `SELECT ${PAYMENT_COLUMNS} FROM payments
              WHERE payment_intent_id = $1 AND status = 'succeeded'`,
            [intent.id],
          );
          const payment = paid.rows[0];
          if (!payment) throw new Error(`Intent ${intent.id} succeeded without a payment`);
          return {
            kind: 'succeeded',
            payment: toPayment(payment),
            replayed: true,
            subscriptionId: null,
          };
        }

        const outcome = await attempt(intent);
        if (outcome.kind === 'refused') return outcome;
        if (outcome.kind === 'declined') {
          const payment = await insertPayment(tx, intent, outcome.card, {
            status: 'failed',
            message: outcome.message,
          });
          return { kind: 'declined', message: outcome.message, payment };
        }

        const payment = await insertPayment(tx, intent, outcome.card, {
          status: 'succeeded',
          chargeId: outcome.chargeId,
        });
        await tx.query(
          `UPDATE payment_intents SET status = 'succeeded', updated_at = now() WHERE id = $1`,
          [intent.id],
        );
        await saveBillingFromMetadata(tx, merchantId, intent.metadata);
        const subscriptionId = await activatePendingOrder(tx, merchantId, payment.id);
        return { kind: 'succeeded', payment, replayed: false, subscriptionId };
      });
    },

    /** Saves (replaces) the merchant's billing information. */
    async saveBillingInformation(
      merchantId: number,
      input: BillingInformationRequest,
    ): Promise<BillingInformation> {
      const { rows } = await db.query<BillingInformation>(
        `INSERT INTO billing_information (merchant_id, shop_name, address, township, category_id,
                                          phone, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (merchant_id) DO UPDATE SET
           shop_name = EXCLUDED.shop_name, address = EXCLUDED.address,
           township = EXCLUDED.township, category_id = EXCLUDED.category_id,
           phone = EXCLUDED.phone, email = EXCLUDED.email, updated_at = now()
         RETURNING shop_name, address, township, category_id, phone, email`,
        [
          merchantId,
          input.shop_name,
          input.address,
          input.township,
          input.category_id,
          input.phone,
          input.email,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT returned no row');
      return row;
    },

    /** Saves a card reference (the same card again is the same row) and returns it. */
    async saveCard(merchantId: number, card: CardFacts) {
      const { rows } = await db.query<{
        id: number;
        brand: string;
        last4: string;
        exp_month: number;
        exp_year: number;
      }>(
        `INSERT INTO cards (merchant_id, brand, last4, exp_month, exp_year)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (merchant_id, brand, last4, exp_month, exp_year)
         DO UPDATE SET updated_at = now()
         RETURNING id, brand, last4, exp_month, exp_year`,
        [merchantId, card.brand, card.last4, card.expMonth, card.expYear],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT returned no row');
      return row;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
