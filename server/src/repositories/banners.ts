/**
 * Ad banners (migration 014 `ad_banners`): one per subscription that bought them, shown on the
 * marketplace from `starts_at` to `ends_at` while its shop is listed. The public slot takes the
 * next banner in the order of the contract's `nextBanner` (fewest impressions, then longest
 * unseen, then the oldest) and counts its impression in the same statement, under the row's lock;
 * a banner another request holds is skipped, so concurrent page views never wait on each other.
 */
import type { BannerSlot, MerchantBanner } from '@contract/loyalty';
import type { PhotoRef } from '@contract/store';
import type { Db } from '../db/db';
import { ACTIVE_SUBSCRIPTION } from './entitlements';
import { isoTime } from './payments';
import { photoRefJson } from './photos';

/** A banner running now (over `ad_banners b`, `subscriptions s`, `marketplace_shops ms`). */
const RUNNING = `b.starts_at <= now() AND b.ends_at > now() AND ms.listed_until > now()
  AND ${ACTIVE_SUBSCRIPTION}`;

const RUNNING_JOINS = `JOIN subscriptions s ON s.id = b.subscription_id
  JOIN marketplace_shops ms ON ms.merchant_id = b.merchant_id`;

/** The merchant's active subscription: the one a banner belongs to. */
export interface ActiveSubscription {
  id: number;
  endsAt: Date;
}

type BannerFigures = NonNullable<MerchantBanner['banner']>;

interface BannerRow extends Omit<
  BannerFigures,
  'starts_at' | 'ends_at' | 'impressions' | 'clicks'
> {
  starts_at: Date | string;
  ends_at: Date | string;
  // bigint columns: read as text, so no driver turns them into something else.
  impressions: string;
  clicks: string;
}

const BANNER_COLUMNS = `b.id, b.title, ${photoRefJson('b.photo_id')} AS photo, b.starts_at, b.ends_at,
  b.impressions::text AS impressions, b.clicks::text AS clicks,
  EXISTS (SELECT 1 FROM subscriptions s JOIN marketplace_shops ms ON ms.merchant_id = b.merchant_id
           WHERE s.id = b.subscription_id AND ${RUNNING}) AS active`;

function toBanner(row: BannerRow): BannerFigures {
  return {
    ...row,
    starts_at: isoTime(row.starts_at),
    ends_at: isoTime(row.ends_at),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
  };
}

export function createBannerRepository(db: Db) {
  async function ofSubscription(q: Db, subscriptionId: number): Promise<BannerFigures | null> {
    const { rows } = await q.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM ad_banners b WHERE b.subscription_id = $1`,
      [subscriptionId],
    );
    return rows[0] ? toBanner(rows[0]) : null;
  }

  return {
    /** The merchant's active subscription, or null. */
    async activeSubscription(merchantId: number): Promise<ActiveSubscription | null> {
      const { rows } = await db.query<{ id: number; ends_at: Date | string }>(
        `SELECT s.id, s.ends_at FROM subscriptions s WHERE s.merchant_id = $1 AND ${ACTIVE_SUBSCRIPTION}`,
        [merchantId],
      );
      const row = rows[0];
      return row ? { id: row.id, endsAt: new Date(isoTime(row.ends_at)) } : null;
    },

    /** The banner of a subscription with its figures, or null before its first picture. */
    ofSubscription: (subscriptionId: number) => ofSubscription(db, subscriptionId),

    /**
     * Sets the banner's picture and words. The first time for a subscription it starts the
     * banner (`starts`, `ends`); later, its window stays as it was. One statement: two first
     * saves at once make one banner. Null when the merchant has no store.
     */
    async save(
      merchantId: number,
      subscriptionId: number,
      input: { photo_id: string; title: string },
      window: { starts: Date; ends: Date },
    ): Promise<BannerFigures | null> {
      // From the store's row: a merchant without a store gets no banner (and null).
      await db.query(
        `INSERT INTO ad_banners (merchant_id, subscription_id, photo_id, title, starts_at, ends_at)
         SELECT st.merchant_id, $2, $3, $4, $5, $6 FROM stores st WHERE st.merchant_id = $1
         ON CONFLICT (subscription_id)
         DO UPDATE SET photo_id = EXCLUDED.photo_id, title = EXCLUDED.title, updated_at = now()`,
        [
          merchantId,
          subscriptionId,
          input.photo_id,
          input.title,
          window.starts.toISOString(),
          window.ends.toISOString(),
        ],
      );
      return ofSubscription(db, subscriptionId);
    },

    /** The next banner in fair rotation, its impression counted; null when none is running. */
    async next(): Promise<BannerSlot['banner']> {
      const { rows } = await db.query<{
        id: number;
        title: string;
        photo: PhotoRef;
        slug: string;
        name: string;
      }>(
        `WITH chosen AS (
           SELECT b.id, ms.slug, ms.name
             FROM ad_banners b
             ${RUNNING_JOINS}
            WHERE ${RUNNING}
            ORDER BY b.impressions, b.last_shown_at NULLS FIRST, b.id
            LIMIT 1
              FOR UPDATE OF b SKIP LOCKED
         )
         UPDATE ad_banners b
            SET impressions = b.impressions + 1, last_shown_at = clock_timestamp()
           FROM chosen
          WHERE b.id = chosen.id
         RETURNING b.id, b.title, ${photoRefJson('b.photo_id')} AS photo, chosen.slug, chosen.name`,
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        title: row.title,
        photo: row.photo,
        shop: { slug: row.slug, name: row.name },
      };
    },

    /** Counts a click on a running banner; false when it is not running (or does not exist). */
    async click(bannerId: number): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE ad_banners b SET clicks = b.clicks + 1
           FROM subscriptions s, marketplace_shops ms
          WHERE b.id = $1 AND s.id = b.subscription_id AND ms.merchant_id = b.merchant_id
            AND ${RUNNING}
          RETURNING b.id`,
        [bannerId],
      );
      return rows.length > 0;
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
