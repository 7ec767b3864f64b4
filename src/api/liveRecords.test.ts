import type { Reservation, ShopOrder } from '@contract/orders';
import { parseLiveEvent, upsertLiveEvent } from './liveRecords';

const order = (id: number, state: ShopOrder['state'], updatedAt: string): ShopOrder => ({
  id,
  number: id,
  shop: { slug: 'shwe-yee', name: 'Shwe Yee' },
  branch: null,
  customer: { name: 'Ma Thida', phone: '09791234567' },
  lines: [{ item_id: 1, name: 'Mohinga', price: 2500, quantity: 2 }],
  subtotal: 5000,
  member_discount: 0,
  promo: null,
  total: 5000,
  note: '',
  table: '4',
  state,
  reason: null,
  payment: null,
  pickup_at: null,
  placed_at: '2026-11-25T03:00:00.000Z',
  updated_at: updatedAt,
});

const reservation = (id: number, state: Reservation['state'], updatedAt: string): Reservation => ({
  id,
  shop: { slug: 'shwe-yee', name: 'Shwe Yee' },
  branch: null,
  service: null,
  customer: { name: 'Ma Thida', phone: '09791234567' },
  date: '2026-11-26',
  time: '12:00',
  party_size: 2,
  note: '',
  state,
  reason: null,
  created_at: '2026-11-25T03:00:00.000Z',
  updated_at: updatedAt,
});

const T1 = '2026-11-25T03:01:00.000Z';
const T2 = '2026-11-25T03:02:00.000Z';

describe('upsertLiveEvent', () => {
  it('puts a new record first', () => {
    const lists = { orders: [order(1, 'placed', T1)], reservations: [] };
    expect(upsertLiveEvent(lists, { kind: 'order', order: order(2, 'placed', T1) })).toBe('added');
    expect(lists.orders.map((o) => o.id)).toEqual([2, 1]);
  });

  it('replaces a known record where it is with a newer copy', () => {
    const lists = { orders: [order(3, 'placed', T1), order(1, 'placed', T1)], reservations: [] };
    expect(upsertLiveEvent(lists, { kind: 'order', order: order(1, 'accepted', T2) })).toBe(
      'updated',
    );
    expect(lists.orders.map((o) => [o.id, o.state])).toEqual([
      [3, 'placed'],
      [1, 'accepted'],
    ]);
  });

  it('keeps a later state that a refetch already brought when an older event arrives', () => {
    const lists = { orders: [], reservations: [reservation(5, 'confirmed', T2)] };
    expect(
      upsertLiveEvent(lists, { kind: 'reservation', reservation: reservation(5, 'requested', T1) }),
    ).toBe('stale');
    expect(lists.reservations.map((r) => r.state)).toEqual(['confirmed']);
  });
});

describe('parseLiveEvent', () => {
  it('reads an order and a reservation event', () => {
    const placed = { kind: 'order', order: order(1, 'placed', T1) };
    const requested = { kind: 'reservation', reservation: reservation(5, 'requested', T1) };
    expect(parseLiveEvent(JSON.stringify(placed))).toEqual(placed);
    expect(parseLiveEvent(JSON.stringify(requested))).toEqual(requested);
  });

  it('ignores what is not a live event', () => {
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent('[]')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ kind: 'order', order: {} }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ kind: 'payment', payment: { id: 1 } }))).toBeNull();
  });
});
