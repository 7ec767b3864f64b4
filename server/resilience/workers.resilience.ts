/**
 * `WORKERS=2`: two API processes (node:cluster) behind one port on one PostgreSQL. Both answer;
 * the schema is migrated and seeded once, by the primary; a registration made through one process
 * logs in through the other; a worker that dies is replaced; SIGTERM stops every worker and the
 * primary exits 0. With PGlite the start is refused with a message saying why. And two processes
 * started on their own at the same moment on an empty database both migrate, seed and serve.
 */
import { request } from 'node:http';
import path from 'node:path';
import { migrationFiles } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import {
  ROOT,
  registration,
  recreateSchema,
  schemaUrl,
  tempDir,
  workerSchema,
  databases,
} from '../test/helpers';
import { START_TIMEOUT_MS, killAll, start, stop, type Running } from '../test/processes';

afterEach(killAll);

/** One request on a connection of its own, so that the primary hands each to a worker in turn. */
function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/** The pino lines of the output with this message. */
function lines(server: Running, msg: string): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The workers serving now (at least `count`): the pids that logged that they listen and live. */
async function listening(server: Running, count: number): Promise<number[]> {
  for (;;) {
    const pids = lines(server, `Server listening at ${server.url}`)
      .map((line) => line.pid as number)
      .filter(alive);
    if (pids.length >= count) return pids;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pids of the processes that answered a request. */
function answeredBy(server: Running): Set<number> {
  return new Set(lines(server, 'request completed').map((line) => line.pid as number));
}

const postgresOnly = databases().includes('postgres') ? test : test.skip;

postgresOnly(
  'two workers share the port and the database, are replaced when they die, and stop on SIGTERM',
  async () => {
    const schema = workerSchema('_workers');
    await recreateSchema(schema);
    const server = await start({ DATABASE_URL: schemaUrl(schema), WORKERS: '2' });
    const workers = await listening(server, 2);
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(server.child.pid);

    // Migrated and seeded once, by the primary, before the workers started.
    expect(lines(server, 'migrations applied').map((line) => line.pid)).toEqual([server.child.pid]);
    expect(lines(server, 'reference data seeded').map((line) => line.pid)).toEqual([
      server.child.pid,
    ]);

    // Registrations, each on a connection of its own, are spread over both workers; every one
    // logs in again on another connection.
    const payloads = Array.from({ length: 6 }, () => registration());
    const registered = await Promise.all(
      payloads.map((payload) =>
        send(server.url, 'POST', '/api/merchant/merchantregister', payload),
      ),
    );
    expect(registered.map((r) => r.status)).toEqual(payloads.map(() => 200));
    for (const payload of payloads) {
      const login = await send(server.url, 'POST', '/api/merchant/login', {
        phone: payload.phone,
        password: payload.password,
      });
      expect({ phone: payload.phone, status: login.status }).toEqual({
        phone: payload.phone,
        status: 200,
      });
    }
    for (let n = 0; n < 6; n += 1) {
      expect((await send(server.url, 'GET', '/api/backend/getplans')).status).toBe(200);
    }
    expect([...answeredBy(server)].sort()).toEqual([...workers].sort());

    // A worker killed outright is replaced, and the port keeps answering meanwhile.
    process.kill(workers[0] as number, 'SIGKILL');
    while (alive(workers[0] as number)) await new Promise((resolve) => setTimeout(resolve, 50));
    const replaced = await listening(server, 2);
    expect(replaced).not.toContain(workers[0]);
    expect(replaced).toContain(workers[1]);
    for (let n = 0; n < 4; n += 1) {
      expect((await send(server.url, 'GET', '/api/backend/getplans')).status).toBe(200);
    }

    // SIGTERM to the primary stops every worker; the primary exits 0 once they have.
    const code = await stop(server, 'SIGTERM');
    expect({ code, output: code === 0 ? '' : server.output().slice(-3000) }).toEqual({
      code: 0,
      output: '',
    });
    expect(replaced.filter(alive)).toEqual([]);
    expect(
      lines(server, 'shutting down')
        .map((line) => line.pid)
        .sort(),
    ).toEqual([server.child.pid, ...replaced].sort());
  },
  3 * START_TIMEOUT_MS,
);

postgresOnly(
  'two processes started together on an empty database both migrate, seed and serve',
  async () => {
    const schema = workerSchema('_together');
    await recreateSchema(schema);
    const env = { DATABASE_URL: schemaUrl(schema) };
    // Independent processes (two machines, or a restart beside a start), not one cluster: the
    // migration's advisory lock and the seed's upserts let them race.
    const [first, second] = await Promise.all([start(env), start(env)]);
    for (const server of [first, second]) {
      const districts = await send(server.url, 'GET', '/api/backend/getDistricts');
      expect(districts.status).toBe(200);
    }
    const db = openPostgres(env.DATABASE_URL);
    try {
      const { rows } = await db.query<{ migrations: number; duplicates: number }>(
        `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
                (SELECT count(*)::int FROM (SELECT code FROM districts GROUP BY code
                  HAVING count(*) > 1) d) AS duplicates`,
      );
      const files = await migrationFiles(path.join(ROOT, 'server', 'migrations'));
      expect(rows[0]).toEqual({ migrations: files.length, duplicates: 0 });
    } finally {
      await db.close();
    }
    expect(await stop(first, 'SIGTERM')).toBe(0);
    expect(await stop(second, 'SIGTERM')).toBe(0);
  },
  2 * START_TIMEOUT_MS,
);

test(
  'WORKERS above 1 on PGlite is refused with a message and a non-zero exit',
  async () => {
    const dataDir = await tempDir('workers-pglite');
    await expect(start({ DATA_DIR: dataDir, WORKERS: '2' })).rejects.toThrow(
      /server exited with 1 before listening:[\s\S]*WORKERS=2 needs PostgreSQL: set DATABASE_URL/,
    );
  },
  START_TIMEOUT_MS,
);
