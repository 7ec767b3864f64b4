import { translatorFor } from '../../i18n/catalogues';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it.each<[number, 'USD' | 'local', string]>([
    [390000, 'USD', '390,000.00 USD'],
    [19500, 'USD', '19,500.00 USD'],
    [0, 'USD', '0.00 USD'],
    [4.9995, 'USD', '5.00 USD'],
    [390000, 'local', '390,000 MMK'],
    [19512.5, 'local', '19,512.5 MMK'],
    [0, 'local', '0 MMK'],
  ])('%d in %s is %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency, translatorFor('en'))).toBe(expected);
  });

  it.each<[number, 'USD' | 'local', string]>([
    [390000, 'USD', '၃၉၀,၀၀၀.၀၀ USD'],
    [4.9995, 'USD', '၅.၀၀ USD'],
    [390000, 'local', '၃၉၀,၀၀၀ ကျပ်'],
    [19512.5, 'local', '၁၉,၅၁၂.၅ ကျပ်'],
  ])('%d in %s reads %s in Burmese', (amount, currency, expected) => {
    expect(formatMoney(amount, currency, translatorFor('my'))).toBe(expected);
  });
});
