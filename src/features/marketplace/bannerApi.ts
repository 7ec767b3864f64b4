import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BannerClickRequest, BannerSlot } from '@contract/loyalty';
import { baseApi } from '../../api/baseApi';

/**
 * The marketplace's ad banner: the next one in the server's rotation (an answer counts an
 * impression, one per client in a while, so it is asked once per visit of the page and never
 * kept), and its clicks, each sent with the impression id its banner came with.
 */
export const bannerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceBanner: build.query<BannerSlot, void>({
      query: () => apiPaths.marketplaceBanner,
      keepUnusedDataFor: 0,
    }),
    /** Counts a click; nobody waits for it (the link goes on to the shop). */
    countBannerClick: build.mutation<null, { bannerId: number } & BannerClickRequest>({
      query: ({ bannerId, impression }) => ({
        url: fillPath(apiPaths.marketplaceBannerClick, { bannerId }),
        method: 'POST',
        body: { impression } satisfies BannerClickRequest,
        responseHandler: 'text',
      }),
      transformResponse: () => null,
    }),
  }),
});

export const { useGetMarketplaceBannerQuery, useCountBannerClickMutation } = bannerApi;
