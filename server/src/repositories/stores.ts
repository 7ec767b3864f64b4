/**
 * The merchant's store: its profile (with the page's address, the slug), whether it is published,
 * and its branches. Everything is keyed by the merchant, so a merchant reaches only their own rows.
 * Writes that depend on what is already there (a branch's position, the branch limit, an
 * idempotency key) run in a transaction that first locks the store's row, so two requests of the
 * same merchant take turns there.
 */
import type { Branch, BranchRequest, StoreProfile, StoreProfileRequest } from '@contract/store';
import { withinLimit } from '@contract/entitlements';
import { isValidSlug, nextSlug } from '@contract/slug';
import { isUniqueViolation, type Db } from '../db/db';
import { photoRefJson } from './photos';

/** The profile as saved (the slug is chosen separately, see `SlugChoice`). */
export type StoreInput = Omit<StoreProfileRequest, 'slug'>;

/** The slug typed by the merchant (it must be free), or a base to number until one is free. */
export type SlugChoice = { kind: 'typed'; slug: string } | { kind: 'derived'; base: string };

export interface StoreOverview {
  profile: StoreProfile | null;
  phoneVerified: boolean;
  branchCount: number;
  itemCount: number;
}

export type CreateBranchResult =
  | { kind: 'noStore' }
  | { kind: 'limit' }
  | { kind: 'created'; branch: Branch }
  /** The idempotency key was used before: the branch it created. */
  | { kind: 'replayed'; branch: Branch };

interface OverviewRow {
  phone_verified: boolean;
  branch_count: number;
  item_count: number;
  profile: StoreProfile | null;
}

const BRANCH_COLUMNS = 'id, name, address, township_id, phone, hours, slot_capacity';

/** How many candidates of a derived slug are looked up at once. */
const SLUG_BATCH = 20;
/** Numbers tried for a derived slug before giving up (a million shops of one name). */
const SLUG_MAX_NUMBER = 1_000_000;
/** Tries of a save whose slug another merchant took at the same moment. */
const SLUG_RACE_TRIES = 5;

/**
 * Locks the merchant's store row for the rest of the transaction; false when there is no store.
 * Every write below that counts or numbers rows of the store starts here.
 */
export async function lockStore(tx: Db, merchantId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM stores WHERE merchant_id = $1 FOR UPDATE', [
    merchantId,
  ]);
  return rows.length > 0;
}

export function createStoreRepository(db: Db) {
  /** The first of `base`, `base-2`, `base-3`, … that is a valid slug no other store has. */
  async function freeSlug(merchantId: number, base: string): Promise<string> {
    for (let first = 1; first < SLUG_MAX_NUMBER; first += SLUG_BATCH) {
      const candidates = Array.from({ length: SLUG_BATCH }, (_, i) =>
        first + i === 1 ? base : nextSlug(base, first + i),
      ).filter(isValidSlug);
      if (candidates.length === 0) break;
      const { rows } = await db.query<{ slug: string }>(
        'SELECT slug FROM stores WHERE slug = ANY($1::text[]) AND merchant_id <> $2',
        [candidates, merchantId],
      );
      const taken = new Set(rows.map((row) => row.slug));
      const free = candidates.find((candidate) => !taken.has(candidate));
      if (free !== undefined) return free;
    }
    throw new Error(`No free slug numbered from ${base}`);
  }

  async function upsert(merchantId: number, slug: string, input: StoreInput): Promise<void> {
    // A setting left out keeps the current one (the column's default for a new store).
    const settings = (['slot_capacity', 'max_party_size', 'orders_for_later'] as const).filter(
      (column) => input[column] !== undefined,
    );
    const columns = settings.map((column) => `, ${column}`).join('');
    const values = settings.map((_, i) => `, $${12 + i}`).join('');
    const updates = settings.map((column) => `${column} = EXCLUDED.${column},`).join(' ');
    await db.query(
      `INSERT INTO stores (merchant_id, slug, name, description, category_id, township_id, address,
                           phone, hours, logo_photo_id, cover_photo_id ${columns})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 ${values})
       ON CONFLICT (merchant_id) DO UPDATE SET
         slug = EXCLUDED.slug, name = EXCLUDED.name, description = EXCLUDED.description,
         category_id = EXCLUDED.category_id, township_id = EXCLUDED.township_id,
         address = EXCLUDED.address, phone = EXCLUDED.phone, hours = EXCLUDED.hours,
         logo_photo_id = EXCLUDED.logo_photo_id, cover_photo_id = EXCLUDED.cover_photo_id,
         ${updates}
         updated_at = now()`,
      [
        merchantId,
        slug,
        input.name,
        input.description,
        input.category_id,
        input.township_id,
        input.address,
        input.phone,
        JSON.stringify(input.hours),
        input.logo_photo_id,
        input.cover_photo_id,
        ...settings.map((column) => input[column]),
      ],
    );
  }

  return {
    /** The profile (null before the first save) and the facts the publishing checklist needs. */
    async overview(merchantId: number): Promise<StoreOverview> {
      const { rows } = await db.query<OverviewRow>(
        `SELECT m.phone_verified_at IS NOT NULL AS phone_verified,
                (SELECT count(*) FROM branches b WHERE b.merchant_id = m.id)::int AS branch_count,
                (SELECT count(*) FROM catalogue_items i WHERE i.merchant_id = m.id)::int
                  AS item_count,
                CASE WHEN s.merchant_id IS NULL THEN NULL ELSE json_build_object(
                  'slug', s.slug, 'name', s.name, 'description', s.description,
                  'category_id', s.category_id, 'township_id', s.township_id,
                  'district_id', t.district_id, 'address', s.address, 'phone', s.phone,
                  'hours', s.hours,
                  'logo', ${photoRefJson('s.logo_photo_id')},
                  'cover', ${photoRefJson('s.cover_photo_id')},
                  'published', s.published_at IS NOT NULL,
                  'slot_capacity', s.slot_capacity,
                  'max_party_size', s.max_party_size,
                  'orders_for_later', s.orders_for_later) END AS profile
           FROM merchants m
           LEFT JOIN stores s ON s.merchant_id = m.id
           LEFT JOIN townships t ON t.id = s.township_id
          WHERE m.id = $1`,
        [merchantId],
      );
      const row = rows[0];
      if (!row) throw new Error(`Merchant ${merchantId} not found`);
      return {
        profile: row.profile,
        phoneVerified: row.phone_verified,
        branchCount: row.branch_count,
        itemCount: row.item_count,
      };
    },

    /** The store's slug, or null when the merchant has no store yet. */
    async currentSlug(merchantId: number): Promise<string | null> {
      const { rows } = await db.query<{ slug: string }>(
        'SELECT slug FROM stores WHERE merchant_id = $1',
        [merchantId],
      );
      return rows[0]?.slug ?? null;
    },

    /**
     * Creates or updates the store. A typed slug another store has is refused; a derived one is
     * numbered until it is free, and numbered again if another store took it at the same moment.
     */
    async save(
      merchantId: number,
      input: StoreInput,
      choice: SlugChoice,
    ): Promise<{ ok: true; slug: string } | { ok: false; reason: 'slugTaken' }> {
      for (let attempt = 1; ; attempt += 1) {
        const slug =
          choice.kind === 'typed' ? choice.slug : await freeSlug(merchantId, choice.base);
        try {
          await upsert(merchantId, slug, input);
          return { ok: true, slug };
        } catch (error) {
          if (!isUniqueViolation(error, 'stores_slug_key')) throw error;
          if (choice.kind === 'typed' || attempt >= SLUG_RACE_TRIES) {
            return { ok: false, reason: 'slugTaken' };
          }
        }
      }
    },

    /** Whether another merchant's store has `slug`. */
    async slugTaken(merchantId: number, slug: string): Promise<boolean> {
      const { rows } = await db.query(
        'SELECT 1 FROM stores WHERE slug = $1 AND merchant_id <> $2',
        [slug, merchantId],
      );
      return rows.length > 0;
    },

    /** Publishes or unpublishes; false when the merchant has no store. */
    async setPublished(merchantId: number, published: boolean): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE stores
            SET published_at = CASE WHEN $2 THEN coalesce(published_at, now()) ELSE NULL END,
                updated_at = now()
          WHERE merchant_id = $1
          RETURNING merchant_id`,
        [merchantId, published],
      );
      return rows.length > 0;
    },

    async branches(merchantId: number): Promise<Branch[]> {
      const { rows } = await db.query<Branch>(
        `SELECT ${BRANCH_COLUMNS} FROM branches WHERE merchant_id = $1 ORDER BY position, id`,
        [merchantId],
      );
      return rows;
    },

    /**
     * Adds a branch at the end, unless the merchant has `limit` branches already (null: no
     * limit). A key used before answers the branch it created, whatever the limit says now.
     */
    async createBranch(
      merchantId: number,
      input: BranchRequest,
      idempotencyKey: string | undefined,
      limit: number | null,
    ): Promise<CreateBranchResult> {
      return db.transaction(async (tx): Promise<CreateBranchResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' };
        if (idempotencyKey !== undefined) {
          const first = await tx.query<Branch>(
            `SELECT ${BRANCH_COLUMNS} FROM branches WHERE merchant_id = $1 AND idempotency_key = $2`,
            [merchantId, idempotencyKey],
          );
          if (first.rows[0]) return { kind: 'replayed', branch: first.rows[0] };
        }
        const counted = await tx.query<{ n: number; next: number }>(
          `SELECT count(*)::int AS n, coalesce(max(position) + 1, 0)::int AS next
             FROM branches WHERE merchant_id = $1`,
          [merchantId],
        );
        const { n = 0, next = 0 } = counted.rows[0] ?? {};
        if (!withinLimit(n, limit)) return { kind: 'limit' };
        // Without slot_capacity, the column's default.
        const capacity = input.slot_capacity !== undefined;
        const { rows } = await tx.query<Branch>(
          `INSERT INTO branches (merchant_id, name, address, township_id, phone, hours, position,
                                 idempotency_key ${capacity ? ', slot_capacity' : ''})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8 ${capacity ? ', $9' : ''})
           RETURNING ${BRANCH_COLUMNS}`,
          [
            merchantId,
            input.name,
            input.address,
            input.township_id,
            input.phone,
            JSON.stringify(input.hours),
            next,
            idempotencyKey ?? null,
            ...(capacity ? [input.slot_capacity] : []),
          ],
        );
        const branch = rows[0];
        if (!branch) throw new Error('INSERT returned no row');
        return { kind: 'created', branch };
      });
    },

    /** Replaces a branch of the merchant; null when the merchant has no such branch. */
    async updateBranch(
      merchantId: number,
      branchId: number,
      input: BranchRequest,
    ): Promise<Branch | null> {
      const { rows } = await db.query<Branch>(
        `UPDATE branches
            SET name = $3, address = $4, township_id = $5, phone = $6, hours = $7,
                slot_capacity = coalesce($8::int, slot_capacity), updated_at = now()
          WHERE merchant_id = $1 AND id = $2
          RETURNING ${BRANCH_COLUMNS}`,
        [
          merchantId,
          branchId,
          input.name,
          input.address,
          input.township_id,
          input.phone,
          JSON.stringify(input.hours),
          input.slot_capacity ?? null,
        ],
      );
      return rows[0] ?? null;
    },

    /** Removes a branch of the merchant, closing the gap in the order; false when not found. */
    async deleteBranch(merchantId: number, branchId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockStore(tx, merchantId))) return false;
        const { rows } = await tx.query<{ position: number }>(
          'DELETE FROM branches WHERE merchant_id = $1 AND id = $2 RETURNING position',
          [merchantId, branchId],
        );
        const deleted = rows[0];
        if (!deleted) return false;
        await tx.query(
          'UPDATE branches SET position = position - 1 WHERE merchant_id = $1 AND position > $2',
          [merchantId, deleted.position],
        );
        return true;
      });
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
