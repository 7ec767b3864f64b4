/**
 * Prices changed by operators with the moment they take effect (migration 035): scheduling,
 * cancelling, and applying a change, at once when its moment has come or later by the price job.
 *
 * Applying a change locks its plan or add-on row, keeps the values it replaces (`before`), and
 * sends `REFERENCE_CHANNEL` in its transaction: every API process listening forgets its cached
 * plans and add-ons when the change commits (plugins/app/priceChanges.ts), and this one forgets
 * them at once (`invalidateReferenceCache`).
 *
 * What a change never touches: a pending order's prices (kept when the order was made), and a
 * running subscription's worth (`subscriptions.value`, what its upgrade credit is counted from).
 * A subscription bought before its worth was kept (value null) is worth its plan's list price
 * for its duration; before a plan's prices change, such rows of that plan (active or scheduled)
 * get that worth written down, at the prices they were bought under, so the change leaves their
 * credit as it was.
 */
import type { AuditActor } from './audit';
import { recordAudit } from './audit';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { invalidateReferenceCache } from './reference';
import {
  PLAN_LIMIT_FIELDS,
  PLAN_PRICE_FIELDS,
  type AdminPrices,
  type PlanChanges,
  type PriceChange,
  type PriceTarget,
} from '@contract/adminPrices';

/** The NOTIFY channel of a change of reference data (plans, add-ons). */
export const REFERENCE_CHANNEL = 'reference_changed';

const PLAN_FIELDS = [...PLAN_PRICE_FIELDS, ...PLAN_LIMIT_FIELDS] as const;
type Values = Record<string, number | null>;

interface ChangeRow {
  id: number;
  plan_id: number | null;
  addon_type_id: number | null;
  target_name: string;
  changes: Values | string;
  before: Values | string | null;
  effective_from: unknown;
  status: PriceChange['status'];
  applied_at: unknown;
  cancelled_at: unknown;
  operator_name: string;
  created_at: unknown;
}

const CHANGE_SELECT = `SELECT c.id, c.plan_id, c.addon_type_id,
         coalesce(p.name, t.name) AS target_name, c.changes, c.before, c.effective_from,
         c.status, c.applied_at, c.cancelled_at, coalesce(o.name, o.phone) AS operator_name,
         c.created_at
    FROM price_changes c
    LEFT JOIN plans p ON p.id = c.plan_id
    LEFT JOIN addon_types t ON t.id = c.addon_type_id
    JOIN operators o ON o.id = c.operator_id`;

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function toChange(row: ChangeRow): PriceChange {
  return {
    id: row.id,
    target: row.plan_id !== null ? 'plan' : 'addon',
    target_id: (row.plan_id ?? row.addon_type_id) as number,
    target_name: row.target_name,
    changes: json(row.changes),
    before: row.before === null ? null : json(row.before),
    effective_from: isoTime(row.effective_from),
    status: row.status,
    applied_at: row.applied_at === null ? null : isoTime(row.applied_at),
    cancelled_at: row.cancelled_at === null ? null : isoTime(row.cancelled_at),
    operator_name: row.operator_name,
    created_at: isoTime(row.created_at),
  };
}

export type ScheduleResult = { kind: 'done'; change: PriceChange } | { kind: 'unknownTarget' };

export type CancelResult =
  | { kind: 'cancelled'; change: PriceChange }
  | { kind: 'unknown' }
  | { kind: 'closed'; change: PriceChange };

/** The current values of the target's fields named in `fields`, its row locked; null if none. */
async function lockTarget(tx: Db, target: PriceTarget, id: number): Promise<Values | null> {
  const sql =
    target === 'plan'
      ? `SELECT ${PLAN_FIELDS.join(', ')} FROM plans WHERE id = $1 FOR UPDATE`
      : 'SELECT price_3month FROM addon_types WHERE id = $1 FOR UPDATE';
  const { rows } = await tx.query<Values>(sql, [id]);
  return rows[0] ?? null;
}

function pick(values: Values, fields: readonly string[]): Values {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
}

/** Applies change `id` (status scheduled, its row locked) at `now`, inside `tx`. */
async function applyLocked(
  tx: Db,
  row: {
    id: number;
    plan_id: number | null;
    addon_type_id: number | null;
    changes: Values | string;
  },
  now: Date,
): Promise<void> {
  const changes = json(row.changes);
  const fields = Object.keys(changes);
  const target: PriceTarget = row.plan_id !== null ? 'plan' : 'addon';
  const targetId = (row.plan_id ?? row.addon_type_id) as number;
  const current = await lockTarget(tx, target, targetId);
  if (!current) throw new Error(`price change ${row.id}: its ${target} ${targetId} is gone`);
  if (target === 'plan') {
    if (fields.some((field) => (PLAN_PRICE_FIELDS as readonly string[]).includes(field))) {
      // A period bought before its worth was kept is worth the list price it was bought under.
      await tx.query(
        `UPDATE subscriptions s
            SET value = CASE s.duration_month WHEN 3 THEN p.price_3month
                                              WHEN 6 THEN p.price_6month
                                              ELSE p.price_12month END
           FROM plans p
          WHERE p.id = s.plan_id AND s.plan_id = $1 AND s.value IS NULL
            AND s.status IN ('active', 'scheduled')`,
        [targetId],
      );
    }
    const sets = PLAN_FIELDS.map(
      (field) =>
        `${field} = CASE WHEN $2::jsonb ? '${field}' THEN ($2::jsonb ->> '${field}')::integer ELSE ${field} END`,
    );
    await tx.query(`UPDATE plans SET ${sets.join(', ')} WHERE id = $1`, [
      targetId,
      JSON.stringify(changes),
    ]);
  } else {
    await tx.query(
      `UPDATE addon_types SET price_3month = ($2::jsonb ->> 'price_3month')::integer WHERE id = $1`,
      [targetId, JSON.stringify(changes)],
    );
  }
  await tx.query(
    `UPDATE price_changes SET status = 'applied', applied_at = $2::timestamptz, before = $3::jsonb
      WHERE id = $1`,
    [row.id, now.toISOString(), JSON.stringify(pick(current, fields))],
  );
  await tx.query('SELECT pg_notify($1, $2)', [REFERENCE_CHANNEL, 'prices']);
}

/**
 * Applies, in `tx`, the changes of one target whose moment has come at `now`, oldest first. The
 * caller holds the target's row: every writer locks the target before its changes, so none waits
 * for another in a circle.
 */
async function applyDueOf(tx: Db, target: PriceTarget, id: number, now: Date): Promise<number> {
  const column = target === 'plan' ? 'plan_id' : 'addon_type_id';
  const { rows } = await tx.query<{
    id: number;
    plan_id: number | null;
    addon_type_id: number | null;
    changes: Values | string;
  }>(
    `SELECT id, plan_id, addon_type_id, changes FROM price_changes
      WHERE ${column} = $1 AND status = 'scheduled' AND effective_from <= $2::timestamptz
      ORDER BY effective_from, id FOR UPDATE`,
    [id, now.toISOString()],
  );
  for (const row of rows) await applyLocked(tx, row, now);
  return rows.length;
}

export function createPriceChangeRepository(db: Db) {
  async function byId(q: Db, id: number): Promise<PriceChange | null> {
    const { rows } = await q.query<ChangeRow>(`${CHANGE_SELECT} WHERE c.id = $1`, [id]);
    return rows[0] ? toChange(rows[0]) : null;
  }

  return {
    /** Plans and add-ons with their current values and scheduled changes, and recent history. */
    async overview(): Promise<AdminPrices> {
      const [plans, addons, scheduled, history] = await Promise.all([
        db.query<AdminPrices['plans'][number]>(
          `SELECT id, name, ${PLAN_FIELDS.join(', ')} FROM plans ORDER BY id`,
        ),
        db.query<AdminPrices['addons'][number]>(
          'SELECT id, name, price_3month FROM addon_types ORDER BY id',
        ),
        db.query<ChangeRow>(
          `${CHANGE_SELECT} WHERE c.status = 'scheduled' ORDER BY c.effective_from, c.id`,
        ),
        db.query<ChangeRow>(
          `${CHANGE_SELECT} WHERE c.status <> 'scheduled'
            ORDER BY c.created_at DESC, c.id DESC LIMIT 50`,
        ),
      ]);
      const pending = scheduled.rows.map(toChange);
      return {
        plans: plans.rows.map((plan) => ({
          ...plan,
          scheduled: pending.filter((c) => c.target === 'plan' && c.target_id === plan.id),
        })),
        addons: addons.rows.map((addon) => ({
          ...addon,
          scheduled: pending.filter((c) => c.target === 'addon' && c.target_id === addon.id),
        })),
        history: history.rows.map(toChange),
      };
    },

    /**
     * Records a change of `target` `targetId` from `effectiveFrom`, with its audit row; applied
     * in the same transaction when `effectiveFrom` is not after `now` (with any change of the
     * same target due before it).
     */
    async schedule(
      actor: AuditActor,
      input: {
        target: PriceTarget;
        targetId: number;
        changes: PlanChanges;
        effectiveFrom: Date;
      },
      now: Date = new Date(),
    ): Promise<ScheduleResult> {
      let applied = false;
      const result = await db.transaction(async (tx): Promise<ScheduleResult> => {
        const current = await lockTarget(tx, input.target, input.targetId);
        if (!current) return { kind: 'unknownTarget' };
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO price_changes (plan_id, addon_type_id, changes, effective_from, operator_id)
           VALUES ($1, $2, $3::jsonb, $4::timestamptz, $5) RETURNING id`,
          [
            input.target === 'plan' ? input.targetId : null,
            input.target === 'addon' ? input.targetId : null,
            JSON.stringify(input.changes),
            input.effectiveFrom.toISOString(),
            actor.operatorId,
          ],
        );
        const id = rows[0]!.id;
        const due = input.effectiveFrom.getTime() <= now.getTime();
        if (due) {
          await applyDueOf(tx, input.target, input.targetId, now);
          applied = true;
        }
        await recordAudit(tx, actor, {
          action: due ? 'price.change' : 'price.schedule',
          subjectType: input.target,
          subjectId: input.targetId,
          before: pick(current, Object.keys(input.changes)),
          after: {
            ...input.changes,
            effective_from: input.effectiveFrom.toISOString(),
            price_change_id: id,
          },
        });
        const change = await byId(tx, id);
        return { kind: 'done', change: change! };
      });
      // After the commit: no request of this process can cache the old prices after it.
      if (applied) invalidateReferenceCache(db);
      return result;
    },

    /** Cancels a change not yet applied, with its audit row. */
    async cancel(actor: AuditActor, id: number): Promise<CancelResult> {
      return db.transaction(async (tx): Promise<CancelResult> => {
        const { rows } = await tx.query<{ status: string }>(
          'SELECT status FROM price_changes WHERE id = $1 FOR UPDATE',
          [id],
        );
        const row = rows[0];
        if (!row) return { kind: 'unknown' };
        if (row.status !== 'scheduled') return { kind: 'closed', change: (await byId(tx, id))! };
        await tx.query(
          `UPDATE price_changes SET status = 'cancelled', cancelled_at = now(), cancelled_by = $2
            WHERE id = $1`,
          [id, actor.operatorId],
        );
        const change = (await byId(tx, id))!;
        await recordAudit(tx, actor, {
          action: 'price.cancel',
          subjectType: change.target,
          subjectId: change.target_id,
          before: {
            price_change_id: id,
            status: 'scheduled',
            changes: change.changes,
            effective_from: change.effective_from,
          },
          after: { price_change_id: id, status: 'cancelled' },
        });
        return { kind: 'cancelled', change };
      });
    },

    /**
     * The price job's turn: applies every change whose moment has come at `now`, one plan or
     * add-on at a time, each in its own transaction. The plan's (or add-on's) row is claimed
     * first, with SKIP LOCKED: a target another process (or an operator's request) is changing is
     * left to it, so several processes apply each change once. Returns how many were applied.
     */
    async applyDue(now: Date = new Date(), batch = 100): Promise<number> {
      let applied = 0;
      for (let turn = 0; turn < batch; turn++) {
        const count = await db.transaction(async (tx) => {
          for (const [target, table, column] of [
            ['plan', 'plans', 'plan_id'],
            ['addon', 'addon_types', 'addon_type_id'],
          ] as const) {
            const { rows } = await tx.query<{ id: number }>(
              `SELECT t.id FROM ${table} t
                WHERE EXISTS (SELECT 1 FROM price_changes c
                               WHERE c.${column} = t.id AND c.status = 'scheduled'
                                 AND c.effective_from <= $1::timestamptz)
                ORDER BY t.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
              [now.toISOString()],
            );
            const row = rows[0];
            if (row) return applyDueOf(tx, target, row.id, now);
          }
          return 0;
        });
        if (count === 0) break;
        applied += count;
      }
      if (applied > 0) invalidateReferenceCache(db);
      return applied;
    },
  };
}

export type PriceChangeRepository = ReturnType<typeof createPriceChangeRepository>;
