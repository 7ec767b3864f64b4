import type {
  BillingInformationRequest,
  BillingInformationResponse,
  CreatePaymentIntentRequest,
  PaymentIntent,
  ProcessPaymentRequest,
} from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import { SHOP_DETAILS_TAG } from '../../shared/shopDetails/shopDetailsApi';

/**
 * A value kept out of sight: `open()` gives it back, but serialising it (Redux DevTools, a
 * logging middleware, JSON.stringify of an action) shows only a placeholder. The card travels to
 * the process call sealed, so no action or log ever carries its number or CVC.
 */
export interface Sealed<T> {
  open(): T;
  toJSON(): string;
  toString(): string;
}

export function seal<T>(value: T): Sealed<T> {
  return Object.freeze({
    open: () => value,
    toJSON: () => '[sealed]',
    toString: () => '[sealed]',
  });
}

export interface MerchantBillingCall {
  merchantId: number;
  body: BillingInformationRequest;
}

export interface CreateIntentCall {
  merchantId: number;
  /** Sent as the Idempotency-Key header: a retry of the same submission gets the same intent. */
  idempotencyKey: string;
  body: CreatePaymentIntentRequest;
}

export interface ProcessPaymentCall {
  merchantId: number;
  payment: Sealed<ProcessPaymentRequest>;
}

/** Read loosely: success is only an answer whose `success` is true. */
export interface ProcessPaymentAnswer {
  success?: unknown;
  message?: unknown;
}

/**
 * The shop payment's calls. Mutations are
 * started with `track: false` by the payment thunk, so their arguments never reach the store.
 */
export const paymentApi = baseApi
  .enhanceEndpoints({ addTagTypes: [SHOP_DETAILS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      addBillingInformation: build.mutation<BillingInformationResponse, MerchantBillingCall>({
        query: ({ merchantId, body }) => ({
          url: `${apiPaths.addBillingInformation}/${merchantId}`,
          method: 'POST',
          body,
        }),
        // The billing details saved are what the next form is prefilled with.
        invalidatesTags: (_result, error) => (error ? [] : [SHOP_DETAILS_TAG]),
      }),
      createPaymentIntent: build.mutation<PaymentIntent, CreateIntentCall>({
        query: ({ merchantId, idempotencyKey, body }) => ({
          url: `${apiPaths.createPaymentIntent}/${merchantId}`,
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
          body,
        }),
      }),
      processPayment: build.mutation<ProcessPaymentAnswer, ProcessPaymentCall>({
        query: ({ merchantId, payment }) => ({
          url: `${apiPaths.processPayment}/${merchantId}`,
          method: 'POST',
          body: payment.open(),
        }),
      }),
    }),
  });
