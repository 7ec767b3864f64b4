/**
 * The subscription's life after it was paid for: a downgrade waiting as `scheduled` comes into
 * force when the current plan ends, and the reminders that a plan ends (7 days and 1 day before,
 * and on the day it ends) are queued, claimed, sent and recorded.
 *
 * Every time here is the caller's `now` (a parameter, never SQL `now()`), so one clock rules the
 * job and its tests. The windows are the contract's `reminderDue`: 'days7' while more than one day
 * and at most seven are left, 'days1' in the last day, 'ended' in the day after the end.
 *
 * A reminder is sent once whatever the number of processes running the job: a row is claimed
 * (`sending`, with a lease) under `FOR UPDATE SKIP LOCKED` before its SMS goes, so two processes
 * never claim the same row, and a process that dies while sending leaves a lease that runs out
 * and is claimed again.
 */
import type { SubscriptionReminder } from '@contract';
import type { ReminderKind } from '@contract/planPricing';
import type { Db } from '../db/db';
import { MESSAGES, yangonDay, type Language } from '../i18n';

/** Sends of one reminder before it is given up as `failed`. */
export const MAX_REMINDER_ATTEMPTS = 5;

/** The reminders the dashboard shows: the latest ones. */
const REMINDERS_SHOWN = 20;

/**
 * A reminder row. `endsAt` is the database's own text of the end it reminds of (microseconds
 * kept), so that the row is found again exactly.
 */
export interface ReminderKey {
  subscriptionId: number;
  endsAt: string;
  kind: ReminderKind;
}

export interface ClaimedReminder extends ReminderKey {
  merchantId: number;
  /** The merchant's phone (the account's, local 09… form). */
  phone: string;
  text: string;
  /** Sends tried, this one included. */
  attempts: number;
}

/**
 * The SMS of a reminder. The merchant's language is not stored, so it says it in both, Burmese
 * first, each with its own digits.
 */
export function reminderText(
  kind: ReminderKind,
  plan: string,
  endsAt: Date,
  graceEndsAt: Date,
): string {
  const say = (language: Language) =>
    kind === 'ended'
      ? MESSAGES[language].planEndedSms(
          plan,
          yangonDay(endsAt, language),
          yangonDay(graceEndsAt, language),
        )
      : MESSAGES[language].planEndsSms(plan, yangonDay(endsAt, language));
  return `${say('my')}\n${say('en')}`;
}

interface CandidateRow {
  subscription_id: number;
  kind: ReminderKind;
  plan: string;
  ends_at: Date;
  grace_ends_at: Date;
}

interface ClaimedRow {
  subscription_id: number;
  ends_at: string;
  kind: ReminderKind;
  merchant_id: number;
  phone: string;
  text: string;
  attempts: number;
}

/**
 * An instant as a parameter: text, since PGlite does not see a Date made in another realm (a
 * test's sandbox) as a Date.
 */
const iso = (instant: Date): string => instant.toISOString();

const KEY_MATCHES = 'subscription_id = $1 AND ends_at = $2::timestamptz AND kind = $3';

export function createSubscriptionLifeRepository(db: Db) {
  return {
    /**
     * Brings into force every scheduled plan whose start has come, when the merchant's active
     * plan has ended: the active one becomes `replaced`, the scheduled one `active` (the old one
     * first, as only one may be active). A merchant whose rows another transaction holds (a
     * payment under way) is left for the next run. Answers how many changed.
     */
    async promoteScheduled(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ active_id: number; scheduled_id: number }>(
          `SELECT a.id AS active_id, s.id AS scheduled_id
             FROM subscriptions a
             JOIN subscriptions s ON s.merchant_id = a.merchant_id AND s.status = 'scheduled'
            WHERE a.status = 'active' AND a.ends_at <= $1::timestamptz
              AND s.starts_at <= $1::timestamptz
            ORDER BY a.id
              FOR UPDATE OF a, s SKIP LOCKED`,
          [iso(now)],
        );
        if (rows.length === 0) return 0;
        await tx.query(`UPDATE subscriptions SET status = 'replaced' WHERE id = ANY ($1::int[])`, [
          rows.map((row) => row.active_id),
        ]);
        await tx.query(`UPDATE subscriptions SET status = 'active' WHERE id = ANY ($1::int[])`, [
          rows.map((row) => row.scheduled_id),
        ]);
        return rows.length;
      });
    },

    /**
     * Queues the reminder due at `now` for each active plan that no scheduled plan follows
     * (a merchant who has paid for what comes next needs no reminder), once per plan, end date
     * and kind: a renewal moves the end, and the new end gets its own reminders. Answers how
     * many were queued.
     */
    async queueDueReminders(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        // Shared locks: a renewal cannot move an end between reading it and queueing its text.
        const { rows } = await tx.query<CandidateRow>(
          `SELECT s.id AS subscription_id, s.ends_at, s.grace_ends_at, p.name AS plan, w.kind
             FROM subscriptions s
             JOIN plans p ON p.id = s.plan_id
            CROSS JOIN LATERAL (
              SELECT CASE WHEN s.ends_at > $1::timestamptz + interval '24 hours' THEN 'days7'
                          WHEN s.ends_at > $1::timestamptz THEN 'days1'
                          ELSE 'ended' END AS kind) w
            WHERE s.status = 'active'
              AND s.ends_at <= $1::timestamptz + interval '168 hours'
              AND s.ends_at > $1::timestamptz - interval '24 hours'
              AND NOT EXISTS (SELECT 1 FROM subscriptions n
                               WHERE n.merchant_id = s.merchant_id AND n.status = 'scheduled')
              AND NOT EXISTS (SELECT 1 FROM subscription_reminders r
                               WHERE r.subscription_id = s.id AND r.ends_at = s.ends_at
                                 AND r.kind = w.kind)
            ORDER BY s.id
              FOR SHARE OF s SKIP LOCKED`,
          [iso(now)],
        );
        if (rows.length === 0) return 0;
        const inserted = await tx.query<{ subscription_id: number }>(
          `INSERT INTO subscription_reminders (subscription_id, ends_at, kind, merchant_id, text,
                                               created_at)
           SELECT s.id, s.ends_at, c.kind, s.merchant_id, c.text, $4::timestamptz
             FROM unnest($1::int[], $2::text[], $3::text[]) AS c(id, kind, text)
             JOIN subscriptions s ON s.id = c.id
           ON CONFLICT DO NOTHING
           RETURNING subscription_id`,
          [
            rows.map((row) => row.subscription_id),
            rows.map((row) => row.kind),
            rows.map((row) =>
              reminderText(row.kind, row.plan, new Date(row.ends_at), new Date(row.grace_ends_at)),
            ),
            iso(now),
          ],
        );
        return inserted.rows.length;
      });
    },

    /**
     * Claims up to `limit` reminders to send: those due, and those whose sender's lease ran out
     * (it died, or hangs) while it had tries left; rows another process is claiming are skipped.
     * Each is `sending` until `now + leaseMs`, its attempt counted. One whose lease ran out on
     * its last try is given up (`failed`).
     */
    async claimReminders(now: Date, leaseMs: number, limit: number): Promise<ClaimedReminder[]> {
      return db.transaction(async (tx) => {
        await tx.query(
          `UPDATE subscription_reminders SET status = 'failed', lease_until = NULL
            WHERE status = 'sending' AND lease_until < $1::timestamptz AND attempts >= $2`,
          [iso(now), MAX_REMINDER_ATTEMPTS],
        );
        const { rows } = await tx.query<ClaimedRow>(
          `WITH claimable AS (
             SELECT subscription_id, ends_at, kind FROM subscription_reminders
              WHERE status = 'due' OR (status = 'sending' AND lease_until < $1::timestamptz)
              ORDER BY created_at, subscription_id, kind
              LIMIT $3
                FOR UPDATE SKIP LOCKED
           )
           UPDATE subscription_reminders r
              SET status = 'sending',
                  lease_until = $1::timestamptz + $2::int * interval '1 millisecond',
                  attempts = r.attempts + 1
             FROM claimable c, merchants m, users u
            WHERE r.subscription_id = c.subscription_id AND r.ends_at = c.ends_at
              AND r.kind = c.kind AND m.id = r.merchant_id AND u.id = m.user_id
           RETURNING r.subscription_id, r.ends_at::text AS ends_at, r.kind, r.merchant_id,
                     u.phone, r.text, r.attempts`,
          [iso(now), leaseMs, limit],
        );
        return rows.map((row) => ({
          subscriptionId: row.subscription_id,
          endsAt: row.ends_at,
          kind: row.kind,
          merchantId: row.merchant_id,
          phone: row.phone,
          text: row.text,
          attempts: row.attempts,
        }));
      });
    },

    /** Records that a claimed reminder went: its `sent_at` is when, its text what. */
    async markSent(key: ReminderKey, now: Date): Promise<void> {
      await db.query(
        `UPDATE subscription_reminders SET status = 'sent', sent_at = $4, lease_until = NULL
          WHERE ${KEY_MATCHES} AND status = 'sending'`,
        [key.subscriptionId, key.endsAt, key.kind, iso(now)],
      );
    },

    /**
     * Records that a claimed reminder did not go: due again for the next run, or `failed` when
     * `giveUp` says so or its tries are spent.
     */
    async markFailed(key: ReminderKey, _now: Date, giveUp: boolean): Promise<void> {
      await db.query(
        `UPDATE subscription_reminders
            SET status = CASE WHEN $4 OR attempts >= $5 THEN 'failed' ELSE 'due' END,
                lease_until = NULL
          WHERE ${KEY_MATCHES} AND status = 'sending'`,
        [key.subscriptionId, key.endsAt, key.kind, giveUp, MAX_REMINDER_ATTEMPTS],
      );
    },

    /** The reminders sent to a merchant, newest first, as the dashboard shows them. */
    async remindersFor(merchantId: number): Promise<SubscriptionReminder[]> {
      const { rows } = await db.query<{
        kind: ReminderKind;
        ends_at: Date;
        sent_at: Date;
        text: string;
      }>(
        `SELECT kind, ends_at, sent_at, text FROM subscription_reminders
          WHERE merchant_id = $1 AND status = 'sent'
          ORDER BY sent_at DESC, ends_at DESC, kind
          LIMIT ${REMINDERS_SHOWN}`,
        [merchantId],
      );
      return rows.map((row) => ({
        kind: row.kind,
        ends_at: new Date(row.ends_at).toISOString(),
        sent_at: new Date(row.sent_at).toISOString(),
        text: row.text,
      }));
    },
  };
}

export type SubscriptionLifeRepository = ReturnType<typeof createSubscriptionLifeRepository>;
