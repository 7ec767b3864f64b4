/**
 * What a merchant's active subscription allows, read fresh on every call that needs it (a plan
 * bought or expired a second ago counts at once). The rule itself is the contract's pure
 * `entitlementsOf`.
 */
import { entitlementsOf, type EntitlementPlan, type Entitlements } from '@contract/entitlements';
import type { Db } from '../db/db';

interface TermsRow extends EntitlementPlan {
  subscription_id: number;
}

/**
 * SQL condition (over `subscriptions s`) of a subscription that allows things now: the active one,
 * not past its grace days (a plan that ended stays in force, and listed, until its grace ends).
 * The marketplace's listing (`listed_until`, migration 021) reads "active" the same way.
 */
export const ACTIVE_SUBSCRIPTION = `s.status = 'active' AND s.grace_ends_at > now()`;

/**
 * SQL value (over `subscriptions s`) of the subscription's add-ons as `entitlementsOf` reads them:
 * a JSON array of `{addon_type_id, quantity}`, empty when it has none.
 */
export const SUBSCRIPTION_ADDONS_JSON = `coalesce((SELECT json_agg(json_build_object(
                     'addon_type_id', a.addon_type_id, 'quantity', a.quantity))
              FROM subscription_addons a WHERE a.subscription_id = s.id), '[]'::json)`;

export function createEntitlementRepository(db: Db) {
  return {
    async forMerchant(merchantId: number): Promise<Entitlements> {
      const { rows } = await db.query<TermsRow>(
        `SELECT s.id AS subscription_id, p.id, p.name, p.max_branches, p.max_posts_per_month,
                p.allow_stamp_card, p.allow_point_collection, p.allow_membership
           FROM subscriptions s
           JOIN plans p ON p.id = s.plan_id
          WHERE s.merchant_id = $1 AND ${ACTIVE_SUBSCRIPTION}`,
        [merchantId],
      );
      const row = rows[0];
      if (!row) return entitlementsOf(null);
      const { subscription_id, ...plan } = row;
      const addons = await db.query<{ addon_type_id: number; quantity: number }>(
        'SELECT addon_type_id, quantity FROM subscription_addons WHERE subscription_id = $1',
        [subscription_id],
      );
      return entitlementsOf({ plan, addons: addons.rows });
    },
  };
}

export type EntitlementRepository = ReturnType<typeof createEntitlementRepository>;
