/**
 * The shop's loyalty programmes: the overview with what the plan includes,
 * the stamp card's design, points and their rewards, membership, and the counter (a customer by
 * phone: a stamp, a stamp reward redeemed, a point code redeemed). Every call needs the merchant's
 * own token and a store; the plan's feature guards each programme's writes (403). A programme the
 * shop has switched off answers 409 `not_offered` at the counter. Looking a customer up needs one
 * of the programmes in the plan and is limited per merchant (`security/counterLookups`); it names
 * only customers who have dealt with the shop (`counterOf` in the repository).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody, MerchantParams, ValidationErrorBody, apiPaths } from '@contract';
import {
  CounterCustomer,
  CounterQuery,
  CounterStampParams,
  CounterStampRequest,
  LoyaltyOverview,
  MembershipRequest,
  MerchantStampCard,
  PointReward,
  PointRewardParams,
  PointRewardRequest,
  PointsRequest,
  ReasonBody,
  RedeemCodeRequest,
  RedeemCodeResponse,
  StampCardRequest,
  StampReward,
  StampRewardParams,
} from '@contract/loyalty';
import { LOYALTY_LIMITS, STAMP_UNDO_SECONDS } from '@contract/loyaltyRules';
import { fieldLabel, type Messages } from '../../../i18n';
import { normalisePhone } from '../../../phone';
import type { SaveResult } from '../../../repositories/loyalty';
import { counterLookupRefused } from '../../../security/counterLookups';
import { validationBody } from '../../../validation';
import { tidyText } from './storeCommon';

/** The token and the Idempotency-Key a counter stamp requires (a double tap adds one stamp). */
const StampHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
});

const PointsSettings = Type.Object({
  enabled: Type.Boolean(),
  points_per_1000: Type.Integer(),
  rewards: Type.Array(PointReward),
});
const MembershipSettings = Type.Object({
  enabled: Type.Boolean(),
  discount_percent: Type.Integer(),
  members: Type.Integer(),
});

/** The answers of a call: its success, `{message}` for 401/403/404, and the others given. */
function answers(
  ok: Record<number, TSchema>,
  extra: Record<number, TSchema> = {},
): Record<number, TSchema> {
  return {
    ...ok,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    422: ValidationErrorBody,
    ...extra,
  };
}

/** The schema of a call with the merchant's token, `params` and `body`, answering `ok`. */
function withBody<P extends TSchema, B extends TSchema>(
  params: P,
  body: B,
  ok: Record<number, TSchema>,
) {
  return { headers: AuthHeaders, params, body, response: answers(ok) };
}

/** 404: the merchant has no store. */
function storeNotFound(reply: FastifyReply, m: Messages) {
  return reply.code(404).send({ message: m.storeNotFound });
}

/** 422: a typed word (`name`, `reward`) left empty. */
function required(reply: FastifyReply, m: Messages, field: 'name' | 'reward') {
  return reply.code(422).send(validationBody(m, { [field]: [m.required(fieldLabel(m, field))] }));
}

/** The settings saved, or 404 when the merchant has no store. */
function savedOr404<T>(reply: FastifyReply, m: Messages, result: SaveResult<T>) {
  return result.kind === 'noStore' ? storeNotFound(reply, m) : result.value;
}

/** 422 of a code past its minutes: the validation shape with the reason. */
const CodeExpiredBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({ reason: Type.Optional(Type.String()) }),
]);

/** Trims the typed words (the card's reward, a reward's name) and gives a phone its one spelling. */
async function tidy(request: FastifyRequest) {
  await tidyText(request);
  const body = request.body as Record<string, unknown> | null;
  if (body && typeof body === 'object' && typeof body.reward === 'string') {
    body.reward = body.reward.trim();
  }
}

const merchantLoyaltyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { loyalty, entitlements, photos } = fastify.repositories;
  const own = [fastify.requireAuth, fastify.requireOwnMerchant];
  const stampCard = [...own, fastify.requireFeature('stamp_card')];
  const points = [...own, fastify.requireFeature('point_collection')];
  const membership = [...own, fastify.requireFeature('membership')];

  fastify.get(
    `/${apiPaths.merchantLoyalty}`,
    {
      config: { merchantAccess: 'counter' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: LoyaltyOverview }),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const [overview, allowed] = await Promise.all([
        loyalty.overview(merchantId),
        entitlements.forMerchant(merchantId),
      ]);
      if (!overview) return storeNotFound(reply, request.messages());
      return {
        allowed: {
          stamp_card: allowed.stamp_card,
          point_collection: allowed.point_collection,
          membership: allowed.membership,
        },
        ...overview,
      };
    },
  );

  /* ------------------------------ stamp card ------------------------------ */

  fastify.put(
    `/${apiPaths.merchantStampCard}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: stampCard,
      preValidation: tidy,
      preHandler: fastify.refuseZawgyi('merchantStampCard'),
      schema: withBody(MerchantParams, StampCardRequest, { 200: MerchantStampCard }),
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const logo = request.body.logo_photo_id;
      if (request.body.reward === '') return required(reply, m, 'reward');
      if (logo !== null && !(await photos.ownedBy(merchantId, [logo])).has(logo)) {
        return reply.code(422).send(
          validationBody(m, {
            logo_photo_id: [m.selectedInvalid(fieldLabel(m, 'logo_photo_id'))],
          }),
        );
      }
      return savedOr404(reply, m, await loyalty.saveStampCard(merchantId, request.body));
    },
  );

  /* -------------------------------- points -------------------------------- */

  fastify.put(
    `/${apiPaths.merchantPoints}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: points,
      schema: withBody(MerchantParams, PointsRequest, { 200: PointsSettings }),
    },
    async (request, reply) => {
      const result = await loyalty.savePoints(request.params.merchantId, request.body);
      return savedOr404(reply, request.messages(), result);
    },
  );

  fastify.post(
    `/${apiPaths.merchantPointRewards}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: points,
      preValidation: tidy,
      preHandler: fastify.refuseZawgyi('merchantPointRewards'),
      schema: withBody(MerchantParams, PointRewardRequest, { 201: PointReward }),
    },
    async (request, reply) => {
      const m = request.messages();
      if (request.body.name === '') return required(reply, m, 'name');
      const result = await loyalty.createPointReward(request.params.merchantId, request.body);
      switch (result.kind) {
        case 'noStore':
          return storeNotFound(reply, m);
        case 'limit':
          return reply
            .code(422)
            .send(validationBody(m, { name: [m.pointRewardLimit(LOYALTY_LIMITS.pointRewards)] }));
        case 'created':
          return reply.code(201).send(result.reward);
      }
    },
  );

  fastify.put(
    `/${apiPaths.merchantPointReward}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: points,
      preValidation: tidy,
      preHandler: fastify.refuseZawgyi('merchantPointReward'),
      schema: withBody(PointRewardParams, PointRewardRequest, { 200: PointReward }),
    },
    async (request, reply) => {
      const m = request.messages();
      if (request.body.name === '') return required(reply, m, 'name');
      const { merchantId, rewardId } = request.params;
      const reward = await loyalty.updatePointReward(merchantId, rewardId, request.body);
      if (!reward) return reply.code(404).send({ message: m.rewardNotFound });
      return reward;
    },
  );

  fastify.delete(
    `/${apiPaths.merchantPointReward}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: points,
      schema: {
        headers: AuthHeaders,
        params: PointRewardParams,
        response: answers({}),
      },
    },
    async (request, reply) => {
      const { merchantId, rewardId } = request.params;
      if (!(await loyalty.deletePointReward(merchantId, rewardId))) {
        return reply.code(404).send({ message: request.messages().rewardNotFound });
      }
      return reply.code(204).send();
    },
  );

  fastify.post(
    `/${apiPaths.merchantRedeemCode}`,
    {
      config: { merchantAccess: 'counter' },
      onRequest: points,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: RedeemCodeRequest,
        response: answers(
          { 200: RedeemCodeResponse },
          { 404: ReasonBody, 409: ReasonBody, 422: CodeExpiredBody },
        ),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const result = await loyalty.redeemCode(merchantId, request.body.code);
      switch (result.kind) {
        case 'unknown':
          return reply.code(404).send({ message: m.codeUnknown, reason: 'code_unknown' });
        case 'used':
          return reply.code(409).send({ message: m.codeUsed, reason: 'code_used' });
        case 'expired':
          return reply.code(422).send({
            ...validationBody(m, { code: [m.codeExpired] }),
            reason: 'code_expired',
          });
        case 'notEnoughPoints':
          return reply.code(409).send({ message: m.notEnoughPoints, reason: 'not_enough_points' });
        case 'redeemed':
          // Never the code: it was a bearer of points.
          request.log.info({ merchantId, points: result.answer.points }, 'point reward redeemed');
          return result.answer;
      }
    },
  );

  /* ------------------------------ membership ------------------------------ */

  fastify.put(
    `/${apiPaths.merchantMembership}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: membership,
      schema: withBody(MerchantParams, MembershipRequest, { 200: MembershipSettings }),
    },
    async (request, reply) => {
      const result = await loyalty.saveMembership(request.params.merchantId, request.body);
      return savedOr404(reply, request.messages(), result);
    },
  );

  /* ------------------------------- the counter ----------------------------- */

  /** 403 unless the plan includes one of the programmes the counter serves. */
  async function requireLoyalty(request: FastifyRequest, reply: FastifyReply) {
    const merchantId = request.auth?.merchantId;
    const allowed = merchantId != null ? await entitlements.forMerchant(merchantId) : null;
    if (!allowed || !(allowed.stamp_card || allowed.point_collection || allowed.membership)) {
      return reply.code(403).send({ message: request.messages().featureNotIncluded });
    }
  }

  fastify.get(
    `/${apiPaths.merchantCounter}`,
    {
      config: { merchantAccess: 'counter' },
      onRequest: [...own, requireLoyalty],
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        querystring: CounterQuery,
        response: answers({ 200: CounterCustomer }, { 429: ErrorBody }),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      if (await counterLookupRefused(fastify, request, reply, merchantId)) return reply;
      const found = await loyalty.counter(merchantId, normalisePhone(request.query.phone));
      if (!found) return storeNotFound(reply, request.messages());
      return found;
    },
  );

  fastify.post(
    `/${apiPaths.merchantCounterStamp}`,
    {
      config: { merchantAccess: 'counter' },
      onRequest: stampCard,
      preValidation: tidy,
      schema: {
        headers: StampHeaders,
        params: MerchantParams,
        body: CounterStampRequest,
        response: answers({ 200: CounterCustomer, 201: CounterCustomer }, { 409: ReasonBody }),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const result = await loyalty.counterStamp(
        merchantId,
        request.body.phone,
        request.headers['idempotency-key'],
        request.auth?.memberId ?? null,
      );
      switch (result.kind) {
        case 'noStore':
          return storeNotFound(reply, m);
        case 'notOffered':
          return reply.code(409).send({ message: m.loyaltyNotOffered, reason: 'not_offered' });
        case 'replayed':
          return result.customer;
        case 'stamped':
          request.log.info({ merchantId }, 'stamp added at the counter');
          return reply.code(201).send(result.customer);
      }
    },
  );

  // Undo, moments after 'Add stamp': only the shop's own counter stamps, within the window.
  fastify.delete(
    `/${apiPaths.merchantCounterStampUndo}`,
    {
      config: { merchantAccess: 'counter' },
      onRequest: stampCard,
      schema: {
        headers: AuthHeaders,
        params: CounterStampParams,
        response: answers({ 200: CounterCustomer }, { 409: ReasonBody }),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, key } = request.params;
      const result = await loyalty.undoCounterStamp(merchantId, key, STAMP_UNDO_SECONDS);
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.stampNotFound });
        case 'tooLate':
          return reply.code(409).send({ message: m.stampUndoTooLate, reason: 'too_late' });
        case 'redeemed':
          return reply
            .code(409)
            .send({ message: m.stampRewardRedeemed, reason: 'already_redeemed' });
        case 'replayed':
          return result.customer;
        case 'undone':
          request.log.info({ merchantId }, 'counter stamp undone');
          return result.customer;
      }
    },
  );

  fastify.post(
    `/${apiPaths.merchantRedeemStampReward}`,
    {
      config: { merchantAccess: 'counter' },
      onRequest: stampCard,
      schema: {
        headers: AuthHeaders,
        params: StampRewardParams,
        response: answers({ 200: StampReward }, { 409: ReasonBody }),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, rewardId } = request.params;
      const result = await loyalty.redeemStampReward(merchantId, rewardId);
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.rewardNotFound });
        case 'alreadyRedeemed':
          return reply
            .code(409)
            .send({ message: m.rewardAlreadyRedeemed, reason: 'already_redeemed' });
        case 'redeemed':
          request.log.info({ merchantId, rewardId }, 'stamp reward redeemed');
          return result.reward;
      }
    },
  );
};

export default merchantLoyaltyRoutes;
