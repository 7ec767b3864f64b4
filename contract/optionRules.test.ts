import fc from 'fast-check';
import { priceOrder, type PricedItem } from './orderRules';
import {
  chooseOptions,
  chosenText,
  groupShapeProblem,
  lineKey,
  optionName,
  type OptionGroupRule,
} from './optionRules';

const size: OptionGroupRule = {
  id: 10,
  name: 'Size',
  name_my: 'အရွယ်',
  min: 1,
  max: 1,
  options: [
    { id: 101, name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
    { id: 102, name: 'Large', name_my: 'အကြီး', price: 500 },
  ],
};
const extras: OptionGroupRule = {
  id: 11,
  name: 'Extras',
  name_my: '',
  min: 0,
  max: 2,
  options: [
    { id: 111, name: 'Extra egg', name_my: 'ကြက်ဥ ထပ်', price: 300 },
    { id: 112, name: 'Less sugar', name_my: '', price: 0 },
    { id: 113, name: 'Fish cake', name_my: 'ငါးဖယ်', price: 700 },
  ],
};

describe('groupShapeProblem', () => {
  it('keeps a group whose least ≤ most ≤ its options', () => {
    expect(groupShapeProblem({ min: 0, max: 1, options: [1] })).toBeNull();
    expect(groupShapeProblem({ min: 2, max: 3, options: [1, 2, 3] })).toBeNull();
  });

  it('refuses a most above the options and a least above the most', () => {
    expect(groupShapeProblem({ min: 0, max: 3, options: [1, 2] })).toBe('max_above_options');
    expect(groupShapeProblem({ min: 2, max: 1, options: [1, 2] })).toBe('min_above_max');
  });
});

describe('chooseOptions', () => {
  it('adds the chosen options’ prices, in the groups’ order', () => {
    expect(chooseOptions([size, extras], [113, 102, 111])).toEqual({
      kind: 'chosen',
      extra: 1500,
      options: [
        { group: 'Size', group_my: 'အရွယ်', name: 'Large', name_my: 'အကြီး', price: 500 },
        { group: 'Extras', group_my: '', name: 'Extra egg', name_my: 'ကြက်ဥ ထပ်', price: 300 },
        { group: 'Extras', group_my: '', name: 'Fish cake', name_my: 'ငါးဖယ်', price: 700 },
      ],
    });
  });

  it('needs a required group and names it', () => {
    expect(chooseOptions([size, extras], [111])).toEqual({
      kind: 'refused',
      problem: 'too_few',
      group: size,
    });
  });

  it('refuses more than a group’s most, and two of a choose-one group', () => {
    expect(chooseOptions([size, extras], [101, 111, 112, 113])).toMatchObject({
      kind: 'refused',
      problem: 'too_many',
      group: { id: 11 },
    });
    expect(chooseOptions([size], [101, 102])).toMatchObject({
      problem: 'too_many',
      group: { id: 10 },
    });
  });

  it('refuses an option the item does not have', () => {
    expect(chooseOptions([size], [101, 999])).toEqual({
      kind: 'refused',
      problem: 'unknown',
      group: null,
    });
    expect(chooseOptions([], [101])).toMatchObject({ problem: 'unknown' });
  });

  it('an item without groups takes no options and costs nothing more', () => {
    expect(chooseOptions([], [])).toEqual({ kind: 'chosen', options: [], extra: 0 });
  });

  // Any item of groups and any choice: accepted exactly when every chosen id is the item's and
  // every group's count is within its bounds, and then the extra is the sum of the chosen prices.
  it('accepts exactly the choices within every group’s bounds (property)', () => {
    const groupArb = fc
      .array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 5 })
      .chain((prices) =>
        fc
          .integer({ min: 1, max: prices.length })
          .chain((max) => fc.integer({ min: 0, max }).map((min) => ({ prices, min, max }))),
      );
    fc.assert(
      fc.property(
        fc.array(groupArb, { maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
        (shapes, picks) => {
          let next = 1;
          const groups: OptionGroupRule[] = shapes.map((shape, index) => ({
            id: index + 1,
            name: `G${index}`,
            name_my: '',
            min: shape.min,
            max: shape.max,
            options: shape.prices.map((price) => ({
              id: next++,
              name: `O${next}`,
              name_my: '',
              price,
            })),
          }));
          const chosen = [...new Set(picks)];
          const result = chooseOptions(groups, chosen);
          const all = groups.flatMap((group) => group.options);
          const unknown = chosen.some((id) => !all.some((option) => option.id === id));
          const counts = groups.map(
            (group) => group.options.filter((option) => chosen.includes(option.id)).length,
          );
          const within = groups.every(
            (group, index) => counts[index]! >= group.min && counts[index]! <= group.max,
          );
          if (unknown) return result.kind === 'refused' && result.problem === 'unknown';
          if (!within) return result.kind === 'refused' && result.group !== null;
          const sum = all
            .filter((option) => chosen.includes(option.id))
            .reduce((total, option) => total + option.price, 0);
          return result.kind === 'chosen' && result.extra === sum;
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a basket line with options', () => {
  const items: PricedItem[] = [
    {
      id: 1,
      kind: 'menu_item',
      name: 'Milk tea',
      price: 1500,
      available: true,
      options: [size, extras],
    },
    { id: 2, kind: 'menu_item', name: 'Mohinga', price: 2500, available: true },
  ];

  it('is priced with its options; the same options in another order are one line', () => {
    expect(
      priceOrder(
        [
          { item_id: 1, quantity: 1, options: [102, 111] },
          { item_id: 1, quantity: 2, options: [111, 102] },
          { item_id: 1, quantity: 1, options: [101] },
          { item_id: 2, quantity: 1 },
        ],
        items,
      ),
    ).toMatchObject({
      kind: 'priced',
      lines: [
        { item_id: 1, price: 2300, quantity: 3 },
        { item_id: 1, price: 1500, quantity: 1 },
        { item_id: 2, price: 2500, quantity: 1, options: [] },
      ],
      // 3 × 2,300 + 1,500 + 2,500
      total: 10_900,
    });
  });

  it('is refused naming the group when the required size is missing', () => {
    expect(priceOrder([{ item_id: 1, quantity: 1, options: [111] }], items)).toEqual({
      kind: 'options',
      itemId: 1,
      problem: 'too_few',
      group: size,
    });
  });

  it('refuses an option of another item', () => {
    expect(priceOrder([{ item_id: 2, quantity: 1, options: [101] }], items)).toMatchObject({
      kind: 'options',
      itemId: 2,
      problem: 'unknown',
    });
  });
});

describe('words of options', () => {
  it('keys a line by its item and sorted options', () => {
    expect(lineKey(7)).toBe('7');
    expect(lineKey(7, [])).toBe('7');
    expect(lineKey(7, [12, 3])).toBe('7:3.12');
  });

  it('reads the Burmese name, or the English one when there is none', () => {
    expect(optionName({ name: 'Large', name_my: 'အကြီး' }, 'my')).toBe('အကြီး');
    expect(optionName({ name: 'Less sugar', name_my: ' ' }, 'my')).toBe('Less sugar');
    expect(optionName({ name: 'Large', name_my: 'အကြီး' }, 'en')).toBe('Large');
  });

  it('joins a line’s options in each language', () => {
    const chosen = [
      { group: 'Size', group_my: '', name: 'Large', name_my: 'အကြီး', price: 500 },
      { group: 'Extras', group_my: '', name: 'Less sugar', name_my: 'သကြားလျှော့', price: 0 },
    ];
    expect(chosenText(chosen, 'en')).toBe('Large, Less sugar');
    expect(chosenText(chosen, 'my')).toBe('အကြီး၊ သကြားလျှော့');
  });
});
