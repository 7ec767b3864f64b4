import fc from 'fast-check';
import type { Catalogue, CatalogueItem } from '@contract/store';
import { groupOf, itemsOf, moveId, withItemOrder, withSectionOrder } from './catalogueOrder';

const item = (id: number, kind: CatalogueItem['kind'], section_id: number | null = null) =>
  ({
    id,
    kind,
    section_id,
    name: `#${id}`,
    description: '',
    price: 0,
    photo: null,
    available: true,
  }) satisfies CatalogueItem;

const catalogue: Catalogue = {
  sections: [
    { id: 10, name: 'Noodles' },
    { id: 11, name: 'Drinks' },
  ],
  items: [
    item(1, 'product'),
    item(2, 'product'),
    item(3, 'service'),
    item(4, 'menu_item', 10),
    item(5, 'menu_item', 11),
    item(6, 'menu_item', 10),
    item(7, 'product'),
  ],
};

describe('the catalogue’s order', () => {
  it('groups items by kind, and menu items by section', () => {
    expect(itemsOf(catalogue, groupOf(item(1, 'product'))).map((i) => i.id)).toEqual([1, 2, 7]);
    expect(itemsOf(catalogue, { kind: 'menu_item', sectionId: 10 }).map((i) => i.id)).toEqual([
      4, 6,
    ]);
    expect(groupOf(item(9, 'service', 10))).toEqual({ kind: 'service', sectionId: null });
  });

  it('moves an id up, down, to either end, and not past them', () => {
    expect(moveId([1, 2, 7], 7, 0)).toEqual([7, 1, 2]);
    expect(moveId([1, 2, 7], 1, 1)).toEqual([2, 1, 7]);
    expect(moveId([1, 2, 7], 2, 99)).toEqual([1, 7, 2]);
    expect(moveId([1, 2, 7], 1, -1)).toBeNull();
    expect(moveId([1, 2, 7], 2, 1)).toBeNull();
    expect(moveId([1, 2, 7], 9, 0)).toBeNull();
  });

  it('a move keeps every id once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: -5, max: 30 }),
        (ids, pick, to) => {
          const id = ids[pick % ids.length]!;
          const moved = moveId(ids, id, to) ?? ids;
          expect([...moved].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('puts one group in its new order and leaves the other items where they were', () => {
    expect(withItemOrder(catalogue, [7, 1, 2]).items.map((i) => i.id)).toEqual([
      7, 1, 3, 4, 5, 6, 2,
    ]);
    expect(withItemOrder(catalogue, [6, 4]).items.map((i) => i.id)).toEqual([1, 2, 3, 6, 5, 4, 7]);
  });

  it('puts the sections in their new order', () => {
    expect(withSectionOrder(catalogue, [11, 10]).sections.map((s) => s.name)).toEqual([
      'Drinks',
      'Noodles',
    ]);
  });
});
