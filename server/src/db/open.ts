/** Chooses the database from the configuration: PostgreSQL when a URL is given, else PGlite. */
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { keepVacuumed } from './vacuum';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onError?: (error: Error) => void,
): Promise<Db> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, onError);
  const db = await openPglite({ dataDir: config.dataDir });
  // PGlite has no autovacuum: the server vacuums its tables itself (vacuum.ts).
  const stopVacuuming = keepVacuumed(db, (error) =>
    onError?.(new Error('vacuuming the embedded database failed', { cause: error })),
  );
  return {
    ...db,
    close: async () => {
      await stopVacuuming();
      await db.close();
    },
  };
}
