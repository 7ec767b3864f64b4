import { deliveryCharge, repeatedTownship } from './deliveryRules';
import { nextOrderState, orderActions } from './orderRules';

const areas = [
  { township_id: 7, fee: 1500, min_total: 10_000, eta_minutes: 30 },
  { township_id: 9, fee: 0, min_total: 0, eta_minutes: 45 },
];

describe('deliveryCharge', () => {
  it('charges the township’s fee from its least order up', () => {
    expect(deliveryCharge(areas, 7, 10_000)).toEqual({
      kind: 'charged',
      fee: 1500,
      eta_minutes: 30,
    });
    expect(deliveryCharge(areas, 9, 1)).toEqual({ kind: 'charged', fee: 0, eta_minutes: 45 });
  });

  it('refuses below the least, and a township not served', () => {
    expect(deliveryCharge(areas, 7, 9999)).toEqual({ kind: 'below_minimum', min_total: 10_000 });
    expect(deliveryCharge(areas, 8, 50_000)).toEqual({ kind: 'unserved' });
    expect(deliveryCharge([], 7, 50_000)).toEqual({ kind: 'unserved' });
  });
});

describe('repeatedTownship', () => {
  it('names the first township listed twice', () => {
    expect(repeatedTownship([{ township_id: 1 }, { township_id: 2 }, { township_id: 1 }])).toBe(1);
    expect(repeatedTownship([{ township_id: 1 }, { township_id: 2 }])).toBeNull();
  });
});

describe('an order for delivery', () => {
  it('goes out from accepted or ready, and is completed only once out', () => {
    expect(nextOrderState('accepted', 'dispatch', true)).toBe('out_for_delivery');
    expect(nextOrderState('ready', 'dispatch', true)).toBe('out_for_delivery');
    expect(nextOrderState('out_for_delivery', 'complete', true)).toBe('completed');
    expect(nextOrderState('ready', 'complete', true)).toBeNull();
    expect(orderActions('accepted', 'merchant', true)).toEqual(['ready', 'dispatch']);
    expect(orderActions('out_for_delivery', 'merchant', true)).toEqual(['complete']);
    expect(orderActions('out_for_delivery', 'customer', true)).toEqual([]);
  });

  it('while a pickup order never goes out', () => {
    expect(nextOrderState('accepted', 'dispatch')).toBeNull();
    expect(nextOrderState('ready', 'complete')).toBe('completed');
    expect(orderActions('ready', 'merchant')).toEqual(['complete']);
  });
});
