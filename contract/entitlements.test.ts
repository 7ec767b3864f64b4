import {
  ADDON,
  entitlementsOf,
  NO_ENTITLEMENTS,
  withinLimit,
  type EntitlementPlan,
} from './entitlements';

const basic: EntitlementPlan = {
  id: 1,
  name: 'basic',
  max_branches: 1,
  max_posts_per_month: 10,
  allow_stamp_card: true,
  allow_point_collection: false,
  allow_membership: false,
};
const premium: EntitlementPlan = {
  id: 3,
  name: 'Premium',
  max_branches: 10,
  max_posts_per_month: 100,
  allow_stamp_card: true,
  allow_point_collection: true,
  allow_membership: true,
};

describe('entitlements', () => {
  it('allows nothing without an active subscription', () => {
    expect(entitlementsOf(null)).toBe(NO_ENTITLEMENTS);
    expect(NO_ENTITLEMENTS.max_branches).toBe(0);
    expect(NO_ENTITLEMENTS.orders).toBe(false);
  });

  it("takes a plan's limits and flags; add-ons it does not have stay off", () => {
    expect(entitlementsOf({ plan: basic, addons: [] })).toEqual({
      subscribed: true,
      plan_name: 'basic',
      max_branches: 1,
      max_posts_per_month: 10,
      stamp_card: true,
      point_collection: false,
      membership: false,
      orders: false,
      ad_banners: false,
      ad_banner_units: 0,
      analytics: false,
      social_media_units: 0,
    });
  });

  it('adds the Branches add-on quantity to the branch limit, and switches features on by add-on', () => {
    const terms = {
      plan: basic,
      addons: [
        { addon_type_id: ADDON.branches, quantity: 2 },
        { addon_type_id: ADDON.orderReservations, quantity: 1 },
        { addon_type_id: ADDON.advertisementBanner, quantity: 3 },
      ],
    };
    const granted = entitlementsOf(terms);
    expect(granted.max_branches).toBe(3);
    expect(granted.orders).toBe(true);
    expect(granted.ad_banners).toBe(true);
    expect(granted.ad_banner_units).toBe(3);
    expect(granted.analytics).toBe(false);
    expect(granted.social_media_units).toBe(0);
  });

  it('counts the Social Media Content add-on’s units (15 shared posts a month each)', () => {
    const granted = entitlementsOf({
      plan: basic,
      addons: [{ addon_type_id: ADDON.socialMedia, quantity: 2 }],
    });
    expect(granted.social_media_units).toBe(2);
    // The plan's own posts stay as they are; socialPostRules adds the add-on's.
    expect(granted.max_posts_per_month).toBe(10);
  });

  it("gives Premium's All Features: orders, banners and analytics without add-ons", () => {
    const granted = entitlementsOf({ plan: premium, addons: [] });
    expect([granted.orders, granted.ad_banners, granted.analytics]).toEqual([true, true, true]);
    expect(granted.membership).toBe(true);
  });

  it('keeps a null limit as no limit, whatever add-ons are bought', () => {
    const unlimited = { ...basic, max_branches: null };
    expect(
      entitlementsOf({ plan: unlimited, addons: [{ addon_type_id: ADDON.branches, quantity: 1 }] })
        .max_branches,
    ).toBeNull();
    expect(withinLimit(1_000, null)).toBe(true);
  });

  it('allows one more only below the limit', () => {
    expect(withinLimit(0, 1)).toBe(true);
    expect(withinLimit(1, 1)).toBe(false);
    expect(withinLimit(0, 0)).toBe(false);
  });
});
