import type { CounterCustomer } from '@contract/loyalty';
import {
  counterLeft,
  counterReducer,
  counterSearchFailed,
  counterSearchRefused,
  counterSearchSubmitted,
  customerFound,
  customerNotFound,
  rewardRedeemed,
  rewardRedeemPressed,
  rewardRedeemRefused,
  type CounterState,
} from './counterSlice';

const customer: CounterCustomer = {
  phone: '09420000123',
  customer: { id: 9, name: 'Ko Aung' },
  stamps: 3,
  rewards: [
    { id: 31, reward: 'A free tea', earned_at: '2026-11-20T04:00:00.000Z', redeemed_at: null },
    { id: 32, reward: 'A cake', earned_at: '2026-11-21T04:00:00.000Z', redeemed_at: null },
  ],
  points: 150,
  history: [],
  member: true,
};

const idle: CounterState = { status: 'idle' };
const looking: CounterState = { status: 'looking', phone: '09420000123' };
const found: CounterState = { status: 'found', phone: '09420000123', customer, notice: null };
const redeeming: CounterState = {
  ...found,
  notice: { status: 'redeeming', rewardId: 31 },
};

describe('counterSlice', () => {
  it('starts idle', () => {
    expect(counterReducer(undefined, { type: 'unknown' })).toEqual(idle);
  });

  it('looks a phone up from any state', () => {
    expect(counterReducer(idle, counterSearchSubmitted('09420000123'))).toEqual(looking);
    expect(counterReducer(found, counterSearchSubmitted('09450000999'))).toEqual({
      status: 'looking',
      phone: '09450000999',
    });
    expect(
      counterReducer(
        { status: 'failed', phone: '09420000123' },
        counterSearchSubmitted('09420000123'),
      ),
    ).toEqual(looking);
  });

  it('settles the search with the answer for its own phone only', () => {
    expect(counterReducer(looking, customerFound({ phone: '09420000123', customer }))).toEqual(
      found,
    );
    expect(counterReducer(looking, customerNotFound('09420000123'))).toEqual({
      status: 'notFound',
      phone: '09420000123',
    });
    expect(counterReducer(looking, counterSearchFailed('09420000123'))).toEqual({
      status: 'failed',
      phone: '09420000123',
    });
    // An older search's answer changes nothing.
    expect(counterReducer(looking, customerFound({ phone: '09450000999', customer }))).toBe(
      looking,
    );
    expect(counterReducer(looking, counterSearchFailed('09450000999'))).toBe(looking);
    const limited = { phone: '09420000123', reason: 'limited' as const, message: 'Wait.' };
    expect(counterReducer(looking, counterSearchRefused(limited))).toEqual({
      status: 'refused',
      ...limited,
    });
    expect(
      counterReducer(looking, counterSearchRefused({ ...limited, phone: '09450000999' })),
    ).toBe(looking);
    expect(counterReducer(found, counterSearchRefused(limited))).toBe(found);
    expect(counterReducer(idle, customerNotFound('09420000123'))).toBe(idle);
  });

  it('replaces the record on screen with a newer answer', () => {
    const newer = { ...customer, stamps: 4 };
    expect(counterReducer(found, customerFound({ phone: '09420000123', customer: newer }))).toEqual(
      { ...found, customer: newer },
    );
  });

  it('redeems one reward at a time', () => {
    expect(counterReducer(found, rewardRedeemPressed(31))).toEqual(redeeming);
    expect(counterReducer(redeeming, rewardRedeemPressed(32))).toBe(redeeming);
    expect(counterReducer(found, rewardRedeemPressed(99))).toBe(found);
    expect(counterReducer(looking, rewardRedeemPressed(31))).toBe(looking);
  });

  it('takes a redeemed reward off the list and says so', () => {
    expect(counterReducer(redeeming, rewardRedeemed(31))).toEqual({
      ...found,
      customer: { ...customer, rewards: [customer.rewards[1]] },
      notice: { status: 'redeemed', reward: 'A free tea' },
    });
    expect(counterReducer(redeeming, rewardRedeemed(32))).toBe(redeeming);
    expect(counterReducer(found, rewardRedeemed(31))).toBe(found);
  });

  it('says why a reward was refused', () => {
    expect(
      counterReducer(redeeming, rewardRedeemRefused({ rewardId: 31, problem: 'alreadyRedeemed' })),
    ).toEqual({
      ...found,
      notice: { status: 'refused', reward: 'A free tea', problem: 'alreadyRedeemed' },
    });
    expect(counterReducer(found, rewardRedeemRefused({ rewardId: 31, problem: 'failed' }))).toBe(
      found,
    );
  });

  it('empties the counter when the page is left', () => {
    expect(counterReducer(found, counterLeft())).toEqual(idle);
  });
});
