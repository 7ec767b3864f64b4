/**
 * What customers read of loyalty (migration 014): every card, balance and membership a customer
 * holds (`customer/cards`), and a listed shop's offer with its posts (`…/promotions`). Posts and
 * RSVPs are only read here; their writing is elsewhere.
 */
import type { CustomerCards, ShopPost, ShopPromotions } from '@contract/loyalty';
import { yangonNow } from '@contract/orderRules';
import type { Db } from '../db/db';
import {
  customerRewards,
  designOf,
  offerOf,
  pointHistory,
  pointRewards,
  DESIGN_COLUMNS,
} from './loyaltyShared';
import type { StampCardDesign } from '@contract/loyalty';
import { isoTime } from './payments';
import { photoRefJson } from './photos';

/** Announcements stay on the store page this many days. */
export const ANNOUNCEMENT_DAYS = 60;
/** Posts a store page shows at most. */
const POSTS_SHOWN = 50;

interface PostRow {
  id: number;
  kind: 'announcement' | 'event';
  title: string;
  body: string;
  event_date: string | null;
  event_time: string | null;
  photo: ShopPost['photo'];
  created_at: Date | string;
  going: number;
  not_going: number;
}

interface ShopRow {
  merchant_id: number;
  slug: string;
  name: string;
}

export function createLoyaltyViews(db: Db) {
  /** The shop's posts the public sees now: events still to come, recent announcements. */
  async function livePosts(merchantId: number, now: Date): Promise<ShopPost[]> {
    const { rows } = await db.query<PostRow>(
      `SELECT sp.id, sp.kind, sp.title, sp.body, to_char(sp.event_date, 'YYYY-MM-DD') AS event_date,
              sp.event_time, ${photoRefJson('sp.photo_id')} AS photo, sp.created_at,
              (SELECT count(*)::int FROM post_rsvps r
                WHERE r.post_id = sp.id AND r.answer = 'going') AS going,
              (SELECT count(*)::int FROM post_rsvps r
                WHERE r.post_id = sp.id AND r.answer = 'not_going') AS not_going
         FROM shop_posts sp
        WHERE sp.merchant_id = $1 AND sp.deleted_at IS NULL
          AND ((sp.kind = 'event' AND sp.event_date >= $2::date)
               OR (sp.kind = 'announcement'
                   AND sp.created_at > $3::timestamptz - make_interval(days => $4)))
        ORDER BY sp.created_at DESC, sp.id DESC
        LIMIT ${POSTS_SHOWN}`,
      [merchantId, yangonNow(now).date, now.toISOString(), ANNOUNCEMENT_DAYS],
    );
    return rows.map(({ going, not_going, created_at, ...post }) => ({
      ...post,
      created_at: isoTime(created_at),
      rsvp: post.kind === 'event' ? { going, not_going } : null,
    }));
  }

  return {
    /** What the shop offers now (a programme its plan includes and it has switched on). */
    async promotions(merchantId: number, now = new Date()): Promise<ShopPromotions> {
      const offer = await offerOf(db, merchantId);
      const [design, rewards, posts] = await Promise.all([
        offer?.stampCard ? designOf(db, merchantId) : null,
        offer?.points ? pointRewards(db, merchantId, true) : [],
        livePosts(merchantId, now),
      ]);
      return {
        stamp_card: design,
        points: offer?.points ? { points_per_1000: offer.points.perThousand, rewards } : null,
        membership: offer?.membership
          ? { discount_percent: offer.membership.discountPercent }
          : null,
        posts,
      };
    },

    /**
     * Every card, balance and membership the customer has, at any shop whose store still exists
     * (listed or not: what they earned stays theirs to see), the latest first.
     */
    async cards(customerId: number): Promise<CustomerCards> {
      const [cardShops, pointShops, memberships] = await Promise.all([
        db.query<ShopRow & StampCardDesign & { stamps: number }>(
          `SELECT st.merchant_id, st.slug, st.name, ${DESIGN_COLUMNS},
                  coalesce(b.stamps, 0) AS stamps
             FROM stamp_cards sc
             JOIN stores st ON st.merchant_id = sc.merchant_id
             LEFT JOIN stamp_balances b
               ON b.merchant_id = sc.merchant_id AND b.customer_id = $1
            WHERE b.customer_id IS NOT NULL
               OR EXISTS (SELECT 1 FROM stamp_rewards r
                           WHERE r.merchant_id = sc.merchant_id AND r.customer_id = $1)
            ORDER BY b.updated_at DESC NULLS LAST, st.name`,
          [customerId],
        ),
        db.query<ShopRow & { balance: number }>(
          `SELECT st.merchant_id, st.slug, st.name, b.balance
             FROM point_balances b JOIN stores st ON st.merchant_id = b.merchant_id
            WHERE b.customer_id = $1
            ORDER BY b.updated_at DESC, st.name`,
          [customerId],
        ),
        db.query<ShopRow & { discount_percent: number; joined_at: Date | string }>(
          `SELECT st.merchant_id, st.slug, st.name,
                  coalesce(mp.discount_percent, 0) AS discount_percent, m.joined_at
             FROM memberships m
             JOIN stores st ON st.merchant_id = m.merchant_id
             LEFT JOIN membership_programs mp ON mp.merchant_id = m.merchant_id
            WHERE m.customer_id = $1
            ORDER BY m.joined_at DESC, st.name`,
          [customerId],
        ),
      ]);
      const shopRef = (row: ShopRow) => ({ slug: row.slug, name: row.name });
      const stampCards = await Promise.all(
        cardShops.rows.map(async (row) => {
          const { merchant_id, slug, name, stamps, ...card } = row;
          return {
            shop: shopRef({ merchant_id, slug, name }),
            card,
            stamps,
            rewards: await customerRewards(db, merchant_id, customerId),
          };
        }),
      );
      const points = await Promise.all(
        pointShops.rows.map(async (row) => ({
          shop: shopRef(row),
          balance: row.balance,
          rewards: await pointRewards(db, row.merchant_id, true),
          history: await pointHistory(db, row.merchant_id, customerId),
        })),
      );
      return {
        stamp_cards: stampCards,
        points,
        memberships: memberships.rows.map((row) => ({
          shop: shopRef(row),
          discount_percent: row.discount_percent,
          joined_at: isoTime(row.joined_at),
        })),
      };
    },
  };
}
