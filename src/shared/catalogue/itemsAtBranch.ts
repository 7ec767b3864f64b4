import type { CatalogueItem } from '@contract/store';

/**
 * The items as the chosen branch sells them: an item sold out there reads as not available
 * (null: the shop's own address, where only the shop-wide mark counts).
 */
export function itemsAtBranch<T extends Pick<CatalogueItem, 'available' | 'sold_out_at'>>(
  items: readonly T[],
  branchId: number | null,
): T[] {
  return items.map((item) =>
    branchId !== null && item.available && (item.sold_out_at ?? []).includes(branchId)
      ? { ...item, available: false }
      : item,
  );
}
