import fc from 'fast-check';
import {
  foldedFilterCount,
  categoryChosen,
  districtChosen,
  filtersFromSearch,
  hasFilters,
  marketplaceUrl,
  pageChosen,
  pageCount,
  searchOf,
  searchSubmitted,
  settleTownship,
  townshipChosen,
  type ShopFilters,
} from './shopFilters';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('filtersFromSearch', () => {
  it('reads every filter of the URL', () => {
    expect(read('category=3&district=1&township=12&q=tea&page=2')).toEqual({
      category: 3,
      district: 1,
      township: 12,
      q: 'tea',
      page: 2,
    });
  });

  it.each([
    ['category=abc', {}],
    ['category=0&district=-1&township=1.5', {}],
    ['category=012&district=1e1', {}],
    ['township=99999999999', {}],
    ['page=1', {}],
    ['page=1001', {}],
    ['page=1000', { page: 1000 }],
    ['q=%20%20', {}],
    ['q=%20mohinga%20', { q: 'mohinga' }],
    ['category=3&category=4', { category: 3 }],
    ['sort=name&category=2', { category: 2 }],
  ])('leaves out what is malformed: %s', (search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it('keeps a search to the 100 characters the server takes', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('searchOf', () => {
  it('writes the filters in a fixed order, without the first page or an empty search', () => {
    expect(searchOf({ q: 'tea', page: 3, township: 12, district: 1, category: 3 }).toString()).toBe(
      'category=3&district=1&township=12&q=tea&page=3',
    );
    expect(searchOf({ page: 1, q: '' }).toString()).toBe('');
  });

  it('reads back what it wrote, for any filters', () => {
    const id = fc.integer({ min: 1, max: 2_147_483_647 });
    const filters = fc.record(
      {
        category: id,
        district: id,
        township: id,
        q: fc.string({ minLength: 1, maxLength: 100 }).filter((q) => q.trim() === q && q !== ''),
        page: fc.integer({ min: 2, max: 1000 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(filters, (f) => expect(filtersFromSearch(searchOf(f))).toEqual(f)));
  });

  it('makes the marketplace URL', () => {
    expect(marketplaceUrl({})).toBe('/customer');
    expect(marketplaceUrl({ category: 2, q: 'mohinga soup' })).toBe(
      '/customer?category=2&q=mohinga+soup',
    );
  });
});

describe('changing a filter', () => {
  const on: ShopFilters = { category: 3, district: 1, township: 12, q: 'tea', page: 4 };

  it('starts again at the first page', () => {
    expect(categoryChosen(on, 5)).toEqual({ category: 5, district: 1, township: 12, q: 'tea' });
    expect(townshipChosen(on, 13)).toEqual({ category: 3, district: 1, township: 13, q: 'tea' });
    expect(searchSubmitted(on, ' noodles ')).toEqual({
      category: 3,
      district: 1,
      township: 12,
      q: 'noodles',
    });
  });

  it('removes a filter chosen as none', () => {
    expect(categoryChosen(on, undefined)).toEqual({ district: 1, township: 12, q: 'tea' });
    expect(townshipChosen(on, undefined)).toEqual({ category: 3, district: 1, q: 'tea' });
    expect(searchSubmitted(on, '   ')).toEqual({ category: 3, district: 1, township: 12 });
  });

  it('drops the township with a new district, or with no district', () => {
    expect(districtChosen(on, 2)).toEqual({ category: 3, district: 2, q: 'tea' });
    expect(districtChosen(on, undefined)).toEqual({ category: 3, q: 'tea' });
  });

  it('changes nothing when the same district is chosen again', () => {
    expect(districtChosen(on, 1)).toBe(on);
  });

  it('goes to a page, the first one leaving the URL without a page', () => {
    expect(pageChosen({ category: 3 }, 2)).toEqual({ category: 3, page: 2 });
    expect(pageChosen({ category: 3, page: 2 }, 1)).toEqual({ category: 3 });
    expect(pageChosen({}, 5000)).toEqual({ page: 1000 });
  });

  it('knows whether anything is filtered (the page is not a filter)', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters({ q: 'tea' })).toBe(true);
  });
});

describe('settleTownship', () => {
  const westTownships = [{ id: 15 }, { id: 16 }];

  it('keeps a township of the district', () => {
    expect(settleTownship({ district: 2, township: 16 }, westTownships)).toEqual({
      status: 'settled',
      filters: { district: 2, township: 16 },
      changed: false,
    });
  });

  it('drops a township outside the district', () => {
    expect(settleTownship({ district: 2, township: 3, q: 'tea' }, westTownships)).toEqual({
      status: 'settled',
      filters: { district: 2, q: 'tea' },
      changed: true,
    });
  });

  it('drops a township without a district', () => {
    expect(settleTownship({ township: 3 }, undefined)).toEqual({
      status: 'settled',
      filters: {},
      changed: true,
    });
  });

  it('waits for the district’s townships before judging', () => {
    expect(settleTownship({ district: 2, township: 3 }, undefined)).toEqual({ status: 'pending' });
  });

  it('leaves the township to the server when the townships could not be loaded', () => {
    expect(settleTownship({ district: 2, township: 3 }, null)).toEqual({
      status: 'settled',
      filters: { district: 2, township: 3 },
      changed: false,
    });
  });

  it('has nothing to settle without a township', () => {
    expect(settleTownship({ district: 2 }, undefined)).toEqual({
      status: 'settled',
      filters: { district: 2 },
      changed: false,
    });
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [120, 5],
  ])('%i shops at 24 a page fill %i pages', (total, pages) => {
    expect(pageCount(total, 24)).toBe(pages);
  });
});

describe('foldedFilterCount', () => {
  it('counts the category, district and township in force, not the search or the page', () => {
    expect(foldedFilterCount({})).toBe(0);
    expect(foldedFilterCount({ q: 'tea', page: 2 })).toBe(0);
    expect(foldedFilterCount({ category: 3 })).toBe(1);
    expect(foldedFilterCount({ category: 3, district: 1, township: 4, q: 'tea' })).toBe(3);
  });
});
