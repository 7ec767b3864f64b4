import fc from 'fast-check';
import {
  CARD_NUMBER_MAX_LENGTH,
  cardDigits,
  checkBillingForm,
  checkCardFormat,
  digitsOnly,
  expiryYearWindow,
  formatCardNumber,
  isValid,
  type CardFormValues,
  type ShopFormValues,
} from './validation';

const NOW = new Date(2025, 5, 15);

const shop: ShopFormValues = {
  shopName: 'Golden Tea House',
  address: '12 Bo Aung Kyaw St',
  categoryId: '2',
  township: 'Bahan',
  phone: '09420000001',
  email: 'aye@example.com',
};

const card: CardFormValues = {
  cardNumber: '4242 4242 4242 4242',
  cardHolderName: 'Aye Aye',
  expirationMonth: '12',
  expirationYear: '2027',
  cvc: '123',
};

describe('card number as typed', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242/4242 42a42', '4242 4242 4242 4242'],
    ['42424242424242429999', '4242 4242 4242 4242'],
    ['abcd', ''],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('always shows digits in groups of four, at most 19 characters, keeping the digits typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatCardNumber(typed);
        expect(shown.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH);
        expect(shown).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(shown.replace(/ /g, '')).toBe(typed.replace(/\D/g, '').slice(0, 16));
        // Typing into what is shown changes nothing.
        expect(formatCardNumber(shown)).toBe(shown);
      }),
    );
  });

  it('cardDigits strips the grouping', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });

  it('digitsOnly keeps at most the digits asked for', () => {
    expect(digitsOnly('1a2b3', 2)).toBe('12');
    expect(digitsOnly('2027', 4)).toBe('2027');
  });
});

describe('the expiry year window', () => {
  it('runs from this year to this year plus 10', () => {
    expect(expiryYearWindow(NOW)).toEqual({ min: 2025, max: 2035 });
    expect(expiryYearWindow(new Date(2031, 0, 1))).toEqual({ min: 2031, max: 2041 });
  });
});

describe('card formats', () => {
  const errorsFor = (overrides: Partial<CardFormValues>) =>
    checkCardFormat({ ...card, ...overrides }, NOW);

  it('accepts a well-formed card', () => {
    expect(errorsFor({})).toEqual({});
  });

  it.each([
    ['4242 4242 4242', 'Enter the 13 to 16 digits of the card number'],
    ['4242 4242 4242 4', null],
    ['4242 4242 4242 42x2', 'Enter the 13 to 16 digits of the card number'],
    ['4242424242424', null],
    ['42424242424242424', 'Enter the 13 to 16 digits of the card number'],
  ])('card number %j: %s', (cardNumber, error) => {
    expect(errorsFor({ cardNumber }).cardNumber ?? null).toBe(error);
  });

  it.each([
    ['0', false],
    ['1', true],
    ['01', true],
    ['12', true],
    ['13', false],
    ['1.5', false],
    ['-1', false],
  ])('month %j valid: %s', (expirationMonth, valid) => {
    expect(errorsFor({ expirationMonth }).expirationMonth).toBe(
      valid ? undefined : 'Enter a month from 1 to 12',
    );
  });

  it.each([
    ['2024', false],
    ['2025', true],
    ['2035', true],
    ['2036', false],
    ['25', false],
  ])('year %j valid in 2025: %s', (expirationYear, valid) => {
    expect(errorsFor({ expirationYear }).expirationYear).toBe(
      valid ? undefined : 'Enter a year from 2025 to 2035',
    );
  });

  it.each([
    ['099', false],
    ['99', false],
    ['100', true],
    ['999', true],
    ['1000', false],
    ['12a', false],
  ])('CVC %j valid: %s', (cvc, valid) => {
    expect(errorsFor({ cvc }).cvc).toBe(valid ? undefined : 'Enter a CVC from 100 to 999');
  });

  it('every integer month from 1 to 12 is valid and no other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (month) => {
        const valid = !errorsFor({ expirationMonth: String(month) }).expirationMonth;
        expect(valid).toBe(month >= 1 && month <= 12);
      }),
    );
  });
});

describe('the shop submit checks, in the product’s order', () => {
  it('passes a complete, well-formed form', () => {
    const check = checkBillingForm(shop, card, NOW);
    expect(check).toEqual({ alert: null, fieldErrors: {} });
    expect(isValid(check)).toBe(true);
  });

  it.each<keyof ShopFormValues>(['address', 'township', 'categoryId'])(
    'a missing %s alerts the shop message first, even with card fields missing',
    (field) => {
      const check = checkBillingForm({ ...shop, [field]: ' ' }, { ...card, cvc: '' }, NOW);
      expect(check).toEqual({
        alert: 'Please fill in all required shop information',
        fieldErrors: {},
      });
      expect(isValid(check)).toBe(false);
    },
  );

  it('does not require the shop name, phone or email (they are prefilled)', () => {
    expect(checkBillingForm({ ...shop, shopName: '', phone: '', email: '' }, card, NOW).alert).toBe(
      null,
    );
  });

  it.each<keyof CardFormValues>([
    'cardNumber',
    'cardHolderName',
    'expirationMonth',
    'expirationYear',
    'cvc',
  ])('a missing %s alerts the card message', (field) => {
    expect(checkBillingForm(shop, { ...card, [field]: '' }, NOW)).toEqual({
      alert: 'Please fill in all card details',
      fieldErrors: {},
    });
  });

  it('reports format problems under their fields, without an alert', () => {
    const check = checkBillingForm(
      shop,
      { ...card, expirationMonth: '13', expirationYear: '2050', cvc: '12' },
      NOW,
    );
    expect(check).toEqual({
      alert: null,
      fieldErrors: {
        expirationMonth: 'Enter a month from 1 to 12',
        expirationYear: 'Enter a year from 2025 to 2035',
        cvc: 'Enter a CVC from 100 to 999',
      },
    });
    expect(isValid(check)).toBe(false);
  });
});
