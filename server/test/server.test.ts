/**
 * The real entry point in its own process (`node --import tsx server/src/server.ts`), as `npm start` runs it:
 * configuration from the environment, migrations and seed at start-up, the SPA and the API on one
 * port, a graceful exit on SIGTERM and SIGINT, and data that survives a restart.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  databases,
  recreateSchema,
  registration,
  schemaUrl,
  tempDir,
  workerSchema,
  type DatabaseKind,
} from './helpers';
import { START_TIMEOUT_MS, killAll, start, stop } from './processes';

afterEach(killAll);

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function databaseEnv(kind: DatabaseKind): Promise<Record<string, string>> {
  if (kind === 'pglite') return { DATA_DIR: await tempDir('server-data') };
  const schema = workerSchema('_server');
  await recreateSchema(schema);
  return { DATABASE_URL: schemaUrl(schema) };
}

describe.each(databases())('the server process on %s', (kind) => {
  test(
    'serves the SPA and the API, exits cleanly on signals and keeps data across restarts',
    async () => {
      const staticDir = await tempDir('server-spa');
      await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Merchant</title>');
      const env = { ...(await databaseEnv(kind)), STATIC_DIR: staticDir };
      const payload = registration({
        password: 'golden-rock-42',
        password_confirmation: 'golden-rock-42',
      });

      const first = await start(env);
      const page = await fetch(`${first.url}/price`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Merchant</title>');
      const registered = await post(`${first.url}/api/merchant/merchantregister`, payload);
      expect(registered.status).toBe(200);
      expect(await stop(first, 'SIGTERM')).toBe(0);
      expect(first.output()).toContain('shutting down');
      // Structured logs, and no secrets in them.
      expect(first.output()).toContain('"msg":"incoming request"');
      expect(first.output()).not.toContain('golden-rock-42');

      const second = await start(env);
      const login = await post(`${second.url}/api/merchant/login`, {
        phone: payload.phone,
        password: payload.password,
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toEqual((registered.body.data as Record<string, unknown>).user);
      expect(await stop(second, 'SIGINT')).toBe(0);
    },
    2 * START_TIMEOUT_MS,
  );
});

test(
  'a bad environment variable stops the server with a clear message',
  async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(
      /PORT must be an integer from 0 to 65535, got "eighty"/,
    );
  },
  START_TIMEOUT_MS,
);
