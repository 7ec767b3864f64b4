/** Chooses the database from the configuration: PostgreSQL when a URL is given, else PGlite. */
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onError?: (error: Error) => void,
): Promise<Db> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, onError);
  return openPglite({ dataDir: config.dataDir });
}
