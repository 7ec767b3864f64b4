/**
 * The townships a shop delivers to: read and written whole (the store editor saves its list at
 * once), in the list's order. A township that does not exist is refused before anything is written.
 */
import type { DeliveryArea } from '@contract/delivery';
import type { Db } from '../db/db';

/** SQL (parameter: the shop) of its delivery areas in order, as `DeliveryArea`s. */
const AREAS = `SELECT township_id, fee, min_total, eta_minutes FROM delivery_areas
                WHERE merchant_id = $1 ORDER BY position, township_id`;

export async function deliveryAreasOf(q: Db, merchantId: number): Promise<DeliveryArea[]> {
  return (await q.query<DeliveryArea>(AREAS, [merchantId])).rows;
}

export function createDeliveryAreaRepository(db: Db) {
  return {
    areas: (merchantId: number) => deliveryAreasOf(db, merchantId),

    /**
     * Replaces the shop's areas with `areas`; `unknownTownship` when one of them names no
     * township, `noStore` when the merchant has no store.
     */
    async replace(
      merchantId: number,
      areas: readonly DeliveryArea[],
    ): Promise<
      { kind: 'done'; areas: DeliveryArea[] } | { kind: 'unknownTownship' } | { kind: 'noStore' }
    > {
      return db.transaction(async (tx) => {
        const store = await tx.query('SELECT 1 FROM stores WHERE merchant_id = $1 FOR UPDATE', [
          merchantId,
        ]);
        if (store.rows.length === 0) return { kind: 'noStore' as const };
        const ids = areas.map((area) => area.township_id);
        const known = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM townships WHERE id = ANY($1::int[])',
          [ids],
        );
        if (known.rows[0]!.n !== new Set(ids).size) return { kind: 'unknownTownship' as const };
        await tx.query('DELETE FROM delivery_areas WHERE merchant_id = $1', [merchantId]);
        await tx.query(
          `INSERT INTO delivery_areas (merchant_id, township_id, fee, min_total, eta_minutes, position)
           SELECT $1, a.township_id, a.fee, a.min_total, a.eta_minutes, a.position - 1
             FROM unnest($2::int[], $3::int[], $4::int[], $5::int[]) WITH ORDINALITY
                    AS a(township_id, fee, min_total, eta_minutes, position)`,
          [
            merchantId,
            ids,
            areas.map((area) => area.fee),
            areas.map((area) => area.min_total),
            areas.map((area) => area.eta_minutes),
          ],
        );
        return { kind: 'done' as const, areas: await deliveryAreasOf(tx, merchantId) };
      });
    },
  };
}
