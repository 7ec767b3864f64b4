/**
 * The API's entry point: reads the environment, opens (migrates, seeds) the database, serves the
 * SPA and /api on one port, and shuts down gracefully on SIGTERM and SIGINT.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { loggerOptions } from './logger';

/** How long in-flight requests get to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig(process.env);
  const app = buildApp({ config, logger: loggerOptions(config.logLevel) });

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
  console.error('The server could not start:', error);
  process.exit(1);
});
