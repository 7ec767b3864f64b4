/**
 * What the merchant's dashboard shows: the subscription (active, in grace or expired, and a
 * downgrade waiting for its end), its add-ons, every payment with its receipt, the reminders sent
 * that the plan ends, and the merchant's phone with whether a one-time code proved it.
 */
import type {
  DashboardAddon,
  DashboardPayment,
  DashboardResponse,
  Plan,
  PlanDuration,
} from '@contract';
import { subscriptionState } from '@contract/planPricing';
import type { Db } from '../db/db';
import { isoTime } from './payments';
import { createSubscriptionLifeRepository } from './subscriptionLife';

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
  return {
    async forMerchant(merchantId: number): Promise<DashboardResponse> {
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
        `SELECT p.id, p.created_at, p.amount, p.currency, p.brand, p.last4, p.status,
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

      const row = subscriptions.rows[0];
      if (!row) {
        return { subscription: null, addons: [], payments: paymentList, reminders, ...phone };
      }

      const { subscription_id, duration_month, starts_at, ends_at, grace_ends_at, now, ...plan } =
        row;
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
          status: subscriptionState(
            new Date(isoTime(ends_at)),
            new Date(isoTime(grace_ends_at)),
            new Date(isoTime(now)),
          ),
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
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
