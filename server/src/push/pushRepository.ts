/**
 * The SQL of notifications (migration 042): devices and their events, the shopper's SMS choice,
 * and the outbox's two steps. Fanning out claims outbox rows with `FOR UPDATE SKIP LOCKED` and
 * writes one delivery per device or phone in the same transaction; sending claims due deliveries
 * for a lease in one statement. So however many processes run the job, each notification is
 * fanned out once and each delivery is sent by one of them (again only after a process died
 * holding its lease).
 */
import type { MerchantPushEvent, PushLanguage, SubscribeRequest } from '@contract/push';
import type { MerchantRole } from '@contract/staff';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { fanOut, type Delivery, type OutboxRecord } from './fanOut';

/** Whose device: a shop person's (the owner's when `memberId` is null) or a customer's. */
export type DeviceOwner = { merchantId: number; memberId: number | null } | { customerId: number };

interface DeviceRow {
  id: number;
  label: string;
  language: PushLanguage;
  events: MerchantPushEvent[] | string;
  created_at: unknown;
}

export interface Device {
  id: number;
  label: string;
  language: PushLanguage;
  events: MerchantPushEvent[];
  created_at: string;
}

/** PGlite may hand a text[] back as its literal (`{a,b}`). */
function eventsOf(value: MerchantPushEvent[] | string): MerchantPushEvent[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : (inner.split(',') as MerchantPushEvent[]);
}

function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    label: row.label,
    language: row.language,
    events: eventsOf(row.events),
    created_at: isoTime(row.created_at),
  };
}

/** The owner columns and their values: merchant_id, member_id, customer_id. */
function ownerValues(owner: DeviceOwner): [number | null, number | null, number | null] {
  return 'customerId' in owner
    ? [null, null, owner.customerId]
    : [owner.merchantId, owner.memberId, null];
}

/** Matches the owner's rows ($1 merchant, $2 member, $3 customer). */
const OWNED = `merchant_id IS NOT DISTINCT FROM $1::int AND member_id IS NOT DISTINCT FROM $2::int
  AND customer_id IS NOT DISTINCT FROM $3::int`;

const DEVICE_COLUMNS = 'id, label, language, events, created_at';

/** A delivery claimed for sending, with its device's subscription (null: an SMS). */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  title: string;
  body: string;
  url: string;
  tag: string;
  smsPhone: string | null;
  subscription: { id: number; endpoint: string; p256dh: string; auth: string } | null;
}

export function createPushRepository(db: Db) {
  return {
    /**
     * Subscribes a device for `owner`: a new endpoint is a new device (`created`); a known one
     * keeps its row, with the new keys, language and name, and becomes the owner's (its events
     * start again from every event when it changes hands).
     */
    async subscribe(
      owner: DeviceOwner,
      request: SubscribeRequest,
    ): Promise<{ device: Device; created: boolean }> {
      const { rows } = await db.query<DeviceRow & { created: boolean }>(
        `INSERT INTO push_subscriptions AS s
           (merchant_id, member_id, customer_id, endpoint, p256dh, auth, language, label)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (endpoint) DO UPDATE SET
           p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, language = EXCLUDED.language,
           label = EXCLUDED.label,
           events = CASE WHEN s.merchant_id IS NOT DISTINCT FROM EXCLUDED.merchant_id
                          AND s.member_id IS NOT DISTINCT FROM EXCLUDED.member_id
                          AND s.customer_id IS NOT DISTINCT FROM EXCLUDED.customer_id
                         THEN s.events ELSE EXCLUDED.events END,
           merchant_id = EXCLUDED.merchant_id, member_id = EXCLUDED.member_id,
           customer_id = EXCLUDED.customer_id,
           created_at = CASE WHEN s.merchant_id IS NOT DISTINCT FROM EXCLUDED.merchant_id
                              AND s.member_id IS NOT DISTINCT FROM EXCLUDED.member_id
                              AND s.customer_id IS NOT DISTINCT FROM EXCLUDED.customer_id
                             THEN s.created_at ELSE now() END
         RETURNING ${DEVICE_COLUMNS}, (xmax = 0) AS created`,
        [
          ...ownerValues(owner),
          request.endpoint,
          request.keys.p256dh,
          request.keys.auth,
          request.language,
          request.label,
        ],
      );
      const row = rows[0]!;
      return { device: toDevice(row), created: row.created };
    },

    /** The owner's devices, oldest first. */
    async devices(owner: DeviceOwner): Promise<Device[]> {
      const { rows } = await db.query<DeviceRow>(
        `SELECT ${DEVICE_COLUMNS} FROM push_subscriptions WHERE ${OWNED} ORDER BY id`,
        ownerValues(owner),
      );
      return rows.map(toDevice);
    },

    /** Sets what notifies one of the owner's devices; null when it is not theirs. */
    async setEvents(
      owner: DeviceOwner,
      deviceId: number,
      events: readonly MerchantPushEvent[],
    ): Promise<Device | null> {
      const { rows } = await db.query<DeviceRow>(
        `UPDATE push_subscriptions SET events = $5::text[]
          WHERE id = $4 AND ${OWNED} RETURNING ${DEVICE_COLUMNS}`,
        [...ownerValues(owner), deviceId, events],
      );
      return rows[0] ? toDevice(rows[0]) : null;
    },

    /** Forgets one of the owner's devices; false when it is not theirs. */
    async remove(owner: DeviceOwner, deviceId: number): Promise<boolean> {
      const { rows } = await db.query(
        `DELETE FROM push_subscriptions WHERE id = $4 AND ${OWNED} RETURNING id`,
        [...ownerValues(owner), deviceId],
      );
      return rows.length > 0;
    },

    /** The customer's SMS choice; off, in `language`, until they make one. */
    async notices(
      customerId: number,
      language: PushLanguage,
    ): Promise<{ text_when_ready: boolean; language: PushLanguage }> {
      const { rows } = await db.query<{ text_when_ready: boolean; language: PushLanguage }>(
        'SELECT text_when_ready, language FROM customer_notices WHERE customer_id = $1',
        [customerId],
      );
      return rows[0] ?? { text_when_ready: false, language };
    },

    async setNotices(
      customerId: number,
      notices: { text_when_ready: boolean; language: PushLanguage },
    ): Promise<void> {
      await db.query(
        `INSERT INTO customer_notices (customer_id, text_when_ready, language) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id) DO UPDATE SET text_when_ready = EXCLUDED.text_when_ready,
           language = EXCLUDED.language, updated_at = now()`,
        [customerId, notices.text_when_ready, notices.language],
      );
    },

    /**
     * Fans out up to `limit` outbox rows not yet fanned out (rows another process holds are
     * skipped, not waited for): their deliveries written and the rows marked, in one transaction.
     * `pushOn`: false while push is off here, when every shop counts as having no device.
     * Answers how many rows it fanned out.
     */
    async fanOut(limit: number, pushOn: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows: records } = await tx.query<OutboxRecord>(
          `SELECT o.id, o.merchant_id, o.customer_id, o.kind, o.state, o.payload
             FROM push_outbox o WHERE o.fanned_out_at IS NULL
            ORDER BY o.id LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [limit],
        );
        if (records.length === 0) return 0;
        const merchants = [...new Set(records.map((r) => r.merchant_id))];
        const customers = [
          ...new Set(records.map((r) => r.customer_id).filter((id): id is number => id !== null)),
        ];
        const { rows: devices } = await tx.query<{
          id: number;
          merchant_id: number | null;
          customer_id: number | null;
          language: PushLanguage;
          events: MerchantPushEvent[] | string;
          role: MerchantRole;
          branch_id: number | null;
        }>(
          `SELECT s.id, s.merchant_id, s.customer_id, s.language, s.events,
                  coalesce(m.role, 'owner') AS role, m.branch_id
             FROM push_subscriptions s LEFT JOIN merchant_members m ON m.id = s.member_id
            WHERE s.merchant_id = ANY($1::int[]) OR s.customer_id = ANY($2::int[])
            ORDER BY s.id`,
          [merchants, customers],
        );
        const { rows: shopPhones } = await tx.query<{ merchant_id: number; phone: string }>(
          `SELECT m.id AS merchant_id, u.phone FROM merchants m JOIN users u ON u.id = m.user_id
            WHERE m.id = ANY($1::int[]) AND m.phone_verified_at IS NOT NULL`,
          [merchants],
        );
        const { rows: shopperTexts } = await tx.query<{
          customer_id: number;
          phone: string;
          language: PushLanguage;
        }>(
          `SELECT c.id AS customer_id, c.phone, n.language
             FROM customers c JOIN customer_notices n ON n.customer_id = c.id
            WHERE c.id = ANY($1::int[]) AND n.text_when_ready`,
          [customers],
        );
        const deliveries: Array<Delivery & { outboxId: number }> = [];
        for (const record of records) {
          const planned = fanOut(record, {
            devices: pushOn
              ? devices.map((device) => ({
                  id: device.id,
                  merchantId: device.merchant_id,
                  customerId: device.customer_id,
                  language: device.language,
                  events: eventsOf(device.events),
                  role: device.role,
                  branchId: device.branch_id,
                }))
              : [],
            shopPhone: shopPhones.find((s) => s.merchant_id === record.merchant_id)?.phone ?? null,
            shopperText: shopperTexts.find((c) => c.customer_id === record.customer_id) ?? null,
          });
          for (const delivery of planned) deliveries.push({ ...delivery, outboxId: record.id });
        }
        if (deliveries.length > 0) {
          await tx.query(
            `INSERT INTO push_deliveries (outbox_id, subscription_id, sms_phone, title, body, url, tag)
             SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[],
                                  $6::text[], $7::text[])`,
            [
              deliveries.map((d) => d.outboxId),
              deliveries.map((d) => d.subscriptionId),
              deliveries.map((d) => d.smsPhone),
              deliveries.map((d) => d.message.title),
              deliveries.map((d) => d.message.body),
              deliveries.map((d) => d.message.url),
              deliveries.map((d) => d.message.tag),
            ],
          );
        }
        await tx.query(
          'UPDATE push_outbox SET fanned_out_at = now() WHERE id = ANY($1::bigint[])',
          [records.map((r) => r.id)],
        );
        return records.length;
      });
    },

    /**
     * Claims up to `limit` due deliveries for `leaseMs` (counting the attempt), skipping those
     * another process holds, in one statement; with their devices' subscriptions.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const { rows } = await db.query<{
        id: string;
        attempts: number;
        title: string;
        body: string;
        url: string;
        tag: string;
        sms_phone: string | null;
        subscription_id: number | null;
        endpoint: string | null;
        p256dh: string | null;
        auth: string | null;
      }>(
        `WITH claimed AS (
           UPDATE push_deliveries d
              SET claimed_until = now() + $2::int * interval '1 millisecond',
                  attempts = d.attempts + 1
             FROM (SELECT id FROM push_deliveries
                    WHERE done_at IS NULL AND next_at <= now()
                      AND (claimed_until IS NULL OR claimed_until <= now())
                    ORDER BY next_at, id LIMIT $1 FOR UPDATE SKIP LOCKED) due
            WHERE d.id = due.id
            RETURNING d.id, d.attempts, d.title, d.body, d.url, d.tag, d.sms_phone,
                      d.subscription_id)
         SELECT c.*, s.endpoint, s.p256dh, s.auth
           FROM claimed c LEFT JOIN push_subscriptions s ON s.id = c.subscription_id
          ORDER BY c.id`,
        [limit, leaseMs],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        attempts: row.attempts,
        title: row.title,
        body: row.body,
        url: row.url,
        tag: row.tag,
        smsPhone: row.sms_phone,
        subscription:
          row.subscription_id !== null && row.endpoint !== null
            ? {
                id: row.subscription_id,
                endpoint: row.endpoint,
                p256dh: row.p256dh!,
                auth: row.auth!,
              }
            : null,
      }));
    },

    /** The delivery is over: sent, its device gone, given up, or refused by the SMS caps. */
    async finish(id: number, outcome: 'sent' | 'gone' | 'failed' | 'capped'): Promise<void> {
      await db.query(
        `UPDATE push_deliveries SET done_at = now(), outcome = $2, claimed_until = NULL
          WHERE id = $1`,
        [id, outcome],
      );
    },

    /** Tries the delivery again in `delayMs`. */
    async retryLater(id: number, delayMs: number): Promise<void> {
      await db.query(
        `UPDATE push_deliveries
            SET next_at = now() + $2::int * interval '1 millisecond', claimed_until = NULL
          WHERE id = $1`,
        [id, delayMs],
      );
    },

    /** The push service says the device is gone: forget it (its deliveries go with it). */
    async forget(subscriptionId: number): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
