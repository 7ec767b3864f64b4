import type {
  CounterCustomer,
  LoyaltyOverview,
  MembershipRequest,
  PointReward,
  PointRewardRequest,
  PointsRequest,
  RedeemCodeResponse,
  StampCardRequest,
} from '@contract/loyalty';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

interface Merchant {
  merchantId: number;
}

const loyaltyTags = baseApi.enhanceEndpoints({ addTagTypes: ['Loyalty'] });

/** A write that succeeded changes the overview: it is fetched again (a refusal changed nothing). */
const onSuccess = (_result: unknown, error: unknown): 'Loyalty'[] => (error ? [] : ['Loyalty']);

/**
 * The merchant's loyalty programmes (stamp card, points, membership) and the counter's calls
 * (bearer token, own merchant id). The counter's answers are read by `counterThunks`, which
 * settle the counter's state machine.
 */
export const loyaltyApi = loyaltyTags.injectEndpoints({
  endpoints: (build) => ({
    getLoyalty: build.query<LoyaltyOverview, number>({
      query: (merchantId) => fillPath(apiPaths.merchantLoyalty, { merchantId }),
      providesTags: ['Loyalty'],
    }),
    saveStampCard: build.mutation<unknown, Merchant & { body: StampCardRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.merchantStampCard, { merchantId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess,
    }),
    savePoints: build.mutation<unknown, Merchant & { body: PointsRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.merchantPoints, { merchantId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess,
    }),
    addPointReward: build.mutation<PointReward, Merchant & { body: PointRewardRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.merchantPointRewards, { merchantId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess,
    }),
    updatePointReward: build.mutation<
      PointReward,
      Merchant & { rewardId: number; body: PointRewardRequest }
    >({
      query: ({ merchantId, rewardId, body }) => ({
        url: fillPath(apiPaths.merchantPointReward, { merchantId, rewardId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess,
    }),
    deletePointReward: build.mutation<unknown, Merchant & { rewardId: number }>({
      query: ({ merchantId, rewardId }) => ({
        url: fillPath(apiPaths.merchantPointReward, { merchantId, rewardId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess,
    }),
    saveMembership: build.mutation<unknown, Merchant & { body: MembershipRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.merchantMembership, { merchantId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess,
    }),

    /** The customer at the counter, by phone (never cached: the counter always asks afresh). */
    findCounterCustomer: build.query<CounterCustomer, Merchant & { phone: string }>({
      query: ({ merchantId, phone }) =>
        `${fillPath(apiPaths.merchantCounter, { merchantId })}?phone=${encodeURIComponent(phone)}`,
      keepUnusedDataFor: 0,
    }),
    addCounterStamp: build.mutation<
      CounterCustomer,
      Merchant & { phone: string; idempotencyKey: string }
    >({
      query: ({ merchantId, phone, idempotencyKey }) => ({
        url: fillPath(apiPaths.merchantCounterStamp, { merchantId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { phone },
      }),
    }),
    /** Undo: takes back the counter stamp given with this Idempotency-Key. */
    undoCounterStamp: build.mutation<CounterCustomer, Merchant & { idempotencyKey: string }>({
      query: ({ merchantId, idempotencyKey }) => ({
        url: fillPath(apiPaths.merchantCounterStampUndo, { merchantId, key: idempotencyKey }),
        method: 'DELETE',
      }),
    }),
    redeemStampReward: build.mutation<unknown, Merchant & { rewardId: number }>({
      query: ({ merchantId, rewardId }) => ({
        url: fillPath(apiPaths.merchantRedeemStampReward, { merchantId, rewardId }),
        method: 'POST',
        body: {},
      }),
    }),
    /** The one-time code is sent once and never kept (a short-lived bearer code). */
    redeemPointsCode: build.mutation<RedeemCodeResponse, Merchant & { code: string }>({
      query: ({ merchantId, code }) => ({
        url: fillPath(apiPaths.merchantRedeemCode, { merchantId }),
        method: 'POST',
        body: { code },
      }),
    }),
  }),
});

export const {
  useGetLoyaltyQuery,
  useSaveStampCardMutation,
  useSavePointsMutation,
  useAddPointRewardMutation,
  useUpdatePointRewardMutation,
  useDeletePointRewardMutation,
  useSaveMembershipMutation,
} = loyaltyApi;
