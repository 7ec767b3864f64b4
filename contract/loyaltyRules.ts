/**
 * The rules of loyalty and promotions, pure and shared: the server decides
 * with them (stamps, points, discounts, promo refusals, the posts of a month, a banner's days), the
 * SPA mirrors them to explain (a card's progress, what a code would take off). Imports nothing.
 */

export const LOYALTY_LIMITS = {
  /** Stamps a card needs to become a reward. */
  stampsMin: 2,
  stampsMax: 20,
  reward: 120,
  /** A member's discount, whole percent. */
  memberDiscountMax: 20,
  /** Points per 1,000 MMK of a completed order. */
  pointsPerThousandMin: 1,
  pointsPerThousandMax: 1000,
  rewardName: 120,
  rewardPointsMax: 1_000_000,
  /** The most points a balance holds: what a completed order would add beyond it is not added. */
  pointsBalanceMax: 1_000_000_000,
  /** Point rewards a shop offers. */
  pointRewards: 30,
  /** Promo codes: letters, digits and '-', stored upper-case. */
  promoCodeMin: 3,
  promoCodeMax: 20,
  promoAmountMax: 10_000_000,
  promoUsesMax: 1_000_000,
  postTitle: 120,
  postBody: 2000,
  bannerTitle: 80,
  /** The one-time code a customer shows at the counter for a point reward. */
  redemptionCodeLength: 6,
  redemptionCodeMinutes: 10,
  /** Days of banner per unit of the Advertisement Banner add-on. */
  bannerDaysPerUnit: 30,
  /** Entries of point history answered. */
  historyEntries: 30,
} as const;

export const PROMO_CODE_PATTERN = `^[A-Za-z0-9-]{${LOYALTY_LIMITS.promoCodeMin},${LOYALTY_LIMITS.promoCodeMax}}$`;
export const COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';

/** A promo code as typed: trimmed, upper-case (codes are stored and compared that way). */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/* --------------------------------- stamps --------------------------- */

/**
 * One stamp more on a card of `stamps` out of `needed`: a full card becomes a reward and starts
 * again from nought. `stamps` is never more than `needed - 1` on a stored card, but a card whose
 * `needed` was lowered may hold more: it completes at the next stamp.
 */
export function addStamp(stamps: number, needed: number): { stamps: number; rewards: number } {
  const next = stamps + 1;
  return next >= needed ? { stamps: 0, rewards: 1 } : { stamps: next, rewards: 0 };
}

/**
 * How long after a counter stamp its Undo is taken (seconds). The counter offers Undo for
 * `STAMP_UNDO_SHOWN_SECONDS`; the server's window is longer, for an answer that is slow to come.
 */
export const STAMP_UNDO_SECONDS = 30;
export const STAMP_UNDO_SHOWN_SECONDS = 10;

/**
 * One stamp taken back (the counter's Undo): a stamp off the card; on an empty card, the open
 * reward the stamp completed goes and the card is one short of full again; with neither, nothing
 * can be taken back (null: the reward was redeemed meanwhile).
 */
export function undoStamp(
  stamps: number,
  needed: number,
  rewardOpen: boolean,
): { stamps: number; rewards: number } | null {
  if (stamps > 0) return { stamps: stamps - 1, rewards: 0 };
  if (rewardOpen) return { stamps: Math.max(0, needed - 1), rewards: -1 };
  return null;
}

/* --------------------------------- points --------------------------- */

/** Points a completed order of `total` MMK earns: whole thousands only. */
export function pointsEarned(total: number, pointsPerThousand: number): number {
  return Math.floor(Math.max(0, total) / 1000) * pointsPerThousand;
}

/** The points of `earned` a balance of `balance` takes in: up to `pointsBalanceMax`. */
export function pointsCredited(balance: number, earned: number): number {
  return Math.max(0, Math.min(earned, LOYALTY_LIMITS.pointsBalanceMax - balance));
}

/* ------------------------------- discounts -------------------------- */

export type PromoKind = 'percent' | 'amount';

export interface PromoTerms {
  kind: PromoKind;
  /** Percent 1-100, or MMK. */
  value: number;
  /** Asia/Yangon calendar dates, inclusive. */
  valid_from: string;
  valid_to: string;
  /** Null: no limit. */
  max_uses: number | null;
  uses: number;
  /** Uses one customer may make of it; null or absent: no limit of its own. */
  max_uses_per_customer?: number | null;
  /** The least subtotal (MMK) the code applies to. */
  min_total: number;
  active: boolean;
}

/** Days a new code lasts after its first day when the shop gives no last day. */
export const PROMO_DEFAULT_DAYS = 30;

/**
 * The last day of a new code when none is given: `PROMO_DEFAULT_DAYS` after its first day
 * (`YYYY-MM-DD`, Asia/Yangon calendar dates), so a code made today is not over at midnight.
 */
export function defaultPromoEnd(validFrom: string): string {
  const day = new Date(`${validFrom}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + PROMO_DEFAULT_DAYS);
  return day.toISOString().slice(0, 10);
}

export type PromoRefusal =
  | 'promo_unknown'
  | 'promo_not_started'
  | 'promo_expired'
  | 'promo_used_up'
  | 'promo_customer_used_up'
  | 'promo_min_total';

/**
 * Why a code cannot apply to an order of `subtotal` on Yangon date `today`, or null when it can.
 * A missing or switched-off code is `promo_unknown` (a shop's old codes are not advertised).
 * `customerUses`: the customer's orders with the code so far, when a customer is known.
 */
export function promoRefusal(
  promo: PromoTerms | null,
  subtotal: number,
  today: string,
  customerUses: number | null = null,
): PromoRefusal | null {
  if (promo === null || !promo.active) return 'promo_unknown';
  if (today < promo.valid_from) return 'promo_not_started';
  if (today > promo.valid_to) return 'promo_expired';
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return 'promo_used_up';
  const perCustomer = promo.max_uses_per_customer ?? null;
  if (customerUses !== null && perCustomer !== null && customerUses >= perCustomer) {
    return 'promo_customer_used_up';
  }
  if (subtotal < promo.min_total) return 'promo_min_total';
  return null;
}

export interface OrderDiscounts {
  subtotal: number;
  /** The member discount: a percent of the subtotal, rounded down. */
  member_discount: number;
  /** The promo code's discount, on what is left after the member discount; never below nought. */
  promo_discount: number;
  total: number;
}

/**
 * The total of an order: the member discount (a percent of the subtotal) first, then the promo
 * code's (a percent of what is left, or an amount, never more than what is left). Whole kyat:
 * each discount rounds down.
 */
export function discountedTotal(
  subtotal: number,
  memberPercent: number | null,
  promo: { kind: PromoKind; value: number } | null,
): OrderDiscounts {
  const member = memberPercent === null ? 0 : Math.floor((subtotal * memberPercent) / 100);
  const left = subtotal - member;
  const promoOff =
    promo === null
      ? 0
      : promo.kind === 'percent'
        ? Math.floor((left * promo.value) / 100)
        : Math.min(promo.value, left);
  return {
    subtotal,
    member_discount: member,
    promo_discount: promoOff,
    total: left - promoOff,
  };
}

/* ---------------------------------- posts --------------------------- */

const YANGON_OFFSET_MS = 390 * 60_000;

/**
 * The Asia/Yangon calendar month of an instant (`YYYY-MM`) and the instants it starts and ends
 * (UTC; Myanmar has no daylight saving, UTC+6:30). Posts count against the month they were made in.
 */
export function yangonMonth(now: Date): { month: string; starts: Date; ends: Date } {
  const local = new Date(now.getTime() + YANGON_OFFSET_MS);
  const year = local.getUTCFullYear();
  const monthIndex = local.getUTCMonth();
  const starts = new Date(Date.UTC(year, monthIndex, 1) - YANGON_OFFSET_MS);
  const ends = new Date(Date.UTC(year, monthIndex + 1, 1) - YANGON_OFFSET_MS);
  return { month: `${year}-${String(monthIndex + 1).padStart(2, '0')}`, starts, ends };
}

/** Posts still allowed this month: null when the plan has no limit. */
export function postsLeft(used: number, limit: number | null): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/* --------------------------------- banners -------------------------- */

/**
 * When a banner shown from `starts` stops: 30 days per unit bought, and never after the
 * subscription that bought them ends.
 */
export function bannerEnds(starts: Date, units: number, subscriptionEnds: Date): Date {
  const byUnits = starts.getTime() + units * LOYALTY_LIMITS.bannerDaysPerUnit * 86_400_000;
  return new Date(Math.min(byUnits, subscriptionEnds.getTime()));
}

/**
 * Which active banner to show next, for fair rotation: the one shown least so far; among equals,
 * the one shown longest ago (never shown first), then the oldest. The server runs the same order
 * in SQL under a row lock; this is its statement.
 */
export function nextBanner<
  B extends { id: number; impressions: number; last_shown_at: string | null },
>(banners: ReadonlyArray<B>): B | null {
  let best: B | null = null;
  for (const banner of banners) {
    if (best === null || compareForRotation(banner, best) < 0) best = banner;
  }
  return best;
}

function compareForRotation(
  a: { id: number; impressions: number; last_shown_at: string | null },
  b: { id: number; impressions: number; last_shown_at: string | null },
): number {
  if (a.impressions !== b.impressions) return a.impressions - b.impressions;
  if (a.last_shown_at !== b.last_shown_at) {
    if (a.last_shown_at === null) return -1;
    if (b.last_shown_at === null) return 1;
    return a.last_shown_at < b.last_shown_at ? -1 : 1;
  }
  return a.id - b.id;
}
