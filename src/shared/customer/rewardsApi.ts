import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  CustomerCards,
  CustomerShopLoyalty,
  MembershipStanding,
  OrderQuote,
  QuoteRequest,
  RedemptionCode,
  RsvpAnswer,
  RsvpResponse,
  ShopPromotions,
} from '@contract/loyalty';
import { baseApi } from '../../api/baseApi';
import { customerBaseQuery } from './customerBaseQuery';

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta>;

/** A customer's call: their token when signed in, never the merchant's (customerBaseQuery). */
const customerCall = <T>(
  api: Parameters<typeof customerBaseQuery>[1],
  args: FetchArgs | string,
): Promise<Result<T>> => customerBaseQuery(args, api, {}) as Promise<Result<T>>;

const enhanced = baseApi.enhanceEndpoints({
  addTagTypes: ['CustomerCards', 'ShopLoyalty', 'ShopPromotions'],
});

/**
 * Loyalty and promotions as the customer sees them (contract/loyalty.ts): a shop's public offer
 * and posts, the customer's standing there, membership, RSVP, their cards and point codes, and
 * the price of a basket with its discounts. The one-time point code lives only in the mutation's
 * result (the RTK Query cache, never persisted) and is dropped when its dialog closes.
 */
export const rewardsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** Public: what a listed shop offers and its posts. */
    getShopPromotions: build.query<ShopPromotions, string>({
      queryFn: (slug, api) =>
        customerCall<ShopPromotions>(api, fillPath(apiPaths.shopPromotions, { slug })),
      providesTags: (_result, _error, slug) => [{ type: 'ShopPromotions', id: slug }],
    }),
    /** The signed-in customer's stamps, points, membership and RSVPs at one shop. */
    getCustomerShopLoyalty: build.query<CustomerShopLoyalty, string>({
      queryFn: (slug, api) =>
        customerCall<CustomerShopLoyalty>(api, fillPath(apiPaths.customerShopLoyalty, { slug })),
      providesTags: (_result, _error, slug) => [{ type: 'ShopLoyalty', id: slug }],
    }),
    /** Joins (`join: true`) or leaves the shop's membership. */
    changeMembership: build.mutation<MembershipStanding, { slug: string; join: boolean }>({
      queryFn: ({ slug, join }, api) =>
        customerCall<MembershipStanding>(api, {
          url: fillPath(apiPaths.customerMembership, { slug }),
          method: join ? 'POST' : 'DELETE',
        }),
      invalidatesTags: (result, _error, { slug }) =>
        result ? [{ type: 'ShopLoyalty', id: slug }, 'CustomerCards'] : [],
    }),
    /** The customer's answer to an event; the counts come back with it. */
    answerRsvp: build.mutation<RsvpResponse, { slug: string; postId: number; answer: RsvpAnswer }>({
      queryFn: ({ postId, answer }, api) =>
        customerCall<RsvpResponse>(api, {
          url: fillPath(apiPaths.customerRsvp, { postId }),
          method: 'PUT',
          body: { answer },
        }),
      async onQueryStarted({ slug, postId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            rewardsApi.util.updateQueryData('getShopPromotions', slug, (draft) => {
              const post = draft.posts.find((p) => p.id === postId);
              if (post) post.rsvp = data.counts;
            }),
          );
          dispatch(
            rewardsApi.util.updateQueryData('getCustomerShopLoyalty', slug, (draft) => {
              draft.rsvps[String(postId)] = data.answer;
            }),
          );
        } catch {
          // The shop page words the failure.
        }
      },
    }),
    /** Every card, balance and membership of the customer. */
    getCustomerCards: build.query<CustomerCards, void>({
      queryFn: (_arg, api) => customerCall<CustomerCards>(api, apiPaths.customerCards),
      providesTags: ['CustomerCards'],
    }),
    /** A one-time code for a point reward, shown to the shop at the counter. */
    /** `name` is the reward's, for the dialog while the code is on its way; it is not sent. */
    requestRedemptionCode: build.mutation<
      RedemptionCode,
      { slug: string; rewardId: number; name: string }
    >({
      queryFn: ({ slug, rewardId }, api) =>
        customerCall<RedemptionCode>(api, {
          url: fillPath(apiPaths.customerRedemptionCode, { slug, rewardId }),
          method: 'POST',
        }),
    }),
    /** What a basket would cost with the member discount (signed in) and a promo code. */
    quoteOrder: build.mutation<OrderQuote, { slug: string; body: QuoteRequest }>({
      queryFn: ({ slug, body }, api) =>
        customerCall<OrderQuote>(api, {
          url: fillPath(apiPaths.customerQuote, { slug }),
          method: 'POST',
          body,
        }),
    }),
  }),
});

export const {
  useGetShopPromotionsQuery,
  useGetCustomerShopLoyaltyQuery,
  useChangeMembershipMutation,
  useAnswerRsvpMutation,
  useGetCustomerCardsQuery,
  useRequestRedemptionCodeMutation,
} = rewardsApi;
