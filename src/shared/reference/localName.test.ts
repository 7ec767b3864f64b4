import { localName, localOptions } from './localName';

describe('localName', () => {
  const bahan = { id: 2, name: 'Bahan', name_my: 'ဗဟန်း' };

  it('reads the Burmese name in Burmese and the English name in English', () => {
    expect(localName(bahan, 'my')).toBe('ဗဟန်း');
    expect(localName(bahan, 'en')).toBe('Bahan');
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['absent', undefined],
  ])('falls back to the English name when the Burmese one is %s', (_what, nameMy) => {
    const item = nameMy === undefined ? { name: 'Bahan' } : { name: 'Bahan', name_my: nameMy };
    expect(localName(item, 'my')).toBe('Bahan');
    expect(localName(item, 'en')).toBe('Bahan');
  });

  it('makes select options keyed by id, labelled in the language', () => {
    const list = [bahan, { id: 9, name: 'Hlaing', name_my: null }];
    expect(localOptions(list, 'my')).toEqual([
      { value: '2', label: 'ဗဟန်း' },
      { value: '9', label: 'Hlaing' },
    ]);
    expect(localOptions(list, 'en').map((o) => o.label)).toEqual(['Bahan', 'Hlaing']);
  });
});
