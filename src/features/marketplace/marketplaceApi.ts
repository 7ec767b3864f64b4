import { apiPaths, fillPath } from '@contract/apiPaths';
import type { ShopPageResponse, ShopSearchQuery, ShopSearchResponse } from '@contract/store';
import { baseApi } from '../../api/baseApi';

/** The public marketplace: listed shops a page at a time, and a listed shop's store page. */
export const marketplaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchShops: build.query<ShopSearchResponse, ShopSearchQuery>({
      query: (filters) => ({ url: apiPaths.marketplaceShops, params: filters }),
    }),
    /** 404 for a shop that does not exist or is not listed now. */
    getShopPage: build.query<ShopPageResponse, string>({
      query: (slug) => fillPath(apiPaths.marketplaceShop, { slug }),
    }),
  }),
});

export const { useSearchShopsQuery, useGetShopPageQuery } = marketplaceApi;
