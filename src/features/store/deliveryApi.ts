import type { DeliveryAreas, DeliveryAreasRequest } from '@contract/delivery';
import { deliveryPaths } from '@contract/deliveryPaths';
import { fillPath } from '@contract/apiPaths';
import { storeApi } from './storeApi';

/**
 * The townships the shop delivers to (contract/delivery.ts): read, and written as a whole list
 * (none: no delivery). A PUT sent twice leaves the same list, so it carries no Idempotency-Key.
 * Its answer is the list as kept, written into the cache: no refetch after a save.
 */
export const deliveryApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryAreas: build.query<DeliveryAreas, number>({
      query: (merchantId) => fillPath(deliveryPaths.storeDelivery, { merchantId }),
    }),
    saveDeliveryAreas: build.mutation<
      DeliveryAreas,
      { merchantId: number; body: DeliveryAreasRequest }
    >({
      query: ({ merchantId, body }) => ({
        url: fillPath(deliveryPaths.storeDelivery, { merchantId }),
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ merchantId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(deliveryApi.util.upsertQueryData('getDeliveryAreas', merchantId, data));
        } catch {
          // A refusal changed nothing; the form shows it.
        }
      },
    }),
  }),
});

export const { useGetDeliveryAreasQuery } = deliveryApi;
