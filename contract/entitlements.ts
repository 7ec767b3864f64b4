/**
 * What a shop may do, from its active subscription: the plan's limits and flags plus the add-ons
 * bought with it. The server enforces these on every call; the SPA shows them (what the plan
 * allows, where to upgrade). Pure; imports nothing.
 */

/** Add-on ids are fixed by the seed (the client sends them), so rules may name them. */
export const ADDON = {
  /** Social Media Content: each unit is 15 shared posts a month (`socialPostRules.ts`). */
  socialMedia: 1,
  orderReservations: 2,
  branches: 3,
  advertisementBanner: 4,
  /** Stamp & Card Designs: each unit bought with the subscription is one design request. */
  stampCardDesigns: 5,
  advancedAnalytics: 6,
} as const;

/** Premium's 'All Features': it includes orders and reservations, ad banners and analytics. */
export const ALL_FEATURES_PLAN_ID = 3;

export interface EntitlementPlan {
  id: number;
  name: string;
  max_branches: number | null;
  max_posts_per_month: number | null;
  allow_stamp_card: boolean;
  allow_point_collection: boolean;
  allow_membership: boolean;
}

/** The active subscription: its plan and the add-ons bought with it (with their quantities). */
export interface SubscriptionTerms {
  plan: EntitlementPlan;
  addons: ReadonlyArray<{ addon_type_id: number; quantity: number }>;
}

export interface Entitlements {
  /** An active subscription exists; without one, nothing below is allowed. */
  subscribed: boolean;
  plan_name: string | null;
  /** Branches the shop may have; null means no limit. */
  max_branches: number | null;
  /** Announcements per calendar month (Asia/Yangon); null means no limit. */
  max_posts_per_month: number | null;
  stamp_card: boolean;
  point_collection: boolean;
  membership: boolean;
  orders: boolean;
  ad_banners: boolean;
  /** Units of the Advertisement Banner add-on bought: 30 days of banner each. */
  ad_banner_units: number;
  analytics: boolean;
  /** Units of the Social Media Content add-on bought: 15 shared posts a month each. */
  social_media_units: number;
}

export type Feature =
  'stamp_card' | 'point_collection' | 'membership' | 'orders' | 'ad_banners' | 'analytics';

export const NO_ENTITLEMENTS: Entitlements = {
  subscribed: false,
  plan_name: null,
  max_branches: 0,
  max_posts_per_month: 0,
  stamp_card: false,
  point_collection: false,
  membership: false,
  orders: false,
  ad_banners: false,
  ad_banner_units: 0,
  analytics: false,
  social_media_units: 0,
};

export function entitlementsOf(terms: SubscriptionTerms | null): Entitlements {
  if (terms === null) return NO_ENTITLEMENTS;
  const { plan, addons } = terms;
  const quantityOf = (addonId: number) =>
    addons.find((addon) => addon.addon_type_id === addonId)?.quantity ?? 0;
  const allFeatures = plan.id === ALL_FEATURES_PLAN_ID;
  const bannerUnits = quantityOf(ADDON.advertisementBanner);
  return {
    subscribed: true,
    plan_name: plan.name,
    max_branches:
      plan.max_branches === null ? null : plan.max_branches + quantityOf(ADDON.branches),
    max_posts_per_month: plan.max_posts_per_month,
    stamp_card: plan.allow_stamp_card,
    point_collection: plan.allow_point_collection,
    membership: plan.allow_membership,
    orders: allFeatures || quantityOf(ADDON.orderReservations) > 0,
    ad_banners: allFeatures || bannerUnits > 0,
    ad_banner_units: bannerUnits,
    analytics: allFeatures || quantityOf(ADDON.advancedAnalytics) > 0,
    social_media_units: quantityOf(ADDON.socialMedia),
  };
}

/** Whether `used` more of something limited by `limit` (null: no limit) is still allowed. */
export function withinLimit(used: number, limit: number | null): boolean {
  return limit === null || used < limit;
}
