import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedIfChanged, seedVersion } from '../src/db/seed';
import { seedData } from '../src/db/seedData';
import { MIGRATIONS_DIR, SETUP_TIMEOUT, databases, openEmptyDatabase } from './helpers';

describe.each(databases())('the seed at start-up on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openEmptyDatabase(kind, '_seed');
    await migrate(db, MIGRATIONS_DIR);
  }, SETUP_TIMEOUT);
  afterAll(() => db.close());

  const price = async () =>
    (await db.query<{ p: number }>('SELECT price_3month AS p FROM plans WHERE id = 2')).rows[0]?.p;

  test('seeds once per version of the data, and skips a restart with the same data', async () => {
    expect(await seedIfChanged(db)).toBe(true);
    expect(await price()).toBe(180_000);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM seed_state');
    expect(rows).toEqual([{ version: seedVersion() }]);

    // A restart of the same release: no upserts, so a change by hand survives it.
    await db.query('UPDATE plans SET price_3month = 1 WHERE id = 2');
    expect(await seedIfChanged(db)).toBe(false);
    expect(await price()).toBe(1);

    // New seed data (a new release) is applied.
    const changed = {
      ...seedData,
      plans: seedData.plans.map((p) => (p.id === 2 ? { ...p, price_3month: 190_000 } : p)),
    };
    expect(seedVersion(changed)).not.toBe(seedVersion());
    expect(await seedIfChanged(db, changed)).toBe(true);
    expect(await price()).toBe(190_000);
    expect(await seedIfChanged(db, changed)).toBe(false);
  });
});
