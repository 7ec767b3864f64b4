import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  PlaceOrderRequest,
  Reservation,
  ReservationRequest,
  ShopOrder,
  SlotsResponse,
} from '@contract/orders';
import { baseApi } from '../../api/baseApi';

/**
 * A customer's calls from a store page. The customer token is given explicitly: the base query
 * adds only the merchant session's token, which a customer route does not accept.
 */
const customerHeaders = (token: string, idempotencyKey?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
});

export const orderingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<
      ShopOrder,
      { slug: string; token: string; idempotencyKey: string; body: PlaceOrderRequest }
    >({
      query: ({ slug, token, idempotencyKey, body }) => ({
        url: fillPath(apiPaths.customerPlaceOrder, { slug }),
        method: 'POST',
        headers: customerHeaders(token, idempotencyKey),
        body,
      }),
    }),
    reserve: build.mutation<
      Reservation,
      { slug: string; token: string; idempotencyKey: string; body: ReservationRequest }
    >({
      query: ({ slug, token, idempotencyKey, body }) => ({
        url: fillPath(apiPaths.customerReserve, { slug }),
        method: 'POST',
        headers: customerHeaders(token, idempotencyKey),
        body,
      }),
    }),
    /** A day's slots at the shop (or one of its branches) with the places left in each. */
    getSlots: build.query<
      SlotsResponse,
      { slug: string; token: string; branch: number | null; date: string }
    >({
      query: ({ slug, token, branch, date }) => ({
        url: fillPath(apiPaths.customerSlots, { slug }),
        params: branch === null ? { date } : { branch, date },
        headers: customerHeaders(token),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSlotsQuery } = orderingApi;
