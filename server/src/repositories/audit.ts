/**
 * The audit log: every operator action, with who, when, what, on what, and the record before and
 * after. Rows are only added (the table refuses updates and deletes); an action writes its row in
 * its own transaction, so an action that rolls back leaves none and one that lands always has one.
 */
import type { OperatorRole } from '@contract/operators';
import type { Db } from '../db/db';

/** Who acted: the signed-in operator, as the guard found them. */
export interface AuditActor {
  operatorId: number;
  phone: string;
  role: OperatorRole;
}

export interface AuditEntry {
  /** `area.verb`: 'transfer.approve', 'refund.create', 'shop.suspend', … */
  action: string;
  subjectType: string;
  subjectId: string | number;
  merchantId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Appends one row; pass the action's transaction. */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (operator_id, operator_phone, operator_role, action, subject_type,
                            subject_id, merchant_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      actor.operatorId,
      actor.phone,
      actor.role,
      entry.action,
      entry.subjectType,
      String(entry.subjectId),
      entry.merchantId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason ?? null,
    ],
  );
}
