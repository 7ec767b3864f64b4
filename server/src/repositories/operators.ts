/**
 * Operators' accounts: made, listed, disabled and reset by the command line; read and updated by
 * the sign-in (failures and the lock, the authenticator's secret, the last code's step, the
 * recovery codes). Recovery codes are kept only as their SHA-256.
 */
import type { Operator, OperatorRole } from '@contract/operators';
import { isUniqueViolation, type Db } from '../db/db';
import type { AuditEntry } from './audit';

/** An operator as the sign-in reads them. */
export interface StoredOperator extends Operator {
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  failedAttempts: number;
  /** Seconds the account stays locked; 0 when it is not. */
  lockedSeconds: number;
  disabled: boolean;
}

/** An operator as the command line lists them. */
export interface ListedOperator extends Operator {
  enrolled: boolean;
  disabled: boolean;
  lockedSeconds: number;
  createdAt: string;
}

const SELECT = `SELECT id, phone, name, role, password_hash AS "passwordHash",
    totp_secret AS "totpSecret", totp_pending_secret AS "totpPendingSecret",
    totp_last_step::float8 AS "totpLastStep", failed_attempts AS "failedAttempts",
    GREATEST(0, ceil(extract(epoch FROM locked_until - now())))::int AS "lockedSeconds",
    disabled_at IS NOT NULL AS disabled
  FROM operators`;

/** The public face of a stored operator. */
export function operatorOf(o: Operator): Operator {
  return { id: o.id, phone: o.phone, name: o.name, role: o.role };
}

export function createOperatorRepository(db: Db) {
  return {
    /** A new operator; 'taken' when the phone already has one. */
    async create(
      input: { phone: string; name: string; role: OperatorRole; passwordHash: string },
      tx: Db = db,
    ): Promise<Operator | 'taken'> {
      try {
        const { rows } = await tx.query<Operator>(
          `INSERT INTO operators (phone, name, role, password_hash) VALUES ($1, $2, $3, $4)
           RETURNING id, phone, name, role`,
          [input.phone, input.name, input.role, input.passwordHash],
        );
        return rows[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async list(): Promise<ListedOperator[]> {
      const { rows } = await db.query<ListedOperator>(
        `SELECT id, phone, name, role, totp_secret IS NOT NULL AS enrolled,
                disabled_at IS NOT NULL AS disabled,
                GREATEST(0, ceil(extract(epoch FROM locked_until - now())))::int AS "lockedSeconds",
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
           FROM operators ORDER BY id`,
      );
      return rows;
    },

    async byPhone(phone: string, tx: Db = db): Promise<StoredOperator | undefined> {
      const { rows } = await tx.query<StoredOperator>(`${SELECT} WHERE phone = $1`, [phone]);
      return rows[0];
    },

    /** The operator, locked for the rest of the transaction (a sign-in step reads then writes). */
    async byIdForUpdate(id: number, tx: Db): Promise<StoredOperator | undefined> {
      const { rows } = await tx.query<StoredOperator>(`${SELECT} WHERE id = $1 FOR UPDATE`, [id]);
      return rows[0];
    },

    /**
     * One more failed sign-in; at `maxFailures` in a row the account locks for `lockMinutes` and
     * the count starts again. Returns the seconds locked (0 when not locked by this failure).
     */
    async recordFailure(
      id: number,
      maxFailures: number,
      lockMinutes: number,
      tx: Db = db,
    ): Promise<number> {
      const { rows } = await tx.query<{ lockedSeconds: number }>(
        `UPDATE operators
            SET failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0
                                       ELSE failed_attempts + 1 END,
                locked_until = CASE WHEN failed_attempts + 1 >= $2
                                    THEN now() + make_interval(mins => $3) ELSE locked_until END
          WHERE id = $1
      RETURNING GREATEST(0, ceil(extract(epoch FROM locked_until - now())))::int AS "lockedSeconds"`,
        [id, maxFailures, lockMinutes],
      );
      return rows[0]?.lockedSeconds ?? 0;
    },

    /** A step of the sign-in succeeded: the failures in a row start again from none. */
    async clearFailures(id: number, tx: Db = db): Promise<void> {
      await tx.query(
        'UPDATE operators SET failed_attempts = 0, locked_until = NULL WHERE id = $1',
        [id],
      );
    },

    /** The secret an enrolment shows, until a code confirms it. */
    async setPendingSecret(id: number, secret: string, tx: Db = db): Promise<void> {
      await tx.query('UPDATE operators SET totp_pending_secret = $2 WHERE id = $1', [id, secret]);
    },

    /**
     * Marks `step` used; false when that step (or a later one) was already used: a code is never
     * accepted twice.
     */
    async useStep(id: number, step: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operators SET totp_last_step = $2
          WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [id, step],
      );
      return rows.length === 1;
    },

    /** The pending secret becomes the authenticator's; the recovery codes replace any before. */
    async confirmEnrolment(id: number, codeHashes: readonly string[], tx: Db): Promise<void> {
      await tx.query(
        `UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
                totp_enrolled_at = now()
          WHERE id = $1`,
        [id],
      );
      await tx.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id]);
      for (const hash of codeHashes) {
        await tx.query(
          'INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ($1, $2)',
          [id, hash],
        );
      }
    },

    /** Uses an unused recovery code; false when there is none with this hash. */
    async useRecoveryCode(id: number, codeHash: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operator_recovery_codes SET used_at = now()
          WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING operator_id`,
        [id, codeHash],
      );
      return rows.length === 1;
    },

    /** Recovery codes not used yet. */
    async recoveryCodesLeft(id: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM operator_recovery_codes
          WHERE operator_id = $1 AND used_at IS NULL`,
        [id],
      );
      return rows[0]?.n ?? 0;
    },

    /** Every session of the operator ends now. */
    async revokeSessions(id: number, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operator_sessions SET revoked_at = now()
          WHERE operator_id = $1 AND revoked_at IS NULL`,
        [id],
      );
    },

    async disable(id: number, tx: Db = db): Promise<void> {
      await tx.query(
        'UPDATE operators SET disabled_at = COALESCE(disabled_at, now()) WHERE id = $1',
        [id],
      );
    },

    /** The authenticator is forgotten (enrol again at the next sign-in), its codes with it. */
    async resetFactor(id: number, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operators SET totp_secret = NULL, totp_pending_secret = NULL,
                totp_enrolled_at = NULL, totp_last_step = NULL
          WHERE id = $1`,
        [id],
      );
      await tx.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id]);
    },

    /** A new password; the failures and any lock are cleared. */
    async setPassword(id: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operators SET password_hash = $2, failed_attempts = 0, locked_until = NULL
          WHERE id = $1`,
        [id, passwordHash],
      );
    },

    /**
     * An audit row for a change made at the command line, where no operator is signed in: the
     * actor is recorded as 'cli' with the rights of an admin.
     */
    async recordCliAudit(tx: Db, entry: AuditEntry): Promise<void> {
      await tx.query(
        `INSERT INTO audit_log (operator_id, operator_phone, operator_role, action, subject_type,
                                subject_id, before, after, reason)
         VALUES (NULL, 'cli', 'admin', $1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
        [
          entry.action,
          entry.subjectType,
          String(entry.subjectId),
          entry.before === undefined ? null : JSON.stringify(entry.before),
          entry.after === undefined ? null : JSON.stringify(entry.after),
          entry.reason ?? null,
        ],
      );
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
