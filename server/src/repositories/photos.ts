/**
 * Photos as re-encoded by the server: one row per photo (its owner and size) and one per width it
 * was encoded to, the WebP bytes themselves. A photo never changes after it is stored.
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

/** Bytes as the drivers return them (node-postgres: a Buffer; PGlite: a Uint8Array), as a Buffer. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function createPhotoRepository(db: Db) {
  return {
    /**
     * Stores the photo and all its variants together, or nothing. With an idempotency key the
     * merchant used before, stores nothing and answers the first photo (the unique key decides,
     * so two racing uploads store one).
     */
    async insert(photo: NewPhoto): Promise<{ replayed: boolean; ref: PhotoRef }> {
      return db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO photos (id, merchant_id, width, height, idempotency_key)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
           RETURNING id`,
          [photo.id, photo.merchantId, photo.width, photo.height, photo.idempotencyKey ?? null],
        );
        if (inserted.rows.length === 0) {
          const first = await tx.query<{ ref: PhotoRef }>(
            `SELECT ${photoRefJson('q.id')} AS ref
               FROM photos q WHERE q.merchant_id = $1 AND q.idempotency_key = $2`,
            [photo.merchantId, photo.idempotencyKey],
          );
          const ref = first.rows[0]?.ref;
          if (!ref) throw new Error('The photo of a repeated idempotency key was not found');
          return { replayed: true, ref };
        }
        for (const variant of photo.variants) {
          await tx.query(
            'INSERT INTO photo_variants (photo_id, width, height, bytes) VALUES ($1, $2, $3, $4)',
            [photo.id, variant.width, variant.height, variant.bytes],
          );
        }
        const widths = photo.variants.map((variant) => variant.width).sort((a, b) => a - b);
        return {
          replayed: false,
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
