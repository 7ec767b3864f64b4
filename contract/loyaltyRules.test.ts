import {
  addStamp,
  bannerEnds,
  discountedTotal,
  nextBanner,
  normalisePromoCode,
  pointsEarned,
  postsLeft,
  promoRefusal,
  undoStamp,
  yangonMonth,
  type PromoTerms,
} from './loyaltyRules';

describe('stamps', () => {
  it('adds one stamp below the card size', () => {
    expect(addStamp(0, 3)).toEqual({ stamps: 1, rewards: 0 });
    expect(addStamp(1, 3)).toEqual({ stamps: 2, rewards: 0 });
  });

  it('turns a full card into a reward and starts again', () => {
    expect(addStamp(2, 3)).toEqual({ stamps: 0, rewards: 1 });
    expect(addStamp(19, 20)).toEqual({ stamps: 0, rewards: 1 });
  });

  it('completes a card whose size was lowered below its stamps at the next stamp', () => {
    expect(addStamp(7, 5)).toEqual({ stamps: 0, rewards: 1 });
  });
});

describe('undoing a stamp', () => {
  it('takes a stamp off the card', () => {
    expect(undoStamp(1, 3, false)).toEqual({ stamps: 0, rewards: 0 });
    expect(undoStamp(2, 3, true)).toEqual({ stamps: 1, rewards: 0 });
  });

  it('on an empty card, takes back the reward the stamp completed: one short of full again', () => {
    expect(undoStamp(0, 3, true)).toEqual({ stamps: 2, rewards: -1 });
  });

  it('takes nothing back from an empty card whose reward was redeemed', () => {
    expect(undoStamp(0, 3, false)).toBeNull();
  });

  it('undoes what addStamp did, for every card size and count', () => {
    for (let needed = 2; needed <= 20; needed += 1) {
      for (let stamps = 0; stamps < needed; stamps += 1) {
        const added = addStamp(stamps, needed);
        expect(undoStamp(added.stamps, needed, added.rewards > 0)).toEqual({
          stamps,
          rewards: added.rewards > 0 ? -1 : 0,
        });
      }
    }
  });
});

describe('points', () => {
  it('counts whole thousands only', () => {
    expect(pointsEarned(999, 5)).toBe(0);
    expect(pointsEarned(1000, 5)).toBe(5);
    expect(pointsEarned(12_750, 2)).toBe(24);
    expect(pointsEarned(0, 10)).toBe(0);
  });
});

describe('promo codes', () => {
  const promo: PromoTerms = {
    kind: 'percent',
    value: 10,
    valid_from: '2026-11-01',
    valid_to: '2026-11-30',
    max_uses: 3,
    uses: 0,
    min_total: 5000,
    active: true,
  };

  it('accepts a code in its dates, under its uses, over its least total', () => {
    expect(promoRefusal(promo, 5000, '2026-11-01')).toBeNull();
    expect(promoRefusal(promo, 9000, '2026-11-30')).toBeNull();
    expect(promoRefusal({ ...promo, max_uses: null, uses: 900 }, 5000, '2026-11-15')).toBeNull();
  });

  it('names why a code is refused', () => {
    expect(promoRefusal(null, 5000, '2026-11-10')).toBe('promo_unknown');
    expect(promoRefusal({ ...promo, active: false }, 5000, '2026-11-10')).toBe('promo_unknown');
    expect(promoRefusal(promo, 5000, '2026-10-31')).toBe('promo_not_started');
    expect(promoRefusal(promo, 5000, '2026-12-01')).toBe('promo_expired');
    expect(promoRefusal({ ...promo, uses: 3 }, 5000, '2026-11-10')).toBe('promo_used_up');
    expect(promoRefusal(promo, 4999, '2026-11-10')).toBe('promo_min_total');
    // The customer's own uses, when the code limits them and a customer is known.
    const perCustomer = { ...promo, max_uses_per_customer: 2 };
    expect(promoRefusal(perCustomer, 5000, '2026-11-10', 1)).toBeNull();
    expect(promoRefusal(perCustomer, 5000, '2026-11-10', 2)).toBe('promo_customer_used_up');
    expect(promoRefusal(perCustomer, 5000, '2026-11-10', null)).toBeNull();
    expect(promoRefusal(promo, 5000, '2026-11-10', 50)).toBeNull();
  });

  it('reads codes trimmed and upper-case', () => {
    expect(normalisePromoCode('  rainy-10 ')).toBe('RAINY-10');
  });
});

describe('discounted totals', () => {
  it('leaves a total without discounts alone', () => {
    expect(discountedTotal(7500, null, null)).toEqual({
      subtotal: 7500,
      member_discount: 0,
      promo_discount: 0,
      total: 7500,
    });
  });

  it('takes the member discount off the subtotal, rounding down', () => {
    expect(discountedTotal(7550, 5, null)).toEqual({
      subtotal: 7550,
      member_discount: 377,
      promo_discount: 0,
      total: 7173,
    });
  });

  it('takes a percent code off what the member discount left', () => {
    expect(discountedTotal(10_000, 10, { kind: 'percent', value: 20 })).toEqual({
      subtotal: 10_000,
      member_discount: 1000,
      promo_discount: 1800,
      total: 7200,
    });
  });

  it('never takes an amount code below nought', () => {
    expect(discountedTotal(3000, null, { kind: 'amount', value: 5000 })).toEqual({
      subtotal: 3000,
      member_discount: 0,
      promo_discount: 3000,
      total: 0,
    });
    expect(discountedTotal(3000, null, { kind: 'percent', value: 100 }).total).toBe(0);
  });
});

describe('posts per Asia/Yangon month', () => {
  it('starts the month at midnight in Yangon, 17:30 UTC the day before', () => {
    const month = yangonMonth(new Date('2026-11-30T17:29:59Z'));
    expect(month.month).toBe('2026-11');
    expect(month.starts.toISOString()).toBe('2026-10-31T17:30:00.000Z');
    expect(month.ends.toISOString()).toBe('2026-11-30T17:30:00.000Z');
    expect(yangonMonth(new Date('2026-11-30T17:30:00Z')).month).toBe('2026-12');
  });

  it('crosses the year', () => {
    const month = yangonMonth(new Date('2026-12-31T18:00:00Z'));
    expect(month.month).toBe('2027-01');
    expect(month.ends.toISOString()).toBe('2027-01-31T17:30:00.000Z');
  });

  it('counts what is left, with no limit as null', () => {
    expect(postsLeft(3, 10)).toBe(7);
    expect(postsLeft(12, 10)).toBe(0);
    expect(postsLeft(500, null)).toBeNull();
  });
});

describe('banners', () => {
  it('shows 30 days per unit, never past the subscription', () => {
    const starts = new Date('2026-11-01T00:00:00Z');
    expect(bannerEnds(starts, 2, new Date('2027-02-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T00:00:00.000Z',
    );
    expect(bannerEnds(starts, 3, new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2026-12-15T00:00:00.000Z',
    );
  });

  it('rotates to the banner shown least, then longest ago', () => {
    const a = { id: 1, impressions: 5, last_shown_at: '2026-11-01T10:00:00Z' };
    const b = { id: 2, impressions: 4, last_shown_at: '2026-11-01T11:00:00Z' };
    const c = { id: 3, impressions: 4, last_shown_at: '2026-11-01T09:00:00Z' };
    const d = { id: 4, impressions: 4, last_shown_at: null };
    expect(nextBanner([a, b])).toBe(b);
    expect(nextBanner([a, b, c])).toBe(c);
    expect(nextBanner([a, b, c, d])).toBe(d);
    expect(nextBanner([])).toBeNull();
  });

  it('shows every banner equally often over a run', () => {
    const banners = [1, 2, 3].map((id) => ({
      id,
      impressions: 0,
      last_shown_at: null as string | null,
    }));
    const shown: number[] = [];
    for (let turn = 0; turn < 9; turn += 1) {
      const next = nextBanner(banners)!;
      shown.push(next.id);
      next.impressions += 1;
      next.last_shown_at = new Date(Date.UTC(2026, 10, 1, 0, turn)).toISOString();
    }
    expect(shown).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3]);
  });
});
