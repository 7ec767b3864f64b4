/**
 * The public marketplace: listed shops (search and filters, a page at a time), a listed shop's
 * store page, and the categories with their numbers of listed shops.
 *
 * Listed = published + an active subscription + a verified phone (the contract's `isListed`).
 * Lists read it from `marketplace_shops.listed_until` (migration 012: triggers keep it, with
 * each store's search document); a store page reads it from the store, the merchant and the
 * subscription themselves. The tests check that both agree for every condition.
 */
import { entitlementsOf, type EntitlementPlan } from '@contract/entitlements';
import {
  MARKETPLACE_PAGE_SIZE,
  type CategoryCount,
  type ShopCard,
  type ShopPageResponse,
  type ShopSearchQuery,
} from '@contract/store';
import type { Db } from '../db/db';
import { ACTIVE_SUBSCRIPTION } from './entitlements';

/** A `PhotoRef` (or null) of the photo whose id is `column`, as JSON. */
function photoRef(column: string): string {
  return `(SELECT json_build_object(
             'id', p.id, 'width', p.width, 'height', p.height,
             'widths', coalesce((SELECT json_agg(v.width ORDER BY v.width)
                                   FROM photo_variants v WHERE v.photo_id = p.id), '[]'::json))
             FROM photos p WHERE p.id = ${column})`;
}

/** The most terms a search looks for; the rest of a long query adds nothing worth the work. */
export const MAX_SEARCH_TERMS = 8;

/**
 * The terms of a typed query: its whitespace-separated words, each once. A shop matches when its
 * text holds every term (anywhere: Burmese words are not separated by spaces).
 */
export function searchTerms(q: string | undefined): string[] {
  if (q === undefined) return [];
  const words = q
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

interface CardRow {
  slug: string;
  name: string;
  category_id: number;
  category_name: string;
  township_id: number;
  township_name: string;
  district_id: number;
  district_name: string;
  logo: ShopCard['logo'];
  verified: boolean;
  total: number;
}

interface PageRow {
  merchant_id: number;
  slug: string;
  name: string;
  description: string;
  address: string;
  phone: string;
  hours: ShopPageResponse['hours'];
  category_id: number;
  category_name: string;
  township_id: number;
  township_name: string;
  district_id: number;
  district_name: string;
  logo: ShopPageResponse['logo'];
  cover: ShopPageResponse['cover'];
  verified: boolean;
  plan: EntitlementPlan;
  addons: Array<{ addon_type_id: number; quantity: number }>;
  branches: ShopPageResponse['branches'];
  sections: ShopPageResponse['sections'];
  items: ShopPageResponse['items'];
}

export function createMarketplaceRepository(db: Db) {
  /**
   * A page of listed shops matching every filter given. With a query, the best matches come
   * first: the name starting with the query, then holding it, then holding every term, then
   * the shops whose description or catalogue holds the terms; then by name and id, so that the
   * order is the same on every call and pages never overlap.
   */
  async function searchShops(
    query: ShopSearchQuery,
  ): Promise<{ shops: ShopCard[]; total: number }> {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['ms.listed_until > now()'];
    if (query.category !== undefined) where.push(`ms.category_id = ${param(query.category)}`);
    if (query.district !== undefined) where.push(`ms.district_id = ${param(query.district)}`);
    if (query.township !== undefined) where.push(`ms.township_id = ${param(query.township)}`);
    const terms = searchTerms(query.q);
    let rank = '0';
    if (terms.length > 0) {
      const list = param(terms);
      const phrase = param(terms.join(' '));
      where.push(`NOT EXISTS (
          SELECT 1 FROM unnest(${list}::text[]) AS term
           WHERE strpos(ms.document, marketplace_normalise(term)) = 0)`);
      rank = `CASE
          WHEN starts_with(ms.sort_name, marketplace_normalise(${phrase})) THEN 0
          WHEN strpos(ms.sort_name, marketplace_normalise(${phrase})) > 0 THEN 1
          WHEN NOT EXISTS (SELECT 1 FROM unnest(${list}::text[]) AS term
                            WHERE strpos(ms.sort_name, marketplace_normalise(term)) = 0) THEN 2
          ELSE 3 END`;
    }
    const page = query.page ?? 1;
    const limit = param(MARKETPLACE_PAGE_SIZE);
    const offset = param((page - 1) * MARKETPLACE_PAGE_SIZE);
    const { rows } = await db.query<CardRow>(
      `WITH hits AS (
           SELECT ms.merchant_id, ms.slug, ms.name, ms.category_id, ms.township_id,
                  ms.district_id, ms.logo_photo_id, ms.sort_name, ${rank} AS rank,
                  count(*) OVER () AS total
             FROM marketplace_shops ms
            WHERE ${where.join('\n              AND ')}
            ORDER BY rank, ms.sort_name COLLATE "C", ms.merchant_id
            LIMIT ${limit} OFFSET ${offset}
         )
         SELECT h.slug, h.name, c.id AS category_id, c.name AS category_name,
                t.id AS township_id, t.name AS township_name,
                d.id AS district_id, d.name AS district_name,
                ${photoRef('h.logo_photo_id')} AS logo,
                true AS verified, h.total::int AS total
           FROM hits h
           JOIN categories c ON c.id = h.category_id
           JOIN townships t ON t.id = h.township_id
           JOIN districts d ON d.id = h.district_id
          ORDER BY h.rank, h.sort_name COLLATE "C", h.merchant_id`,
      params,
    );
    // A page past the last holds no row to read the total from: count on the first page.
    const total =
      rows[0]?.total ?? (page > 1 ? (await searchShops({ ...query, page: 1 })).total : 0);
    return {
      shops: rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        category: { id: row.category_id, name: row.category_name },
        township: { id: row.township_id, name: row.township_name },
        district: { id: row.district_id, name: row.district_name },
        logo: row.logo,
        verified: row.verified,
      })),
      total,
    };
  }

  return {
    searchShops,

    /** The store page of the listed shop at `slug`, or undefined for any other slug. */
    async shopPage(slug: string): Promise<ShopPageResponse | undefined> {
      const { rows } = await db.query<PageRow>(
        `SELECT st.merchant_id, st.slug, st.name, st.description, st.address, st.phone, st.hours,
                c.id AS category_id, c.name AS category_name,
                t.id AS township_id, t.name AS township_name,
                d.id AS district_id, d.name AS district_name,
                ${photoRef('st.logo_photo_id')} AS logo,
                ${photoRef('st.cover_photo_id')} AS cover,
                m.phone_verified_at IS NOT NULL AS verified,
                json_build_object(
                  'id', p.id, 'name', p.name, 'max_branches', p.max_branches,
                  'max_posts_per_month', p.max_posts_per_month,
                  'allow_stamp_card', p.allow_stamp_card,
                  'allow_point_collection', p.allow_point_collection,
                  'allow_membership', p.allow_membership) AS plan,
                coalesce((SELECT json_agg(json_build_object(
                                   'addon_type_id', a.addon_type_id, 'quantity', a.quantity))
                            FROM subscription_addons a WHERE a.subscription_id = s.id),
                         '[]'::json) AS addons,
                coalesce((SELECT json_agg(json_build_object(
                                   'id', b.id, 'name', b.name, 'address', b.address,
                                   'township', json_build_object('id', bt.id, 'name', bt.name),
                                   'phone', b.phone, 'hours', b.hours)
                                 ORDER BY b.position, b.id)
                            FROM branches b JOIN townships bt ON bt.id = b.township_id
                           WHERE b.merchant_id = st.merchant_id), '[]'::json) AS branches,
                coalesce((SELECT json_agg(json_build_object('id', ms.id, 'name', ms.name)
                                 ORDER BY ms.position, ms.id)
                            FROM menu_sections ms
                           WHERE ms.merchant_id = st.merchant_id), '[]'::json) AS sections,
                coalesce((SELECT json_agg(json_build_object(
                                   'id', i.id, 'kind', i.kind, 'section_id', i.section_id,
                                   'name', i.name, 'description', i.description,
                                   'price', i.price, 'photo', ${photoRef('i.photo_id')},
                                   'available', i.available)
                                 ORDER BY CASE i.kind WHEN 'product' THEN 1
                                                      WHEN 'service' THEN 2 ELSE 3 END,
                                          ms.position, i.position, i.id)
                            FROM catalogue_items i
                            LEFT JOIN menu_sections ms ON ms.id = i.section_id
                           WHERE i.merchant_id = st.merchant_id), '[]'::json) AS items
           FROM stores st
           JOIN merchants m ON m.id = st.merchant_id
           JOIN subscriptions s ON s.merchant_id = st.merchant_id AND ${ACTIVE_SUBSCRIPTION}
           JOIN plans p ON p.id = s.plan_id
           JOIN categories c ON c.id = st.category_id
           JOIN townships t ON t.id = st.township_id
           JOIN districts d ON d.id = t.district_id
          WHERE st.slug = $1 AND st.published_at IS NOT NULL AND m.phone_verified_at IS NOT NULL`,
        [slug],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        slug: row.slug,
        name: row.name,
        description: row.description,
        category: { id: row.category_id, name: row.category_name },
        township: { id: row.township_id, name: row.township_name },
        district: { id: row.district_id, name: row.district_name },
        address: row.address,
        phone: row.phone,
        hours: row.hours,
        logo: row.logo,
        cover: row.cover,
        verified: row.verified,
        takes_orders: entitlementsOf({ plan: row.plan, addons: row.addons }).orders,
        branches: row.branches,
        sections: row.sections,
        items: row.items,
      };
    },

    /** Every category in its order, with how many listed shops are in it (0 included). */
    async categoryCounts(): Promise<CategoryCount[]> {
      const { rows } = await db.query<CategoryCount>(
        `SELECT c.id, c.name, count(ms.merchant_id)::int AS shop_count
           FROM categories c
           LEFT JOIN marketplace_shops ms ON ms.category_id = c.id AND ms.listed_until > now()
          GROUP BY c.id
          ORDER BY c.position, c.id`,
      );
      return rows;
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
