import { pickupChoice } from './pickup';

/** 2 March 2026 is a Monday; times on the Yangon clock. */
const at = (iso: string) => Date.parse(`${iso}+06:30`);
const shop = {
  orders_for_later: true,
  hours: [{ weekday: 1, opens: '09:00', closes: '10:00' }],
  branches: [
    {
      id: 7,
      name: 'Bahan',
      address: '',
      township: { id: 1, name: 'Bahan' },
      phone: '09420000001',
      hours: [{ weekday: 2, opens: '06:00', closes: '06:30' }],
      busy_until: null,
    },
  ],
};

describe('pickupChoice', () => {
  it("offers the shop's pickup times, one required while it is closed", () => {
    expect(pickupChoice(shop, null, at('2026-03-02T08:00:00'))).toEqual({
      slots: [
        '2026-03-02T02:30:00.000Z',
        '2026-03-02T02:45:00.000Z',
        '2026-03-02T03:00:00.000Z',
        '2026-03-02T03:15:00.000Z',
      ],
      required: true,
      now: at('2026-03-02T08:00:00'),
    });
    expect(pickupChoice(shop, null, at('2026-03-02T09:20:00'))).toMatchObject({
      slots: ['2026-03-02T03:15:00.000Z'],
      required: false,
    });
  });

  it("uses the chosen branch's hours", () => {
    expect(pickupChoice(shop, 7, at('2026-03-02T08:00:00'))).toMatchObject({
      slots: ['2026-03-02T23:30:00.000Z', '2026-03-02T23:45:00.000Z'],
      required: true,
    });
  });

  it('is null for a shop that takes no orders for later, and before the clock is read', () => {
    expect(
      pickupChoice({ ...shop, orders_for_later: false }, null, at('2026-03-02T08:00:00')),
    ).toBe(null);
    expect(pickupChoice(shop, null, null)).toBeNull();
  });
});
