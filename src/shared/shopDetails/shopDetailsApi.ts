import type { ShopDetails } from '@contract';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * The tag of what the merchant has told: a write that changes it (the billing details, the store
 * profile) invalidates it, so that the next form prefills with what was just saved.
 */
export const SHOP_DETAILS_TAG = 'ShopDetails';

/** What the merchant has told about the shop (bearer token, own merchant id), for prefilling. */
export const shopDetailsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [SHOP_DETAILS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getShopDetails: build.query<ShopDetails, number>({
        query: (merchantId) => fillPath(apiPaths.shopDetails, { merchantId }),
        providesTags: [SHOP_DETAILS_TAG],
      }),
    }),
  });

export const { useGetShopDetailsQuery } = shopDetailsApi;
