/**
 * The plan flow's money rules on /price: the page's choices put through the one pricing function
 * the server charges by (`planPrice`), so what the page shows is what the order costs. MMK.
 */
import type { AddonType, Plan } from '@contract';
import {
  FEATURE_DISCOUNT_PERCENT,
  MAX_ADDON_QUANTITY,
  MAX_PARTNER_AMOUNT,
  MAX_PARTNER_PERCENT,
  PARTNER_AMOUNT_STEP,
  PLAN_DURATIONS,
  PLAN_TAX_PERCENT,
  boundAmount,
  boundPercent,
  boundQuantity,
  planPrice,
  type PartnerDiscount,
  type PlanMonths,
} from '@contract/planPricing';

export const DURATIONS = PLAN_DURATIONS;
export type DurationMonths = PlanMonths;
export const DEFAULT_DURATION_INDEX = 1;

export { FEATURE_DISCOUNT_PERCENT, MAX_ADDON_QUANTITY, MAX_PARTNER_AMOUNT, PLAN_TAX_PERCENT };
export const MAX_PERCENT_DISCOUNT = MAX_PARTNER_PERCENT;
export const AMOUNT_DISCOUNT_STEP = PARTNER_AMOUNT_STEP;
/** The least quantity of a selected add-on (removing it is how it goes to none). */
export const MIN_ADDON_QUANTITY = 1;

export interface SelectedAddon {
  name: string;
  quantity: number;
}

export type PlanPrices = Pick<Plan, 'price_3month' | 'price_6month' | 'price_12month'>;
/** An add-on type as priced: its list price is `price_3month`, charged once per order. */
export type PricedAddonType = Pick<AddonType, 'name' | 'price_3month'> & { id?: number };

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

/** A quantity as the plans page keeps it: a whole number from 1 to the most one order may hold. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_ADDON_QUANTITY;
  return Math.min(MAX_ADDON_QUANTITY, Math.max(MIN_ADDON_QUANTITY, Math.round(value)));
}

/** Percentage discount: whole numbers from 0 to 20. */
export const clampPercent = boundPercent;

/** Amount discount: from 0 to the largest a partner code may give, in steps of 1,000 MMK. */
export const clampAmount = boundAmount;

export interface AddonLine {
  name: string;
  quantity: number;
  /** The add-on's list price. */
  price: number;
  /** quantity x price. */
  total: number;
}

export interface PlanCost {
  /** The plan's price for the chosen duration. */
  basePrice: number;
  addons: AddonLine[];
  /** The add-ons' amounts added up. */
  addonsTotal: number;
  /** 1 % of the add-ons, rounded: shown as its own line, taken off. */
  featureDiscount: number;
  /** Base price + add-ons − feature discount. */
  subtotal: number;
  /** The partner discount the steppers would give. */
  discount: number;
  /** Subtotal − discount: what the tax is worked on. */
  afterDiscount: number;
  tax: number;
  total: number;
}

/** The selected add-ons with their types, in the order chosen; unknown names are left out. */
function pricedAddons(selected: readonly SelectedAddon[], types: readonly PricedAddonType[]) {
  return selected.flatMap((s) => {
    const type = types.find((t) => t.name === s.name);
    if (!type) return [];
    return [
      {
        addon_type_id: type.id ?? 0,
        name: s.name,
        unit_price: type.price_3month,
        quantity: s.quantity,
      },
    ];
  });
}

/** Each add-on costs its list price x quantity, once, whatever the duration. */
export function addonLines(
  selected: readonly SelectedAddon[],
  types: readonly PricedAddonType[],
): AddonLine[] {
  return planCost({
    plan: undefined,
    months: DURATIONS[DEFAULT_DURATION_INDEX],
    selected,
    types,
    percentDiscount: 0,
    amountDiscount: 0,
  }).addons;
}

/** The steppers' discount as an order would hold it: one of the two, or none. */
function partnerDiscount(percent: number, amount: number): PartnerDiscount | null {
  if (boundPercent(percent) > 0) return { percent };
  if (boundAmount(amount) > 0) return { amount };
  return null;
}

/** The page's choices priced line by line, by the rules the server charges by. */
export function planCost(input: {
  plan: PlanPrices | undefined;
  months: DurationMonths;
  selected: readonly SelectedAddon[];
  types: readonly PricedAddonType[];
  percentDiscount: number;
  amountDiscount: number;
}): PlanCost {
  const price = planPrice({
    planPrice: input.plan ? periodPrice(input.plan, input.months) : 0,
    addons: pricedAddons(input.selected, input.types),
    discount: partnerDiscount(input.percentDiscount, input.amountDiscount),
    credit: 0,
  });
  return {
    basePrice: price.plan,
    addons: price.addons.map((line) => ({
      name: line.name,
      quantity: boundQuantity(line.quantity),
      price: line.unit_price,
      total: line.amount,
    })),
    addonsTotal: price.addons_total,
    featureDiscount: price.feature_discount,
    subtotal: price.subtotal,
    discount: price.partner_discount,
    afterDiscount: price.taxable,
    tax: price.tax,
    total: price.total,
  };
}
