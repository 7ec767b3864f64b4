/**
 * The API's entry point: reads the environment, refuses what production must not run with, opens
 * (migrates, seeds) the database, serves the SPA and /api on one port, and shuts down gracefully
 * on SIGTERM and SIGINT.
 *
 * With `WORKERS=n` (n > 1) this process is the primary of n API processes (node:cluster) that
 * share its port, each with its own event loop, database connections and hashing pool, on one
 * PostgreSQL: PGlite is one process's database, so it is refused. The primary migrates and seeds
 * the database once before they start, starts again a process that dies after it was serving,
 * stops them all when one cannot start, and passes SIGTERM and SIGINT on to them, exiting when
 * the last has finished its requests. Everything the processes share lives in the database: rate
 * limits, live events (NOTIFY), the subscription job's leases.
 */
import cluster, { type Worker } from 'node:cluster';
import { loadConfig } from './config';
import { DataDirInUseError } from './db/dataDirLock';
import { openDatabase } from './db/open';
import { loggerOptions } from './logger';
import { productionProblems, refusal, sandboxWarning } from './production';
import { wholeSetting } from './settings';

/** A configuration production refuses: the message names every variable to change. */
class UnsafeForProductionError extends Error {}

/** A setting that cannot work as given (several processes on PGlite): the message says why. */
class UnusableSettingError extends Error {}

/** How long in-flight requests get to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig(process.env);
  // Before the database opens: a refused start leaves the data directory untouched.
  const problems = productionProblems(config, process.env);
  if (problems.length > 0) throw new UnsafeForProductionError(refusal(problems));
  // The database starts opening first: PGlite reads its files and compiles its WebAssembly while
  // the app's code loads. A failure is reported where the app awaits it (the database plugin).
  const late: { onError?: (error: Error) => void } = {};
  const opening = openDatabase(config, (error) => late.onError?.(error));
  opening.catch(() => undefined);
  const { buildApp } = await import('./app');
  const app = buildApp({ config, logger: loggerOptions(config.logLevel), opening });
  late.onError = (error) => app.log.error({ err: error }, 'idle database connection failed');
  const warning = sandboxWarning(config);
  if (warning !== null) app.log.warn(warning);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    // It closes the keep-alive connections idle at that moment only: one whose request was still
    // in flight becomes idle later and would hold the exit until its keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

/** One line of the primary's log, in the shape of the workers' (pino's JSON). */
function primaryLog(level: 'info' | 'warn' | 'error', details: object, msg: string) {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = { level: levels[level], time: Date.now(), pid: process.pid, ...details, msg };
  (level === 'info' ? process.stdout : process.stderr).write(`${JSON.stringify(line)}\n`);
}

async function primary(count: number) {
  const config = loadConfig(process.env);
  if (config.databaseUrl === undefined) {
    throw new UnusableSettingError(
      `WORKERS=${count} needs PostgreSQL: set DATABASE_URL. PGlite (used when DATABASE_URL is unset) is one process's database; leave WORKERS unset to run one process on it.`,
    );
  }
  const problems = productionProblems(config, process.env);
  if (problems.length > 0) throw new UnsafeForProductionError(refusal(problems));
  // Once, before the workers start: each then finds the schema and reference data up to date.
  const [{ migrate }, { seedIfChanged }, { seedData }] = await Promise.all([
    import('./db/migrate'),
    import('./db/seed'),
    import('./db/seedData'),
  ]);
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db, config.migrationsDir);
    if (applied.length > 0) primaryLog('info', { migrations: applied }, 'migrations applied');
    if (await seedIfChanged(db, seedData, { production: config.runMode.production })) {
      primaryLog('info', {}, 'reference data seeded');
    }
  } finally {
    await db.close();
  }

  // The workers run this very file (the bundle, or the source under tsx), not `npm start`'s.
  cluster.setupPrimary({ exec: __filename });
  const serving = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    primaryLog(
      'info',
      { signal, workers: Object.keys(cluster.workers ?? {}).length },
      'shutting down',
    );
    // Each worker finishes its requests within its own grace; this is the backstop.
    setTimeout(() => {
      primaryLog('error', {}, 'workers did not stop in time; exiting');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 2_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    const wasServing = serving.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!wasServing) {
      // It could not start (its own message is above): the others would fail alike.
      primaryLog('error', { pid: worker.process.pid, code, signal }, 'a worker could not start');
      failed = true;
      stopAll('SIGTERM');
      return;
    }
    primaryLog(
      'error',
      { pid: worker.process.pid, code, signal },
      'a worker died; starting another',
    );
    cluster.fork();
  });
  process.once('SIGTERM', () => stopAll('SIGTERM'));
  process.once('SIGINT', () => stopAll('SIGINT'));

  for (let n = 0; n < count; n += 1) cluster.fork();
  primaryLog('info', { workers: count }, 'API processes starting');
}

/** The API processes asked for (`WORKERS`, 1 by default: this process serves alone). */
async function start() {
  const workers = wholeSetting(process.env, 'WORKERS', 1, 1, 64);
  return workers > 1 && cluster.isPrimary ? primary(workers) : main();
}

start().catch((error: unknown) => {
  // A data directory in use or a setting production refuses is the operator's to resolve, not a
  // bug: the message says it all.
  console.error(
    'The server could not start:',
    error instanceof DataDirInUseError ||
      error instanceof UnsafeForProductionError ||
      error instanceof UnusableSettingError
      ? error.message
      : error,
  );
  process.exit(1);
});
