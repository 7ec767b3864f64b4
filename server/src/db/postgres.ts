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
    listen: (channel, onPayload, onResubscribed) =>
      listenOn(pool.options, channel, onPayload, onResubscribed),
  };
}

/** The first wait before reconnecting a dropped listener, doubled after each failure up to the cap. */
const LISTEN_RETRY_MS = 100;
const LISTEN_RETRY_MAX_MS = 5000;

/**
 * LISTEN on a connection of its own: a pooled one would be handed to other queries, and a
 * session's LISTEN ends with it. When the connection drops (the server restarted, the backend was
 * terminated) it reconnects with back-off and calls `onResubscribed` once listening again.
 */
async function listenOn(
  options: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  onResubscribed: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      ...options,
      application_name: `listen:${channel}:${process.pid}`,
      keepAlive: true,
    });
    // Dropped before it was listening, `connect` rejects and its caller retries; after, `drop` does.
    let dropped = true;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (!stopped) schedule();
    };
    // An error of an idle client is emitted here rather than thrown; unhandled it would crash.
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    dropped = false;
    client = next;
    retryMs = LISTEN_RETRY_MS;
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onResubscribed();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          if (!stopped) schedule();
        },
      );
    }, retryMs);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
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
