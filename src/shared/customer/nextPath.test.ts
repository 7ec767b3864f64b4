import { customerLoginPath, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/shops/golden-tea-house', '/shops/golden-tea-house'],
    ['/shops/golden-tea-house?table=7#menu', '/shops/golden-tea-house?table=7#menu'],
    ['/my/orders', '/my/orders'],
  ])('keeps the path of this site %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'shops/golden-tea-house',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
    ' /shops/x',
  ])('sends %p to /my/orders', (next) => {
    expect(safeNextPath(next)).toBe('/my/orders');
  });
});

describe('customerLoginPath', () => {
  it('carries next, encoded', () => {
    expect(customerLoginPath('/shops/golden-tea-house?table=7')).toBe(
      '/my/login?next=%2Fshops%2Fgolden-tea-house%3Ftable%3D7',
    );
    expect(customerLoginPath()).toBe('/my/login');
  });
});
