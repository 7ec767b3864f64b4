import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate, migrationFiles } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seed } from '../src/db/seed';
import { seedData } from '../src/db/seedData';
import {
  MIGRATIONS_DIR,
  SETUP_TIMEOUT,
  buildTestApp,
  databases,
  openEmptyDatabase,
  openPgliteDb,
  recreateSchema,
  registerMerchant,
  schemaUrl,
  tempDir,
  useTestDatabase,
  workerSchema,
  type DatabaseKind,
} from './helpers';

const REFERENCE_TABLES = [
  'districts',
  'townships',
  'categories',
  'plans',
  'addon_types',
  'calculator_plans',
  'calculator_addons',
];

async function counts(db: Db) {
  const out: Record<string, number | undefined> = {};
  for (const table of REFERENCE_TABLES) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    out[table] = rows[0]?.n;
  }
  return out;
}

/** Row versions: an unchanged row keeps its xmin, a rewritten one gets a new one. */
async function rowVersions(db: Db) {
  const out: Record<string, string[]> = {};
  for (const table of REFERENCE_TABLES) {
    const { rows } = await db.query<{ v: string }>(
      `SELECT id || ':' || xmin AS v FROM ${table} ORDER BY id`,
    );
    out[table] = rows.map((r) => r.v);
  }
  return out;
}

describe.each(databases())('database on %s', (kind) => {
  const database = useTestDatabase(kind);

  test('migrations are recorded and not applied twice', async () => {
    const files = await migrationFiles(MIGRATIONS_DIR);
    expect(files[0]).toBe('001_init.sql');
    expect(await migrate(database.db, MIGRATIONS_DIR)).toEqual([]);
    const { rows } = await database.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(files);
  });

  test('the seed gives the expected counts and running it again changes nothing', async () => {
    const before = await counts(database.db);
    expect(before).toEqual({
      districts: seedData.districts.length,
      townships: seedData.districts.flatMap((d) => d.townships).length,
      categories: seedData.categories.length,
      plans: 3,
      addon_types: 6,
      calculator_plans: 3,
      calculator_addons: seedData.calculatorAddons.length,
    });
    const versions = await rowVersions(database.db);
    await seed(database.db);
    await seed(database.db);
    expect(await counts(database.db)).toEqual(before);
    // Same ids, and no row rewritten.
    expect(await rowVersions(database.db)).toEqual(versions);
  });

  test('the seed restores reference rows changed by hand and keeps their ids', async () => {
    await database.db.query(`UPDATE plans SET price_3month = 1 WHERE id = 2`);
    await database.db.query(`UPDATE townships SET district_id = 5 WHERE name = 'Kamayut'`);
    const kamayut = await database.db.query<{ id: number }>(
      `SELECT id FROM townships WHERE name = 'Kamayut'`,
    );
    await seed(database.db);
    const plan = await database.db.query<{ price_3month: number }>(
      'SELECT price_3month FROM plans WHERE id = 2',
    );
    expect(plan.rows).toEqual([{ price_3month: 180_000 }]);
    const township = await database.db.query<{ id: number; district: string }>(
      `SELECT t.id, d.name AS district FROM townships t JOIN districts d ON d.id = t.district_id
        WHERE t.name = 'Kamayut'`,
    );
    expect(township.rows).toEqual([{ id: kamayut.rows[0]?.id, district: 'Yangon West' }]);
  });

  test(
    'two processes migrating an empty database at once apply each migration once',
    async () => {
      const first = await openEmptyDatabase(kind, '_race');
      // On PostgreSQL a second pool is a second process's connection; PGlite has one connection.
      const second = kind === 'postgres' ? openPostgres(schemaUrl(workerSchema('_race'))) : first;
      try {
        const results = await Promise.all([
          migrate(first, MIGRATIONS_DIR),
          migrate(second, MIGRATIONS_DIR),
        ]);
        const files = await migrationFiles(MIGRATIONS_DIR);
        expect(results.map((r) => r.length).sort()).toEqual([0, files.length]);
        const { rows } = await first.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM schema_migrations',
        );
        expect(rows[0]?.n).toBe(files.length);
      } finally {
        if (second !== first) await second.close();
        await first.close();
      }
    },
    SETUP_TIMEOUT,
  );

  test(
    'a failing migration leaves nothing behind',
    async () => {
      const dir = await tempDir('migrations');
      await writeFile(path.join(dir, '001_ok.sql'), 'CREATE TABLE fine (id int);');
      await writeFile(
        path.join(dir, '002_broken.sql'),
        'CREATE TABLE broken (id int); SELECT no_such_function();',
      );
      const db = await openEmptyDatabase(kind, '_broken');
      try {
        await expect(migrate(db, dir)).rejects.toMatchObject({ code: '42883' });
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM information_schema.tables
          WHERE table_name IN ('fine', 'broken', 'schema_migrations') AND table_schema = current_schema()`,
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await db.close();
      }
    },
    SETUP_TIMEOUT,
  );
});

/** Opens the same stored database again and again, as successive server processes would. */
async function storage(kind: DatabaseKind): Promise<() => Promise<Db>> {
  if (kind === 'pglite') {
    const dir = await tempDir('pglite-data');
    return () => openPgliteDb(dir);
  }
  const schema = workerSchema('_restart');
  await recreateSchema(schema);
  return async () => openPostgres(schemaUrl(schema));
}

describe.each(databases())('restart on %s', (kind) => {
  test(
    'registered merchants can log in after the database is closed and reopened',
    async () => {
      const open = await storage(kind);
      const start = async (): Promise<{ app: App; db: Db }> => {
        const db = await open();
        await migrate(db, MIGRATIONS_DIR);
        await seed(db);
        const app = buildTestApp(db);
        await app.ready();
        return { app, db };
      };

      const first = await start();
      const registered = await registerMerchant(first.app);
      await first.app.close();
      await first.db.close();

      const second = await start();
      try {
        const login = await second.app.inject({
          method: 'POST',
          url: '/api/merchant/login',
          payload: { phone: registered.payload.phone, password: registered.payload.password },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().user).toEqual(registered.user);
        // The token issued before the restart is still valid.
        const categories = await second.app.inject({
          method: 'GET',
          url: '/api/backend/getCategories',
          headers: { authorization: `Bearer ${registered.token}` },
        });
        expect(categories.statusCode).toBe(200);
      } finally {
        await second.app.close();
        await second.db.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
