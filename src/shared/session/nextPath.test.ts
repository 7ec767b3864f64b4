import { merchantLoginPath, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/store', '/store'],
    ['/store/orders?status=placed#inbox', '/store/orders?status=placed#inbox'],
    ['/dashboard/receipts/R-2026-000001', '/dashboard/receipts/R-2026-000001'],
    ['/store?tab=1&x=%2F#catalogue', '/store?tab=1&x=%2F#catalogue'],
  ])('keeps the path of this site %s, with its query and hash', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'store',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '/store\\..\\x',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '/\tevil',
    '/\nevil',
    ' /store',
  ])('refuses %p and goes to the dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });

  it('goes to the fallback it is given', () => {
    expect(safeNextPath('//evil.example', '/my/orders')).toBe('/my/orders');
  });
});

describe('merchantLoginPath', () => {
  it('carries a path of this site, encoded', () => {
    expect(merchantLoginPath('/store/orders?status=placed')).toBe(
      '/login?next=%2Fstore%2Forders%3Fstatus%3Dplaced',
    );
  });

  it('carries nothing else', () => {
    expect(merchantLoginPath()).toBe('/login');
    expect(merchantLoginPath('//evil.example')).toBe('/login');
  });
});
