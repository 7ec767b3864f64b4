/**
 * What the merchant's dashboard shows: the subscription (active, in grace or expired, and a
 * downgrade waiting for its end), its add-ons, every payment with its receipt, the reminders sent
 * that the plan ends, the merchant's phone with whether a one-time code proved it, where the shop
 * stands on its way to being listed, its day so far (orders, sales, reservations), and a bank
 * transfer awaiting review or rejected, or a payment held for refund.
 */
import type {
  DashboardAddon,
  DashboardPayment,
  DashboardResponse,
  DashboardSetup,
  DashboardToday,
  Plan,
  ShopDetails,
  PlanDuration,
} from '@contract';
import { yangonNow } from '@contract/orderRules';
import { subscriptionState } from '@contract/planPricing';
import type { Db } from '../db/db';
import { isoTime } from './payments';
import { yangonDay } from './shopOrders';
import { createSubscriptionLifeRepository } from './subscriptionLife';
import { dashboardCheckout } from './checkouts';
import { createModerationRepository } from './moderation';

interface SubscriptionRow extends Plan {
  subscription_id: number;
  duration_month: PlanDuration;
  starts_at: unknown;
  ends_at: unknown;
  grace_ends_at: unknown;
  now: unknown;
}

interface PaymentRow extends Omit<DashboardPayment, 'created_at'> {
  created_at: unknown;
}

export function createDashboardRepository(db: Db) {
  const life = createSubscriptionLifeRepository(db);
  const moderation = createModerationRepository(db);

  /** The store's side of the way to a listed shop, and whether a plan waits to be paid. */
  async function setupOf(merchantId: number, planInForce: boolean): Promise<DashboardSetup> {
    const found = await db.query<{
      plan_ordered: boolean;
      slug: string | null;
      published: boolean | null;
      item_count: number | string;
    }>(
      `SELECT EXISTS (SELECT 1 FROM pending_orders o WHERE o.merchant_id = $1) AS plan_ordered,
              s.slug, s.published_at IS NOT NULL AS published,
              (SELECT count(*) FROM catalogue_items i WHERE i.merchant_id = $1) AS item_count
         FROM (SELECT $1::integer AS merchant_id) m
         LEFT JOIN stores s ON s.merchant_id = m.merchant_id`,
      [merchantId],
    );
    const row = found.rows[0];
    return {
      plan_ordered: row?.plan_ordered === true,
      plan_in_force: planInForce,
      profile_saved: row?.slug != null,
      item_count: Number(row?.item_count ?? 0),
      published: row?.published === true,
      slug: row?.slug ?? null,
    };
  }

  /** The shop's Asia/Yangon day so far: orders placed, what the accepted ones sold, reservations. */
  async function todayOf(merchantId: number, now: Date): Promise<DashboardToday> {
    const date = yangonNow(now).date;
    const { from, to } = yangonDay(date);
    const orders = await db.query<{ orders: number | string; sales: number | string | null }>(
      `SELECT count(*) AS orders,
              -- Sold: the shop took the order (a placed one may still be rejected or cancelled).
              coalesce(sum(total) FILTER (WHERE state IN ('accepted', 'ready', 'completed')), 0)
                AS sales
         FROM shop_orders
        WHERE merchant_id = $1 AND placed_at >= $2 AND placed_at < $3`,
      [merchantId, from, to],
    );
    const reservations = await db.query<{ reservations: number | string }>(
      `SELECT count(*) AS reservations
         FROM reservations
        WHERE merchant_id = $1 AND date = $2::date AND state NOT IN ('declined', 'cancelled')`,
      [merchantId, date],
    );
    return {
      date,
      orders: Number(orders.rows[0]?.orders ?? 0),
      sales: Number(orders.rows[0]?.sales ?? 0),
      reservations: Number(reservations.rows[0]?.reservations ?? 0),
    };
  }

  return {
    /**
     * What the merchant has told about the shop, so that no form asks it twice: each field from
     * the newer of the store's profile and the billing details that has it, else from the
     * registration. Phone and email are the account's.
     */
    async shopDetails(merchantId: number): Promise<ShopDetails | null> {
      const found = await db.query<{
        phone: string;
        email: string;
        registered_name: string;
        registered_district: number;
        registered_township: number;
        store_name: string | null;
        store_district: number | null;
        store_township: number | null;
        store_address: string | null;
        store_category: number | null;
        store_slug: string | null;
        store_at: unknown;
        billing_name: string | null;
        billing_district: number | null;
        billing_township: number | null;
        billing_address: string | null;
        billing_category: number | null;
        billing_at: unknown;
      }>(
        `SELECT u.phone, u.email, m.name AS registered_name,
                m.district_id AS registered_district, m.township_id AS registered_township,
                s.name AS store_name, st.district_id AS store_district,
                s.township_id AS store_township, s.address AS store_address,
                s.category_id AS store_category, s.slug AS store_slug, s.updated_at AS store_at,
                b.shop_name AS billing_name, bt.district_id AS billing_district,
                bt.id AS billing_township, b.address AS billing_address,
                b.category_id AS billing_category, b.updated_at AS billing_at
           FROM merchants m
           JOIN users u ON u.id = m.user_id
           LEFT JOIN stores s ON s.merchant_id = m.id
           LEFT JOIN townships st ON st.id = s.township_id
           LEFT JOIN billing_information b ON b.merchant_id = m.id
           LEFT JOIN townships bt ON bt.name = b.township
          WHERE m.id = $1`,
        [merchantId],
      );
      const row = found.rows[0];
      if (!row) return null;
      type Told = Pick<
        ShopDetails,
        'shop_name' | 'district_id' | 'township_id' | 'address' | 'category_id'
      >;
      const store: Partial<Told> | null =
        row.store_at == null
          ? null
          : {
              shop_name: row.store_name ?? undefined,
              district_id: row.store_district ?? undefined,
              township_id: row.store_township ?? undefined,
              address: row.store_address ?? undefined,
              category_id: row.store_category ?? undefined,
            };
      const billing: Partial<Told> | null =
        row.billing_at == null
          ? null
          : {
              shop_name: row.billing_name ?? undefined,
              // A township saved by a name no longer known tells neither it nor its district.
              district_id: row.billing_district ?? undefined,
              township_id: row.billing_township ?? undefined,
              address: row.billing_address ?? undefined,
              category_id: row.billing_category ?? undefined,
            };
      const newer =
        store && billing && Date.parse(isoTime(row.billing_at)) > Date.parse(isoTime(row.store_at))
          ? [billing, store]
          : [store, billing];
      const sources = [
        ...newer.filter((source): source is Partial<Told> => source !== null),
        {
          shop_name: row.registered_name,
          district_id: row.registered_district,
          township_id: row.registered_township,
        },
      ];
      const told = <K extends keyof Told>(field: K): Told[K] | undefined => {
        for (const source of sources) {
          const value = source[field];
          if (value !== undefined && value !== '') return value;
        }
        return undefined;
      };
      // District and township travel together: the township's own district, from one source.
      const place = sources.find((source) => source.township_id !== undefined);
      return {
        shop_name: told('shop_name') ?? '',
        district_id: place?.district_id ?? null,
        township_id: place?.township_id ?? null,
        address: told('address') ?? null,
        category_id: told('category_id') ?? null,
        phone: row.phone,
        email: row.email,
        slug: row.store_slug,
      };
    },

    async forMerchant(merchantId: number, now: Date = new Date()): Promise<DashboardResponse> {
      const subscriptions = await db.query<SubscriptionRow>(
        `SELECT s.id AS subscription_id, s.duration_month, s.starts_at, s.ends_at,
                s.grace_ends_at, now() AS now,
                p.id, p.name, p.price_3month, p.price_6month, p.price_12month, p.max_branches,
                p.max_users, p.max_posts_per_month, p.allow_stamp_card, p.allow_point_collection,
                p.allow_membership
           FROM subscriptions s
           JOIN plans p ON p.id = s.plan_id
          WHERE s.merchant_id = $1 AND s.status = 'active'`,
        [merchantId],
      );
      const payments = await db.query<PaymentRow>(
        `SELECT p.id, p.created_at, p.amount, p.currency, p.method, p.brand, p.last4, p.status,
                r.number AS receipt_number
           FROM payments p
           LEFT JOIN receipts r ON r.payment_id = p.id
          WHERE p.merchant_id = $1
          ORDER BY p.created_at DESC, p.id DESC`,
        [merchantId],
      );
      const paymentList = payments.rows.map((row) => ({
        ...row,
        created_at: isoTime(row.created_at),
      }));
      const owner = await db.query<{ phone: string; phone_verified_at: unknown }>(
        `SELECT u.phone, m.phone_verified_at
           FROM merchants m JOIN users u ON u.id = m.user_id
          WHERE m.id = $1`,
        [merchantId],
      );
      const phone = {
        phone: owner.rows[0]?.phone ?? '',
        phone_verified_at:
          owner.rows[0]?.phone_verified_at == null
            ? null
            : isoTime(owner.rows[0].phone_verified_at),
      };

      const reminders = await life.remindersFor(merchantId);
      const today = await todayOf(merchantId, now);
      const checkout = await dashboardCheckout(db, merchantId);
      // Shown while an operator has suspended the shop: the reason, and that it is unlisted.
      const suspension = await moderation.suspensionOf(merchantId);
      const suspended = suspension ? { suspension } : {};

      const row = subscriptions.rows[0];
      if (!row) {
        const setup = await setupOf(merchantId, false);
        return {
          subscription: null,
          addons: [],
          payments: paymentList,
          reminders,
          ...phone,
          setup,
          today,
          checkout,
          ...suspended,
        };
      }

      const {
        subscription_id,
        duration_month,
        starts_at,
        ends_at,
        grace_ends_at,
        now: databaseNow,
        ...plan
      } = row;
      const status = subscriptionState(
        new Date(isoTime(ends_at)),
        new Date(isoTime(grace_ends_at)),
        new Date(isoTime(databaseNow)),
      );
      const setup = await setupOf(merchantId, status !== 'expired');
      const next = await db.query<{
        plan_name: string;
        duration_month: PlanDuration;
        starts_at: unknown;
      }>(
        `SELECT p.name AS plan_name, s.duration_month, s.starts_at
           FROM subscriptions s JOIN plans p ON p.id = s.plan_id
          WHERE s.merchant_id = $1 AND s.status = 'scheduled'`,
        [merchantId],
      );
      const scheduled = next.rows[0];
      const addons = await db.query<DashboardAddon>(
        `SELECT t.name, a.quantity, t.price_3month
           FROM subscription_addons a
           JOIN addon_types t ON t.id = a.addon_type_id
          WHERE a.subscription_id = $1
          ORDER BY a.addon_type_id`,
        [subscription_id],
      );
      return {
        subscription: {
          plan,
          duration_month,
          starts_at: isoTime(starts_at),
          ends_at: isoTime(ends_at),
          grace_ends_at: isoTime(grace_ends_at),
          status,
          scheduled: scheduled
            ? {
                plan_name: scheduled.plan_name,
                duration_month: scheduled.duration_month,
                starts_at: isoTime(scheduled.starts_at),
              }
            : null,
        },
        addons: addons.rows,
        payments: paymentList,
        reminders,
        ...phone,
        setup,
        today,
        checkout,
        ...suspended,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
