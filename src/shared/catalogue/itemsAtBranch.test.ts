import { itemsAtBranch } from './itemsAtBranch';

describe('itemsAtBranch', () => {
  const tea = { id: 1, available: true, sold_out_at: [7] };
  const samosa = { id: 2, available: true, sold_out_at: [] };
  const noodles = { id: 3, available: false, sold_out_at: [] };

  it('reads an item sold out at the chosen branch as not available there only', () => {
    expect(itemsAtBranch([tea, samosa, noodles], 7)).toEqual([
      { id: 1, available: false, sold_out_at: [7] },
      samosa,
      noodles,
    ]);
    expect(itemsAtBranch([tea, samosa, noodles], 8)).toEqual([tea, samosa, noodles]);
    expect(itemsAtBranch([tea, samosa, noodles], null)).toEqual([tea, samosa, noodles]);
  });

  it('takes an item without the list (an older answer) as sold out nowhere', () => {
    expect(itemsAtBranch([{ id: 4, available: true }], 7)).toEqual([{ id: 4, available: true }]);
  });
});
