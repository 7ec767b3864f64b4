/**
 * Who hears of what, and the words (push/fanOut.ts, push/texts.ts): pure, with records written
 * out by hand.
 */
import type { Reservation, ShopOrder } from '@contract/orders';
import { fanOut, type FanOutDevice, type OutboxRecord } from '../src/push/fanOut';

const order = (overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  id: 40,
  number: 12,
  shop: { slug: 'golden-cup', name: 'Golden Cup' },
  branch: { id: 5, name: 'Bahan' },
  customer: { id: 9, name: 'Ma Hnin', phone: '09420000123' },
  lines: [
    { item_id: 1, name: 'Tea', price: 2000, quantity: 2 },
    { item_id: 2, name: 'Samosa', price: 4000, quantity: 1 },
  ],
  subtotal: 8000,
  member_discount: 0,
  promo: null,
  total: 8000,
  note: '',
  table: null,
  state: 'placed',
  reason: null,
  payment: null,
  pickup_at: null,
  placed_at: '2026-12-07T03:00:00.000Z',
  updated_at: '2026-12-07T03:00:00.000Z',
  ...overrides,
});

const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 70,
  shop: { slug: 'golden-cup', name: 'Golden Cup' },
  branch: null,
  service: null,
  customer: { id: 9, name: 'Ma Hnin', phone: '09420000123' },
  date: '2026-12-12',
  time: '18:30',
  party_size: 4,
  note: '',
  state: 'requested',
  reason: null,
  created_at: '2026-12-07T03:00:00.000Z',
  updated_at: '2026-12-07T03:00:00.000Z',
  ...overrides,
});

const orderRecord = (o: ShopOrder): OutboxRecord => ({
  id: 1,
  merchant_id: 3,
  customer_id: 9,
  kind: 'order',
  state: o.state,
  payload: { kind: 'order', order: o },
});

const reservationRecord = (r: Reservation): OutboxRecord => ({
  id: 2,
  merchant_id: 3,
  customer_id: 9,
  kind: 'reservation',
  state: r.state,
  payload: JSON.stringify({ kind: 'reservation', reservation: r }),
});

const shopDevice = (id: number, more: Partial<FanOutDevice> = {}): FanOutDevice => ({
  id,
  merchantId: 3,
  customerId: null,
  language: 'en',
  events: ['new_order', 'new_reservation'],
  role: 'owner',
  branchId: null,
  ...more,
});

const shopperDevice = (id: number, language: 'en' | 'my' = 'en'): FanOutDevice => ({
  id,
  merchantId: null,
  customerId: 9,
  language,
  events: [],
  role: 'owner',
  branchId: null,
});

const none = { devices: [], shopPhone: null, shopperText: null };

describe('fanning a record out', () => {
  it('a new order: each shop device in its language, the items counted', () => {
    const deliveries = fanOut(orderRecord(order()), {
      ...none,
      devices: [shopDevice(1), shopDevice(2, { language: 'my' }), shopperDevice(3)],
    });
    expect(deliveries).toEqual([
      {
        subscriptionId: 1,
        smsPhone: null,
        message: {
          title: 'New order #12 — 3 items, 8,000 MMK',
          body: 'Ma Hnin · Golden Cup (Bahan)',
          url: '/store/orders#order-40',
          tag: 'order-40',
        },
      },
      {
        subscriptionId: 2,
        smsPhone: null,
        message: {
          title: 'အော်ဒါအသစ် #၁၂ — ပစ္စည်း ၃ ခု၊ ၈,၀၀၀ ကျပ်',
          body: 'Ma Hnin · Golden Cup (Bahan)',
          url: '/store/orders#order-40',
          tag: 'order-40',
        },
      },
    ]);
  });

  it('a cashier of another branch hears nothing; one of this branch does', () => {
    const deliveries = fanOut(orderRecord(order()), {
      ...none,
      devices: [
        shopDevice(1, { role: 'cashier', branchId: 6 }),
        shopDevice(2, { role: 'cashier', branchId: 5 }),
        shopDevice(3, { role: 'cashier', branchId: null }),
      ],
    });
    expect(deliveries.map((d) => d.subscriptionId)).toEqual([2, 3]);
  });

  it('a new reservation, in both languages; a shop without devices gets an SMS in Burmese', () => {
    const record = reservationRecord(reservation());
    expect(
      fanOut(record, { ...none, devices: [shopDevice(1), shopDevice(2, { language: 'my' })] }).map(
        (d) => d.message.title,
      ),
    ).toEqual([
      'New reservation — 4 people, 2026-12-12 18:30',
      'ကြိုတင်နေရာယူမှုအသစ် — ၄ ဦး၊ ၂၀၂၆-၁၂-၁၂ ၁၈:၃၀',
    ]);
    expect(fanOut(record, { ...none, shopPhone: '09781234567' })).toEqual([
      {
        subscriptionId: null,
        smsPhone: '09781234567',
        message: {
          title: 'ကြိုတင်နေရာယူမှုအသစ် — ၄ ဦး၊ ၂၀၂၆-၁၂-၁၂ ၁၈:၃၀',
          body: 'ကြိုတင်နေရာယူမှုအသစ် — ၄ ဦး၊ ၂၀၂၆-၁၂-၁၂ ၁၈:၃၀\nMa Hnin · Golden Cup',
          url: '/store/orders#reservation-70',
          tag: 'reservation-70',
        },
      },
    ]);
    // Devices that all turned reservations off: silence, no SMS.
    expect(
      fanOut(record, {
        ...none,
        shopPhone: '09781234567',
        devices: [shopDevice(1, { events: ['new_order'] })],
      }),
    ).toEqual([]);
  });

  it('the shopper: Accepted, Ready for pickup, Reservation confirmed; nothing of a new order', () => {
    const facts = { ...none, devices: [shopDevice(1), shopperDevice(2), shopperDevice(3, 'my')] };
    const titles = (record: OutboxRecord) => fanOut(record, facts).map((d) => d.message.title);
    expect(titles(orderRecord(order({ state: 'accepted' })))).toEqual(['Accepted', 'လက်ခံပြီး']);
    expect(titles(orderRecord(order({ state: 'ready' })))).toEqual([
      'Ready for pickup',
      'လာယူရန် အသင့်ဖြစ်ပြီ',
    ]);
    const confirmed = fanOut(reservationRecord(reservation({ state: 'confirmed' })), facts);
    expect(confirmed.map((d) => [d.message.title, d.message.body, d.message.url])).toEqual([
      ['Reservation confirmed', 'Golden Cup — 2026-12-12 18:30', '/my/orders#reservation-70'],
      ['ကြိုတင်နေရာယူမှု အတည်ပြုပြီး', 'Golden Cup — ၂၀၂၆-၁၂-၁၂ ၁၈:၃၀', '/my/orders#reservation-70'],
    ]);
    // A new order tells the shop, never the shopper.
    expect(fanOut(orderRecord(order()), facts).map((d) => d.subscriptionId)).toEqual([1]);
  });

  it('an SMS to the shopper only for an order ready, and only when asked', () => {
    const asked = { ...none, shopperText: { phone: '09420000123', language: 'en' as const } };
    expect(fanOut(orderRecord(order({ state: 'accepted' })), asked)).toEqual([]);
    expect(fanOut(orderRecord(order({ state: 'ready' })), asked)).toEqual([
      {
        subscriptionId: null,
        smsPhone: '09420000123',
        message: {
          title: 'Ready for pickup',
          body: 'Ready for pickup\nGolden Cup (Bahan) — order #12',
          url: '/my/orders#order-40',
          tag: 'order-40',
        },
      },
    ]);
    expect(fanOut(orderRecord(order({ state: 'ready' })), none)).toEqual([]);
  });
});
