/**
 * The job that keeps subscriptions moving without a request: at each turn it brings scheduled
 * downgrades into force, queues the reminders that plans end, and sends the queued ones through
 * the SMS provider. Every API process may run it: the rows it sends are claimed first (see the
 * repository), so each reminder goes once, and one left half-sent by a process that died goes
 * when its lease runs out.
 *
 * The sandbox provider sends nothing; the reminder's row (its text and `sent_at`) is the record
 * of what was sent, and the dashboard shows it. The log names the merchant and the reminder's
 * kind, never the phone or the text.
 */
import { createTurns } from '../jobs/turns';
import { SmsError, type SmsProvider } from '../sms/provider';
import {
  MAX_REMINDER_ATTEMPTS,
  type SubscriptionLifeRepository,
} from '../repositories/subscriptionLife';

/** What the job logs through (Fastify's logger fits). */
export interface LifeJobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SubscriptionLifeJobOptions {
  repo: Pick<
    SubscriptionLifeRepository,
    'promoteScheduled' | 'queueDueReminders' | 'claimReminders' | 'markSent' | 'markFailed'
  >;
  sms: SmsProvider;
  log: LifeJobLog;
  /** The time now; the system clock unless a test gives its own. */
  clock?: () => Date;
  /** Between the end of one turn and the start of the next. */
  intervalMs: number;
  /** How long a claimed reminder is this process's to send before another may take it. */
  leaseMs: number;
  /** Reminders claimed in one turn. */
  batchSize?: number;
}

export interface LifeJobTurn {
  promoted: number;
  queued: number;
  sent: number;
  failed: number;
}

export interface SubscriptionLifeJob {
  /** One turn: promote, queue, claim and send. */
  runOnce(): Promise<LifeJobTurn>;
  /** Runs a turn now and then one `intervalMs` after each turn ends (turns never overlap). */
  start(): void;
  /** No further turn; resolves once the one under way (if any) has finished. */
  stop(): Promise<void>;
}

const DEFAULT_BATCH = 50;

export function createSubscriptionLifeJob(
  options: SubscriptionLifeJobOptions,
): SubscriptionLifeJob {
  const { repo, sms, log, intervalMs, leaseMs } = options;
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH;

  async function runOnce(): Promise<LifeJobTurn> {
    const promoted = await repo.promoteScheduled(clock());
    if (promoted > 0) log.info({ promoted }, 'scheduled plans came into force');
    const queued = await repo.queueDueReminders(clock());
    const claimed = await repo.claimReminders(clock(), leaseMs, batchSize);
    let sent = 0;
    let failed = 0;
    for (const reminder of claimed) {
      const about = {
        merchantId: reminder.merchantId,
        kind: reminder.kind,
        attempt: reminder.attempts,
      };
      try {
        await sms.send(reminder.phone, reminder.text);
      } catch (error) {
        failed += 1;
        const giveUp = reminder.attempts >= MAX_REMINDER_ATTEMPTS;
        await repo.markFailed(reminder, clock(), giveUp);
        log.warn(
          {
            ...about,
            provider: sms.name,
            failure: error instanceof SmsError ? error.failure : 'error',
            givenUp: giveUp,
          },
          'plan reminder SMS failed',
        );
        continue;
      }
      await repo.markSent(reminder, clock());
      sent += 1;
      log.info({ ...about, provider: sms.name }, 'plan reminder sent');
    }
    return { promoted, queued, sent, failed };
  }

  const turns = createTurns({
    turn: runOnce,
    intervalMs,
    firstDelayMs: 0,
    onError: (error) => log.error({ err: error }, 'subscription job turn failed'),
  });

  return { runOnce, start: turns.start, stop: turns.stop };
}
