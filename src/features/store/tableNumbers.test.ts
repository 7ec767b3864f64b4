import { MAX_TABLES, parseTableNumbers, tableAddress } from './tableNumbers';

describe('parseTableNumbers', () => {
  it.each([
    ['1-12', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']],
    ['1, 2, 5', ['1', '2', '5']],
    ['3 1 3', ['3', '1']],
    ['1-3, A1, Patio', ['1', '2', '3', 'A1', 'Patio']],
    ['၁-၃', ['1', '2', '3']],
    ['  7  ', ['7']],
  ])('%s', (text, tables) => {
    expect(parseTableNumbers(text)).toEqual({ ok: true, tables });
  });

  it.each([[''], ['   '], ['5-1'], ['1-101'], ['table#1'], ['ABCDEFGHIJK'], ['1-60, 61-120']])(
    'refuses %j',
    (text) => {
      expect(parseTableNumbers(text)).toEqual({ ok: false });
    },
  );

  it(`takes ${MAX_TABLES} tables and no more`, () => {
    expect(parseTableNumbers('1-100')).toMatchObject({ ok: true });
    expect(parseTableNumbers('1-100, 101')).toEqual({ ok: false });
  });
});

describe('tableAddress', () => {
  it('adds the table to the store page’s address', () => {
    expect(tableAddress('https://m.example/shops/golden-tea-house', '12')).toBe(
      'https://m.example/shops/golden-tea-house?table=12',
    );
    expect(tableAddress('https://m.example/shops/x', 'Patio 2')).toBe(
      'https://m.example/shops/x?table=Patio%202',
    );
  });
});
