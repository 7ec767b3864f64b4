import { readPartnerCodeForm, type PartnerCodeInput } from './partnerCodeRules';

const blank: PartnerCodeInput = {
  code: '',
  kind: 'percent',
  value: '',
  partner: '',
  lastDay: '',
  maxUses: '',
  active: true,
};
// 7 December 2026, 10:00 in Yangon.
const now = new Date('2026-12-07T03:30:00Z');

describe('readPartnerCodeForm', () => {
  test('a percentage code, upper case, working through its last day in Yangon', () => {
    expect(
      readPartnerCodeForm(
        {
          ...blank,
          code: ' yoma-12 ',
          value: '၁၂',
          partner: ' Yoma ',
          lastDay: '2026-12-31',
          maxUses: '50',
        },
        now,
      ),
    ).toEqual({
      ok: true,
      request: {
        code: 'YOMA-12',
        percent_off: 12,
        partner: 'Yoma',
        // 1 January 2027, 00:00 in Yangon.
        expires_at: '2026-12-31T17:30:00.000Z',
        max_uses: 50,
        active: true,
      },
    });
  });

  test('an amount code without expiry or limit, made switched off', () => {
    expect(
      readPartnerCodeForm(
        { ...blank, code: 'KBZ', kind: 'amount', value: '5,000', active: false },
        now,
      ),
    ).toEqual({
      ok: true,
      request: { code: 'KBZ', amount_off: 5000, expires_at: null, max_uses: null, active: false },
    });
  });

  test.each([
    [{ code: 'ab', value: '5' }, { code: 'code' }],
    [{ code: 'ABC', value: '21' }, { value: 'percent' }],
    [{ code: 'ABC', value: '0' }, { value: 'percent' }],
    [{ code: 'ABC', kind: 'amount' as const, value: '1500' }, { value: 'amount' }],
    [{ code: 'ABC', value: '5', maxUses: '0' }, { maxUses: 'maxUses' }],
    [{ code: 'ABC', value: '5', lastDay: '2026-12-06' }, { lastDay: 'expires' }],
  ])('refuses %j', (typed, problems) => {
    expect(readPartnerCodeForm({ ...blank, ...typed }, now)).toEqual({ ok: false, problems });
  });
});
