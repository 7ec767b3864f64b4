/** Seeds the reference data in one transaction; safe to run at every start-up. */
import { createHash } from 'node:crypto';
import {
  insertSamplePartnerCodes,
  switchOffSamplePartnerCodes,
} from '../repositories/partnerCodes';
import { createReferenceRepository, invalidateReferenceCache } from '../repositories/reference';
import type { Db } from './db';
import { seedData, type SeedData } from './seedData';

export interface SeedOptions {
  /**
   * A production instance (`NODE_ENV=production`): the sample partner codes are not made, and
   * those an earlier start outside production made are switched off.
   */
  production?: boolean;
}

/** Writes `data` in the transaction `tx`. */
async function write(tx: Db, data: SeedData, options: SeedOptions): Promise<void> {
  await createReferenceRepository(tx).upsert(data);
  const samples = data.samplePartnerCodes ?? [];
  if (options.production) await switchOffSamplePartnerCodes(tx, samples);
  else await insertSamplePartnerCodes(tx, samples);
}

export async function seed(
  db: Db,
  data: SeedData = seedData,
  options: SeedOptions = {},
): Promise<void> {
  await db.transaction((tx) => write(tx, data, options));
  // After the commit: a request cannot cache the old rows once this has run.
  invalidateReferenceCache(db);
}

/** The version of `data` recorded in `seed_state`: a hash of its content. */
export function seedVersion(data: SeedData = seedData, options: SeedOptions = {}): string {
  // Production seeds other rows (no sample codes): a start in the other mode seeds again.
  const content = options.production ? { ...data, production: true } : data;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * The seed at start-up: skipped when `seed_state` records this very data (a restart of the same
 * release), so the server answers sooner. Rows changed by hand stay changed until the seed data
 * changes or `seed` runs. Returns whether it seeded.
 */
export async function seedIfChanged(
  db: Db,
  data: SeedData = seedData,
  options: SeedOptions = {},
): Promise<boolean> {
  const version = seedVersion(data, options);
  const { rows } = await db.query<{ version: string }>('SELECT version FROM seed_state');
  if (rows[0]?.version === version) return false;
  await db.transaction(async (tx) => {
    await write(tx, data, options);
    await tx.query(
      `INSERT INTO seed_state (id, version) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, seeded_at = now()`,
      [version],
    );
  });
  invalidateReferenceCache(db);
  return true;
}
