import { translatorFor } from '../../i18n/catalogues';
import {
  checkDelivery,
  deliveryProblemText,
  deliveryRequestOf,
  deliveryRowsOf,
  withNewRow,
  type DeliveryRowValues,
} from './deliveryForm';

const row = (key: number, overrides: Partial<DeliveryRowValues> = {}): DeliveryRowValues => ({
  key,
  townshipId: String(key + 10),
  fee: 1500,
  minTotal: 10000,
  etaMinutes: 30,
  ...overrides,
});

describe('the delivery form', () => {
  it('reads the areas back, one row each in their order', () => {
    expect(
      deliveryRowsOf([
        { township_id: 12, fee: 1000, min_total: 5000, eta_minutes: 45 },
        { township_id: 4, fee: 0, min_total: 0, eta_minutes: 60 },
      ]),
    ).toEqual([
      { key: 1, townshipId: '12', fee: 1000, minTotal: 5000, etaMinutes: 45 },
      { key: 2, townshipId: '4', fee: 0, minTotal: 0, etaMinutes: 60 },
    ]);
  });

  it('adds an empty row after the last key: free, any order, 30 minutes', () => {
    expect(withNewRow([row(1), row(4)])[2]).toEqual({
      key: 5,
      townshipId: '',
      fee: 0,
      minTotal: 0,
      etaMinutes: 30,
    });
    expect(withNewRow([])).toEqual([
      { key: 1, townshipId: '', fee: 0, minTotal: 0, etaMinutes: 30 },
    ]);
  });

  it('sends every row in order, the township as a number', () => {
    expect(deliveryRequestOf([row(1), row(2, { fee: 0 })])).toEqual({
      areas: [
        { township_id: 11, fee: 1500, min_total: 10000, eta_minutes: 30 },
        { township_id: 12, fee: 0, min_total: 10000, eta_minutes: 30 },
      ],
    });
    expect(deliveryRequestOf([])).toEqual({ areas: [] });
  });

  it('finds nothing to fix in a list of different townships within the bounds', () => {
    expect(checkDelivery([row(1), row(2, { fee: 10_000_000, etaMinutes: 600 })])).toEqual({});
    expect(checkDelivery([row(1, { fee: 0, minTotal: 0, etaMinutes: 5 })])).toEqual({});
    expect(checkDelivery([])).toEqual({});
  });

  it('asks for a township in each row, and each township once (the later rows)', () => {
    expect(
      checkDelivery([
        row(1, { townshipId: '7' }),
        row(2, { townshipId: '' }),
        row(3, { townshipId: '7' }),
        row(4, { townshipId: '8' }),
        row(5, { townshipId: '8' }),
        row(6, { townshipId: '7' }),
      ]),
    ).toEqual({
      'areas.1.township_id': 'townshipRequired',
      'areas.2.township_id': 'townshipTwice',
      'areas.4.township_id': 'townshipTwice',
      'areas.5.township_id': 'townshipTwice',
    });
  });

  it('refuses numbers out of bounds or not whole', () => {
    expect(
      checkDelivery([
        row(1, { fee: -1, minTotal: 10_000_001, etaMinutes: 4 }),
        row(2, { fee: 2.5, minTotal: 0.5, etaMinutes: 601 }),
      ]),
    ).toEqual({
      'areas.0.fee': 'amountInvalid',
      'areas.0.min_total': 'amountInvalid',
      'areas.0.eta_minutes': 'etaInvalid',
      'areas.1.fee': 'amountInvalid',
      'areas.1.min_total': 'amountInvalid',
      'areas.1.eta_minutes': 'etaInvalid',
    });
  });
});

describe('the delivery form’s words', () => {
  it('gives the bounds in the reader’s digits', () => {
    const en = translatorFor('en');
    const my = translatorFor('my');
    expect(deliveryProblemText('amountInvalid', en)).toBe(
      'Enter whole kyats from 0 to 10,000,000.',
    );
    expect(deliveryProblemText('etaInvalid', en)).toBe('Enter whole minutes from 5 to 600.');
    expect(deliveryProblemText('amountInvalid', my)).toBe('၀ မှ ၁၀,၀၀၀,၀၀၀ အထိ ကျပ်အပြည့်ဖြင့် ထည့်ပါ။');
    expect(deliveryProblemText('etaInvalid', my)).toBe('၅ မှ ၆၀၀ မိနစ်အထိ ကိန်းပြည့်ဖြင့် ထည့်ပါ။');
    expect(deliveryProblemText('townshipTwice', my)).toBe('မြို့နယ်တစ်ခုကို တစ်ကြိမ်သာ ထည့်နိုင်ပါသည်။');
  });
});
