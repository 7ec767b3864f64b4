/**
 * Orders at a shop (migration 013): placed by a signed-in customer, priced by the server from the
 * items as they are now, numbered per shop under the store row's lock, moved through their states
 * by `nextOrderState` under the order row's lock. Every change appends the order as it now is to
 * the live events outbox in its own transaction, so an event exists exactly when its change does.
 */
import {
  entitlementsOf,
  type EntitlementPlan,
  type Entitlements,
  type SubscriptionTerms,
} from '@contract/entitlements';
import type { WeeklyHours } from '@contract/hours';
import type { DeliveryRequest } from '@contract/delivery';
import { deliveryCharge } from '@contract/deliveryRules';
import type { ChosenOption } from '@contract/options';
import type { LiveEvent, OrderPaymentMethod, OrderState, ShopOrder } from '@contract/orders';
import type { OrderQuote } from '@contract/loyalty';
import {
  OPEN_ORDER_STATES,
  nextOrderState,
  type OrderActionName,
  type PricedItem,
} from '@contract/orderRules';
import { isUniqueViolation, type Db } from '../db/db';
import { SUBSCRIPTION_ADDONS_JSON } from './entitlements';
import { deliveryAreasOf } from './deliveryAreas';
import { createLiveEventRepository } from './liveEvents';
import {
  MEMBER_DISCOUNT,
  priceBasket,
  type Basket,
  type BasketPrice,
  type PricingRefusal,
} from './orderPricing';
import type { Hit } from './rateLimits';
import { actorOf, type ClaimResult } from './idempotencyRequests';
import { rewardCompletedOrder } from './loyalty';
import { isoTime } from './payments';
import { LISTED_SHOP_AT_SLUG, shopAndBranch, slugCanExist } from './shopRecords';
import { givePromoUseBack } from './promoCodes';
import { recordShopAction } from './team';

export interface OrderingShop {
  merchantId: number;
  slug: string;
  name: string;
  /** What the shop's active subscription allows (the contract's `entitlementsOf`). */
  entitlements: Entitlements;
}

export interface NewOrder {
  merchantId: number;
  customerId: number;
  idempotencyKey: string;
  branchId: number | null;
  lines: ReadonlyArray<{ item_id: number; quantity: number; options?: number[] }>;
  note: string;
  table: string | null;
  /** As typed; null or absent: none (`contract/loyalty.ts`). */
  promoCode?: string | null;
  /** The customer's open orders (placed, accepted, ready) the shop takes at most; none: no limit. */
  openOrderLimit?: number;
  /** An order for later: its pickup time (ISO 8601); null or absent: as soon as may be. */
  pickupAt?: string | null;
  /** Delivery to a township the shop serves (never with a table); null or absent: none. */
  delivery?: DeliveryRequest | null;
}

export type QuoteResult =
  { kind: 'quoted'; quote: OrderQuote } | { kind: 'badBranch' } | PricingRefusal;

export type PlaceResult =
  | { kind: 'created'; order: ShopOrder }
  /** The customer placed an order with this Idempotency-Key before: that order. */
  | { kind: 'replayed'; order: ShopOrder }
  /** The store is gone (deleted between the look-up and the placement). */
  | { kind: 'noShop' }
  | { kind: 'badBranch' }
  | { kind: 'nameRequired' }
  /** The shop has blocked the customer. */
  | { kind: 'blocked' }
  /** The customer already has `limit` open orders at the shop. */
  | { kind: 'tooManyOpen'; limit: number }
  /** The shop does not deliver to the township asked for. */
  | { kind: 'deliveryUnserved' }
  /** The subtotal is below the least order the shop delivers to that township. */
  | { kind: 'deliveryMinimum'; minTotal: number }
  | PricingRefusal;

export type OrderTransitionResult =
  | { kind: 'done'; order: ShopOrder }
  | { kind: 'notFound' }
  | { kind: 'illegal'; state: OrderState };

/** Whose order an action may touch: the shop's, or the customer's own. */
/**
 * Who moves an order: the shop (its owner, or a member: named in its actions; `branchId`: the one
 * branch the member sees, `branchScope` in contract/staff.ts; null or absent: every branch) or the
 * customer.
 */
export type OrderOwner =
  | { merchantId: number; memberId?: number | null; branchId?: number | null }
  | { customerId: number };

interface OrderRow {
  id: number;
  merchant_id: number;
  customer_id: number;
  number: number;
  shop_slug: string;
  shop_name: string;
  branch_id: number | null;
  branch_name: string | null;
  customer_name: string;
  customer_phone: string;
  subtotal: number;
  member_discount: number;
  promo_code: string | null;
  promo_discount: number;
  total: number;
  note: string;
  table_label: string | null;
  state: OrderState;
  reason: string | null;
  paid_at: Date | string | null;
  paid_method: OrderPaymentMethod | null;
  pickup_at: Date | string | null;
  delivery_township_id: number | null;
  delivery_township_name: string | null;
  delivery_township_name_my: string | null;
  delivery_address: string | null;
  delivery_phone: string | null;
  delivery_fee: number;
  delivery_eta_minutes: number | null;
  placed_at: Date | string;
  updated_at: Date | string;
}

/** What the insert of a placement answers: the order's id and number, and its shop. */
interface PlacedRow {
  id: number;
  number: number;
  slug: string;
  name: string;
}

interface ListedShopRow {
  merchant_id: number;
  slug: string;
  name: string;
  plan: EntitlementPlan | string | null;
  addons: SubscriptionTerms['addons'] | string;
}

/**
 * The listed shop at `$1` (`LISTED_SHOP_AT_SLUG`) with its active subscription's terms. Placing an
 * order reads the same in `order_opening` (migration 023): a change to what lists a shop goes
 * there too, in a migration of its own.
 */
const LISTED_SHOP_TERMS = `SELECT st.merchant_id, st.slug, st.name,
         (SELECT json_build_object(
                   'id', p.id, 'name', p.name, 'max_branches', p.max_branches,
                   'max_posts_per_month', p.max_posts_per_month,
                   'allow_stamp_card', p.allow_stamp_card,
                   'allow_point_collection', p.allow_point_collection,
                   'allow_membership', p.allow_membership)
            FROM plans p WHERE p.id = s.plan_id) AS plan,
         ${SUBSCRIPTION_ADDONS_JSON} AS addons
    ${LISTED_SHOP_AT_SLUG}`;

/** The shop of a `LISTED_SHOP_TERMS` row, with what its subscription allows; null: no row. */
function orderingShop(row: ListedShopRow | undefined): OrderingShop | null {
  if (!row) return null;
  const plan = fromJson(row.plan);
  return {
    merchantId: row.merchant_id,
    slug: row.slug,
    name: row.name,
    entitlements: entitlementsOf(plan ? { plan, addons: fromJson(row.addons) ?? [] } : null),
  };
}

/** What a placement checks, read in one query under the customer row's lock. */
interface FactsRow {
  /** The transaction's time: the order's `placed_at` and `updated_at` (the columns' default). */
  now: Date | string;
  replay_id: number | null;
  blocked: boolean;
  open: number;
  customer_name: string | null;
  customer_phone: string;
  branch: { name: string } | string | null;
  items: PricedItem[] | string;
  member_discount: number | null;
}

/**
 * What `order_facts` (migration 023) answers: what a placement checks, as one value that the
 * placement compares again under the customer's row lock (`placeOpened`).
 */
export interface PlacementFacts {
  replay_id: number | null;
  blocked: boolean;
  open: number;
  customer_name: string | null;
  customer_phone: string;
  branch: { name: string } | null;
  items: PricedItem[];
  member_discount: number | null;
}

/** What placing an order reads first (`opening`). */
export interface Opening {
  /**
   * What claiming the Idempotency-Key found (`IdempotencyRequestRepository.claim`); null: not
   * claimed (no `claimHash`). When 'reused', nothing else was read or counted.
   */
  claim: ClaimResult['kind'] | null;
  /** The order the customer placed with this Idempotency-Key; null: none yet. */
  first: ShopOrder | null;
  /** The listed shop at the slug, as `listedShop` answers it. */
  shop: OrderingShop | null;
  /** The placement counted (`placement.countKey`); null for a retry, which counts none. */
  hit: Hit | null;
  /** The facts of the placement at the shop; null for a retry, no shop or no customer. */
  facts: PlacementFacts | null;
  /**
   * The hours and the pause of the branch ordered from, or of the shop itself, with the
   * database's time; null for a retry, no shop, or a branch that is not the shop's.
   */
  schedule: PlacementSchedule | null;
}

/** What `Opening.schedule` holds. */
export interface PlacementSchedule {
  hours: WeeklyHours;
  busy_until: string | null;
  /** The shop takes orders for later (a pickup time inside its hours). */
  later: boolean;
  now: string;
}

/** What `opening` counts and reads for a new placement. */
export interface OpeningPlacement {
  /** The hash of the request the Idempotency-Key is claimed for (`plugins/app/idempotency.ts`). */
  claimHash: string | null;
  /** The rate limiter's key the placement is counted under, and its window in seconds. */
  countKey: string;
  windowSeconds: number;
  branchId: number | null;
  itemIds: readonly number[];
}

/** The row `place_checked_order` (migration 023) answers. */
interface CheckedRow {
  placed_id: number;
  placed_number: number;
  shop_slug: string;
  shop_name: string;
  placed_time: string;
}

/** A `json` column: parsed by node-postgres, text from some drivers. */
function fromJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

interface LineRow {
  order_id: number;
  item_id: number | null;
  name: string;
  price: number;
  quantity: number;
  options: ChosenOption[];
}

const SELECT_ORDER = `
  SELECT o.id, o.merchant_id, o.customer_id, o.number, st.slug AS shop_slug, st.name AS shop_name,
         o.branch_id, b.name AS branch_name, coalesce(c.name, '') AS customer_name,
         c.phone AS customer_phone, o.subtotal, o.member_discount, o.promo_code,
         o.promo_discount, o.total, o.note, o.table_label, o.state, o.reason,
         o.paid_at, o.paid_method, o.pickup_at, o.placed_at, o.updated_at,
         o.delivery_township_id, t.name AS delivery_township_name,
         coalesce(t.name_my, t.name) AS delivery_township_name_my, o.delivery_address,
         o.delivery_phone, o.delivery_fee, o.delivery_eta_minutes
    FROM shop_orders o
    JOIN stores st ON st.merchant_id = o.merchant_id
    JOIN customers c ON c.id = o.customer_id
    LEFT JOIN branches b ON b.id = o.branch_id
    LEFT JOIN townships t ON t.id = o.delivery_township_id`;

/** The states of an order the shop has taken, which it may mark paid (and counts as owed). */
const PAYABLE_STATES: readonly OrderState[] = [
  'accepted',
  'ready',
  'out_for_delivery',
  'completed',
];

/** The day's finished orders an inbox page lists (its open orders are all listed). */
export const INBOX_PAGE_SIZE = 50;

/** A page of the day's finished orders and where the next one starts (null: no more). */
export interface FinishedPage {
  orders: ShopOrder[];
  before: number | null;
}

/** The instants an Asia/Yangon calendar day begins and ends (Myanmar keeps UTC+6:30 all year). */
export function yangonDay(date: string): { from: string; to: string } {
  const from = new Date(`${date}T00:00:00+06:30`);
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  return { from: from.toISOString(), to: to.toISOString() };
}

function toOrder(row: OrderRow, lines: LineRow[]): ShopOrder {
  return {
    id: row.id,
    number: row.number,
    ...shopAndBranch(row),
    customer: { id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
    lines: lines.map(({ item_id, name, price, quantity, options }) =>
      options.length === 0
        ? { item_id, name, price, quantity }
        : { item_id, name, price, quantity, options },
    ),
    subtotal: row.subtotal,
    member_discount: row.member_discount,
    promo: row.promo_code === null ? null : { code: row.promo_code, discount: row.promo_discount },
    total: row.total,
    note: row.note,
    table: row.table_label,
    state: row.state,
    reason: row.reason,
    payment:
      row.paid_at && row.paid_method
        ? { method: row.paid_method, paid_at: isoTime(row.paid_at) }
        : null,
    pickup_at: row.pickup_at === null ? null : isoTime(row.pickup_at),
    ...(row.delivery_township_id === null
      ? {}
      : {
          delivery: {
            township: {
              id: row.delivery_township_id,
              name: row.delivery_township_name ?? '',
              name_my: row.delivery_township_name_my ?? '',
            },
            address: row.delivery_address ?? '',
            phone: row.delivery_phone ?? '',
            fee: row.delivery_fee,
            eta_minutes: row.delivery_eta_minutes ?? 0,
          },
        }),
    placed_at: isoTime(row.placed_at),
    updated_at: isoTime(row.updated_at),
  };
}

/** An order's delivery as it is stored: where, to whom, and what it costs. */
interface Delivered {
  townshipId: number;
  name: string;
  nameMy: string;
  address: string;
  phone: string;
  fee: number;
  etaMinutes: number;
}

type DeliveryRefusal = Extract<PlaceResult, { kind: 'deliveryUnserved' | 'deliveryMinimum' }>;

/**
 * The delivery of `input` at its shop (read in `tx`): what it costs, or the refusal when the shop
 * does not deliver there or the subtotal is below that township's least. Null: no delivery.
 */
async function deliveryOf(
  tx: Db,
  input: NewOrder,
  subtotal: number,
): Promise<Delivered | DeliveryRefusal | null> {
  const asked = input.delivery;
  if (!asked) return null;
  const areas = await deliveryAreasOf(tx, input.merchantId);
  const charge = deliveryCharge(areas, asked.township_id, subtotal);
  if (charge.kind === 'unserved') return { kind: 'deliveryUnserved' };
  if (charge.kind === 'below_minimum') {
    return { kind: 'deliveryMinimum', minTotal: charge.min_total };
  }
  const { rows } = await tx.query<{ name: string; name_my: string }>(
    'SELECT name, coalesce(name_my, name) AS name_my FROM townships WHERE id = $1',
    [asked.township_id],
  );
  return {
    townshipId: asked.township_id,
    name: rows[0]?.name ?? '',
    nameMy: rows[0]?.name_my ?? '',
    address: asked.address,
    phone: asked.phone,
    fee: charge.fee,
    etaMinutes: charge.eta_minutes,
  };
}

/** The facts' refusal of a placement (in the order they are checked), or the branch. */
function judge(
  input: NewOrder,
  facts: Pick<PlacementFacts, 'blocked' | 'open' | 'customer_name' | 'branch'> | undefined,
): PlaceResult | { kind: 'ok'; branch: { name: string } | null } {
  if (facts?.blocked) return { kind: 'blocked' };
  if (input.openOrderLimit !== undefined && (facts?.open ?? 0) >= input.openOrderLimit) {
    return { kind: 'tooManyOpen', limit: input.openOrderLimit };
  }
  if (!facts?.customer_name) return { kind: 'nameRequired' };
  const branch = input.branchId === null ? null : facts.branch;
  if (input.branchId !== null && !branch) return { kind: 'badBranch' };
  return { kind: 'ok', branch };
}

/**
 * The order as it is once stored, placed at `now` (the transaction's time, the columns' default):
 * its lines and its live event, whose order the insert completes with its id, number and shop.
 */
function draft(
  input: NewOrder,
  facts: { customer_name: string | null; customer_phone: string },
  branch: { name: string } | null,
  priced: Extract<BasketPrice, { kind: 'priced' }>,
  now: Date | string,
  delivery: Delivered | null = null,
): { lines: LineRow[]; event: LiveEvent & { kind: 'order' } } {
  const { discounts, promo } = priced;
  const row: OrderRow = {
    id: 0,
    merchant_id: input.merchantId,
    customer_id: input.customerId,
    number: 0,
    shop_slug: '',
    shop_name: '',
    branch_id: input.branchId,
    branch_name: branch?.name ?? null,
    customer_name: facts.customer_name ?? '',
    customer_phone: facts.customer_phone,
    subtotal: discounts.subtotal,
    member_discount: discounts.member_discount,
    promo_code: promo?.code ?? null,
    promo_discount: discounts.promo_discount,
    total: discounts.total + (delivery?.fee ?? 0),
    note: input.note,
    table_label: input.table,
    state: 'placed',
    reason: null,
    paid_at: null,
    paid_method: null,
    pickup_at: input.pickupAt ?? null,
    delivery_township_id: delivery?.townshipId ?? null,
    delivery_township_name: delivery?.name ?? null,
    delivery_township_name_my: delivery?.nameMy ?? null,
    delivery_address: delivery?.address ?? null,
    delivery_phone: delivery?.phone ?? null,
    delivery_fee: delivery?.fee ?? 0,
    delivery_eta_minutes: delivery?.etaMinutes ?? null,
    placed_at: now,
    updated_at: now,
  };
  const lines = priced.lines.map((line) => ({ order_id: 0, ...line }));
  return { lines, event: { kind: 'order', order: toOrder(row, lines) } };
}

export function createShopOrderRepository(db: Db) {
  const liveEvents = createLiveEventRepository(db);

  /** The orders of these rows with their lines (one query for all the lines). */
  async function withLines(q: Db, rows: OrderRow[]): Promise<ShopOrder[]> {
    if (rows.length === 0) return [];
    const { rows: lines } = await q.query<LineRow>(
      `SELECT order_id, item_id, name, price, quantity, options FROM shop_order_lines
        WHERE order_id = ANY($1::int[]) ORDER BY order_id, position`,
      [rows.map((row) => row.id)],
    );
    const byOrder = new Map<number, LineRow[]>();
    for (const line of lines) {
      const list = byOrder.get(line.order_id) ?? [];
      list.push(line);
      byOrder.set(line.order_id, list);
    }
    return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
  }

  async function byId(q: Db, id: number): Promise<{ row: OrderRow; order: ShopOrder }> {
    const { rows } = await q.query<OrderRow>(`${SELECT_ORDER} WHERE o.id = $1`, [id]);
    const row = rows[0]!;
    const [order] = await withLines(q, [row]);
    return { row, order: order! };
  }

  async function byKey(q: Db, customerId: number, key: string): Promise<ShopOrder | undefined> {
    const { rows } = await q.query<{ id: number }>(
      'SELECT id FROM shop_orders WHERE customer_id = $1 AND idempotency_key = $2',
      [customerId, key],
    );
    return rows[0] ? (await byId(q, rows[0].id)).order : undefined;
  }

  async function announce(tx: Db, row: OrderRow, order: ShopOrder): Promise<void> {
    await liveEvents.append(
      tx,
      { merchantId: row.merchant_id, customerId: row.customer_id },
      { kind: 'order', order },
    );
  }

  /** True when `branchId` is null (the shop itself) or one of the shop's branches. */
  async function ownBranch(q: Db, merchantId: number, branchId: number | null): Promise<boolean> {
    if (branchId === null) return true;
    const branch = await q.query('SELECT 1 FROM branches WHERE id = $1 AND merchant_id = $2', [
      branchId,
      merchantId,
    ]);
    return branch.rows.length > 0;
  }

  /**
   * Places the order in few round trips: the customer's row lock, then every check's facts in one
   * query, then the number, the order, its lines and its live event in one statement. A promo code
   * or a membership reads a little more (`priceBasket`). The shop's placements take turns on its
   * store row (the number) only from that last statement to the commit.
   */
  async function insertOrder(input: NewOrder): Promise<PlaceResult> {
    return db.transaction(async (tx): Promise<PlaceResult> => {
      // The customer's placements take turns from here (NO KEY: the rows that refer to the
      // customer are not held up), so two of them cannot both count the same open orders, nor
      // both miss the same Idempotency-Key.
      await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR NO KEY UPDATE', [input.customerId]);

      // Read after the lock (a statement of its own, so it sees what the placements before this
      // one committed).
      const ids = [...new Set(input.lines.map((line) => line.item_id))];
      const { rows } = await tx.query<FactsRow>(
        `SELECT now() AS now,
           (SELECT id FROM shop_orders WHERE customer_id = $2 AND idempotency_key = $3) AS replay_id,
           EXISTS (SELECT 1 FROM blocked_customers WHERE merchant_id = $1 AND customer_id = $2)
             AS blocked,
           (SELECT count(*)::int FROM shop_orders
             WHERE customer_id = $2 AND merchant_id = $1 AND state = ANY($4::text[])) AS open,
           c.name AS customer_name, c.phone AS customer_phone,
           (SELECT json_build_object('name', b.name) FROM branches b
             WHERE b.id = $5 AND b.merchant_id = $1) AS branch,
           coalesce((SELECT json_agg(json_build_object(
                               'id', i.id, 'kind', i.kind, 'name', i.name, 'price', i.price,
                               'available', i.available AND NOT EXISTS (
                                 SELECT 1 FROM branch_sold_out s
                                  WHERE s.item_id = i.id AND s.branch_id = $5),
                               'options', item_option_groups_json(i.id)))
                       FROM catalogue_items i WHERE i.merchant_id = $1 AND i.id = ANY($6::int[])),
                    '[]'::json) AS items,
           (${MEMBER_DISCOUNT}) AS member_discount
           FROM customers c WHERE c.id = $2`,
        [
          input.merchantId,
          input.customerId,
          input.idempotencyKey,
          OPEN_ORDER_STATES,
          input.branchId,
          ids,
        ],
      );
      const facts = rows[0];
      if (facts?.replay_id != null) {
        return { kind: 'replayed', order: (await byId(tx, facts.replay_id)).order };
      }
      const judged = judge(input, facts && { ...facts, branch: fromJson(facts.branch) });
      if (judged.kind !== 'ok') return judged;

      // The promo code's use is taken under its row lock, in this transaction: a refusal or a
      // failure below rolls it back with the order.
      const priced = await priceBasket(
        tx,
        {
          merchantId: input.merchantId,
          customerId: input.customerId,
          lines: input.lines,
          promoCode: input.promoCode ?? null,
        },
        {
          takeUse: true,
          known: { items: fromJson(facts!.items)!, memberDiscount: facts!.member_discount },
        },
      );
      if (priced.kind !== 'priced') return priced;
      const { discounts, promo } = priced;
      const delivery = await deliveryOf(tx, input, discounts.subtotal);
      if (delivery && 'kind' in delivery) return delivery;
      const { lines, event } = draft(input, facts!, judged.branch, priced, facts!.now, delivery);
      // One statement: the number (the store row's lock, held to the commit: this shop's
      // placements number in turn), the order, its lines (one row per element of the arrays, in
      // order) and its live event (whose position comes from the column's default, as `append`'s).
      // No row: the store is gone.
      const inserted = await tx.query<PlacedRow>(
        `WITH numbered AS (
           UPDATE stores SET last_order_number = last_order_number + 1 WHERE merchant_id = $1
           RETURNING last_order_number AS number, slug, name
         ), placed AS (
           INSERT INTO shop_orders
             (merchant_id, branch_id, customer_id, number, subtotal, member_discount,
              promo_code_id, promo_code, promo_discount, total, note, table_label, idempotency_key,
              pickup_at, delivery_township_id, delivery_address, delivery_phone, delivery_fee,
              delivery_eta_minutes)
           SELECT $1, $2, $3, numbered.number, $4, $5, $6, $7, $8, $9, $10, $11, $12, $18,
                  $20, $21, $22, $23, $24
             FROM numbered
           RETURNING id, number
         ), lines AS (
           INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity,
                                         options)
           SELECT placed.id, l.ordinality - 1, l.item_id, l.name, l.price, l.quantity, l.options
             FROM placed,
                  unnest($13::int[], $14::text[], $15::int[], $16::int[], $19::jsonb[])
                    WITH ORDINALITY AS l(item_id, name, price, quantity, options, ordinality)
         ), announced AS (
           INSERT INTO live_events (merchant_id, customer_id, payload)
           SELECT $1, $3, jsonb_set($17::jsonb, '{order}', ($17::jsonb -> 'order') || jsonb_build_object(
                    'id', placed.id, 'number', placed.number,
                    'shop', jsonb_build_object('slug', numbered.slug, 'name', numbered.name)))
             FROM placed, numbered
         )
         SELECT placed.id, placed.number, numbered.slug, numbered.name FROM placed, numbered`,
        [
          input.merchantId,
          input.branchId,
          input.customerId,
          discounts.subtotal,
          discounts.member_discount,
          promo?.id ?? null,
          promo?.code ?? null,
          discounts.promo_discount,
          discounts.total + (delivery?.fee ?? 0),
          input.note,
          input.table,
          input.idempotencyKey,
          lines.map((line) => line.item_id),
          lines.map((line) => line.name),
          lines.map((line) => line.price),
          lines.map((line) => line.quantity),
          JSON.stringify(event),
          input.pickupAt ?? null,
          lines.map((line) => JSON.stringify(line.options)),
          delivery?.townshipId ?? null,
          delivery?.address ?? null,
          delivery?.phone ?? null,
          delivery?.fee ?? 0,
          delivery?.etaMinutes ?? null,
        ],
      );
      const placed = inserted.rows[0];
      if (!placed) return { kind: 'noShop' };
      // The address is offered for the shopper's next delivery.
      if (input.delivery) {
        await tx.query('UPDATE customers SET delivery_address = $2 WHERE id = $1', [
          input.customerId,
          JSON.stringify(input.delivery),
        ]);
      }
      return {
        kind: 'created',
        order: {
          ...event.order,
          id: placed.id,
          number: placed.number,
          shop: { slug: placed.slug, name: placed.name },
        },
      };
    });
  }

  async function place(input: NewOrder): Promise<PlaceResult> {
    try {
      return await insertOrder(input);
    } catch (error) {
      // The same key at another shop at the same moment: the one that committed first wins.
      if (!isUniqueViolation(error)) throw error;
      const replayed = await byKey(db, input.customerId, input.idempotencyKey);
      if (!replayed) throw error;
      return { kind: 'replayed', order: replayed };
    }
  }

  return {
    /**
     * The listed shop at `slug` (published, phone verified, an active subscription, as
     * `marketplace/shops/:slug` decides) with what that subscription allows, in one query; or
     * null for any other slug.
     */
    async listedShop(slug: string): Promise<OrderingShop | null> {
      if (!slugCanExist(slug)) return null;
      const { rows } = await db.query<ListedShopRow>(`${LISTED_SHOP_TERMS} LIMIT 1`, [slug]);
      return orderingShop(rows[0]);
    },

    /**
     * What placing an order looks at first, in one query (`Opening`): the order the customer
     * placed with this Idempotency-Key, the listed shop at `slug` as `listedShop` answers it and,
     * unless the key placed an order already (a retry counts as no new placement), the placement
     * counted under `placement.countKey` and the facts of the placement at that shop.
     */
    async opening(
      slug: string,
      customerId: number,
      key: string,
      placement: OpeningPlacement,
    ): Promise<Opening> {
      const { rows } = await db.query<
        Omit<ListedShopRow, 'merchant_id'> & {
          merchant_id: number | null;
          first_id: number | null;
          hits: number | null;
          retry_after: number | null;
          facts: PlacementFacts | string | null;
          claim: ClaimResult['kind'] | null;
          schedule: PlacementSchedule | null;
        }
      >(
        `SELECT * FROM order_opening($1, $2, $3, $4, $5, $6, $7, $8::int, $9::int[], $10::text[])`,
        // A slug no shop can have (a NUL would not even reach the database) looks up none.
        [
          slugCanExist(slug) ? slug : null,
          customerId,
          key,
          actorOf({ customerId }),
          placement.claimHash,
          placement.countKey,
          placement.windowSeconds,
          placement.branchId,
          [...new Set(placement.itemIds)],
          OPEN_ORDER_STATES,
        ],
      );
      const row = rows[0]!;
      if (row.claim === 'reused')
        return { claim: 'reused', first: null, shop: null, hit: null, facts: null, schedule: null };
      return {
        claim: row.claim,
        first: row.first_id === null ? null : (await byId(db, row.first_id)).order,
        shop:
          row.merchant_id === null ? null : orderingShop({ ...row, merchant_id: row.merchant_id }),
        hit: row.hits === null ? null : { hits: row.hits, retryAfterSeconds: row.retry_after ?? 1 },
        facts: fromJson(row.facts),
        schedule: row.schedule,
      };
    },

    /**
     * Places an order without a promo code from the facts `opening` read (`opened`; `membership`:
     * whether the shop's plan includes membership, as `opening` read it too): judged and priced
     * here, then stored in one statement (`place_checked_order`, migration 023) that takes the
     * customer's row lock and stores it only when the facts under that lock are still `opened`.
     * When they are not (another placement of the customer, a changed item, the store gone) the
     * order is placed as `place` places it. The answers are `place`'s.
     */
    async placeOpened(
      input: NewOrder,
      opened: PlacementFacts,
      membership: boolean,
    ): Promise<PlaceResult> {
      // A promo code's use and a delivery's fee are read under the placement's own locks.
      if (input.promoCode != null || input.delivery || opened.replay_id !== null) {
        return place(input);
      }
      const judged = judge(input, opened);
      if (judged.kind !== 'ok') return judged;
      const priced = await priceBasket(
        db,
        {
          merchantId: input.merchantId,
          customerId: input.customerId,
          lines: input.lines,
          promoCode: null,
        },
        {
          takeUse: false,
          known: {
            items: opened.items,
            memberDiscount: opened.member_discount,
            membershipAllowed: membership,
          },
        },
      );
      if (priced.kind !== 'priced') return priced;
      const { discounts } = priced;
      // Its times come with the insert (the transaction's); the event's are set there too.
      const { lines, event } = draft(input, opened, judged.branch, priced, new Date(0));
      let placed: CheckedRow | undefined;
      try {
        const { rows } = await db.query<CheckedRow>(
          `SELECT * FROM place_checked_order($1, $2, $3, $4, $5::text[], $6::int[], $7::jsonb,
             $8, $9, $10, $11, $12, $13::int[], $14::text[], $15::int[], $16::int[], $17::jsonb,
             $18::timestamptz, $19::jsonb[])`,
          [
            input.merchantId,
            input.branchId,
            input.customerId,
            input.idempotencyKey,
            OPEN_ORDER_STATES,
            [...new Set(input.lines.map((line) => line.item_id))],
            JSON.stringify(opened),
            discounts.subtotal,
            discounts.member_discount,
            discounts.total,
            input.note,
            input.table,
            lines.map((line) => line.item_id),
            lines.map((line) => line.name),
            lines.map((line) => line.price),
            lines.map((line) => line.quantity),
            JSON.stringify(event),
            input.pickupAt ?? null,
            lines.map((line) => JSON.stringify(line.options)),
          ],
        );
        placed = rows[0];
      } catch (error) {
        // The same key at another shop at the same moment: `place` answers the first order.
        if (!isUniqueViolation(error)) throw error;
      }
      if (!placed) return place(input);
      return {
        kind: 'created',
        order: {
          ...event.order,
          id: placed.placed_id,
          number: placed.placed_number,
          shop: { slug: placed.shop_slug, name: placed.shop_name },
          placed_at: placed.placed_time,
          updated_at: placed.placed_time,
        },
      };
    },

    /**
     * What `basket` would cost at the shop now (`OrderQuote`): priced as placing prices it, with
     * the customer's member discount when `basket.customerId` is given; nothing is stored and no
     * promo code use is taken.
     */
    async quote(basket: Basket, branchId: number | null): Promise<QuoteResult> {
      if (!(await ownBranch(db, basket.merchantId, branchId))) return { kind: 'badBranch' };
      const priced = await priceBasket(db, { ...basket, branchId }, { takeUse: false });
      if (priced.kind !== 'priced') return priced;
      const { discounts, promo } = priced;
      return {
        kind: 'quoted',
        quote: {
          subtotal: discounts.subtotal,
          member_percent: priced.memberPercent,
          member_discount: discounts.member_discount,
          promo: promo === null ? null : { code: promo.code, discount: discounts.promo_discount },
          total: discounts.total,
        },
      };
    },

    /**
     * Places an order: priced from the items as they are now, less the member discount and the
     * promo code (whose use it takes under the code's row lock), numbered under the store's
     * lock, with its live event, in one transaction. The same Idempotency-Key of the same customer
     * answers the order it placed first.
     */
    place,

    /**
     * `action` on the order if `owner` owns it and its state allows it; the check and the update
     * under the order row's lock, so two devices cannot both act on one state.
     */
    async transition(
      owner: OrderOwner,
      orderId: number,
      action: OrderActionName,
      reason: string | null = null,
    ): Promise<OrderTransitionResult> {
      const [column, value, branchId] =
        'merchantId' in owner
          ? ['merchant_id', owner.merchantId, owner.branchId ?? null]
          : ['customer_id', owner.customerId, null];
      return db.transaction(async (tx): Promise<OrderTransitionResult> => {
        // An order of a branch the member does not see is not found, as another shop's.
        const { rows } = await tx.query<{
          state: OrderState;
          promo_code_id: number | null;
          delivered: boolean;
        }>(
          `SELECT state, promo_code_id, delivery_township_id IS NOT NULL AS delivered
             FROM shop_orders
            WHERE id = $1 AND ${column} = $2 AND ($3::int IS NULL OR branch_id = $3::int)
              FOR UPDATE`,
          [orderId, value, branchId],
        );
        const current = rows[0];
        if (!current) return { kind: 'notFound' };
        const next = nextOrderState(current.state, action, current.delivered);
        if (next === null) return { kind: 'illegal', state: current.state };
        await tx.query(
          `UPDATE shop_orders SET state = $2, reason = coalesce($3, reason), updated_at = now()
            WHERE id = $1 AND state = $4`,
          [orderId, next, action === 'reject' ? reason : null, current.state],
        );
        if ('merchantId' in owner) {
          const actor = { merchantId: owner.merchantId, memberId: owner.memberId ?? null };
          await recordShopAction(tx, actor, `order_${action}`, orderId);
        }
        // A rejected or cancelled order gives its promo code's use back.
        if ((next === 'rejected' || next === 'cancelled') && current.promo_code_id !== null) {
          await givePromoUseBack(tx, current.promo_code_id);
        }
        const { row, order } = await byId(tx, orderId);
        // Its stamp and points in the same transaction: earned exactly when it completes.
        if (next === 'completed') {
          await rewardCompletedOrder(tx, {
            id: orderId,
            merchantId: row.merchant_id,
            customerId: row.customer_id,
            number: row.number,
            total: row.total,
          });
        }
        await announce(tx, row, order);
        return { kind: 'done', order };
      });
    },

    /**
     * Marks the shop's order paid with `method`, under the order row's lock, with its live event.
     * An order already marked paid the same way answers as it is (a double tap); another way is
     * `alreadyPaid`. Only an order the shop has taken (accepted, ready or completed) is paid.
     */
    async markPaid(
      owner: { merchantId: number; memberId?: number | null; branchId?: number | null },
      orderId: number,
      method: OrderPaymentMethod,
    ): Promise<
      | { kind: 'done'; order: ShopOrder }
      | { kind: 'notFound' }
      | { kind: 'illegal'; state: OrderState }
      | { kind: 'alreadyPaid'; order: ShopOrder }
    > {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ state: OrderState; paid_method: string | null }>(
          `SELECT state, paid_method FROM shop_orders
            WHERE id = $1 AND merchant_id = $2 AND ($3::int IS NULL OR branch_id = $3::int)
              FOR UPDATE`,
          [orderId, owner.merchantId, owner.branchId ?? null],
        );
        const current = rows[0];
        if (!current) return { kind: 'notFound' as const };
        if (current.paid_method !== null) {
          const { order } = await byId(tx, orderId);
          return current.paid_method === method
            ? { kind: 'done' as const, order }
            : { kind: 'alreadyPaid' as const, order };
        }
        if (!PAYABLE_STATES.includes(current.state)) {
          return { kind: 'illegal' as const, state: current.state };
        }
        await tx.query(
          `UPDATE shop_orders SET paid_at = now(), paid_method = $2, updated_at = now()
            WHERE id = $1`,
          [orderId, method],
        );
        await recordShopAction(
          tx,
          { merchantId: owner.merchantId, memberId: owner.memberId ?? null },
          'order_paid',
          orderId,
        );
        const { row, order } = await byId(tx, orderId);
        await announce(tx, row, order);
        return { kind: 'done' as const, order };
      });
    },

    /** The customer's orders, newest first, at most `limit`. */
    async listForCustomer(customerId: number, limit: number): Promise<ShopOrder[]> {
      const { rows } = await db.query<OrderRow>(
        `${SELECT_ORDER} WHERE o.customer_id = $1 ORDER BY o.placed_at DESC, o.id DESC LIMIT $2`,
        [customerId, limit],
      );
      return withLines(db, rows);
    },

    /** The order the customer placed with this Idempotency-Key, or null. */
    async findByKey(customerId: number, key: string): Promise<ShopOrder | null> {
      return (await byKey(db, customerId, key)) ?? null;
    },

    /**
     * Every open order of the shop whatever its day, newest first. All of them: the per-customer
     * limits keep their number to what the shop's customers may hold, and a flood of new orders
     * must never push an older one still waiting out of the inbox. With `branchId`, that
     * branch's only (`branchScope` in contract/staff.ts; null: every branch), as in every list and
     * total of the inbox below.
     */
    async listOpen(merchantId: number, branchId: number | null = null): Promise<ShopOrder[]> {
      const { rows } = await db.query<OrderRow>(
        `${SELECT_ORDER} WHERE o.merchant_id = $1 AND o.state = ANY($2::text[])
            AND ($3::int IS NULL OR o.branch_id = $3::int)
          ORDER BY o.placed_at DESC, o.id DESC`,
        [merchantId, OPEN_ORDER_STATES, branchId],
      );
      return withLines(db, rows);
    },

    /**
     * A page of the shop's finished orders (rejected, completed, cancelled) placed on `date`
     * (Asia/Yangon), newest first, from the order `before` (an id; null: the first page).
     */
    async listFinished(
      merchantId: number,
      date: string,
      before: number | null,
      branchId: number | null = null,
      pageSize: number = INBOX_PAGE_SIZE,
    ): Promise<FinishedPage> {
      const day = yangonDay(date);
      const { rows } = await db.query<OrderRow>(
        `${SELECT_ORDER} WHERE o.merchant_id = $1
            AND o.placed_at >= $2::timestamptz AND o.placed_at < $3::timestamptz
            AND NOT (o.state = ANY($4::text[]))
            AND ($5::int IS NULL OR o.id < $5::int)
            AND ($7::int IS NULL OR o.branch_id = $7::int)
          ORDER BY o.id DESC LIMIT $6`,
        [merchantId, day.from, day.to, OPEN_ORDER_STATES, before, pageSize + 1, branchId],
      );
      const page = rows.slice(0, pageSize);
      const more = rows.length > pageSize;
      return {
        orders: await withLines(db, page),
        before: more ? page[page.length - 1]!.id : null,
      };
    },

    /** The day's orders and the amount of those of them completed (MMK). */
    async dayTotals(
      merchantId: number,
      date: string,
      branchId: number | null = null,
    ): Promise<{
      orders: number;
      completed_amount: number;
      paid_amount: number;
      unpaid_amount: number;
    }> {
      const day = yangonDay(date);
      // The day's amount may pass what an integer holds: summed as bigint, which the drivers give
      // as text or BigInt; any real day's amount is far inside a JavaScript number's exact range.
      const { rows } = await db.query<{
        orders: number;
        completed_amount: string | bigint;
        paid_amount: string | bigint;
        unpaid_amount: string | bigint;
      }>(
        `SELECT count(*)::int AS orders,
                coalesce(sum(total) FILTER (WHERE state = 'completed'), 0)::bigint
                  AS completed_amount,
                coalesce(sum(total) FILTER (WHERE paid_at IS NOT NULL), 0)::bigint AS paid_amount,
                coalesce(sum(total) FILTER (WHERE paid_at IS NULL
                                              AND state = ANY ($5::text[])), 0)::bigint
                  AS unpaid_amount
           FROM shop_orders
          WHERE merchant_id = $1 AND placed_at >= $2::timestamptz AND placed_at < $3::timestamptz
            AND ($4::int IS NULL OR branch_id = $4::int)`,
        [merchantId, day.from, day.to, branchId, PAYABLE_STATES],
      );
      const row = rows[0];
      return {
        orders: row?.orders ?? 0,
        completed_amount: Number(row?.completed_amount ?? 0),
        paid_amount: Number(row?.paid_amount ?? 0),
        unpaid_amount: Number(row?.unpaid_amount ?? 0),
      };
    },
  };
}

export type ShopOrderRepository = ReturnType<typeof createShopOrderRepository>;
