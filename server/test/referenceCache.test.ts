import type { Plan } from '@contract';
import { seed } from '../src/db/seed';
import { createReferenceRepository, invalidateReferenceCache } from '../src/repositories/reference';
import { buildTestApp, databases, useTestDatabase } from './helpers';

describe.each(databases())('reference data cache on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    // Starts from the seeded rows with nothing cached.
    await seed(database.db);
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await seed(database.db);
  });

  const plans = async () =>
    (await app.inject({ method: 'GET', url: '/api/backend/getplans' })).json<Plan[]>();

  test('answers from memory once read, and reads again after the seed writes', async () => {
    const before = await plans();
    const basic = before.find((p) => p.id === 2);
    expect(basic?.price_3month).toBe(180_000);

    // A change behind the repository's back is not seen: the answer comes from memory.
    await database.db.query('UPDATE plans SET price_3month = 1 WHERE id = 2');
    expect(await plans()).toEqual(before);

    // The seed is a write through the repository: it restores the row and empties the cache.
    await seed(database.db);
    expect(await plans()).toEqual(before);
    await database.db.query('UPDATE plans SET price_3month = 2 WHERE id = 2');
    await seed(database.db);
    expect((await plans()).find((p) => p.id === 2)?.price_3month).toBe(180_000);
  });

  test('a write through any repository empties the cache of the database', async () => {
    const reader = createReferenceRepository(database.db);
    const first = await reader.plans();
    expect(await reader.plans()).toBe(first);

    await database.db.query(`UPDATE plans SET name = 'Renamed' WHERE id = 2`);
    await createReferenceRepository(database.db).upsert({
      districts: [],
      categories: [],
      plans: [],
      addonTypes: [],
      calculatorPlans: [],
      calculatorAddons: [],
    });
    const after = await reader.plans();
    expect(after).not.toBe(first);
    expect(after.find((p) => p.id === 2)?.name).toBe('Renamed');

    // Writers through a transaction handle invalidate the database once committed.
    await database.db.query(`UPDATE plans SET name = 'Renamed again' WHERE id = 2`);
    expect(await reader.plans()).toBe(after);
    invalidateReferenceCache(database.db);
    expect((await reader.plans()).find((p) => p.id === 2)?.name).toBe('Renamed again');
  });

  test('cached lists are frozen, so no caller can change what others will be sent', async () => {
    const list = await createReferenceRepository(database.db).townships();
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
  });
});
