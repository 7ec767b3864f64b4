/** Messages of the landing page's Contact Us form. */
import type { ContactRequest } from '@contract';
import type { Db } from '../db/db';

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: Date;
}

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

    async find(id: number): Promise<StoredContactMessage | undefined> {
      const { rows } = await db.query<StoredContactMessage>(
        'SELECT id, name, email, message, created_at FROM contact_messages WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    async count(): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM contact_messages',
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
