/**
 * PGlite has no autovacuum: the server vacuums a table once its dead row versions pass 50 plus a
 * fifth of its live rows, or the rows inserted since its last vacuum pass 1,000 plus a fifth of
 * them (autovacuum's default thresholds), and leaves the others.
 */
import type { Db } from '../src/db/db';
import { keepVacuumed, vacuumDueTables } from '../src/db/vacuum';
import { openPgliteDb, SETUP_TIMEOUT } from './helpers';

let db: Db;

beforeAll(async () => {
  db = await openPgliteDb();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await db.close();
});

interface Counts {
  dead: number;
  inserted: number;
}

async function counts(table: string): Promise<Counts> {
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<Counts>(
    `SELECT n_dead_tup::int AS dead, n_ins_since_vacuum::int AS inserted
       FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  return rows[0]!;
}

/** A table of `live` rows, each then updated `updates` times (one dead version per update). */
async function churned(table: string, live: number, updates: number): Promise<void> {
  await db.exec(
    `CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL);
     INSERT INTO ${table} SELECT g, 0 FROM generate_series(1, ${live}) g;`,
  );
  for (let i = 0; i < updates; i += 1) await db.query(`UPDATE ${table} SET n = n + 1`);
}

test('tables past a threshold are vacuumed; the others are left alone', async () => {
  // 100 live rows: past 50 + 20 dead versions, or 1,000 + 20 inserts.
  await churned('updated_much', 100, 3); // up to 300 dead
  await churned('updated_little', 100, 0);
  await db.query('UPDATE updated_little SET n = 1 WHERE id <= 60'); // up to 60 dead
  await churned('inserted_much', 1_100, 0); // 1,100 inserted: not past 1,000 + 220
  await churned('inserted_more', 2_000, 0); // 2,000 inserted: past 1,000 + 400
  expect((await counts('updated_much')).dead).toBeGreaterThan(70);
  const little = (await counts('updated_little')).dead;
  expect(little).toBeGreaterThan(0);
  expect((await counts('inserted_much')).inserted).toBe(1_100);

  const vacuumed = await vacuumDueTables(db);

  expect(vacuumed).toEqual(['inserted_more', 'updated_much']);
  expect(await counts('updated_much')).toEqual({ dead: 0, inserted: 0 });
  expect(await counts('inserted_more')).toEqual({ dead: 0, inserted: 0 });
  expect((await counts('updated_little')).dead).toBe(little);
  expect((await counts('inserted_much')).inserted).toBe(1_100);
});

test('kept vacuumed: each round vacuums what has passed a threshold since', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    await churned('updated_later', 10, 0);
    const stop = keepVacuumed(
      db,
      (error) => {
        throw error;
      },
      1_000,
    );
    for (let i = 0; i < 11; i += 1) await db.query('UPDATE updated_later SET n = n + 1');
    // Up to 110 dead versions of 10 live rows: past 50 + 2.
    expect((await counts('updated_later')).dead).toBeGreaterThan(52);
    jest.advanceTimersByTime(1_000);
    await stop();
    expect((await counts('updated_later')).dead).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
