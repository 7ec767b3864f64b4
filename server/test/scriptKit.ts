/**
 * The operator's command lines (`npm run partner-code`, `npm run payments`) as the tests run them:
 * as a child process, as an operator does (PGlite's WebAssembly does not load in Jest's module
 * system, and the server is a process of its own anyway), or in this process with what they say
 * kept.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Output } from '../../scripts/cli/commandLine';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import {
  MIGRATIONS_DIR,
  ROOT,
  openEmptyDatabase,
  openPgliteDb,
  schemaUrl,
  tempDir,
  workerSchema,
  type DatabaseKind,
} from './helpers';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `scripts/<script> …argv` as a child process from the repository's root, with `env` over this
 * process's environment and DATABASE_URL empty unless `env` names one.
 */
export function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): Promise<ScriptRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', script), ...argv],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** An `Output` that keeps what a command says, a line an entry. */
export function captureOutput(): { out: string[]; err: string[]; io: Output } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (text) => void out.push(text), err: (text) => void err.push(text) },
  };
}

/**
 * A database of a command line's own, migrated and seeded, and the environment that names it:
 * PGlite in a fresh data directory, or PostgreSQL in the worker's schema suffixed `_<name>`.
 */
export async function cliDatabase(
  kind: DatabaseKind,
  name: string,
): Promise<{ db: Db; env: NodeJS.ProcessEnv }> {
  const suffix = `_${name.replace(/-/g, '_')}`;
  let db: Db;
  let env: NodeJS.ProcessEnv;
  if (kind === 'pglite') {
    const dataDir = await tempDir(name);
    db = await openPgliteDb(dataDir);
    env = { DATA_DIR: dataDir };
  } else {
    db = await openEmptyDatabase('postgres', suffix);
    env = { DATABASE_URL: schemaUrl(workerSchema(suffix)) };
  }
  await migrate(db, MIGRATIONS_DIR);
  await seed(db);
  return { db, env };
}
