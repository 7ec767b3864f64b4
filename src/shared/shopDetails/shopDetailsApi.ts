import type { ShopDetails } from '@contract';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/** What the merchant has told about the shop (bearer token, own merchant id), for prefilling. */
export const shopDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopDetails: build.query<ShopDetails, number>({
      query: (merchantId) => fillPath(apiPaths.shopDetails, { merchantId }),
    }),
  }),
});

export const { useGetShopDetailsQuery } = shopDetailsApi;
