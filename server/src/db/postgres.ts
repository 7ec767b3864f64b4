/** The `Db` adapter over a node-postgres pool, used when `DATABASE_URL` is set. */
import pg from 'pg';
import type { Db, Row } from './db';

type Queryable = Pick<pg.PoolClient, 'query'>;

async function run<T extends object>(client: Queryable, sql: string, params: readonly unknown[]) {
  const result = await client.query(sql, [...params]);
  // node-postgres types rows loosely; the repositories name the columns they select.
  return { rows: result.rows as T[] };
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    query: <T extends object = Row>(sql: string, params: readonly unknown[] = []) =>
      run<T>(client, sql, params),
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database from inside a transaction')),
  };
  return db;
}

export function postgresDb(pool: pg.Pool): Db {
  return {
    query: <T extends object = Row>(sql: string, params: readonly unknown[] = []) =>
      run<T>(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('BEGIN');
        result = await fn(clientDb(client));
        await client.query('COMMIT');
      } catch (error) {
        // If ROLLBACK fails too the connection is broken: release(err) destroys it instead of
        // returning it to the pool in an unknown state.
        const broken = await client.query('ROLLBACK').then(
          () => undefined,
          (rollbackError: unknown) =>
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)),
        );
        client.release(broken);
        throw error;
      }
      client.release();
      return result;
    },
    close: () => pool.end(),
  };
}

/**
 * Opens a pool on `url`. `onError` receives errors of idle connections (for example the server
 * restarting), which would otherwise crash the process.
 */
export function openPostgres(url: string, onError: (error: Error) => void = () => undefined): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onError);
  return postgresDb(pool);
}
