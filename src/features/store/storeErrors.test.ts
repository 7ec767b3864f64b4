import { translatorFor } from '../../i18n/catalogues';
import { fieldErrorsOf, readCallFailure } from './storeErrors';
import { branchAllowance, planFeatures } from './entitlementsView';
import { entitlementsOf, NO_ENTITLEMENTS } from '@contract/entitlements';
import { shopAddressEncoded, shopAddressShown, shopPath } from './shopAddress';

const t = translatorFor('en');

describe('how a failed store call reads', () => {
  it('takes the 422’s field errors, joining a field’s messages', () => {
    expect(
      fieldErrorsOf({
        status: false,
        message: 'The given data was invalid.',
        data: { errors: { slug: ['Taken.', 'Too long.'], name: [''], phone: 'Not a phone.' } },
      }),
    ).toEqual({ slug: 'Taken. Too long.', phone: 'Not a phone.' });
    expect(fieldErrorsOf({ message: 'x' })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it('reads a 422, a 409, a 401, a failure without words, and no answer', () => {
    const body = { status: false, message: 'Invalid.', data: { errors: { name: ['Required.'] } } };
    expect(readCallFailure({ status: 422, data: body }, t)).toEqual({
      unauthorized: false,
      fieldErrors: { name: 'Required.' },
      message: 'Invalid.',
    });
    expect(readCallFailure({ status: 409, data: { message: 'Not yet.' } }, t).message).toBe(
      'Not yet.',
    );
    expect(readCallFailure({ status: 401, data: { message: 'Token not valid' } }, t)).toMatchObject(
      { unauthorized: true },
    );
    expect(
      readCallFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' }, t),
    ).toEqual({
      unauthorized: false,
      fieldErrors: {},
      message: 'The request failed (status 502). Please try again.',
    });
    expect(
      readCallFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, t).message,
    ).toBe('No answer from the server. Check your connection and try again.');
  });
});

describe('what the overview shows of the plan', () => {
  it('lists the features in order with whether each is included', () => {
    expect(planFeatures(NO_ENTITLEMENTS).every((f) => !f.included)).toBe(true);
    const premium = entitlementsOf({
      plan: {
        id: 3,
        name: 'Premium',
        max_branches: 10,
        max_posts_per_month: 100,
        allow_stamp_card: true,
        allow_point_collection: true,
        allow_membership: true,
      },
      addons: [],
    });
    expect(planFeatures(premium)).toEqual([
      { feature: 'stamp_card', included: true },
      { feature: 'point_collection', included: true },
      { feature: 'membership', included: true },
      { feature: 'orders', included: true },
      { feature: 'ad_banners', included: true },
      { feature: 'analytics', included: true },
    ]);
  });

  it('allows another branch below the limit, or with no limit', () => {
    expect(branchAllowance(2, 3)).toEqual({ used: 2, limit: 3, canAdd: true });
    expect(branchAllowance(3, 3).canAdd).toBe(false);
    expect(branchAllowance(0, 0).canAdd).toBe(false);
    expect(branchAllowance(50, null).canAdd).toBe(true);
  });
});

describe('the store page’s address', () => {
  it('encodes a Burmese slug in the path and the QR code, and shows it in letters', () => {
    expect(shopPath('golden-tea')).toBe('/shops/golden-tea');
    expect(shopPath('ရွှေ')).toBe(`/shops/${encodeURIComponent('ရွှေ')}`);
    expect(shopAddressEncoded('https://example.com', 'ရွှေ')).toBe(
      `https://example.com/shops/${encodeURIComponent('ရွှေ')}`,
    );
    expect(shopAddressShown('https://example.com', 'ရွှေ')).toBe('https://example.com/shops/ရွှေ');
  });
});
