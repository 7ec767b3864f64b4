/**
 * The public marketplace: listed shops (search and filters, a page at a time), a listed shop's
 * store page, and the categories with their numbers of listed shops.
 *
 * Listed = published + an active subscription + a verified phone (the contract's `isListed`).
 * Lists read it from `marketplace_shops.listed_until` (migration 012: triggers keep it, with
 * each store's search document); a store page reads it there and again from the store, the
 * merchant and the subscription themselves.
 *
 * The answers' names (categories, townships, districts, in the request's language) come from the
 * reference repository's cache and photos from a cache of their own, so that the queries read only the shops' rows:
 * on PGlite every statement costs its planning and execution on the one thread that answers.
 */
import type { DeliveryArea } from '@contract/delivery';
import type { OptionGroup } from '@contract/options';
import type { NamedItem } from '@contract';
import { entitlementsOf } from '@contract/entitlements';
import { yangonTimeOf } from '@contract/hours';
import { ORDER_LIMITS } from '@contract/orderRules';
import { ratingAverage } from '@contract/reviewRules';
import {
  MARKETPLACE_PAGE_SIZE,
  type CatalogueItem,
  type CategoryCount,
  type CategoryCountQuery,
  type PhotoRef,
  type ShopCard,
  type ShopPageResponse,
  type ShopSearchQuery,
} from '@contract/store';
import type { Db } from '../db/db';
import type { Language } from '../i18n';
import { createReferenceRepository, invalidateReferenceCache } from './reference';

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

/* ------------------------------- photos ------------------------------ */

/**
 * A stored photo never changes (a new upload is a new id), so its `PhotoRef` can be kept for as
 * long as the process runs. Bounded: past `PHOTO_CACHE_SIZE` the cache starts afresh.
 */
const PHOTO_CACHE_SIZE = 20_000;
const photoCaches = new WeakMap<Db, Map<string, PhotoRef>>();

async function photoRefs(
  db: Db,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, PhotoRef>> {
  let cache = photoCaches.get(db);
  if (!cache) photoCaches.set(db, (cache = new Map()));
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const missing = wanted.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const { rows } = await db.query<PhotoRef>(
      `SELECT p.id, p.width, p.height, array_agg(v.width ORDER BY v.width) AS widths
         FROM photos p JOIN photo_variants v ON v.photo_id = p.id
        WHERE p.id = ANY ($1::text[])
        GROUP BY p.id`,
      [missing],
    );
    if (cache.size + rows.length > PHOTO_CACHE_SIZE) cache.clear();
    for (const row of rows) cache.set(row.id, Object.freeze(row));
  }
  return cache;
}

/* ------------------------------- names ------------------------------- */

/** Each cached list of the reference repository (frozen, replaced when it changes) by id. */
const byIdCache = new WeakMap<readonly NamedItem[], Map<number, NamedItem>>();

function byId(list: readonly NamedItem[]): Map<number, NamedItem> {
  let map = byIdCache.get(list);
  if (!map) byIdCache.set(list, (map = new Map(list.map((item) => [item.id, item]))));
  return map;
}

/** `{id, name}` of `id` in `names`; a name the cache does not have yet reads as empty. */
function named(names: Map<number, NamedItem>, id: number): NamedItem {
  return { id, name: names.get(id)?.name ?? '' };
}

/** A shop's rating from its listing row's sum and count; null without a visible review. */
function ratingOf(total: number, count: number): ShopCard['rating'] {
  const average = ratingAverage(total, count);
  return average === null ? null : { average, count };
}

/* ------------------------------- rows -------------------------------- */

interface CardRow {
  merchant_id: number;
  slug: string;
  name: string;
  category_id: number;
  township_id: number;
  district_id: number;
  logo_photo_id: string | null;
  cover_photo_id: string | null;
  hours: ShopCard['hours'];
  rating_count: number;
  rating_total: number;
  total: number;
}

interface PageDocument {
  slug: string;
  name: string;
  description: string;
  address: string;
  phone: string;
  hours: ShopPageResponse['hours'];
  busy_until: string | null;
  orders_for_later: boolean;
  category_id: number;
  township_id: number;
  district_id: number;
  logo_photo_id: string | null;
  cover_photo_id: string | null;
  plan_id: number;
  addons: Array<{ addon_type_id: number; quantity: number }>;
  branches: Array<Omit<ShopPageResponse['branches'][number], 'township'> & { township_id: number }>;
  sections: ShopPageResponse['sections'];
  items: Array<Omit<CatalogueItem, 'photo'> & { photo_id: string | null }>;
  /** The townships the shop delivers to; null: none. */
  delivery: DeliveryArea[] | null;
  /** The choices of the items that have some; null: none has. */
  choices: Array<{ item_id: number; options: OptionGroup[] }> | null;
}

export function createMarketplaceRepository(db: Db) {
  const reference = createReferenceRepository(db);

  /**
   * The reference names by id in `language`; read again once when one of `wanted` is not in the
   * cache.
   */
  async function names(
    language: Language,
    wanted: { categories: number[]; townships: number[]; districts: number[] },
  ) {
    const load = async () => {
      const lists = reference.namesIn(language);
      const [categories, townships, districts] = await Promise.all([
        lists.categories,
        lists.townships,
        lists.districts,
      ]);
      return {
        categories: byId(categories),
        townships: byId(townships),
        districts: byId(districts),
      };
    };
    const maps = await load();
    const complete = (Object.keys(wanted) as Array<keyof typeof wanted>).every((list) =>
      wanted[list].every((id) => maps[list].has(id)),
    );
    if (complete) return maps;
    // A row added to the reference tables by hand, which the cache has not seen.
    invalidateReferenceCache(db);
    return load();
  }

  /**
   * A page of listed shops matching every filter given. With a query, the best matches come
   * first: the name starting with the query, then holding it, then holding every term, then
   * the shops whose description or catalogue holds the terms. Then the shops open at `now`
   * (Myanmar time, by their own hours) before the closed ones; then by name and id, so that the
   * order is the same on every call and pages never overlap.
   */
  async function searchShops(
    query: ShopSearchQuery,
    language: Language = 'en',
    now: Date = new Date(),
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
    const clock = yangonTimeOf(now);
    const order = [
      `CASE WHEN marketplace_open_at(ms.hours, ${param(clock.weekday)}, ${param(clock.minute)})
            THEN 0 ELSE 1 END`,
      'ms.sort_name COLLATE "C"',
      'ms.merchant_id',
    ];
    if (terms.length > 0) {
      // Each term a constant of its own: normalised once when the statement is planned, not
      // once per shop.
      const each = terms.map((term) => `marketplace_normalise(${param(term)})`);
      const phrase = `marketplace_normalise(${param(terms.join(' '))})`;
      for (const term of each) where.push(`strpos(ms.document, ${term}) > 0`);
      order.unshift(`CASE
          WHEN starts_with(ms.sort_name, ${phrase}) THEN 0
          WHEN strpos(ms.sort_name, ${phrase}) > 0 THEN 1
          WHEN ${each.map((term) => `strpos(ms.sort_name, ${term}) > 0`).join(' AND ')} THEN 2
          ELSE 3 END`);
    }
    if (query.sort === 'rating') {
      // The average as the cards show it (one decimal), so that equal cards rank by their count.
      order.unshift(
        'round(ms.rating_total::numeric / nullif(ms.rating_count, 0), 1) DESC NULLS LAST',
        'ms.rating_count DESC',
      );
    }
    const page = query.page ?? 1;
    const limit = param(MARKETPLACE_PAGE_SIZE);
    const offset = param((page - 1) * MARKETPLACE_PAGE_SIZE);
    const { rows } = await db.query<CardRow>(
      `SELECT ms.merchant_id, ms.slug, ms.name, ms.category_id, ms.township_id, ms.district_id,
              ms.logo_photo_id, ms.cover_photo_id, ms.hours, ms.rating_count, ms.rating_total,
              (count(*) OVER ())::int AS total
         FROM marketplace_shops ms
        WHERE ${where.join('\n          AND ')}
        ORDER BY ${order.join(', ')}
        LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    // A page past the last holds no row to read the total from: count on the first page.
    const total =
      rows[0]?.total ??
      (page > 1 ? (await searchShops({ ...query, page: 1 }, language, now)).total : 0);
    const [n, photos, orders] = await Promise.all([
      names(language, {
        categories: rows.map((row) => row.category_id),
        townships: rows.map((row) => row.township_id),
        districts: rows.map((row) => row.district_id),
      }),
      photoRefs(
        db,
        rows.flatMap((row) => [row.logo_photo_id, row.cover_photo_id]),
      ),
      takingOrders(rows.map((row) => row.merchant_id)),
    ]);
    return {
      shops: rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        category: named(n.categories, row.category_id),
        township: named(n.townships, row.township_id),
        district: named(n.districts, row.district_id),
        logo: (row.logo_photo_id && photos.get(row.logo_photo_id)) || null,
        cover: (row.cover_photo_id && photos.get(row.cover_photo_id)) || null,
        hours: row.hours,
        takes_orders: orders.has(row.merchant_id),
        // Every listed shop's phone is verified.
        verified: true,
        rating: ratingOf(row.rating_total, row.rating_count),
      })),
      total,
    };
  }

  /** Which of these merchants' active plans (with their add-ons) include orders. */
  async function takingOrders(merchantIds: number[]): Promise<Set<number>> {
    if (merchantIds.length === 0) return new Set();
    const [plans, { rows }] = await Promise.all([
      reference.plans(),
      db.query<{
        merchant_id: number;
        plan_id: number;
        addons: Array<{ addon_type_id: number; quantity: number }>;
      }>(
        `SELECT s.merchant_id, s.plan_id,
                coalesce((SELECT json_agg(json_build_object('addon_type_id', a.addon_type_id,
                                                            'quantity', a.quantity))
                            FROM subscription_addons a WHERE a.subscription_id = s.id),
                         '[]'::json) AS addons
           FROM subscriptions s
          WHERE s.merchant_id = ANY ($1::int[]) AND s.status = 'active'`,
        [merchantIds],
      ),
    ]);
    const taking = new Set<number>();
    for (const row of rows) {
      const plan = plans.find((p) => p.id === row.plan_id);
      if (plan && entitlementsOf({ plan, addons: row.addons }).orders) taking.add(row.merchant_id);
    }
    return taking;
  }

  /** The store page of the listed shop at `slug`, or undefined for any other slug. */
  async function shopPage(
    slug: string,
    language: Language = 'en',
  ): Promise<ShopPageResponse | undefined> {
    const { rows } = await db.query<{ page: PageDocument | null }>(
      'SELECT marketplace_shop_page($1) AS page',
      [slug],
    );
    const page = rows[0]?.page;
    if (!page) return undefined;
    const [n, plans, photos, party] = await Promise.all([
      names(language, {
        categories: [page.category_id],
        townships: [
          page.township_id,
          ...page.branches.map((b) => b.township_id),
          ...(page.delivery ?? []).map((area) => area.township_id),
        ],
        districts: [page.district_id],
      }),
      reference.plans(),
      photoRefs(db, [
        page.logo_photo_id,
        page.cover_photo_id,
        ...page.items.map((item) => item.photo_id),
      ]),
      db.query<{
        max_party_size: number;
        rating_count: number | null;
        rating_total: number | null;
      }>(
        `SELECT st.max_party_size, ms.rating_count, ms.rating_total
           FROM stores st LEFT JOIN marketplace_shops ms ON ms.merchant_id = st.merchant_id
          WHERE st.slug = $1`,
        [page.slug],
      ),
    ]);
    const areas = page.delivery ?? [];
    const options = new Map((page.choices ?? []).map((row) => [row.item_id, row.options]));
    const plan = plans.find((p) => p.id === page.plan_id);
    if (!plan) throw new Error(`No plan ${page.plan_id} in the reference data`);
    const photo = (id: string | null) => (id && photos.get(id)) || null;
    return {
      slug: page.slug,
      name: page.name,
      description: page.description,
      category: named(n.categories, page.category_id),
      township: named(n.townships, page.township_id),
      district: named(n.districts, page.district_id),
      address: page.address,
      phone: page.phone,
      hours: page.hours,
      busy_until: page.busy_until,
      orders_for_later: page.orders_for_later,
      logo: photo(page.logo_photo_id),
      cover: photo(page.cover_photo_id),
      verified: true,
      takes_orders: entitlementsOf({ plan, addons: page.addons }).orders,
      max_party_size: party.rows[0]?.max_party_size ?? ORDER_LIMITS.defaultMaxPartySize,
      branches: page.branches.map(({ township_id, ...branch }) => ({
        ...branch,
        township: named(n.townships, township_id),
      })),
      sections: page.sections,
      items: page.items.map(({ photo_id, ...item }) => {
        const choices = options.get(item.id);
        return { ...item, photo: photo(photo_id), ...(choices ? { options: choices } : {}) };
      }),
      rating: ratingOf(party.rows[0]?.rating_total ?? 0, party.rows[0]?.rating_count ?? 0),
      ...(areas.length === 0
        ? {}
        : {
            delivery: areas.map(({ township_id, ...area }) => ({
              township: named(n.townships, township_id),
              ...area,
            })),
          }),
    };
  }

  /**
   * Every category in its order, with how many listed shops are in it (0 included), named in both
   * languages (the reader's language picks one on screen, so a switch needs no new answer). Only
   * the shops in the district and township given count, as the search filters them: a category's
   * count is the number of shops choosing it would find.
   */
  async function categoryCounts(filters: CategoryCountQuery = {}): Promise<CategoryCount[]> {
    const params: number[] = [];
    const where = ['listed_until > now()'];
    if (filters.district !== undefined) {
      params.push(filters.district);
      where.push(`district_id = $${params.length}`);
    }
    if (filters.township !== undefined) {
      params.push(filters.township);
      where.push(`township_id = $${params.length}`);
    }
    const [categories, { rows }] = await Promise.all([
      reference.categories(),
      db.query<{ category_id: number; shops: number }>(
        `SELECT category_id, count(*)::int AS shops
           FROM marketplace_shops WHERE ${where.join(' AND ')}
          GROUP BY category_id`,
        params,
      ),
    ]);
    const counts = new Map(rows.map((row) => [row.category_id, row.shops]));
    return categories.map((c) => ({
      id: c.id,
      name: c.name,
      name_my: c.name_my ?? null,
      shop_count: counts.get(c.id) ?? 0,
    }));
  }

  return { searchShops, shopPage, categoryCounts };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
