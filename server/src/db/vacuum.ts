/**
 * Vacuuming for the embedded database. PostgreSQL's autovacuum does not run in PGlite (one
 * process, no background workers), so there nothing would ever clean a table: an update's dead
 * row versions stay behind for good, and a table that only grows (orders, their lines, live
 * events) never has its pages marked all-visible, so every index-only read (a shopper's open
 * orders, counted at each placement) also reads the rows themselves, more at each order. The
 * server does what autovacuum would, with autovacuum's own default thresholds: every
 * `VACUUM_INTERVAL_MS`, each table with more dead rows than 50 plus a fifth of its live rows, or
 * more rows inserted since its last vacuum than 1,000 plus a fifth of its live rows, is vacuumed
 * and analysed.
 */
import type { Db } from './db';

/** How often an embedded database is looked at: often, so that each vacuum has little to do. */
export const VACUUM_INTERVAL_MS = 5_000;

/** Autovacuum's defaults (`autovacuum_vacuum_*` and `autovacuum_vacuum_insert_*`). */
const DEAD_THRESHOLD = 50;
const INSERT_THRESHOLD = 1_000;
const SCALE_FACTOR = 0.2;

/** Vacuums (and analyses) every table of the public schema past a threshold; their names. */
export async function vacuumDueTables(db: Db): Promise<string[]> {
  // The counts of this session's own changes are published at the end of its next statement.
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<{ name: string }>(
    `SELECT relname AS name FROM pg_stat_user_tables
      WHERE schemaname = 'public'
        AND (n_dead_tup > $1::int + $3::float8 * n_live_tup
             OR n_ins_since_vacuum > $2::int + $3::float8 * n_live_tup)
      ORDER BY relname`,
    [DEAD_THRESHOLD, INSERT_THRESHOLD, SCALE_FACTOR],
  );
  for (const { name } of rows) {
    // A name read from the catalogue, quoted as an identifier.
    await db.exec(`VACUUM (ANALYZE) "${name.replaceAll('"', '""')}"`);
  }
  return rows.map((row) => row.name);
}

/**
 * Runs `vacuumDueTables` every `intervalMs` until the returned function is called (it waits for a
 * round under way); a failure goes to `onError`, and the next round runs as usual.
 */
export function keepVacuumed(
  db: Db,
  onError: (error: unknown) => void,
  intervalMs = VACUUM_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = vacuumDueTables(db).catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
