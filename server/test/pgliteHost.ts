/** What environment.ts offers the tests: PGlite instances made outside Jest's sandbox. */
import type { PGlite } from '@electric-sql/pglite';

export interface PgliteHost {
  /** The worker's shared in-memory database (created on first use). */
  shared(): Promise<PGlite>;
  /**
   * A new database: in memory and empty when `dataDir` is undefined, else persisted in
   * `dataDir` (created from scratch if it holds no database, reopened if it does).
   */
  open(dataDir?: string): Promise<PGlite>;
}

/** The global under which environment.ts puts its `PgliteHost`. */
export const PGLITE_HOST = '__PGLITE_HOST__';
