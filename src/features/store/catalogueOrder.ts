/**
 * The catalogue's order: items are reordered within their group (the items of one kind, or of
 * one menu section), sections among themselves. Pure: the editor moves an id, sends the group's
 * new order, and shows it at once (restoring the old one if the server refuses).
 */
import type { Catalogue, CatalogueItem, ItemKind } from '@contract/store';

/** The items a reorder moves among: one kind, or for menu items one section. */
export interface ItemGroup {
  kind: ItemKind;
  /** The menu section, for menu items; null for products and services. */
  sectionId: number | null;
}

export function groupOf(item: Pick<CatalogueItem, 'kind' | 'section_id'>): ItemGroup {
  return { kind: item.kind, sectionId: item.kind === 'menu_item' ? item.section_id : null };
}

export function inGroup(item: CatalogueItem, group: ItemGroup): boolean {
  return (
    item.kind === group.kind && (group.kind !== 'menu_item' || item.section_id === group.sectionId)
  );
}

/** The items of a group, in the catalogue's order. */
export function itemsOf(catalogue: Catalogue, group: ItemGroup): CatalogueItem[] {
  return catalogue.items.filter((item) => inGroup(item, group));
}

/**
 * `ids` with `id` moved to `toIndex` (clamped to the list), or null when it does not move (not in
 * the list, or already there).
 */
export function moveId(ids: readonly number[], id: number, toIndex: number): number[] | null {
  const from = ids.indexOf(id);
  if (from === -1) return null;
  const to = Math.max(0, Math.min(ids.length - 1, toIndex));
  if (to === from) return null;
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/** Puts `list`'s members whose ids are in `ids` in that order, in the places they held. */
function reorderAmong<T extends { id: number }>(list: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(list.map((entry) => [entry.id, entry]));
  const wanted = new Set(ids);
  const ordered = ids.map((id) => byId.get(id)).filter((entry): entry is T => entry !== undefined);
  let next = 0;
  return list.map((entry) => (wanted.has(entry.id) ? (ordered[next++] ?? entry) : entry));
}

/** The catalogue with one group's items in the order of `ids` (for the optimistic update). */
export function withItemOrder(catalogue: Catalogue, ids: readonly number[]): Catalogue {
  return { ...catalogue, items: reorderAmong(catalogue.items, ids) };
}

/** The catalogue with its sections in the order of `ids`. */
export function withSectionOrder(catalogue: Catalogue, ids: readonly number[]): Catalogue {
  return { ...catalogue, sections: reorderAmong(catalogue.sections, ids) };
}
