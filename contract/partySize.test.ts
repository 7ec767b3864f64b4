import { ORDER_LIMITS, partyTooLarge } from './orderRules';

describe("a reservation's party against the shop's largest party", () => {
  test('a shop takes 12 until it sets its own, and may allow up to 100', () => {
    expect(ORDER_LIMITS.defaultMaxPartySize).toBe(12);
    expect(ORDER_LIMITS.partySize).toBe(100);
  });

  test('the largest party itself is taken; one more is refused', () => {
    expect(partyTooLarge(12, 12)).toBe(false);
    expect(partyTooLarge(13, 12)).toBe(true);
    expect(partyTooLarge(1, 1)).toBe(false);
    expect(partyTooLarge(2, 1)).toBe(true);
    expect(partyTooLarge(100, 100)).toBe(false);
  });
});
