/**
 * The marketplace part of the bench: the public search (`marketplace/shops` with queries and
 * filters) and the store page (`marketplace/shops/{slug}`) on 1,000 listed shops of about 20
 * items each (the demo generator with a count), on PGlite and on PostgreSQL, each database made
 * fresh for the run. `npm run bench -- marketplace`, or `tsx scripts/bench/marketplace.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import type { NamedItem } from '@contract';
import type { ShopSearchResponse } from '@contract/store';
import type { Db } from '../../server/src/db/db';
import { loadDemoData } from '../../server/src/db/demo/load';
import { migrate } from '../../server/src/db/migrate';
import { openPglite } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';
import { seed } from '../../server/src/db/seed';
import { createPasswordHasher } from '../../server/src/security/passwords';
import { median, ms, root, runAlone, stopChild, type Row } from './lib';
import { createPostgresDatabase, startApp, type Server } from './server';

export const SHOPS = 1000;
export const ITEMS_PER_SHOP = 20;
const P99_BUDGET_MS = 50;
/**
 * Ten browsers at once, each asking again the moment it has its answer: a busy hour of a city's
 * marketplace on one small process (PGlite answers one statement at a time).
 */
const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 3;

/** Migrates, seeds and fills `db` with the bench's shops; closes it. */
async function fill(db: Db, log: (s: string) => void, label: string): Promise<void> {
  try {
    await migrate(db, path.join(root, 'server', 'migrations'));
    await seed(db);
    const since = performance.now();
    const added = await loadDemoData(db, {
      count: SHOPS,
      itemsPerShop: ITEMS_PER_SHOP,
      // The bench never logs in: the cheapest hash will do.
      passwordHash: () =>
        createPasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash('bench-only'),
    });
    log(
      `marketplace: ${added} shops into ${label} in ${((performance.now() - since) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.close();
  }
}

type Request = NonNullable<Options['requests']>[number];

/** The calls of each kind, sent in turn: many shops' pages, and searches of every shape. */
async function requestsFor(origin: string): Promise<{ page: Request[]; search: Request[] }> {
  const json = async <T>(p: string) => (await (await fetch(`${origin}/api/${p}`)).json()) as T;
  const districts = await json<NamedItem[]>('backend/getDistricts');
  const townships = await json<NamedItem[]>('backend/getTownships');
  const categories = await json<NamedItem[]>('marketplace/categories');
  const id = (list: NamedItem[], name: string) => {
    const found = list.find((x) => x.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };
  const queries = [
    '',
    `q=${encodeURIComponent('လက်ဖက်')}`,
    'q=tea',
    `q=mohinga&district=${id(districts, 'Yangon West')}`,
    `category=${id(categories, 'Restaurant')}&district=${id(districts, 'Mandalay')}`,
    `category=${id(categories, 'Cafe')}&township=${id(townships, 'Bahan')}`,
    'q=screen%20replacement',
    `q=${encodeURIComponent('ခေါက်ဆွဲ')}&page=2`,
    'page=10',
    'q=shan%20noodle',
  ];
  const search = queries.map((q) => ({ path: `/api/marketplace/shops${q ? `?${q}` : ''}` }));
  // A hundred shops' pages, found through the list the way a visitor finds them.
  const slugs: string[] = [];
  for (let page = 1; slugs.length < 100; page++) {
    const answer = await json<ShopSearchResponse>(`marketplace/shops?page=${page}`);
    if (answer.shops.length === 0) break;
    slugs.push(...answer.shops.map((s) => s.slug));
  }
  const page = slugs.map((slug) => ({
    path: `/api/marketplace/shops/${encodeURIComponent(slug)}`,
  }));
  return { page, search };
}

function load(url: string, requests: Request[], seconds: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measureMarketplace(log = console.error): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-marketplace-'));
  const started: Server[] = [];
  let dropPostgres: (() => Promise<void>) | undefined;
  try {
    await fill(await openPglite({ dataDir }), log, 'PGlite');
    const targets: Array<{ label: string; server: Server }> = [];
    targets.push({
      label: 'PGlite',
      server: await startApp('API on PGlite', { DATA_DIR: dataDir }),
    });
    try {
      const database = await createPostgresDatabase();
      dropPostgres = database.drop;
      await fill(openPostgres(database.url), log, 'PostgreSQL');
      targets.push({
        label: 'PostgreSQL',
        server: await startApp('API on PostgreSQL', { DATABASE_URL: database.url }),
      });
    } catch (error) {
      log(`marketplace: PostgreSQL unavailable: ${String(error)}`);
    }
    started.push(...targets.map((t) => t.server));

    log(
      `marketplace: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
    );
    const calls = ['search', 'page'] as const;
    const plans = await Promise.all(
      targets.map(async (t) => ({ ...t, requests: await requestsFor(t.server.origin) })),
    );
    for (const plan of plans) {
      for (const call of calls) await load(plan.server.origin, plan.requests[call], WARMUP_SECONDS);
    }
    // Rounds taken in turns, so that background load hits every target alike; medians.
    const results = new Map<string, Result[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const plan of plans) {
        for (const call of calls) {
          const result = await load(plan.server.origin, plan.requests[call], ROUND_SECONDS);
          const key = `${plan.label} ${call}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          log(
            `marketplace: round ${round} ${key}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
          );
        }
      }
    }
    const figures = (key: string): Figures => {
      const list = results.get(key) ?? [];
      return {
        rps: median(list.map((r) => r.requests.average)),
        p50: median(list.map((r) => r.latency.p50)),
        p99: median(list.map((r) => r.latency.p99)),
        errors: list.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
      };
    };
    const names = { search: 'search', page: 'store page' };
    for (const plan of plans) {
      for (const call of calls) {
        const f = figures(`${plan.label} ${call}`);
        rows.push({
          metric: `marketplace ${names[call]} on ${plan.label}`,
          ours: `${f.rps.toFixed(0)} req/s`,
          peer: '',
          ratio: '',
          budget: 'no errors',
          pass: f.errors === 0,
        });
        rows.push({
          metric: `  p50 / p99 latency`,
          ours: `${ms(f.p50)} / ${ms(f.p99)}`,
          peer: '',
          ratio: '',
          budget: `p99 < ${ms(P99_BUDGET_MS)}`,
          pass: f.p99 < P99_BUDGET_MS,
        });
      }
    }
  } finally {
    await Promise.all(started.map((s) => stopChild(s.child)));
    await dropPostgres?.().catch((error: unknown) =>
      log(`marketplace: could not drop the database: ${String(error)}`),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (require.main === module) runAlone(() => measureMarketplace());
