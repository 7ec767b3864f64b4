/**
 * Pending orders: the plan, duration and add-ons a merchant chose on the plans page and has not
 * paid yet (one per merchant). Nothing is charged here; the billing payment settles the order.
 */
import type { Plan, PlanDuration, PendingOrder, PendingOrderAddon } from '@contract';
import type { Db } from '../db/db';

export interface PendingPlan {
  merchant_id: number;
  plan_id: number;
  duration_month: PlanDuration;
}

export interface PendingAddonLine {
  addon_type_id: number;
  quantity: number;
  remark: string;
}

export type AddPlanResult = { ok: true; order: PendingPlan } | { ok: false; reason: 'unknownPlan' };

export type AddAddonResult =
  | { ok: true; line: PendingAddonLine }
  | { ok: false; reason: 'unknownAddonType' | 'noPendingPlan' };

interface PendingRow extends Plan {
  duration_month: PlanDuration;
}

export function createOrderRepository(db: Db) {
  return {
    /**
     * Records the merchant's plan and duration, replacing any pending plan, and clears the
     * pending add-ons: a new order starts.
     */
    async addPlan(
      merchantId: number,
      planId: number,
      months: PlanDuration,
    ): Promise<AddPlanResult> {
      return db.transaction(async (tx) => {
        // The plan's price for the duration is kept as it is now: a price changed later never
        // changes an order already made. A new order starts without a partner code.
        const { rows } = await tx.query<PendingPlan>(
          `INSERT INTO pending_orders (merchant_id, plan_id, duration_month, plan_price,
                                      partner_code_id)
           SELECT $1, p.id, $3::integer,
                  CASE $3::integer WHEN 3 THEN p.price_3month WHEN 6 THEN p.price_6month
                                   ELSE p.price_12month END,
                  NULL
             FROM plans p WHERE p.id = $2
           ON CONFLICT (merchant_id) DO UPDATE SET
             plan_id = EXCLUDED.plan_id,
             duration_month = EXCLUDED.duration_month,
             plan_price = EXCLUDED.plan_price,
             partner_code_id = NULL,
             updated_at = now()
           RETURNING merchant_id, plan_id, duration_month`,
          [merchantId, planId, months],
        );
        if (rows.length === 0) return { ok: false, reason: 'unknownPlan' } as const;
        await tx.query('DELETE FROM pending_order_addons WHERE merchant_id = $1', [merchantId]);
        const order = rows[0];
        if (!order) throw new Error('INSERT returned no row');
        return { ok: true, order } as const;
      });
    },

    /**
     * Adds an add-on line to the merchant's pending order; the same type again replaces its
     * quantity and remark. Needs a pending plan.
     */
    async addAddon(
      merchantId: number,
      addonTypeId: number,
      quantity: number,
      remark: string,
    ): Promise<AddAddonResult> {
      return db.transaction(async (tx) => {
        const type = await tx.query('SELECT 1 FROM addon_types WHERE id = $1', [addonTypeId]);
        if (type.rows.length === 0) return { ok: false, reason: 'unknownAddonType' } as const;
        // Inserting through the pending order both checks that it exists and locks it against a
        // concurrent addPlan for the rest of the transaction. The list price is kept as it is now.
        const { rows } = await tx.query<PendingAddonLine>(
          `INSERT INTO pending_order_addons (merchant_id, addon_type_id, quantity, remark,
                                            unit_price)
           SELECT o.merchant_id, t.id, $3, $4, t.price_3month
             FROM pending_orders o
             JOIN addon_types t ON t.id = $2
            WHERE o.merchant_id = $1
           ON CONFLICT (merchant_id, addon_type_id) DO UPDATE SET
             quantity = EXCLUDED.quantity,
             remark = EXCLUDED.remark,
             unit_price = EXCLUDED.unit_price,
             updated_at = now()
           RETURNING addon_type_id, quantity, remark`,
          [merchantId, addonTypeId, quantity, remark],
        );
        const line = rows[0];
        if (!line) return { ok: false, reason: 'noPendingPlan' } as const;
        return { ok: true, line } as const;
      });
    },

    /** The merchant's pending order with its plan and add-on lines, or undefined. */
    async findPending(merchantId: number): Promise<PendingOrder | undefined> {
      const { rows } = await db.query<PendingRow>(
        `SELECT p.id, p.name, p.price_3month, p.price_6month, p.price_12month, p.max_branches,
                p.max_users, p.max_posts_per_month, p.allow_stamp_card, p.allow_point_collection,
                p.allow_membership, o.duration_month
           FROM pending_orders o
           JOIN plans p ON p.id = o.plan_id
          WHERE o.merchant_id = $1`,
        [merchantId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { duration_month, ...plan } = row;
      const addons = await db.query<PendingOrderAddon>(
        `SELECT a.addon_type_id, t.name, a.quantity, t.price_3month
           FROM pending_order_addons a
           JOIN addon_types t ON t.id = a.addon_type_id
          WHERE a.merchant_id = $1
          ORDER BY a.addon_type_id`,
        [merchantId],
      );
      return { plan, duration_month, addons: addons.rows };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
