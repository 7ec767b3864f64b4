/**
 * Moderation (migrations 034 and 036): shoppers' reports of a shop or one of its posts, and the
 * operators' suspension of a shop. A suspended store keeps everything (catalogue, orders, posts);
 * its listing row loses `listed_until` through the store's trigger in the same statement, so every
 * public read of listed shops stops finding it at once, and lifting the suspension lists it again
 * when its subscription still allows. Each operator action writes its audit row in its own
 * transaction.
 */
import type {
  AdminReport,
  MerchantSuspension,
  ReportReason,
  ReportStatus,
  SuspendedShop,
} from '@contract/moderation';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { recordAudit, type AuditActor } from './audit';
import { LISTED_SHOP_AT_SLUG, slugCanExist } from './shopRecords';

export type ReportOutcome =
  { kind: 'received' } | { kind: 'notFound' } | { kind: 'badPost' } | { kind: 'badReview' };

export type ReviewVisibilityOutcome =
  { kind: 'changed' } | { kind: 'notFound' } | { kind: 'unchanged' };

export type DismissOutcome =
  { kind: 'dismissed'; report: AdminReport } | { kind: 'notFound' } | { kind: 'notOpen' };

export type SuspendOutcome =
  | { kind: 'suspended'; shop: SuspendedShop; actioned: number[] }
  | { kind: 'notFound' }
  | { kind: 'already' };

export type LiftOutcome =
  { kind: 'lifted'; listed: boolean } | { kind: 'notFound' } | { kind: 'notSuspended' };

interface ReportRow {
  id: number;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  customer_id: number | null;
  created_at: unknown;
  resolved_at: unknown;
  merchant_id: number;
  name: string;
  slug: string;
  suspended: boolean;
  open_reports: number;
  post_id: number | null;
  post_title: string | null;
  post_body: string | null;
  merchant_reporter_id: number | null;
  review_id: number | null;
  review_stars: number | null;
  review_text: string | null;
  review_hidden: boolean | null;
}

const REPORT_SELECT = `
  SELECT r.id, r.reason, r.details, r.status, r.customer_id, r.created_at, r.resolved_at,
         st.merchant_id, st.name, st.slug, st.suspended_at IS NOT NULL AS suspended,
         (SELECT count(*)::int FROM shop_reports o
           WHERE o.merchant_id = r.merchant_id AND o.status = 'open') AS open_reports,
         sp.id AS post_id, sp.title AS post_title, sp.body AS post_body,
         r.merchant_reporter_id, rv.id AS review_id, rv.stars AS review_stars,
         rv.text AS review_text, rv.hidden_at IS NOT NULL AS review_hidden
    FROM shop_reports r
    JOIN stores st ON st.merchant_id = r.merchant_id
    LEFT JOIN shop_posts sp ON sp.id = r.post_id AND sp.merchant_id = r.merchant_id
    LEFT JOIN shop_reviews rv ON rv.id = r.review_id AND rv.merchant_id = r.merchant_id`;

function toReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reporter:
      row.customer_id !== null
        ? 'customer'
        : row.merchant_reporter_id !== null
          ? 'merchant'
          : 'visitor',
    created_at: isoTime(row.created_at),
    resolved_at: row.resolved_at === null ? null : isoTime(row.resolved_at),
    shop: {
      merchant_id: row.merchant_id,
      name: row.name,
      slug: row.slug,
      suspended: row.suspended,
      open_reports: row.open_reports,
    },
    post:
      row.post_id === null
        ? null
        : { id: row.post_id, title: row.post_title ?? '', body: row.post_body ?? '' },
    review:
      row.review_id === null
        ? null
        : {
            id: row.review_id,
            stars: row.review_stars ?? 0,
            text: row.review_text ?? '',
            hidden: row.review_hidden === true,
          },
  };
}

interface SuspensionRow {
  merchant_id: number;
  name: string;
  slug: string;
  suspended_at: unknown;
  suspension_reason: string | null;
}

const SUSPENSION_COLUMNS = 'merchant_id, name, slug, suspended_at, suspension_reason';

function toSuspended(row: SuspensionRow): SuspendedShop {
  return {
    merchant_id: row.merchant_id,
    name: row.name,
    slug: row.slug,
    suspended_at: isoTime(row.suspended_at),
    reason: row.suspension_reason ?? '',
  };
}

export function createModerationRepository(db: Db) {
  async function reportById(q: Db, reportId: number): Promise<AdminReport | null> {
    const { rows } = await q.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [reportId]);
    return rows[0] ? toReport(rows[0]) : null;
  }

  /** Whether the shop's listing row is listed now (after the store's trigger rebuilt it). */
  async function listedNow(q: Db, merchantId: number): Promise<boolean> {
    const { rows } = await q.query<{ listed: boolean }>(
      `SELECT coalesce(listed_until > now(), false) AS listed
         FROM marketplace_shops WHERE merchant_id = $1`,
      [merchantId],
    );
    return rows[0]?.listed === true;
  }

  /** The shop's store row, locked for the rest of the transaction; null without a store. */
  async function lockedStore(tx: Db, merchantId: number): Promise<SuspensionRow | null> {
    const { rows } = await tx.query<SuspensionRow>(
      `SELECT ${SUSPENSION_COLUMNS} FROM stores WHERE merchant_id = $1 FOR UPDATE`,
      [merchantId],
    );
    return rows[0] ?? null;
  }

  return {
    /**
     * A shopper's report of the listed shop at `slug` (or of one of its posts). A shop the public
     * cannot see is not found; a post that is not one of this shop's (or was deleted) is refused.
     */
    async report(
      slug: string,
      input: {
        reason: ReportReason;
        details: string;
        postId: number | null;
        customerId: number | null;
        /** A review of this shop's (visible or not) the report is about. */
        reviewId?: number | null;
        /** A signed-in merchant reporting (a review), when no customer is. */
        merchantReporterId?: number | null;
      },
    ): Promise<ReportOutcome> {
      if (!slugCanExist(slug)) return { kind: 'notFound' };
      return db.transaction(async (tx) => {
        const shop = await tx.query<{ merchant_id: number }>(
          `SELECT st.merchant_id ${LISTED_SHOP_AT_SLUG}`,
          [slug],
        );
        const merchantId = shop.rows[0]?.merchant_id;
        if (merchantId === undefined) return { kind: 'notFound' };
        if (input.postId !== null) {
          const post = await tx.query(
            `SELECT 1 FROM shop_posts
              WHERE id = $1 AND merchant_id = $2 AND deleted_at IS NULL`,
            [input.postId, merchantId],
          );
          if (post.rows.length === 0) return { kind: 'badPost' };
        }
        const reviewId = input.reviewId ?? null;
        if (reviewId !== null) {
          const review = await tx.query(
            'SELECT 1 FROM shop_reviews WHERE id = $1 AND merchant_id = $2',
            [reviewId, merchantId],
          );
          if (review.rows.length === 0) return { kind: 'badReview' };
        }
        await tx.query(
          `INSERT INTO shop_reports (merchant_id, post_id, review_id, reason, details, customer_id,
                                     merchant_reporter_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            merchantId,
            input.postId,
            reviewId,
            input.reason,
            input.details,
            input.customerId,
            input.merchantReporterId ?? null,
          ],
        );
        return { kind: 'received' };
      });
    },

    /** The reports of a status (or all), newest first. */
    async reports(status: ReportStatus | 'all'): Promise<AdminReport[]> {
      const { rows } = await db.query<ReportRow>(
        `${REPORT_SELECT}
          WHERE $1::text = 'all' OR r.status = $1::text
          ORDER BY r.created_at DESC, r.id DESC
          LIMIT 500`,
        [status],
      );
      return rows.map(toReport);
    },

    /** Dismisses an open report; the operator's note goes to the audit log. */
    async dismiss(actor: AuditActor, reportId: number, note: string): Promise<DismissOutcome> {
      return db.transaction(async (tx) => {
        const before = await tx.query<{ status: ReportStatus; merchant_id: number }>(
          'SELECT status, merchant_id FROM shop_reports WHERE id = $1 FOR UPDATE',
          [reportId],
        );
        const row = before.rows[0];
        if (!row) return { kind: 'notFound' };
        if (row.status !== 'open') return { kind: 'notOpen' };
        await tx.query(
          `UPDATE shop_reports SET status = 'dismissed', resolved_at = now(), resolved_by = $2
            WHERE id = $1`,
          [reportId, actor.operatorId],
        );
        await recordAudit(tx, actor, {
          action: 'report.dismiss',
          subjectType: 'shop_report',
          subjectId: reportId,
          merchantId: row.merchant_id,
          before: { status: 'open' },
          after: { status: 'dismissed' },
          reason: note === '' ? null : note,
        });
        const report = await reportById(tx, reportId);
        if (!report) throw new Error(`report ${reportId} vanished while being dismissed`);
        return { kind: 'dismissed', report };
      });
    },

    /**
     * Suspends the shop: unlisted at once (the store's trigger rebuilds its listing row in this
     * statement), its open reports 'actioned'. Nothing is deleted.
     */
    async suspend(actor: AuditActor, merchantId: number, reason: string): Promise<SuspendOutcome> {
      return db.transaction(async (tx) => {
        const store = await lockedStore(tx, merchantId);
        if (!store) return { kind: 'notFound' };
        if (store.suspended_at !== null) return { kind: 'already' };
        const wasListed = await listedNow(tx, merchantId);
        const updated = await tx.query<SuspensionRow>(
          `UPDATE stores SET suspended_at = now(), suspension_reason = $2
            WHERE merchant_id = $1
           RETURNING ${SUSPENSION_COLUMNS}`,
          [merchantId, reason],
        );
        const actioned = await tx.query<{ id: number }>(
          `UPDATE shop_reports SET status = 'actioned', resolved_at = now(), resolved_by = $2
            WHERE merchant_id = $1 AND status = 'open'
           RETURNING id`,
          [merchantId, actor.operatorId],
        );
        const shop = toSuspended(updated.rows[0]!);
        const actionedIds = actioned.rows.map((r) => r.id).sort((a, b) => a - b);
        await recordAudit(tx, actor, {
          action: 'shop.suspend',
          subjectType: 'store',
          subjectId: merchantId,
          merchantId,
          before: { suspended_at: null, suspension_reason: null, listed: wasListed },
          after: {
            suspended_at: shop.suspended_at,
            suspension_reason: reason,
            listed: await listedNow(tx, merchantId),
            actioned_reports: actionedIds,
          },
          reason,
        });
        return { kind: 'suspended', shop, actioned: actionedIds };
      });
    },

    /** Lifts the suspension: listed again at once when its subscription still allows. */
    async lift(actor: AuditActor, merchantId: number): Promise<LiftOutcome> {
      return db.transaction(async (tx) => {
        const store = await lockedStore(tx, merchantId);
        if (!store) return { kind: 'notFound' };
        if (store.suspended_at === null) return { kind: 'notSuspended' };
        await tx.query(
          `UPDATE stores SET suspended_at = NULL, suspension_reason = NULL WHERE merchant_id = $1`,
          [merchantId],
        );
        const listed = await listedNow(tx, merchantId);
        await recordAudit(tx, actor, {
          action: 'shop.lift_suspension',
          subjectType: 'store',
          subjectId: merchantId,
          merchantId,
          before: {
            suspended_at: isoTime(store.suspended_at),
            suspension_reason: store.suspension_reason,
            listed: false,
          },
          after: { suspended_at: null, suspension_reason: null, listed },
        });
        return { kind: 'lifted', listed };
      });
    },

    /**
     * Hides a review (off the store page and out of the shop's average; its open reports
     * 'actioned') or shows it again; the audit row says which.
     */
    async setReviewHidden(
      actor: AuditActor,
      reviewId: number,
      hidden: boolean,
    ): Promise<ReviewVisibilityOutcome> {
      return db.transaction(async (tx) => {
        const before = await tx.query<{ merchant_id: number; hidden: boolean }>(
          `SELECT merchant_id, hidden_at IS NOT NULL AS hidden FROM shop_reviews
            WHERE id = $1 FOR UPDATE`,
          [reviewId],
        );
        const row = before.rows[0];
        if (!row) return { kind: 'notFound' };
        if (row.hidden === hidden) return { kind: 'unchanged' };
        await tx.query(
          `UPDATE shop_reviews SET hidden_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
          [reviewId, hidden],
        );
        const actioned = hidden
          ? await tx.query<{ id: number }>(
              `UPDATE shop_reports SET status = 'actioned', resolved_at = now(), resolved_by = $2
                WHERE review_id = $1 AND status = 'open'
               RETURNING id`,
              [reviewId, actor.operatorId],
            )
          : { rows: [] };
        await recordAudit(tx, actor, {
          action: hidden ? 'review.hide' : 'review.show',
          subjectType: 'shop_review',
          subjectId: reviewId,
          merchantId: row.merchant_id,
          before: { hidden: !hidden },
          after: {
            hidden,
            actioned_reports: actioned.rows.map((r) => r.id).sort((a, b) => a - b),
          },
        });
        return { kind: 'changed' };
      });
    },

    /** The suspended shops, the latest suspension first. */
    async suspended(): Promise<SuspendedShop[]> {
      const { rows } = await db.query<SuspensionRow>(
        `SELECT ${SUSPENSION_COLUMNS}
           FROM stores WHERE suspended_at IS NOT NULL
          ORDER BY suspended_at DESC, merchant_id DESC`,
      );
      return rows.map(toSuspended);
    },

    /** The merchant's own suspension, or null when the shop is not suspended (or has no store). */
    async suspensionOf(merchantId: number): Promise<MerchantSuspension | null> {
      const { rows } = await db.query<SuspensionRow>(
        `SELECT ${SUSPENSION_COLUMNS}
           FROM stores WHERE merchant_id = $1 AND suspended_at IS NOT NULL`,
        [merchantId],
      );
      const row = rows[0];
      return row
        ? { suspended_at: isoTime(row.suspended_at), reason: row.suspension_reason ?? '' }
        : null;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
