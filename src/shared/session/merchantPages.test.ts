import { homePathOf, mayOpen, type MerchantPage } from './merchantPages';

const PAGES: MerchantPage[] = [
  'dashboard',
  'store',
  'orders',
  'loyalty',
  'promotions',
  'billing',
  'team',
];

describe('the pages each role of a shop’s team may open', () => {
  it.each([
    ['owner', ['dashboard', 'store', 'orders', 'loyalty', 'promotions', 'billing', 'team']],
    ['manager', ['dashboard', 'store', 'orders', 'loyalty', 'promotions']],
    ['cashier', ['orders', 'loyalty']],
  ] as const)('%s: %j', (role, pages) => {
    expect(PAGES.filter((page) => mayOpen(role, page))).toEqual(pages);
  });

  it('lets the owner and a manager open the design requests, not a cashier', () => {
    expect(mayOpen('owner', 'designs')).toBe(true);
    expect(mayOpen('manager', 'designs')).toBe(true);
    expect(mayOpen('cashier', 'designs')).toBe(false);
  });

  it('starts the owner and a manager on the dashboard, a cashier on the inbox', () => {
    expect(homePathOf('owner')).toBe('/dashboard');
    expect(homePathOf('manager')).toBe('/dashboard');
    expect(homePathOf('cashier')).toBe('/store/orders');
  });
});
