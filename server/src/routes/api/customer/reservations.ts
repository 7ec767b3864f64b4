/**
 * A customer's reservations at a listed shop that takes them (the Order/Reservations add-on or a
 * plan with all features): the free slots of a day (public, so a visitor sees them before signing
 * in), making a reservation (idempotent, counted against the slot's capacity under a lock, and
 * against the customer's share of the shop: one per slot, a few per day, none once blocked), and
 * cancelling one's own before its time. Times are Asia/Yangon's (contract/orderRules.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, ValidationErrorBody } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import {
  IllegalTransitionBody,
  Reservation,
  ReservationRequest,
  SlotsQuery,
  SlotsResponse,
} from '@contract/orders';
import { ORDER_LIMITS, partyTooLarge, slotProblem, slotsOf, yangonNow } from '@contract/orderRules';
import { orderingWindow, type WeeklyHours } from '@contract/hours';
import { ShopParams } from '@contract/store';
import { fieldLabel, type Messages } from '../../../i18n';
import { createRateLimitRepository } from '../../../repositories/rateLimits';
import type { ReservableShop } from '../../../repositories/reservations';
import { validationBody } from '../../../validation';
import { customerBlocked, illegalTransition, placementAllowed } from './orderCommon';

/**
 * A refusal the SPA words by its `reason` (409 `slot_full`, `name_required`, `in_the_past`,
 * `already_reserved`, `too_many_reservations` with its `limit`; 403 `customer_blocked`).
 */
export const ReasonBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer()),
  /** `closed`: when the place opens next after the time asked for (ISO 8601); null: no hours. */
  opens_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/**
 * A 422 of the slot rules: the field errors and the `reason` (`outside_hours`, `too_far`, …);
 * `party_too_large` carries the shop's largest party as `limit`.
 */
export const ReasonValidationBody = Type.Object({
  ...ValidationErrorBody.properties,
  reason: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer()),
});

const ReserveHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
});

const CancelParams = Type.Object(
  { reservationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

/** The place reserved at: the shop's own address (null) or one of its branches. */
function placeOf(
  shop: ReservableShop,
  branchId: number | null,
): { hours: ReservableShop['hours']; capacity: number } | null {
  if (branchId === null) return { hours: shop.hours, capacity: shop.slotCapacity };
  const branch = shop.branches.find((b) => b.id === branchId);
  return branch ? { hours: branch.hours, capacity: branch.slot_capacity } : null;
}

function slotMessage(m: Messages, problem: NonNullable<ReturnType<typeof slotProblem>>): string {
  switch (problem) {
    case 'invalid_date':
      return m.reservationInvalidDate;
    case 'in_the_past':
      return m.reservationInThePast;
    case 'too_far':
      return m.reservationTooFar(ORDER_LIMITS.reservationDaysAhead);
    case 'outside_hours':
      return m.reservationOutsideHours;
  }
}

const customerReservationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reservations, entitlements } = fastify.repositories;
  const limits = fastify.config.customerLimits;
  const placements = createRateLimitRepository(fastify.db);

  /** The listed shop at `slug` if it takes reservations; otherwise the refusal already sent. */
  async function reservableShop(
    slug: string,
    m: Messages,
  ): Promise<{ shop: ReservableShop } | { status: 403 | 404; body: { message: string } }> {
    const shop = await reservations.shopForReservations(slug);
    if (!shop) return { status: 404, body: { message: m.shopNotFound } };
    if (!(await entitlements.forMerchant(shop.merchantId)).orders) {
      return { status: 403, body: { message: m.featureNotIncluded } };
    }
    return { shop };
  }

  fastify.get(
    `/${apiPaths.customerSlots}`,
    {
      // The same for every visitor, but live (each reservation takes a place): a cache may keep
      // it only to ask again with its ETag.
      config: { cache: 'revalidate' },
      schema: {
        params: ShopParams,
        querystring: SlotsQuery,
        response: { 200: SlotsResponse, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { date, branch } = request.query;
      const found = await reservableShop(request.params.slug, m);
      if (!('shop' in found)) return reply.code(found.status).send(found.body);
      const { shop } = found;
      const branchId = branch ?? null;
      const place = placeOf(shop, branchId);
      if (!place) {
        return reply
          .code(422)
          .send(validationBody(m, { branch: [m.selectedInvalid(fieldLabel(m, 'branch_id'))] }));
      }
      const now = new Date();
      // Only the slots a reservation could be made for now: not begun, not too far ahead.
      const open = slotsOf(place.hours, date).filter(
        (time) => slotProblem(place.hours, date, time, now) === null,
      );
      const taken =
        open.length > 0
          ? await reservations.takenSlots(shop.merchantId, branchId, date)
          : new Map<string, number>();
      return {
        date,
        slots: open.map((time) => ({
          time,
          left: Math.max(0, place.capacity - (taken.get(time) ?? 0)),
        })),
      };
    },
  );

  fastify.post(
    `/${apiPaths.customerReserve}`,
    {
      onRequest: fastify.requireCustomer,
      preHandler: fastify.refuseZawgyi('customerReserve'),
      schema: {
        headers: ReserveHeaders,
        params: ShopParams,
        body: ReservationRequest,
        response: {
          200: Reservation,
          201: Reservation,
          401: ErrorBody,
          403: ReasonBody,
          404: ErrorBody,
          409: ReasonBody,
          422: ReasonValidationBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { customerId } = request.customer!;
      const key = request.headers['idempotency-key'];
      const body = request.body;

      // A retry answers what the first request made, whatever has changed since.
      const first = await reservations.findByKey(customerId, key);
      if (first) return first;
      if (!(await placementAllowed(placements, limits, customerId, reply, m))) return reply;

      const found = await reservableShop(request.params.slug, m);
      if (!('shop' in found)) return reply.code(found.status).send(found.body);
      const { shop } = found;
      const place = placeOf(shop, body.branch_id);
      if (!place) {
        return reply
          .code(422)
          .send(validationBody(m, { branch_id: [m.selectedInvalid(fieldLabel(m, 'branch_id'))] }));
      }
      let service: { itemId: number; name: string } | null = null;
      if (body.item_id !== null) {
        const name = await reservations.serviceName(shop.merchantId, body.item_id);
        if (name === null) {
          return reply
            .code(422)
            .send(validationBody(m, { item_id: [m.selectedInvalid(fieldLabel(m, 'item_id'))] }));
        }
        service = { itemId: body.item_id, name };
      }
      if (partyTooLarge(body.party_size, shop.maxPartySize)) {
        return reply.code(422).send({
          ...validationBody(m, {
            party_size: [m.reservationPartyTooLarge(shop.maxPartySize)],
          }),
          reason: 'party_too_large',
          limit: shop.maxPartySize,
        });
      }
      const now = new Date();
      const problem = slotProblem(place.hours, body.date, body.time, now);
      // A time the place is closed at (not only one off the half hours): 409 `closed`, with when
      // it opens next after that time, as an order for now is refused.
      const window =
        problem === 'outside_hours'
          ? // The stored hours are checked on save: each weekday 1..7.
            orderingWindow(
              place.hours as WeeklyHours,
              null,
              new Date(`${body.date}T${body.time}:00+06:30`),
            )
          : null;
      if (window?.state === 'closed') {
        const next = window.next;
        return reply.code(409).send({
          message: m.reservationClosed(
            next && { day: m.weekdays[next.weekday - 1] ?? '', time: next.opens },
          ),
          reason: 'closed',
          opens_at: next?.at ?? null,
        });
      }
      if (problem !== null) {
        const onDate =
          problem === 'invalid_date' ||
          problem === 'too_far' ||
          (problem === 'in_the_past' && body.date < yangonNow(now).date);
        return reply.code(422).send({
          ...validationBody(m, { [onDate ? 'date' : 'time']: [slotMessage(m, problem)] }),
          reason: problem,
        });
      }
      if ((await reservations.customerName(customerId)) === null) {
        return reply
          .code(409)
          .send({ message: m.reservationNameRequired, reason: 'name_required' });
      }

      const result = await reservations.reserve({
        merchantId: shop.merchantId,
        customerId,
        branchId: body.branch_id,
        service,
        date: body.date,
        time: body.time,
        partySize: body.party_size,
        note: body.note,
        idempotencyKey: key,
        perShopDayLimit: limits.reservationsPerShopDay,
      });
      switch (result.kind) {
        case 'noPlace':
          return reply.code(404).send({ message: m.shopNotFound });
        case 'blocked':
          return customerBlocked(reply, m);
        case 'alreadyReserved':
          return reply
            .code(409)
            .send({ message: m.reservationAlreadyHeld, reason: 'already_reserved' });
        case 'tooMany':
          return reply.code(409).send({
            message: m.tooManyReservations(result.limit),
            reason: 'too_many_reservations',
            limit: result.limit,
          });
        case 'full':
          return reply.code(409).send({ message: m.reservationSlotFull, reason: 'slot_full' });
        case 'replayed':
          return result.reservation;
        case 'created':
          request.log.info(
            { merchantId: shop.merchantId, reservationId: result.reservation.id },
            'reservation requested',
          );
          return reply.code(201).send(result.reservation);
      }
    },
  );

  fastify.post(
    `/${apiPaths.customerCancelReservation}`,
    {
      onRequest: fastify.requireCustomer,
      schema: {
        headers: Type.Object({ authorization: AuthHeaders.properties.authorization }),
        params: CancelParams,
        response: {
          200: Reservation,
          401: ErrorBody,
          404: ErrorBody,
          409: Type.Union([IllegalTransitionBody, ReasonBody]),
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const result = await reservations.transition(
        { customerId: request.customer!.customerId },
        request.params.reservationId,
        'cancel',
        { before: new Date() },
      );
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.reservationNotFound });
        case 'illegal':
          return illegalTransition(reply, m.reservationIllegal, result.state);
        case 'tooLate':
          return reply.code(409).send({ message: m.reservationTooLate, reason: 'in_the_past' });
        case 'done':
          return result.reservation;
      }
    },
  );
};

export default customerReservationRoutes;
