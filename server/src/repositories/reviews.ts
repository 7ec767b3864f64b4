/**
 * Ratings and reviews (migration 045). A customer rates a completed visit of theirs (an order or a
 * reservation) once, within `REVIEW_WINDOW_DAYS` of its completion; the visit's unique column in
 * `shop_reviews` decides "once" whatever the concurrency, and the customer's Idempotency-Key
 * answers a retry with the first review. The shop replies once (a conditional update). Hidden
 * reviews stay for the shop and the back office, off the store page and out of the average,
 * which the reviews' trigger keeps on the listing row.
 */
import type {
  CustomerReview,
  MerchantReview,
  PublicReview,
  ReviewableVisit,
  VisitKind,
} from '@contract/reviews';
import {
  REVIEW_PAGE_SIZE,
  firstName,
  reviewDeadline,
  reviewWindowStart,
  withinReviewWindow,
} from '@contract/reviewRules';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { LISTED_SHOP_AT_SLUG, slugCanExist } from './shopRecords';

export type ReviewOutcome =
  | { kind: 'created'; review: CustomerReview }
  | { kind: 'replayed'; review: CustomerReview }
  | { kind: 'alreadyReviewed' }
  | { kind: 'notEligible' }
  | { kind: 'tooLate' };

export type ReplyOutcome =
  { kind: 'replied'; review: MerchantReview } | { kind: 'notFound' } | { kind: 'alreadyReplied' };

interface CustomerReviewRow {
  id: number;
  shop_slug: string;
  order_id: number | null;
  reservation_id: number | null;
  stars: number;
  text: string;
  created_at: unknown;
}

const CUSTOMER_REVIEW_SELECT = `
  SELECT r.id, st.slug AS shop_slug, r.order_id, r.reservation_id, r.stars, r.text, r.created_at
    FROM shop_reviews r JOIN stores st ON st.merchant_id = r.merchant_id`;

function toCustomerReview(row: CustomerReviewRow): CustomerReview {
  return {
    id: row.id,
    shop_slug: row.shop_slug,
    visit: row.order_id !== null ? 'order' : 'reservation',
    visit_id: (row.order_id ?? row.reservation_id) as number,
    stars: row.stars,
    text: row.text,
    created_at: isoTime(row.created_at),
  };
}

interface ReviewRow {
  id: number;
  stars: number;
  text: string;
  name: string | null;
  created_at: unknown;
  reply: string | null;
  replied_at: unknown;
  order_id: number | null;
  hidden_at: unknown;
}

const REVIEW_SELECT = `
  SELECT r.id, r.stars, r.text, c.name, r.created_at, r.reply, r.replied_at, r.order_id,
         r.hidden_at
    FROM shop_reviews r JOIN customers c ON c.id = r.customer_id`;

function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    first_name: firstName(row.name),
    created_at: isoTime(row.created_at),
    reply: row.reply === null ? null : { text: row.reply, replied_at: isoTime(row.replied_at) },
  };
}

function toMerchant(row: ReviewRow): MerchantReview {
  return {
    ...toPublic(row),
    visit: row.order_id !== null ? 'order' : 'reservation',
    hidden: row.hidden_at !== null,
  };
}

/** A page of `REVIEW_PAGE_SIZE` rows read one further, to know whether another page follows. */
function paged<T extends { id: number }>(rows: T[]): { rows: T[]; nextBefore: number | null } {
  const page = rows.slice(0, REVIEW_PAGE_SIZE);
  const last = page[page.length - 1];
  return { rows: page, nextBefore: rows.length > REVIEW_PAGE_SIZE && last ? last.id : null };
}

interface VisitRow {
  merchant_id: number;
  customer_id: number;
  state: string;
  completed_at: unknown;
}

export function createReviewRepository(db: Db) {
  async function byKey(q: Db, customerId: number, key: string): Promise<CustomerReview | null> {
    const { rows } = await q.query<CustomerReviewRow>(
      `${CUSTOMER_REVIEW_SELECT} WHERE r.customer_id = $1 AND r.idempotency_key = $2`,
      [customerId, key],
    );
    return rows[0] ? toCustomerReview(rows[0]) : null;
  }

  return {
    /** The review the customer's key made, if any. */
    findByKey(customerId: number, key: string): Promise<CustomerReview | null> {
      return byKey(db, customerId, key);
    },

    /**
     * A review of the customer's completed visit. Not theirs, not completed, or unknown:
     * `notEligible`; completed more than the window ago: `tooLate`; rated already (by any key):
     * `alreadyReviewed`; the same key raced: the first review, `replayed`.
     */
    async review(input: {
      customerId: number;
      visit: VisitKind;
      visitId: number;
      stars: number;
      text: string;
      idempotencyKey: string;
      now?: Date;
    }): Promise<ReviewOutcome> {
      const table = input.visit === 'order' ? 'shop_orders' : 'reservations';
      const { rows } = await db.query<VisitRow>(
        `SELECT merchant_id, customer_id, state, completed_at FROM ${table} WHERE id = $1`,
        [input.visitId],
      );
      const visit = rows[0];
      if (
        !visit ||
        visit.customer_id !== input.customerId ||
        visit.state !== 'completed' ||
        visit.completed_at === null
      ) {
        return { kind: 'notEligible' };
      }
      const completedAt = new Date(visit.completed_at as string);
      if (!withinReviewWindow(completedAt, input.now ?? new Date())) return { kind: 'tooLate' };
      const column = input.visit === 'order' ? 'order_id' : 'reservation_id';
      // Either unique index refuses a second row: the visit's (rated already) or the key's (a
      // retry racing the first request); the insert then waits for the other to commit.
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO shop_reviews (merchant_id, customer_id, ${column}, stars, text,
                                   idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          visit.merchant_id,
          input.customerId,
          input.visitId,
          input.stars,
          input.text,
          input.idempotencyKey,
        ],
      );
      if (inserted.rows.length === 0) {
        const first = await byKey(db, input.customerId, input.idempotencyKey);
        return first ? { kind: 'replayed', review: first } : { kind: 'alreadyReviewed' };
      }
      const { rows: made } = await db.query<CustomerReviewRow>(
        `${CUSTOMER_REVIEW_SELECT} WHERE r.id = $1`,
        [inserted.rows[0]!.id],
      );
      return { kind: 'created', review: toCustomerReview(made[0]!) };
    },

    /** The customer's visits completed within the window, newest first, each with its review. */
    async visits(customerId: number, now: Date = new Date()): Promise<ReviewableVisit[]> {
      const { rows } = await db.query<{
        visit: VisitKind;
        visit_id: number;
        shop_slug: string;
        shop_name: string;
        completed_at: unknown;
        review_id: number | null;
      }>(
        `SELECT v.visit, v.visit_id, st.slug AS shop_slug, st.name AS shop_name, v.completed_at,
                v.review_id
           FROM (SELECT 'order'::text AS visit, o.id AS visit_id, o.merchant_id, o.completed_at,
                        (SELECT r.id FROM shop_reviews r WHERE r.order_id = o.id) AS review_id
                   FROM shop_orders o
                  WHERE o.customer_id = $1 AND o.state = 'completed'
                    AND o.completed_at >= $2::timestamptz
                 UNION ALL
                 SELECT 'reservation'::text, x.id, x.merchant_id, x.completed_at,
                        (SELECT r.id FROM shop_reviews r WHERE r.reservation_id = x.id)
                   FROM reservations x
                  WHERE x.customer_id = $1 AND x.state = 'completed'
                    AND x.completed_at >= $2::timestamptz) v
           JOIN stores st ON st.merchant_id = v.merchant_id
          ORDER BY v.completed_at DESC, v.visit, v.visit_id DESC
          LIMIT 200`,
        [customerId, reviewWindowStart(now).toISOString()],
      );
      return rows.map((row) => {
        const completedAt = new Date(row.completed_at as string);
        return {
          visit: row.visit,
          visit_id: row.visit_id,
          shop_slug: row.shop_slug,
          shop_name: row.shop_name,
          completed_at: completedAt.toISOString(),
          rate_until: reviewDeadline(completedAt).toISOString(),
          review_id: row.review_id,
        };
      });
    },

    /** The newest visible reviews of the listed shop at `slug`; undefined: no such shop. */
    async shopReviews(
      slug: string,
      before: number | null,
    ): Promise<{ reviews: PublicReview[]; nextBefore: number | null } | undefined> {
      if (!slugCanExist(slug)) return undefined;
      const shop = await db.query<{ merchant_id: number }>(
        `SELECT st.merchant_id ${LISTED_SHOP_AT_SLUG} AND st.suspended_at IS NULL`,
        [slug],
      );
      const merchantId = shop.rows[0]?.merchant_id;
      if (merchantId === undefined) return undefined;
      const { rows } = await db.query<ReviewRow>(
        `${REVIEW_SELECT}
          WHERE r.merchant_id = $1 AND r.hidden_at IS NULL AND ($2::int IS NULL OR r.id < $2::int)
          ORDER BY r.id DESC
          LIMIT ${REVIEW_PAGE_SIZE + 1}`,
        [merchantId, before],
      );
      const page = paged(rows);
      return { reviews: page.rows.map(toPublic), nextBefore: page.nextBefore };
    },

    /** The shop's reviews, hidden ones too, newest first. */
    async merchantReviews(
      merchantId: number,
      before: number | null,
    ): Promise<{ reviews: MerchantReview[]; nextBefore: number | null }> {
      const { rows } = await db.query<ReviewRow>(
        `${REVIEW_SELECT}
          WHERE r.merchant_id = $1 AND ($2::int IS NULL OR r.id < $2::int)
          ORDER BY r.id DESC
          LIMIT ${REVIEW_PAGE_SIZE + 1}`,
        [merchantId, before],
      );
      const page = paged(rows);
      return { reviews: page.rows.map(toMerchant), nextBefore: page.nextBefore };
    },

    /** The shop's one reply to its review; another shop's review is not found. */
    async reply(merchantId: number, reviewId: number, text: string): Promise<ReplyOutcome> {
      const updated = await db.query<{ id: number }>(
        `UPDATE shop_reviews SET reply = $3, replied_at = now()
          WHERE id = $1 AND merchant_id = $2 AND reply IS NULL
         RETURNING id`,
        [reviewId, merchantId, text],
      );
      if (updated.rows.length === 0) {
        const exists = await db.query(
          'SELECT 1 FROM shop_reviews WHERE id = $1 AND merchant_id = $2',
          [reviewId, merchantId],
        );
        return exists.rows.length === 0 ? { kind: 'notFound' } : { kind: 'alreadyReplied' };
      }
      const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [reviewId]);
      return { kind: 'replied', review: toMerchant(rows[0]!) };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
