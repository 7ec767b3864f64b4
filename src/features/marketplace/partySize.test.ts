import { partySizeProblem } from './partySize';

describe('the party size of a reservation, against the shop’s largest party', () => {
  it('takes every whole number from one up to the largest party, in either script', () => {
    expect(partySizeProblem(null, 2, 12)).toBeNull();
    expect(partySizeProblem('12', 2, 12)).toBeNull();
    expect(partySizeProblem('၁၂', 2, 12)).toBeNull();
    expect(partySizeProblem('1', 2, 1)).toBeNull();
  });

  it('refuses one more than the largest party, typed or stepped', () => {
    expect(partySizeProblem('13', 2, 12)).toBe('too_large');
    expect(partySizeProblem('၁၃', 2, 12)).toBe('too_large');
    expect(partySizeProblem(null, 13, 12)).toBe('too_large');
    expect(partySizeProblem('500', 2, 100)).toBe('too_large');
  });

  it('refuses what is not a party at all', () => {
    for (const typed of ['', '0', '-2', '2.5', 'two', '1 2']) {
      expect([typed, partySizeProblem(typed, 2, 12)]).toEqual([typed, 'invalid']);
    }
    expect(partySizeProblem(null, 0, 12)).toBe('invalid');
  });
});
