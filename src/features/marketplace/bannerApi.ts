import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BannerSlot } from '@contract/loyalty';
import { baseApi } from '../../api/baseApi';

/**
 * The marketplace's ad banner: the next one in the server's rotation (each answer counts an
 * impression, so it is asked once per visit of the page and never kept), and its clicks.
 */
export const bannerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceBanner: build.query<BannerSlot, void>({
      query: () => apiPaths.marketplaceBanner,
      keepUnusedDataFor: 0,
    }),
    /** Counts a click; nobody waits for it (the link goes on to the shop). */
    countBannerClick: build.mutation<null, number>({
      query: (bannerId) => ({
        url: fillPath(apiPaths.marketplaceBannerClick, { bannerId }),
        method: 'POST',
        responseHandler: 'text',
      }),
      transformResponse: () => null,
    }),
  }),
});

export const { useGetMarketplaceBannerQuery, useCountBannerClickMutation } = bannerApi;
