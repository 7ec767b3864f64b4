/**
 * What the order and reservation repositories share: the listed shop a customer orders from or
 * reserves at, and, on the way from a row (SELECT_ORDER, SELECT_RESERVATION) to its record, the
 * shop and the branch.
 */
import { badTextFields } from '../plugins/app/input';
import { ACTIVE_SUBSCRIPTION } from './entitlements';

/**
 * Whether some shop could have this slug: not one with a NUL or another control character, which
 * PostgreSQL text cannot even be compared with (the query would fail). A path parameter is not a
 * body, so the input plugin's check of bodies does not reach it; every lookup by slug asks this.
 */
export function slugCanExist(slug: string): boolean {
  return badTextFields(slug).length === 0;
}

/**
 * The FROM and WHERE of the listed shop at the slug `$1` (published, phone verified, an active
 * subscription, as `marketplace/shops/:slug` decides); `st` is its store row.
 */
export const LISTED_SHOP_AT_SLUG = `FROM marketplace_shops ms
           JOIN stores st ON st.merchant_id = ms.merchant_id
           JOIN merchants m ON m.id = ms.merchant_id
           JOIN subscriptions s ON s.merchant_id = ms.merchant_id
          WHERE ms.slug = $1 AND ms.listed_until > now()
            AND st.published_at IS NOT NULL AND m.phone_verified_at IS NOT NULL
            AND ${ACTIVE_SUBSCRIPTION}`;

/** The columns both selects read for the shop and the branch (the branch's name by a LEFT JOIN). */
export interface ShopRecordRow {
  shop_slug: string;
  shop_name: string;
  branch_id: number | null;
  branch_name: string | null;
}

/** The record's `shop` and `branch` (null at the shop's own address or once the branch is gone). */
export function shopAndBranch(row: ShopRecordRow): {
  shop: { slug: string; name: string };
  branch: { id: number; name: string } | null;
} {
  return {
    shop: { slug: row.shop_slug, name: row.shop_name },
    branch:
      row.branch_id === null || row.branch_name === null
        ? null
        : { id: row.branch_id, name: row.branch_name },
  };
}
