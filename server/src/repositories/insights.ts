/**
 * Advanced Analytics: a shop's daily rows (migration 039), read for a period and the one before
 * it, and the store page views counted into them. Every read counts the shop's stale days again
 * first (`shop_insights` calls `insights_refresh`), so what it answers always equals a count
 * from the source tables; `refreshAll` does the same for every shop, for a periodic job.
 */
import {
  NO_CUSTOMERS,
  emptyDay,
  previousRange,
  type BannerWindow,
  type BranchTotals,
  type CustomerCounts,
  type InsightDay,
  type InsightRange,
  type ItemTotals,
} from '@contract/insights';
import type { Db } from '../db/db';

/** What a period's measures are computed from (contract/insights.ts `InsightsSource`). */
export interface InsightsRead {
  days: InsightDay[];
  customers: { current: CustomerCounts; previous: CustomerCounts };
  items: ItemTotals[];
  branches: BranchTotals[];
  bannerWindows: BannerWindow[];
}

/** Store page views of one shop (by its address) on one Myanmar day. */
export interface PageViewCount {
  slug: string;
  day: string;
  views: number;
}

type Cell = string | number | null;

/** `shop_insights`' answer: rows as arrays, in the order the function builds them. */
interface Answer {
  days: Cell[][];
  items: Cell[][];
  branches: Cell[][];
  customers: number[];
  previous_customers: number[];
  banners: string[][];
}

/**
 * The columns of a `days` row after its day, as `shop_insights` lists them: the daily row's
 * counters (the hours at 2 and 3), then the banner's impressions and clicks, then the views.
 */
const DAY_COLUMNS = [
  'orders',
  'sales',
  'hour_orders',
  'hour_sales',
  'promo_uses',
  'promo_discount',
  'reservations',
  'reservation_guests',
  'reservations_completed',
  'reservations_no_show',
  'stamps_given',
  'stamp_rewards_earned',
  'stamp_rewards_redeemed',
  'points_issued',
  'points_spent',
  'members_joined',
  'banner_impressions',
  'banner_clicks',
  'page_views',
] as const;

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

function dayOf(row: Cell[]): InsightDay {
  const day = emptyDay(String(row[0]));
  DAY_COLUMNS.forEach((column, i) => {
    const value = row[i + 1] as unknown;
    if (column === 'hour_orders' || column === 'hour_sales') {
      if (Array.isArray(value)) day[column] = value.map(num);
    } else {
      day[column] = num(value);
    }
  });
  return day;
}

const customerCounts = (counts: number[]): CustomerCounts => ({
  customers: num(counts[0]),
  new_customers: num(counts[1]),
  single_order_customers: num(counts[2]),
});

export function createInsightsRepository(db: Db) {
  return {
    /**
     * The shop's figures of `range` and of the period of the same length before it, its stale
     * days counted again first.
     */
    async read(merchantId: number, range: InsightRange): Promise<InsightsRead> {
      const previous = previousRange(range);
      const { rows } = await db.query<{ answer: Answer | string }>(
        'SELECT shop_insights($1, $2::date, $3::date, $4::date) AS answer',
        [merchantId, previous.from, range.from, range.to],
      );
      const raw = rows[0]?.answer;
      const answer = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Answer | undefined;
      if (!answer) {
        return {
          days: [],
          customers: { current: NO_CUSTOMERS, previous: NO_CUSTOMERS },
          items: [],
          branches: [],
          bannerWindows: [],
        };
      }
      return {
        days: answer.days.map(dayOf).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)),
        customers: {
          current: customerCounts(answer.customers),
          previous: customerCounts(answer.previous_customers),
        },
        items: answer.items.map((row) => ({
          item_id: row[0] === null ? null : Number(row[0]),
          name: String(row[1]),
          section_id: row[2] === null ? null : Number(row[2]),
          section_name: row[3] === null ? null : String(row[3]),
          quantity: num(row[4]),
          sales: num(row[5]),
          previous_quantity: num(row[6]),
          previous_sales: num(row[7]),
        })),
        branches: answer.branches.map((row) => ({
          branch_id: row[0] === null ? null : Number(row[0]),
          name: row[1] === null ? null : String(row[1]),
          orders: num(row[2]),
          sales: num(row[3]),
          previous_orders: num(row[4]),
          previous_sales: num(row[5]),
        })),
        bannerWindows: answer.banners.map(([from, to]) => ({ from: String(from), to: String(to) })),
      };
    },

    /** Counts the shop's stale days and customers again (a read does this itself). */
    async refresh(merchantId: number): Promise<void> {
      await db.query('SELECT insights_refresh($1)', [merchantId]);
    },

    /** Counts every shop's stale days again, one shop at a time; answers how many shops had some. */
    async refreshAll(): Promise<number> {
      const { rows } = await db.query<{ merchant_id: number }>(
        `SELECT merchant_id FROM insight_stale_days
          UNION SELECT merchant_id FROM insight_stale_customers`,
      );
      for (const row of rows) await db.query('SELECT insights_refresh($1)', [row.merchant_id]);
      return rows.length;
    },

    /**
     * Adds store page views to their shops' days in one statement; views of an address no shop
     * has (any more) count nothing.
     */
    async addPageViews(counts: readonly PageViewCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db.query(
        `INSERT INTO shop_page_views AS v (merchant_id, day, views)
         SELECT st.merchant_id, c.day, sum(c.views)
           FROM unnest($1::text[], $2::date[], $3::bigint[]) AS c(slug, day, views)
           JOIN stores st ON st.slug = c.slug
          GROUP BY st.merchant_id, c.day
         ON CONFLICT (merchant_id, day) DO UPDATE SET views = v.views + EXCLUDED.views`,
        [counts.map((c) => c.slug), counts.map((c) => c.day), counts.map((c) => c.views)],
      );
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
