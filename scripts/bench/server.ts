/**
 * The server parts of the bench: start-up time of `npm start` on a built tree with an existing
 * data directory, and the throughput of `GET /api/backend/getplans` on PGlite and PostgreSQL
 * against a bare Fastify route serving the same JSON, all started here on loopback ports.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import {
  freePort,
  median,
  ms,
  root,
  rssOf,
  runAlone,
  startChild,
  stopChild,
  waitFor200,
  type Row,
} from './lib';

const PLANS = '/api/backend/getplans';
const STARTUP_BUDGET_MS = 2000;
const THROUGHPUT_RATIO_BUDGET = 0.6;
const P99_BUDGET_MS = 20;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
/** The PostgreSQL server of this machine; the bench makes a database of its own on it. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** When `npm start` last built the SPA and the server (it rebuilds what is stale). */
function builtAt(): string {
  const at = (p: string) => (existsSync(p) ? statSync(p).mtimeMs : 0);
  return `${at(path.join(root, 'dist', 'index.html'))}:${at(path.join(root, 'server', 'dist', 'server.cjs'))}`;
}

export interface Server {
  name: string;
  child: ChildProcess;
  origin: string;
}

/** `npm start` (scripts/start.mjs: builds what is stale, then runs the API) on a free port. */
export async function startApp(
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<Server & { ms: number }> {
  const port = await freePort();
  const since = performance.now();
  const child = startChild('node', ['scripts/start.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    // The first start of a stale tree builds it first: allow for that, not for a hang.
    const elapsed = await Promise.race([
      waitFor200(`${origin}${PLANS}`, since, 600_000),
      new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${stderr}`))),
      ),
    ]);
    return { name, child, origin, ms: elapsed };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

async function startBare(body: string): Promise<Server> {
  const port = await freePort();
  const child = startChild('node', ['scripts/bench/bare.mjs'], {
    PORT: String(port),
    BENCH_BODY: body,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor200(`${origin}/`, performance.now(), 30_000);
  return { name: 'bare Fastify route', child, origin };
}

/** A database of the bench's own on the PostgreSQL server, dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function load(url: string, seconds: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds });
}

interface Throughput {
  rps: number;
  p99: number;
  errors: number;
}

/** Warm-up, then rounds taken in turns (so background load hits every target alike); medians. */
async function measureThroughput(
  targets: Array<{ key: string; url: string }>,
  log: (s: string) => void,
) {
  for (const t of targets) await load(t.url, WARMUP_SECONDS);
  const rounds = new Map<string, Result[]>(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const result = await load(t.url, ROUND_SECONDS);
      rounds.get(t.key)?.push(result);
      log(
        `api: round ${round} ${t.key}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  }
  const out = new Map<string, Throughput>();
  for (const [key, results] of rounds) {
    out.set(key, {
      rps: median(results.map((r) => r.requests.average)),
      p99: median(results.map((r) => r.latency.p99)),
      errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    });
  }
  return out;
}

export async function measureServer(log = console.error): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  const started: Server[] = [];
  let dropPostgres: (() => Promise<void>) | undefined;
  try {
    // Start-up: the first start creates the data directory (and builds a stale tree); the
    // measured ones reopen it, as a restart in production does.
    log('startup: first start (creates the PGlite data directory; builds if the tree is stale)...');
    const first = await startApp('npm start', { DATA_DIR: dataDir });
    await stopChild(first.child);
    const times: number[] = [];
    for (let attempt = 0; times.length < ROUNDS && attempt < ROUNDS + 3; attempt++) {
      const before = builtAt();
      const run = await startApp('npm start', { DATA_DIR: dataDir });
      await stopChild(run.child);
      // A start that rebuilt the tree (a source changed meanwhile) is not a start of a built tree.
      if (builtAt() !== before) log(`startup: rebuilt during the run (${ms(run.ms)}), not counted`);
      else times.push(run.ms);
    }
    if (times.length === 0) throw new Error('the tree was rebuilt at every start');
    log(`startup: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    const startup = median(times);
    rows.push({
      metric: 'npm start: first 200 (existing data dir)',
      ours: ms(startup),
      peer: '',
      ratio: '',
      budget: `< ${ms(STARTUP_BUDGET_MS)}`,
      pass: startup < STARTUP_BUDGET_MS,
    });

    // Throughput.
    const pglite = await startApp('API on PGlite', { DATA_DIR: dataDir });
    started.push(pglite);
    let postgres: Server | undefined;
    try {
      const database = await createPostgresDatabase();
      dropPostgres = database.drop;
      postgres = await startApp('API on PostgreSQL', { DATABASE_URL: database.url });
      started.push(postgres);
    } catch (error) {
      log(`api: PostgreSQL unavailable: ${String(error)}`);
    }
    const body = await (await fetch(`${pglite.origin}${PLANS}`)).text();
    const bare = await startBare(body);
    started.push(bare);

    const targets = [
      { key: 'bare', url: `${bare.origin}/` },
      { key: 'pglite', url: `${pglite.origin}${PLANS}` },
      ...(postgres ? [{ key: 'postgres', url: `${postgres.origin}${PLANS}` }] : []),
    ];
    log(
      `api: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
    );
    const results = await measureThroughput(targets, log);
    const peer = results.get('bare') as Throughput;
    rows.push({
      metric: 'bare Fastify route (same JSON)',
      ours: `${peer.rps.toFixed(0)} req/s`,
      peer: '',
      ratio: '',
      budget: '',
      pass: undefined,
    });
    for (const [key, server] of [
      ['pglite', pglite],
      ['postgres', postgres],
    ] as const) {
      const label = key === 'pglite' ? 'PGlite' : 'PostgreSQL';
      const result = results.get(key);
      if (!result || !server) {
        rows.push({
          metric: `GET ${PLANS} on ${label}`,
          ours: 'not run',
          peer: '',
          ratio: '',
          budget: `>= ${THROUGHPUT_RATIO_BUDGET} x bare`,
          pass: false,
        });
        continue;
      }
      const ratio = result.rps / peer.rps;
      rows.push({
        metric: `GET ${PLANS} on ${label}`,
        ours: `${result.rps.toFixed(0)} req/s`,
        peer: `${peer.rps.toFixed(0)} req/s`,
        ratio: ratio.toFixed(2),
        budget: `>= ${THROUGHPUT_RATIO_BUDGET} x bare`,
        pass: ratio >= THROUGHPUT_RATIO_BUDGET && result.errors === 0,
      });
      rows.push({
        metric: `  p99 latency on ${label}`,
        ours: ms(result.p99),
        peer: ms(peer.p99),
        ratio: '',
        budget: `< ${ms(P99_BUDGET_MS)}`,
        pass: result.p99 < P99_BUDGET_MS,
      });
      const rss = server.child.pid === undefined ? undefined : await rssOf(server.child.pid);
      rows.push({
        metric: `  RSS after the run on ${label}`,
        ours: rss === undefined ? 'unknown' : `${(rss / 1024 / 1024).toFixed(0)} MB`,
        peer: '',
        ratio: '',
        budget: '',
        pass: undefined,
      });
    }
  } finally {
    await Promise.all(started.map((s) => stopChild(s.child)));
    await dropPostgres?.().catch((error: unknown) =>
      log(`api: could not drop the database: ${String(error)}`),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (require.main === module) runAlone(() => measureServer());
