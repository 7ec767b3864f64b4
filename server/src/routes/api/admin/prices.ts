/**
 * The back office's prices and partner codes (contract/adminPrices.ts). Reading them is the
 * `read` part of the back office; changing them the `prices` part. Every change writes its audit
 * row in its own transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@contract/apiPaths';
import {
  AdminPartnerCode,
  AdminPartnerCodeList,
  AdminPrices,
  MAX_ADDON_PRICE,
  NewPartnerCodeRequest,
  PartnerCodeParams,
  PartnerCodePatch,
  PriceChange,
  PriceChangeParams,
  PriceChangeRequest,
  effectiveDateAllowed,
  partnerCodeState,
  priceChangeProblems,
} from '@contract/adminPrices';
import type { AuditActor } from '../../../repositories/audit';
import { recordAudit } from '../../../repositories/audit';
import {
  PartnerCodeInputError,
  PartnerCodeTakenError,
  createPartnerCodeRepository,
  lockPartnerCode,
  updatePartnerCode,
  type PartnerCode,
} from '../../../repositories/partnerCodes';
import { fieldLabel } from '../../../i18n';
import { validationBody, type FieldErrors } from '../../../validation';
import { answers } from '../merchant/storeCommon';

const READ = { operatorAccess: 'read' } as const;
const CHANGE = { operatorAccess: 'prices' } as const;

/** The operator the guard found, as the audit log names them. */
function actorOf(request: FastifyRequest): AuditActor {
  const operator = request.operator;
  if (!operator) throw new Error('an operator route ran without its guard');
  return { operatorId: operator.operatorId, phone: operator.phone, role: operator.role };
}

/** A code as the back office lists it, with what it does at `now`. */
export function adminPartnerCode(code: PartnerCode, now: Date): AdminPartnerCode {
  const expires_at = code.expiresAt === null ? null : code.expiresAt.toISOString();
  return {
    id: code.id,
    code: code.code,
    percent_off: code.percentOff,
    amount_off: code.amountOff,
    partner: code.partner,
    active: code.active,
    expires_at,
    max_uses: code.maxUses,
    uses: code.uses,
    created_at: code.createdAt.toISOString(),
    state: partnerCodeState(
      { active: code.active, expires_at, max_uses: code.maxUses, uses: code.uses },
      now,
    ),
  };
}

/** A code's terms as the audit log keeps them. */
function auditedTerms(code: PartnerCode) {
  return {
    code: code.code,
    percent_off: code.percentOff,
    amount_off: code.amountOff,
    partner: code.partner,
    active: code.active,
    expires_at: code.expiresAt?.toISOString() ?? null,
    max_uses: code.maxUses,
    uses: code.uses,
  };
}

const adminPriceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { priceChanges, partnerCodes } = fastify.repositories;

  fastify.get(
    `/${apiPaths.adminPrices}`,
    { config: READ, schema: { response: answers({ 200: AdminPrices }, 401, 403) } },
    () => priceChanges.overview(),
  );

  fastify.post(
    `/${apiPaths.adminPriceChanges}`,
    {
      config: CHANGE,
      schema: {
        body: PriceChangeRequest,
        response: answers({ 201: PriceChange }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { target, target_id, changes, effective_from } = request.body;
      const errors: FieldErrors = {};
      for (const [field, problem] of Object.entries(priceChangeProblems(target, changes))) {
        const name = fieldLabel(m, field);
        errors[`changes.${field}`] = [
          problem === 'too_high' ? m.maximum(name, MAX_ADDON_PRICE) : m.notAllowed(name),
        ];
      }
      const effectiveFrom = new Date(effective_from);
      const now = new Date();
      if (Number.isNaN(effectiveFrom.getTime())) {
        errors.effective_from = [m.formatInvalid(fieldLabel(m, 'effective_from'))];
      } else if (!effectiveDateAllowed(effectiveFrom, now)) {
        errors.effective_from = [m.priceChangePast];
      }
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const result = await priceChanges.schedule(
        actorOf(request),
        { target, targetId: target_id, changes, effectiveFrom },
        now,
      );
      if (result.kind === 'unknownTarget') return reply.code(404).send({ message: m.notFound });
      return reply.code(201).send(result.change);
    },
  );

  fastify.delete(
    `/${apiPaths.adminPriceChange}`,
    {
      config: CHANGE,
      schema: {
        params: PriceChangeParams,
        response: answers({ 200: PriceChange }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const result = await priceChanges.cancel(actorOf(request), request.params.changeId);
      if (result.kind === 'unknown') return reply.code(404).send({ message: m.notFound });
      if (result.kind === 'closed') return reply.code(409).send({ message: m.priceChangeClosed });
      return result.change;
    },
  );

  fastify.get(
    `/${apiPaths.adminPartnerCodes}`,
    { config: READ, schema: { response: answers({ 200: AdminPartnerCodeList }, 401, 403) } },
    async () => {
      const now = new Date();
      return { codes: (await partnerCodes.list()).map((code) => adminPartnerCode(code, now)) };
    },
  );

  fastify.post(
    `/${apiPaths.adminPartnerCodes}`,
    {
      config: CHANGE,
      preHandler: fastify.refuseZawgyi('adminPartnerCodes'),
      schema: {
        body: NewPartnerCodeRequest,
        response: answers({ 201: AdminPartnerCode }, 401, 403, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const body = request.body;
      const now = new Date();
      const errors: FieldErrors = {};
      if ((body.percent_off === undefined) === (body.amount_off === undefined)) {
        errors.percent_off = [m.partnerCodeOneDiscount];
      }
      const expiresAt =
        body.expires_at === undefined || body.expires_at === null
          ? null
          : new Date(body.expires_at);
      if (expiresAt !== null && !(expiresAt.getTime() > now.getTime())) {
        errors.expires_at = [m.partnerCodeExpiryPassed];
      }
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const discount =
        body.percent_off !== undefined
          ? { percentOff: body.percent_off }
          : { amountOff: body.amount_off as number };
      try {
        const made = await fastify.db.transaction(async (tx) => {
          const code = await createPartnerCodeRepository(tx).create({
            code: body.code,
            ...discount,
            partner: body.partner ?? '',
            expiresAt,
            maxUses: body.max_uses ?? null,
            active: body.active ?? true,
          });
          await recordAudit(tx, actorOf(request), {
            action: 'partner_code.create',
            subjectType: 'partner_code',
            subjectId: code.id,
            after: auditedTerms(code),
          });
          return code;
        });
        return reply.code(201).send(adminPartnerCode(made, now));
      } catch (error) {
        if (error instanceof PartnerCodeTakenError) {
          return reply.code(409).send({ message: m.partnerCodeTaken(error.code) });
        }
        if (error instanceof PartnerCodeInputError) {
          return reply.code(422).send(validationBody(m, { code: [error.message] }));
        }
        throw error;
      }
    },
  );

  fastify.patch(
    `/${apiPaths.adminPartnerCode}`,
    {
      config: CHANGE,
      preHandler: fastify.refuseZawgyi('adminPartnerCode'),
      schema: {
        params: PartnerCodeParams,
        body: PartnerCodePatch,
        response: answers({ 200: AdminPartnerCode }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const body = request.body;
      const now = new Date();
      if (body.percent_off !== undefined && body.amount_off !== undefined) {
        return reply.code(422).send(validationBody(m, { percent_off: [m.partnerCodeOneDiscount] }));
      }
      const expiresAt =
        body.expires_at === undefined
          ? undefined
          : body.expires_at === null
            ? null
            : new Date(body.expires_at);
      type Outcome =
        | { kind: 'done'; code: PartnerCode }
        | { kind: 'unknown' }
        | { kind: 'used' }
        | { kind: 'invalid'; errors: FieldErrors };
      const outcome = await fastify.db.transaction(async (tx): Promise<Outcome> => {
        const before = await lockPartnerCode(tx, request.params.codeId);
        if (!before) return { kind: 'unknown' };
        const changesDiscount = body.percent_off !== undefined || body.amount_off !== undefined;
        // One code, one discount on every receipt that names it: fixed from its first use.
        if (changesDiscount && before.uses > 0) return { kind: 'used' };
        if (body.max_uses !== undefined && body.max_uses !== null && body.max_uses < before.uses) {
          return {
            kind: 'invalid',
            errors: { max_uses: [m.partnerCodeMaxBelowUses(before.uses)] },
          };
        }
        const code = await updatePartnerCode(tx, before.id, {
          active: body.active,
          expiresAt,
          maxUses: body.max_uses,
          partner: body.partner,
          percentOff: body.percent_off,
          amountOff: body.amount_off,
        });
        await recordAudit(tx, actorOf(request), {
          action: 'partner_code.update',
          subjectType: 'partner_code',
          subjectId: code.id,
          before: auditedTerms(before),
          after: auditedTerms(code),
        });
        return { kind: 'done', code };
      });
      if (outcome.kind === 'unknown') return reply.code(404).send({ message: m.notFound });
      if (outcome.kind === 'used') {
        return reply.code(409).send({ message: m.partnerCodeDiscountUsed });
      }
      if (outcome.kind === 'invalid')
        return reply.code(422).send(validationBody(m, outcome.errors));
      return adminPartnerCode(outcome.code, now);
    },
  );
};

export default adminPriceRoutes;
