import { keepsAnswer, keepsPage, olderSavedAt, readSavedAt } from './offlineCopies';

describe('what the service worker keeps for reading offline', () => {
  it('keeps the store pages and /my/cards, no other page', () => {
    for (const kept of [
      '/shops/shwe-tea',
      '/shops/shwe-tea/',
      '/shops/shwe-tea/posts/12',
      '/my/cards',
    ]) {
      expect([kept, keepsPage(kept)]).toEqual([kept, true]);
    }
    for (const other of [
      '/',
      '/shops',
      '/shops/',
      '/my/orders',
      '/store/orders',
      '/customer',
      '/my/cards/x',
    ]) {
      expect([other, keepsPage(other)]).toEqual([other, false]);
    }
  });

  it('keeps the answers those pages read, not slots, quotes or anyone else’s calls', () => {
    for (const kept of [
      '/api/marketplace/shops/shwe-tea',
      '/api/marketplace/shops/shwe-tea/promotions',
      '/api/marketplace/shops/shwe-tea/posts/12',
      '/api/customer/shops/shwe-tea/loyalty',
      '/api/customer/shops/shwe-tea/membership',
      '/api/customer/cards',
      '/api/customer/me',
    ]) {
      expect([kept, keepsAnswer(kept)]).toEqual([kept, true]);
    }
    for (const other of [
      '/api/marketplace/shops',
      '/api/customer/shops/shwe-tea/slots',
      '/api/customer/shops/shwe-tea/quote',
      '/api/customer/orders',
      '/api/customer/events',
      '/api/merchant/store/4/orders',
      '/shops/shwe-tea',
    ]) {
      expect([other, keepsAnswer(other)]).toEqual([other, false]);
    }
  });

  it('reads a save time, or nothing', () => {
    expect(readSavedAt('2026-12-07T04:35:00.000Z')).toBe('2026-12-07T04:35:00.000Z');
    expect(readSavedAt('Mon, 07 Dec 2026 04:35:00 GMT')).toBe('2026-12-07T04:35:00.000Z');
    expect(readSavedAt('')).toBeNull();
    expect(readSavedAt('yesterday')).toBeNull();
    expect(readSavedAt(null)).toBeNull();
  });

  it('takes the older of two save times', () => {
    const morning = '2026-12-07T01:00:00.000Z';
    const noon = '2026-12-07T05:30:00.000Z';
    expect(olderSavedAt(morning, noon)).toBe(morning);
    expect(olderSavedAt(noon, morning)).toBe(morning);
    expect(olderSavedAt(null, noon)).toBe(noon);
    expect(olderSavedAt(noon, null)).toBe(noon);
    expect(olderSavedAt(null, null)).toBeNull();
  });
});
