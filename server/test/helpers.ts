/**
 * Shared test set-up. Each suite runs once per database of `databases()`: embedded PGlite always,
 * and PostgreSQL too when TEST_DATABASE_URL is set.
 *
 * Every test builds its own app (`buildTestApp`) on a database shared by the whole file, or on
 * PGlite by the whole Jest worker (see environment.ts), with the user tables emptied before each
 * test and the reference data kept. On PostgreSQL each worker has its own schema
 * (`test_w<JEST_WORKER_ID>`), so parallel workers never see each other's rows.
 *
 * Suites run in the environment of environment.ts: jest.config.ts names it for the server project
 * (and server/resilience/jest.config.ts reuses that project).
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import pg from 'pg';
import type { RegisterRequest } from '@contract';
import type { OrderSummary, OrderSummaryResponse } from '@contract/billing';
import { buildApp, type App } from '../src/app';
import { DEFAULT_SUBSCRIPTION_LIFE, findRepoRoot, type Config } from '../src/config';
import { DEFAULT_OTP_CONFIG } from '../src/otp/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { pgliteDb } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { seed } from '../src/db/seed';
import { loggerOptions } from '../src/logger';
import { DEFAULT_PUSH_CONFIG } from '../src/push/config';
import { requestValidators } from '../src/schemaCompilers';
import { INTENT, cardPayment, orderIntent, orderPayment } from './calls';
import { PGLITE_HOST, type PgliteHost } from './pgliteHost';

export type DatabaseKind = 'pglite' | 'postgres';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The databases every suite runs on. */
export function databases(): DatabaseKind[] {
  return TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export const ROOT = findRepoRoot();
export const MIGRATIONS_DIR = path.join(ROOT, 'server', 'migrations');

/** Cheap argon2 for tests: the algorithm is the same, only the cost differs. */
export const FAST_HASHING: Config['passwordHashCost'] = { memoryCost: 1024, timeCost: 1 };

/** Enough for PGlite's first initdb on a slow machine. */
export const SETUP_TIMEOUT = 60_000;

/* ------------------------------ PGlite ------------------------------ */

function pgliteHost(): PgliteHost {
  const host = (globalThis as Record<string, unknown>)[PGLITE_HOST] as PgliteHost | undefined;
  if (!host) {
    throw new Error(
      'No PGlite host: run server tests in the environment of server/test/environment.ts (see jest.config.ts)',
    );
  }
  return host;
}

/** A PGlite database of its own: empty in memory, or persisted in `dataDir`. Close it after use. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  return pgliteDb(await pgliteHost().open(dataDir));
}

/* ---------------------------- cleanup ------------------------------ */

/** Work undone after the file's tests (schemas dropped, temp directories removed). */
const cleanups: Array<() => Promise<void>> = [];

// At the top level of a module every test file imports: runs after the file's own afterAll
// hooks, once its pools are closed.
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/* ---------------------------- PostgreSQL ---------------------------- */

/**
 * This worker's schema. Jest numbers its workers from 1 in every run, and runs started at the same
 * time (by several people or agents on one machine) share the PostgreSQL server, so the name holds
 * the run too: the parent process is the Jest run for workers, the shell for in-band runs.
 */
export function workerSchema(suffix = ''): string {
  return `test_${process.ppid}_w${process.env.JEST_WORKER_ID ?? '1'}${suffix}`;
}

/** TEST_DATABASE_URL with every connection's search_path set to `schema`. */
export function schemaUrl(schema: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Marks the schemas made here, with their creation time, so that stale ones can be found. */
const SCHEMA_TAG = 'merchant-api-test';
/** A run that crashed leaves its schemas behind; older than this, they are dropped. */
const STALE_SCHEMA_MS = 60 * 60 * 1000;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops and re-creates `schema` (so a file starts from nothing whatever ran before), drops it
 * again after the file, and drops schemas that crashed runs left behind.
 */
export async function recreateSchema(schema: string): Promise<void> {
  await withAdmin(async (client) => {
    const tagged = await client.query<{ name: string; note: string }>(
      `SELECT nspname AS name, obj_description(oid, 'pg_namespace') AS note FROM pg_namespace
        WHERE obj_description(oid, 'pg_namespace') LIKE $1`,
      [`${SCHEMA_TAG} %`],
    );
    for (const { name, note } of tagged.rows) {
      const created = Number(note.slice(SCHEMA_TAG.length + 1));
      if (Date.now() - created > STALE_SCHEMA_MS) {
        await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(name)} CASCADE`);
      }
    }
    const id = pg.escapeIdentifier(schema);
    await client.query(`DROP SCHEMA IF EXISTS ${id} CASCADE`);
    await client.query(`CREATE SCHEMA ${id}`);
    await client.query(`COMMENT ON SCHEMA ${id} IS '${SCHEMA_TAG} ${Date.now()}'`);
  });
  cleanups.push(() =>
    withAdmin(async (client) => {
      await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    }),
  );
}

/* ------------------------------ shared ------------------------------ */

/** A database of its own with no tables at all (PostgreSQL: schema `test_w<n><suffix>`). */
export async function openEmptyDatabase(kind: DatabaseKind, schemaSuffix: string): Promise<Db> {
  if (kind === 'pglite') return openPgliteDb();
  const schema = workerSchema(schemaSuffix);
  await recreateSchema(schema);
  return openPostgres(schemaUrl(schema));
}

/**
 * The database of the kind that the file's tests share, migrated and seeded. On PGlite it is the
 * worker's (never closed by the tests); on PostgreSQL a pool on the worker's schema, re-created
 * for each file.
 */
async function openSharedDatabase(
  kind: DatabaseKind,
): Promise<{ db: Db; close: () => Promise<void> }> {
  let db: Db;
  let close: () => Promise<void>;
  if (kind === 'pglite') {
    db = pgliteDb(await pgliteHost().shared());
    close = async () => undefined;
  } else {
    const schema = workerSchema();
    await recreateSchema(schema);
    db = openPostgres(schemaUrl(schema));
    close = () => db.close();
  }
  await migrate(db, MIGRATIONS_DIR);
  await seed(db);
  return { db, close };
}

/** The tables that tests write; emptying them empties every table that refers to them too. */
const USER_TABLES = [
  'auth_tokens',
  'merchants',
  'users',
  'district_merchant_counters',
  'rate_limits',
  'sandbox_charges',
  'otp_challenges',
  'customers',
  'operators',
  'audit_log',
];

/** Refuses updates and deletes in the product; a test's reset lifts it for its own DELETE only. */
const APPEND_ONLY: Record<string, string> = { audit_log: 'audit_log_no_update' };

/**
 * What `TRUNCATE <USER_TABLES> RESTART IDENTITY CASCADE` does, as DELETEs (children before
 * parents) and the owned sequences set back to their start: a TRUNCATE makes new files for each of
 * the ~50 tables and their indexes, ~0.1-0.5 s a test, where these DELETEs of a test's few rows
 * take milliseconds. Read from the catalogue once per database.
 */
async function resetStatements(db: Db): Promise<string> {
  const { rows: tables } = await db.query<{ oid: number; name: string }>(
    `WITH RECURSIVE emptied(oid) AS (
       SELECT oid FROM pg_class
        WHERE relnamespace = current_schema()::regnamespace AND relname = ANY($1::text[])
       UNION
       SELECT f.conrelid FROM pg_constraint f JOIN emptied e ON f.confrelid = e.oid
        WHERE f.contype = 'f'
     )
     SELECT e.oid::int AS oid, quote_ident(c.relname) AS name FROM emptied e JOIN pg_class c USING (oid)`,
    [USER_TABLES],
  );
  if (tables.length < USER_TABLES.length)
    throw new Error('resetData: tables missing (migrate first)');
  const oids = tables.map((table) => table.oid);
  const { rows: references } = await db.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint
      WHERE contype = 'f' AND conrelid <> confrelid
        AND conrelid = ANY($1::oid[]) AND confrelid = ANY($1::oid[])`,
    [oids],
  );
  const { rows: sequences } = await db.query<{ oid: number }>(
    `SELECT DISTINCT d.objid::int AS oid FROM pg_depend d JOIN pg_class s ON s.oid = d.objid
      WHERE s.relkind = 'S' AND d.classid = 'pg_class'::regclass
        AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
        AND d.refobjid = ANY($1::oid[])`,
    [oids],
  );
  const order: string[] = [];
  const left = new Map(tables.map((table) => [table.oid, table.name]));
  while (left.size > 0) {
    const leaves = [...left.keys()].filter(
      (oid) => !references.some((r) => r.parent === oid && left.has(r.child)),
    );
    if (leaves.length === 0)
      throw new Error('resetData: the tables refer to each other in a cycle');
    for (const oid of leaves) {
      const name = left.get(oid) ?? '';
      const trigger = APPEND_ONLY[name];
      order.push(
        trigger
          ? // Lifted only when there is something to delete: most tests write no row here, and
            // the ALTER TABLEs (catalogue changes) cost every reset time.
            `DO $$ BEGIN IF EXISTS (SELECT 1 FROM ${name}) THEN ALTER TABLE ${name} DISABLE TRIGGER ${trigger}; DELETE FROM ${name}; ALTER TABLE ${name} ENABLE TRIGGER ${trigger}; END IF; END $$;`
          : `DELETE FROM ${name};`,
      );
      left.delete(oid);
    }
  }
  const restart = sequences.length
    ? `SELECT setval(seqrelid, seqstart, false) FROM pg_sequence
        WHERE seqrelid IN (${sequences.map((s) => s.oid).join(', ')});`
    : '';
  // One string, one implicit transaction: all of it or (should a statement fail) none.
  return `${order.join('\n')}\n${restart}`;
}

const resets = new WeakMap<Db, Promise<string>>();

/** Empties the tables that tests write (and those referring to them); the reference data stays. */
export async function resetData(db: Db): Promise<void> {
  let statements = resets.get(db);
  if (!statements) {
    statements = resetStatements(db);
    resets.set(db, statements);
  }
  await db.exec(await statements);
}

/**
 * One database of `kind` for the enclosing describe block, emptied of user data before each test.
 * Read `.db` inside hooks and tests (it is opened in beforeAll).
 */
export function useTestDatabase(kind: DatabaseKind): { readonly db: Db } {
  let db: Db | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, close } = await openSharedDatabase(kind));
  }, SETUP_TIMEOUT);
  beforeEach(async () => {
    if (db) await resetData(db);
  });
  afterAll(async () => {
    await close?.();
  });
  return {
    get db() {
      if (!db) throw new Error('The test database is not open yet (use it inside hooks and tests)');
      return db;
    },
  };
}

/** A directory that does not exist: tests see "SPA not built" unless they give a static dir. */
const NO_SPA = path.join(os.tmpdir(), 'merchant-api-test-no-spa', 'does-not-exist');
/** Nor a render bundle: store pages go out as index.html unless a test gives one. */
const NO_RENDER_BUNDLE = path.join(NO_SPA, 'prerender.cjs');

/**
 * Fastify's own default compilers (the packages it depends on), each part of a request on its own
 * ajv as the server has them (`requestValidators`), made once for the file and shared by its
 * apps: building an app then costs ~50 ms instead of ~250 ms of schema compilation.
 */
const sharedCompilers = {
  compilersFactory: {
    buildValidator: requestValidators(AjvCompiler()),
    buildSerializer: cachedSerializers(SerializerSelector()),
  },
};

/**
 * Fastify's serializer factory with its compiled functions kept for the file: each app compiles
 * the same response schemas with the same shared schemas and options, and fast-json-stringify's
 * function depends on nothing else. Without it, compiling them was over half of building an app.
 */
type BuildSerializer = ReturnType<typeof SerializerSelector>;

function cachedSerializers(build: BuildSerializer): BuildSerializer {
  // By content; and by the schema object, which most routes define once for the file.
  const compiled = new Map<string, unknown>();
  const bySchema = new WeakMap<object, Map<string, unknown>>();
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = build(externalSchemas as never, options as never) as unknown as (route: {
      schema: object;
      httpStatus?: string;
      contentType?: string;
    }) => unknown;
    const shared = JSON.stringify([externalSchemas, options]);
    return (route: Parameters<typeof compile>[0]) => {
      const part = `${shared}\n${route.httpStatus}\n${route.contentType}`;
      let known = bySchema.get(route.schema);
      if (!known) bySchema.set(route.schema, (known = new Map()));
      if (!known.has(part)) {
        const key = `${part}\n${JSON.stringify(route.schema)}`;
        if (!compiled.has(key)) compiled.set(key, compile(route));
        known.set(part, compiled.get(key));
      }
      return known.get(part);
    };
  }) as unknown as BuildSerializer;
}

/** Limits no ordinary test reaches; the rate-limit tests pass their own. */
export const GENEROUS_RATE_LIMIT: Config['rateLimit'] = {
  windowSeconds: 900,
  perPhone: 1_000_000,
  perAddress: 1_000_000,
};

/** The rules of one-time codes with limits no ordinary test reaches; the OTP tests pass their own. */
export const GENEROUS_OTP: Config['otp'] = {
  ...DEFAULT_OTP_CONFIG,
  sendLimits: GENEROUS_RATE_LIMIT,
  verifyLimits: GENEROUS_RATE_LIMIT,
};

/** Per-customer limits no ordinary test reaches; the limit tests pass their own. */
export const GENEROUS_CUSTOMER_LIMITS: Config['customerLimits'] = {
  openOrdersPerShop: 1_000_000,
  reservationsPerShopDay: 1_000_000,
  placementsPerWindow: 1_000_000,
  placementWindowSeconds: 60,
};

/** Promo code misses and counter look-ups no ordinary test reaches; their own tests pass theirs. */
export const GENEROUS_PROMO_GUESSES: Config['promoGuesses'] = {
  windowSeconds: 3600,
  perCustomer: 1_000_000,
  perAddress: 1_000_000,
  perShop: 1_000_000,
};
export const GENEROUS_COUNTER_LOOKUPS: Config['counterLookups'] = {
  perMerchant: 1_000_000,
  windowSeconds: 3600,
};

/** Room for every hash a test sends at once: only the tests of the pool itself fill it. */
export const GENEROUS_PASSWORD_HASHING: Config['passwordHashing'] = {
  concurrency: 4,
  queue: 1000,
  busyRetryAfterSeconds: 2,
};

/** The subscription job does not run in test apps; its own tests run it by hand. */
export const NO_SUBSCRIPTION_JOB: Config['subscriptionLife'] = {
  ...DEFAULT_SUBSCRIPTION_LIFE,
  intervalMs: 0,
};

/**
 * The price job does not run in test apps (its tests call `app.priceChangeJob.runOnce`), nor do
 * they listen for other processes' price changes, but the test of that listening.
 */
export const NO_PRICE_JOB: Config['priceChanges'] = { intervalMs: 0, listen: false };

/**
 * An app on `db` with cheap hashing, generous rate limits and no SPA; `close()` it after use. Its
 * schemas are compiled eagerly by compilers shared between the file's apps, unless `lazySchemas`
 * asks for the server's own per-route lazy compilation. With `log`, it logs everything (trace
 * level, the server's own redaction) into that capture.
 */
export function buildTestApp(
  db: Db,
  config: Partial<Config> = {},
  { lazySchemas = false, log }: { lazySchemas?: boolean; log?: LogCapture } = {},
): App {
  return buildApp({
    logger: log ? { ...loggerOptions('trace'), stream: log.stream } : false,
    db,
    config: {
      passwordHashCost: FAST_HASHING,
      passwordHashing: GENEROUS_PASSWORD_HASHING,
      staticDir: NO_SPA,
      renderBundle: NO_RENDER_BUNDLE,
      rateLimit: GENEROUS_RATE_LIMIT,
      otp: GENEROUS_OTP,
      promoGuesses: GENEROUS_PROMO_GUESSES,
      counterLookups: GENEROUS_COUNTER_LOOKUPS,
      customerLimits: GENEROUS_CUSTOMER_LIMITS,
      subscriptionLife: NO_SUBSCRIPTION_JOB,
      priceChanges: NO_PRICE_JOB,
      // The notifications job runs where a test starts it (push tests call its turns).
      push: { ...DEFAULT_PUSH_CONFIG, intervalMs: 0 },
      ...config,
    },
    schemaController: lazySchemas ? undefined : sharedCompilers,
  });
}

/** Where a test app's log goes: every line written, readable as one text. */
export interface LogCapture {
  stream: Writable;
  text: () => string;
}

export function logCapture(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** A new temp directory, removed after the file's tests. */
export async function tempDir(prefix: string): Promise<string> {
  const base = path.join(os.tmpdir(), 'merchant-api-test');
  await mkdir(base, { recursive: true });
  const dir = mkdtempSync(path.join(base, `${prefix}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/* ------------------------------ requests ---------------------------- */

let counter = 0;

type RegistrationOverrides = Partial<Record<keyof RegisterRequest, unknown>>;

/** A valid registration; each call uses a new phone and email unless overridden. */
export function registration<O extends RegistrationOverrides = Record<never, never>>(
  overrides?: O,
): Omit<RegisterRequest, keyof O> & O {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  const valid: RegisterRequest = {
    username: 'Aung Aung',
    shopname: 'Shwe Yee Tea House',
    email: `aung${n}@example.com`,
    phone: `0978123${n}`,
    district_id: 1,
    township_id: 1,
    password: 'golden-rock-42',
    password_confirmation: 'golden-rock-42',
  };
  return { ...valid, ...overrides } as Omit<RegisterRequest, keyof O> & O;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Registers through the API and returns the parsed 200 answer. */
export async function registerMerchant(app: App, overrides: Partial<RegisterRequest> = {}) {
  // Whatever the overrides, the payload registered below was valid.
  const payload = registration(overrides) as RegisterRequest;
  const response = await app.inject({
    method: 'POST',
    url: '/api/merchant/merchantregister',
    payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{
    data: { token: string; user: { userid: number; merchantid: number; phone: string } };
  }>();
  return { payload, token: body.data.token, user: body.data.user };
}

/* ---------------------------- subscriptions ------------------------- */

/** A merchant's call (`merchant/<call>/<id>`) that must answer 200; its body. */
async function merchantCall<T>(
  app: App,
  merchant: { token: string; merchantId: number },
  method: 'GET' | 'POST',
  call: string,
  payload?: object,
): Promise<T> {
  const response = await app.inject({
    method,
    url: `/api/merchant/${call}/${merchant.merchantId}`,
    headers: bearer(merchant.token),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${call} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/**
 * Pays by card what the merchant owes: the pending plan order at the server's price of it (its
 * summary, in MMK), or without one the shop fee. Answers the summary paid for (null: the fee).
 */
export async function payForOrder(
  app: App,
  merchant: { token: string; merchantId: number },
): Promise<OrderSummary | null> {
  const { order } = await merchantCall<OrderSummaryResponse>(app, merchant, 'GET', 'orderSummary');
  const intent = await merchantCall<{ id: string }>(
    app,
    merchant,
    'POST',
    'createPaymentIntent',
    order ? orderIntent(order) : INTENT,
  );
  await merchantCall(
    app,
    merchant,
    'POST',
    'processPayment',
    order ? orderPayment(intent.id, order) : cardPayment(intent.id),
  );
  return order;
}

/**
 * Gives a merchant an active subscription the way a shop gets one: the plan (and add-ons, as
 * `[addon_type_id, quantity]`) ordered for 3 months, then the order paid by card.
 */
export async function subscribe(
  app: App,
  merchant: { token: string; merchantId: number },
  planId: number,
  addons: ReadonlyArray<readonly [number, number]> = [],
): Promise<void> {
  await merchantCall(app, merchant, 'POST', 'addPlan', { plan_id: planId, duration_month: 3 });
  for (const [addon_type_id, quantity] of addons) {
    await merchantCall(app, merchant, 'POST', 'addAddon', {
      addon_type_id,
      quantity,
      remark: 'Added',
    });
  }
  await payForOrder(app, merchant);
}

/** Marks the merchant's phone as proved by a one-time code. */
export async function verifyPhone(db: Db, merchantId: number): Promise<void> {
  await db.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', [merchantId]);
}
