/**
 * Ad banners (migration 014 `ad_banners`): one per subscription that bought them, shown on the
 * marketplace from `starts_at` to `ends_at` while its shop is listed. The public slot takes the
 * next banner in the order of the contract's `nextBanner` (fewest impressions, then longest
 * unseen, then the oldest) and counts its impression in the same statement, under the row's lock;
 * a banner another request holds is skipped, so concurrent page views never wait on each other.
 *
 * Impressions and clicks (migration 020 `banner_views`): a client's views within the impression
 * window are one impression of one banner, and that impression's id counts one click at most
 * (banners/impressions.ts signs the ids).
 */
import { randomBytes } from 'node:crypto';
import type { BannerSlot, MerchantBanner } from '@contract/loyalty';
import type { PhotoRef } from '@contract/store';
import type { Impression } from '../banners/impressions';
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

/** A banner as the slot shows it, before its impression id is signed. */
export type ShownBanner = Omit<NonNullable<BannerSlot['banner']>, 'impression'>;

/** A banner served to a client, with the impression it counts as. */
export interface ServedBanner {
  banner: ShownBanner;
  impression: Impression;
}

/** What a click with an impression id came to. */
export type ClickResult = 'counted' | 'notRunning' | 'notCounted';

interface ShownRow {
  id: number;
  title: string;
  photo: PhotoRef;
  slug: string;
  name: string;
}

function shown(row: ShownRow): ShownBanner {
  return {
    id: row.id,
    title: row.title,
    photo: row.photo,
    shop: { slug: row.slug, name: row.name },
  };
}

/** Whether banner `v.banner_id` is running (over `banner_views v`). */
const VIEWED_RUNNING = `EXISTS (SELECT 1 FROM ad_banners b ${RUNNING_JOINS}
                         WHERE b.id = v.banner_id AND ${RUNNING})`;

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

    /**
     * The banner for the client `clientKey`: within `windowSeconds` of its last impression, the
     * same banner and impression, counting nothing; else the next banner in fair rotation, its
     * impression counted and remembered for the client. Null when no banner is running. One
     * statement, so the chosen banner's row is locked only while it runs; two views at once from
     * one client meet on the client's row (its key is unique), and the second counts nothing.
     */
    async serve(clientKey: string, windowSeconds: number): Promise<ServedBanner | null> {
      type Row = ShownRow & { impression_id: string; issued_at: Date | string };
      const served = (row: Row): ServedBanner => ({
        banner: shown(row),
        impression: { id: row.impression_id, issuedAt: new Date(isoTime(row.issued_at)) },
      });
      // The next banner, counted, unless the client saw one within the window. A banner another
      // view holds is skipped (page views never wait on each other), or waited for on a retry.
      const count = (wait: boolean) =>
        db.query<Row>(
          `WITH chosen AS (
           SELECT b.id
             FROM ad_banners b
             ${RUNNING_JOINS}
            WHERE ${RUNNING}
            ORDER BY b.impressions, b.last_shown_at NULLS FIRST, b.id
            LIMIT 1
              FOR UPDATE OF b ${wait ? '' : 'SKIP LOCKED'}
         ),
         claimed AS (
           INSERT INTO banner_views AS v (client_key, impression_id, banner_id, issued_at)
           SELECT $1, $2, chosen.id, date_trunc('second', now()) FROM chosen
           ON CONFLICT (client_key) DO UPDATE
              SET impression_id = EXCLUDED.impression_id, banner_id = EXCLUDED.banner_id,
                  issued_at = EXCLUDED.issued_at, clicked_at = NULL
            WHERE v.issued_at <= now() - $3::integer * interval '1 second'
               OR NOT ${VIEWED_RUNNING}
           RETURNING v.banner_id, v.impression_id, v.issued_at
         ),
         counted AS (
           UPDATE ad_banners b
              SET impressions = b.impressions + 1, last_shown_at = clock_timestamp()
             FROM claimed
            WHERE b.id = claimed.banner_id
           RETURNING b.id, b.title, ${photoRefJson('b.photo_id')} AS photo, b.merchant_id
         )
         SELECT c.id, c.title, c.photo, ms.slug, ms.name, claimed.impression_id, claimed.issued_at
           FROM counted c
           JOIN claimed ON claimed.banner_id = c.id
           JOIN marketplace_shops ms ON ms.merchant_id = c.merchant_id`,
          [clientKey, randomBytes(16).toString('base64url'), windowSeconds],
        );
      // Seen within the window: the client's banner, if still running. Also whether any banner
      // runs at all: when one does but another view held it (the same client's view at the same
      // moment, say), the count is tried once more, waiting for it this time.
      const seen = () =>
        db.query<Partial<Row> & { running: boolean }>(
          `SELECT b.id, b.title, ${photoRefJson('b.photo_id')} AS photo, ms.slug, ms.name,
                  v.impression_id, v.issued_at,
                  EXISTS (SELECT 1 FROM ad_banners b ${RUNNING_JOINS} WHERE ${RUNNING}) AS running
             FROM (SELECT 1) AS one
             LEFT JOIN (banner_views v
                        JOIN ad_banners b ON b.id = v.banner_id
                        ${RUNNING_JOINS})
               ON v.client_key = $1 AND v.issued_at > now() - $2::integer * interval '1 second'
                  AND ${RUNNING}`,
          [clientKey, windowSeconds],
        );
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const counted = (await count(attempt > 0)).rows[0];
        if (counted) return served(counted);
        const row = (await seen()).rows[0];
        if (row?.id !== undefined && row.id !== null) return served(row as Row);
        if (!row?.running) return null;
      }
      return null;
    },

    /**
     * Counts a click on a running banner with an impression of it issued less than
     * `windowSeconds` ago and not clicked before (its id was verified by the caller).
     */
    async click(
      bannerId: number,
      impressionId: string,
      windowSeconds: number,
    ): Promise<ClickResult> {
      const { rows } = await db.query<{ counted: boolean; running: boolean }>(
        `WITH used AS (
           UPDATE banner_views v SET clicked_at = now()
            WHERE v.impression_id = $2 AND v.banner_id = $1 AND v.clicked_at IS NULL
              AND v.issued_at > now() - $3::integer * interval '1 second' AND ${VIEWED_RUNNING}
           RETURNING v.banner_id
         ),
         counted AS (
           UPDATE ad_banners b SET clicks = b.clicks + 1 FROM used WHERE b.id = used.banner_id
           RETURNING b.id
         )
         SELECT EXISTS (SELECT 1 FROM counted) AS counted,
                EXISTS (SELECT 1 FROM ad_banners b ${RUNNING_JOINS}
                         WHERE b.id = $1 AND ${RUNNING}) AS running`,
        [bannerId, impressionId, windowSeconds],
      );
      const row = rows[0];
      if (row?.counted) return 'counted';
      return row?.running ? 'notCounted' : 'notRunning';
    },

    /** Forgets impressions older than `windowSeconds`: they count nothing any more. */
    async sweepViews(windowSeconds: number): Promise<void> {
      await db.query(
        `DELETE FROM banner_views WHERE issued_at <= now() - $1::integer * interval '1 second'`,
        [windowSeconds],
      );
    },

    /**
     * The secret named `name` that every process on the database shares: made by the first
     * process that asks (a random 32 bytes; a second process at once keeps the first's).
     */
    async secret(name: string): Promise<Buffer> {
      await db.query(
        'INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, randomBytes(32)],
      );
      const { rows } = await db.query<{ secret: Uint8Array }>(
        'SELECT secret FROM server_secrets WHERE name = $1',
        [name],
      );
      const row = rows[0];
      if (!row) throw new Error(`The secret ${name} was not stored`);
      return Buffer.from(row.secret);
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
