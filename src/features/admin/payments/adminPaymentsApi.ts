import type {
  AdminCheckout,
  AdminCheckoutList,
  AdminPaymentDetail,
  AdminPaymentList,
  PaymentSearchQuery,
  RefundAnswer,
} from '@contract/adminPayments';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { adminApi } from '../adminApi';
import { operatorCall } from '../operatorBaseQuery';

export interface RefundPaymentCall {
  paymentId: number;
  amountMinor: number;
  reason: string;
  /** Made when the dialog opened: a retry of a lost answer refunds once. */
  idempotencyKey: string;
}

export interface RefundHeldCall {
  reference: string;
  reason: string;
  idempotencyKey: string;
}

/** The search's query string: only the filters given. */
export function searchQueryString(query: PaymentSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The back office's payments: transfers awaiting review, payments held for refund, the payments'
 * search and one payment, and the calls that approve, reject and refund. Every call carries the
 * operator's token only (`operatorCall`).
 */
export const adminPaymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminTransfers: build.query<AdminCheckout[], void>({
      queryFn: async (_arg, api) => {
        const answer = await operatorCall<AdminCheckoutList>(apiPaths.adminTransfers, api);
        return 'data' in answer ? { data: answer.data.checkouts } : answer;
      },
      providesTags: ['AdminTransfers'],
    }),
    adminHeld: build.query<AdminCheckout[], void>({
      queryFn: async (_arg, api) => {
        const answer = await operatorCall<AdminCheckoutList>(apiPaths.adminHeld, api);
        return 'data' in answer ? { data: answer.data.checkouts } : answer;
      },
      providesTags: ['AdminHeld'],
    }),
    adminPaymentSearch: build.query<AdminPaymentSummaryList, PaymentSearchQuery>({
      queryFn: async (query, api) => {
        const answer = await operatorCall<AdminPaymentList>(
          `${apiPaths.adminPayments}${searchQueryString(query)}`,
          api,
        );
        return 'data' in answer ? { data: answer.data.payments } : answer;
      },
      providesTags: ['AdminPayments'],
    }),
    adminPayment: build.query<AdminPaymentDetail, number>({
      queryFn: (paymentId, api) =>
        operatorCall<AdminPaymentDetail>(fillPath(apiPaths.adminPayment, { paymentId }), api),
      providesTags: ['AdminPayments'],
    }),
    approveTransfer: build.mutation<AdminCheckout, string>({
      queryFn: (reference, api) =>
        operatorCall<AdminCheckout>(
          { url: fillPath(apiPaths.adminTransferApprove, { reference }), method: 'POST' },
          api,
        ),
      invalidatesTags: ['AdminTransfers', 'AdminHeld', 'AdminPayments', 'AdminOverview'],
    }),
    rejectTransfer: build.mutation<AdminCheckout, { reference: string; reason: string }>({
      queryFn: ({ reference, reason }, api) =>
        operatorCall<AdminCheckout>(
          {
            url: fillPath(apiPaths.adminTransferReject, { reference }),
            method: 'POST',
            body: { reason },
          },
          api,
        ),
      invalidatesTags: ['AdminTransfers', 'AdminOverview'],
    }),
    refundPayment: build.mutation<RefundAnswer, RefundPaymentCall>({
      queryFn: ({ paymentId, amountMinor, reason, idempotencyKey }, api) =>
        operatorCall<RefundAnswer>(
          {
            url: fillPath(apiPaths.adminPaymentRefunds, { paymentId }),
            method: 'POST',
            headers: { 'Idempotency-Key': idempotencyKey },
            body: { amount_minor: amountMinor, reason },
          },
          api,
        ),
      invalidatesTags: ['AdminPayments', 'AdminOverview'],
    }),
    refundHeld: build.mutation<RefundAnswer, RefundHeldCall>({
      queryFn: ({ reference, reason, idempotencyKey }, api) =>
        operatorCall<RefundAnswer>(
          {
            url: fillPath(apiPaths.adminHeldRefund, { reference }),
            method: 'POST',
            headers: { 'Idempotency-Key': idempotencyKey },
            body: { reason },
          },
          api,
        ),
      invalidatesTags: ['AdminHeld'],
    }),
  }),
});

type AdminPaymentSummaryList = AdminPaymentList['payments'];

export const {
  useAdminTransfersQuery,
  useAdminHeldQuery,
  useAdminPaymentSearchQuery,
  useAdminPaymentQuery,
  useApproveTransferMutation,
  useRejectTransferMutation,
} = adminPaymentsApi;
