/**
 * The notifications job: in turns (jobs/turns.ts) in every API process, it fans the outbox out
 * into deliveries and sends the deliveries that are due (pushRepository.ts says why each goes
 * once across processes). A push service's 404/410 forgets the device; 429, 5xx or no answer is
 * tried again after 30 s, 1, 2, 4 … minutes, up to `maxAttempts` tries; any other refusal is
 * given up at once. An SMS counts against the SMS caps every SMS of the server shares (the hour's
 * and the day's, config.otp.smsCap) and a cap per phone; a capped SMS is not sent, nor retried.
 *
 * Nothing here logs a message's text or a phone number.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsCap } from '../otp/config';
import type { RateLimitRepository } from '../repositories/rateLimits';
import { SmsError, type SmsProvider } from '../sms';
import { createTurns, type Turns } from '../jobs/turns';
import type { PushConfig } from './config';
import type { ClaimedDelivery, PushRepository } from './pushRepository';
import type { PushSender } from './webPush';

export interface PushJobOptions {
  repository: PushRepository;
  /** Null while push is off (no VAPID keys). */
  sender: PushSender | null;
  sms: SmsProvider;
  counters: RateLimitRepository;
  smsCap: SmsCap;
  config: PushConfig;
  log: FastifyBaseLogger;
}

export interface PushJob extends Turns {
  /** One turn: fans out what is waiting and sends what is due; how many deliveries it handled. */
  tick(): Promise<number>;
}

const BATCH = 50;
/** Rounds of a turn: a backlog larger than this waits for the next turn. */
const ROUNDS = 20;
/** How long a claimed delivery is this process's before another may take it (a crash). */
const LEASE_MS = 120_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;

/** The pause before the next try after `attempts` tries. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export function createPushJob(options: PushJobOptions): PushJob {
  const { repository, sender, sms, counters, smsCap, config, log } = options;

  async function again(delivery: ClaimedDelivery, why: string): Promise<void> {
    if (delivery.attempts >= config.maxAttempts) {
      log.warn(
        { delivery: delivery.id, attempts: delivery.attempts, why },
        'notification given up',
      );
      await repository.finish(delivery.id, 'failed');
    } else {
      await repository.retryLater(delivery.id, retryDelay(delivery.attempts));
    }
  }

  /** Counts one SMS to `phone` in every window, or refuses it (counted nowhere) when one is full. */
  async function spend(phone: string): Promise<boolean> {
    const windows = [
      { key: `noticeSms:${phone}`, seconds: 3_600, cap: config.smsPerPhonePerHour },
      { key: 'smsSent:hour', seconds: 3_600, cap: smsCap.perHour },
      { key: 'smsSent:day', seconds: 86_400, cap: smsCap.perDay },
    ];
    const counted: string[] = [];
    for (const { key, seconds, cap } of windows) {
      const hit = await counters.hit(key, seconds);
      if (hit.hits > cap) {
        await counters.refund(key);
        for (const earlier of counted) await counters.refund(earlier);
        return false;
      }
      counted.push(key);
    }
    return true;
  }

  async function refund(phone: string): Promise<void> {
    for (const key of [`noticeSms:${phone}`, 'smsSent:hour', 'smsSent:day']) {
      await counters.refund(key);
    }
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    if (delivery.smsPhone !== null) {
      if (!(await spend(delivery.smsPhone))) {
        log.warn({ delivery: delivery.id }, 'notification SMS over a cap: not sent');
        await repository.finish(delivery.id, 'capped');
        return;
      }
      try {
        await sms.send(delivery.smsPhone, delivery.body);
        await repository.finish(delivery.id, 'sent');
      } catch (error) {
        if (error instanceof SmsError && error.failure === 'timeout') {
          // It may have gone: not sent again.
          log.warn({ delivery: delivery.id, provider: sms.name }, 'notification SMS timed out');
          await repository.finish(delivery.id, 'failed');
          return;
        }
        await refund(delivery.smsPhone);
        await again(delivery, error instanceof Error ? error.message : 'SMS refused');
      }
      return;
    }
    if (delivery.subscription === null) return; // the device was forgotten meanwhile
    if (sender === null) {
      await repository.finish(delivery.id, 'failed');
      return;
    }
    const result = await sender.send(delivery.subscription, {
      title: delivery.title,
      body: delivery.body,
      url: delivery.url,
      tag: delivery.tag,
    });
    switch (result.kind) {
      case 'sent':
        await repository.finish(delivery.id, 'sent');
        return;
      case 'gone':
        log.info({ device: delivery.subscription.id, status: result.status }, 'push device gone');
        await repository.forget(delivery.subscription.id);
        return;
      case 'retry':
        await again(delivery, `push service ${result.status ?? 'unreachable'}`);
        return;
      case 'failed':
        log.warn({ delivery: delivery.id, status: result.status }, 'push refused');
        await repository.finish(delivery.id, 'failed');
        return;
    }
  }

  async function tick(): Promise<number> {
    for (let round = 0; round < ROUNDS; round += 1) {
      if ((await repository.fanOut(BATCH, sender !== null)) < BATCH) break;
    }
    let handled = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const claimed = await repository.claim(BATCH, LEASE_MS);
      for (const delivery of claimed) await deliver(delivery);
      handled += claimed.length;
      if (claimed.length < BATCH) break;
    }
    return handled;
  }

  const turns = createTurns({
    turn: tick,
    intervalMs: config.intervalMs,
    firstDelayMs: config.intervalMs,
    onError: (error) => log.error({ err: error }, 'notifications job failed'),
  });
  return { tick, start: turns.start, stop: turns.stop };
}
