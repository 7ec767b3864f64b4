/**
 * The marketplace's filters as the URL of /customer carries them
 * (`?category=3&district=1&township=12&q=tea&sort=rating&page=2`): the URL is their one source of truth, so a
 * result can be shared and Back restores the filters before it. These functions read them from the
 * query string, write them back, and apply the user's changes; each change of a filter starts
 * again from the first page.
 */
import type { ShopSearchQuery } from '@contract/store';
import { routePaths } from '../../app/routes';

export type ShopFilters = ShopSearchQuery;

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 1000;
const MAX_QUERY_LENGTH = 100;

/** A whole number from 1 to `max` written plainly ('12', not '012', '1e1' or '12.0'), or undefined. */
function wholeNumber(text: string | null, max: number): number | undefined {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** The filters in a query string; anything malformed is left out, as if it were not there. */
export function filtersFromSearch(params: URLSearchParams): ShopFilters {
  const filters: ShopFilters = {};
  const category = wholeNumber(params.get('category'), MAX_ID);
  const district = wholeNumber(params.get('district'), MAX_ID);
  const township = wholeNumber(params.get('township'), MAX_ID);
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim();
  const page = wholeNumber(params.get('page'), MAX_PAGE);
  if (category !== undefined) filters.category = category;
  if (district !== undefined) filters.district = district;
  if (township !== undefined) filters.township = township;
  if (q) filters.q = q;
  if (params.get('sort') === 'rating') filters.sort = 'rating';
  if (page !== undefined && page > 1) filters.page = page;
  return filters;
}

/** The query string of `filters`, in a fixed order, without empty ones or the first page. */
export function searchOf(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== undefined) params.set('category', String(filters.category));
  if (filters.district !== undefined) params.set('district', String(filters.district));
  if (filters.township !== undefined) params.set('township', String(filters.township));
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The store page of the shop with this slug. */
export const shopPath = (slug: string): string => `/shops/${encodeURIComponent(slug)}`;

/** The marketplace's URL showing `filters`. */
export function marketplaceUrl(filters: ShopFilters): string {
  const search = searchOf(filters).toString();
  return search ? `${routePaths.customer}?${search}` : routePaths.customer;
}

/** The filters without the page: what a change of any filter keeps. */
function firstPage({ page: _page, ...rest }: ShopFilters): ShopFilters {
  return rest;
}

const defined = (filters: ShopFilters): ShopFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ShopFilters;

export function categoryChosen(filters: ShopFilters, category: number | undefined): ShopFilters {
  return defined({ ...firstPage(filters), category });
}

/**
 * A new district. A township lies in one district only, so the township chosen in the district
 * before is not in the new one and goes; choosing the same district again changes nothing.
 */
export function districtChosen(filters: ShopFilters, district: number | undefined): ShopFilters {
  if (district === filters.district) return filters;
  return defined({ ...firstPage(filters), district, township: undefined });
}

export function townshipChosen(filters: ShopFilters, township: number | undefined): ShopFilters {
  return defined({ ...firstPage(filters), township });
}

/** A search typed and submitted: surrounding spaces do not count, an empty one searches nothing. */
export function searchSubmitted(filters: ShopFilters, text: string): ShopFilters {
  const q = text.trim().slice(0, MAX_QUERY_LENGTH).trim();
  return defined({ ...firstPage(filters), q: q || undefined });
}

/** A new order of the shops ('Highest rated', or undefined: the best match first). */
export function sortChosen(filters: ShopFilters, sort: ShopFilters['sort']): ShopFilters {
  return defined({ ...firstPage(filters), sort });
}

export function pageChosen(filters: ShopFilters, page: number): ShopFilters {
  return defined({ ...filters, page: page > 1 ? Math.min(page, MAX_PAGE) : undefined });
}

/** Whether any filter narrows the shops (the order they come in is not a filter). */
export function hasFilters(filters: ShopFilters): boolean {
  const { sort: _sort, ...narrowing } = firstPage(filters);
  return Object.keys(narrowing).length > 0;
}

/**
 * How many of the filters behind the 'Filters' button are in force (category, district,
 * township): the number it shows while they are folded away. The search has its own field.
 */
export function foldedFilterCount(filters: ShopFilters): number {
  return [filters.category, filters.district, filters.township].filter((id) => id !== undefined)
    .length;
}

/** Where the categories' counts are counted: the district and township in force, if any. */
export function categoryCountPlace(
  filters: ShopFilters,
): { district: number; township?: number } | undefined {
  if (filters.district === undefined) return undefined;
  return filters.township === undefined
    ? { district: filters.district }
    : { district: filters.district, township: filters.township };
}

export type SettledFilters =
  /** The district's townships are still loading: it is not known yet whether the township fits. */
  | { status: 'pending' }
  /** What to search for; `changed` when a township outside the district was dropped. */
  | { status: 'settled'; filters: ShopFilters; changed: boolean };

/**
 * The township filter is one of the chosen district's townships, or none: a township outside the
 * district (a district chosen after it, an edited URL) is dropped, and so is a township without
 * a district. `townships` is the district's list, or undefined while it loads; `null` when it could
 * not be loaded, in which case the township is left for the server to judge.
 */
export function settleTownship(
  filters: ShopFilters,
  townships: ReadonlyArray<{ id: number }> | undefined | null,
): SettledFilters {
  const { township, district } = filters;
  if (township === undefined) return { status: 'settled', filters, changed: false };
  const drop = (): SettledFilters => ({
    status: 'settled',
    filters: defined({ ...filters, township: undefined }),
    changed: true,
  });
  if (district === undefined) return drop();
  if (townships === undefined) return { status: 'pending' };
  if (townships === null || townships.some((candidate) => candidate.id === township)) {
    return { status: 'settled', filters, changed: false };
  }
  return drop();
}

/** How many pages `total` shops fill (at least one, so an empty result is 'Page 1 of 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
