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

/**
 * PGlite runs each statement synchronously on the main thread and hands its lock on through
 * promise callbacks, so under load the statements of many requests ran one after another without
 * the event loop ever polling sockets: new connections waited seconds to be accepted (Node accepts
 * one per turn of the loop). Here each statement or transaction waits for its own turn: one starts
 * per turn, and network I/O is polled in between.
 */
const waiting: Array<() => void> = [];
let pumping = false;

function pump() {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

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
    async listen(channel, onPayload) {
      // Notifications are delivered in this process, at the commit of the statement or transaction
      // that sent them; an embedded database never drops its connection, so nothing to resubscribe.
      await nextTurn();
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
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
