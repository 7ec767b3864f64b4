import { apiPaths, fillPath } from './apiPaths';

describe('fillPath', () => {
  it('fills every named parameter, encoding it', () => {
    expect(fillPath(apiPaths.storeBranch, { merchantId: 7, branchId: 12 })).toBe(
      'merchant/store/7/branches/12',
    );
    expect(fillPath(apiPaths.marketplaceShop, { slug: 'ရွှေ-tea' })).toBe(
      `marketplace/shops/${encodeURIComponent('ရွှေ')}-tea`,
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => fillPath(apiPaths.storeItem, { merchantId: 7 })).toThrow(':itemId');
  });
});
