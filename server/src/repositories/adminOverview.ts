/**
 * The back office's overview: the figures an operator opens `/admin` on, each with the list it
 * comes from. Months and weeks are Myanmar's (Asia/Yangon, UTC+06:30 all year: no daylight
 * saving), computed here from `now` so that a test can move the clock.
 */
import {
  RENEWAL_DUE_DAYS,
  type AdminOverview,
  type MonthTakings,
  type PaymentMethod,
} from '@contract/adminMerchants';
import type { Db } from '../db/db';

const YANGON_OFFSET_MS = (6 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const NEW_SHOP_WEEKS = 8;

export interface Period {
  /** 'YYYY-MM' for a month, 'YYYY-MM-DD' for a week's Monday. */
  label: string;
  from: Date;
  to: Date;
}

/** Midnight (Myanmar time) starting the given Myanmar calendar day, as an instant. */
function yangonMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - YANGON_OFFSET_MS);
}

/** Pure: this calendar month and the one before, in Myanmar time, as instants [from, to). */
export function yangonMonths(now: Date): { current: Period; previous: Period } {
  const local = new Date(now.getTime() + YANGON_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const label = (y: number, m: number) => {
    const d = new Date(Date.UTC(y, m, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return {
    current: {
      label: label(year, month),
      from: yangonMidnight(year, month, 1),
      to: yangonMidnight(year, month + 1, 1),
    },
    previous: {
      label: label(year, month - 1),
      from: yangonMidnight(year, month - 1, 1),
      to: yangonMidnight(year, month, 1),
    },
  };
}

/** Pure: the last `count` weeks (Monday to Sunday, Myanmar time), the current one last. */
export function yangonWeeks(now: Date, count: number): Period[] {
  const local = new Date(now.getTime() + YANGON_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = yangonMidnight(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - sinceMonday,
  );
  const weeks: Period[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const from = new Date(monday.getTime() - i * 7 * DAY_MS);
    const to = new Date(from.getTime() + 7 * DAY_MS);
    weeks.push({
      label: new Date(from.getTime() + YANGON_OFFSET_MS).toISOString().slice(0, 10),
      from,
      to,
    });
  }
  return weeks;
}

export function createAdminOverviewRepository(db: Db) {
  async function takings(period: Period): Promise<MonthTakings> {
    const [{ rows: paid }, { rows: refunded }] = await Promise.all([
      db.query<{ method: PaymentMethod; total: string }>(
        `SELECT method, round(coalesce(sum(amount), 0) / 100.0)::bigint AS total FROM payments
          WHERE status = 'succeeded' AND created_at >= $1 AND created_at < $2
          GROUP BY method`,
        [period.from.toISOString(), period.to.toISOString()],
      ),
      db.query<{ total: string }>(
        `SELECT round(coalesce(sum(amount_minor), 0) / 100.0)::bigint AS total FROM refunds
          WHERE created_at >= $1 AND created_at < $2`,
        [period.from.toISOString(), period.to.toISOString()],
      ),
    ]);
    const byMethod = { card: 0, wallet: 0, bank_transfer: 0 };
    for (const row of paid) byMethod[row.method] = Number(row.total);
    const collected = byMethod.card + byMethod.wallet + byMethod.bank_transfer;
    const refundedTotal = Number(refunded[0]?.total ?? 0);
    return {
      month: period.label,
      by_method: byMethod,
      collected,
      refunded: refundedTotal,
      net: collected - refundedTotal,
      link: { section: 'payments', tab: 'payments' },
    };
  }

  return {
    async overview(now: Date = new Date()): Promise<AdminOverview> {
      const at = now.toISOString();
      const months = yangonMonths(now);
      const weeks = yangonWeeks(now, NEW_SHOP_WEEKS);
      const dueBy = new Date(now.getTime() + RENEWAL_DUE_DAYS * DAY_MS).toISOString();
      const [byPlan, figures, shops, thisMonth, lastMonth] = await Promise.all([
        db.query<{ plan_id: number; plan: string; count: number }>(
          `SELECT p.id AS plan_id, p.name AS plan, count(*)::int AS count
             FROM subscriptions s JOIN plans p ON p.id = s.plan_id
            WHERE s.status = 'active' AND s.starts_at <= $1 AND s.ends_at > $1
            GROUP BY p.id, p.name ORDER BY p.id`,
          [at],
        ),
        db.query<{ due: number; grace: number; review: number; held: number }>(
          `SELECT
             (SELECT count(*)::int FROM subscriptions
               WHERE status = 'active' AND ends_at > $1 AND ends_at <= $2) AS due,
             (SELECT count(*)::int FROM subscriptions
               WHERE status = 'active' AND ends_at <= $1 AND grace_ends_at > $1) AS grace,
             (SELECT count(*)::int FROM checkouts WHERE status = 'awaiting_review') AS review,
             (SELECT count(*)::int FROM checkouts c WHERE c.status = 'held_for_refund'
                 AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.checkout_id = c.id)) AS held`,
          [at, dueBy],
        ),
        db.query<{ week: number; count: number }>(
          `SELECT w.week::int AS week, count(m.id)::int AS count
             FROM unnest($1::timestamptz[]) WITH ORDINALITY AS w(start, week)
             LEFT JOIN merchants m
               ON m.created_at >= w.start AND m.created_at < w.start + interval '7 days'
            GROUP BY w.week`,
          [weeks.map((week) => week.from.toISOString())],
        ),
        takings(months.current),
        takings(months.previous),
      ]);
      const counts = new Map(shops.rows.map((row) => [row.week, row.count]));
      const f = figures.rows[0] ?? { due: 0, grace: 0, review: 0, held: 0 };
      return {
        active_by_plan: byPlan.rows.map((row) => ({
          ...row,
          link: { section: 'merchants', state: 'active' },
        })),
        this_month: thisMonth,
        last_month: lastMonth,
        renewals_due: {
          value: f.due,
          link: { section: 'merchants', state: 'active', renews_within: RENEWAL_DUE_DAYS },
        },
        in_grace: { value: f.grace, link: { section: 'merchants', state: 'grace' } },
        new_shops: weeks.map((week, i) => ({
          week_start: week.label,
          count: counts.get(i + 1) ?? 0,
        })),
        new_shops_link: { section: 'merchants' },
        awaiting_review: { value: f.review, link: { section: 'payments', tab: 'transfers' } },
        held_for_refund: { value: f.held, link: { section: 'payments', tab: 'held' } },
      };
    },
  };
}
