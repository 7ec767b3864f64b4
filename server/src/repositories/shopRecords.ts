/**
 * What an order row and a reservation row (SELECT_ORDER, SELECT_RESERVATION) share on the way to
 * their records: the shop and the branch, named as the customer and the shop see them.
 */

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
