import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  Customer,
  CustomerActivity,
  CustomerNameRequest,
  CustomerSendOtpRequest,
  CustomerSignInResponse,
} from '@contract/orders';
import type { SendOtpResponse } from '@contract/otp';
import { baseApi } from '../../api/baseApi';
import { requestLanguage } from '../../api/baseQuery';
import { customerBaseQuery } from './customerBaseQuery';
import type { LiveLifecycle } from '../../api/liveLifecycle';
import { readEventStream } from '../../api/eventStream';
import { parseLiveEvent, upsertLiveEvent } from '../../api/liveRecords';
import { absoluteApiBase } from '../../app/config';
import type { RootState } from '../../app/store';
import { otpProblemOfError } from '../otp/otpProblems';
import { sealCode, type SealedCode } from '../otp/sealedCode';
import {
  customerNamed,
  customerSignedIn,
  customerSignedOut,
  selectCustomerToken,
} from './customerSessionSlice';
import {
  liveChangeReceived,
  liveStreamClosed,
  liveStreamConnected,
  liveStreamDropped,
  liveStreamOpened,
} from './customerLiveSlice';

/** The customer's code, sealed (shared/otp/sealedCode). */
export type SealedCustomerCode = SealedCode;
export const sealCustomerCode = sealCode;

export interface CustomerSignInCall {
  phone: string;
  otp: SealedCustomerCode;
}

/** A cancel call: the record, and the key that makes a repeated tap the same request. */
export interface CustomerCancelCall {
  id: number;
  idempotencyKey: string;
}

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta>;

/** A customer's call: their token, never the merchant's (customerBaseQuery). */
const customerCall = <T>(
  api: Parameters<typeof customerBaseQuery>[1],
  args: FetchArgs | string,
): Promise<Result<T>> => customerBaseQuery(args, api, {}) as Promise<Result<T>>;

/**
 * A sign-in call's failure, read once as a `OtpProblem` (shared/otp/otpProblems) (the server's reason, and the
 * Retry-After of a 429): what the screen words. It takes the error's place in the result.
 */
function withOtpProblem<T>(result: Result<T>): Result<T> {
  if (!result.error) return result;
  const problem = otpProblemOfError(
    result.error,
    result.meta?.response?.headers.get('retry-after') ?? null,
  );
  return { error: problem as unknown as FetchBaseQueryError, meta: result.meta };
}

const enhanced = baseApi.enhanceEndpoints({
  // The loyalty tags (rewardsApi) too: a completed order adds stamps and points.
  addTagTypes: ['CustomerActivity', 'CustomerMe', 'CustomerCards', 'ShopLoyalty'],
});

/**
 * The customer's calls: sign-in by phone and code, their record and name, their orders and
 * reservations (live), cancelling, signing out. Every call but the public two carries the
 * customer's token; a 401 is `customer/unauthorized`, which signs the customer out.
 */
export const customerApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** A sign-in code for this phone; a refusal is a `OtpProblem` (shared/otp/otpProblems). */
    sendCustomerOtp: build.mutation<SendOtpResponse, CustomerSendOtpRequest>({
      queryFn: async (body, api) =>
        withOtpProblem(
          await customerCall<SendOtpResponse>(api, {
            url: apiPaths.customerSendOtp,
            method: 'POST',
            body,
          }),
        ),
    }),
    /** The phone and its code: on success the customer is signed in. */
    signInCustomer: build.mutation<CustomerSignInResponse, CustomerSignInCall>({
      queryFn: async ({ phone, otp }, api) =>
        withOtpProblem(
          await customerCall<CustomerSignInResponse>(api, {
            url: apiPaths.customerSignIn,
            method: 'POST',
            body: { phone, otp: otp.open() },
          }),
        ),
      async onQueryStarted(_call, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(customerSignedIn({ token: data.token, customer: data.customer }));
          dispatch(enhanced.util.invalidateTags(['CustomerActivity', 'CustomerMe']));
        } catch {
          // The screen shows the refusal.
        }
      },
    }),
    getCustomerMe: build.query<Customer, void>({
      queryFn: (_arg, api) => customerCall<Customer>(api, { url: apiPaths.customerMe }),
      providesTags: ['CustomerMe'],
    }),
    /** The customer's name (asked once, after the first sign-in). */
    nameCustomer: build.mutation<Customer, CustomerNameRequest>({
      queryFn: (body, api) =>
        customerCall<Customer>(api, {
          url: apiPaths.customerMe,
          method: 'PUT',
          body,
        }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(customerNamed(data));
        } catch {
          // The screen shows the refusal.
        }
      },
      invalidatesTags: (result) => (result ? ['CustomerMe'] : []),
    }),
    /** Revokes the token (best effort), then the customer is signed out whatever the answer. */
    signOutCustomer: build.mutation<null, void>({
      queryFn: async (_arg, api) => {
        const result = await customerCall<unknown>(api, {
          url: apiPaths.customerSignOut,
          method: 'POST',
        });
        return result.error ? { error: result.error } : { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // An expired token or no network must not keep anyone signed in.
        }
        dispatch(customerSignedOut());
        dispatch(enhanced.util.invalidateTags(['CustomerActivity', 'CustomerMe']));
      },
    }),
    /**
     * The customer's orders and reservations, newest first, kept live: while the entry is in the
     * cache, `customer/events` streams each change, which replaces its record here.
     */
    getCustomerActivity: build.query<CustomerActivity, void>({
      queryFn: (_arg, api) =>
        customerCall<CustomerActivity>(api, {
          url: apiPaths.customerActivity,
        }),
      providesTags: ['CustomerActivity'],
      onCacheEntryAdded: (_arg, lifecycle) => keepActivityLive(lifecycle),
    }),
    /** Cancels an order while it is still placed (the server decides). */
    cancelCustomerOrder: build.mutation<unknown, CustomerCancelCall>({
      queryFn: (call, api) =>
        customerCall<unknown>(api, {
          url: fillPath(apiPaths.customerCancelOrder, { orderId: call.id }),
          method: 'POST',
          headers: { 'idempotency-key': call.idempotencyKey },
        }),
      invalidatesTags: ['CustomerActivity'],
    }),
    /** Cancels a reservation before its time (the server decides). */
    cancelCustomerReservation: build.mutation<unknown, CustomerCancelCall>({
      queryFn: (call, api) =>
        customerCall<unknown>(api, {
          url: fillPath(apiPaths.customerCancelReservation, { reservationId: call.id }),
          method: 'POST',
          headers: { 'idempotency-key': call.idempotencyKey },
        }),
      invalidatesTags: ['CustomerActivity'],
    }),
  }),
});

export const {
  useSendCustomerOtpMutation,
  useSignInCustomerMutation,
  useGetCustomerMeQuery,
  useNameCustomerMutation,
  useSignOutCustomerMutation,
  useGetCustomerActivityQuery,
  useCancelCustomerOrderMutation,
  useCancelCustomerReservationMutation,
} = customerApi;

/**
 * Keeps the customer's orders and reservations live while their cache entry lasts: the stream of
 * changes, each merged into the entry. Started by the entry's fetch, or by /my/orders when the
 * page arrived with them (src/api/pageAnswers.ts): no fetch then added the entry.
 */
export async function keepActivityLive({
  cacheDataLoaded,
  cacheEntryRemoved,
  updateCachedData,
  getState,
  dispatch,
}: LiveLifecycle<CustomerActivity>): Promise<void> {
  const controller = new AbortController();
  try {
    await cacheDataLoaded;
  } catch {
    return; // removed before it loaded
  }
  const state = getState() as unknown as RootState;
  const token = selectCustomerToken(state);
  if (!token) return;
  dispatch(liveStreamOpened());
  const reading = readEventStream({
    url: `${absoluteApiBase()}${apiPaths.customerEvents}`,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': requestLanguage(state),
    },
    signal: controller.signal,
    onOpen: () => {
      dispatch(liveStreamConnected());
      // A stream opened without Last-Event-ID starts at its connection, so what changed
      // between the list's fetch and now is read once more; records are merged by id.
      void dispatch(
        customerApi.endpoints.getCustomerActivity.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    },
    onDisconnect: () => dispatch(liveStreamDropped()),
    onRefused: () => dispatch(liveStreamClosed()),
    onMessage: (message) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      updateCachedData((draft) => {
        upsertLiveEvent(draft, event);
      });
      if (event.kind === 'order') {
        const { order } = event;
        dispatch(
          liveChangeReceived({
            kind: 'order',
            id: order.id,
            number: order.number,
            shop: order.shop.name,
            state: order.state,
          }),
        );
        // A completed order has added a stamp or points: the cards are read again.
        if (order.state === 'completed') {
          dispatch(
            enhanced.util.invalidateTags([
              'CustomerCards',
              { type: 'ShopLoyalty', id: order.shop.slug },
            ]),
          );
        }
      } else {
        const { reservation } = event;
        dispatch(
          liveChangeReceived({
            kind: 'reservation',
            id: reservation.id,
            shop: reservation.shop.name,
            state: reservation.state,
          }),
        );
      }
    },
  });
  await cacheEntryRemoved;
  controller.abort();
  await reading;
  dispatch(liveStreamClosed());
}
