/**
 * The back office's CSV exports, read a batch at a time (keyset pages by id or number), so that a
 * large export never sits whole in memory: the route writes each batch out before the next is
 * read. Each dataset's columns are its CSV's header row (in English) and its query's names.
 */
import type { ExportDataset } from '@contract/operators';
import type { Db } from '../db/db';
import { yangonDayEnd, yangonDayStart } from './audit';
import { ACTIVE_ROW_JOIN, planStateSql } from './adminMerchants';

export const EXPORT_BATCH_SIZE = 200;

export interface ExportPeriod {
  /** Myanmar days ('YYYY-MM-DD'), both included. */
  from?: string;
  to?: string;
}

type Value = string | number | boolean | null;

interface DatasetQuery {
  columns: string[];
  /**
   * One batch after the keyset `$1`; `$2`/`$3` the period's bounds (null: open), `$4` the batch
   * size. Each column is selected under its name in `columns`, and the keyset as `key`.
   */
  sql: string;
  /** The keyset of the first row. */
  start: string | number;
}

const DATASETS: Record<ExportDataset, DatasetQuery> = {
  merchants: {
    columns: [
      'merchant_id',
      'name',
      'phone',
      'email',
      'shop_name',
      'township',
      'phone_verified',
      'registered_at',
      'plan',
      'plan_state',
      'plan_ends_at',
      'store_slug',
      'suspended_at',
    ],
    start: 0,
    sql: `SELECT m.id AS key, m.id AS merchant_id, u.name, u.phone, u.email,
                 coalesce(st.name, m.name) AS shop_name, t.name AS township,
                 m.phone_verified_at IS NOT NULL AS phone_verified, m.created_at AS registered_at,
                 a.plan, ${planStateSql('now()')} AS plan_state, a.ends_at AS plan_ends_at,
                 st.slug AS store_slug, st.suspended_at
            FROM merchants m
            JOIN users u ON u.id = m.user_id
            LEFT JOIN stores st ON st.merchant_id = m.id
            LEFT JOIN townships t ON t.id = coalesce(st.township_id, m.township_id)
            ${ACTIVE_ROW_JOIN}
           WHERE m.id > $1 AND ($2::timestamptz IS NULL OR m.created_at >= $2)
             AND ($3::timestamptz IS NULL OR m.created_at < $3)
           ORDER BY m.id LIMIT $4`,
  },
  payments: {
    columns: [
      'payment_id',
      'created_at',
      'merchant_id',
      'shop_name',
      'method',
      'amount_mmk',
      'currency',
      'status',
      'provider',
      'provider_reference',
      'receipt_number',
      'refunded_mmk',
    ],
    start: 0,
    sql: `SELECT p.id AS key, p.id AS payment_id, p.created_at, p.merchant_id, p.shop_name, p.method,
                 trim_scale(p.amount / 100.0) AS amount_mmk, p.currency, p.status, p.provider, p.provider_reference,
                 r.number AS receipt_number,
                 (SELECT trim_scale(coalesce(sum(rf.amount_minor), 0) / 100.0) FROM refunds rf
                   WHERE rf.payment_id = p.id) AS refunded_mmk
            FROM payments p LEFT JOIN receipts r ON r.payment_id = p.id
           WHERE p.id > $1 AND ($2::timestamptz IS NULL OR p.created_at >= $2)
             AND ($3::timestamptz IS NULL OR p.created_at < $3)
           ORDER BY p.id LIMIT $4`,
  },
  receipts: {
    columns: [
      'receipt_number',
      'issued_at',
      'merchant_id',
      'payment_id',
      'shop_name',
      'currency',
      'tax_mmk',
      'total_mmk',
    ],
    start: '',
    sql: `SELECT r.number AS key, r.number AS receipt_number, r.issued_at, r.merchant_id,
                 r.payment_id, r.document #>> '{buyer,shop_name}' AS shop_name,
                 r.document ->> 'currency' AS currency,
                 trim_scale((r.document ->> 'tax_minor')::int / 100.0) AS tax_mmk,
                 trim_scale((r.document ->> 'total_minor')::int / 100.0) AS total_mmk
            FROM receipts r
           WHERE r.number COLLATE "C" > $1 AND ($2::timestamptz IS NULL OR r.issued_at >= $2)
             AND ($3::timestamptz IS NULL OR r.issued_at < $3)
           ORDER BY r.number COLLATE "C" LIMIT $4`,
  },
  refunds: {
    columns: [
      'refund_id',
      'created_at',
      'merchant_id',
      'payment_id',
      'amount_mmk',
      'currency',
      'reason',
      'credit_note',
      'receipt_number',
      'provider',
      'provider_reference',
      'operator_phone',
    ],
    start: 0,
    sql: `SELECT rf.id AS key, rf.id AS refund_id, rf.created_at, rf.merchant_id, rf.payment_id,
                 trim_scale(rf.amount_minor / 100.0) AS amount_mmk, rf.currency, rf.reason, cn.number AS credit_note,
                 cn.receipt_number, rf.provider, rf.provider_reference, o.phone AS operator_phone
            FROM refunds rf
            LEFT JOIN credit_notes cn ON cn.refund_id = rf.id
            JOIN operators o ON o.id = rf.operator_id
           WHERE rf.id > $1 AND ($2::timestamptz IS NULL OR rf.created_at >= $2)
             AND ($3::timestamptz IS NULL OR rf.created_at < $3)
           ORDER BY rf.id LIMIT $4`,
  },
};

/** The header row of a dataset's CSV. */
export function exportColumns(dataset: ExportDataset): string[] {
  return DATASETS[dataset].columns;
}

/** A cell as the CSV writes it: instants in ISO 8601 (UTC), booleans as yes/no. */
function cell(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** The dataset's rows, a batch at a time, in the order of its columns. */
export async function* exportBatches(
  db: Db,
  dataset: ExportDataset,
  period: ExportPeriod = {},
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Value[][]> {
  const { sql, start, columns } = DATASETS[dataset];
  const from = period.from ? yangonDayStart(period.from) : null;
  const to = period.to ? yangonDayEnd(period.to) : null;
  let after: string | number = start;
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(sql, [after, from, to, batchSize]);
    if (rows.length === 0) return;
    yield rows.map((row) => columns.map((column) => cell(row[column])));
    after = rows[rows.length - 1]!.key as string | number;
    if (rows.length < batchSize) return;
  }
}
