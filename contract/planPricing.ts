/**
 * What a plan order costs, in MMK: one set of rules for the server, which charges it, and the
 * SPA, which shows it on /price, in the calculator and on /billing. Pure; imports nothing, so the
 * SPA bundles it as plain code.
 *
 * Every line is a whole number of kyats and the lines add up exactly to the total:
 *
 *   plan (its price for the chosen duration)
 * + add-ons (each: list price x quantity, once per order whatever the duration)
 * - feature discount (1 % of the add-ons, rounded)
 * = subtotal
 * - partner discount (a percentage of the subtotal, or an amount, never more than it)
 * - credit (the unused days of the plan being upgraded, never more than what is left)
 * = taxable
 * + tax (2 % of the taxable amount, rounded)
 * = total
 *
 * Rounding is half up to the kyat at each line, so what is shown is what is summed. The charge is
 * the total in minor units (ISO 4217 gives MMK two decimals: total x 100).
 */

export const PLAN_CURRENCY = 'MMK';
export const PLAN_DURATIONS = [3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_DURATIONS)[number];
export const PLAN_TAX_PERCENT = 2;
export const FEATURE_DISCOUNT_PERCENT = 1;
export const MAX_PARTNER_PERCENT = 20;
export const PARTNER_AMOUNT_STEP = 1000;
/** The most of one add-on in one order (branches, designs, banner months). */
export const MAX_ADDON_QUANTITY = 99;
/** The largest amount discount a partner code may give, in MMK. */
export const MAX_PARTNER_AMOUNT = 10_000_000;
/** ISO 4217: MMK has two decimal places (pyas). */
export const MMK_MINOR_PER_UNIT = 100;
const DAY_MS = 86_400_000;

export interface PricedAddonInput {
  addon_type_id: number;
  name: string;
  /** The add-on's list price when the order was made, in MMK. */
  unit_price: number;
  quantity: number;
}

/** A discount: a whole percentage (1 to 20) or an amount in MMK. */
export type PartnerDiscount = { percent: number } | { amount: number };

export interface PlanPriceInput {
  /** The plan's price for the chosen duration when the order was made, in MMK. */
  planPrice: number;
  addons: readonly PricedAddonInput[];
  discount: PartnerDiscount | null;
  /** The value of the unused days of the plan being upgraded, in MMK (0 when none). */
  credit: number;
}

export interface PricedAddonLine extends PricedAddonInput {
  amount: number;
}

export interface PlanPrice {
  plan: number;
  addons: PricedAddonLine[];
  addons_total: number;
  feature_discount: number;
  subtotal: number;
  partner_discount: number;
  credit: number;
  taxable: number;
  tax: number;
  total: number;
}

/** Half up to the kyat (amounts here are never negative). */
const kyat = (value: number): number => Math.round(value);

const wholeOrZero = (value: number): number =>
  Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** A quantity as an order may hold it: a whole number from 0 to the maximum. */
export function boundQuantity(value: number): number {
  return Math.min(MAX_ADDON_QUANTITY, wholeOrZero(value));
}

/** A percentage discount as an order may hold it: a whole number from 0 to 20. */
export function boundPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_PARTNER_PERCENT, Math.max(0, Math.round(value)));
}

/** An amount discount: at least 0, in steps of 1,000 MMK, at most the largest allowed. */
export function boundAmount(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const stepped = Math.round(value / PARTNER_AMOUNT_STEP) * PARTNER_AMOUNT_STEP;
  return Math.min(MAX_PARTNER_AMOUNT, Math.max(0, stepped));
}

/** The price of a plan order, line by line. */
export function planPrice(input: PlanPriceInput): PlanPrice {
  const plan = wholeOrZero(input.planPrice);
  const addons = input.addons
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      ...line,
      amount: wholeOrZero(line.unit_price) * boundQuantity(line.quantity),
    }));
  const addonsTotal = addons.reduce((sum, line) => sum + line.amount, 0);
  const featureDiscount = kyat((addonsTotal * FEATURE_DISCOUNT_PERCENT) / 100);
  const subtotal = plan + addonsTotal - featureDiscount;
  let partnerDiscount = 0;
  if (input.discount && 'percent' in input.discount) {
    partnerDiscount = kyat((subtotal * boundPercent(input.discount.percent)) / 100);
  } else if (input.discount) {
    partnerDiscount = Math.min(boundAmount(input.discount.amount), subtotal);
  }
  const afterDiscount = subtotal - partnerDiscount;
  const credit = Math.min(wholeOrZero(input.credit), afterDiscount);
  const taxable = afterDiscount - credit;
  const tax = kyat((taxable * PLAN_TAX_PERCENT) / 100);
  return {
    plan,
    addons,
    addons_total: addonsTotal,
    feature_discount: featureDiscount,
    subtotal,
    partner_discount: partnerDiscount,
    credit,
    taxable,
    tax,
    total: taxable + tax,
  };
}

/** What the card or wallet is charged for a total in MMK: minor units. */
export function mmkMinor(total: number): number {
  return total * MMK_MINOR_PER_UNIT;
}

/* ------------------------- the subscription's life ------------------------- */

/**
 * Plans rank by tier (basic < Standard < Premium), which is their id: the seed fixes the ids in
 * that order and the plans page sends the position + 1.
 */
export function planTier(planId: number): number {
  return planId;
}

export interface OrderTerms {
  planId: number;
  addons: ReadonlyArray<{ addon_type_id: number; quantity: number }>;
}

/**
 * What paying for an order does to the current subscription:
 * - `new`: there is none (or it has expired): the order starts now;
 * - `renewal`: the same plan and add-ons: the order extends from the current end;
 * - `upgrade`: a higher tier, or the same tier with more add-ons and none fewer: starts now, and
 *   the unused days of the current plan are credited;
 * - `downgrade`: anything else (a lower tier, or fewer add-ons): starts when the current one ends.
 */
export type ChangeKind = 'new' | 'renewal' | 'upgrade' | 'downgrade';

export function changeKind(current: OrderTerms | null, next: OrderTerms): ChangeKind {
  if (current === null) return 'new';
  const tierNow = planTier(current.planId);
  const tierNext = planTier(next.planId);
  if (tierNext > tierNow) return 'upgrade';
  if (tierNext < tierNow) return 'downgrade';
  const quantity = (terms: OrderTerms, id: number) =>
    terms.addons.find((a) => a.addon_type_id === id)?.quantity ?? 0;
  const ids = new Set([...current.addons, ...next.addons].map((a) => a.addon_type_id));
  let more = false;
  let fewer = false;
  for (const id of ids) {
    const before = quantity(current, id);
    const after = quantity(next, id);
    if (after > before) more = true;
    if (after < before) fewer = true;
  }
  if (!more && !fewer) return 'renewal';
  if (more && !fewer) return 'upgrade';
  return 'downgrade';
}

/**
 * The value of the unused part of a paid period, in MMK: its value before tax, per day of the
 * period, times the whole days left. Nothing once the period has ended.
 */
export function unusedCredit(input: {
  value: number;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}): number {
  const periodDays = Math.max(
    1,
    Math.round((input.endsAt.getTime() - input.startsAt.getTime()) / DAY_MS),
  );
  const daysLeft = Math.floor((input.endsAt.getTime() - input.now.getTime()) / DAY_MS);
  if (daysLeft <= 0) return 0;
  return kyat((wholeOrZero(input.value) * Math.min(daysLeft, periodDays)) / periodDays);
}

export type SubscriptionState = 'active' | 'grace' | 'expired';

/** Active until its end, in grace until the grace ends (still listed), then expired. */
export function subscriptionState(endsAt: Date, graceEndsAt: Date, now: Date): SubscriptionState {
  if (now.getTime() < endsAt.getTime()) return 'active';
  if (now.getTime() < graceEndsAt.getTime()) return 'grace';
  return 'expired';
}

/** The reminders before a plan ends: 7 days before, 1 day before, and on the day it ends. */
export type ReminderKind = 'days7' | 'days1' | 'ended';

/**
 * The reminder due at `now` for a plan ending at `endsAt`, or null. Only the latest one reached
 * is due: a plan bought with three days left gets the 1-day and end-day reminders, not a late
 * 7-day one.
 */
export function reminderDue(endsAt: Date, now: Date): ReminderKind | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return left > -DAY_MS ? 'ended' : null;
  if (left <= DAY_MS) return 'days1';
  if (left <= 7 * DAY_MS) return 'days7';
  return null;
}

/** A receipt's or credit note's number: `R-2026-000001`, `C-2026-000001`. */
export function documentNumber(prefix: 'R' | 'C', year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const DOCUMENT_NUMBER_PATTERN = '^[RC]-[0-9]{4}-[0-9]{6,}$';
