/**
 * A shop's announcements and events (migration 014 `shop_posts`, 015 their keys) and the
 * customers' answers to events (`post_rsvps`). Posts count against the plan's posts per Asia/Yangon
 * month: every post made in the month counts, a deleted one too (deleting is a soft delete), an
 * edit does not. The count and the insert happen under the store row's lock, so two posts sent at
 * once cannot both take the month's last place.
 */
import type { PostRequest, RsvpAnswer, RsvpCounts, ShopPost } from '@contract/loyalty';
import { yangonNow } from '@contract/orderRules';
import type { Db } from '../db/db';
import { isoTime } from './payments';
import { photoRefJson } from './photos';
import { lockStore } from './stores';

/** The instants (UTC) a Yangon month starts and ends: the window its posts count in. */
export interface MonthWindow {
  starts: Date;
  ends: Date;
}

export type CreatePostResult =
  | { kind: 'noStore' }
  | { kind: 'limit' }
  | { kind: 'created'; post: ShopPost }
  /** The idempotency key was used before: the post it created. */
  | { kind: 'replayed'; post: ShopPost };

/** A customer's answer to an event: counted, refused (the day has gone by), or no such event. */
export type RsvpResult =
  { kind: 'answered'; counts: RsvpCounts } | { kind: 'past' } | { kind: 'notFound' };

interface PostRow extends Omit<ShopPost, 'created_at'> {
  created_at: Date | string;
}

const COUNTS = (answer: RsvpAnswer, post: string) =>
  `(SELECT count(*) FROM post_rsvps r WHERE r.post_id = ${post} AND r.answer = '${answer}')::int`;

/** A post's columns as `ShopPost` reads them (over `shop_posts sp`). */
const POST_COLUMNS = `sp.id, sp.kind, sp.title, sp.body, to_char(sp.event_date, 'YYYY-MM-DD') AS event_date,
  sp.event_time, ${photoRefJson('sp.photo_id')} AS photo, sp.created_at,
  CASE WHEN sp.kind = 'event'
       THEN json_build_object('going', ${COUNTS('going', 'sp.id')},
                              'not_going', ${COUNTS('not_going', 'sp.id')})
  END AS rsvp`;

function toPost(row: PostRow): ShopPost {
  return { ...row, created_at: isoTime(row.created_at) };
}

async function postById(q: Db, merchantId: number, postId: number): Promise<ShopPost | null> {
  const { rows } = await q.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM shop_posts sp WHERE sp.merchant_id = $1 AND sp.id = $2`,
    [merchantId, postId],
  );
  return rows[0] ? toPost(rows[0]) : null;
}

/** A post's words, date and photo as query parameters, in the columns' order. */
function postValues(input: PostRequest) {
  return [input.kind, input.title, input.body, input.event_date, input.event_time, input.photo_id];
}

/** The posts made in `month` (deleted ones included): what counts against the plan. */
async function usedIn(q: Db, merchantId: number, month: MonthWindow): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop_posts
      WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3`,
    [merchantId, month.starts.toISOString(), month.ends.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

export function createPostRepository(db: Db) {
  return {
    /** Every post not deleted, newest first, with the events' answers counted. */
    async list(merchantId: number): Promise<ShopPost[]> {
      const { rows } = await db.query<PostRow>(
        `SELECT ${POST_COLUMNS} FROM shop_posts sp
          WHERE sp.merchant_id = $1 AND sp.deleted_at IS NULL
          ORDER BY sp.created_at DESC, sp.id DESC`,
        [merchantId],
      );
      return rows.map(toPost);
    },

    /** Posts made in `month`, deleted ones included. */
    usedIn: (merchantId: number, month: MonthWindow) => usedIn(db, merchantId, month),

    /**
     * Adds a post unless the month's `limit` (null: none) is used up; a key used before answers
     * the post it made (before the limit is looked at: a double tap on the last post is no refusal).
     */
    async create(
      merchantId: number,
      input: PostRequest,
      idempotencyKey: string | undefined,
      limit: number | null,
      month: MonthWindow,
    ): Promise<CreatePostResult> {
      return db.transaction(async (tx): Promise<CreatePostResult> => {
        if (!(await lockStore(tx, merchantId))) return { kind: 'noStore' };
        if (idempotencyKey !== undefined) {
          const first = await tx.query<{ id: number }>(
            'SELECT id FROM shop_posts WHERE merchant_id = $1 AND idempotency_key = $2',
            [merchantId, idempotencyKey],
          );
          const firstId = first.rows[0]?.id;
          if (firstId !== undefined) {
            return { kind: 'replayed', post: (await postById(tx, merchantId, firstId))! };
          }
        }
        if (limit !== null && (await usedIn(tx, merchantId, month)) >= limit) {
          return { kind: 'limit' };
        }
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO shop_posts
             (merchant_id, kind, title, body, event_date, event_time, photo_id, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [merchantId, ...postValues(input), idempotencyKey ?? null],
        );
        return { kind: 'created', post: (await postById(tx, merchantId, rows[0]!.id))! };
      });
    },

    /** Edits a post of the merchant that is not deleted; null when there is none. */
    async update(merchantId: number, postId: number, input: PostRequest): Promise<ShopPost | null> {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE shop_posts
            SET kind = $3, title = $4, body = $5, event_date = $6, event_time = $7,
                photo_id = $8, updated_at = now()
          WHERE merchant_id = $1 AND id = $2 AND deleted_at IS NULL
          RETURNING id`,
        [merchantId, postId, ...postValues(input)],
      );
      return rows[0] ? postById(db, merchantId, postId) : null;
    },

    /** Hides a post for good (it still counts against its month); false when there is none. */
    async remove(merchantId: number, postId: number): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE shop_posts SET deleted_at = now()
          WHERE merchant_id = $1 AND id = $2 AND deleted_at IS NULL
          RETURNING id`,
        [merchantId, postId],
      );
      return rows.length > 0;
    },

    /**
     * The customer's answer to an event of a listed shop (a new answer replaces the old one),
     * and the event's counts after it. An event whose day (Asia/Yangon) has gone by takes no
     * more answers; a post that is no such event is not found.
     */
    async answer(postId: number, customerId: number, answer: RsvpAnswer): Promise<RsvpResult> {
      return db.transaction(async (tx): Promise<RsvpResult> => {
        const { rows } = await tx.query<{ past: boolean }>(
          `SELECT sp.event_date < $2::date AS past FROM shop_posts sp
             JOIN marketplace_shops ms ON ms.merchant_id = sp.merchant_id
            WHERE sp.id = $1 AND sp.kind = 'event' AND sp.deleted_at IS NULL
              AND ms.listed_until > now()`,
          [postId, yangonNow(new Date()).date],
        );
        const event = rows[0];
        if (!event) return { kind: 'notFound' };
        if (event.past) return { kind: 'past' };
        await tx.query(
          `INSERT INTO post_rsvps (post_id, customer_id, answer) VALUES ($1, $2, $3)
           ON CONFLICT (post_id, customer_id)
           DO UPDATE SET answer = EXCLUDED.answer, updated_at = now()`,
          [postId, customerId, answer],
        );
        const counted = await tx.query<RsvpCounts>(
          `SELECT ${COUNTS('going', '$1')} AS going, ${COUNTS('not_going', '$1')} AS not_going`,
          [postId],
        );
        return { kind: 'answered', counts: counted.rows[0]! };
      });
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
