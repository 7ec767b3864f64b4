/**
 * Photos as re-encoded by the server: one row per photo (its owner and size) and one per width it
 * was encoded to, the WebP bytes themselves. A photo never changes after it is stored. A photo
 * belongs to a store (its merchant must have saved one), and a merchant's photos together keep
 * within a number of bytes.
 */
import type { PhotoRef } from '@contract/store';
import type { Db } from '../db/db';

export interface PhotoVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface NewPhoto {
  id: string;
  merchantId: number;
  width: number;
  height: number;
  variants: readonly PhotoVariant[];
  idempotencyKey?: string;
}

/**
 * SQL of a photo's `PhotoRef` as JSON (null when `column` is null), for the queries of other
 * repositories that show photos (store profile, catalogue items).
 */
export function photoRefJson(column: string): string {
  return `(SELECT json_build_object('id', p.id, 'width', p.width, 'height', p.height,
                   'widths', (SELECT json_agg(v.width ORDER BY v.width)
                                FROM photo_variants v WHERE v.photo_id = p.id))
             FROM photos p WHERE p.id = ${column})`;
}

/** The photo the merchant uploaded before with the same idempotency key, or null. */
async function firstOf(q: Db, photo: NewPhoto): Promise<PhotoRef | null> {
  const { rows } = await q.query<{ ref: PhotoRef }>(
    `SELECT ${photoRefJson('q.id')} AS ref
       FROM photos q WHERE q.merchant_id = $1 AND q.idempotency_key = $2`,
    [photo.merchantId, photo.idempotencyKey],
  );
  return rows[0]?.ref ?? null;
}

/** Bytes as the drivers return them (node-postgres: a Buffer; PGlite: a Uint8Array), as a Buffer. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export type InsertResult =
  | { kind: 'stored'; ref: PhotoRef }
  | { kind: 'replayed'; ref: PhotoRef }
  | { kind: 'noStore' }
  | { kind: 'full' };

/** The bytes of every width of the merchant's photos (the length only: nothing is read). */
async function storedBytes(q: Db, merchantId: number): Promise<number> {
  const { rows } = await q.query<{ bytes: string }>(
    `SELECT coalesce(sum(octet_length(v.bytes)), 0)::text AS bytes
       FROM photos p JOIN photo_variants v ON v.photo_id = p.id
      WHERE p.merchant_id = $1`,
    [merchantId],
  );
  return Number(rows[0]?.bytes ?? 0);
}

export function createPhotoRepository(db: Db) {
  return {
    /** Whether the merchant has saved a store (photos belong to one). */
    async hasStore(merchantId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM stores WHERE merchant_id = $1', [merchantId]);
      return rows.length > 0;
    },

    /** The bytes the merchant's photos take, every width counted. */
    storedBytes: (merchantId: number) => storedBytes(db, merchantId),

    /**
     * Stores the photo and all its variants together, or nothing. With an idempotency key the
     * merchant used before, stores nothing and answers the first photo (the unique key decides,
     * so two racing uploads store one). `full` when the photo would take the merchant's photos
     * past `maxStoredBytes`: the store's row is locked meanwhile, so two uploads at once cannot
     * both fit in the last megabyte.
     */
    async insert(photo: NewPhoto, maxStoredBytes: number): Promise<InsertResult> {
      return db.transaction(async (tx) => {
        // The store's row, locked: the merchant's uploads are stored one after another.
        const store = await tx.query('SELECT 1 FROM stores WHERE merchant_id = $1 FOR UPDATE', [
          photo.merchantId,
        ]);
        if (store.rows.length === 0) return { kind: 'noStore' };
        // The store's lock orders the merchant's uploads: the first of a key is stored by now.
        const first = photo.idempotencyKey === undefined ? null : await firstOf(tx, photo);
        if (first) return { kind: 'replayed', ref: first };
        const adding = photo.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
        if ((await storedBytes(tx, photo.merchantId)) + adding > maxStoredBytes) {
          return { kind: 'full' };
        }
        const inserted = await tx.query(
          `INSERT INTO photos (id, merchant_id, width, height, idempotency_key)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
           RETURNING id`,
          [photo.id, photo.merchantId, photo.width, photo.height, photo.idempotencyKey ?? null],
        );
        if (inserted.rows.length === 0) {
          const ref = await firstOf(tx, photo);
          if (!ref) throw new Error('The photo of a repeated idempotency key was not found');
          return { kind: 'replayed', ref };
        }
        for (const variant of photo.variants) {
          await tx.query(
            'INSERT INTO photo_variants (photo_id, width, height, bytes) VALUES ($1, $2, $3, $4)',
            [photo.id, variant.width, variant.height, variant.bytes],
          );
        }
        const widths = photo.variants.map((variant) => variant.width).sort((a, b) => a - b);
        return {
          kind: 'stored',
          ref: { id: photo.id, width: photo.width, height: photo.height, widths },
        };
      });
    },

    /** The photo the merchant uploaded with `idempotencyKey`, or null. */
    async byKey(merchantId: number, idempotencyKey: string): Promise<PhotoRef | null> {
      const { rows } = await db.query<{ ref: PhotoRef }>(
        `SELECT ${photoRefJson('q.id')} AS ref
           FROM photos q WHERE q.merchant_id = $1 AND q.idempotency_key = $2`,
        [merchantId, idempotencyKey],
      );
      return rows[0]?.ref ?? null;
    },

    /** The WebP bytes of one width of a photo, or null: the one query of the public photo URL. */
    async variant(photoId: string, width: number): Promise<Buffer | null> {
      const { rows } = await db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM photo_variants WHERE photo_id = $1 AND width = $2',
        [photoId, width],
      );
      const row = rows[0];
      return row ? asBuffer(row.bytes) : null;
    },

    /** Which of `ids` are photos of the merchant. */
    async ownedBy(merchantId: number, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM photos WHERE merchant_id = $1 AND id = ANY($2::text[])',
        [merchantId, [...ids]],
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
