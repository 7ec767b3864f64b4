/**
 * The checkouts of `/payment` (contract/checkout.ts): a pending plan order paid by mobile wallet,
 * bank transfer or a card on the provider's hosted page. Each checkout pays its own payment intent
 * (the snapshot of the order: amount, priced quote, lines), made with it.
 *
 * Every change of a checkout happens in one transaction that takes the intent's row, then the
 * checkout's (the order the card payments take the intent and its attempt in), and appends the
 * merchant's live event `{ kind: 'payment', checkout }` in it. Money that arrived (the provider's
 * success, an operator's approval of a transfer) is credited exactly as a card's success is
 * (`PaymentRepository.creditIntent`): one payment, one activation, one receipt per intent. What
 * cannot be credited (the order changed or was paid another way, an amount or currency other than
 * the snapshot's) is `held_for_refund`, for an operator to give back.
 *
 * Settling is idempotent: a report that changes nothing (the same callback twice, a status asked
 * by two processes) leaves the checkout as it is.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { DashboardCheckout } from '@contract';
import type { OrderSummary } from '@contract/billing';
import type { Checkout, CheckoutMethod, CheckoutStatus } from '@contract/checkout';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import type { ProviderReport } from '../payments/provider';
import { createLiveEventRepository } from './liveEvents';
import {
  PENDING_ADDON_LINES,
  type ArrivedPayment,
  type PaymentRepository,
  type StoredIntent,
} from './payments';
import { priceOrder } from './planBilling';

const REFERENCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A new checkout reference: `MP` and ten random letters or digits. */
export function newCheckoutReference(): string {
  let reference = 'MP';
  for (let i = 0; i < 10; i += 1) reference += REFERENCE_ALPHABET[randomInt(36)];
  return reference;
}

interface CheckoutRow {
  id: number;
  reference: string;
  merchant_id: number;
  payment_intent_id: string;
  method: CheckoutMethod;
  provider: string | null;
  provider_reference: string | null;
  status: CheckoutStatus;
  qr_payload: string | null;
  redirect_url: string | null;
  expires_at: unknown;
  transaction_id: string | null;
  submitted_at: unknown;
  reviewed_at: unknown;
  reviewed_by: string | null;
  reason: string | null;
  payment_id: number | null;
  created_at: unknown;
  updated_at: unknown;
  amount: number;
  currency: string;
  has_slip: boolean;
  receipt_number: string | null;
  shop_name: string;
}

/** A checkout as the operator's tools see it. */
export interface StoredCheckout {
  id: number;
  reference: string;
  merchantId: number;
  shopName: string;
  intentId: string;
  method: CheckoutMethod;
  provider: string | null;
  providerReference: string | null;
  status: CheckoutStatus;
  amountMinor: number;
  currency: string;
  expiresAt: string | null;
  transactionId: string | null;
  hasSlip: boolean;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reason: string | null;
  receiptNumber: string | null;
  createdAt: string;
  updatedAt: string;
  /** The wire form the merchant's page and live events carry. */
  wire: Checkout;
}

const time = (value: unknown): string | null => (value == null ? null : isoTime(value));

function toStored(row: CheckoutRow): StoredCheckout {
  const wire: Checkout = {
    reference: row.reference,
    method: row.method,
    status: row.status,
    amount_minor: row.amount,
    currency: row.currency,
    qr_payload: row.qr_payload,
    expires_at: time(row.expires_at),
    redirect_url: row.redirect_url,
    transfer:
      row.method === 'bank_transfer'
        ? {
            transaction_id: row.transaction_id,
            has_slip: row.has_slip,
            submitted_at: time(row.submitted_at),
          }
        : null,
    reason: row.reason,
    receipt_number: row.receipt_number,
    created_at: isoTime(row.created_at),
  };
  return {
    id: row.id,
    reference: row.reference,
    merchantId: row.merchant_id,
    shopName: row.shop_name,
    intentId: row.payment_intent_id,
    method: row.method,
    provider: row.provider,
    providerReference: row.provider_reference,
    status: row.status,
    amountMinor: row.amount,
    currency: row.currency,
    expiresAt: time(row.expires_at),
    transactionId: row.transaction_id,
    hasSlip: row.has_slip,
    submittedAt: time(row.submitted_at),
    reviewedAt: time(row.reviewed_at),
    reviewedBy: row.reviewed_by,
    reason: row.reason,
    receiptNumber: row.receipt_number,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    wire,
  };
}

const VIEW = `SELECT c.id, c.reference, c.merchant_id, c.payment_intent_id, c.method, c.provider,
                     c.provider_reference, c.status, c.qr_payload, c.redirect_url, c.expires_at,
                     c.transaction_id, c.submitted_at, c.reviewed_at, c.reviewed_by, c.reason,
                     c.payment_id, c.created_at, c.updated_at, i.amount, i.currency,
                     i.shop_name,
                     EXISTS (SELECT 1 FROM payment_slips s WHERE s.checkout_id = c.id) AS has_slip,
                     r.number AS receipt_number
                FROM checkouts c
                JOIN payment_intents i ON i.id = c.payment_intent_id
                LEFT JOIN receipts r ON r.payment_id = c.payment_id`;

/** What a new checkout is made with, besides the order (read in its transaction). */
export interface NewCheckout {
  merchantId: number;
  reference: string;
  method: CheckoutMethod;
  /** The amount the merchant was shown (and the provider was asked for): the order's price now. */
  amountMinor: number;
  /** Null for a bank transfer. */
  provider: string | null;
  providerReference: string | null;
  qrPayload: string | null;
  redirectUrl: string | null;
  expiresAt: Date | null;
  idempotencyKey: string | null;
}

export type CreateCheckoutResult =
  | {
      kind: 'created';
      checkout: Checkout;
      /** The checkouts it voided that a provider still holds as payable. */
      voided: Array<{ reference: string; provider: string }>;
    }
  /** The merchant's idempotency key made a checkout before: that one. */
  | { kind: 'replayed'; checkout: Checkout }
  | { kind: 'noOrder' }
  /** The order is no longer priced at `amountMinor` (it changed while the provider was asked). */
  | { kind: 'orderChanged' };

/** What settling a checkout came to; `checkout` is as it now is. */
export type SettleResult =
  | { kind: 'unknown' }
  | {
      kind: 'unchanged' | 'succeeded' | 'declined' | 'expired' | 'held_for_refund';
      checkout: StoredCheckout;
      /** Why it was held for refund, for the log; else null. */
      why: string | null;
    };

export type TransferResult =
  | { kind: 'notFound' }
  | { kind: 'notOpen' }
  | { kind: 'orderChanged' }
  | { kind: 'submitted'; checkout: Checkout };

export type ReviewResult =
  | { kind: 'notFound' }
  /** Only a transfer awaiting review (or one never sent: pending) can be reviewed. */
  | { kind: 'notAwaitingReview'; status: CheckoutStatus }
  | {
      kind: 'approved' | 'rejected' | 'held_for_refund';
      checkout: StoredCheckout;
      why: string | null;
    };

/** What runs in a review's transaction after it: the checkout before, the result after. */
export type ReviewHook = (tx: Db, before: StoredCheckout, result: ReviewResult) => Promise<void>;

/** A transfer slip as stored: WebP of the photo pipeline. */
export interface StoredSlip {
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/** The checkouts an operator looks at. */
export const REVIEW_STATUSES = ['awaiting_review', 'held_for_refund'] as const;

/** The shop details a checkout's intent keeps: the billing details, else the store's, else the registration's. */
const SHOP_DETAILS = `
  SELECT coalesce(nullif(b.shop_name, ''), nullif(s.name, ''), m.name) AS shop_name,
         coalesce(b.category_id, s.category_id) AS category_id,
         coalesce(b.township, st.name, mt.name) AS township
    FROM merchants m
    JOIN townships mt ON mt.id = m.township_id
    LEFT JOIN billing_information b ON b.merchant_id = m.id
    LEFT JOIN stores s ON s.merchant_id = m.id
    LEFT JOIN townships st ON st.id = s.township_id
   WHERE m.id = $1`;

/**
 * What the merchant's dashboard shows: the newest checkout when it is a bank transfer awaiting
 * review or rejected (until a newer checkout or a payment replaces it), else the newest
 * payment held for refund; null otherwise.
 */
export async function dashboardCheckout(
  db: Db,
  merchantId: number,
): Promise<DashboardCheckout | null> {
  const { rows } = await db.query<{
    reference: string;
    method: CheckoutMethod;
    status: CheckoutStatus;
    reason: string | null;
    amount: number;
    submitted_at: unknown;
  }>(
    `(SELECT c.reference, c.method, c.status, c.reason, i.amount, c.submitted_at, 1 AS rank
        FROM checkouts c JOIN payment_intents i ON i.id = c.payment_intent_id
       WHERE c.id = (SELECT id FROM checkouts WHERE merchant_id = $1
                      ORDER BY created_at DESC, id DESC LIMIT 1)
         AND c.method = 'bank_transfer' AND c.status IN ('awaiting_review', 'rejected')
         AND NOT EXISTS (SELECT 1 FROM payments p
                          WHERE p.merchant_id = $1 AND p.status = 'succeeded'
                            AND p.created_at > c.created_at))
     UNION ALL
     (SELECT c.reference, c.method, c.status, c.reason, i.amount, c.submitted_at, 2 AS rank
        FROM checkouts c JOIN payment_intents i ON i.id = c.payment_intent_id
       WHERE c.merchant_id = $1 AND c.status = 'held_for_refund'
         AND NOT EXISTS (SELECT 1 FROM refunds f WHERE f.checkout_id = c.id)
       ORDER BY c.updated_at DESC, c.id DESC LIMIT 1)
     ORDER BY rank LIMIT 1`,
    [merchantId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    reference: row.reference,
    method: row.method,
    status: row.status,
    reason: row.reason,
    amount_minor: row.amount,
    submitted_at: time(row.submitted_at),
  };
}

export function createCheckoutRepository(db: Db, payments: PaymentRepository) {
  const live = createLiveEventRepository(db);

  async function viewById(tx: Db, id: number): Promise<StoredCheckout> {
    const { rows } = await tx.query<CheckoutRow>(`${VIEW} WHERE c.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new Error(`Checkout ${id} not found`);
    return toStored(row);
  }

  /** The checkout as it now is, announced on the merchant's stream (in `tx`). */
  async function announce(tx: Db, id: number): Promise<StoredCheckout> {
    const checkout = await viewById(tx, id);
    await live.appendMerchant(tx, checkout.merchantId, {
      kind: 'payment',
      checkout: checkout.wire,
    });
    return checkout;
  }

  /** The intent and then the checkout of `reference`, both locked; undefined when unknown. */
  async function lockByReference(
    tx: Db,
    reference: string,
    merchantId: number | null = null,
  ): Promise<{ intent: StoredIntent; row: { id: number; status: CheckoutStatus } } | undefined> {
    const found = await tx.query<{ payment_intent_id: string }>(
      `SELECT payment_intent_id FROM checkouts
        WHERE reference = $1 AND ($2::integer IS NULL OR merchant_id = $2)`,
      [reference, merchantId],
    );
    const intentId = found.rows[0]?.payment_intent_id;
    if (intentId === undefined) return undefined;
    const intent = await payments.lockIntent(tx, intentId);
    if (!intent) return undefined;
    const locked = await tx.query<{ id: number; status: CheckoutStatus }>(
      'SELECT id, status FROM checkouts WHERE reference = $1 FOR UPDATE',
      [reference],
    );
    const row = locked.rows[0];
    return row ? { intent, row } : undefined;
  }

  async function setStatus(
    tx: Db,
    id: number,
    status: CheckoutStatus,
    reason: string | null,
  ): Promise<StoredCheckout> {
    await tx.query(
      `UPDATE checkouts SET status = $2, reason = $3, updated_at = now() WHERE id = $1`,
      [id, status, reason],
    );
    return announce(tx, id);
  }

  /**
   * Money arrived for the checkout: credited when its order is still the one pending (and, for a
   * late one, priced the same) and its intent unpaid; otherwise held for refund.
   */
  async function creditOrHold(
    tx: Db,
    id: number,
    intent: StoredIntent,
    arrived: ArrivedPayment,
    late: boolean,
  ): Promise<{
    kind: 'succeeded' | 'held_for_refund';
    checkout: StoredCheckout;
    why: string | null;
  }> {
    if (!(await payments.orderStillPaidFor(tx, intent, late))) {
      const why = late
        ? 'The payment arrived after the checkout ended, and the order changed or was paid meanwhile.'
        : 'The payment arrived after the order changed or was paid another way.';
      return {
        kind: 'held_for_refund',
        checkout: await setStatus(tx, id, 'held_for_refund', why),
        why,
      };
    }
    const credited = await payments.creditIntent(tx, intent, arrived);
    if (credited.kind === 'alreadyPaid') {
      const why = 'The order had been paid already.';
      return {
        kind: 'held_for_refund',
        checkout: await setStatus(tx, id, 'held_for_refund', why),
        why,
      };
    }
    await tx.query(
      `UPDATE checkouts SET status = 'succeeded', payment_id = $2, reason = NULL, updated_at = now()
        WHERE id = $1`,
      [id, credited.paymentId],
    );
    return { kind: 'succeeded', checkout: await announce(tx, id), why: null };
  }

  return {
    /** The merchant's newest checkout, whatever its status, or null. */
    async newest(merchantId: number): Promise<Checkout | null> {
      const { rows } = await db.query<CheckoutRow>(
        `${VIEW} WHERE c.merchant_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
        [merchantId],
      );
      return rows[0] ? toStored(rows[0]).wire : null;
    },

    /** One checkout by its reference (of the merchant, when given), or null. */
    async byReference(reference: string, merchantId?: number): Promise<StoredCheckout | null> {
      const { rows } = await db.query<CheckoutRow>(
        `${VIEW} WHERE c.reference = $1 AND ($2::integer IS NULL OR c.merchant_id = $2)`,
        [reference, merchantId ?? null],
      );
      return rows[0] ? toStored(rows[0]) : null;
    },

    /** The checkout the merchant's idempotency key made, or null. */
    async byKey(merchantId: number, key: string): Promise<Checkout | null> {
      const { rows } = await db.query<CheckoutRow>(
        `${VIEW} WHERE c.merchant_id = $1 AND c.idempotency_key = $2`,
        [merchantId, key],
      );
      return rows[0] ? toStored(rows[0]).wire : null;
    },

    /**
     * Makes a checkout of the merchant's pending order, in one transaction under the merchant's
     * lock: the order priced again (it must still cost `amountMinor`), its snapshot as the
     * checkout's own intent, every checkout of the merchant still pending voided, the new one
     * pending. A key the merchant used before answers the checkout it made.
     */
    async create(input: NewCheckout, now: Date = new Date()): Promise<CreateCheckoutResult> {
      return db.transaction(async (tx): Promise<CreateCheckoutResult> => {
        await tx.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [input.merchantId]);
        if (input.idempotencyKey !== null) {
          const first = await tx.query<CheckoutRow>(
            `${VIEW} WHERE c.merchant_id = $1 AND c.idempotency_key = $2`,
            [input.merchantId, input.idempotencyKey],
          );
          if (first.rows[0]) return { kind: 'replayed', checkout: toStored(first.rows[0]).wire };
        }
        const priced = await priceOrder(tx, input.merchantId, now);
        if (!priced) return { kind: 'noOrder' };
        if (priced.summary.amount_minor !== input.amountMinor) return { kind: 'orderChanged' };

        const voided = await tx.query<{ id: number; reference: string; provider: string | null }>(
          `UPDATE checkouts SET status = 'voided', updated_at = now()
            WHERE merchant_id = $1 AND status = 'pending'
            RETURNING id, reference, provider`,
          [input.merchantId],
        );
        for (const row of voided.rows) await announce(tx, row.id);

        const intentId = `pi_${randomBytes(16).toString('hex')}`;
        await insertIntent(tx, intentId, input.merchantId, priced.summary, priced.partnerCodeId);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO checkouts (reference, merchant_id, payment_intent_id, method, provider,
                                  provider_reference, qr_payload, redirect_url, expires_at,
                                  idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           RETURNING id`,
          [
            input.reference,
            input.merchantId,
            intentId,
            input.method,
            input.provider,
            input.providerReference,
            input.qrPayload,
            input.redirectUrl,
            input.expiresAt?.toISOString() ?? null,
            input.idempotencyKey,
          ],
        );
        const id = inserted.rows[0]?.id;
        if (id === undefined) throw new Error('INSERT returned no row');
        const checkout = await announce(tx, id);
        return {
          kind: 'created',
          checkout: checkout.wire,
          voided: voided.rows.flatMap((row) =>
            row.provider === null ? [] : [{ reference: row.reference, provider: row.provider }],
          ),
        };
      });
    },

    /**
     * A bank transfer's proof: the transaction id and/or the slip (each replaces what was sent
     * before); the checkout then awaits review. Only the merchant's own pending or awaiting bank
     * transfer, while its order is still the one pending.
     */
    async submitTransfer(
      merchantId: number,
      reference: string,
      proof: { transactionId: string | null; slip: StoredSlip | null },
    ): Promise<TransferResult> {
      return db.transaction(async (tx): Promise<TransferResult> => {
        const locked = await lockByReference(tx, reference, merchantId);
        if (!locked) return { kind: 'notFound' };
        const method = await tx.query<{ method: CheckoutMethod }>(
          'SELECT method FROM checkouts WHERE id = $1',
          [locked.row.id],
        );
        if (
          method.rows[0]?.method !== 'bank_transfer' ||
          (locked.row.status !== 'pending' && locked.row.status !== 'awaiting_review')
        ) {
          return { kind: 'notOpen' };
        }
        if (!(await payments.orderStillPaidFor(tx, locked.intent, false))) {
          return { kind: 'orderChanged' };
        }
        await tx.query(
          `UPDATE checkouts
              SET status = 'awaiting_review', submitted_at = now(), updated_at = now(),
                  transaction_id = coalesce($2, transaction_id)
            WHERE id = $1`,
          [locked.row.id, proof.transactionId],
        );
        if (proof.slip) {
          await tx.query(
            `INSERT INTO payment_slips (checkout_id, content_type, width, height, bytes)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (checkout_id) DO UPDATE SET
               content_type = EXCLUDED.content_type, width = EXCLUDED.width,
               height = EXCLUDED.height, bytes = EXCLUDED.bytes, created_at = now()`,
            [
              locked.row.id,
              proof.slip.contentType,
              proof.slip.width,
              proof.slip.height,
              proof.slip.bytes,
            ],
          );
        }
        return { kind: 'submitted', checkout: (await announce(tx, locked.row.id)).wire };
      });
    },

    /**
     * What the provider reports of a wallet or hosted card payment (its callback, its status
     * asked now, or the job's fallback): idempotent, checked against the snapshot.
     * - succeeded: a pending checkout is paid (credited); one expired, voided or declined is
     *   credited when its order is unchanged and priced the same, else held for refund; an amount
     *   or currency other than the snapshot's is never credited (held for refund);
     * - declined: a pending checkout is declined with the provider's words;
     * - expired: a pending checkout is expired;
     * - pending, anything about a checkout already final, or a report of another provider than
     *   the checkout's (`provider`): nothing changes.
     */
    async settle(
      reference: string,
      report: ProviderReport,
      provider: string,
    ): Promise<SettleResult> {
      return db.transaction(async (tx): Promise<SettleResult> => {
        const locked = await lockByReference(tx, reference);
        if (!locked) return { kind: 'unknown' };
        const { intent, row } = locked;
        const current = await viewById(tx, row.id);
        const unchanged = { kind: 'unchanged' as const, checkout: current, why: null };
        // A transfer is settled by an operator; a provider reports only its own payments.
        if (current.method === 'bank_transfer' || current.provider !== provider) return unchanged;
        switch (report.status) {
          case 'pending':
            return unchanged;
          case 'declined':
            if (row.status !== 'pending') return unchanged;
            return {
              kind: 'declined',
              checkout: await setStatus(tx, row.id, 'declined', report.message),
              why: null,
            };
          case 'expired':
            if (row.status !== 'pending') return unchanged;
            return {
              kind: 'expired',
              checkout: await setStatus(tx, row.id, 'expired', null),
              why: null,
            };
          case 'succeeded': {
            if (row.status === 'succeeded' || row.status === 'held_for_refund') return unchanged;
            if (report.amountMinor !== intent.amount || report.currency !== intent.currency) {
              const why =
                `The provider reported ${report.amountMinor} ${report.currency} (minor units) ` +
                `for a payment of ${intent.amount} ${intent.currency}.`;
              return {
                kind: 'held_for_refund',
                checkout: await setStatus(tx, row.id, 'held_for_refund', why),
                why,
              };
            }
            const provider = current.provider ?? '';
            const providerReference = report.providerReference || current.providerReference || '';
            await tx.query(
              `UPDATE checkouts SET provider_reference = coalesce(provider_reference, $2)
                WHERE id = $1`,
              [row.id, providerReference],
            );
            const arrived: ArrivedPayment =
              current.method === 'card'
                ? {
                    method: 'card',
                    provider,
                    providerReference,
                    // A card typed on the provider's page: the network it names, no digits.
                    receipt: { method: 'card', brand: report.channel ?? provider, last4: '' },
                  }
                : {
                    method: 'wallet',
                    provider,
                    providerReference,
                    receipt: { method: 'wallet', provider, provider_reference: providerReference },
                  };
            return creditOrHold(tx, row.id, intent, arrived, row.status !== 'pending');
          }
        }
      });
    },

    /**
     * Pending wallet and hosted card checkouts of `provider` to ask about, the least recently
     * changed first, with whether each is past its expiry.
     */
    async pendingWithProvider(
      provider: string,
      limit = 50,
    ): Promise<Array<{ reference: string; due: boolean }>> {
      const { rows } = await db.query<{ reference: string; due: boolean }>(
        `SELECT reference, (expires_at IS NOT NULL AND expires_at <= now()) AS due
           FROM checkouts
          WHERE status = 'pending' AND provider = $1
          ORDER BY updated_at, id
          LIMIT $2`,
        [provider, limit],
      );
      return rows;
    },

    /** Marks the checkout as asked about now, so the job's next turn asks the others first. */
    async touched(reference: string): Promise<void> {
      await db.query(
        `UPDATE checkouts SET updated_at = now() WHERE reference = $1 AND status = 'pending'`,
        [reference],
      );
    },

    /**
     * An operator's approval of a transfer awaiting review: credited (payment by bank transfer,
     * activation, receipt naming the reference and the transaction id), or held for refund when
     * the order changed or was paid meanwhile.
     */
    async approve(
      reference: string,
      operator: string,
      /** Runs in the review's transaction once it changed the checkout (the audit row). */
      reviewed?: ReviewHook,
    ): Promise<ReviewResult> {
      return db.transaction(async (tx): Promise<ReviewResult> => {
        const locked = await lockByReference(tx, reference);
        if (!locked) return { kind: 'notFound' };
        const { intent, row } = locked;
        const current = await viewById(tx, row.id);
        if (current.method !== 'bank_transfer' || row.status !== 'awaiting_review') {
          return { kind: 'notAwaitingReview', status: row.status };
        }
        await tx.query(`UPDATE checkouts SET reviewed_at = now(), reviewed_by = $2 WHERE id = $1`, [
          row.id,
          operator,
        ]);
        const result = await creditOrHold(
          tx,
          row.id,
          intent,
          {
            method: 'bank_transfer',
            provider: null,
            providerReference: current.transactionId,
            receipt: {
              method: 'bank_transfer',
              reference: current.reference,
              transaction_id: current.transactionId,
            },
          },
          false,
        );
        const answer: ReviewResult = {
          kind: result.kind === 'succeeded' ? 'approved' : 'held_for_refund',
          checkout: result.checkout,
          why: result.why,
        };
        await reviewed?.(tx, current, answer);
        return answer;
      });
    },

    /** An operator's rejection of a transfer, with the reason the merchant is shown. */
    async reject(
      reference: string,
      operator: string,
      reason: string,
      reviewed?: ReviewHook,
    ): Promise<ReviewResult> {
      return db.transaction(async (tx): Promise<ReviewResult> => {
        const locked = await lockByReference(tx, reference);
        if (!locked) return { kind: 'notFound' };
        const { row } = locked;
        const current = await viewById(tx, row.id);
        if (
          current.method !== 'bank_transfer' ||
          (row.status !== 'awaiting_review' && row.status !== 'pending')
        ) {
          return { kind: 'notAwaitingReview', status: row.status };
        }
        await tx.query(`UPDATE checkouts SET reviewed_at = now(), reviewed_by = $2 WHERE id = $1`, [
          row.id,
          operator,
        ]);
        const answer: ReviewResult = {
          kind: 'rejected',
          checkout: await setStatus(tx, row.id, 'rejected', reason),
          why: null,
        };
        await reviewed?.(tx, current, answer);
        return answer;
      });
    },

    /** Checkouts for an operator: of one status, or every one awaiting review or held. */
    async list(status?: CheckoutStatus, limit = 200): Promise<StoredCheckout[]> {
      const statuses = status ? [status] : [...REVIEW_STATUSES];
      const { rows } = await db.query<CheckoutRow>(
        `${VIEW} WHERE c.status = ANY($1::text[]) ORDER BY c.updated_at, c.id LIMIT $2`,
        [statuses, limit],
      );
      return rows.map(toStored);
    },

    /** A transfer's slip (operators only), or null. */
    async slip(reference: string): Promise<StoredSlip | null> {
      const { rows } = await db.query<{
        content_type: string;
        width: number;
        height: number;
        bytes: Uint8Array;
      }>(
        `SELECT s.content_type, s.width, s.height, s.bytes
           FROM payment_slips s JOIN checkouts c ON c.id = s.checkout_id
          WHERE c.reference = $1`,
        [reference],
      );
      const row = rows[0];
      return row
        ? {
            contentType: row.content_type,
            width: row.width,
            height: row.height,
            bytes: Buffer.from(row.bytes),
          }
        : null;
    },

    /** What the merchant's dashboard shows of its checkouts (see `dashboardCheckout`). */
    forDashboard: (merchantId: number) => dashboardCheckout(db, merchantId),

    /** Stores a callback as it arrived, before anything is read from it; answers its id. */
    async recordCallback(input: {
      provider: string;
      headers: Record<string, unknown>;
      rawBody: string;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO payment_callbacks (provider, headers, raw_body) VALUES ($1, $2, $3)
         RETURNING id`,
        [input.provider, JSON.stringify(input.headers), input.rawBody],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('INSERT returned no row');
      return id;
    },

    /** What came of a stored callback. */
    async callbackOutcome(
      id: number,
      outcome: { verified: boolean; reference: string | null; outcome: string },
    ): Promise<void> {
      await db.query(
        `UPDATE payment_callbacks
            SET verified = $2, reference = $3, outcome = $4,
                checkout_id = (SELECT id FROM checkouts WHERE reference = $3)
          WHERE id = $1`,
        [id, outcome.verified, outcome.reference, outcome.outcome],
      );
    },
  };

  /** The checkout's own intent: the snapshot of the pending order priced as `quote`. */
  async function insertIntent(
    tx: Db,
    id: string,
    merchantId: number,
    quote: OrderSummary,
    partnerCodeId: number | null,
  ): Promise<void> {
    const shop = await tx.query<{
      shop_name: string;
      category_id: number | null;
      township: string;
    }>(SHOP_DETAILS, [merchantId]);
    const details = shop.rows[0];
    if (!details) throw new Error(`Merchant ${merchantId} not found`);
    const { rows } = await tx.query<{ id: string }>(
      `WITH created AS (
         INSERT INTO payment_intents (id, merchant_id, amount, currency, description, shop_name,
                                      category_id, township, plan_id, duration_month, plan_price,
                                      quote, partner_code_id)
         SELECT $1, $2, $3, 'MMK', $4, $5, $6, $7, o.plan_id, o.duration_month, o.plan_price,
                $8::jsonb, $9::integer
           FROM pending_orders o WHERE o.merchant_id = $2
         RETURNING id, merchant_id, plan_id
       ), ${PENDING_ADDON_LINES}
       SELECT id FROM created`,
      [
        id,
        merchantId,
        quote.amount_minor,
        `${quote.plan.name} plan, ${quote.duration_month} months`,
        details.shop_name,
        details.category_id,
        details.township,
        JSON.stringify(quote),
        partnerCodeId,
      ],
    );
    if (!rows[0]) throw new Error('The pending order disappeared under its lock');
  }
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
