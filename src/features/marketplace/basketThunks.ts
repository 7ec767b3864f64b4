import type { PlaceOrderRequest, ReservationRequest } from '@contract/orders';
import type { Reopening } from '../../persist/basketStorage';
import { clockAt } from './hours';
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { AppThunk } from '../../app/store';
import {
  basketIdOf,
  orderPlaced,
  orderPromoRefused,
  orderRefused,
  orderSubmitted,
  promoCodeToSend,
  selectBaskets,
  selectChosenBranch,
  tableProblem,
  type OrderProblem,
  linePayload,
  deliveryProblem,
} from './basketSlice';
import { promoRefusalWords } from './promo';
import { phoneOf } from '../../shared/forms/phone';
import { customerLoginPath, selectCustomerTokenOf } from './customerToken';
import { marketplaceApi } from './marketplaceApi';
import { orderingApi } from './orderingApi';
import {
  reserveOpened,
  reserveRefused,
  reserveRequested,
  reserveSubmitted,
  selectReserve,
  type ReserveProblem,
  type ReserveTarget,
} from './reserveSlice';

/** Whether a validation answer names `field` among its errors. */
function hasFieldError(body: unknown, field: string): boolean {
  const errors = (body as { data?: { errors?: Record<string, unknown> } } | null)?.data?.errors;
  return typeof errors === 'object' && errors !== null && field in errors;
}

/**
 * The refusal a failed placing is, from its status and `reason` (`now`: when it was refused; a
 * closed shop's next opening is told as today, tomorrow or its weekday from then).
 */
export function orderProblemOf(
  error: ApiCallError,
  now: Date = new Date(),
): { problem: OrderProblem; itemIds?: number[]; reopens?: Reopening } {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { problem: 'network' };
  if (failure.kind !== 'answered') return { problem: 'failed' };
  const body = (failure.body ?? {}) as {
    reason?: unknown;
    item_ids?: unknown;
    opens_at?: unknown;
    busy_until?: unknown;
  };
  // Outside the hours of the branch, or while it has paused new orders ('Busy').
  if (failure.status === 409 && body.reason === 'closed')
    return { problem: 'closed', reopens: clockAt(body.opens_at, now) };
  if (failure.status === 409 && body.reason === 'busy')
    return { problem: 'busy', reopens: clockAt(body.busy_until, now) };
  if (failure.status === 409 && body.reason === 'unavailable') {
    const itemIds = Array.isArray(body.item_ids)
      ? body.item_ids.filter((id): id is number => typeof id === 'number')
      : [];
    return { problem: 'unavailable', itemIds };
  }
  if (failure.status === 409 && body.reason === 'name_required')
    return { problem: 'name_required' };
  if (failure.status === 422 && body.reason === 'not_orderable')
    return { problem: 'not_orderable' };
  // A township the shop no longer serves, or an order below its least there.
  if (failure.status === 422 && body.reason === 'delivery_unserved')
    return { problem: 'delivery_unserved' };
  if (failure.status === 422 && body.reason === 'delivery_minimum')
    return { problem: 'delivery_minimum' };
  // A choice on an item that its groups no longer allow (changed by the shop meanwhile).
  if (failure.status === 422 && body.reason === 'options') return { problem: 'options' };
  // One customer's share of the shop: too many orders still open, blocked, or too fast.
  if (failure.status === 409 && body.reason === 'too_many_open_orders')
    return { problem: 'too_many_open' };
  if (failure.status === 403 && body.reason === 'customer_blocked') return { problem: 'blocked' };
  // A pickup time the shop no longer offers (or a shop that stopped taking orders for later).
  if (failure.status === 422 && hasFieldError(failure.body, 'pickup_at'))
    return { problem: 'pickup_time' };
  if (failure.status === 429) return { problem: 'too_fast' };
  if (failure.status === 403) return { problem: 'feature' };
  return { problem: 'failed' };
}

/**
 * 'Place order' on a shop's page. Signed out, the shopper goes to sign in and comes back to this
 * page (`returnTo`, with its query) where the basket waits; they press 'Place order' again, seeing
 * the basket once more before it goes. Signed in, the basket is submitted (its key kept for a
 * retry) and the server's answer settles it.
 */
export const placeOrderClicked =
  ({ slug, returnTo }: { slug: string; returnTo: string }): AppThunk =>
  async (dispatch, getState, extra) => {
    const token = selectCustomerTokenOf(getState());
    if (token === null) {
      extra.navigate(customerLoginPath(returnTo));
      return;
    }
    const branchId = selectChosenBranch(getState(), slug);
    const basketId = basketIdOf(slug, branchId);
    const before = selectBaskets(getState()).baskets[basketId];
    if (
      before?.status === 'editing' &&
      (tableProblem(before.service) || deliveryProblem(before.service) !== null)
    ) {
      return;
    }
    dispatch(orderSubmitted(basketId));
    const basket = selectBaskets(getState()).baskets[basketId];
    if (basket?.status !== 'placing') return;
    const body: PlaceOrderRequest = {
      branch_id: branchId,
      lines: basket.lines.map(linePayload),
      note: basket.note.trim(),
      table: basket.service.kind === 'table' ? basket.service.table.trim() || null : null,
    };
    // An order for later: collected, or delivered, at the time chosen.
    if (basket.service.kind !== 'table' && basket.pickupAt) body.pickup_at = basket.pickupAt;
    if (basket.service.kind === 'delivery' && basket.service.townshipId !== null) {
      body.delivery = {
        township_id: basket.service.townshipId,
        address: basket.service.address.trim(),
        phone: phoneOf(basket.service.phone),
      };
    }
    const promoCode = promoCodeToSend(basket.promo);
    if (promoCode !== null) body.promo_code = promoCode;
    const { key } = basket;
    const result = await dispatch(
      orderingApi.endpoints.placeOrder.initiate(
        { slug, token, idempotencyKey: key, body },
        { track: false },
      ),
    );
    if ('data' in result && result.data) {
      const { id, number, total } = result.data;
      dispatch(orderPlaced({ basketId, key, order: { id, number, total } }));
      return;
    }
    // A code the server refuses (422 with a promo reason): its words under the field.
    const promoWords = promoRefusalWords(result.error as ApiCallError);
    if (promoWords !== null) {
      dispatch(orderPromoRefused({ basketId, key, message: promoWords }));
      return;
    }
    const refusal = orderProblemOf(result.error as ApiCallError);
    dispatch(orderRefused({ basketId, key, ...refusal }));
    if (refusal.problem === 'name_required') extra.navigate(customerLoginPath(returnTo));
  };

const RESERVE_REASONS = [
  'slot_full',
  'outside_hours',
  'in_the_past',
  'too_far',
  'invalid_date',
  'name_required',
  'already_reserved',
  'party_too_large',
] as const;

/** The refusal a failed reservation is, from its status and `reason`. */
export function reserveProblemOf(error: ApiCallError): ReserveProblem {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return 'network';
  if (failure.kind !== 'answered') return 'failed';
  const reason = (failure.body as { reason?: unknown } | null)?.reason;
  const known = RESERVE_REASONS.find((r) => r === reason);
  if (known) return known;
  // A time the place is closed at (the slots offered are inside its hours; they changed since).
  if (failure.status === 409 && reason === 'closed') return 'outside_hours';
  if (reason === 'too_many_reservations') return 'too_many';
  if (failure.status === 403 && reason === 'customer_blocked') return 'blocked';
  if (failure.status === 429) return 'too_fast';
  if (failure.status === 403) return 'feature';
  return 'failed';
}

/**
 * 'Reserve' in the dialog. Signed out, the shopper goes to sign in first and comes back to this
 * page. A full slot refreshes the day's slots so the dialog shows what is left.
 */
export const reserveClicked =
  ({
    returnTo,
    request,
  }: {
    returnTo: string;
    request: Omit<ReservationRequest, 'item_id'>;
  }): AppThunk =>
  async (dispatch, getState, extra) => {
    const token = selectCustomerTokenOf(getState());
    if (token === null) {
      extra.navigate(customerLoginPath(returnTo));
      return;
    }
    dispatch(reserveSubmitted());
    const state = selectReserve(getState());
    if (state.status !== 'sending') return;
    const { key, target } = state;
    const result = await dispatch(
      orderingApi.endpoints.reserve.initiate(
        {
          slug: target.slug,
          token,
          idempotencyKey: key,
          body: { ...request, item_id: target.itemId },
        },
        { track: false },
      ),
    );
    if ('data' in result && result.data) {
      dispatch(reserveRequested({ key, date: result.data.date, time: result.data.time }));
      return;
    }
    const problem = reserveProblemOf(result.error as ApiCallError);
    dispatch(reserveRefused({ key, problem }));
    if (problem === 'slot_full') {
      void dispatch(
        orderingApi.endpoints.getSlots.initiate(
          { slug: target.slug, token, branch: request.branch_id, date: request.date },
          { forceRefetch: true, subscribe: false },
        ),
      );
    }
    // The shop has lowered its largest party since the page loaded: learn the one in force.
    if (problem === 'party_too_large') {
      void dispatch(
        marketplaceApi.endpoints.getShopPage.initiate(target.slug, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
    }
    if (problem === 'name_required') extra.navigate(customerLoginPath(returnTo));
  };

/** 'Reserve' or 'Reserve a table': the dialog opens for a signed-in shopper; others sign in first. */
export const reserveButtonPressed =
  ({ target, returnTo }: { target: ReserveTarget; returnTo: string }): AppThunk<void> =>
  (dispatch, getState, extra) => {
    if (selectCustomerTokenOf(getState()) === null) {
      extra.navigate(customerLoginPath(returnTo));
      return;
    }
    dispatch(reserveOpened(target));
  };
