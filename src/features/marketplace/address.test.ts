import { addressNames, addressParts, joinAddress } from './address';

describe('a shop address never repeats its township', () => {
  it('adds the township and district after a street address that does not name them', () => {
    expect(addressParts('No. 12, Dhammazedi Road', 'Bahan', 'Yangon West')).toEqual([
      'No. 12, Dhammazedi Road',
      'Bahan',
      'Yangon West',
    ]);
  });

  it('leaves the township out when the address already ends with it', () => {
    expect(addressParts('No. 5, Bogyoke Road, Kamayut', 'Kamayut')).toEqual([
      'No. 5, Bogyoke Road, Kamayut',
    ]);
    expect(
      joinAddress(addressParts('No. 5, Bogyoke Road, Kamayut', 'Kamayut', 'Yangon West'), 'en'),
    ).toBe('No. 5, Bogyoke Road, Kamayut, Yangon West');
  });

  it('finds the township whatever its case, spacing, full stop or the word Township', () => {
    expect(addressNames('No. 5, Bogyoke Road, kamayut.', 'Kamayut')).toBe(true);
    expect(addressNames('No. 5, Bogyoke Road,Kamayut Township', 'Kamayut')).toBe(true);
    expect(addressNames('No. 5,  KAMAYUT , Yangon', 'Kamayut')).toBe(true);
  });

  it('does not take a street named after the township for the township', () => {
    expect(addressNames('No. 7, Kamayut Road', 'Kamayut')).toBe(false);
    expect(addressParts('No. 7, Kamayut Road', 'Kamayut')).toEqual([
      'No. 7, Kamayut Road',
      'Kamayut',
    ]);
  });

  it('leaves out a district the address names too', () => {
    expect(
      addressParts('78th Street, Chanayethazan, Mandalay', 'Chanayethazan', 'Mandalay'),
    ).toEqual(['78th Street, Chanayethazan, Mandalay']);
  });

  it('in Burmese: the township once, separated by ၊', () => {
    const address = 'အမှတ် ၅၊ ဗိုလ်ချုပ်လမ်း၊ ကမာရွတ်';
    expect(addressParts(address, 'ကမာရွတ်')).toEqual([address]);
    expect(addressNames('အမှတ် ၅၊ ဗိုလ်ချုပ်လမ်း၊ ကမာရွတ်မြို့နယ်', 'ကမာရွတ်')).toBe(true);
    expect(joinAddress(addressParts('အမှတ် ၁၂၊ ဓမ္မစေတီလမ်း', 'ဗဟန်း', 'ရန်ကုန်အနောက်ပိုင်း'), 'my')).toBe(
      'အမှတ် ၁၂၊ ဓမ္မစေတီလမ်း၊ ဗဟန်း၊ ရန်ကုန်အနောက်ပိုင်း',
    );
  });

  it('an empty address gives the place alone', () => {
    expect(addressParts('  ', 'Bahan', 'Yangon West')).toEqual(['Bahan', 'Yangon West']);
  });
});
