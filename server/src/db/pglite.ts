/** The `Db` adapter over embedded PGlite (PostgreSQL compiled to WebAssembly, in-process). */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock';
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

export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite persisted under `dataDir` (created if missing), or in memory when `dataDir` is
 * undefined. `loadDataDir` starts from a dump of another instance (tests use it to skip initdb).
 * A directory is locked for this process until the database closes (see dataDirLock.ts): another
 * process on it throws DataDirInUseError instead of opening it.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db> {
  if (options.dataDir === undefined) {
    return pgliteDb(await PGlite.create({ loadDataDir: options.loadDataDir }));
  }
  await mkdir(options.dataDir, { recursive: true });
  const lock = lockDataDir(options.dataDir);
  let db: Db;
  try {
    db = pgliteDb(
      await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir }),
    );
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
