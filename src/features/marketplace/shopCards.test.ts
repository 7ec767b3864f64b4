import type { ShopCard } from '@contract/store';
import { cardHours, distinguishingBadges } from './shopCards';

const card = (overrides: Partial<ShopCard>): ShopCard => ({
  slug: 's',
  name: 'S',
  category: { id: 1, name: 'Cafe' },
  township: { id: 1, name: 'Bahan' },
  district: { id: 1, name: 'Yangon West' },
  logo: null,
  cover: null,
  hours: [],
  takes_orders: false,
  verified: true,
  rating: null,
  ...overrides,
});

describe('distinguishingBadges', () => {
  it('never shows a badge every listed shop has', () => {
    const shops = [card({ takes_orders: true }), card({ takes_orders: true })];
    expect(distinguishingBadges(shops)).toEqual(new Set());
  });

  it('shows a badge some shops have and others do not', () => {
    const shops = [card({ takes_orders: true }), card({ takes_orders: false })];
    expect(distinguishingBadges(shops)).toEqual(new Set(['takesOrders']));
  });

  it('shows nothing for a badge no shop has, or for an empty list', () => {
    expect(distinguishingBadges([card({}), card({})])).toEqual(new Set());
    expect(distinguishingBadges([])).toEqual(new Set());
  });
});

describe('cardHours', () => {
  const MONDAY_10AM = Date.parse('2025-03-03T10:00:00+06:30');
  const hours = [
    { weekday: 1, opens: '07:00', closes: '09:00' },
    { weekday: 2, opens: '07:00', closes: '18:00' },
  ];

  it('says nothing before the clock is read', () => {
    expect(cardHours(hours, null)).toBeNull();
  });

  it('is open inside the day’s span', () => {
    expect(cardHours([{ weekday: 1, opens: '09:00', closes: '18:00' }], MONDAY_10AM)).toEqual({
      status: 'open',
    });
  });

  it('is closed with the next opening', () => {
    expect(cardHours(hours, MONDAY_10AM)).toEqual({
      status: 'closed',
      opens: { weekday: 2, time: '07:00', today: false },
    });
    expect(cardHours([], MONDAY_10AM)).toEqual({ status: 'closed', opens: null });
  });
});
