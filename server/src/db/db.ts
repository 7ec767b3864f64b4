/**
 * The one database interface of the server. Embedded PGlite and a PostgreSQL pool both satisfy it,
 * so every repository and every test runs unchanged on either.
 */

/** A row as the driver returns it; repositories name the columns they select. */
export type Row = Record<string, unknown>;

export interface Db {
  /** One statement with `$1`-style parameters. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside,
   * use only the `tx` handle. Calling `transaction` on `tx` joins the outer transaction rather
   * than nesting, so a repository method can be transactional whether or not its caller is.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTENs on `channel` (outside any transaction) and calls `onPayload` with each notification's
   * payload; resolves once listening, with the function that stops. On PostgreSQL the listener is
   * one dedicated connection outside the pool which reconnects with back-off when it drops; a
   * notification sent while it was down is lost, so `onResubscribed` runs after each reconnection
   * for the caller to re-read what it may have missed. Absent on a transaction's handle.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
}

/** PostgreSQL's SQLSTATE for a unique violation, the same through PGlite and node-postgres. */
const UNIQUE_VIOLATION = '23505';

/** True when `error` is a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || name === constraint);
}
