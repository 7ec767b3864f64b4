/**
 * Applies the SQL files of the migrations directory (`001_init.sql`, `002_….sql`, …) that are not
 * yet recorded in `schema_migrations`, in file-name order, all in one transaction: a failing
 * migration leaves the schema as it was.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

/**
 * Held for the transaction so that two processes starting at once against the same PostgreSQL
 * server apply migrations one after the other instead of racing. Harmless on PGlite.
 */
const MIGRATION_LOCK = 7_305_021_001;

const MIGRATION_FILE = /^\d+_[\w-]+\.sql$/;

export async function migrationFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => MIGRATION_FILE.test(name)).sort();
}

/** The recorded versions, or undefined before the first migration created the table. */
async function appliedVersions(db: Db): Promise<Set<string> | undefined> {
  try {
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    return new Set(rows.map((row) => row.version));
  } catch {
    return undefined;
  }
}

/** Returns the versions (file names) applied by this call. */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  const files = await migrationFiles(dir);
  if (files.length === 0) throw new Error(`No migrations found in ${dir}`);
  // A restart with nothing to apply (the usual case) needs neither the lock nor the DDL below.
  const known = await appliedVersions(db);
  if (known && files.every((file) => known.has(file))) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
    return pending;
  });
}
