/**
 * Choices on an item: its option groups and their options, as the store editor writes them. Every
 * change runs in a transaction that first locks the item's row, so two editors of one item take
 * turns and positions stay dense (0, 1, 2, … per item, and per group for its options). Every
 * answer is the item's groups as they are after the change (`item_option_groups_json`).
 */
import type { OptionGroup, OptionGroupRequest } from '@contract/options';
import { OPTION_LIMITS } from '@contract/options';
import type { Db } from '../db/db';

export type OptionGroupsResult =
  | { kind: 'notFound' }
  | { kind: 'limit' }
  /** An option id that is not one of this group's. */
  | { kind: 'badOption' }
  | { kind: 'done'; groups: OptionGroup[]; created?: boolean };

/**
 * Locks the merchant's item, marking it changed (what reads the catalogue's last change, the store
 * page's caches and the sitemap, sees the new choices); false when the merchant has no such item.
 */
async function lockItem(tx: Db, merchantId: number, itemId: number): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE catalogue_items SET updated_at = now() WHERE merchant_id = $1 AND id = $2 RETURNING 1',
    [merchantId, itemId],
  );
  return rows.length > 0;
}

async function groupsOf(q: Db, itemId: number): Promise<OptionGroup[]> {
  const { rows } = await q.query<{ groups: OptionGroup[] }>(
    'SELECT item_option_groups_json($1) AS groups',
    [itemId],
  );
  return rows[0]?.groups ?? [];
}

/**
 * Writes a group's options as `options` lists them: those with an id (which must be the group's)
 * updated in place, the others added, the rest removed, positions in the list's order.
 */
async function writeOptions(
  tx: Db,
  groupId: number,
  options: OptionGroupRequest['options'],
): Promise<boolean> {
  const kept = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  if (kept.length > 0) {
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM item_options WHERE group_id = $1 AND id = ANY($2::int[])',
      [groupId, kept],
    );
    if (rows[0]!.n !== new Set(kept).size || kept.length !== new Set(kept).size) return false;
  }
  await tx.query('DELETE FROM item_options WHERE group_id = $1 AND NOT (id = ANY($2::int[]))', [
    groupId,
    kept,
  ]);
  // One statement for all: updates of the kept, inserts of the new, each at its list position.
  await tx.query(
    `WITH wanted AS (
       SELECT * FROM unnest($2::int[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY
                AS w(id, name, name_my, price, position)
     ), updated AS (
       UPDATE item_options o
          SET name = w.name, name_my = w.name_my, price = w.price, position = w.position - 1
         FROM wanted w
        WHERE w.id IS NOT NULL AND o.id = w.id AND o.group_id = $1
     )
     INSERT INTO item_options (group_id, position, name, name_my, price)
     SELECT $1, w.position - 1, w.name, w.name_my, w.price FROM wanted w WHERE w.id IS NULL`,
    [
      groupId,
      options.map((option) => option.id ?? null),
      options.map((option) => option.name),
      options.map((option) => option.name_my),
      options.map((option) => option.price),
    ],
  );
  return true;
}

export function createItemOptionRepository(db: Db) {
  return {
    /** The item's groups, or null when the merchant has no such item. */
    async groups(merchantId: number, itemId: number): Promise<OptionGroup[] | null> {
      const { rows } = await db.query<{ groups: OptionGroup[] }>(
        `SELECT item_option_groups_json(i.id) AS groups
           FROM catalogue_items i WHERE i.merchant_id = $1 AND i.id = $2`,
        [merchantId, itemId],
      );
      return rows[0]?.groups ?? null;
    },

    /** Adds a group at the end; the same Idempotency-Key again answers the groups as they are. */
    async add(
      merchantId: number,
      itemId: number,
      group: OptionGroupRequest,
      idempotencyKey: string,
    ): Promise<OptionGroupsResult> {
      return db.transaction(async (tx): Promise<OptionGroupsResult> => {
        if (!(await lockItem(tx, merchantId, itemId))) return { kind: 'notFound' };
        const seen = await tx.query(
          'SELECT 1 FROM item_option_groups WHERE item_id = $1 AND idempotency_key = $2',
          [itemId, idempotencyKey],
        );
        if (seen.rows.length > 0) return { kind: 'done', groups: await groupsOf(tx, itemId) };
        const { rows } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM item_option_groups WHERE item_id = $1',
          [itemId],
        );
        const count = rows[0]!.n;
        if (count >= OPTION_LIMITS.groups) return { kind: 'limit' };
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO item_option_groups
             (merchant_id, item_id, position, name, name_my, min_choices, max_choices,
              idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            merchantId,
            itemId,
            count,
            group.name,
            group.name_my,
            group.min,
            group.max,
            idempotencyKey,
          ],
        );
        const options = group.options.map(({ id: _id, ...option }) => option);
        await writeOptions(tx, inserted.rows[0]!.id, options);
        return { kind: 'done', groups: await groupsOf(tx, itemId), created: true };
      });
    },

    /** Replaces a group's name, bounds and options. */
    async replace(
      merchantId: number,
      itemId: number,
      groupId: number,
      group: OptionGroupRequest,
    ): Promise<OptionGroupsResult> {
      return db.transaction(async (tx): Promise<OptionGroupsResult> => {
        if (!(await lockItem(tx, merchantId, itemId))) return { kind: 'notFound' };
        const found = await tx.query(
          'SELECT 1 FROM item_option_groups WHERE item_id = $1 AND id = $2',
          [itemId, groupId],
        );
        if (found.rows.length === 0) return { kind: 'notFound' };
        // The options first: a refusal there has written nothing.
        if (!(await writeOptions(tx, groupId, group.options))) return { kind: 'badOption' };
        await tx.query(
          `UPDATE item_option_groups
              SET name = $3, name_my = $4, min_choices = $5, max_choices = $6
            WHERE item_id = $1 AND id = $2`,
          [itemId, groupId, group.name, group.name_my, group.min, group.max],
        );
        return { kind: 'done', groups: await groupsOf(tx, itemId) };
      });
    },

    /** Removes a group; the groups after it move up. */
    async remove(merchantId: number, itemId: number, groupId: number): Promise<OptionGroupsResult> {
      return db.transaction(async (tx): Promise<OptionGroupsResult> => {
        if (!(await lockItem(tx, merchantId, itemId))) return { kind: 'notFound' };
        const { rows } = await tx.query<{ position: number }>(
          'DELETE FROM item_option_groups WHERE item_id = $1 AND id = $2 RETURNING position',
          [itemId, groupId],
        );
        if (rows.length === 0) return { kind: 'notFound' };
        await tx.query(
          'UPDATE item_option_groups SET position = position - 1 WHERE item_id = $1 AND position > $2',
          [itemId, rows[0]!.position],
        );
        return { kind: 'done', groups: await groupsOf(tx, itemId) };
      });
    },

    /** Puts the item's groups in this order; false unless `ids` are all of them, once each. */
    async reorder(merchantId: number, itemId: number, ids: number[]): Promise<OptionGroupsResult> {
      return db.transaction(async (tx): Promise<OptionGroupsResult> => {
        if (!(await lockItem(tx, merchantId, itemId))) return { kind: 'notFound' };
        const { rows } = await tx.query<{ id: number }>(
          'SELECT id FROM item_option_groups WHERE item_id = $1',
          [itemId],
        );
        const own = new Set(rows.map((row) => row.id));
        if (own.size !== ids.length || !ids.every((id) => own.has(id))) {
          return { kind: 'badOption' };
        }
        await tx.query(
          `UPDATE item_option_groups g SET position = o.position - 1
             FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position)
            WHERE g.item_id = $1 AND g.id = o.id`,
          [itemId, ids],
        );
        return { kind: 'done', groups: await groupsOf(tx, itemId) };
      });
    },
  };
}

export type ItemOptionRepository = ReturnType<typeof createItemOptionRepository>;
