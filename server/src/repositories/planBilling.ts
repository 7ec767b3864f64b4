/**
 * What the merchant's pending plan order costs and what paying for it does, read from the
 * database and priced by the contract's pure rules (`contract/planPricing.ts`):
 * - the order's own prices, kept when it was made (never today's list prices);
 * - the partner code applied to it, when it still gives a discount;
 * - the current subscription: a renewal extends it from its end, an upgrade replaces it now with
 *   its unused days credited, a downgrade waits for its end; one past its grace days counts as none.
 *
 * Every function takes the database (or the transaction) to read with, and the moment to price
 * at, so that the payment's transaction prices exactly as the summary did.
 */
import type { OrderSummary, Receipt } from '@contract/billing';
import type { PlanDuration } from '@contract';
import {
  PLAN_TAX_PERCENT,
  changeKind,
  mmkMinor,
  planPrice,
  subscriptionState,
  unusedCredit,
  type ChangeKind,
  type SubscriptionState,
  type PartnerDiscount,
} from '@contract/planPricing';
import type { Db } from '../db/db';
import { findUsable } from './partnerCodes';
import { isoTime } from '../db/time';

const DAY_MS = 86_400_000;

interface PendingRow {
  plan_id: number;
  plan_name: string;
  duration_month: PlanDuration;
  plan_price: number;
  partner_code_id: number | null;
  code: string | null;
  percent_off: number | null;
  amount_off: number | null;
  code_usable: boolean | null;
}

interface CurrentRow {
  id: number;
  plan_id: number;
  plan_name: string;
  duration_month: PlanDuration;
  starts_at: unknown;
  ends_at: unknown;
  grace_ends_at: unknown;
  value: number | null;
  list_value: number;
}

/** The current subscription as the pricing sees it. */
export interface CurrentSubscription {
  id: number;
  planId: number;
  planName: string;
  startsAt: Date;
  endsAt: Date;
  graceEndsAt: Date;
  /** The period's worth before tax, in MMK. */
  value: number;
  addons: Array<{ addon_type_id: number; quantity: number }>;
}

/** The summary, and what the payment needs to carry it out. */
export interface PricedOrder {
  summary: OrderSummary;
  kind: ChangeKind;
  /** The subscription the order renews, upgrades or follows; null for a new one. */
  currentId: number | null;
  partnerCodeId: number | null;
  /** What the ordered period is worth before tax (the credit of a later upgrade is its share). */
  value: number;
}

/** A partner code is usable while active, unexpired and not used up (SQL over `c`, at $2). */
const CODE_USABLE = `c.active AND (c.expires_at IS NULL OR c.expires_at > $2::timestamptz)
                     AND (c.max_uses IS NULL OR c.uses < c.max_uses)`;

/**
 * A subscription's plan price for its duration today (over `s` and `p`): the worth of a period
 * bought before its own worth was kept.
 */
const LIST_VALUE = `(CASE s.duration_month WHEN 3 THEN p.price_3month WHEN 6 THEN p.price_6month
                                        ELSE p.price_12month END)::int`;

/** The months after a moment, as PostgreSQL adds them (the 31st + 1 month is the 28th/30th). */
async function monthsLater(db: Db, from: Date, months: number): Promise<Date> {
  const { rows } = await db.query<{ at: unknown }>(
    `SELECT ($1::timestamptz + make_interval(months => $2::integer)) AS at`,
    [from.toISOString(), months],
  );
  return new Date(rows[0]?.at as string);
}

/** The merchant's subscription in force (active, within its grace days) at `now`, or null. */
export async function currentSubscription(
  db: Db,
  merchantId: number,
  now: Date,
): Promise<CurrentSubscription | null> {
  const { rows } = await db.query<CurrentRow>(
    `SELECT s.id, s.plan_id, p.name AS plan_name, s.duration_month, s.starts_at, s.ends_at,
            s.grace_ends_at, s.value,
            ${LIST_VALUE} AS list_value
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.merchant_id = $1 AND s.status = 'active' AND s.grace_ends_at > $2::timestamptz`,
    [merchantId, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const addons = await db.query<{ addon_type_id: number; quantity: number }>(
    'SELECT addon_type_id, quantity FROM subscription_addons WHERE subscription_id = $1',
    [row.id],
  );
  return {
    id: row.id,
    planId: row.plan_id,
    planName: row.plan_name,
    startsAt: new Date(isoTime(row.starts_at)),
    endsAt: new Date(isoTime(row.ends_at)),
    graceEndsAt: new Date(isoTime(row.grace_ends_at)),
    // A period bought before its worth was kept: the plan's list price for its duration.
    value: row.value ?? row.list_value,
    addons: addons.rows,
  };
}

/** A downgrade paid for and waiting for the current plan's end, with what it cost before tax. */
async function scheduledChange(
  db: Db,
  merchantId: number,
): Promise<{ planName: string; value: number } | null> {
  const { rows } = await db.query<{ plan_name: string; value: number | null; list_value: number }>(
    `SELECT p.name AS plan_name, s.value,
            ${LIST_VALUE} AS list_value
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.merchant_id = $1 AND s.status = 'scheduled'`,
    [merchantId],
  );
  const row = rows[0];
  return row ? { planName: row.plan_name, value: row.value ?? row.list_value } : null;
}

/** The merchant's pending order priced at `now`, or null when there is none. */
export async function priceOrder(
  db: Db,
  merchantId: number,
  now: Date,
): Promise<PricedOrder | null> {
  const pending = await db.query<PendingRow>(
    `SELECT o.plan_id, p.name AS plan_name, o.duration_month, o.plan_price, o.partner_code_id,
            c.code, c.percent_off, c.amount_off, (${CODE_USABLE}) AS code_usable
       FROM pending_orders o
       JOIN plans p ON p.id = o.plan_id
       LEFT JOIN partner_codes c ON c.id = o.partner_code_id
      WHERE o.merchant_id = $1`,
    [merchantId, now.toISOString()],
  );
  const order = pending.rows[0];
  if (!order) return null;
  const lines = await db.query<{
    addon_type_id: number;
    name: string;
    quantity: number;
    unit_price: number;
  }>(
    `SELECT a.addon_type_id, t.name, a.quantity, a.unit_price
       FROM pending_order_addons a JOIN addon_types t ON t.id = a.addon_type_id
      WHERE a.merchant_id = $1
      ORDER BY a.addon_type_id`,
    [merchantId],
  );
  const current = await currentSubscription(db, merchantId, now);
  const kind = changeKind(current && { planId: current.planId, addons: current.addons }, {
    planId: order.plan_id,
    addons: lines.rows,
  });
  const daysCredit =
    kind === 'upgrade' && current
      ? unusedCredit({
          value: current.value,
          startsAt: current.startsAt,
          endsAt: current.endsAt,
          now,
        })
      : 0;
  const creditDays =
    daysCredit > 0 && current ? Math.floor((current.endsAt.getTime() - now.getTime()) / DAY_MS) : 0;
  // A downgrade paid for and still waiting is replaced by anything but a renewal (which moves it
  // to the new end): what it cost is credited whole, as none of it has been used.
  const waiting = current && kind !== 'renewal' ? await scheduledChange(db, merchantId) : null;
  const credit = daysCredit + (waiting?.value ?? 0);

  const usableCode = order.code !== null && order.code_usable === true;
  let discount: PartnerDiscount | null = null;
  if (usableCode && order.percent_off !== null) discount = { percent: order.percent_off };
  else if (usableCode && order.amount_off !== null) discount = { amount: order.amount_off };

  const price = planPrice({ planPrice: order.plan_price, addons: lines.rows, discount, credit });

  let startsAt = now;
  if ((kind === 'renewal' || kind === 'downgrade') && current) startsAt = current.endsAt;
  const endsAt = await monthsLater(db, startsAt, order.duration_month);

  const summary: OrderSummary = {
    plan: { id: order.plan_id, name: order.plan_name },
    duration_month: order.duration_month,
    currency: 'MMK',
    plan_price: price.plan,
    addons: price.addons.map((line) => ({
      addon_type_id: line.addon_type_id,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      amount: line.amount,
    })),
    addons_total: price.addons_total,
    feature_discount: price.feature_discount,
    subtotal: price.subtotal,
    partner_code:
      usableCode && order.code !== null
        ? { code: order.code, percent: order.percent_off, amount: order.amount_off }
        : null,
    partner_code_lapsed: order.code !== null && !usableCode ? order.code : null,
    partner_discount: price.partner_discount,
    credit: price.credit,
    credit_days: price.credit > 0 ? creditDays : 0,
    replaces_scheduled: waiting
      ? { plan: waiting.planName, credit: Math.min(waiting.value, price.credit) }
      : null,
    taxable: price.taxable,
    tax_percent: PLAN_TAX_PERCENT,
    tax: price.tax,
    total: price.total,
    amount_minor: mmkMinor(price.total),
    change: {
      kind,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      current_plan: current ? current.planName : null,
    },
  };
  return {
    summary,
    kind,
    currentId: current ? current.id : null,
    partnerCodeId: usableCode ? order.partner_code_id : null,
    value: price.subtotal - price.partner_discount,
  };
}

export type ApplyCodeResult =
  { ok: true } | { ok: false; reason: 'noOrder' | 'unknown' | 'inactive' | 'expired' | 'used_up' };

export function createPlanBillingRepository(db: Db) {
  return {
    /** The pending order priced now, or null. */
    async summary(merchantId: number, now: Date = new Date()): Promise<PricedOrder | null> {
      return priceOrder(db, merchantId, now);
    },

    /** Applies a partner code (as typed: it is normalised) to the pending order, when usable. */
    async applyPartnerCode(
      merchantId: number,
      code: string,
      now: Date = new Date(),
    ): Promise<ApplyCodeResult> {
      const found = await findUsable(db, code, now);
      if (found.kind !== 'usable') return { ok: false, reason: found.kind };
      const updated = await db.query(
        `UPDATE pending_orders SET partner_code_id = $2, updated_at = now()
          WHERE merchant_id = $1 RETURNING merchant_id`,
        [merchantId, found.code.id],
      );
      return updated.rows.length > 0 ? { ok: true } : { ok: false, reason: 'noOrder' };
    },

    /** The period of the merchant's plan (the active row, whatever its state), or null. */
    async planPeriod(merchantId: number): Promise<{
      status: SubscriptionState;
      ends_at: string;
      grace_ends_at: string;
    } | null> {
      const { rows } = await db.query<{ ends_at: unknown; grace_ends_at: unknown; now: unknown }>(
        `SELECT ends_at, grace_ends_at, now() AS now FROM subscriptions
          WHERE merchant_id = $1 AND status = 'active'`,
        [merchantId],
      );
      const row = rows[0];
      if (!row) return null;
      const endsAt = isoTime(row.ends_at);
      const graceEndsAt = isoTime(row.grace_ends_at);
      return {
        status: subscriptionState(
          new Date(endsAt),
          new Date(graceEndsAt),
          new Date(isoTime(row.now)),
        ),
        ends_at: endsAt,
        grace_ends_at: graceEndsAt,
      };
    },

    /** One of the merchant's receipts by its number, or null (another merchant's too). */
    async receipt(
      merchantId: number,
      number: string,
    ): Promise<{
      number: string;
      issued_at: unknown;
      document: Omit<Receipt, 'number' | 'issued_at'>;
    } | null> {
      const { rows } = await db.query<{
        number: string;
        issued_at: unknown;
        document: Omit<Receipt, 'number' | 'issued_at'> | string;
      }>(
        'SELECT number, issued_at, document FROM receipts WHERE number = $1 AND merchant_id = $2',
        [number, merchantId],
      );
      const row = rows[0];
      if (!row) return null;
      const document =
        typeof row.document === 'string'
          ? (JSON.parse(row.document) as Omit<Receipt, 'number' | 'issued_at'>)
          : row.document;
      return { number: row.number, issued_at: row.issued_at, document };
    },

    /** Removes the partner code from the pending order; false when there is no order. */
    async removePartnerCode(merchantId: number): Promise<boolean> {
      const updated = await db.query(
        `UPDATE pending_orders SET partner_code_id = NULL, updated_at = now()
          WHERE merchant_id = $1 RETURNING merchant_id`,
        [merchantId],
      );
      return updated.rows.length > 0;
    },
  };
}

export type PlanBillingRepository = ReturnType<typeof createPlanBillingRepository>;
