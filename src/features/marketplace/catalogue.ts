/**
 * A store page's catalogue as the shopper reads it: products, then services, then the menu by its
 * sections, each in the order the merchant gave (the server's order). Kinds and sections with no
 * items are left out.
 */
import type { CatalogueItem, MenuSection } from '@contract/store';

export interface MenuGroup {
  /** Null for menu items whose section the page does not list (shown last, without a heading). */
  section: MenuSection | null;
  items: CatalogueItem[];
}

export type CatalogueGroup =
  { kind: 'product' | 'service'; items: CatalogueItem[] } | { kind: 'menu'; sections: MenuGroup[] };

export function catalogueGroups(
  sections: readonly MenuSection[],
  items: readonly CatalogueItem[],
): CatalogueGroup[] {
  const groups: CatalogueGroup[] = [];
  for (const kind of ['product', 'service'] as const) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length > 0) groups.push({ kind, items: ofKind });
  }
  const menuItems = items.filter((item) => item.kind === 'menu_item');
  const known = new Set(sections.map((section) => section.id));
  const menu: MenuGroup[] = sections
    .map((section) => ({
      section,
      items: menuItems.filter((item) => item.section_id === section.id),
    }))
    .filter((group) => group.items.length > 0);
  const unsorted = menuItems.filter(
    (item) => item.section_id === null || !known.has(item.section_id),
  );
  if (unsorted.length > 0) menu.push({ section: null, items: unsorted });
  if (menu.length > 0) groups.push({ kind: 'menu', sections: menu });
  return groups;
}
