/**
 * The Jest environment of the server suites (named by the server project in jest.config.ts):
 * Node's, plus one PGlite per Jest worker.
 *
 * Two reasons it lives here rather than in the tests. Jest runs test code in a vm sandbox where
 * dynamic `import()` is unavailable without --experimental-vm-modules, and PGlite's CommonJS
 * build imports Node built-ins that way; this module is loaded by Node itself, outside the
 * sandbox, so PGlite works from here. And this module stays loaded for the worker's lifetime while
 * every test file gets a fresh sandbox, so the database created here (about 3 s of initdb) is
 * shared by all the files the worker runs, one after another.
 *
 * Objects made here come from another JavaScript realm than the tests': never check them with
 * `instanceof` (the database layer reads error codes, not classes).
 */
import { PGlite } from '@electric-sql/pglite';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { PGLITE_HOST, type PgliteHost } from './pgliteHost';

let shared: Promise<PGlite> | undefined;
/** A dump of an initialised, still empty PGlite: later databases start from it (~0.5 s, not 3 s). */
let emptyDump: Promise<Blob> | undefined;
let idleClose: NodeJS.Timeout | undefined;

async function createEmpty(): Promise<PGlite> {
  if (emptyDump) return PGlite.create({ loadDataDir: await emptyDump });
  const pg = await PGlite.create();
  emptyDump = pg.dumpDataDir('none');
  await emptyDump;
  return pg;
}

/**
 * After writes, PostgreSQL inside PGlite arms a 10 s timer (its idle statistics flush) that keeps
 * the process alive. Jest has no "worker is done" hook, so the shared database is closed once no
 * test file has started for a moment after the last one ended; a later file simply gets a new one.
 */
const IDLE_CLOSE_MS = 500;

async function closeShared() {
  const pg = shared;
  shared = undefined;
  if (pg) await (await pg).close();
}

const host: PgliteHost = {
  shared() {
    shared ??= createEmpty();
    return shared;
  },
  async open(dataDir) {
    if (dataDir !== undefined) return PGlite.create({ dataDir });
    await host.shared();
    return createEmpty();
  },
};

export default class ServerTestEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    clearTimeout(idleClose);
    this.global[PGLITE_HOST] = host;
  }

  override async teardown(): Promise<void> {
    await super.teardown();
    idleClose = setTimeout(() => void closeShared(), IDLE_CLOSE_MS);
    idleClose.unref();
  }
}
