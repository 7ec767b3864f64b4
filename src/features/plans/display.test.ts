import {
  flagText,
  limitText,
  onTypedNumber,
  planCardFacts,
  planLimits,
  typedNumber,
} from './display';
import { activeSectionAt } from './useSectionNav';

const standard = {
  name: 'Standard',
  max_branches: 3,
  max_users: 5,
  max_posts_per_month: 1500,
  allow_stamp_card: true,
  allow_point_collection: false,
  allow_membership: false,
};

describe('plan facts as shown', () => {
  it('shows limits with grouping, N/A when missing', () => {
    expect(limitText(3)).toBe('3');
    expect(limitText(1500)).toBe('1,500');
    expect(limitText(0)).toBe('0');
    expect(limitText(null)).toBe('N/A');
    expect(limitText(undefined)).toBe('N/A');
  });

  it('shows flags as Yes or No, N/A when missing', () => {
    expect(flagText(true)).toBe('Yes');
    expect(flagText(false)).toBe('No');
    expect(flagText(null)).toBe('N/A');
    expect(flagText(undefined)).toBe('N/A');
  });

  it('gives the Plan Selection panel the three limits, N/A without a plan', () => {
    expect(planLimits(standard)).toEqual([
      { label: 'Max Branches', value: '3' },
      { label: 'Max Users', value: '5' },
      { label: 'Max Posts per Month', value: '1,500' },
    ]);
    expect(planLimits(undefined).map((f) => f.value)).toEqual(['N/A', 'N/A', 'N/A']);
  });

  it('lists five facts on a card, and Membership and All Features: Yes on the third', () => {
    expect(planCardFacts(standard, 1)).toEqual([
      { label: 'Max Branches', value: '3' },
      { label: 'Max Users', value: '5' },
      { label: 'Max Posts per Month', value: '1,500' },
      { label: 'Stamp Card', value: 'Yes' },
      { label: 'Point Collection', value: 'No' },
    ]);
    expect(planCardFacts({ name: 'Premium', allow_membership: true }, 2).slice(-4)).toEqual([
      { label: 'Stamp Card', value: 'N/A' },
      { label: 'Point Collection', value: 'N/A' },
      { label: 'Membership', value: 'Yes' },
      { label: 'All Features', value: 'Yes' },
    ]);
  });
});

describe('the section in view', () => {
  const sections = (plans: number, features: number, calculators: number) => [
    { id: 'plans', top: plans },
    { id: 'features', top: features },
    { id: 'calculators', top: calculators },
  ];

  it('is the last section whose top has reached the line', () => {
    expect(activeSectionAt(sections(120, 900, 2000), 200)).toBe('plans');
    expect(activeSectionAt(sections(-800, 150, 1200), 200)).toBe('features');
    expect(activeSectionAt(sections(-3000, -2000, 201), 200)).toBe('calculators');
  });

  it('is the first section when none has reached the line yet (the top of the page)', () => {
    expect(activeSectionAt(sections(600, 1400, 2400), 200)).toBe('plans');
  });

  it('is undefined without sections', () => {
    expect(activeSectionAt([], 200)).toBeUndefined();
  });
});

describe('typedNumber', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['2.5', 2.5],
    ['', null],
    ['  ', null],
    ['-', null],
    ['abc', null],
  ])('%j is %p', (text, expected) => {
    expect(typedNumber(text)).toBe(expected);
  });

  it('onTypedNumber passes numbers on and ignores the rest', () => {
    const enter = jest.fn();
    const onEnter = onTypedNumber(enter);
    onEnter('abc');
    onEnter('');
    onEnter('3');
    expect(enter.mock.calls).toEqual([[3]]);
  });
});
