/**
 * One-time-code challenges (migration 009): one row per purpose and phone, replaced by each new
 * code. Times are the database's own (`now()`), so every API process agrees on them; each step is
 * one statement or one transaction holding the row, so two processes never both use one code.
 */
import type { OtpPurpose } from '@contract/otp';
import type { Db } from '../db/db';
import { createRateLimitRepository } from './rateLimits';

export interface NewChallenge {
  purpose: OtpPurpose;
  phone: string;
  salt: string;
  codeHash: string;
  ttlSeconds: number;
  /** A challenge sent less than this many seconds ago is not replaced. */
  resendSeconds: number;
}

export type IssueResult =
  | { kind: 'issued' }
  /** The last code went out less than `resendSeconds` ago: `retryAfter` seconds to wait. */
  | { kind: 'tooSoon'; retryAfter: number };

export interface StoredChallenge {
  salt: string;
  codeHash: string;
}

export type CheckResult<T> =
  | { kind: 'verified'; value: T }
  /** No live code: none was sent, it expired, or it was used. */
  | { kind: 'expired' }
  /** The wrong tries are spent: the code is dead. */
  | { kind: 'tooManyTries' }
  | { kind: 'invalid'; triesLeft: number };

interface ChallengeRow {
  salt: string;
  code_hash: string;
  tries: number;
  expired: boolean;
  used: boolean;
}

export function createOtpChallengeRepository(db: Db) {
  return {
    /**
     * The counters of SMS handed to the provider, under the caps' own keys in the rate limiter's
     * table: shared by every process, as the bill is.
     */
    smsSpending: createRateLimitRepository(db),

    /**
     * Stores a new code for the purpose and phone, replacing the last one, unless the last one
     * was sent less than `resendSeconds` ago. One statement: of two processes sending at once,
     * one stores its code and the other is told to wait.
     */
    async issue(challenge: NewChallenge): Promise<IssueResult> {
      const { purpose, phone, salt, codeHash, ttlSeconds, resendSeconds } = challenge;
      const { rows } = await db.query(
        `INSERT INTO otp_challenges AS c
           (purpose, phone, salt, code_hash, tries, sent_at, expires_at, used_at)
         VALUES ($1, $2, $3, $4, 0, now(), now() + $5::integer * interval '1 second', NULL)
         ON CONFLICT (purpose, phone) DO UPDATE SET
           salt = EXCLUDED.salt,
           code_hash = EXCLUDED.code_hash,
           tries = 0,
           sent_at = EXCLUDED.sent_at,
           expires_at = EXCLUDED.expires_at,
           used_at = NULL
         WHERE c.sent_at <= now() - $6::integer * interval '1 second'
         RETURNING 1`,
        [purpose, phone, salt, codeHash, ttlSeconds, resendSeconds],
      );
      if (rows.length > 0) return { kind: 'issued' };
      const wait = await db.query<{ retry_after: number }>(
        `SELECT greatest(1, ceil(extract(epoch FROM
                  sent_at + $3::integer * interval '1 second' - now())))::int AS retry_after
           FROM otp_challenges WHERE purpose = $1 AND phone = $2`,
        [purpose, phone, resendSeconds],
      );
      return { kind: 'tooSoon', retryAfter: wait.rows[0]?.retry_after ?? resendSeconds };
    },

    /**
     * Takes back a code whose SMS was refused (nothing was sent), so that the person may ask
     * again at once. Only that code: a newer one sent meanwhile stays.
     */
    async withdraw(purpose: OtpPurpose, phone: string, codeHash: string): Promise<void> {
      await db.query(
        'DELETE FROM otp_challenges WHERE purpose = $1 AND phone = $2 AND code_hash = $3',
        [purpose, phone, codeHash],
      );
    },

    /**
     * Checks a typed code against the live challenge of the purpose and phone, holding the row
     * for the whole check. `matches` says whether the code hashes to the stored hash. The right
     * code is used up, and `onVerified` runs in the same transaction (what the proof grants is
     * granted once or not at all); a wrong one counts a try, and the last try kills the code.
     */
    async check<T>(
      purpose: OtpPurpose,
      phone: string,
      maxTries: number,
      matches: (stored: StoredChallenge) => boolean,
      onVerified: (tx: Db) => Promise<T>,
    ): Promise<CheckResult<T>> {
      return db.transaction(async (tx): Promise<CheckResult<T>> => {
        const { rows } = await tx.query<ChallengeRow>(
          `SELECT salt, code_hash, tries, expires_at <= now() AS expired, used_at IS NOT NULL AS used
             FROM otp_challenges WHERE purpose = $1 AND phone = $2
              FOR UPDATE`,
          [purpose, phone],
        );
        const row = rows[0];
        if (!row || row.used || row.expired) return { kind: 'expired' };
        if (row.tries >= maxTries) return { kind: 'tooManyTries' };
        if (matches({ salt: row.salt, codeHash: row.code_hash })) {
          await tx.query(
            'UPDATE otp_challenges SET used_at = now() WHERE purpose = $1 AND phone = $2',
            [purpose, phone],
          );
          return { kind: 'verified', value: await onVerified(tx) };
        }
        const tries = row.tries + 1;
        await tx.query('UPDATE otp_challenges SET tries = $3 WHERE purpose = $1 AND phone = $2', [
          purpose,
          phone,
          tries,
        ]);
        return tries >= maxTries
          ? { kind: 'tooManyTries' }
          : { kind: 'invalid', triesLeft: maxTries - tries };
      });
    },

    /**
     * The challenge of the purpose and phone as it stands: seconds before a new code may be sent,
     * and seconds its code stays valid (0 when it expired, was used or took its tries). Null when
     * there is neither a live code nor a wait.
     */
    async current(
      purpose: OtpPurpose,
      phone: string,
      resendSeconds: number,
      maxTries: number,
    ): Promise<{ resendIn: number; expiresIn: number } | null> {
      const { rows } = await db.query<{ resend_in: number; expires_in: number }>(
        `SELECT greatest(0, ceil(extract(epoch FROM
                  sent_at + $3::integer * interval '1 second' - now())))::int AS resend_in,
                CASE WHEN used_at IS NULL AND tries < $4 AND expires_at > now()
                     THEN greatest(0, floor(extract(epoch FROM expires_at - now())))::int
                     ELSE 0 END AS expires_in
           FROM otp_challenges WHERE purpose = $1 AND phone = $2`,
        [purpose, phone, resendSeconds, maxTries],
      );
      const row = rows[0];
      if (!row || (row.resend_in === 0 && row.expires_in === 0)) return null;
      return { resendIn: row.resend_in, expiresIn: row.expires_in };
    },

    /**
     * Forgets challenges that expired more than a day ago: a missing challenge answers as an
     * expired one does, and its resend wait ended long before.
     */
    async sweep(): Promise<void> {
      await db.query(`DELETE FROM otp_challenges WHERE expires_at <= now() - interval '1 day'`);
    },
  };
}

export type OtpChallengeRepository = ReturnType<typeof createOtpChallengeRepository>;
