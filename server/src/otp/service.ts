/**
 * The one-time-code service: sends a code for a purpose and phone, and checks it. Any route that
 * proves a phone uses it (a merchant's phone now; customers signing in with a phone and a code
 * next), each with its own purpose, so that a code sent for one never works for another.
 *
 * The rules (config.ts): 6 digits from a secure random source, stored only as a hash, valid 5
 * minutes and once, 5 wrong tries and the code is dead, a new code no sooner than 60 seconds
 * after the last. Everything is in the database, so several API processes act as one. The limits
 * per phone and per address are the rate limiter's (plugins/app/rateLimit.ts); the caps on SMS in
 * all, an hour and a day (`config.smsCap`), are here, where an SMS is handed to the provider: they
 * bound the bill of a script sending codes to many numbers from many addresses (SMS pumping).
 *
 * Nothing here logs a code or an SMS text.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OtpPurpose } from '@contract/otp';
import type { Db } from '../db/db';
import type { CheckResult, OtpChallengeRepository } from '../repositories/otpChallenges';
import { SmsError, type SmsProvider } from '../sms';
import { codeMatches, generateCode, hashCode, newSalt } from './codes';
import type { OtpConfig } from './config';

export interface SendRequest {
  purpose: OtpPurpose;
  /** Normalised (09…). */
  phone: string;
  /** The SMS in the reader's language, given the code and its minutes of validity. */
  text: (code: string, minutes: number) => string;
}

export type SendResult =
  /** `code` only when the provider is the sandbox, which sends nothing. */
  | { kind: 'sent'; expiresIn: number; resendIn: number; code?: string }
  | { kind: 'tooSoon'; retryAfter: number }
  /** The provider refused or was unreachable: nothing was sent, and no code is waiting. */
  | { kind: 'smsFailed' }
  /** The provider did not answer in time: the code stays, as its SMS may still arrive. */
  | { kind: 'smsTimeout'; resendIn: number }
  /** The SMS spending cap of the hour or the day is reached: nothing was sent, no code waits. */
  | { kind: 'smsCapped'; retryAfter: number };

export interface VerifyRequest {
  purpose: OtpPurpose;
  phone: string;
  code: string;
}

export type VerifyResult<T> = CheckResult<T>;

export interface OtpServiceOptions {
  challenges: OtpChallengeRepository;
  sms: SmsProvider;
  config: OtpConfig;
  log: FastifyBaseLogger;
}

/** Old challenges are swept after this many codes sent (by this process). */
const SWEEP_EVERY = 200;

export function createOtpService({ challenges, sms, config, log }: OtpServiceOptions) {
  const { ttlSeconds, maxTries, resendSeconds, secret, smsCap } = config;
  const { smsSpending } = challenges;
  let sent = 0;

  const capWindows = [
    { window: 'hour', key: 'smsSent:hour', seconds: 3_600, cap: smsCap.perHour },
    { window: 'day', key: 'smsSent:day', seconds: 86_400, cap: smsCap.perDay },
  ] as const;

  /**
   * Counts one SMS in the hour's and the day's windows, or refuses it when either is full. A
   * refused SMS is counted in no window before the full one, and stays counted in the full one:
   * beyond its cap a window refuses whatever its count, and only the first refusal finds the
   * count one over the cap, so the cap is logged once a window, not once a request.
   */
  async function spendOnSms(purpose: OtpPurpose): Promise<SendResult | undefined> {
    const counted: string[] = [];
    for (const { window, key, seconds, cap } of capWindows) {
      const hit = await smsSpending.hit(key, seconds);
      if (hit.hits > cap) {
        for (const earlier of counted) await smsSpending.refund(earlier);
        if (hit.hits === cap + 1) {
          log.warn(
            { window, cap, retryAfter: hit.retryAfterSeconds, purpose },
            'SMS spending cap reached',
          );
        }
        return { kind: 'smsCapped', retryAfter: hit.retryAfterSeconds };
      }
      counted.push(key);
    }
    return undefined;
  }

  /** Gives back an SMS counted but not sent (the provider refused it). */
  async function unspend(): Promise<void> {
    for (const { key } of capWindows) await smsSpending.refund(key);
  }

  return {
    /** The provider's name, for the start-up log. */
    provider: sms.name,

    async send({ purpose, phone, text }: SendRequest): Promise<SendResult> {
      sent += 1;
      if (sent % SWEEP_EVERY === 0) await challenges.sweep();
      const code = generateCode();
      const salt = newSalt();
      const codeHash = hashCode(salt, secret, { purpose, phone, code });
      const issued = await challenges.issue({
        purpose,
        phone,
        salt,
        codeHash,
        ttlSeconds,
        resendSeconds,
      });
      if (issued.kind === 'tooSoon') return issued;

      const capped = await spendOnSms(purpose);
      if (capped) {
        // Nothing goes out: the code is taken back, so the person may ask again once it lifts.
        await challenges.withdraw(purpose, phone, codeHash);
        return capped;
      }
      try {
        await sms.send(phone, text(code, Math.round(ttlSeconds / 60)));
      } catch (error) {
        if (error instanceof SmsError && error.failure === 'timeout') {
          log.warn({ provider: sms.name, purpose, err: error }, 'SMS timed out');
          return { kind: 'smsTimeout', resendIn: resendSeconds };
        }
        // Nothing went out: the code is taken back, so the person may ask again at once, and
        // the SMS is not counted against the caps.
        await challenges.withdraw(purpose, phone, codeHash);
        await unspend();
        if (!(error instanceof SmsError)) throw error;
        log.error({ provider: sms.name, purpose, err: error }, 'SMS refused');
        return { kind: 'smsFailed' };
      }
      return {
        kind: 'sent',
        expiresIn: ttlSeconds,
        resendIn: resendSeconds,
        ...(sms.revealsCodes ? { code } : {}),
      };
    },

    /**
     * The code of the purpose and phone now: the seconds before another may be sent and those it
     * stays valid, or null when none waits (what a screen opened again shows).
     */
    current(purpose: OtpPurpose, phone: string) {
      return challenges.current(purpose, phone, resendSeconds, maxTries);
    },

    /**
     * Checks `code`; on success runs `onVerified` in the same transaction as the code is used up,
     * so what the proof grants is granted once or not at all.
     */
    verify<T>(
      { purpose, phone, code }: VerifyRequest,
      onVerified: (tx: Db) => Promise<T>,
    ): Promise<VerifyResult<T>> {
      return challenges.check(
        purpose,
        phone,
        maxTries,
        (stored) => codeMatches(stored.codeHash, stored.salt, secret, { purpose, phone, code }),
        onVerified,
      );
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
