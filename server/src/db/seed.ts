/** Seeds the reference data in one transaction; safe to run at every start-up. */
import { createHash } from 'node:crypto';
import { createReferenceRepository, invalidateReferenceCache } from '../repositories/reference';
import type { Db } from './db';
import { seedData, type SeedData } from './seedData';

export async function seed(db: Db, data: SeedData = seedData): Promise<void> {
  await db.transaction((tx) => createReferenceRepository(tx).upsert(data));
  // After the commit: a request cannot cache the old rows once this has run.
  invalidateReferenceCache(db);
}

/** The version of `data` recorded in `seed_state`: a hash of its content. */
export function seedVersion(data: SeedData = seedData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/**
 * The seed at start-up: skipped when `seed_state` records this very data (a restart of the same
 * release), so the server answers sooner. Rows changed by hand stay changed until the seed data
 * changes or `seed` runs. Returns whether it seeded.
 */
export async function seedIfChanged(db: Db, data: SeedData = seedData): Promise<boolean> {
  const version = seedVersion(data);
  const { rows } = await db.query<{ version: string }>('SELECT version FROM seed_state');
  if (rows[0]?.version === version) return false;
  await db.transaction(async (tx) => {
    await createReferenceRepository(tx).upsert(data);
    await tx.query(
      `INSERT INTO seed_state (id, version) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, seeded_at = now()`,
      [version],
    );
  });
  invalidateReferenceCache(db);
  return true;
}
