import type {
  BlockedCustomer,
  BlockedCustomers,
  Inbox,
  InboxOrdersPage,
  MerchantOrderAction,
  MerchantReservationAction,
  OrderPaymentMethod,
  Reservation,
  ShopOrder,
} from '@contract/orders';
import type { Branch, Catalogue, CatalogueItem, MerchantStoreResponse } from '@contract/store';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BusyPauses, BusyRequest } from '@contract/busy';
import { inboxPaths } from '@contract/inboxPaths';
import { baseApi } from '../../api/baseApi';
import type { LiveLifecycle } from '../../api/liveLifecycle';
import { parseLiveEvent, upsertLiveEvent } from '../../api/liveRecords';
import { readMerchantEvents } from '../../shared/session/merchantEvents';
import {
  inboxStreamDropped,
  inboxStreamOpened,
  inboxStreamRefused,
  liveEventArrived,
} from './inboxEvents';
import { keepLoadedPages, withPage } from './inboxPages';

export interface InboxArgs {
  merchantId: number;
  /** YYYY-MM-DD on Yangon's calendar. */
  date: string;
}

interface ActionArgs {
  merchantId: number;
  id: number;
  /** Required to reject or decline. */
  reason?: string;
  /** A double tap repeats nothing. */
  idempotencyKey: string;
}
export type OrderActionArgs = ActionArgs & { action: MerchantOrderAction };
export type ReservationActionArgs = ActionArgs & { action: MerchantReservationAction };

/** A customer the shop blocks or unblocks. */
export interface BlockArgs {
  merchantId: number;
  customerId: number;
}

const inboxTags = baseApi.enhanceEndpoints({ addTagTypes: ['Inbox', 'BlockedCustomers'] });

/** A done action, or a refusal saying the record changed meanwhile: the inbox is fetched again. */
const refreshAfter = (_result: unknown, error: unknown): 'Inbox'[] =>
  !error ||
  (typeof error === 'object' && error !== null && 'status' in error && error.status === 409)
    ? ['Inbox']
    : [];

/**
 * The merchant's inbox: the day's orders and reservations, kept live by the shop's event stream
 * for as long as the inbox is on screen, and the merchant's actions on them.
 */
export const inboxApi = inboxTags.injectEndpoints({
  endpoints: (build) => ({
    /** The overview: whether the plan includes orders (`entitlements.orders`). */
    getInboxStore: build.query<MerchantStoreResponse, number>({
      query: (merchantId) => fillPath(apiPaths.store, { merchantId }),
    }),
    /** The branches the branch filter offers. */
    getInboxBranches: build.query<Branch[], number>({
      query: (merchantId) => fillPath(apiPaths.storeBranches, { merchantId }),
    }),
    /** The items, for marking one sold out (every role of the team may). */
    getInboxCatalogue: build.query<Catalogue, number>({
      query: (merchantId) => fillPath(apiPaths.storeCatalogue, { merchantId }),
    }),
    /**
     * An item sold out, or back: shown at once, and put back as it was if the server refuses (the
     * server's answer is the item as it now stands).
     */
    setItemAvailable: build.mutation<
      CatalogueItem,
      { merchantId: number; itemId: number; available: boolean; branchId: number | null }
    >({
      query: ({ merchantId, itemId, available, branchId }) => ({
        url: fillPath(apiPaths.storeItemAvailability, { merchantId, itemId }),
        method: 'PUT',
        body: { available, branch_id: branchId },
      }),
      async onQueryStarted(
        { merchantId, itemId, available, branchId },
        { dispatch, queryFulfilled },
      ) {
        const shown = dispatch(
          inboxApi.util.updateQueryData('getInboxCatalogue', merchantId, (catalogue) => {
            const item = catalogue.items.find((i) => i.id === itemId);
            if (!item) return;
            if (branchId === null) item.available = available;
            else {
              const others = (item.sold_out_at ?? []).filter((id) => id !== branchId);
              item.sold_out_at = available ? others : [...others, branchId];
            }
          }),
        );
        try {
          // The item as the server now has it (a limited cashier's change is their branch's).
          const { data } = await queryFulfilled;
          dispatch(
            inboxApi.util.updateQueryData('getInboxCatalogue', merchantId, (catalogue) => {
              const index = catalogue.items.findIndex((i) => i.id === itemId);
              if (index !== -1) catalogue.items[index] = data;
            }),
          );
        } catch {
          shown.undo();
        }
      },
    }),
    getInbox: build.query<Inbox, InboxArgs>({
      query: ({ merchantId, date }) =>
        `${fillPath(apiPaths.merchantInbox, { merchantId })}?date=${encodeURIComponent(date)}`,
      providesTags: ['Inbox'],
      // A refetch keeps the older finished orders 'Load more' brought.
      merge: (current, fresh) => keepLoadedPages(current, fresh),
      onCacheEntryAdded: (arg, lifecycle) => keepInboxLive(arg, lifecycle),
    }),
    /** 'Load more': the next page of the day's finished orders, added below the inbox's. */
    loadMoreOrders: build.mutation<InboxOrdersPage, InboxArgs & { before: number }>({
      query: ({ merchantId, date, before }) =>
        `${fillPath(inboxPaths.merchantInboxOrders, { merchantId })}?date=${encodeURIComponent(
          date,
        )}&before=${before}`,
      async onQueryStarted({ merchantId, date }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            inboxApi.util.updateQueryData('getInbox', { merchantId, date }, (inbox) =>
              withPage(inbox, data),
            ),
          );
        } catch {
          // The page did not come: the view says so and 'Load more' stays.
        }
      },
    }),
    /** 'Paid' with its method: the inbox is fetched again (its live event may come first). */
    markOrderPaid: build.mutation<
      ShopOrder,
      { merchantId: number; orderId: number; method: OrderPaymentMethod }
    >({
      query: ({ merchantId, orderId, method }) => ({
        url: fillPath(inboxPaths.merchantOrderPaid, { merchantId, orderId }),
        method: 'POST',
        body: { method },
      }),
      invalidatesTags: refreshAfter,
    }),
    /** The 'Busy' pauses of the shop and its branches (read again each minute: a pause ends). */
    getBusyPauses: build.query<BusyPauses, number>({
      query: (merchantId) => fillPath(inboxPaths.merchantBusy, { merchantId }),
    }),
    /** 'Busy' for 15, 30 or 60 minutes, or 0: orders again; the server's answer is shown. */
    setBusy: build.mutation<BusyPauses, { merchantId: number } & BusyRequest>({
      query: ({ merchantId, branch_id, minutes }) => ({
        url: fillPath(inboxPaths.merchantBusy, { merchantId }),
        method: 'POST',
        body: { branch_id, minutes },
      }),
      async onQueryStarted({ merchantId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(inboxApi.util.upsertQueryData('getBusyPauses', merchantId, data));
        } catch {
          // Refused or not sent: the view says so and the pauses stay as they were.
        }
      },
    }),
    getBlockedCustomers: build.query<BlockedCustomers, number>({
      query: (merchantId) => fillPath(inboxPaths.merchantBlockedCustomers, { merchantId }),
      providesTags: ['BlockedCustomers'],
    }),
    blockCustomer: build.mutation<BlockedCustomer, BlockArgs>({
      query: ({ merchantId, customerId }) => ({
        url: fillPath(inboxPaths.merchantBlockedCustomer, { merchantId, customerId }),
        method: 'PUT',
      }),
      invalidatesTags: ['BlockedCustomers'],
    }),
    unblockCustomer: build.mutation<void, BlockArgs>({
      query: ({ merchantId, customerId }) => ({
        url: fillPath(inboxPaths.merchantBlockedCustomer, { merchantId, customerId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['BlockedCustomers'],
    }),
    orderAction: build.mutation<ShopOrder, OrderActionArgs>({
      query: ({ merchantId, id, action, reason, idempotencyKey }) => ({
        url: fillPath(apiPaths.merchantOrderAction, { merchantId, orderId: id, action }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: reason === undefined ? {} : { reason },
      }),
      invalidatesTags: refreshAfter,
    }),
    reservationAction: build.mutation<Reservation, ReservationActionArgs>({
      query: ({ merchantId, id, action, reason, idempotencyKey }) => ({
        url: fillPath(apiPaths.merchantReservationAction, {
          merchantId,
          reservationId: id,
          action,
        }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: reason === undefined ? {} : { reason },
      }),
      invalidatesTags: refreshAfter,
    }),
  }),
});

export const {
  useGetInboxQuery,
  useGetInboxStoreQuery,
  useGetInboxBranchesQuery,
  useGetInboxCatalogueQuery,
  useSetItemAvailableMutation,
  useLoadMoreOrdersMutation,
  useGetBlockedCustomersQuery,
  useBlockCustomerMutation,
  useUnblockCustomerMutation,
  useGetBusyPausesQuery,
  useSetBusyMutation,
  useMarkOrderPaidMutation,
} = inboxApi;

/**
 * Keeps the day's inbox live while its cache entry lasts: the merchant's stream of changes, each
 * merged into the entry. Started by the entry's fetch, or by the inbox's opening when the page
 * arrived with the day's records (inboxListeners.ts): no fetch then added the entry.
 */
export async function keepInboxLive(
  arg: InboxArgs,
  lifecycle: LiveLifecycle<Inbox>,
): Promise<void> {
  const { cacheDataLoaded, updateCachedData, dispatch } = lifecycle;
  const { merchantId } = arg;
  try {
    await cacheDataLoaded;
  } catch {
    // The inbox was refused (no plan, signed out): there is nothing to keep live.
    return;
  }
  await readMerchantEvents(lifecycle, {
    merchantId,
    onOpen: () => {
      dispatch(inboxStreamOpened());
      // A stream opened without Last-Event-ID starts at its connection, so what changed
      // between the inbox's fetch and now is read once more; records are merged by id.
      void dispatch(
        inboxApi.endpoints.getInbox.initiate(arg, { subscribe: false, forceRefetch: true }),
      );
    },
    onDisconnect: () => dispatch(inboxStreamDropped()),
    onRefused: (status) => dispatch(inboxStreamRefused(status)),
    onMessage: (message) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      let added = false;
      updateCachedData((inbox) => {
        added = upsertLiveEvent(inbox, event) === 'added';
      });
      dispatch(liveEventArrived({ event, added }));
    },
  });
}
