/**
 * The API's entry point: reads the environment, refuses what production must not run with, opens
 * (migrates, seeds) the database, serves the SPA and /api on one port, and shuts down gracefully
 * on SIGTERM and SIGINT.
 */
import { loadConfig } from './config';
import { DataDirInUseError } from './db/dataDirLock';
import { openDatabase } from './db/open';
import { loggerOptions } from './logger';
import { productionProblems, refusal, sandboxWarning } from './production';

/** A configuration production refuses: the message names every variable to change. */
class UnsafeForProductionError extends Error {}

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

main().catch((error: unknown) => {
  // A data directory in use or a setting production refuses is the operator's to resolve, not a
  // bug: the message says it all.
  console.error(
    'The server could not start:',
    error instanceof DataDirInUseError || error instanceof UnsafeForProductionError
      ? error.message
      : error,
  );
  process.exit(1);
});
