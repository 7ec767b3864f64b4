import { isOpenAt, type Weekday } from '@contract/hours';
import type { ShopCard } from '@contract/store';
import { nextOpening, weeklyHoursOf } from './hours';

/** What a card says of the shop's hours at `now`, or null before the clock is read. */
export type CardHours =
  | { status: 'open' }
  | { status: 'closed'; opens: { weekday: Weekday; time: string; today: boolean } | null };

export function cardHours(hours: ShopCard['hours'], now: number | null): CardHours | null {
  if (now === null) return null;
  const week = weeklyHoursOf(hours);
  const instant = new Date(now);
  if (isOpenAt(week, instant)) return { status: 'open' };
  const next = nextOpening(week, instant);
  return {
    status: 'closed',
    opens: next && { weekday: next.weekday, time: next.opens, today: next.today },
  };
}

export type CardBadge = 'takesOrders' | 'verified';

/**
 * The badges a list of shops shows: a badge that every listed shop has tells the shopper nothing
 * (every listed shop's phone is verified), so a badge is shown only while some shops of the list
 * have it and others do not; then on those that have it.
 */
export function distinguishingBadges(shops: readonly ShopCard[]): Set<CardBadge> {
  const has: Record<CardBadge, (shop: ShopCard) => boolean> = {
    takesOrders: (shop) => shop.takes_orders,
    verified: (shop) => shop.verified,
  };
  const shown = new Set<CardBadge>();
  for (const badge of Object.keys(has) as CardBadge[]) {
    const count = shops.filter(has[badge]).length;
    if (count > 0 && count < shops.length) shown.add(badge);
  }
  return shown;
}
