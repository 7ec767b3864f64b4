/** The `Db` adapter over embedded PGlite (PostgreSQL compiled to WebAssembly, in-process). */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Row } from './db';

/** PGlite runs one statement at a time; a plain query waits while a transaction is open. */
function transactionDb(tx: Transaction): Db {
  const db: Db = {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await tx.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database from inside a transaction')),
  };
  return db;
}

/**
 * Waits for the event loop's next turn. PGlite runs each statement synchronously on the main
 * thread and hands its lock on through promise callbacks, so under load one request's statement
 * follows another's without the event loop ever polling sockets: new connections were not even
 * accepted for seconds. Starting each statement or transaction on a new turn lets network I/O in
 * between (a payment's several transactions made this visible).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      await nextTurn();
      const result = await pg.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: async (fn) => {
      await nextTurn();
      return pg.transaction((tx) => fn(transactionDb(tx)));
    },
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite persisted under `dataDir` (created if missing), or in memory when `dataDir` is
 * undefined. `loadDataDir` starts from a dump of another instance (tests use it to skip initdb).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  return pgliteDb(pg);
}
