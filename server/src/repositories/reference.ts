/** Reference data: districts, townships, categories, plans, add-on types and the calculator's rows. */
import type {
  AddonType,
  CalculatorAddon,
  CalculatorPlan,
  NamedItem,
  Plan,
  ReferenceItem,
} from '@contract';
import type { Db } from '../db/db';
import type { Language } from '../i18n';
import type { SeedData } from '../db/seedData';

export interface District extends NamedItem {
  code: string;
}

/**
 * The lists as last read, per database: every page asks for them and they change only through
 * `upsert` (the seed) and the back office's price changes (repositories/priceChanges.ts), which
 * empty the cache; a price change also notifies the other API processes on the database, which
 * empty theirs (plugins/app/priceChanges.ts). Callers share the cached arrays and must not change
 * them (they are frozen).
 */
const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Forgets the cached lists of `db`. Writers call it once their transaction has committed, so no
 * request can cache rows of the old version after it.
 */
export function invalidateReferenceCache(db: Db): void {
  caches.get(db)?.clear();
}

function cached<T extends object>(db: Db, key: string, sql: string): Promise<readonly T[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key) as Promise<readonly T[]> | undefined;
  if (hit) return hit;
  const load = db
    .query<T>(sql)
    .then(({ rows }) => Object.freeze(rows.map((r) => Object.freeze(r))));
  cache.set(key, load);
  // A failed read is not kept: the next request tries again.
  load.catch(() => {
    if (cache.get(key) === load) cache.delete(key);
  });
  return load;
}

export function createReferenceRepository(db: Db) {
  return {
    /** With its Burmese name beside the English one, as are townships and categories. */
    districts(): Promise<readonly ReferenceItem[]> {
      return cached(db, 'districts', 'SELECT id, name, name_my FROM districts ORDER BY id');
    },

    /** All townships, not filtered by district (the client does not filter them either). */
    townships(): Promise<readonly ReferenceItem[]> {
      return cached(db, 'townships', 'SELECT id, name, name_my FROM townships ORDER BY id');
    },

    /**
     * The townships of one district, in the same order as `townships`; undefined for a district
     * that does not exist (an empty district is an empty list).
     */
    async townshipsOfDistrict(districtId: number): Promise<readonly ReferenceItem[] | undefined> {
      const [districts, townships] = await Promise.all([
        cached<ReferenceItem>(
          db,
          'districts',
          'SELECT id, name, name_my FROM districts ORDER BY id',
        ),
        cached<ReferenceItem & { district_id: number }>(
          db,
          'townshipsWithDistrict',
          'SELECT id, name, name_my, district_id FROM townships ORDER BY id',
        ),
      ]);
      if (!districts.some((district) => district.id === districtId)) return undefined;
      return townships
        .filter((township) => township.district_id === districtId)
        .map(({ id, name, name_my }) => ({ id, name, name_my }));
    },

    categories(): Promise<readonly ReferenceItem[]> {
      return cached(
        db,
        'categories',
        'SELECT id, name, name_my FROM categories ORDER BY position, id',
      );
    },

    /**
     * The lists above with their names in `language` (the English name where a row has none in
     * Burmese), for answers that name places and categories in the request's language.
     */
    namesIn(language: Language): {
      districts: Promise<readonly NamedItem[]>;
      townships: Promise<readonly NamedItem[]>;
      categories: Promise<readonly NamedItem[]>;
    } {
      const name = language === 'my' ? 'coalesce(name_my, name)' : 'name';
      return {
        districts: cached(
          db,
          `districts:${language}`,
          `SELECT id, ${name} AS name FROM districts ORDER BY id`,
        ),
        townships: cached(
          db,
          `townships:${language}`,
          `SELECT id, ${name} AS name FROM townships ORDER BY id`,
        ),
        categories: cached(
          db,
          `categories:${language}`,
          `SELECT id, ${name} AS name FROM categories ORDER BY position, id`,
        ),
      };
    },

    plans(): Promise<readonly Plan[]> {
      return cached(
        db,
        'plans',
        `SELECT id, name, price_3month, price_6month, price_12month, max_branches, max_users,
                max_posts_per_month, allow_stamp_card, allow_point_collection, allow_membership
           FROM plans ORDER BY id`,
      );
    },

    addonTypes(): Promise<readonly AddonType[]> {
      return cached(db, 'addonTypes', 'SELECT id, name, price_3month FROM addon_types ORDER BY id');
    },

    calculatorPlans(): Promise<readonly CalculatorPlan[]> {
      return cached(
        db,
        'calculatorPlans',
        'SELECT name, price FROM calculator_plans ORDER BY position, id',
      );
    },

    /** In position order: the calculator treats the seventh row specially. */
    calculatorAddons(): Promise<readonly CalculatorAddon[]> {
      return cached(
        db,
        'calculatorAddons',
        'SELECT name, unit, price FROM calculator_addons ORDER BY position, id',
      );
    },

    async findDistrict(id: number): Promise<District | undefined> {
      const { rows } = await db.query<District>(
        'SELECT id, name, code FROM districts WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    async findTownship(id: number): Promise<NamedItem | undefined> {
      const { rows } = await db.query<NamedItem>('SELECT id, name FROM townships WHERE id = $1', [
        id,
      ]);
      return rows[0];
    },

    /** Whether the township lies in the district (a registration names both). */
    async townshipInDistrict(townshipId: number, districtId: number): Promise<boolean> {
      const { rows } = await db.query(
        'SELECT 1 FROM townships WHERE id = $1 AND district_id = $2',
        [townshipId, districtId],
      );
      return rows.length > 0;
    },

    /**
     * Inserts or updates every row of `data` by its natural key (district code, township, category
     * and calculator names; plan and add-on ids, which the wire contract fixes). A plan or add-on
     * whose prices an operator changed in the back office (a change applied or scheduled) keeps
     * its prices and limits whatever the seed says; rows no operator touched follow the seed, as
     * before the back office existed. Rows are passed as
     * one JSON document per table, so each table takes one statement. Rows missing from `data` are
     * left alone: merchants may still refer to them. Empties the cache of `db` (a caller writing
     * through a transaction handle invalidates the outer database after committing: see seed).
     */
    async upsert(data: SeedData): Promise<void> {
      invalidateReferenceCache(db);
      const json = (rows: unknown[]) => JSON.stringify(rows);
      const ordered = <T>(rows: T[]) => rows.map((row, n) => ({ ...row, n }));

      await db.query(
        `INSERT INTO districts (code, name, region)
         SELECT code, name, region
           FROM jsonb_to_recordset($1::jsonb) AS d(code text, name text, region text, n int)
          ORDER BY n
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, region = EXCLUDED.region
          WHERE (districts.name, districts.region) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.region)`,
        [json(ordered(data.districts.map(({ code, name, region }) => ({ code, name, region }))))],
      );

      const townships = data.districts.flatMap((d) =>
        d.townships.map((name) => ({ name, code: d.code })),
      );
      await db.query(
        `INSERT INTO townships (name, district_id)
         SELECT t.name, d.id
           FROM jsonb_to_recordset($1::jsonb) AS t(name text, code text, n int)
           JOIN districts d ON d.code = t.code
          ORDER BY t.n
         ON CONFLICT (name) DO UPDATE SET district_id = EXCLUDED.district_id
          WHERE townships.district_id <> EXCLUDED.district_id`,
        [json(ordered(townships))],
      );

      await db.query(
        `INSERT INTO categories (name, position)
         SELECT name, n FROM jsonb_to_recordset($1::jsonb) AS c(name text, n int) ORDER BY n
         ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position
          WHERE categories.position <> EXCLUDED.position`,
        [json(ordered(data.categories.map((name) => ({ name }))))],
      );

      await db.query(
        `INSERT INTO plans (id, name, price_3month, price_6month, price_12month, max_branches,
                            max_users, max_posts_per_month, allow_stamp_card,
                            allow_point_collection, allow_membership)
         SELECT p.id, p.name,
                CASE WHEN m.id IS NULL THEN p.price_3month ELSE m.price_3month END,
                CASE WHEN m.id IS NULL THEN p.price_6month ELSE m.price_6month END,
                CASE WHEN m.id IS NULL THEN p.price_12month ELSE m.price_12month END,
                CASE WHEN m.id IS NULL THEN p.max_branches ELSE m.max_branches END,
                CASE WHEN m.id IS NULL THEN p.max_users ELSE m.max_users END,
                CASE WHEN m.id IS NULL THEN p.max_posts_per_month ELSE m.max_posts_per_month END,
                p.allow_stamp_card, p.allow_point_collection, p.allow_membership
           FROM jsonb_to_recordset($1::jsonb) AS p(
             id int, name text, price_3month int, price_6month int, price_12month int,
             max_branches int, max_users int, max_posts_per_month int, allow_stamp_card boolean,
             allow_point_collection boolean, allow_membership boolean)
           -- A plan whose prices an operator has changed (or scheduled a change of) keeps its
           -- prices and limits: they are the back office's, not the seed's.
           LEFT JOIN plans m ON m.id = p.id AND EXISTS (
             SELECT 1 FROM price_changes c WHERE c.plan_id = p.id AND c.status <> 'cancelled')
         ON CONFLICT (id) DO UPDATE SET
           name = EXCLUDED.name, price_3month = EXCLUDED.price_3month,
           price_6month = EXCLUDED.price_6month, price_12month = EXCLUDED.price_12month,
           max_branches = EXCLUDED.max_branches, max_users = EXCLUDED.max_users,
           max_posts_per_month = EXCLUDED.max_posts_per_month,
           allow_stamp_card = EXCLUDED.allow_stamp_card,
           allow_point_collection = EXCLUDED.allow_point_collection,
           allow_membership = EXCLUDED.allow_membership
          WHERE plans IS DISTINCT FROM EXCLUDED`,
        [json(data.plans)],
      );

      await db.query(
        `INSERT INTO addon_types (id, name, price_3month)
         SELECT a.id, a.name,
                CASE WHEN m.id IS NULL THEN a.price_3month ELSE m.price_3month END
           FROM jsonb_to_recordset($1::jsonb) AS a(id int, name text, price_3month int)
           LEFT JOIN addon_types m ON m.id = a.id AND EXISTS (
             SELECT 1 FROM price_changes c
              WHERE c.addon_type_id = a.id AND c.status <> 'cancelled')
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, price_3month = EXCLUDED.price_3month
          WHERE addon_types IS DISTINCT FROM EXCLUDED`,
        [json(data.addonTypes)],
      );

      await db.query(
        `INSERT INTO calculator_plans (name, price, position)
         SELECT name, price, n FROM jsonb_to_recordset($1::jsonb) AS p(name text, price int, n int)
          ORDER BY n
         ON CONFLICT (name) DO UPDATE SET price = EXCLUDED.price, position = EXCLUDED.position
          WHERE (calculator_plans.price, calculator_plans.position)
                IS DISTINCT FROM (EXCLUDED.price, EXCLUDED.position)`,
        [json(ordered(data.calculatorPlans))],
      );

      await db.query(
        `INSERT INTO calculator_addons (name, unit, price, position)
         SELECT name, unit, price, n
           FROM jsonb_to_recordset($1::jsonb) AS a(name text, unit text, price int, n int)
          ORDER BY n
         ON CONFLICT (name) DO UPDATE SET
           unit = EXCLUDED.unit, price = EXCLUDED.price, position = EXCLUDED.position
          WHERE (calculator_addons.unit, calculator_addons.price, calculator_addons.position)
                IS DISTINCT FROM (EXCLUDED.unit, EXCLUDED.price, EXCLUDED.position)`,
        [json(ordered(data.calculatorAddons))],
      );

      if (data.burmese) {
        const pairs = (names: Record<string, string>) =>
          json(Object.entries(names).map(([key, name_my]) => ({ key, name_my })));
        for (const [table, key, names] of [
          ['districts', 'code', data.burmese.districts],
          ['townships', 'name', data.burmese.townships],
          ['categories', 'name', data.burmese.categories],
        ] as const) {
          await db.query(
            `UPDATE ${table} t SET name_my = b.name_my
               FROM jsonb_to_recordset($1::jsonb) AS b(key text, name_my text)
              WHERE t.${key} = b.key AND t.name_my IS DISTINCT FROM b.name_my`,
            [pairs(names)],
          );
        }
      }
      invalidateReferenceCache(db);
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
