/**
 * The price of a basket at a shop, as placing an order and quoting one both need it: the lines
 * priced from the items as they are now (`priceOrder`), the member discount when the customer is
 * a member of a shop whose programme is on and whose plan includes membership, and a promo code
 * checked by `promoRefusal` on the Yangon date, then `discountedTotal`. Placing locks the code's
 * row and takes a use under that lock; quoting reads it and takes nothing.
 */
import {
  discountedTotal,
  promoRefusal,
  type OrderDiscounts,
  type PromoRefusal,
} from '@contract/loyaltyRules';
import type { OptionGroupRule } from '@contract/optionRules';
import type { OptionProblem } from '@contract/options';
import {
  ORDER_LIMITS,
  priceOrder,
  yangonNow,
  type PricedItem,
  type PricedOrderLine,
} from '@contract/orderRules';
import type { Db } from '../db/db';
import { createEntitlementRepository } from './entitlements';
import { customerPromoUses, findPromo, takePromoUse } from './promoCodes';

export interface Basket {
  merchantId: number;
  /** Null for a visitor (no member discount). */
  customerId: number | null;
  lines: ReadonlyArray<{ item_id: number; quantity: number; options?: ReadonlyArray<number> }>;
  /** As typed; null or absent: none. */
  promoCode: string | null;
  /** The branch ordered from: an item sold out there is unavailable. Null or absent: the shop. */
  branchId?: number | null;
}

export type PricedLine = PricedOrderLine;

export type BasketPrice =
  | {
      kind: 'priced';
      lines: PricedLine[];
      /** The member discount in percent when the customer is a member, else null. */
      memberPercent: number | null;
      discounts: OrderDiscounts;
      /** The code applied (its stored spelling), or null. */
      promo: { id: number; code: string } | null;
    }
  | { kind: 'unavailable' | 'notOrderable'; itemIds: number[]; names: string[] }
  /** A line's options break its item's group (null: an option the item does not have). */
  | {
      kind: 'options';
      itemId: number;
      itemName: string;
      problem: OptionProblem;
      group: OptionGroupRule | null;
    }
  /** The lines come to more than an order can hold (`ORDER_LIMITS.total`). */
  | { kind: 'tooLarge' }
  /** The code's least subtotal (MMK), for the words of the refusal. */
  | { kind: 'promoRefused'; reason: PromoRefusal; minTotal: number };

/** What pricing a basket can refuse, placing or quoting. */
export type PricingRefusal = Exclude<BasketPrice, { kind: 'priced' }>;

/**
 * What pricing reads of the shop and the customer, when the caller has read it already (placing
 * reads it with the rest of its checks, in one query): the basket's items, and the discount of
 * the customer's membership of the shop's enabled programme (null: not a member).
 */
export interface BasketFacts {
  items: PricedItem[];
  memberDiscount: number | null;
  /** Whether the shop's plan includes membership, when the caller read it already. */
  membershipAllowed?: boolean;
}

/** SQL (parameters: the shop, the customer) of the customer's programme discount at the shop. */
export const MEMBER_DISCOUNT = `SELECT p.discount_percent
       FROM memberships m
       JOIN membership_programs p ON p.merchant_id = m.merchant_id AND p.enabled
      WHERE m.merchant_id = $1 AND m.customer_id = $2`;

/** The customer's member discount at the shop in percent, or null when it does not apply. */
async function memberPercent(
  q: Db,
  merchantId: number,
  customerId: number | null,
  known: BasketFacts | undefined,
): Promise<number | null> {
  if (customerId === null) return null;
  const discount = known
    ? known.memberDiscount
    : ((await q.query<{ discount_percent: number }>(MEMBER_DISCOUNT, [merchantId, customerId]))
        .rows[0]?.discount_percent ?? null);
  if (discount === null) return null;
  const allowed =
    known?.membershipAllowed ??
    (await createEntitlementRepository(q).forMerchant(merchantId)).membership;
  return allowed ? discount : null;
}

/**
 * Prices `basket` at `now`. With `takeUse` (placing, inside the order's transaction) the promo
 * code's row is locked and one use taken when it applies; without (quoting) nothing is written.
 * `known`: the facts the caller read already (`BasketFacts`), in the same transaction.
 */
export async function priceBasket(
  q: Db,
  basket: Basket,
  { takeUse, now = new Date(), known }: { takeUse: boolean; now?: Date; known?: BasketFacts },
): Promise<BasketPrice> {
  const ids = [...new Set(basket.lines.map((line) => line.item_id))];
  const items =
    known?.items ??
    (
      await q.query<PricedItem>(
        `SELECT id, kind, name, price,
                available AND NOT EXISTS (SELECT 1 FROM branch_sold_out s
                                           WHERE s.item_id = catalogue_items.id
                                             AND s.branch_id = $3::int) AS available,
                item_option_groups_json(id) AS options
           FROM catalogue_items
          WHERE merchant_id = $1 AND id = ANY($2::int[])`,
        [basket.merchantId, ids, basket.branchId ?? null],
      )
    ).rows;
  const priced = priceOrder(basket.lines, items);
  if (priced.kind === 'options') {
    const itemName = items.find((item) => item.id === priced.itemId)?.name ?? '';
    return { ...priced, itemName };
  }
  if (priced.kind !== 'priced') {
    const names = priced.itemIds
      .map((id) => items.find((item) => item.id === id)?.name)
      .filter((name): name is string => name !== undefined);
    return { kind: priced.kind, itemIds: priced.itemIds, names };
  }
  // Whole kyat are exact in JavaScript far beyond this (50 lines of 99 at the highest price): the
  // subtotal is checked here, before the database would refuse it, and the discounts only lower it.
  if (priced.total > ORDER_LIMITS.total) return { kind: 'tooLarge' };

  const percent = await memberPercent(q, basket.merchantId, basket.customerId, known);
  let promo: { id: number; code: string; kind: 'percent' | 'amount'; value: number } | null = null;
  if (basket.promoCode !== null) {
    const found = await findPromo(q, basket.merchantId, basket.promoCode, takeUse);
    const customerUses =
      found && basket.customerId !== null
        ? await customerPromoUses(q, found.id, basket.customerId)
        : null;
    const refusal = promoRefusal(found, priced.total, yangonNow(now).date, customerUses);
    if (refusal !== null || found === null) {
      return {
        kind: 'promoRefused',
        reason: refusal ?? 'promo_unknown',
        minTotal: found?.min_total ?? 0,
      };
    }
    if (takeUse) await takePromoUse(q, found.id);
    promo = found;
  }
  return {
    kind: 'priced',
    lines: priced.lines,
    memberPercent: percent,
    discounts: discountedTotal(priced.total, percent, promo),
    promo: promo === null ? null : { id: promo.id, code: promo.code },
  };
}
