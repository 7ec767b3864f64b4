import { readPriceChangeForm, type PriceSubject } from './priceChangeRules';

const standard: PriceSubject = {
  target: 'plan',
  id: 2,
  name: 'Standard',
  values: {
    price_3month: 180_000,
    price_6month: 340_000,
    price_12month: 640_000,
    max_branches: 3,
    max_users: 5,
    max_posts_per_month: 30,
  },
};
const social: PriceSubject = {
  target: 'addon',
  id: 1,
  name: 'Social',
  values: { price_3month: 10_000 },
};
// 7 December 2026, 10:00 in Yangon.
const now = new Date('2026-12-07T03:30:00Z');

describe('readPriceChangeForm', () => {
  test('sends only what changed, with each line from and to; today applies at once', () => {
    const form = readPriceChangeForm(
      standard,
      { price_3month: '၁၉၀,၀၀၀', max_branches: '' },
      '2026-12-07',
      now,
    );
    expect(form).toEqual({
      ok: true,
      now: true,
      lines: [
        { field: 'price_3month', from: 180_000, to: 190_000 },
        { field: 'max_branches', from: 3, to: null },
      ],
      request: {
        target: 'plan',
        target_id: 2,
        changes: { price_3month: 190_000, max_branches: null },
        effective_from: '2026-12-07T00:00:00+06:30',
      },
    });
  });

  test('a later day is scheduled, not applied now', () => {
    const form = readPriceChangeForm(social, { price_3month: '12000' }, '2026-12-20', now);
    expect(form).toMatchObject({
      ok: true,
      now: false,
      request: { target: 'addon', target_id: 1 },
    });
  });

  test('refuses a day past, no day, an empty price, a fraction, too much, and no change at all', () => {
    expect(readPriceChangeForm(standard, { price_3month: '1' }, '2026-12-06', now)).toMatchObject({
      ok: false,
      date: 'past',
    });
    expect(readPriceChangeForm(standard, { price_3month: '1' }, '', now)).toMatchObject({
      ok: false,
      date: 'date',
    });
    expect(
      readPriceChangeForm(
        standard,
        { price_3month: '', price_6month: '1.5', price_12month: '10000001' },
        '2026-12-08',
        now,
      ),
    ).toMatchObject({
      ok: false,
      fields: {
        price_3month: { kind: 'number' },
        price_6month: { kind: 'number' },
        price_12month: { kind: 'tooHigh', max: 10_000_000 },
      },
    });
    expect(
      readPriceChangeForm(social, { price_3month: '1000001' }, '2026-12-08', now),
    ).toMatchObject({
      ok: false,
      fields: { price_3month: { kind: 'tooHigh', max: 1_000_000 } },
    });
    expect(readPriceChangeForm(standard, {}, '2026-12-08', now)).toMatchObject({
      ok: false,
      nothing: true,
      lines: [],
    });
  });
});
