import type {
  BannerRequest,
  MerchantBanner,
  MerchantPosts,
  PostRequest,
  PromoCode,
  PromoCodeRequest,
  ShopPost,
} from '@contract/loyalty';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

interface Merchant {
  merchantId: number;
}
interface Creating {
  /** Sent as the Idempotency-Key header: a retry of the same submission creates nothing twice. */
  idempotencyKey: string;
}

type PromotionsTag = 'PromoCodes' | 'Posts' | 'Banner';

const promotionsTags = baseApi.enhanceEndpoints({ addTagTypes: ['PromoCodes', 'Posts', 'Banner'] });

/** Tags to refetch after a write that succeeded (a refused write changed nothing). */
const onSuccess =
  (...tags: PromotionsTag[]) =>
  (_result: unknown, error: unknown): PromotionsTag[] =>
    error ? [] : tags;

/**
 * The merchant's promotions: promo codes, announcements and events with
 * the month's count, and the ad banner. Bearer token, own merchant id; writes refetch their list.
 */
export const promotionsApi = promotionsTags.injectEndpoints({
  endpoints: (build) => ({
    getPromoCodes: build.query<PromoCode[], number>({
      query: (merchantId) => fillPath(apiPaths.merchantPromoCodes, { merchantId }),
      providesTags: ['PromoCodes'],
    }),
    addPromoCode: build.mutation<PromoCode, Merchant & Creating & { body: PromoCodeRequest }>({
      query: ({ merchantId, idempotencyKey, body }) => ({
        url: fillPath(apiPaths.merchantPromoCodes, { merchantId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      invalidatesTags: onSuccess('PromoCodes'),
    }),
    updatePromoCode: build.mutation<
      PromoCode,
      Merchant & { promoId: number; body: PromoCodeRequest }
    >({
      query: ({ merchantId, promoId, body }) => ({
        url: fillPath(apiPaths.merchantPromoCode, { merchantId, promoId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess('PromoCodes'),
    }),
    deletePromoCode: build.mutation<unknown, Merchant & { promoId: number }>({
      query: ({ merchantId, promoId }) => ({
        url: fillPath(apiPaths.merchantPromoCode, { merchantId, promoId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess('PromoCodes'),
    }),

    getPosts: build.query<MerchantPosts, number>({
      query: (merchantId) => fillPath(apiPaths.merchantPosts, { merchantId }),
      providesTags: ['Posts'],
    }),
    addPost: build.mutation<ShopPost, Merchant & Creating & { body: PostRequest }>({
      query: ({ merchantId, idempotencyKey, body }) => ({
        url: fillPath(apiPaths.merchantPosts, { merchantId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      // A refusal at the month's limit (422) means the count on screen is out of date too.
      invalidatesTags: (_result, error) =>
        !error || ('status' in error && error.status === 422) ? ['Posts'] : [],
    }),
    updatePost: build.mutation<ShopPost, Merchant & { postId: number; body: PostRequest }>({
      query: ({ merchantId, postId, body }) => ({
        url: fillPath(apiPaths.merchantPost, { merchantId, postId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess('Posts'),
    }),
    deletePost: build.mutation<unknown, Merchant & { postId: number }>({
      query: ({ merchantId, postId }) => ({
        url: fillPath(apiPaths.merchantPost, { merchantId, postId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess('Posts'),
    }),

    getBanner: build.query<MerchantBanner, number>({
      query: (merchantId) => fillPath(apiPaths.merchantBanner, { merchantId }),
      providesTags: ['Banner'],
    }),
    saveBanner: build.mutation<MerchantBanner, Merchant & { body: BannerRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.merchantBanner, { merchantId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess('Banner'),
    }),
  }),
});

export const { useGetPromoCodesQuery, useGetPostsQuery, useGetBannerQuery } = promotionsApi;
