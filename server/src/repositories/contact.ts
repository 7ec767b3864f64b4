/** Messages of the landing page's Contact Us form. */
import type { ContactRequest } from '@contract';
import type { Db } from '../db/db';

export function createContactRepository(db: Db) {
  return {
    /** Stores a validated message; returns its id. */
    async insert({ name, email, message }: ContactRequest): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3) RETURNING id`,
        [name, email, message],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
