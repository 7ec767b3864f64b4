/** Seeds the reference data in one transaction; safe to run at every start-up. */
import { createReferenceRepository } from '../repositories/reference';
import type { Db } from './db';
import { seedData, type SeedData } from './seedData';

export async function seed(db: Db, data: SeedData = seedData): Promise<void> {
  await db.transaction((tx) => createReferenceRepository(tx).upsert(data));
}
