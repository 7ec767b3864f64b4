/**
 * The plan flow's money rules, as pure functions. MMK.
 */
import type { AddonType, Plan } from '@contract';

export const DURATIONS = [3, 6, 12] as const;
export type DurationMonths = (typeof DURATIONS)[number];
export const DEFAULT_DURATION_INDEX = 1;

export const PLAN_TAX_RATE = 0.02;
/** Applied to the add-ons inside the total, never shown as a line of its own (a kept quirk). */
export const FEATURE_DISCOUNT_RATE = 0.01;
export const MAX_PERCENT_DISCOUNT = 20;
export const AMOUNT_DISCOUNT_STEP = 1000;

export interface SelectedAddon {
  name: string;
  quantity: number;
}

export type PlanPrices = Pick<Plan, 'price_3month' | 'price_6month' | 'price_12month'>;

export function isDuration(months: number): months is DurationMonths {
  return (DURATIONS as readonly number[]).includes(months);
}

export function durationAt(index: number): DurationMonths {
  return DURATIONS[index] ?? DURATIONS[DEFAULT_DURATION_INDEX];
}

/** The plan's price for the whole chosen period. */
export function periodPrice(plan: PlanPrices, months: DurationMonths): number {
  const byMonths: Record<DurationMonths, number> = {
    3: plan.price_3month,
    6: plan.price_6month,
    12: plan.price_12month,
  };
  return Number(byMonths[months]) || 0;
}

/** Monthly price = period price / months. */
export function monthlyPrice(plan: PlanPrices, months: DurationMonths): number {
  return periodPrice(plan, months) / months;
}

/** MMK with thousands grouping and no decimals, e.g. 28,333. */
export function formatMmk(amount: number): string {
  return Math.round(amount).toLocaleString('en-US');
}

/** Finds a plan by its lowercase name (plans are also matched by position). */
export function planByKey<T extends { name: string }>(
  plans: readonly T[],
  key: string,
): T | undefined {
  return plans.find((p) => p.name.toLowerCase() === key.toLowerCase());
}

export interface AddonLine {
  name: string;
  quantity: number;
  price: number;
  total: number;
}

/** Each add-on costs price_3month x quantity whatever the duration; unknown names are left out. */
export function addonLines(
  selected: readonly SelectedAddon[],
  types: readonly Pick<AddonType, 'name' | 'price_3month'>[],
): AddonLine[] {
  return selected.flatMap((s) => {
    const type = types.find((t) => t.name === s.name);
    if (!type || s.quantity <= 0) return [];
    return [
      {
        name: s.name,
        quantity: s.quantity,
        price: type.price_3month,
        total: type.price_3month * s.quantity,
      },
    ];
  });
}

export interface PlanCost {
  basePrice: number;
  addons: AddonLine[];
  /** Add-ons after the hidden 1% feature discount. */
  featuresCost: number;
  subtotal: number;
  discount: number;
  afterDiscount: number;
  tax: number;
  total: number;
}

/**
 * subtotal = base price + add-ons less 1%; discount = percent of, or amount off, the subtotal
 * (never more than it); tax = 2% of the amount after discount; total = after discount + tax.
 */
export function planCost(input: {
  plan: PlanPrices | undefined;
  months: DurationMonths;
  selected: readonly SelectedAddon[];
  types: readonly Pick<AddonType, 'name' | 'price_3month'>[];
  percentDiscount: number;
  amountDiscount: number;
}): PlanCost {
  const basePrice = input.plan ? periodPrice(input.plan, input.months) : 0;
  const addons = addonLines(input.selected, input.types);
  const featuresCost = addons.reduce((sum, a) => sum + a.total, 0) * (1 - FEATURE_DISCOUNT_RATE);
  const subtotal = basePrice + featuresCost;
  const raw =
    input.percentDiscount > 0
      ? (subtotal * clampPercent(input.percentDiscount)) / 100
      : Math.max(0, input.amountDiscount);
  const discount = Math.min(raw, subtotal);
  const afterDiscount = subtotal - discount;
  const tax = afterDiscount * PLAN_TAX_RATE;
  return {
    basePrice,
    addons,
    featuresCost,
    subtotal,
    discount,
    afterDiscount,
    tax,
    total: afterDiscount + tax,
  };
}

/** Percentage discount: whole numbers from 0 to 20. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_PERCENT_DISCOUNT, Math.max(0, Math.round(value)));
}

/** Amount discount: at least 0, in steps of 1,000 MMK. */
export function clampAmount(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.round(value / AMOUNT_DISCOUNT_STEP) * AMOUNT_DISCOUNT_STEP);
}
