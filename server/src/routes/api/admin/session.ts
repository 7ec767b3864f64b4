/**
 * The operators' sign-in: a password (`admin/session`), then the enrolment of an authenticator
 * the first time (`…/enrolment`, `…/enrolment/confirm`, which also makes the recovery codes) or a
 * code from it (`…/second-factor`, or a recovery code), each step moving the session to its next
 * stage; `GET` tells who is signed in and `DELETE` signs out.
 *
 * Wrong passwords and wrong codes count against the operator: at `operators.maxFailures` in a row
 * the account locks for `operators.lockMinutes` (429 with Retry-After), whichever address tries.
 * The per-address rate limit of sign-ins applies as well (plugins/app/rateLimit.ts). A wrong phone
 * and a wrong password get the same answer, after the same hashing work. A code is checked against
 * `fastify.operatorClock` and never accepted twice for the same 30-second step.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorBody, apiPaths, responses } from '@contract';
import type { Operator } from '@contract/operators';
import {
  OperatorEnrolmentConfirmRequest,
  OperatorEnrolmentConfirmResponse,
  OperatorEnrolmentResponse,
  OperatorSecondFactorRequest,
  OperatorSignInRequest,
  OperatorSignInResponse,
  OperatorSessionResponse,
  RECOVERY_CODE_COUNT,
} from '@contract/operatorSession';
import type { Db } from '../../../db/db';
import { normalisePhone } from '../../../phone';
import { recordAudit, type AuditActor } from '../../../repositories/audit';
import { createOperatorRepository, operatorOf } from '../../../repositories/operators';
import { createOperatorSessionRepository } from '../../../repositories/operatorSessions';
import type { OperatorContext } from '../../../repositories/operatorSessions';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from '../../../security/totp';
import { unlessBusy } from '../../../security/unlessBusy';
import { validationBody } from '../../../validation';

const SIGN_IN_ANSWERS: Record<number, TSchema> = {
  ...responses(OperatorSignInResponse, 401, 422, 429),
  503: ErrorBody,
};
/** A code refused: 422 naming the field (a 401 would end the session in the SPA). */
const CODE_ANSWERS = (ok: TSchema): Record<number, TSchema> => ({
  ...responses(ok, 401, 422, 429),
});

/** Before validation: the phone in its one spelling, as the command line stored it. */
async function normalisePhoneField(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  if (typeof fields.phone === 'string') fields.phone = normalisePhone(fields.phone);
}

const actorOf = (o: { operatorId: number; phone: string; role: AuditActor['role'] }) => ({
  operatorId: o.operatorId,
  phone: o.phone,
  role: o.role,
});

const publicOperator = (o: OperatorContext): Operator => ({
  id: o.operatorId,
  phone: o.phone,
  name: o.name,
  role: o.role,
});

const operatorSessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  const operators = createOperatorRepository(fastify.db);
  const sessions = createOperatorSessionRepository(fastify.db);
  const { maxFailures, lockMinutes } = config.operators;

  /** 429: locked for `seconds` more. */
  function locked(request: FastifyRequest, reply: FastifyReply, seconds: number) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send({ message: request.messages().operatorLocked(minutes) });
  }

  /** A wrong code: counted; 429 when it locks the account, else 422 on `field`. */
  async function codeRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    tx: Db,
    operatorId: number,
    field: 'code' | 'recovery_code',
  ) {
    const m = request.messages();
    const lockedFor = await operators.recordFailure(operatorId, maxFailures, lockMinutes, tx);
    if (lockedFor > 0) return locked(request, reply, lockedFor);
    const message = field === 'code' ? m.operatorCodeRefused : m.operatorRecoveryCodeRefused;
    return reply.code(422).send(validationBody(m, { [field]: [message] }));
  }

  fastify.post(
    `/${apiPaths.adminSession}`,
    {
      config: { operatorAccess: 'public' },
      preValidation: normalisePhoneField,
      schema: { body: OperatorSignInRequest, response: SIGN_IN_ANSWERS },
    },
    async (request, reply) => {
      const { phone, password } = request.body;
      const m = request.messages();
      const found = await operators.byPhone(phone);
      if (found && !found.disabled && found.lockedSeconds > 0) {
        return locked(request, reply, found.lockedSeconds);
      }
      // An unknown or disabled phone costs the same hashing work as a wrong password.
      const valid = await unlessBusy(
        request,
        reply,
        found && !found.disabled
          ? fastify.passwords.verify(found.passwordHash, password)
          : fastify.passwords.verifyNothing(password),
      );
      if (valid === null) return reply;
      if (!found || found.disabled)
        return reply.code(401).send({ message: m.operatorSignInFailed });
      if (!valid) {
        const lockedFor = await operators.recordFailure(found.id, maxFailures, lockMinutes);
        if (lockedFor > 0) return locked(request, reply, lockedFor);
        return reply.code(401).send({ message: m.operatorSignInFailed });
      }
      const stage = found.totpSecret === null ? ('enrol' as const) : ('second_factor' as const);
      const token = await fastify.db.transaction(async (tx) => {
        const issued = await fastify.issueOperatorToken(found.id, stage, tx);
        await recordAudit(
          tx,
          { operatorId: found.id, phone: found.phone, role: found.role },
          {
            action: 'session.sign_in',
            subjectType: 'operator',
            subjectId: found.id,
            after: { stage },
          },
        );
        return issued;
      });
      request.log.info({ operatorId: found.id, stage }, 'operator password accepted');
      return { token, stage, operator: operatorOf(found) };
    },
  );

  fastify.post(
    `/${apiPaths.adminEnrolment}`,
    {
      config: { operatorAccess: 'enrol' },
      schema: { response: responses(OperatorEnrolmentResponse, 401) },
    },
    async (request) => {
      const operator = request.operator!;
      const secret = newTotpSecret();
      await operators.setPendingSecret(operator.operatorId, secret);
      return { secret, otpauth_uri: totpUri(secret, operator.phone) };
    },
  );

  fastify.post(
    `/${apiPaths.adminEnrolmentConfirm}`,
    {
      config: { operatorAccess: 'enrol' },
      schema: {
        body: OperatorEnrolmentConfirmRequest,
        response: CODE_ANSWERS(OperatorEnrolmentConfirmResponse),
      },
    },
    async (request, reply) => {
      const session = request.operator!;
      const m = request.messages();
      const now = fastify.operatorClock.now();
      return fastify.db.transaction(async (tx) => {
        const found = await operators.byIdForUpdate(session.operatorId, tx);
        if (!found) return reply.code(401).send({ message: m.tokenNotValid });
        if (found.lockedSeconds > 0) return locked(request, reply, found.lockedSeconds);
        if (found.totpPendingSecret === null) {
          return reply.code(422).send(validationBody(m, { code: [m.operatorNoEnrolment] }));
        }
        const step = matchTotp(found.totpPendingSecret, request.body.code, now);
        if (step === null || !(await operators.useStep(found.id, step, tx))) {
          return codeRefused(request, reply, tx, found.id, 'code');
        }
        const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
        await operators.confirmEnrolment(found.id, codes.map(hashRecoveryCode), tx);
        await operators.clearFailures(found.id, tx);
        await sessions.advance(session.sessionId, 'active', tx);
        await recordAudit(tx, actorOf(session), {
          action: 'session.enrol',
          subjectType: 'operator',
          subjectId: found.id,
          after: { recovery_codes: codes.length },
        });
        return { recovery_codes: codes, operator: publicOperator(session) };
      });
    },
  );

  fastify.post(
    `/${apiPaths.adminSecondFactor}`,
    {
      config: { operatorAccess: 'second_factor' },
      schema: {
        body: OperatorSecondFactorRequest,
        response: CODE_ANSWERS(OperatorSessionResponse),
      },
    },
    async (request, reply) => {
      const session = request.operator!;
      const m = request.messages();
      const now = fastify.operatorClock.now();
      const body = request.body;
      return fastify.db.transaction(async (tx) => {
        const found = await operators.byIdForUpdate(session.operatorId, tx);
        if (!found || found.totpSecret === null) {
          return reply.code(401).send({ message: m.tokenNotValid });
        }
        if (found.lockedSeconds > 0) return locked(request, reply, found.lockedSeconds);
        if ('code' in body) {
          const step = matchTotp(found.totpSecret, body.code, now);
          if (step === null || !(await operators.useStep(found.id, step, tx))) {
            return codeRefused(request, reply, tx, found.id, 'code');
          }
          await recordAudit(tx, actorOf(session), {
            action: 'session.second_factor',
            subjectType: 'operator',
            subjectId: found.id,
          });
        } else {
          const used = await operators.useRecoveryCode(
            found.id,
            hashRecoveryCode(body.recovery_code),
            tx,
          );
          if (!used) return codeRefused(request, reply, tx, found.id, 'recovery_code');
          await recordAudit(tx, actorOf(session), {
            action: 'session.recovery_code',
            subjectType: 'operator',
            subjectId: found.id,
            after: { recovery_codes_left: await operators.recoveryCodesLeft(found.id, tx) },
          });
        }
        await operators.clearFailures(found.id, tx);
        await sessions.advance(session.sessionId, 'active', tx);
        return { operator: publicOperator(session), stage: 'active' as const };
      });
    },
  );

  fastify.get(
    `/${apiPaths.adminSession}`,
    {
      config: { operatorAccess: 'active' },
      schema: { response: responses(OperatorSessionResponse, 401) },
    },
    async (request) => ({ operator: publicOperator(request.operator!), stage: 'active' as const }),
  );

  fastify.delete(
    `/${apiPaths.adminSession}`,
    {
      config: { operatorAccess: 'active' },
      schema: { response: { 204: Type.Null(), 401: ErrorBody } },
    },
    async (request, reply) => {
      const session = request.operator!;
      await fastify.db.transaction(async (tx) => {
        await sessions.revoke(session.sessionId, tx);
        await recordAudit(tx, actorOf(session), {
          action: 'session.sign_out',
          subjectType: 'operator',
          subjectId: session.operatorId,
        });
      });
      return reply.code(204).send(null);
    },
  );
};

export default operatorSessionRoutes;
