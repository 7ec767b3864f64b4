/**
 * The subscription job: plan-end reminders (7 days and 1 day before the end, and in the day after
 * it), each sent once per end date even by two processes at once, taken again when a sender's
 * lease runs out, given up after five failed sends; and a scheduled downgrade coming into force
 * when the current plan ends. The job runs by hand here, on a clock the test sets.
 */
import { loadConfig } from '../src/config';
import { createSubscriptionLifeJob, type LifeJobLog } from '../src/billing/lifeJob';
import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { createEntitlementRepository } from '../src/repositories/entitlements';
import {
  createSubscriptionLifeRepository,
  type SubscriptionLifeRepository,
} from '../src/repositories/subscriptionLife';
import { SmsError, type SmsProvider } from '../src/sms/provider';
import {
  buildTestApp,
  databases,
  schemaUrl,
  useTestDatabase,
  workerSchema,
  type DatabaseKind,
} from './helpers';
import { addShop } from './marketplaceShops';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LEASE = 120_000;

/** 5 Dec 2026, 11:00 in Yangon. */
const END = new Date('2026-12-05T04:30:00.000Z');
const at = (offsetMs: number, from: Date = END) => new Date(from.getTime() + offsetMs);

interface Sent {
  phone: string;
  text: string;
}

/** An SMS provider that keeps what it was asked to send; `failing` refuses every message. */
function recordingSms(options: { failing?: boolean; onSend?: () => void } = {}) {
  const sent: Sent[] = [];
  let calls = 0;
  const provider: SmsProvider = {
    name: 'recording',
    revealsCodes: false,
    async send(phone, text) {
      calls += 1;
      // A turn of the event loop, so that two jobs' sends interleave.
      await new Promise((resolve) => setImmediate(resolve));
      if (options.failing) throw new SmsError('rejected', 'gateway said no', 500);
      sent.push({ phone, text });
      options.onSend?.();
    },
  };
  return { provider, sent, calls: () => calls };
}

function recordingLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const log: LifeJobLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

function clockAt(start: Date) {
  let now = start;
  return {
    now: () => now,
    set(instant: Date) {
      now = instant;
    },
  };
}

/** A listed shop whose active plan (Standard by default) ends at `endsAt`. */
async function shopEnding(db: Db, endsAt: Date, planId = 2) {
  const shop = await addShop(db, { subscription: { planId, months: 6, endsAt } });
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM subscriptions WHERE merchant_id = $1 AND status = 'active'`,
    [shop.merchantId],
  );
  return { merchantId: shop.merchantId, phone: shop.owner.phone, subscriptionId: rows[0]!.id };
}

async function reminderRows(db: Db) {
  const { rows } = await db.query<{
    subscription_id: number;
    ends_at: Date;
    kind: string;
    status: string;
    attempts: number;
  }>(
    `SELECT subscription_id, ends_at, kind, status, attempts FROM subscription_reminders
      ORDER BY subscription_id, ends_at, kind`,
  );
  return rows.map((row) => ({ ...row, ends_at: new Date(row.ends_at).toISOString() }));
}

describe('the settings of the subscription job', () => {
  test('defaults, values from the environment, 0 switches the job off, bad values stop', () => {
    expect(loadConfig({}).subscriptionLife).toEqual({
      intervalMs: 60_000,
      leaseMs: 120_000,
      graceDays: 7,
    });
    expect(
      loadConfig({
        REMINDER_INTERVAL_SECONDS: '0',
        REMINDER_LEASE_SECONDS: '30',
        GRACE_DAYS: '14',
      }).subscriptionLife,
    ).toEqual({ intervalMs: 0, leaseMs: 30_000, graceDays: 14 });
    expect(() => loadConfig({ GRACE_DAYS: '61' })).toThrow(
      'GRACE_DAYS must be an integer from 0 to 60, got "61"',
    );
    expect(() => loadConfig({ REMINDER_LEASE_SECONDS: '0' })).toThrow(/REMINDER_LEASE_SECONDS/);
    expect(() => loadConfig({ REMINDER_INTERVAL_SECONDS: 'soon' })).toThrow(
      /REMINDER_INTERVAL_SECONDS/,
    );
  });
});

describe('the job between its turns', () => {
  afterEach(() => jest.useRealTimers());

  test('a turn starts at once, the next one interval after it ends, never two at once', async () => {
    jest.useFakeTimers();
    let release: () => void = () => undefined;
    let turns = 0;
    const repo = {
      promoteScheduled: jest.fn(async () => {
        turns += 1;
        if (turns === 1) await new Promise<void>((resolve) => (release = resolve));
        return 0;
      }),
      queueDueReminders: jest.fn(async () => 0),
      claimReminders: jest.fn(async () => []),
      markSent: jest.fn(async () => undefined),
      markFailed: jest.fn(async () => undefined),
    };
    const job = createSubscriptionLifeJob({
      repo,
      sms: recordingSms().provider,
      log: recordingLog().log,
      intervalMs: 1000,
      leaseMs: LEASE,
    });
    job.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(turns).toBe(1);
    // The first turn hangs: ten intervals pass without a second one.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(turns).toBe(1);
    release();
    await jest.advanceTimersByTimeAsync(999);
    expect(turns).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(turns).toBe(2);
    await job.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(turns).toBe(2);
  });
});

describe.each(databases())('the subscription job on %s', (kind: DatabaseKind) => {
  const database = useTestDatabase(kind);
  let repo: SubscriptionLifeRepository;

  beforeEach(() => {
    repo = createSubscriptionLifeRepository(database.db);
  });

  function jobOn(
    clock: { now: () => Date },
    sms: SmsProvider,
    options: { repo?: SubscriptionLifeRepository; log?: LifeJobLog } = {},
  ) {
    return createSubscriptionLifeJob({
      repo: options.repo ?? repo,
      sms,
      log: options.log ?? recordingLog().log,
      clock: clock.now,
      intervalMs: 60_000,
      leaseMs: LEASE,
    });
  }

  test('7 days before, 1 day before and after the end, once each, in both languages', async () => {
    const shop = await shopEnding(database.db, END);
    const sms = recordingSms();
    const clock = clockAt(at(-8 * DAY));
    const job = jobOn(clock, sms.provider);

    expect(await job.runOnce()).toEqual({ promoted: 0, queued: 0, sent: 0, failed: 0 });

    clock.set(at(-7 * DAY));
    expect(await job.runOnce()).toEqual({ promoted: 0, queued: 1, sent: 1, failed: 0 });
    expect(sms.sent).toEqual([
      {
        phone: shop.phone,
        text:
          'သင်၏ Standard အစီအစဉ်သည် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် ကုန်ဆုံးပါမည်။ ဈေးကွက်တွင် ဆက်လက်ဖော်ပြထားရန် /price တွင် သက်တမ်းတိုးပါ။\n' +
          'Your Standard plan ends on 5 Dec 2026. Renew at /price to stay listed.',
      },
    ]);

    clock.set(at(-7 * DAY + HOUR));
    expect(await job.runOnce()).toEqual({ promoted: 0, queued: 0, sent: 0, failed: 0 });
    clock.set(at(-2 * DAY));
    expect(await job.runOnce()).toEqual({ promoted: 0, queued: 0, sent: 0, failed: 0 });
    expect(sms.sent).toHaveLength(1);

    clock.set(at(-12 * HOUR));
    expect(await job.runOnce()).toMatchObject({ queued: 1, sent: 1 });
    expect(sms.sent[1]?.text).toContain('Your Standard plan ends on 5 Dec 2026.');
    clock.set(at(-6 * HOUR));
    expect(await job.runOnce()).toMatchObject({ queued: 0, sent: 0 });

    clock.set(at(HOUR));
    expect(await job.runOnce()).toMatchObject({ queued: 1, sent: 1 });
    // The grace: seven days after the end.
    expect(sms.sent[2]).toEqual({
      phone: shop.phone,
      text:
        'သင်၏ Standard အစီအစဉ်သည် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် တွင် ကုန်ဆုံးသွားပါပြီ။ ဈေးကွက်တွင် ဆက်လက်ဖော်ပြထားရန် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၁၂ ရက် နောက်ဆုံးထား၍ /price တွင် သက်တမ်းတိုးပါ။\n' +
        'Your Standard plan ended on 5 Dec 2026. Renew by 12 Dec 2026 at /price to stay listed.',
    });

    clock.set(at(2 * DAY));
    expect(await job.runOnce()).toMatchObject({ queued: 0, sent: 0 });
    expect(sms.sent).toHaveLength(3);

    // What the dashboard shows: the sent reminders, newest first.
    expect(await repo.remindersFor(shop.merchantId)).toEqual([
      {
        kind: 'ended',
        ends_at: '2026-12-05T04:30:00.000Z',
        sent_at: '2026-12-05T05:30:00.000Z',
        text: sms.sent[2]?.text,
      },
      {
        kind: 'days1',
        ends_at: '2026-12-05T04:30:00.000Z',
        sent_at: '2026-12-04T16:30:00.000Z',
        text: sms.sent[1]?.text,
      },
      {
        kind: 'days7',
        ends_at: '2026-12-05T04:30:00.000Z',
        sent_at: '2026-11-28T04:30:00.000Z',
        text: sms.sent[0]?.text,
      },
    ]);
    const other = await shopEnding(database.db, at(DAY * 300));
    expect(await repo.remindersFor(other.merchantId)).toEqual([]);
  });

  test('the edges of each window, and no reminder for a plan a downgrade follows', async () => {
    const now = END;
    const ends = [
      7 * DAY + 1, // more than 7 days left: nothing yet
      7 * DAY, // days7
      DAY + 1, // days7
      DAY, // days1
      1, // days1
      0, // ended
      -DAY + 1, // ended
      -DAY, // a day after the end: too late, nothing
    ];
    const shops = [];
    for (const offset of ends) shops.push(await shopEnding(database.db, at(offset, now)));
    // Ends in 3 days, but a downgrade is paid for and follows it.
    const followed = await shopEnding(database.db, at(3 * DAY, now), 3);
    await database.db.query(
      `INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                  ends_at, status)
       SELECT merchant_id, 1, 3, payment_id, ends_at, ends_at + interval '3 months', 'scheduled'
         FROM subscriptions WHERE id = $1`,
      [followed.subscriptionId],
    );

    expect(await repo.queueDueReminders(now)).toBe(6);
    const rows = await reminderRows(database.db);
    expect(rows.map((row) => [row.subscription_id, row.kind, row.status])).toEqual([
      [shops[1]!.subscriptionId, 'days7', 'due'],
      [shops[2]!.subscriptionId, 'days7', 'due'],
      [shops[3]!.subscriptionId, 'days1', 'due'],
      [shops[4]!.subscriptionId, 'days1', 'due'],
      [shops[5]!.subscriptionId, 'ended', 'due'],
      [shops[6]!.subscriptionId, 'ended', 'due'],
    ]);
    expect(await repo.queueDueReminders(now)).toBe(0);
  });

  test('a renewal moves the end: the new end gets its own reminders', async () => {
    const shop = await shopEnding(database.db, END);
    const sms = recordingSms();
    const clock = clockAt(at(-7 * DAY));
    const job = jobOn(clock, sms.provider);
    expect(await job.runOnce()).toMatchObject({ queued: 1, sent: 1 });

    const renewedEnd = new Date('2027-03-05T04:30:00.000Z');
    await database.db.query(
      `UPDATE subscriptions SET ends_at = $2, grace_ends_at = $2::timestamptz + interval '7 days'
        WHERE id = $1`,
      [shop.subscriptionId, renewedEnd.toISOString()],
    );
    // The old end's last day and its end pass without a word: the plan runs on.
    clock.set(at(-12 * HOUR));
    expect(await job.runOnce()).toMatchObject({ queued: 0, sent: 0 });
    clock.set(at(HOUR));
    expect(await job.runOnce()).toMatchObject({ queued: 0, sent: 0 });

    clock.set(at(-6 * DAY, renewedEnd));
    expect(await job.runOnce()).toMatchObject({ queued: 1, sent: 1 });
    expect(sms.sent[1]?.text).toContain('Your Standard plan ends on 5 Mar 2027.');
    expect(sms.sent[1]?.text).toContain('၂၀၂၇ ခုနှစ်၊ မတ်လ ၅ ရက်');
    expect(await reminderRows(database.db)).toEqual([
      {
        subscription_id: shop.subscriptionId,
        ends_at: '2026-12-05T04:30:00.000Z',
        kind: 'days7',
        status: 'sent',
        attempts: 1,
      },
      {
        subscription_id: shop.subscriptionId,
        ends_at: '2027-03-05T04:30:00.000Z',
        kind: 'days7',
        status: 'sent',
        attempts: 1,
      },
    ]);
  });

  test('two processes running the job at once send each reminder once', async () => {
    // On PostgreSQL the second process has its own pool, as another API process would.
    const otherDb = kind === 'postgres' ? openPostgres(schemaUrl(workerSchema())) : database.db;
    try {
      const shops = [];
      for (let i = 0; i < 8; i += 1) shops.push(await shopEnding(database.db, at(i * HOUR)));
      const clock = clockAt(at(-12 * HOUR));
      const first = recordingSms();
      const second = recordingSms();
      const jobs = [
        jobOn(clock, first.provider),
        jobOn(clock, second.provider, { repo: createSubscriptionLifeRepository(otherDb) }),
      ];
      for (let round = 0; round < 3; round += 1) {
        await Promise.all(jobs.map((job) => job.runOnce()));
      }
      const sent = [...first.sent, ...second.sent];
      expect(sent).toHaveLength(8);
      expect(new Set(sent.map((message) => message.phone))).toEqual(
        new Set(shops.map((shop) => shop.phone)),
      );
      const rows = await reminderRows(database.db);
      expect(rows).toHaveLength(8);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      if (otherDb !== database.db) await otherDb.close();
    }
  });

  test('claims made at the same moment by two processes never share a row', async () => {
    const otherDb = kind === 'postgres' ? openPostgres(schemaUrl(workerSchema())) : database.db;
    try {
      for (let i = 0; i < 12; i += 1) await shopEnding(database.db, at(i * HOUR));
      const now = at(-12 * HOUR);
      expect(await repo.queueDueReminders(now)).toBe(12);
      const repos = [repo, createSubscriptionLifeRepository(otherDb)];
      // Sixteen claims of two rows at once, eight from each process: more asked than there are.
      const claims = await Promise.all(
        Array.from({ length: 16 }, (_, i) => repos[i % 2]!.claimReminders(now, LEASE, 2)),
      );
      const keys = claims.flat().map((claim) => `${claim.subscriptionId}/${claim.kind}`);
      expect(keys).toHaveLength(12);
      expect(new Set(keys).size).toBe(12);
    } finally {
      if (otherDb !== database.db) await otherDb.close();
    }
  });

  test('a reminder claimed by a process that died goes once its lease runs out', async () => {
    const shop = await shopEnding(database.db, END);
    const claimedAt = at(-3 * DAY);
    expect(await repo.queueDueReminders(claimedAt)).toBe(1);
    // The process that claims it dies before sending.
    const claimed = await repo.claimReminders(claimedAt, LEASE, 10);
    expect(claimed).toMatchObject([
      { subscriptionId: shop.subscriptionId, kind: 'days7', phone: shop.phone, attempts: 1 },
    ]);

    const sms = recordingSms();
    const clock = clockAt(at(LEASE - 1, claimedAt));
    const job = jobOn(clock, sms.provider);
    expect(await job.runOnce()).toMatchObject({ sent: 0 });
    clock.set(at(LEASE + 1, claimedAt));
    expect(await job.runOnce()).toMatchObject({ sent: 1 });
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]?.phone).toBe(shop.phone);
    expect(await reminderRows(database.db)).toMatchObject([
      { kind: 'days7', status: 'sent', attempts: 2 },
    ]);
    // A late word from the dead process changes nothing.
    await repo.markFailed(claimed[0]!, at(LEASE + 2, claimedAt), false);
    expect(await reminderRows(database.db)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  test('a failing SMS is tried again at each turn, and given up after five', async () => {
    const shop = await shopEnding(database.db, END);
    const sms = recordingSms({ failing: true });
    const { log, lines } = recordingLog();
    const clock = clockAt(at(-3 * DAY));
    const job = jobOn(clock, sms.provider, { log });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      clock.set(at(-3 * DAY + attempt * 60_000));
      expect(await job.runOnce()).toMatchObject({ sent: 0, failed: 1 });
      expect(await reminderRows(database.db)).toMatchObject([{ status: 'due', attempts: attempt }]);
    }
    clock.set(at(-3 * DAY + 5 * 60_000));
    expect(await job.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(await reminderRows(database.db)).toMatchObject([{ status: 'failed', attempts: 5 }]);
    clock.set(at(-3 * DAY + 6 * 60_000));
    expect(await job.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(sms.calls()).toBe(5);
    expect(await repo.remindersFor(shop.merchantId)).toEqual([]);

    // The log names the merchant and the kind, never the phone or the text.
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(5);
    expect(warnings[4]?.details).toMatchObject({
      merchantId: shop.merchantId,
      kind: 'days7',
      failure: 'rejected',
      givenUp: true,
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(shop.phone);
    expect(logged).not.toContain('Standard');
  });

  test('a scheduled downgrade comes into force at the end; entitlements follow it', async () => {
    // A Premium plan that ended an hour ago (still in its grace), a basic one paid to follow it.
    const realNow = new Date();
    const end = at(-HOUR, realNow);
    const shop = await shopEnding(database.db, end, 3);
    const { rows } = await database.db.query<{ id: number }>(
      `INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                  ends_at, status)
       SELECT merchant_id, 1, 3, payment_id, ends_at, ends_at + interval '3 months', 'scheduled'
         FROM subscriptions WHERE id = $1
       RETURNING id`,
      [shop.subscriptionId],
    );
    const scheduledId = rows[0]!.id;
    const entitlements = createEntitlementRepository(database.db);
    expect(await entitlements.forMerchant(shop.merchantId)).toMatchObject({
      plan_name: 'Premium',
      membership: true,
    });

    const sms = recordingSms();
    const clock = clockAt(at(-2 * HOUR, realNow));
    const job = jobOn(clock, sms.provider);
    // Before the end: nothing changes, and no reminder (a plan follows).
    expect(await job.runOnce()).toEqual({ promoted: 0, queued: 0, sent: 0, failed: 0 });

    clock.set(realNow);
    expect(await job.runOnce()).toEqual({ promoted: 1, queued: 0, sent: 0, failed: 0 });
    const statuses = await database.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM subscriptions WHERE merchant_id = $1 ORDER BY id',
      [shop.merchantId],
    );
    expect(statuses.rows).toEqual([
      { id: shop.subscriptionId, status: 'replaced' },
      { id: scheduledId, status: 'active' },
    ]);
    expect(await entitlements.forMerchant(shop.merchantId)).toMatchObject({
      plan_name: 'basic',
      membership: false,
    });
    // Once in force it is not promoted again.
    expect(await job.runOnce()).toMatchObject({ promoted: 0 });
    expect(sms.sent).toEqual([]);
  });

  test('an app with the job switched on sends through its SMS provider, and stops on close', async () => {
    const shop = await shopEnding(database.db, at(3 * DAY, new Date()));
    let delivered: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const sms = recordingSms({ onSend: () => delivered() });
    const app = buildTestApp(database.db, {
      subscriptionLife: { intervalMs: 60_000, leaseMs: LEASE, graceDays: 7 },
    });
    app.decorate('smsProvider', sms.provider);
    await app.ready();
    await arrived;
    await app.close();
    expect(sms.sent.map((message) => message.phone)).toEqual([shop.phone]);
    expect(await reminderRows(database.db)).toMatchObject([{ kind: 'days7', status: 'sent' }]);
  });
});
