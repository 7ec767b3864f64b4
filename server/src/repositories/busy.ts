/**
 * 'Busy' (migration 044): the pause of new orders of the shop itself and of each branch. A pause
 * that has ended reads as none; setting one replaces any pause running there.
 */
import type { BusyPause } from '@contract/busy';
import type { Db } from '../db/db';

export function createBusyRepository(db: Db) {
  return {
    /**
     * The shop's pause and its branches' in the inbox's order, or only `branchId`'s (a cashier
     * limited to that branch); empty when the shop has no store yet.
     */
    async list(merchantId: number, branchId: number | null): Promise<BusyPause[]> {
      const { rows } = await db.query<BusyPause>(
        `SELECT NULL::int AS branch_id, NULL AS name,
                busy_now(st.busy_until) AS busy_until,
                -1 AS position, 0 AS id
           FROM stores st WHERE st.merchant_id = $1 AND $2::int IS NULL
         UNION ALL
         SELECT b.id, b.name, busy_now(b.busy_until),
                b.position, b.id
           FROM branches b WHERE b.merchant_id = $1 AND ($2::int IS NULL OR b.id = $2::int)
          ORDER BY position, id`,
        [merchantId, branchId],
      );
      return rows.map(({ branch_id, name, busy_until }) => ({ branch_id, name, busy_until }));
    },

    /**
     * Pauses new orders at the shop itself (`target` null) or one of its branches for `minutes`
     * from now, or ends the pause (0). False: no such branch of the shop, or one outside `scope`
     * (the one branch a limited cashier sees, who may not pause the shop itself).
     */
    async set(
      merchantId: number,
      target: number | null,
      minutes: number,
      scope: number | null,
    ): Promise<boolean> {
      if (scope !== null && target !== scope) return false;
      const until = `CASE WHEN $2::int = 0 THEN NULL ELSE now() + $2::int * interval '1 minute' END`;
      const { rows } =
        target === null
          ? await db.query(
              `UPDATE stores SET busy_until = ${until} WHERE merchant_id = $1 RETURNING 1`,
              [merchantId, minutes],
            )
          : await db.query(
              `UPDATE branches SET busy_until = ${until} WHERE merchant_id = $1 AND id = $3 RETURNING 1`,
              [merchantId, minutes, target],
            );
      return rows.length > 0;
    },
  };
}

export type BusyRepository = ReturnType<typeof createBusyRepository>;
