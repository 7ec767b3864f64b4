/**
 * A shop's announcements and events (migration 014 `shop_posts`, 015 their keys) and the
 * customers' answers to events (`post_rsvps`). Posts count against the plan's posts per Asia/Yangon
 * month: every post made in the month counts, a deleted one too (deleting is a soft delete), an
 * edit does not. The count and the insert happen under the store row's lock, so two posts sent at
 * once cannot both take the month's last place. With the Social Media Content add-on, a post
 * made while the month's shared posts last is shared (`shared`, migration 043: its own page), and
 * its page's opens from each network are counted per Asia/Yangon day (`post_opens`).
 */
import type { PostRequest, RsvpAnswer, RsvpCounts, ShopPost } from '@contract/loyalty';
import { yangonNow } from '@contract/orderRules';
import { newPostTerms, type PostAllowance, type ShareVia } from '@contract/socialPostRules';
import type { PostOpens, SharedPostPage } from '@contract/socialPosts';
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
  return (await monthCounts(q, merchantId, month)).used;
}

/** The posts and the shared posts made in `month`, deleted ones included. */
async function monthCounts(
  q: Db,
  merchantId: number,
  month: MonthWindow,
): Promise<{ used: number; shared: number }> {
  const { rows } = await q.query<{ used: number; shared: number }>(
    `SELECT count(*)::int AS used, count(*) FILTER (WHERE shared)::int AS shared FROM shop_posts
      WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3`,
    [merchantId, month.starts.toISOString(), month.ends.toISOString()],
  );
  return rows[0] ?? { used: 0, shared: 0 };
}

/** A shared post's opens as the merchant reads them, by post. */
export interface SharedPostOpens {
  post_id: number;
  opens: PostOpens;
}

interface SharedPageRow {
  slug: string;
  name: string;
  logo: ShopPost['photo'];
  cover: ShopPost['photo'];
  id: number;
  kind: 'announcement' | 'event';
  title: string;
  body: string;
  event_date: string | null;
  event_time: string | null;
  photo: ShopPost['photo'];
  created_at: Date | string;
  updated_at: Date | string;
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

    /** Posts and shared posts made in `month`, deleted ones included. */
    monthCounts: (merchantId: number, month: MonthWindow) => monthCounts(db, merchantId, month),

    /**
     * The merchant's shared posts not deleted, newest first, with their page's opens from each
     * network (every day added up).
     */
    async sharedOpens(merchantId: number): Promise<SharedPostOpens[]> {
      const { rows } = await db.query<{ post_id: number; via: string | null; opens: number }>(
        `SELECT sp.id AS post_id, o.via, coalesce(sum(o.opens), 0)::int AS opens
           FROM shop_posts sp LEFT JOIN post_opens o ON o.post_id = sp.id
          WHERE sp.merchant_id = $1 AND sp.shared AND sp.deleted_at IS NULL
          GROUP BY sp.id, sp.created_at, o.via
          ORDER BY sp.created_at DESC, sp.id DESC`,
        [merchantId],
      );
      const byPost = new Map<number, PostOpens>();
      for (const row of rows) {
        let opens = byPost.get(row.post_id);
        if (!opens) {
          opens = { facebook: 0, viber: 0, telegram: 0, link: 0 };
          byPost.set(row.post_id, opens);
        }
        if (row.via !== null) opens[row.via as keyof PostOpens] = row.opens;
      }
      return [...byPost].map(([post_id, opens]) => ({ post_id, opens }));
    },

    /**
     * A shared post (not deleted) of the shop whose id is `merchantId`, as its page shows it, with
     * the shop's slug and name; null for any other post. Whether the shop is listed and still has
     * the add-on is the caller's check.
     */
    async sharedPage(merchantId: number, postId: number): Promise<SharedPostPage | null> {
      const { rows } = await db.query<SharedPageRow>(
        `SELECT st.slug, st.name, ${photoRefJson('st.logo_photo_id')} AS logo,
                ${photoRefJson('st.cover_photo_id')} AS cover, sp.id, sp.kind, sp.title, sp.body,
                to_char(sp.event_date, 'YYYY-MM-DD') AS event_date, sp.event_time,
                ${photoRefJson('sp.photo_id')} AS photo, sp.created_at,
                greatest(sp.updated_at, st.updated_at) AS updated_at
           FROM shop_posts sp JOIN stores st ON st.merchant_id = sp.merchant_id
          WHERE sp.merchant_id = $1 AND sp.id = $2 AND sp.shared AND sp.deleted_at IS NULL`,
        [merchantId, postId],
      );
      const row = rows[0];
      if (!row) return null;
      const { slug, name, logo, cover, updated_at, created_at, ...post } = row;
      const version = new Date(updated_at).getTime().toString(36);
      return {
        shop: { slug, name, logo, cover },
        post: { ...post, created_at: isoTime(created_at), version },
      };
    },

    /**
     * Counts one open of a shared post's page that came from `via`, on the Asia/Yangon `day`
     * (`YYYY-MM-DD`): one row per post, day and network, its count moved in place.
     */
    async countOpen(postId: number, day: string, via: ShareVia): Promise<void> {
      await db.query(
        `INSERT INTO post_opens (post_id, day, via, opens) VALUES ($1, $2, $3, 1)
         ON CONFLICT (post_id, day, via) DO UPDATE SET opens = post_opens.opens + 1`,
        [postId, day, via],
      );
    },

    /**
     * Adds a post unless the month's posts (`allowance.limit`, null: none) are used up, shared
     * while the month's shared posts last (`newPostTerms`); a key used before answers the post it
     * made (before the limit is looked at: a double tap on the last post is no refusal).
     */
    async create(
      merchantId: number,
      input: PostRequest,
      idempotencyKey: string | undefined,
      allowance: PostAllowance,
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
        const counts = await monthCounts(tx, merchantId, month);
        const terms = newPostTerms(allowance, counts.used, counts.shared);
        if (terms === 'refused') return { kind: 'limit' };
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO shop_posts
             (merchant_id, kind, title, body, event_date, event_time, photo_id, idempotency_key,
              shared)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [merchantId, ...postValues(input), idempotencyKey ?? null, terms === 'shared'],
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
