import { isOpenAt, pickupSlots } from '@contract/hours';
import type { ShopPageResponse } from '@contract/store';
import { weeklyHoursOf } from './hours';

/**
 * What the basket offers for an order for later at `now`: the pickup times of the branch chosen
 * (or of the shop itself), and whether one must be chosen (closed now); null when the shop takes
 * no orders for later, or before the clock is read.
 */
export function pickupChoice(
  shop: Pick<ShopPageResponse, 'orders_for_later' | 'hours' | 'branches'>,
  branchId: number | null,
  now: number | null,
): { slots: string[]; required: boolean; now: number } | null {
  if (!shop.orders_for_later || now === null) return null;
  const branch = branchId === null ? null : shop.branches.find((b) => b.id === branchId);
  const hours = weeklyHoursOf(branch ? branch.hours : shop.hours);
  const instant = new Date(now);
  return { slots: pickupSlots(hours, instant), required: !isOpenAt(hours, instant), now };
}
