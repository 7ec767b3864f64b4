/**
 * The back office's merchants: the search (name, phone, shop name in Burmese or English,
 * township, plan state) and a merchant's page (subscriptions, payments with receipts and
 * refunds, the store and its listing, counts, operators' notes, the audit rows about them).
 *
 * Text is matched as the marketplace matches it (`marketplace_normalise`: lower case, NFC), each
 * typed word somewhere in the name, phone, shop name or store name. Zawgyi typed in the search
 * box is already Unicode when it arrives (the SPA's input plugin converts it).
 */
import {
  MERCHANTS_PAGE_SIZE,
  type AddNoteRequest,
  type AdminMerchantDetail,
  type AdminMerchantPayment,
  type AdminMerchantRow,
  type AdminMerchantsPage,
  type AdminMerchantsQuery,
  type AdminNote,
  type PlanState,
} from '@contract/adminMerchants';
import type { Db } from '../db/db';
import { recordAudit, searchAudit, type AuditActor } from './audit';
import { searchTerms } from './marketplace';

/**
 * SQL (over `merchants m`, with the lateral `a` of its 'active' subscription row) of where the
 * merchant's plan stands now (`$now`).
 */
export function planStateSql(now: string): string {
  return `CASE
      WHEN a.ends_at IS NULL THEN
        CASE WHEN EXISTS (SELECT 1 FROM subscriptions r
                           WHERE r.merchant_id = m.id AND r.status = 'refunded')
             THEN 'refunded' ELSE 'none' END
      WHEN a.ends_at > ${now} THEN 'active'
      WHEN a.grace_ends_at > ${now} THEN 'grace'
      ELSE 'expired' END`;
}

/** SQL: the lateral join of the merchant's 'active' subscription row (at most one) and its plan. */
export const ACTIVE_ROW_JOIN = `LEFT JOIN LATERAL (
        SELECT s.ends_at, s.grace_ends_at, p.name AS plan
          FROM subscriptions s JOIN plans p ON p.id = s.plan_id
         WHERE s.merchant_id = m.id AND s.status = 'active'
      ) a ON true`;

const MYANMAR_DIGITS = /[\u1040-\u1049]/gu;

/** Pure: a typed phone's digits (Myanmar digits read as ASCII, +95 as 0), or null if not a phone. */
export function phoneDigits(term: string): string | null {
  const ascii = term.replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));
  const compact = ascii.replace(/[\s()-]/gu, '');
  if (!/^\+?[0-9]{3,}$/u.test(compact)) return null;
  return compact.startsWith('+95') ? `0${compact.slice(3)}` : compact.replace(/^\+/u, '');
}

interface MerchantRowDb {
  id: number;
  name: string;
  phone: string;
  shop_name: string | null;
  township_id: number;
  plan: string | null;
  plan_state: PlanState;
  suspended: boolean;
  ends_at: Date | null;
  registered_at: Date;
  total: number;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function createAdminMerchantRepository(db: Db) {
  return {
    async search(query: AdminMerchantsQuery, now: Date = new Date()): Promise<AdminMerchantsPage> {
      const params: unknown[] = [now.toISOString()];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const where: string[] = [];
      for (const term of searchTerms(query.q)) {
        const text = `marketplace_normalise(${param(term)})`;
        const matches = [
          `strpos(marketplace_normalise(u.name), ${text}) > 0`,
          `strpos(marketplace_normalise(m.name), ${text}) > 0`,
          `strpos(marketplace_normalise(coalesce(st.name, '')), ${text}) > 0`,
          `strpos(u.phone, ${text}) > 0`,
        ];
        const digits = phoneDigits(term);
        if (digits !== null) matches.push(`strpos(u.phone, ${param(digits)}) > 0`);
        where.push(`(${matches.join(' OR ')})`);
      }
      if (query.township !== undefined) {
        where.push(`coalesce(st.township_id, m.township_id) = ${param(query.township)}`);
      }
      if (query.state === 'suspended') where.push('st.suspended_at IS NOT NULL');
      else if (query.state !== undefined) {
        where.push(`${planStateSql('$1')} = ${param(query.state)}`);
      }
      if (query.renews_within !== undefined) {
        where.push(
          `a.ends_at > $1 AND a.ends_at <= $1::timestamptz + ${param(query.renews_within)} * interval '1 day'`,
        );
      }
      const page = query.page ?? 1;
      const { rows } = await db.query<MerchantRowDb>(
        `SELECT m.id, u.name, u.phone, coalesce(st.name, m.name) AS shop_name,
                coalesce(st.township_id, m.township_id) AS township_id, a.plan,
                ${planStateSql('$1')} AS plan_state,
                coalesce(st.suspended_at IS NOT NULL, false) AS suspended,
                a.ends_at, m.created_at AS registered_at, (count(*) OVER ())::int AS total
           FROM merchants m
           JOIN users u ON u.id = m.user_id
           LEFT JOIN stores st ON st.merchant_id = m.id
           ${ACTIVE_ROW_JOIN}
          ${where.length > 0 ? `WHERE ${where.join('\n            AND ')}` : ''}
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT ${param(MERCHANTS_PAGE_SIZE)} OFFSET ${param((page - 1) * MERCHANTS_PAGE_SIZE)}`,
        params,
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        total = page > 1 ? (await this.search({ ...query, page: 1 }, now)).total : 0;
      }
      return {
        merchants: rows.map((row): AdminMerchantRow => ({
          id: row.id,
          name: row.name,
          phone: row.phone,
          shop_name: row.shop_name,
          township_id: row.township_id,
          plan: row.plan,
          plan_state: row.plan_state,
          suspended: row.suspended,
          ends_at: iso(row.ends_at),
          registered_at: iso(row.registered_at) ?? '',
        })),
        page,
        page_size: MERCHANTS_PAGE_SIZE,
        total,
      };
    },

    /** A merchant's page, or null when there is no such merchant. */
    async detail(merchantId: number, now: Date = new Date()): Promise<AdminMerchantDetail | null> {
      const at = now.toISOString();
      const { rows: found } = await db.query<{
        id: number;
        name: string;
        phone: string;
        email: string;
        verified: boolean;
        registered_at: Date;
        township_id: number;
        plan_state: PlanState;
      }>(
        `SELECT m.id, u.name, u.phone, u.email, m.phone_verified_at IS NOT NULL AS verified,
                m.created_at AS registered_at, m.township_id, ${planStateSql('$2')} AS plan_state
           FROM merchants m JOIN users u ON u.id = m.user_id
           ${ACTIVE_ROW_JOIN}
          WHERE m.id = $1`,
        [merchantId, at],
      );
      const merchant = found[0];
      if (!merchant) return null;
      const [subscriptions, payments, refunds, store, counts, notes, audit] = await Promise.all([
        db.query<{
          id: number;
          plan: string;
          duration_month: number;
          status: AdminMerchantDetail['subscriptions'][number]['status'];
          starts_at: Date;
          ends_at: Date;
          grace_ends_at: Date;
          value: number | null;
          payment_id: number;
        }>(
          `SELECT s.id, p.name AS plan, s.duration_month, s.status, s.starts_at, s.ends_at,
                  s.grace_ends_at, s.value, s.payment_id
             FROM subscriptions s JOIN plans p ON p.id = s.plan_id
            WHERE s.merchant_id = $1
            ORDER BY s.starts_at DESC, s.id DESC`,
          [merchantId],
        ),
        db.query<{
          id: number;
          method: AdminMerchantPayment['method'];
          amount: number;
          currency: string;
          status: string;
          created_at: Date;
          receipt_number: string | null;
        }>(
          `SELECT pay.id, pay.method, round(pay.amount / 100.0)::int AS amount, pay.currency, pay.status, pay.created_at,
                  r.number AS receipt_number
             FROM payments pay LEFT JOIN receipts r ON r.payment_id = pay.id
            WHERE pay.merchant_id = $1
            ORDER BY pay.created_at DESC, pay.id DESC`,
          [merchantId],
        ),
        db.query<{
          id: number;
          payment_id: number;
          amount: number;
          reason: string;
          credit_note: string | null;
          created_at: Date;
        }>(
          `SELECT rf.id, rf.payment_id, round(rf.amount_minor / 100.0)::int AS amount, rf.reason,
                  cn.number AS credit_note, rf.created_at
             FROM refunds rf LEFT JOIN credit_notes cn ON cn.refund_id = rf.id
            WHERE rf.merchant_id = $1
            ORDER BY rf.created_at, rf.id`,
          [merchantId],
        ),
        db.query<{
          slug: string;
          name: string;
          published: boolean;
          listed_until: Date | null;
          suspended_at: Date | null;
          suspension_reason: string | null;
        }>(
          `SELECT st.slug, st.name, st.published_at IS NOT NULL AS published, ms.listed_until,
                  st.suspended_at, st.suspension_reason
             FROM stores st LEFT JOIN marketplace_shops ms ON ms.merchant_id = st.merchant_id
            WHERE st.merchant_id = $1`,
          [merchantId],
        ),
        db.query<{ orders: number; reservations: number }>(
          `SELECT (SELECT count(*)::int FROM shop_orders WHERE merchant_id = $1) AS orders,
                  (SELECT count(*)::int FROM reservations WHERE merchant_id = $1) AS reservations`,
          [merchantId],
        ),
        this.notes(merchantId),
        searchAudit(db, { merchant: merchantId }),
      ]);
      const storeRow = store.rows[0];
      return {
        merchant: { ...merchant, registered_at: iso(merchant.registered_at) ?? '' },
        subscriptions: subscriptions.rows.map((row) => ({
          ...row,
          starts_at: iso(row.starts_at) ?? '',
          ends_at: iso(row.ends_at) ?? '',
          grace_ends_at: iso(row.grace_ends_at) ?? '',
        })),
        payments: payments.rows.map((row) => ({
          ...row,
          created_at: iso(row.created_at) ?? '',
          refunds: refunds.rows
            .filter((refund) => refund.payment_id === row.id)
            .map(({ payment_id: _payment, ...refund }) => ({
              ...refund,
              created_at: iso(refund.created_at) ?? '',
            })),
        })),
        store: storeRow
          ? {
              ...storeRow,
              listed_until:
                storeRow.listed_until !== null && new Date(storeRow.listed_until) > now
                  ? iso(storeRow.listed_until)
                  : null,
              suspended_at: iso(storeRow.suspended_at),
            }
          : null,
        orders_count: counts.rows[0]?.orders ?? 0,
        reservations_count: counts.rows[0]?.reservations ?? 0,
        notes,
        audit: audit.rows,
      };
    },

    async notes(merchantId: number): Promise<AdminNote[]> {
      const { rows } = await db.query<AdminNote & { created_at: Date }>(
        `SELECT n.id, n.body, o.phone AS operator_phone, o.name AS operator_name, n.created_at
           FROM operator_notes n JOIN operators o ON o.id = n.operator_id
          WHERE n.merchant_id = $1
          ORDER BY n.created_at DESC, n.id DESC`,
        [merchantId],
      );
      return rows.map((row) => ({ ...row, created_at: iso(row.created_at) ?? '' }));
    },

    /** True when the merchant exists. */
    async exists(merchantId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM merchants WHERE id = $1', [merchantId]);
      return rows.length > 0;
    },

    /** Writes a note and its audit row in one transaction; null when there is no such merchant. */
    async addNote(
      actor: AuditActor,
      merchantId: number,
      note: AddNoteRequest,
    ): Promise<AdminNote | null> {
      return db.transaction(async (tx) => {
        const { rows: merchants } = await tx.query(
          'SELECT 1 FROM merchants WHERE id = $1 FOR SHARE',
          [merchantId],
        );
        if (merchants.length === 0) return null;
        const { rows } = await tx.query<AdminNote & { created_at: Date }>(
          `WITH n AS (
             INSERT INTO operator_notes (merchant_id, operator_id, body) VALUES ($1, $2, $3)
             RETURNING id, body, operator_id, created_at)
           SELECT n.id, n.body, o.phone AS operator_phone, o.name AS operator_name, n.created_at
             FROM n JOIN operators o ON o.id = n.operator_id`,
          [merchantId, actor.operatorId, note.body],
        );
        const made = rows[0]!;
        await recordAudit(tx, actor, {
          action: 'note.add',
          subjectType: 'merchant',
          subjectId: merchantId,
          merchantId,
          after: { note_id: made.id, body: made.body },
        });
        return { ...made, created_at: iso(made.created_at) ?? '' };
      });
    },
  };
}
