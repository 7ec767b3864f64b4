import type { Checkout, CheckoutEvent, CheckoutMethod, CheckoutState } from '@contract/checkout';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import type { LiveLifecycle } from '../../api/liveLifecycle';
import { readMerchantEvents } from '../../shared/session/merchantEvents';
import { checkoutStateReceived, paymentEventArrived } from './checkoutEvents';

export interface CreateCheckoutCall {
  merchantId: number;
  method: CheckoutMethod;
  /** A double click, or a retry after a lost answer, makes one checkout. */
  idempotencyKey: string;
}

export interface CheckoutCall {
  merchantId: number;
  reference: string;
}

export interface TransferCall extends CheckoutCall {
  /** The slip photo (kept out of the store: the call is started with `track: false`). */
  slip: Blob | null;
  transactionId: string | null;
}

/** The topic of the merchant's stream that carries payments. */
export const PAYMENTS_TOPIC = 'payments';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checkout of a stream message's `data:` (`CheckoutEvent`), or null when it is not one. */
export function parseCheckoutEvent(data: string): Checkout | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(value) || value.kind !== 'payment' || !isObject(value.checkout)) return null;
  const checkout = (value as unknown as CheckoutEvent).checkout;
  return typeof checkout.reference === 'string' && typeof checkout.status === 'string'
    ? checkout
    : null;
}

/**
 * Puts a checkout the server sent into the page's state: the one shown is replaced when it is the
 * same checkout or a newer one (an older copy arriving late never turns the page back).
 */
export function withCheckout(state: CheckoutState, checkout: Checkout): void {
  const shown = state.checkout;
  if (
    shown === null ||
    shown.reference === checkout.reference ||
    Date.parse(checkout.created_at) >= Date.parse(shown.created_at)
  ) {
    state.checkout = checkout;
  }
}

const checkoutTags = baseApi.enhanceEndpoints({ addTagTypes: ['Checkout'] });

/**
 * /payment's checkout of the pending order: its state (kept live by the merchant's stream while
 * the page is open), a new checkout by a method, 'Confirm Payment', and a bank transfer's slip or
 * transaction id. Every answer replaces the checkout in the cached state, so the page always
 * shows the server's newest word.
 */
export const checkoutApi = checkoutTags.injectEndpoints({
  endpoints: (build) => ({
    getCheckout: build.query<CheckoutState, number>({
      query: (merchantId) => fillPath(apiPaths.checkout, { merchantId }),
      providesTags: ['Checkout'],
      onQueryStarted: async (_merchantId, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(checkoutStateReceived(answer.data));
      },
      onCacheEntryAdded: (merchantId, lifecycle) => keepCheckoutLive(merchantId, lifecycle),
    }),
    createCheckout: build.mutation<Checkout, CreateCheckoutCall>({
      query: ({ merchantId, method, idempotencyKey }) => ({
        url: fillPath(apiPaths.checkout, { merchantId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { method },
      }),
      onQueryStarted: (call, api) => keepAnswer(call.merchantId, api),
    }),
    confirmCheckout: build.mutation<Checkout, CheckoutCall>({
      query: ({ merchantId, reference }) => ({
        url: fillPath(apiPaths.checkoutConfirm, { merchantId, reference }),
        method: 'POST',
      }),
      onQueryStarted: (call, api) => keepAnswer(call.merchantId, api),
    }),
    sendTransfer: build.mutation<Checkout, TransferCall>({
      query: ({ merchantId, reference, slip, transactionId }) => {
        const form = new FormData();
        if (slip) form.append('slip', slip);
        if (transactionId) form.append('transaction_id', transactionId);
        return {
          url: fillPath(apiPaths.checkoutTransfer, { merchantId, reference }),
          method: 'POST',
          body: form,
        };
      },
      onQueryStarted: (call, api) => keepAnswer(call.merchantId, api),
    }),
  }),
});

/** A mutation's checkout replaces the one in the page's cached state. */
async function keepAnswer(
  merchantId: number,
  {
    dispatch,
    queryFulfilled,
  }: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    dispatch: (action: any) => unknown;
    queryFulfilled: Promise<{ data: Checkout }>;
  },
): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(
    checkoutApi.util.updateQueryData('getCheckout', merchantId, (state) =>
      withCheckout(state, answer.data),
    ),
  );
}

export const { useGetCheckoutQuery } = checkoutApi;

/**
 * Keeps the checkout live while its cache entry lasts: the merchant's stream of payments (the
 * provider's callback may land on any API process; the stream reaches this page), each merged
 * into the entry, then announced as `paymentEventArrived` for the page's listeners.
 */
export async function keepCheckoutLive(
  merchantId: number,
  lifecycle: LiveLifecycle<CheckoutState>,
): Promise<void> {
  const { cacheDataLoaded, updateCachedData, dispatch } = lifecycle;
  try {
    const { data } = (await cacheDataLoaded) as { data: CheckoutState };
    // Nothing to pay: the sample page has nothing to keep live.
    if (data.order === null) return;
  } catch {
    return;
  }
  await readMerchantEvents(lifecycle, {
    merchantId,
    topic: PAYMENTS_TOPIC,
    // A connection opened again may have missed a change: the state is read once more.
    onOpen: () =>
      void dispatch(
        checkoutApi.endpoints.getCheckout.initiate(merchantId, {
          subscribe: false,
          forceRefetch: true,
        }),
      ),
    onMessage: (message) => {
      if (message.event !== 'payment') return;
      const checkout = parseCheckoutEvent(message.data);
      if (!checkout) return;
      updateCachedData((draft) => withCheckout(draft, checkout));
      dispatch(paymentEventArrived(checkout));
    },
  });
}
