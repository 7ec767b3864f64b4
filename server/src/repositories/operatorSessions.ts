/**
 * Operators' sessions: bearer tokens stored as their SHA-256, looked up only here (never in the
 * merchants' `auth_tokens` nor the customers' `customer_tokens`). Finding an active session also
 * marks it used, so that it ends only after the configured idle time without a call.
 */
import type { OperatorRole, OperatorStage } from '@contract/operators';
import type { Db } from '../db/db';

export interface OperatorContext {
  sessionId: number;
  stage: OperatorStage;
  operatorId: number;
  phone: string;
  name: string;
  role: OperatorRole;
}

export function createOperatorSessionRepository(db: Db) {
  return {
    /** A new session at `stage`, ending at the latest after `sessionHours`. */
    async insert(
      tokenHash: string,
      operatorId: number,
      stage: OperatorStage,
      sessionHours: number,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, stage, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
        [tokenHash, operatorId, stage, sessionHours],
      );
    },

    /**
     * The session with this hash if it is not revoked, not past its end, was used within
     * `idleMinutes`, and its operator is not disabled; marks it used now.
     */
    async touch(tokenHash: string, idleMinutes: number): Promise<OperatorContext | undefined> {
      const { rows } = await db.query<OperatorContext>(
        `UPDATE operator_sessions s SET last_seen_at = now()
           FROM operators o
          WHERE s.token_hash = $1 AND o.id = s.operator_id
            AND s.revoked_at IS NULL AND s.expires_at > now()
            AND s.last_seen_at > now() - make_interval(mins => $2)
            AND o.disabled_at IS NULL
        RETURNING s.id AS "sessionId", s.stage, o.id AS "operatorId", o.phone, o.name, o.role`,
        [tokenHash, idleMinutes],
      );
      return rows[0];
    },

    /** Moves a session to its next stage (after the enrolment or the second factor). */
    async advance(sessionId: number, stage: OperatorStage, tx: Db = db): Promise<void> {
      await tx.query('UPDATE operator_sessions SET stage = $2 WHERE id = $1', [sessionId, stage]);
    },

    async revoke(sessionId: number, tx: Db = db): Promise<void> {
      await tx.query(
        'UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
        [sessionId],
      );
    },
  };
}

export type OperatorSessionRepository = ReturnType<typeof createOperatorSessionRepository>;
