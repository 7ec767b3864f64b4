import type { CatalogueItem } from '@contract/store';
import { catalogueGroups } from './catalogue';

let nextId = 1;
const item = (
  kind: CatalogueItem['kind'],
  name: string,
  section_id: number | null = null,
): CatalogueItem => ({
  id: nextId++,
  kind,
  section_id,
  name,
  description: '',
  price: 1000,
  photo: null,
  available: true,
});

const names = (items: CatalogueItem[]) => items.map((i) => i.name);

describe('catalogueGroups', () => {
  it('puts products, then services, then the menu, each in the order given', () => {
    const items = [
      item('menu_item', 'Mohinga', 1),
      item('service', 'Repair'),
      item('product', 'Charger'),
      item('product', 'Case'),
    ];
    const groups = catalogueGroups([{ id: 1, name: 'Noodles' }], items);
    expect(groups.map((g) => g.kind)).toEqual(['product', 'service', 'menu']);
    expect(groups[0]).toEqual({ kind: 'product', items: [items[2], items[3]] });
    expect(groups[1]).toEqual({ kind: 'service', items: [items[1]] });
  });

  it('groups the menu by its sections in section order, leaving out empty sections', () => {
    const sections = [
      { id: 7, name: 'Tea & Coffee' },
      { id: 9, name: 'Desserts' },
      { id: 8, name: 'Noodles' },
    ];
    const items = [
      item('menu_item', 'Mohinga', 8),
      item('menu_item', 'Milk tea', 7),
      item('menu_item', 'Shan Noodles', 8),
    ];
    const [menu] = catalogueGroups(sections, items);
    expect(menu?.kind).toBe('menu');
    if (menu?.kind !== 'menu') return;
    expect(menu.sections.map((s) => [s.section?.name, names(s.items)])).toEqual([
      ['Tea & Coffee', ['Milk tea']],
      ['Noodles', ['Mohinga', 'Shan Noodles']],
    ]);
  });

  it('lists menu items of a section it does not know last, under no section', () => {
    const items = [item('menu_item', 'Samosa', 99), item('menu_item', 'Tea', 1)];
    const [menu] = catalogueGroups([{ id: 1, name: 'Drinks' }], items);
    if (menu?.kind !== 'menu') throw new Error('no menu');
    expect(menu.sections.map((s) => [s.section?.name ?? null, names(s.items)])).toEqual([
      ['Drinks', ['Tea']],
      [null, ['Samosa']],
    ]);
  });

  it('has no groups for an empty catalogue', () => {
    expect(catalogueGroups([{ id: 1, name: 'Drinks' }], [])).toEqual([]);
  });
});
