/** What the sitemap lists of the shops: every listed shop's address and its last change. */
import type { Db } from '../db/db';

export interface SitemapShop {
  slug: string;
  /** The latest change the store page shows: its profile, a branch or an item of its catalogue. */
  updatedAt: Date;
}

export function createSitemapRepository(db: Db) {
  return {
    /**
     * The listed shops (a suspended or lapsed shop has no `listed_until` in the future), by
     * slug. A removed item leaves no trace to date, so its removal dates nothing.
     */
    async listedShops(): Promise<SitemapShop[]> {
      const { rows } = await db.query<{ slug: string; updated_at: Date | string }>(
        `SELECT ms.slug,
                greatest(st.updated_at,
                         (SELECT max(b.updated_at) FROM branches b
                           WHERE b.merchant_id = st.merchant_id),
                         (SELECT max(i.updated_at) FROM catalogue_items i
                           WHERE i.merchant_id = st.merchant_id)) AS updated_at
           FROM marketplace_shops ms
           JOIN stores st ON st.merchant_id = ms.merchant_id
          WHERE ms.listed_until > now() AND st.suspended_at IS NULL
          ORDER BY ms.slug`,
      );
      return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
