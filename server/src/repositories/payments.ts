/**
 * Billing information, saved cards, payment intents (with the order each pays for), the attempts
 * to charge them, payments, and the subscription a paid order becomes. A card is stored as brand, last four and expiry only; no column can hold a whole
 * card number or a CVC, because none is ever given to this module. Money that arrives otherwise
 * (a wallet or a hosted card through a provider, a bank transfer an operator approved: see
 * checkouts.ts) is credited by `creditIntent` exactly as a card's success is recorded.
 */
import { randomBytes } from 'node:crypto';
import type {
  BillingInformationRequest,
  Payment,
  PaymentIntent,
  PaymentMetadata,
  PaymentStatus,
} from '@contract';
import type { OrderSummary, Receipt } from '@contract/billing';
import { documentNumber } from '@contract/planPricing';
import { SHOP_SUBSCRIPTION_DESCRIPTION, SHOP_SUBSCRIPTION_FEE } from '@contract/shopSubscription';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { takeUse } from './partnerCodes';
import { priceOrder } from './planBilling';

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
  /** The pending order priced by the server (the intent keeps it), or null for the shop fee. */
  quote: OrderSummary | null;
  partnerCodeId: number | null;
}

/** What the payment code needs beyond the database: how long grace lasts, who sells. */
export interface PaymentTerms {
  graceDays: number;
  seller: { name: string; address: string };
}

/** An intent with what processing needs. */
export interface StoredIntent extends PaymentIntent {
  merchantId: number;
  description: string;
  metadata: PaymentMetadata;
  /** The pending order it was made for, or null for the shop's registration fee alone. */
  order: { planId: number; durationMonth: number } | null;
  /** That order as it was priced when the intent was made (lines, discounts, credit, tax, total). */
  quote: OrderSummary | null;
  /** The partner code the price was given with, or null. */
  partnerCodeId: number | null;
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
  | {
      kind: 'succeeded';
      payment: Payment;
      replayed: boolean;
      subscriptionId: number | null;
      /** Null only when answered again from an earlier record. */
      receiptNumber?: string | null;
    }
  /** The attempt had been settled as abandoned: the processor made no charge under its key. */
  | { kind: 'abandoned' };

/** How a receipt says it was paid: the card, the wallet's provider, or the transfer. */
export type ReceiptPayment = Receipt['payment'];

/**
 * A payment that arrived through a provider (a wallet, a card on its hosted page) or a bank
 * transfer an operator approved: what its row and its receipt say about how it was paid.
 */
export interface ArrivedPayment {
  method: 'wallet' | 'card' | 'bank_transfer';
  /** The provider that took it; null for a bank transfer. */
  provider: string | null;
  /** The provider's own id of the payment (a transfer: its transaction id), or null. */
  providerReference: string | null;
  receipt: ReceiptPayment;
}

/** What crediting an intent came to. */
export type CreditResult =
  | {
      kind: 'credited';
      paymentId: number;
      subscriptionId: number | null;
      receiptNumber: string;
    }
  /** The intent had been paid before: nothing was credited again. */
  | { kind: 'alreadyPaid' };

/** What a paid order did to the subscription. */
export interface Activation {
  subscriptionId: number;
  kind: 'new' | 'renewal' | 'upgrade' | 'downgrade';
  startsAt: string;
  endsAt: string;
}

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
  quote: OrderSummary | string | null;
  partner_code_id: number | null;
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

export { isoTime } from '../db/time';

const INTENT_COLUMNS = `id, merchant_id, amount, currency, description, shop_name, category_id,
  township, status, request_fingerprint, plan_id, duration_month, quote, partner_code_id`;

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
    quote: typeof row.quote === 'string' ? (JSON.parse(row.quote) as OrderSummary) : row.quote,
    partnerCodeId: row.partner_code_id,
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

/**
 * The statement's part that copies the merchant's pending order's add-on lines (their list prices
 * now) onto the intent it has just inserted as `created` (returning its id, merchant_id and
 * plan_id); an intent without a plan gets none.
 */
export const PENDING_ADDON_LINES = `lines AS (
  INSERT INTO payment_intent_addons (payment_intent_id, addon_type_id, quantity, remark,
                                     price_3month)
  SELECT c.id, a.addon_type_id, a.quantity, a.remark, a.unit_price
    FROM created c
    JOIN pending_order_addons a ON a.merchant_id = c.merchant_id
   WHERE c.plan_id IS NOT NULL
)`;

const ATTEMPT_COLUMNS = `id, merchant_id, payment_intent_id, gateway_key, status, brand, last4,
  exp_month, exp_year, payment_id`;

const HOUR_SECONDS = 3600;

const DEFAULT_TERMS: PaymentTerms = {
  graceDays: 7,
  seller: { name: 'Merchant Marketplace', address: '' },
};

/**
 * Takes the next number of a receipt ('R') or credit note ('C') for the year (Asia/Yangon) in the
 * caller's transaction: the counter's row stays locked until it ends, so two transactions never
 * take the same number and one rolled back takes none (the numbers have no gaps).
 */
export async function takeDocumentNumber(tx: Db, prefix: 'R' | 'C'): Promise<string> {
  const { rows } = await tx.query<{ year: number; last: number }>(
    `INSERT INTO document_counters (prefix, year, last)
     VALUES ($1, extract(year FROM now() AT TIME ZONE 'Asia/Yangon')::integer, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last = document_counters.last + 1
     RETURNING year, last`,
    [prefix],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT returned no row');
  return documentNumber(prefix, row.year, row.last);
}

export function createPaymentRepository(db: Db, terms: PaymentTerms = DEFAULT_TERMS) {
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
    // A checkout's intent of a shop that never chose a category: the details came from what the
    // merchant saved already, and billing information needs a category.
    if ((metadata.category_id as number | null) === null) return;
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
   * The order the intent was made for takes effect, as its summary said when the intent was made:
   * - new (no subscription in force): a subscription starting now;
   * - renewal: the current one is extended from its end (its worth grows by the order's);
   * - upgrade: the current one is replaced now (its unused days were credited in the price);
   * - downgrade: a subscription `scheduled` from the current one's end (replacing one scheduled
   *   before), put in force by the subscription-life job when that end comes.
   * A downgrade already paid for and waiting moves with a renewal; an upgrade or another downgrade
   * replaces it, and its price was credited to the order that does.
   * The subscription in force is read again under the merchant's lock: one that lapsed meanwhile
   * makes any order a new one. The pending order is deleted when it is still the order paid for;
   * one changed while the card was being charged stays pending, to be paid for itself.
   * Returns the subscription's id and period, or null for an intent made without an order.
   */
  async function activateSnapshot(
    tx: Db,
    intent: StoredIntent,
    paymentId: number,
  ): Promise<Activation | null> {
    if (!intent.order) return null;
    const contents = await orderContents(tx, intent);
    const { planId, durationMonth } = intent.order;
    const quote = intent.quote;
    // What the period is worth before tax; an intent made before orders were priced: none kept.
    const value = quote ? quote.subtotal - quote.partner_discount : null;
    const current = await tx.query<{ id: number; ends_at: unknown }>(
      `SELECT id, ends_at FROM subscriptions
        WHERE merchant_id = $1 AND status = 'active' AND grace_ends_at > now()
        FOR UPDATE`,
      [intent.merchantId],
    );
    const inForce = current.rows[0];
    let kind = quote?.change.kind ?? 'new';
    if (!inForce) kind = 'new';
    else if (kind === 'new') kind = 'upgrade';
    const grace = terms.graceDays;

    let activation: Activation;
    if (kind === 'renewal' && inForce) {
      const extended = await tx.query<{ id: number; starts_at: unknown; ends_at: unknown }>(
        `UPDATE subscriptions
            SET ends_at = ends_at + make_interval(months => $2::integer),
                grace_ends_at = ends_at + make_interval(months => $2::integer)
                                + make_interval(days => $3::integer),
                value = CASE WHEN $4::integer IS NULL THEN value ELSE coalesce(value, 0) + $4 END
          WHERE id = $1
          RETURNING id, ends_at - make_interval(months => $2::integer) AS starts_at, ends_at`,
        [inForce.id, durationMonth, grace, value],
      );
      const row = extended.rows[0];
      if (!row) throw new Error('UPDATE returned no row');
      // A downgrade paid for and waiting keeps its whole period: it now starts at the new end.
      await tx.query(
        `UPDATE subscriptions
            SET starts_at = starts_at + make_interval(months => $2::integer),
                ends_at = ends_at + make_interval(months => $2::integer),
                grace_ends_at = grace_ends_at + make_interval(months => $2::integer)
          WHERE merchant_id = $1 AND status = 'scheduled'`,
        [intent.merchantId, durationMonth],
      );
      activation = {
        subscriptionId: row.id,
        kind,
        startsAt: isoTime(row.starts_at),
        endsAt: isoTime(row.ends_at),
      };
    } else {
      const scheduled = kind === 'downgrade' && inForce !== undefined;
      // A downgrade replaces one scheduled before; anything else replaces both.
      await tx.query(
        `UPDATE subscriptions SET status = 'replaced'
          WHERE merchant_id = $1
            AND (status = 'scheduled' OR (status = 'active' AND NOT $2::boolean))`,
        [intent.merchantId, scheduled],
      );
      const inserted = await tx.query<{ id: number; starts_at: unknown; ends_at: unknown }>(
        `WITH period AS (
           SELECT CASE WHEN $6::boolean THEN $5::timestamptz ELSE now() END AS starts_at
         )
         INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                    ends_at, grace_ends_at, status, value)
         SELECT $1, $2, $3::integer, $4, starts_at,
                starts_at + make_interval(months => $3::integer),
                starts_at + make_interval(months => $3::integer)
                          + make_interval(days => $7::integer),
                CASE WHEN $6::boolean THEN 'scheduled' ELSE 'active' END, $8
           FROM period
         RETURNING id, starts_at, ends_at`,
        [
          intent.merchantId,
          planId,
          durationMonth,
          paymentId,
          inForce ? isoTime(inForce.ends_at) : null,
          scheduled,
          grace,
          value,
        ],
      );
      const row = inserted.rows[0];
      if (!row) throw new Error('INSERT returned no row');
      await tx.query(
        `INSERT INTO subscription_addons (subscription_id, addon_type_id, quantity, remark)
         SELECT $1, addon_type_id, quantity, remark FROM payment_intent_addons
          WHERE payment_intent_id = $2`,
        [row.id, intent.id],
      );
      activation = {
        subscriptionId: row.id,
        kind,
        startsAt: isoTime(row.starts_at),
        endsAt: isoTime(row.ends_at),
      };
    }
    if (contents.paidFor === contents.pending) {
      await tx.query('DELETE FROM pending_orders WHERE merchant_id = $1', [intent.merchantId]);
    }
    return activation;
  }

  /**
   * The receipt of a successful payment, written in its transaction from what the intent was made
   * for: the order's priced lines, or the shop fee.
   */
  async function writeReceipt(
    tx: Db,
    intent: StoredIntent,
    payment: Payment,
    activation: Activation | null,
    paidWith: ReceiptPayment = { method: 'card', brand: payment.brand, last4: payment.last4 },
  ): Promise<string> {
    const number = await takeDocumentNumber(tx, 'R');
    const buyer = await tx.query<{ address: string | null }>(
      'SELECT address FROM billing_information WHERE merchant_id = $1',
      [intent.merchantId],
    );
    const quote = intent.quote;
    const minor = (mmk: number) => mmk * 100;
    const document: Omit<Receipt, 'number' | 'issued_at'> = quote
      ? {
          currency: intent.currency,
          seller: terms.seller,
          buyer: {
            shop_name: intent.metadata.shop_name,
            address: buyer.rows[0]?.address ?? null,
            township: intent.metadata.township,
          },
          lines: [
            {
              kind: 'plan',
              name: quote.plan.name,
              quantity: 1,
              months: quote.duration_month,
              amount_minor: minor(quote.plan_price),
            },
            ...quote.addons.map((line) => ({
              kind: 'addon' as const,
              name: line.name,
              quantity: line.quantity,
              months: null,
              amount_minor: minor(line.amount),
            })),
          ],
          feature_discount_minor: minor(quote.feature_discount),
          partner_code: quote.partner_code?.code ?? null,
          partner_discount_minor: minor(quote.partner_discount),
          credit_minor: minor(quote.credit),
          credit_days: quote.credit_days,
          replaced_scheduled: quote.replaces_scheduled
            ? {
                plan: quote.replaces_scheduled.plan,
                credit_minor: minor(quote.replaces_scheduled.credit),
              }
            : null,
          tax_percent: quote.tax_percent,
          tax_minor: minor(quote.tax),
          total_minor: intent.amount,
          payment: paidWith,
          period: activation
            ? { kind: activation.kind, starts_at: activation.startsAt, ends_at: activation.endsAt }
            : null,
        }
      : {
          currency: intent.currency,
          seller: terms.seller,
          buyer: {
            shop_name: intent.metadata.shop_name,
            address: buyer.rows[0]?.address ?? null,
            township: intent.metadata.township,
          },
          lines: [
            {
              kind: 'fee',
              name: intent.description || SHOP_SUBSCRIPTION_DESCRIPTION,
              quantity: 1,
              months: null,
              amount_minor: Math.round(SHOP_SUBSCRIPTION_FEE * 100),
            },
          ],
          feature_discount_minor: 0,
          partner_code: null,
          partner_discount_minor: 0,
          credit_minor: 0,
          credit_days: 0,
          tax_percent: 5,
          // What the total holds beyond the fee, so that the lines add up to what was charged.
          tax_minor: intent.amount - Math.round(SHOP_SUBSCRIPTION_FEE * 100),
          total_minor: intent.amount,
          payment: paidWith,
          period: null,
        };
    await tx.query(
      `INSERT INTO receipts (number, merchant_id, payment_id, document) VALUES ($1, $2, $3, $4)`,
      [number, intent.merchantId, payment.id, JSON.stringify(document)],
    );
    if (quote?.partner_code && intent.partnerCodeId !== null) {
      // The code counts as used by this payment. The price it was shown was checked against the
      // code when the attempt began; a race for its last use lost meanwhile is logged by the caller.
      await takeUse(tx, intent.partnerCodeId);
    }
    return number;
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

  /**
   * Inserts the succeeded payment of money that arrived through a provider or a transfer, and the
   * paid intent, in the caller's transaction (the intent's row locked by it).
   */
  async function insertArrivedPayment(
    tx: Db,
    intent: StoredIntent,
    arrived: ArrivedPayment,
  ): Promise<Payment> {
    const { rows } = await tx.query<PaymentRow>(
      `WITH paid AS (
         INSERT INTO payments (merchant_id, payment_intent_id, amount, currency, method, provider,
                               provider_reference, shop_name, category_id, township, status,
                               gateway_reference)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'succeeded', $7)
         RETURNING ${PAYMENT_COLUMNS}
       ), intent AS (
         UPDATE payment_intents SET status = 'succeeded', updated_at = now() WHERE id = $2
       )
       SELECT * FROM paid`,
      [
        intent.merchantId,
        intent.id,
        intent.amount,
        intent.currency,
        arrived.method,
        arrived.provider,
        arrived.providerReference,
        intent.metadata.shop_name,
        intent.metadata.category_id,
        intent.metadata.township,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT returned no row');
    return toPayment(row);
  }

  return {
    /** The intent, its row locked in `tx` (of the merchant, when given), or undefined. */
    lockIntent,

    /**
     * Whether the merchant's pending order is still the one the intent was made for (plan,
     * duration, add-ons), and, with `samePrice`, still priced at the intent's amount now.
     */
    async orderStillPaidFor(tx: Db, intent: StoredIntent, samePrice: boolean): Promise<boolean> {
      if (!intent.order) return false;
      const contents = await orderContents(tx, intent);
      if (contents.paidFor !== contents.pending) return false;
      if (!samePrice) return true;
      const fresh = await priceOrder(tx, intent.merchantId, new Date());
      return fresh !== null && fresh.summary.amount_minor === intent.amount;
    },

    /**
     * Credits an intent with money that arrived by wallet, hosted card or bank transfer, in the
     * caller's transaction `tx`, which has locked the intent's row (`lockIntent`): exactly what a
     * card's success does (the payment, the paid intent, the subscription of its snapshot, the
     * receipt), once per intent.
     */
    async creditIntent(
      tx: Db,
      intent: StoredIntent,
      arrived: ArrivedPayment,
    ): Promise<CreditResult> {
      const paid = await tx.query<{ status: string }>(
        'SELECT status FROM payment_intents WHERE id = $1',
        [intent.id],
      );
      if (paid.rows[0]?.status === 'succeeded') return { kind: 'alreadyPaid' };
      const payment = await insertArrivedPayment(tx, intent, arrived);
      await saveBillingFromMetadata(tx, intent.merchantId, intent.metadata);
      // The merchant's row orders this payment's changes after any other of the merchant's.
      await tx.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [intent.merchantId]);
      const activation = await activateSnapshot(tx, intent, payment.id);
      const receiptNumber = await writeReceipt(tx, intent, payment, activation, arrived.receipt);
      return {
        kind: 'credited',
        paymentId: payment.id,
        subscriptionId: activation?.subscriptionId ?? null,
        receiptNumber,
      };
    },

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
                                        request_fingerprint, plan_id, duration_month, plan_price,
                                        quote, partner_code_id)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, o.plan_id, o.duration_month,
                  o.plan_price, $11::jsonb, $12::integer
             FROM (SELECT 1) AS one
             LEFT JOIN pending_orders o ON o.merchant_id = $2 AND $11::jsonb IS NOT NULL
           ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
           RETURNING ${INTENT_COLUMNS}
         ), ${PENDING_ADDON_LINES}
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
          input.quote ? JSON.stringify(input.quote) : null,
          input.partnerCodeId,
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
        if (intent.order && intent.quote) {
          // The same order may cost something else now (a partner code lapsed, fewer days left
          // to credit): the charge is only ever the price the merchant was shown.
          const fresh = await priceOrder(tx, merchantId, new Date());
          if (!fresh || fresh.summary.amount_minor !== intent.amount) {
            return { kind: 'orderChanged' };
          }
        }

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
        // The merchant's row orders this payment's changes after any other of the merchant's.
        await tx.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [intent.merchantId]);
        const activation = await activateSnapshot(tx, intent, payment.id);
        const receiptNumber = await writeReceipt(tx, intent, payment, activation);
        return {
          kind: 'succeeded',
          payment,
          replayed: false,
          subscriptionId: activation?.subscriptionId ?? null,
          receiptNumber,
        };
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
