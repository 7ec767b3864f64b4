/**
 * Billing information, saved cards, payment intents (with the order each pays for), the attempts
 * to charge them, payments, and the subscription a paid order becomes. A card is stored as brand, last four and expiry only; no column can hold a whole
 * card number or a CVC, because none is ever given to this module.
 */
import { randomBytes } from 'node:crypto';
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
  /** The pending order it was made for, or null for the shop's registration fee alone. */
  order: { planId: number; durationMonth: number } | null;
}

export type CreateIntentResult =
  | { kind: 'created'; intent: PaymentIntent }
  /** The key was used before: the first intent, and whether the request was the same. */
  | { kind: 'replayed'; intent: PaymentIntent; sameRequest: boolean };

/** The declines allowed before a card is refused without being tried (card testing). */
export interface DeclineCaps {
  /** Declined attempts on one intent. */
  perIntent: number;
  /** Declined attempts of one merchant in the last hour. */
  perMerchantHour: number;
}

/** The attempt committed before the processor is called: what the charge and its record need. */
export interface StartedAttempt {
  id: number;
  /** The processor's idempotency key, unique per attempt. */
  gatewayKey: string;
  intent: StoredIntent;
}

/** An attempt left `processing`, to be settled by asking the processor about its key. */
export interface ProcessingAttempt {
  id: number;
  gatewayKey: string;
  intentId: string;
  /** How long ago it was committed, by the database's clock. */
  ageMs: number;
}

export type BeginResult =
  | { kind: 'notFound' }
  | { kind: 'refused'; errors: Record<string, string[]> }
  /** The pending order is no longer what the intent was made for. */
  | { kind: 'orderChanged' }
  /** Too many declines; `retryAfterSeconds` when the merchant's hourly cap is the one reached. */
  | { kind: 'tooManyDeclines'; retryAfterSeconds: number | null }
  /** Another attempt for the intent is with the processor. */
  | { kind: 'inProgress'; attempt: ProcessingAttempt }
  /** The intent had succeeded before; nothing is charged. */
  | { kind: 'succeeded'; payment: Payment }
  | { kind: 'started'; attempt: StartedAttempt };

export type OutcomeResult =
  | { kind: 'declined'; message: string; payment: Payment }
  /** `replayed`: the outcome had been recorded before (by a retry, another process, or a reconciliation). */
  | { kind: 'succeeded'; payment: Payment; replayed: boolean; subscriptionId: number | null }
  /** The attempt had been settled as abandoned: the processor made no charge under its key. */
  | { kind: 'abandoned' };

/** A charge's result as the processor answered it. */
export type GatewayOutcome =
  { status: 'succeeded'; chargeId: string } | { status: 'declined'; message: string };

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
  plan_id: number | null;
  duration_month: number | null;
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
  township, status, request_fingerprint, plan_id, duration_month`;

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
    order:
      row.plan_id === null || row.duration_month === null
        ? null
        : { planId: row.plan_id, durationMonth: row.duration_month },
  };
}

/** An order's content as one comparable text: plan, duration, and its add-on lines (`typexquantity`). */
function orderContent(
  order: { planId: number; durationMonth: number } | null,
  addonLines: string,
): string {
  return order ? `${order.planId}/${order.durationMonth}/${addonLines}` : 'none';
}

/** The add-on lines of an order in SQL, as one text in add-on order: `1x2,3x1`. */
const ADDON_LINES = `coalesce(string_agg(addon_type_id::text || 'x' || quantity::text, ','
                                         ORDER BY addon_type_id), '')`;

function toPayment(row: PaymentRow): Payment {
  return { ...row, created_at: isoTime(row.created_at) };
}

interface ProcessingAttemptRow {
  id: number;
  gateway_key: string;
  payment_intent_id: string;
  age_ms: number;
}

function toProcessingAttempt(row: ProcessingAttemptRow): ProcessingAttempt {
  return {
    id: row.id,
    gatewayKey: row.gateway_key,
    intentId: row.payment_intent_id,
    ageMs: Number(row.age_ms),
  };
}

interface AttemptRow {
  id: number;
  merchant_id: number;
  payment_intent_id: string;
  gateway_key: string;
  status: 'processing' | 'succeeded' | 'declined' | 'abandoned';
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  payment_id: number | null;
}

const ATTEMPT_COLUMNS = `id, merchant_id, payment_intent_id, gateway_key, status, brand, last4,
  exp_month, exp_year, payment_id`;

const HOUR_SECONDS = 3600;

export function createPaymentRepository(db: Db) {
  /**
   * Records the outcome of an attempt in one statement: the payment (succeeded or failed), the
   * attempt settled with it, and, on success, the intent paid.
   */
  async function insertPayment(
    tx: Db,
    intent: StoredIntent,
    attemptId: number,
    card: CardFacts,
    outcome: GatewayOutcome,
  ): Promise<Payment> {
    const { rows } = await tx.query<PaymentRow>(
      `WITH paid AS (
         INSERT INTO payments (merchant_id, payment_intent_id, amount, currency, brand, last4,
                               exp_month, exp_year, shop_name, category_id, township, status,
                               failure_message, gateway_reference)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         RETURNING ${PAYMENT_COLUMNS}
       ), settled AS (
         UPDATE payment_attempts
            SET status = CASE $12 WHEN 'succeeded' THEN 'succeeded' ELSE 'declined' END,
                payment_id = (SELECT id FROM paid), updated_at = now()
          WHERE id = $15
       ), intent AS (
         UPDATE payment_intents SET status = 'succeeded', updated_at = now()
          WHERE id = $2 AND $12 = 'succeeded'
       )
       SELECT * FROM paid`,
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
        outcome.status === 'succeeded' ? 'succeeded' : 'failed',
        outcome.status === 'declined' ? outcome.message : null,
        outcome.status === 'succeeded' ? outcome.chargeId : null,
        attemptId,
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

  /** The intent's snapshot and the merchant's pending order now, as comparable texts. */
  async function orderContents(
    tx: Db,
    intent: StoredIntent,
  ): Promise<{ paidFor: string; pending: string }> {
    const { rows } = await tx.query<{
      paid_addons: string;
      plan_id: number | null;
      duration_month: number | null;
      pending_addons: string;
    }>(
      `SELECT (SELECT ${ADDON_LINES} FROM payment_intent_addons WHERE payment_intent_id = $1)
                AS paid_addons,
              o.plan_id, o.duration_month,
              (SELECT ${ADDON_LINES} FROM pending_order_addons WHERE merchant_id = $2)
                AS pending_addons
         FROM (SELECT 1) AS one
         LEFT JOIN pending_orders o ON o.merchant_id = $2`,
      [intent.id, intent.merchantId],
    );
    const row = rows[0];
    if (!row) throw new Error('SELECT returned no row');
    return {
      paidFor: orderContent(intent.order, row.paid_addons),
      pending: orderContent(
        row.plan_id === null || row.duration_month === null
          ? null
          : { planId: row.plan_id, durationMonth: row.duration_month },
        row.pending_addons,
      ),
    };
  }

  /**
   * The order the intent was made for becomes the active subscription (starting now, for its
   * duration in months, with its add-ons). The pending order is deleted when it is still that
   * order; one changed while the card was being charged stays pending, to be paid for itself.
   * Returns the subscription's id, or null for an intent made without an order.
   */
  async function activateSnapshot(
    tx: Db,
    intent: StoredIntent,
    paymentId: number,
  ): Promise<number | null> {
    if (!intent.order) return null;
    const contents = await orderContents(tx, intent);
    await tx.query(
      `UPDATE subscriptions SET status = 'replaced' WHERE merchant_id = $1 AND status = 'active'`,
      [intent.merchantId],
    );
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                  ends_at, status)
       VALUES ($1, $2, $3::integer, $4, now(), now() + make_interval(months => $3::integer),
               'active')
       RETURNING id`,
      [intent.merchantId, intent.order.planId, intent.order.durationMonth, paymentId],
    );
    const subscriptionId = inserted.rows[0]?.id;
    if (subscriptionId === undefined) throw new Error('INSERT returned no row');
    await tx.query(
      `INSERT INTO subscription_addons (subscription_id, addon_type_id, quantity, remark)
       SELECT $1, addon_type_id, quantity, remark FROM payment_intent_addons
        WHERE payment_intent_id = $2`,
      [subscriptionId, intent.id],
    );
    if (contents.paidFor === contents.pending) {
      await tx.query('DELETE FROM pending_orders WHERE merchant_id = $1', [intent.merchantId]);
    }
    return subscriptionId;
  }

  async function lockIntent(
    tx: Db,
    intentId: string,
    merchantId?: number,
  ): Promise<StoredIntent | undefined> {
    const locked = await tx.query<IntentRow>(
      `SELECT ${INTENT_COLUMNS} FROM payment_intents
        WHERE id = $1 AND ($2::integer IS NULL OR merchant_id = $2) FOR UPDATE`,
      [intentId, merchantId ?? null],
    );
    const row = locked.rows[0];
    return row ? toStoredIntent(row) : undefined;
  }

  async function paymentById(tx: Db, paymentId: number): Promise<Payment> {
    const { rows } = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`,
      [paymentId],
    );
    const row = rows[0];
    if (!row) throw new Error(`Payment ${paymentId} not found`);
    return toPayment(row);
  }

  /** What a settled attempt had come to, answered again. */
  async function settledOutcome(tx: Db, attempt: AttemptRow): Promise<OutcomeResult> {
    if (attempt.status === 'abandoned' || attempt.payment_id === null) return { kind: 'abandoned' };
    const payment = await paymentById(tx, attempt.payment_id);
    if (attempt.status === 'declined') {
      const failure = await tx.query<{ failure_message: string | null }>(
        'SELECT failure_message FROM payments WHERE id = $1',
        [attempt.payment_id],
      );
      return { kind: 'declined', message: failure.rows[0]?.failure_message ?? '', payment };
    }
    return { kind: 'succeeded', payment, replayed: true, subscriptionId: null };
  }

  return {
    /**
     * Creates an intent and, in the same transaction, the snapshot of the merchant's pending order
     * (plan, duration, add-ons and quantities, with their list prices now); without a pending
     * order the intent is the registration fee alone. With an idempotency key the merchant used
     * before, creates nothing and answers the first intent (the unique key decides, so two racing
     * requests get one intent).
     */
    async createIntent(input: NewIntent): Promise<CreateIntentResult> {
      // One statement: the intent and its add-on lines are written together or not at all.
      const { rows } = await db.query<IntentRow>(
        `WITH created AS (
           INSERT INTO payment_intents (id, merchant_id, amount, currency, description, shop_name,
                                        category_id, township, idempotency_key,
                                        request_fingerprint, plan_id, duration_month, plan_price)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, o.plan_id, o.duration_month,
                  CASE o.duration_month WHEN 3 THEN p.price_3month WHEN 6 THEN p.price_6month
                                        ELSE p.price_12month END
             FROM (SELECT 1) AS one
             LEFT JOIN pending_orders o ON o.merchant_id = $2
             LEFT JOIN plans p ON p.id = o.plan_id
           ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
           RETURNING ${INTENT_COLUMNS}
         ), lines AS (
           INSERT INTO payment_intent_addons (payment_intent_id, addon_type_id, quantity, remark,
                                              price_3month)
           SELECT c.id, a.addon_type_id, a.quantity, a.remark, t.price_3month
             FROM created c
             JOIN pending_order_addons a ON a.merchant_id = c.merchant_id
             JOIN addon_types t ON t.id = a.addon_type_id
            WHERE c.plan_id IS NOT NULL
         )
         SELECT * FROM created`,
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
     * The first transaction of a payment, committed before the processor is called: with the
     * intent's row locked, it answers an intent already paid, one with an attempt under way, a
     * request `check` refuses, a pending order that is no longer the intent's, or a card-testing
     * cap reached; otherwise it commits an attempt `processing` with a new processor key.
     */
    async beginAttempt(
      merchantId: number,
      intentId: string,
      card: CardFacts,
      caps: DeclineCaps,
      check: (intent: StoredIntent) => Record<string, string[]> | null,
    ): Promise<BeginResult> {
      return db.transaction(async (tx): Promise<BeginResult> => {
        const intent = await lockIntent(tx, intentId, merchantId);
        if (!intent) return { kind: 'notFound' };

        if (intent.status === 'succeeded') {
          const paid = await tx.query<PaymentRow>(
            `SELECT ${PAYMENT_COLUMNS} FROM payments
              WHERE payment_intent_id = $1 AND status = 'succeeded'`,
            [intent.id],
          );
          const payment = paid.rows[0];
          if (!payment) throw new Error(`Intent ${intent.id} succeeded without a payment`);
          return { kind: 'succeeded', payment: toPayment(payment) };
        }

        const busy = await tx.query<ProcessingAttemptRow>(
          `SELECT id, gateway_key, payment_intent_id,
                  (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
             FROM payment_attempts WHERE payment_intent_id = $1 AND status = 'processing'`,
          [intent.id],
        );
        const running = busy.rows[0];
        if (running) return { kind: 'inProgress', attempt: toProcessingAttempt(running) };

        const errors = check(intent);
        if (errors) return { kind: 'refused', errors };

        const contents = await orderContents(tx, intent);
        if (contents.paidFor !== contents.pending) return { kind: 'orderChanged' };

        // The merchant's row serialises the count below across the merchant's intents, so two
        // attempts racing on two intents cannot both pass the last free place.
        await tx.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
        // An attempt of another intent still with the processor may be declined too.
        const declined = await tx.query<{
          intent: number;
          hour: number;
          oldest_age: number | null;
          elsewhere: number;
        }>(
          `SELECT count(*) FILTER (WHERE payment_intent_id = $2)::int AS intent,
                  count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour,
                  extract(epoch FROM now() - min(created_at)
                          FILTER (WHERE created_at > now() - interval '1 hour'))::float8
                    AS oldest_age,
                  (SELECT count(*) FROM payment_attempts
                    WHERE merchant_id = $1 AND status = 'processing')::int AS elsewhere
             FROM payments WHERE merchant_id = $1 AND status = 'failed'`,
          [merchantId, intent.id],
        );
        const counts = declined.rows[0];
        if (counts && counts.intent >= caps.perIntent) {
          return { kind: 'tooManyDeclines', retryAfterSeconds: null };
        }
        if (counts && counts.hour + counts.elsewhere >= caps.perMerchantHour) {
          const age = counts.oldest_age ?? 0;
          return {
            kind: 'tooManyDeclines',
            retryAfterSeconds: Math.max(1, Math.ceil(HOUR_SECONDS - age)),
          };
        }

        const gatewayKey = `pa_${randomBytes(16).toString('hex')}`;
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO payment_attempts (merchant_id, payment_intent_id, gateway_key, brand, last4,
                                         exp_month, exp_year)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           RETURNING id`,
          [merchantId, intent.id, gatewayKey, card.brand, card.last4, card.expMonth, card.expYear],
        );
        const id = inserted.rows[0]?.id;
        if (id === undefined) throw new Error('INSERT returned no row');
        return { kind: 'started', attempt: { id, gatewayKey, intent } };
      });
    },

    /**
     * The second transaction: records what the processor answered for an attempt. A decline
     * becomes a failed payment and leaves the intent payable; a success becomes the payment, the
     * paid intent, the shop's billing information and the subscription of the intent's order.
     * An attempt already settled (by a reconciliation, a retry or another process) is answered as
     * it was recorded: recording is idempotent.
     */
    async recordOutcome(attemptId: number, outcome: GatewayOutcome): Promise<OutcomeResult> {
      return db.transaction(async (tx): Promise<OutcomeResult> => {
        // The intent first, then the attempt: the order every transaction here takes them in.
        const lockedIntent = await tx.query<IntentRow>(
          `SELECT ${INTENT_COLUMNS} FROM payment_intents
            WHERE id = (SELECT payment_intent_id FROM payment_attempts WHERE id = $1)
            FOR UPDATE`,
          [attemptId],
        );
        const intentRow = lockedIntent.rows[0];
        if (!intentRow) throw new Error(`Payment attempt ${attemptId} not found`);
        const intent = toStoredIntent(intentRow);
        const locked = await tx.query<AttemptRow>(
          `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE id = $1 FOR UPDATE`,
          [attemptId],
        );
        const attempt = locked.rows[0];
        if (!attempt) throw new Error(`Payment attempt ${attemptId} not found`);
        if (attempt.status !== 'processing') return settledOutcome(tx, attempt);

        const card: CardFacts = {
          brand: attempt.brand,
          last4: attempt.last4,
          expMonth: attempt.exp_month,
          expYear: attempt.exp_year,
        };
        const payment = await insertPayment(tx, intent, attemptId, card, outcome);
        if (outcome.status === 'declined') {
          return { kind: 'declined', message: outcome.message, payment };
        }
        await saveBillingFromMetadata(tx, intent.merchantId, intent.metadata);
        const subscriptionId = await activateSnapshot(tx, intent, payment.id);
        return { kind: 'succeeded', payment, replayed: false, subscriptionId };
      });
    },

    /**
     * Settles an attempt the processor has no charge for: the intent is payable again. Only an
     * attempt still `processing` changes; returns whether this call settled it.
     */
    async abandonAttempt(attemptId: number): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE payment_attempts SET status = 'abandoned', updated_at = now()
          WHERE id = $1 AND status = 'processing'
          RETURNING id`,
        [attemptId],
      );
      return rows.length > 0;
    },

    /** Every attempt left `processing`, oldest first. */
    async processingAttempts(): Promise<ProcessingAttempt[]> {
      const { rows } = await db.query<ProcessingAttemptRow>(
        `SELECT id, gateway_key, payment_intent_id,
                (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
           FROM payment_attempts WHERE status = 'processing'
          ORDER BY created_at, id`,
      );
      return rows.map(toProcessingAttempt);
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
