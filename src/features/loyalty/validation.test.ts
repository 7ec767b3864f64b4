import {
  isValid,
  normalisePhone,
  phoneProblem,
  redeemCodeProblem,
  validateMembership,
  validatePointReward,
  validatePoints,
  validateStampCard,
  wholeProblem,
} from './validation';

const card = { stamps_needed: '10', reward: 'A free tea', background: '#1f3a5f', color: '#f2b705' };

describe('wholeProblem', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['2.5', 'whole'],
    ['ten', 'whole'],
    ['1', 'range'],
    ['21', 'range'],
    ['2', null],
    ['20', null],
    [' 7 ', null],
  ])('%j in 2..20 is %s', (text, problem) => {
    expect(wholeProblem(text, 2, 20)).toBe(problem);
  });
});

describe('validateStampCard', () => {
  it('accepts a card inside every limit', () => {
    expect(validateStampCard(card)).toEqual({});
    expect(isValid(validateStampCard(card))).toBe(true);
  });

  it('refuses stamps outside 2-20', () => {
    expect(validateStampCard({ ...card, stamps_needed: '1' })).toEqual({ stamps_needed: 'range' });
    expect(validateStampCard({ ...card, stamps_needed: '21' })).toEqual({
      stamps_needed: 'range',
    });
    expect(validateStampCard({ ...card, stamps_needed: '20' })).toEqual({});
    expect(validateStampCard({ ...card, stamps_needed: '2' })).toEqual({});
  });

  it('needs a reward of at most 120 characters', () => {
    expect(validateStampCard({ ...card, reward: ' ' })).toEqual({ reward: 'required' });
    expect(validateStampCard({ ...card, reward: 'x'.repeat(121) })).toEqual({ reward: 'tooLong' });
    expect(validateStampCard({ ...card, reward: 'x'.repeat(120) })).toEqual({});
    // Counted in characters, not UTF-16 units: 120 Burmese letters pass.
    expect(validateStampCard({ ...card, reward: 'က'.repeat(120) })).toEqual({});
  });

  it('needs both colours as #rrggbb', () => {
    expect(validateStampCard({ ...card, background: 'red', color: '#12345' })).toEqual({
      background: 'colour',
      color: 'colour',
    });
    expect(isValid(validateStampCard({ ...card, background: 'red' }))).toBe(false);
  });
});

describe('validatePoints', () => {
  it('needs 1-1000 points per 1,000 MMK', () => {
    expect(validatePoints({ points_per_1000: '0' })).toEqual({ points_per_1000: 'range' });
    expect(validatePoints({ points_per_1000: '1001' })).toEqual({ points_per_1000: 'range' });
    expect(validatePoints({ points_per_1000: '1' })).toEqual({});
    expect(validatePoints({ points_per_1000: '1000' })).toEqual({});
    expect(validatePoints({ points_per_1000: '' })).toEqual({ points_per_1000: 'required' });
  });
});

describe('validatePointReward', () => {
  it('needs a name and 1-1,000,000 points', () => {
    expect(validatePointReward({ name: 'Cake', points: '50' })).toEqual({});
    expect(validatePointReward({ name: '', points: '0' })).toEqual({
      name: 'required',
      points: 'range',
    });
    expect(validatePointReward({ name: 'Cake', points: '1000001' })).toEqual({ points: 'range' });
    expect(validatePointReward({ name: 'Cake', points: '1000000' })).toEqual({});
    expect(validatePointReward({ name: 'x'.repeat(121), points: '5' })).toEqual({
      name: 'tooLong',
    });
  });
});

describe('validateMembership', () => {
  it('takes a discount of 0-20 percent', () => {
    expect(validateMembership({ discount_percent: '0' })).toEqual({});
    expect(validateMembership({ discount_percent: '20' })).toEqual({});
    expect(validateMembership({ discount_percent: '21' })).toEqual({ discount_percent: 'range' });
    expect(validateMembership({ discount_percent: '-1' })).toEqual({ discount_percent: 'range' });
    expect(validateMembership({ discount_percent: '5.5' })).toEqual({ discount_percent: 'whole' });
  });
});

describe('the counter', () => {
  it('takes Myanmar mobile numbers, with spaces or dashes', () => {
    expect(normalisePhone('09 420-000 123')).toBe('09420000123');
    expect(phoneProblem('09 420 000 123')).toBeNull();
    expect(phoneProblem('+959420000123')).toBeNull();
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem('12345')).toBe('phone');
  });

  it('takes a code of exactly six digits', () => {
    expect(redeemCodeProblem('123456')).toBeNull();
    expect(redeemCodeProblem(' 123456 ')).toBeNull();
    expect(redeemCodeProblem('')).toBe('required');
    expect(redeemCodeProblem('12345')).toBe('code');
    expect(redeemCodeProblem('1234567')).toBe('code');
    expect(redeemCodeProblem('12a456')).toBe('code');
  });
});
