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

/** A search of the audit log: every filter given must hold. */
export interface AuditSearch {
  /** Text in the action, the subject, the operator's phone or the reason (case-insensitive). */
  q?: string;
  /** An action's area ('refund') or a whole action ('refund.create'). */
  action?: string;
  operator?: number;
  merchant?: number;
  /** Myanmar days ('YYYY-MM-DD'), both included. */
  from?: string;
  to?: string;
  /** Rows older than this id (the next page's keyset). */
  before?: number;
}

export interface AuditRecord {
  id: number;
  at: string;
  operator_phone: string;
  operator_role: OperatorRole;
  action: string;
  subject_type: string;
  subject_id: string;
  merchant_id: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** The first instant of a Myanmar day (UTC+06:30 all year). */
export function yangonDayStart(day: string): string {
  return new Date(`${day}T00:00:00+06:30`).toISOString();
}

/** The first instant after a Myanmar day. */
export function yangonDayEnd(day: string): string {
  return new Date(new Date(`${day}T00:00:00+06:30`).getTime() + 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Newest first, `limit` rows at most; `next` is the `before` of the following page (null at the
 * end). Ids grow with every row added, so the keyset is the id alone.
 */
export async function searchAudit(
  db: Db,
  search: AuditSearch,
  limit = 50,
): Promise<{ rows: AuditRecord[]; next: number | null }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const q = search.q?.trim().toLowerCase();
  if (q) {
    const text = param(q);
    where.push(`(strpos(action, ${text}) > 0
               OR strpos(lower(subject_type || ':' || subject_id), ${text}) > 0
               OR strpos(operator_phone, ${text}) > 0
               OR strpos(lower(coalesce(reason, '')), ${text}) > 0)`);
  }
  if (search.action) {
    where.push(
      search.action.includes('.') && !search.action.endsWith('.')
        ? `action = ${param(search.action)}`
        : `starts_with(action, ${param(search.action.replace(/\.?$/u, '.'))})`,
    );
  }
  if (search.operator !== undefined) where.push(`operator_id = ${param(search.operator)}`);
  if (search.merchant !== undefined) where.push(`merchant_id = ${param(search.merchant)}`);
  if (search.from) where.push(`at >= ${param(yangonDayStart(search.from))}`);
  if (search.to) where.push(`at < ${param(yangonDayEnd(search.to))}`);
  if (search.before !== undefined) where.push(`id < ${param(search.before)}`);
  const { rows } = await db.query<Omit<AuditRecord, 'id' | 'at'> & { id: string; at: Date }>(
    `SELECT id, at, operator_phone, operator_role, action, subject_type, subject_id, merchant_id,
            before, after, reason
       FROM audit_log
      ${where.length > 0 ? `WHERE ${where.join('\n        AND ')}` : ''}
      ORDER BY id DESC
      LIMIT ${param(limit + 1)}`,
    params,
  );
  const page = rows.slice(0, limit).map((row) => ({
    ...row,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
  }));
  return { rows: page, next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null };
}
