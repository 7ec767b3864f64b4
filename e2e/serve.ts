/**
 * The browser tests' server (playwright.config.ts's webServer): a fresh embedded database on
 * `DATA_DIR`, the back office's operators made in it by the CLI as an operator makes them
 * (`npm run operator -- create`, its output kept for the specs in e2e/operators.ts's file), then
 * the app as `npm start` serves it, in the foreground until the runner stops it.
 *
 * The database is made here (an empty PGlite directory) so that the CLI, which refuses a directory
 * holding no database, migrates it; the server then finds it migrated and seeds it.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { E2E_OPERATORS, operatorsFile, type CliOutputs, type E2eOperatorKey } from './operators';

const ROOT = path.resolve(__dirname, '..');
const run = promisify(execFile);

async function main() {
  const port = Number(process.env.PORT);
  const dataDir = process.env.DATA_DIR;
  if (!Number.isInteger(port) || !dataDir) throw new Error('serve.ts needs PORT and DATA_DIR');
  const absolute = path.resolve(ROOT, dataDir);
  await rm(absolute, { recursive: true, force: true });
  await mkdir(absolute, { recursive: true });
  await (await PGlite.create({ dataDir: absolute })).close();

  const outputs: Partial<CliOutputs> = {};
  for (const [key, { phone, role, name }] of Object.entries(E2E_OPERATORS)) {
    const { stdout } = await run(
      'npm',
      [
        'run',
        '--silent',
        'operator',
        '--',
        'create',
        '--phone',
        phone,
        '--role',
        role,
        '--name',
        name,
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
    );
    outputs[key as E2eOperatorKey] = stdout;
  }
  await writeFile(operatorsFile(ROOT, port), JSON.stringify(outputs, null, 2));

  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
