/**
 * The store's catalogue: menu sections and items (products, services, menu items). Positions are
 * dense (0, 1, 2, … within a group) and computed inside a transaction that first locks the
 * store's row, so two requests of one merchant cannot give two rows the same place. A group is a
 * kind for products and services, and a menu section for menu items.
 */
import type {
  Catalogue,
  CatalogueItem,
  CatalogueItemRequest,
  ItemKind,
  MenuSection,
} from '@contract/store';
import { STORE_LIMITS } from '@contract/store';
import type { Db } from '../db/db';
import { photoRefJson } from './photos';
import { lockStore } from './stores';

export type CreateSectionResult =
  | { kind: 'noStore' }
  | { kind: 'limit' }
  | { kind: 'created'; section: MenuSection }
  /** The idempotency key was used before: the section it created. */
  | { kind: 'replayed'; section: MenuSection };

export type DeleteSectionResult = 'notFound' | 'hasItems' | 'deleted';

export type CreateItemResult =
  | { kind: 'noStore' }
  | { kind: 'limit' }
  /** The menu section named is not one of the merchant's. */
  | { kind: 'badSection' }
  | { kind: 'created'; item: CatalogueItem }
  /** The idempotency key was used before: the item it created. */
  | { kind: 'replayed'; item: CatalogueItem };

export type UpdateItemResult =
  { kind: 'notFound' } | { kind: 'badSection' } | { kind: 'updated'; item: CatalogueItem };

/** Where an item sits: its kind and, for a menu item, its section. */
interface Group {
  kind: ItemKind;
  section_id: number | null;
}

const ITEM_COLUMNS = `i.id, i.kind, i.section_id, i.name, i.description, i.price,
  ${photoRefJson('i.photo_id')} AS photo, i.available, item_sold_out_at(i.id) AS sold_out_at,
  item_option_groups_json(i.id) AS options`;

/** Products, then services, then menu items (by their section's place), each by position. */
const ITEM_ORDER = `CASE i.kind WHEN 'product' THEN 0 WHEN 'service' THEN 1 ELSE 2 END,
  (SELECT s.position FROM menu_sections s WHERE s.id = i.section_id) NULLS FIRST, i.position, i.id`;

/** An item says what choices it has only when it has some. */
function withChoices(item: CatalogueItem): CatalogueItem {
  if (item.options === undefined || item.options.length > 0) return item;
  const { options: _none, ...rest } = item;
  return rest;
}

/** The group condition over `catalogue_items` with the merchant as $1, kind $2 and section $3. */
const IN_GROUP = 'merchant_id = $1 AND kind = $2 AND section_id IS NOT DISTINCT FROM $3::int';

async function itemById(tx: Db, merchantId: number, itemId: number): Promise<CatalogueItem> {
  const { rows } = await tx.query<CatalogueItem>(
    `SELECT ${ITEM_COLUMNS} FROM catalogue_items i WHERE i.merchant_id = $1 AND i.id = $2`,
    [merchantId, itemId],
  );
  const item = rows[0] && withChoices(rows[0]);
  if (!item) throw new Error(`Item ${itemId} not found`);
  return item;
}

async function ownSection(tx: Db, merchantId: number, sectionId: number | null): Promise<boolean> {
  if (sectionId === null) return true;
  const { rows } = await tx.query(
    'SELECT 1 FROM menu_sections WHERE merchant_id = $1 AND id = $2',
    [merchantId, sectionId],
  );
  return rows.length > 0;
}

async function nextPosition(tx: Db, merchantId: number, group: Group): Promise<number> {
  const { rows } = await tx.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0)::int AS next FROM catalogue_items WHERE ${IN_GROUP}`,
    [merchantId, group.kind, group.section_id],
  );
  return rows[0]?.next ?? 0;
}

/** Moves the items after `position` in `group` one place up, closing the gap an item left. */
async function closeGap(tx: Db, merchantId: number, group: Group, position: number) {
  await tx.query(
    `UPDATE catalogue_items SET position = position - 1 WHERE ${IN_GROUP} AND position > $4`,
    [merchantId, group.kind, group.section_id, position],
  );
}

/** Gives the rows of `table` with `ids` the positions 0, 1, 2, … in the order of `ids`. */
async function setOrder(tx: Db, table: 'menu_sections' | 'catalogue_items', ids: number[]) {
  await tx.query(
    `UPDATE ${table} AS t SET position = o.ord - 1
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ord)
      WHERE t.id = o.id`,
    [ids],
  );
}

export function createCatalogueRepository(db: Db) {
  async function catalogue(merchantId: number): Promise<Catalogue> {
    const sections = await db.query<MenuSection>(
      'SELECT id, name FROM menu_sections WHERE merchant_id = $1 ORDER BY position, id',
      [merchantId],
    );
    const items = await db.query<CatalogueItem>(
      `SELECT ${ITEM_COLUMNS} FROM catalogue_items i WHERE i.merchant_id = $1 ORDER BY ${ITEM_ORDER}`,
      [merchantId],
    );
    return { sections: sections.rows, items: items.rows.map(withChoices) };
  }

  return {
    /** Sections by position; items by kind, then section, then position. */
    catalogue,

    /** Adds a section at the end; a key used before answers the section it created. */
    async createSection(
      merchantId: number,
      name: string,
      idempotencyKey: string | undefined,
    ): Promise<CreateSectionResult> {
      return db.transaction(async (tx): Promise<CreateSectionResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' };
        if (idempotencyKey !== undefined) {
          const first = await tx.query<MenuSection>(
            'SELECT id, name FROM menu_sections WHERE merchant_id = $1 AND idempotency_key = $2',
            [merchantId, idempotencyKey],
          );
          if (first.rows[0]) return { kind: 'replayed', section: first.rows[0] };
        }
        const counted = await tx.query<{ n: number; next: number }>(
          `SELECT count(*)::int AS n, coalesce(max(position) + 1, 0)::int AS next
             FROM menu_sections WHERE merchant_id = $1`,
          [merchantId],
        );
        const { n = 0, next = 0 } = counted.rows[0] ?? {};
        if (n >= STORE_LIMITS.sections) return { kind: 'limit' };
        const { rows } = await tx.query<MenuSection>(
          `INSERT INTO menu_sections (merchant_id, name, position, idempotency_key)
           VALUES ($1, $2, $3, $4)
           RETURNING id, name`,
          [merchantId, name, next, idempotencyKey ?? null],
        );
        const section = rows[0];
        if (!section) throw new Error('INSERT returned no row');
        return { kind: 'created', section };
      });
    },

    async renameSection(
      merchantId: number,
      sectionId: number,
      name: string,
    ): Promise<MenuSection | null> {
      const { rows } = await db.query<MenuSection>(
        'UPDATE menu_sections SET name = $3 WHERE merchant_id = $1 AND id = $2 RETURNING id, name',
        [merchantId, sectionId, name],
      );
      return rows[0] ?? null;
    },

    /** Deletes an empty section; one that still holds items stays, and says so. */
    async deleteSection(merchantId: number, sectionId: number): Promise<DeleteSectionResult> {
      return db.transaction(async (tx): Promise<DeleteSectionResult> => {
        if (!(await lockStore(tx, merchantId))) return 'notFound';
        const found = await tx.query<{ position: number; items: number }>(
          `SELECT position,
                  (SELECT count(*) FROM catalogue_items WHERE section_id = s.id)::int AS items
             FROM menu_sections s WHERE merchant_id = $1 AND id = $2`,
          [merchantId, sectionId],
        );
        const section = found.rows[0];
        if (!section) return 'notFound';
        if (section.items > 0) return 'hasItems';
        await tx.query('DELETE FROM menu_sections WHERE id = $1', [sectionId]);
        await tx.query(
          'UPDATE menu_sections SET position = position - 1 WHERE merchant_id = $1 AND position > $2',
          [merchantId, section.position],
        );
        return 'deleted';
      });
    },

    /**
     * Puts the sections in the order of `ids`, which must be every section of the merchant, once
     * each; false (nothing changed) otherwise.
     */
    async reorderSections(merchantId: number, ids: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockStore(tx, merchantId))) return false;
        const { rows } = await tx.query<{ id: number }>(
          'SELECT id FROM menu_sections WHERE merchant_id = $1',
          [merchantId],
        );
        const own = new Set(rows.map((row) => row.id));
        if (own.size !== ids.length || !ids.every((id) => own.has(id))) return false;
        await setOrder(tx, 'menu_sections', ids);
        return true;
      });
    },

    /**
     * Adds an item at the end of its group. A key used before answers the item it created,
     * whatever else has changed since.
     */
    async createItem(
      merchantId: number,
      input: CatalogueItemRequest,
      idempotencyKey: string | undefined,
    ): Promise<CreateItemResult> {
      return db.transaction(async (tx): Promise<CreateItemResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' };
        if (idempotencyKey !== undefined) {
          const first = await tx.query<{ id: number }>(
            'SELECT id FROM catalogue_items WHERE merchant_id = $1 AND idempotency_key = $2',
            [merchantId, idempotencyKey],
          );
          const id = first.rows[0]?.id;
          if (id !== undefined)
            return { kind: 'replayed', item: await itemById(tx, merchantId, id) };
        }
        if (!(await ownSection(tx, merchantId, input.section_id))) return { kind: 'badSection' };
        const counted = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM catalogue_items WHERE merchant_id = $1',
          [merchantId],
        );
        if ((counted.rows[0]?.n ?? 0) >= STORE_LIMITS.items) return { kind: 'limit' };
        const position = await nextPosition(tx, merchantId, input);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO catalogue_items (merchant_id, kind, section_id, name, description, price,
                                        photo_id, available, position, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           RETURNING id`,
          [
            merchantId,
            input.kind,
            input.section_id,
            input.name,
            input.description,
            input.price,
            input.photo_id,
            input.available,
            position,
            idempotencyKey ?? null,
          ],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('INSERT returned no row');
        return { kind: 'created', item: await itemById(tx, merchantId, id) };
      });
    },

    /** Replaces an item; one moved to another group goes to the end of it. */
    async updateItem(
      merchantId: number,
      itemId: number,
      input: CatalogueItemRequest,
    ): Promise<UpdateItemResult> {
      return db.transaction(async (tx): Promise<UpdateItemResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'notFound' };
        const found = await tx.query<Group & { position: number }>(
          'SELECT kind, section_id, position FROM catalogue_items WHERE merchant_id = $1 AND id = $2',
          [merchantId, itemId],
        );
        const current = found.rows[0];
        if (!current) return { kind: 'notFound' };
        if (!(await ownSection(tx, merchantId, input.section_id))) return { kind: 'badSection' };
        const moved = current.kind !== input.kind || current.section_id !== input.section_id;
        const position = moved ? await nextPosition(tx, merchantId, input) : current.position;
        await tx.query(
          `UPDATE catalogue_items
              SET kind = $3, section_id = $4, name = $5, description = $6, price = $7,
                  photo_id = $8, available = $9, position = $10, updated_at = now()
            WHERE merchant_id = $1 AND id = $2`,
          [
            merchantId,
            itemId,
            input.kind,
            input.section_id,
            input.name,
            input.description,
            input.price,
            input.photo_id,
            input.available,
            position,
          ],
        );
        if (moved) await closeGap(tx, merchantId, current, current.position);
        return { kind: 'updated', item: await itemById(tx, merchantId, itemId) };
      });
    },

    /**
     * Marks an item of the merchant available or not, at the whole shop (`branchId` null) or at
     * one of its branches; null when the item, or the branch, is not the merchant's.
     */
    async setAvailable(
      merchantId: number,
      itemId: number,
      available: boolean,
      branchId: number | null = null,
    ): Promise<CatalogueItem | null> {
      if (branchId === null) {
        const { rows } = await db.query(
          `UPDATE catalogue_items SET available = $3, updated_at = now()
            WHERE merchant_id = $1 AND id = $2 RETURNING id`,
          [merchantId, itemId, available],
        );
        return rows.length > 0 ? itemById(db, merchantId, itemId) : null;
      }
      const { rows } = await db.query<{ found: boolean }>(
        `WITH target AS (
           SELECT i.id AS item_id, b.id AS branch_id
             FROM catalogue_items i JOIN branches b ON b.merchant_id = i.merchant_id
            WHERE i.merchant_id = $1 AND i.id = $2 AND b.id = $3
         ), sold_out AS (
           INSERT INTO branch_sold_out (branch_id, item_id)
           SELECT branch_id, item_id FROM target WHERE NOT $4::boolean
           ON CONFLICT DO NOTHING
         ), back AS (
           DELETE FROM branch_sold_out s USING target
            WHERE $4::boolean AND s.branch_id = target.branch_id AND s.item_id = target.item_id
         )
         SELECT EXISTS (SELECT 1 FROM target) AS found`,
        [merchantId, itemId, branchId, available],
      );
      return rows[0]?.found ? itemById(db, merchantId, itemId) : null;
    },

    /** Removes an item of the merchant, closing the gap in its group; false when not found. */
    async deleteItem(merchantId: number, itemId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockStore(tx, merchantId))) return false;
        const { rows } = await tx.query<Group & { position: number }>(
          `DELETE FROM catalogue_items WHERE merchant_id = $1 AND id = $2
           RETURNING kind, section_id, position`,
          [merchantId, itemId],
        );
        const deleted = rows[0];
        if (!deleted) return false;
        await closeGap(tx, merchantId, deleted, deleted.position);
        return true;
      });
    },

    /**
     * Puts the items of one group in the order of `ids`, which must be every item of that group
     * (one kind, or one menu section), once each; false (nothing changed) otherwise.
     */
    async reorderItems(merchantId: number, ids: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockStore(tx, merchantId))) return false;
        const { rows } = await tx.query<Group & { id: number }>(
          'SELECT id, kind, section_id FROM catalogue_items WHERE merchant_id = $1 AND id = ANY($2::int[])',
          [merchantId, ids],
        );
        const first = rows[0];
        if (!first || rows.length !== ids.length) return false;
        if (rows.some((row) => row.kind !== first.kind || row.section_id !== first.section_id)) {
          return false;
        }
        const group = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM catalogue_items WHERE ${IN_GROUP}`,
          [merchantId, first.kind, first.section_id],
        );
        if (group.rows[0]?.n !== ids.length) return false;
        await setOrder(tx, 'catalogue_items', ids);
        return true;
      });
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
