/** What the editor shows of the plan's allowances. Pure. */
import type { Entitlements, Feature } from '@contract/entitlements';
import { withinLimit } from '@contract/entitlements';

/** The plan's features in the order the overview lists them, with whether each is included. */
export function planFeatures(
  entitlements: Entitlements,
): Array<{ feature: Feature; included: boolean }> {
  const order: Feature[] = [
    'stamp_card',
    'point_collection',
    'membership',
    'orders',
    'ad_banners',
    'analytics',
  ];
  return order.map((feature) => ({ feature, included: entitlements[feature] }));
}

export interface BranchAllowance {
  used: number;
  /** Null: no limit. */
  limit: number | null;
  /** One more branch is allowed. */
  canAdd: boolean;
}

export function branchAllowance(used: number, limit: number | null): BranchAllowance {
  return { used, limit, canAdd: withinLimit(used, limit) };
}
