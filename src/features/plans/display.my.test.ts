import { translatorFor } from '../../i18n/catalogues';
import { limitText, onTypedNumber, planCardFacts, typedNumber } from './display';

describe('plan display in Burmese', () => {
  it('reads quantities and discounts typed in Myanmar digits, alone or mixed with Latin ones', () => {
    expect(typedNumber('၁၀')).toBe(10);
    expect(typedNumber('1၅')).toBe(15);
    expect(typedNumber('၁၀ဝ')).toBeNull();
    const entered: number[] = [];
    onTypedNumber((value) => entered.push(value))('၂၅');
    expect(entered).toEqual([25]);
  });

  it('shows limits in Myanmar digits and flags in Burmese', () => {
    const t = translatorFor('my');
    expect(limitText(1500, t)).toBe('၁,၅၀၀');
    expect(limitText(null, t)).not.toBe('N/A');
    expect(
      planCardFacts(
        {
          max_branches: 1,
          max_users: 2,
          max_posts_per_month: 10,
          allow_stamp_card: true,
          allow_point_collection: false,
        },
        0,
        t,
      ).map((fact) => fact.value),
    ).toEqual(['၁', '၂', '၁၀', 'ပါဝင်သည်', 'မပါဝင်ပါ']);
  });
});
