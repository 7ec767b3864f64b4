/**
 * The calls of notifications (contract/push.ts): the server's public key, a shop person's devices
 * (their token) and a customer's devices and SMS choice (the customer's token).
 */
import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { fillPath } from '@contract/apiPaths';
import type {
  CustomerNotices,
  CustomerPushDevice,
  MerchantPushDevice,
  MerchantPushDevices,
  MerchantPushEvent,
  SubscribeRequest,
} from '@contract/push';
import { pushPaths } from '@contract/pushPaths';
import { baseApi } from '../../api/baseApi';
import { customerBaseQuery } from '../customer/customerBaseQuery';

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta>;

const customerCall = <T>(
  api: Parameters<typeof customerBaseQuery>[1],
  args: FetchArgs | string,
): Promise<Result<T>> => customerBaseQuery(args, api, {}) as Promise<Result<T>>;

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['PushDevices', 'CustomerNotices'] });

export interface MerchantDeviceArgs {
  merchantId: number;
  deviceId: number;
}

export const pushApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getPushKey: build.query<{ public_key: string | null }, void>({
      query: () => pushPaths.pushKey,
    }),
    getMerchantPushDevices: build.query<MerchantPushDevice[], number>({
      query: (merchantId) => fillPath(pushPaths.merchantPushDevices, { merchantId }),
      transformResponse: (answer: MerchantPushDevices) => answer.devices,
      providesTags: ['PushDevices'],
    }),
    subscribeMerchantDevice: build.mutation<
      MerchantPushDevice,
      { merchantId: number; body: SubscribeRequest }
    >({
      query: ({ merchantId, body }) => ({
        url: fillPath(pushPaths.merchantPushDevices, { merchantId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['PushDevices'],
    }),
    setDeviceEvents: build.mutation<
      MerchantPushDevice,
      MerchantDeviceArgs & { events: MerchantPushEvent[] }
    >({
      query: ({ merchantId, deviceId, events }) => ({
        url: fillPath(pushPaths.merchantPushDevice, { merchantId, deviceId }),
        method: 'PUT',
        body: { events },
      }),
      invalidatesTags: ['PushDevices'],
    }),
    removeMerchantDevice: build.mutation<null, MerchantDeviceArgs>({
      query: ({ merchantId, deviceId }) => ({
        url: fillPath(pushPaths.merchantPushDevice, { merchantId, deviceId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['PushDevices'],
    }),
    subscribeCustomerDevice: build.mutation<CustomerPushDevice, SubscribeRequest>({
      queryFn: (body, api) =>
        customerCall<CustomerPushDevice>(api, {
          url: pushPaths.customerPushDevices,
          method: 'POST',
          body,
        }),
    }),
    removeCustomerDevice: build.mutation<null, number>({
      queryFn: (deviceId, api) =>
        customerCall<null>(api, {
          url: fillPath(pushPaths.customerPushDevice, { deviceId }),
          method: 'DELETE',
        }),
    }),
    getCustomerNotices: build.query<CustomerNotices, void>({
      queryFn: (_arg, api) => customerCall<CustomerNotices>(api, pushPaths.customerNotices),
      providesTags: ['CustomerNotices'],
    }),
    setCustomerNotices: build.mutation<CustomerNotices, CustomerNotices>({
      queryFn: (body, api) =>
        customerCall<CustomerNotices>(api, {
          url: pushPaths.customerNotices,
          method: 'PUT',
          body,
        }),
      invalidatesTags: ['CustomerNotices'],
    }),
  }),
});

export const {
  useGetMerchantPushDevicesQuery,
  useSetDeviceEventsMutation,
  useRemoveMerchantDeviceMutation,
  useGetCustomerNoticesQuery,
  useSetCustomerNoticesMutation,
} = pushApi;
