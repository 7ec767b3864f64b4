/**
 * Orders at a shop (migration 013): placed by a signed-in customer, priced by the server from the
 * items as they are now, numbered per shop under the store row's lock, moved through their states
 * by `nextOrderState` under the order row's lock. Every change appends the order as it now is to
 * the live events outbox in its own transaction, so an event exists exactly when its change does.
 */
import type { OrderState, ShopOrder } from '@contract/orders';
import type { OrderQuote } from '@contract/loyalty';
import { OPEN_ORDER_STATES, nextOrderState, type OrderActionName } from '@contract/orderRules';
import { isUniqueViolation, type Db } from '../db/db';
import { isBlocked } from './blockedCustomers';
import { createLiveEventRepository } from './liveEvents';
import { priceBasket, type Basket, type PricingRefusal } from './orderPricing';
import { rewardCompletedOrder } from './loyalty';
import { isoTime } from './payments';
import { LISTED_SHOP_AT_SLUG, shopAndBranch, slugCanExist } from './shopRecords';
import { givePromoUseBack } from './promoCodes';
import { lockStore } from './stores';

export interface OrderingShop {
  merchantId: number;
  slug: string;
  name: string;
}

export interface NewOrder {
  merchantId: number;
  customerId: number;
  idempotencyKey: string;
  branchId: number | null;
  lines: ReadonlyArray<{ item_id: number; quantity: number }>;
  note: string;
  table: string | null;
  /** As typed; null or absent: none (`contract/loyalty.ts`). */
  promoCode?: string | null;
  /** The customer's open orders (placed, accepted, ready) the shop takes at most; none: no limit. */
  openOrderLimit?: number;
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
  | PricingRefusal;

export type OrderTransitionResult =
  | { kind: 'done'; order: ShopOrder }
  | { kind: 'notFound' }
  | { kind: 'illegal'; state: OrderState };

/** Whose order an action may touch: the shop's, or the customer's own. */
export type OrderOwner = { merchantId: number } | { customerId: number };

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
  placed_at: Date | string;
  updated_at: Date | string;
}

interface LineRow {
  order_id: number;
  item_id: number | null;
  name: string;
  price: number;
  quantity: number;
}

const SELECT_ORDER = `
  SELECT o.id, o.merchant_id, o.customer_id, o.number, st.slug AS shop_slug, st.name AS shop_name,
         o.branch_id, b.name AS branch_name, coalesce(c.name, '') AS customer_name,
         c.phone AS customer_phone, o.subtotal, o.member_discount, o.promo_code,
         o.promo_discount, o.total, o.note, o.table_label, o.state, o.reason,
         o.placed_at, o.updated_at
    FROM shop_orders o
    JOIN stores st ON st.merchant_id = o.merchant_id
    JOIN customers c ON c.id = o.customer_id
    LEFT JOIN branches b ON b.id = o.branch_id`;

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
    lines: lines.map(({ item_id, name, price, quantity }) => ({ item_id, name, price, quantity })),
    subtotal: row.subtotal,
    member_discount: row.member_discount,
    promo: row.promo_code === null ? null : { code: row.promo_code, discount: row.promo_discount },
    total: row.total,
    note: row.note,
    table: row.table_label,
    state: row.state,
    reason: row.reason,
    placed_at: isoTime(row.placed_at),
    updated_at: isoTime(row.updated_at),
  };
}

export function createShopOrderRepository(db: Db) {
  const liveEvents = createLiveEventRepository(db);

  /** The orders of these rows with their lines (one query for all the lines). */
  async function withLines(q: Db, rows: OrderRow[]): Promise<ShopOrder[]> {
    if (rows.length === 0) return [];
    const { rows: lines } = await q.query<LineRow>(
      `SELECT order_id, item_id, name, price, quantity FROM shop_order_lines
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

  async function insertOrder(input: NewOrder): Promise<PlaceResult> {
    return db.transaction(async (tx): Promise<PlaceResult> => {
      // The store row's lock: this shop's placements take turns from here (numbering, the key).
      if (!(await lockStore(tx, input.merchantId))) return { kind: 'noShop' };
      const replayed = await byKey(tx, input.customerId, input.idempotencyKey);
      if (replayed) return { kind: 'replayed', order: replayed };

      // Under the store row's lock, which every placement at this shop takes first: two
      // placements of one customer cannot both count the same open orders.
      if (await isBlocked(tx, input.merchantId, input.customerId)) return { kind: 'blocked' };
      if (input.openOrderLimit !== undefined) {
        const open = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM shop_orders
            WHERE customer_id = $1 AND merchant_id = $2 AND state = ANY($3::text[])`,
          [input.customerId, input.merchantId, OPEN_ORDER_STATES],
        );
        if ((open.rows[0]?.n ?? 0) >= input.openOrderLimit) {
          return { kind: 'tooManyOpen', limit: input.openOrderLimit };
        }
      }

      const named = await tx.query<{ name: string | null }>(
        'SELECT name FROM customers WHERE id = $1',
        [input.customerId],
      );
      if (!named.rows[0]?.name) return { kind: 'nameRequired' };

      if (!(await ownBranch(tx, input.merchantId, input.branchId))) return { kind: 'badBranch' };

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
        { takeUse: true },
      );
      if (priced.kind !== 'priced') return priced;
      const { discounts, promo } = priced;

      const numbered = await tx.query<{ number: number }>(
        `UPDATE stores SET last_order_number = last_order_number + 1
          WHERE merchant_id = $1 RETURNING last_order_number AS number`,
        [input.merchantId],
      );
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO shop_orders
           (merchant_id, branch_id, customer_id, number, subtotal, member_discount,
            promo_code_id, promo_code, promo_discount, total, note, table_label, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          input.merchantId,
          input.branchId,
          input.customerId,
          numbered.rows[0]!.number,
          discounts.subtotal,
          discounts.member_discount,
          promo?.id ?? null,
          promo?.code ?? null,
          discounts.promo_discount,
          discounts.total,
          input.note,
          input.table,
          input.idempotencyKey,
        ],
      );
      const orderId = inserted.rows[0]!.id;
      for (const [position, line] of priced.lines.entries()) {
        await tx.query(
          `INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [orderId, position, line.item_id, line.name, line.price, line.quantity],
        );
      }
      const { row, order } = await byId(tx, orderId);
      await announce(tx, row, order);
      return { kind: 'created', order };
    });
  }

  return {
    /**
     * The listed shop at `slug` (published, phone verified, an active subscription, as
     * `marketplace/shops/:slug` decides), or null for any other slug.
     */
    async listedShop(slug: string): Promise<OrderingShop | null> {
      if (!slugCanExist(slug)) return null;
      const { rows } = await db.query<{ merchant_id: number; slug: string; name: string }>(
        `SELECT st.merchant_id, st.slug, st.name
           ${LISTED_SHOP_AT_SLUG}
          LIMIT 1`,
        [slug],
      );
      const row = rows[0];
      return row ? { merchantId: row.merchant_id, slug: row.slug, name: row.name } : null;
    },

    /**
     * What `basket` would cost at the shop now (`OrderQuote`): priced as placing prices it, with
     * the customer's member discount when `basket.customerId` is given; nothing is stored and no
     * promo code use is taken.
     */
    async quote(basket: Basket, branchId: number | null): Promise<QuoteResult> {
      if (!(await ownBranch(db, basket.merchantId, branchId))) return { kind: 'badBranch' };
      const priced = await priceBasket(db, basket, { takeUse: false });
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
    async place(input: NewOrder): Promise<PlaceResult> {
      try {
        return await insertOrder(input);
      } catch (error) {
        // The same key at another shop at the same moment: the one that committed first wins.
        if (!isUniqueViolation(error)) throw error;
        const replayed = await byKey(db, input.customerId, input.idempotencyKey);
        if (!replayed) throw error;
        return { kind: 'replayed', order: replayed };
      }
    },

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
      const [column, value] =
        'merchantId' in owner
          ? ['merchant_id', owner.merchantId]
          : ['customer_id', owner.customerId];
      return db.transaction(async (tx): Promise<OrderTransitionResult> => {
        const { rows } = await tx.query<{ state: OrderState; promo_code_id: number | null }>(
          `SELECT state, promo_code_id FROM shop_orders
            WHERE id = $1 AND ${column} = $2 FOR UPDATE`,
          [orderId, value],
        );
        const current = rows[0];
        if (!current) return { kind: 'notFound' };
        const next = nextOrderState(current.state, action);
        if (next === null) return { kind: 'illegal', state: current.state };
        await tx.query(
          `UPDATE shop_orders SET state = $2, reason = coalesce($3, reason), updated_at = now()
            WHERE id = $1 AND state = $4`,
          [orderId, next, action === 'reject' ? reason : null, current.state],
        );
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
     * must never push an older one still waiting out of the inbox.
     */
    async listOpen(merchantId: number): Promise<ShopOrder[]> {
      const { rows } = await db.query<OrderRow>(
        `${SELECT_ORDER} WHERE o.merchant_id = $1 AND o.state = ANY($2::text[])
          ORDER BY o.placed_at DESC, o.id DESC`,
        [merchantId, OPEN_ORDER_STATES],
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
      pageSize: number = INBOX_PAGE_SIZE,
    ): Promise<FinishedPage> {
      const day = yangonDay(date);
      const { rows } = await db.query<OrderRow>(
        `${SELECT_ORDER} WHERE o.merchant_id = $1
            AND o.placed_at >= $2::timestamptz AND o.placed_at < $3::timestamptz
            AND NOT (o.state = ANY($4::text[]))
            AND ($5::int IS NULL OR o.id < $5::int)
          ORDER BY o.id DESC LIMIT $6`,
        [merchantId, day.from, day.to, OPEN_ORDER_STATES, before, pageSize + 1],
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
    ): Promise<{ orders: number; completed_amount: number }> {
      const day = yangonDay(date);
      // The day's amount may pass what an integer holds: summed as bigint, which the drivers give
      // as text or BigInt; any real day's amount is far inside a JavaScript number's exact range.
      const { rows } = await db.query<{ orders: number; completed_amount: string | bigint }>(
        `SELECT count(*)::int AS orders,
                coalesce(sum(total) FILTER (WHERE state = 'completed'), 0)::bigint
                  AS completed_amount
           FROM shop_orders
          WHERE merchant_id = $1 AND placed_at >= $2::timestamptz AND placed_at < $3::timestamptz`,
        [merchantId, day.from, day.to],
      );
      const row = rows[0];
      return { orders: row?.orders ?? 0, completed_amount: Number(row?.completed_amount ?? 0) };
    },
  };
}

export type ShopOrderRepository = ReturnType<typeof createShopOrderRepository>;
