import { cardProblems, parseCard, parseExpiry, type CardForm } from './cardForm';

const form = (over: Partial<CardForm> = {}): CardForm => ({
  cardNumber: '4242 4242 4242 4242',
  cardholderName: 'Daw Khin',
  expiry: '12/30',
  cvv: '123',
  ...over,
});

describe('the card form', () => {
  it('on the sample page asks only that every field is filled in', () => {
    expect(
      cardProblems(form({ cardNumber: 'not a number', expiry: '13/99', cvv: '1' }), false),
    ).toEqual({});
    expect(cardProblems(form({ cardNumber: ' ', cvv: '' }), false)).toEqual({
      cardNumber: 'required',
      cvv: 'required',
    });
  });

  it('for a real charge also checks the number, the expiry and the CVV', () => {
    expect(cardProblems(form(), true)).toEqual({});
    expect(cardProblems(form({ cardNumber: '1234', expiry: '13/30', cvv: '12' }), true)).toEqual({
      cardNumber: 'invalid',
      expiry: 'invalid',
      cvv: 'invalid',
    });
    expect(cardProblems(form({ cardNumber: '' }), true)).toEqual({ cardNumber: 'required' });
  });

  it('reads the expiry as a month and a four-digit year, in either digits', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('၁၂/၃၀')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
  });

  it('gives the card as the process call takes it', () => {
    expect(parseCard(form({ cardNumber: '4242-4242 4242 4242' }))).toEqual({
      number: '4242424242424242',
      holder: 'Daw Khin',
      month: 12,
      year: 2030,
      cvc: '123',
    });
    expect(parseCard(form({ cvv: 'abc' }))).toBeNull();
  });
});
