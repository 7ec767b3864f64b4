/**
 * The Price Calculator's rules, as pure functions.
 * The payment plan and the currency toggle change no number: they are not inputs here.
 */
import type { CalculatorAddon } from '@contract';
import { normaliseDigits } from '../../i18n/digits';

export const PACKAGES = ['Basic', 'Standard', 'Premium'] as const;
export type PackageName = (typeof PACKAGES)[number];

export const PACKAGE_PRICES: Record<PackageName, number> = {
  Basic: 120000,
  Standard: 240000,
  Premium: 390000,
};

export const TAX_RATE = 0.05;
export const DEFAULT_UNIT = 'Unit';

/** The seventh add-on (index 6): a quirk kept from the product, it can never be selected. */
export const UNSELECTABLE_INDEX = 6;

export interface CalculatorAddonInput {
  name: string;
  unit?: string | null;
  price?: number | null;
}

export interface CalculatorLine {
  feature: string;
  unit: string;
  quantity: number;
  amount: number;
  total: number;
}

export interface CalculatorTotals {
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  lines: CalculatorLine[];
}

/** Quantity input: numeric (Latin or Myanmar digits), at least 0; anything else becomes 0. */
export function parseQuantity(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(normaliseDigits(input), 10);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Discount percent input (Latin or Myanmar digits): non-numeric becomes 0; no upper bound. */
export function parsePercent(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(normaliseDigits(input));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The minus button never goes below 0. */
export function decrement(quantity: number): number {
  return Math.max(0, quantity - 1);
}

/** The plus button: one more, except on the seventh add-on, which stays 0. */
export function applyIncrement(quantities: readonly number[], index: number): number[] {
  return applyQuantity(quantities, index, (quantities[index] ?? 0) + 1);
}

/** The minus button: one less, never below 0. */
export function applyDecrement(quantities: readonly number[], index: number): number[] {
  return applyQuantity(quantities, index, decrement(quantities[index] ?? 0));
}

/**
 * A quantity typed or stepped for one add-on: at least 0, whole; the seventh add-on cannot be
 * selected, so it stays 0. An index outside the list changes nothing.
 */
export function applyQuantity(
  quantities: readonly number[],
  index: number,
  quantity: number,
): number[] {
  if (index < 0 || index >= quantities.length) return [...quantities];
  return quantities.map((q, i) =>
    i === UNSELECTABLE_INDEX ? 0 : i === index ? parseQuantity(quantity) : q,
  );
}

/**
 * Quantities sized to a freshly loaded add-on list: those already chosen are kept by position,
 * new rows start at 0, rows that went away are dropped, and the seventh is 0.
 */
export function sizeQuantities(quantities: readonly number[], length: number): number[] {
  return Array.from({ length }, (_, i) =>
    i === UNSELECTABLE_INDEX ? 0 : parseQuantity(quantities[i] ?? 0),
  );
}

/** A calculator add-on as the popup shows it: its unit defaults to 'Unit', its price to 0. */
export function normalizeAddon(addon: CalculatorAddonInput): CalculatorAddon {
  const price = Number(addon.price);
  return {
    name: addon.name,
    unit: addon.unit || DEFAULT_UNIT,
    price: Number.isFinite(price) ? price : 0,
  };
}

/** Select-all checked: every add-on at 0 becomes 1, positive ones stay; unchecked: all 0. */
export function applySelectAll(quantities: readonly number[], checked: boolean): number[] {
  return quantities.map((q, i) => (!checked || i === UNSELECTABLE_INDEX ? 0 : q > 0 ? q : 1));
}

/** A row checkbox sets its quantity to 1 or 0; the seventh add-on is forced back to 0. */
export function applyRowToggle(
  quantities: readonly number[],
  index: number,
  checked: boolean,
): number[] {
  return quantities.map((q, i) =>
    i === UNSELECTABLE_INDEX ? 0 : i === index ? (checked ? 1 : 0) : q,
  );
}

/** Select-all shows checked when every add-on but the seventh has a quantity above 0. */
export function isAllSelected(quantities: readonly number[]): boolean {
  const selectable = quantities.filter((_, i) => i !== UNSELECTABLE_INDEX);
  return selectable.length > 0 && selectable.every((q) => q > 0);
}

export function calculatorLines(
  addons: readonly CalculatorAddonInput[],
  quantities: readonly number[],
): CalculatorLine[] {
  return addons.flatMap((addon, i) => {
    const quantity = quantities[i] ?? 0;
    if (quantity <= 0) return [];
    const amount = addon.price ?? 0;
    return [
      {
        feature: addon.name,
        unit: addon.unit || DEFAULT_UNIT,
        quantity,
        amount,
        total: quantity * amount,
      },
    ];
  });
}

/**
 * Subtotal = package + sum of quantity x price; tax = 5% of the subtotal; the discount is a percent
 * of the subtotal (not of the tax) when on; total = subtotal + tax - discount.
 */
export function calculateTotals(input: {
  packageName: PackageName;
  addons: readonly CalculatorAddonInput[];
  quantities: readonly number[];
  discountOn: boolean;
  discountPercent: number;
}): CalculatorTotals {
  const lines = calculatorLines(input.addons, input.quantities);
  const subtotal = PACKAGE_PRICES[input.packageName] + lines.reduce((sum, l) => sum + l.total, 0);
  const tax = subtotal * TAX_RATE;
  const discount = input.discountOn ? (subtotal * input.discountPercent) / 100 : 0;
  return { subtotal, tax, discount, total: subtotal + tax - discount, lines };
}
