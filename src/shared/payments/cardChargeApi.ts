import type { CreatePaymentIntentRequest, PaymentIntent, ProcessPaymentRequest } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

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
 * Charging a card in two steps, for /billing and for /payment's card form: create the payment
 * intent (Idempotency-Key), then process it with the card. Callers start these mutations with
 * `track: false`, so their arguments never reach the store.
 */
export const cardChargeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
