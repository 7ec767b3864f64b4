import '../../test/englishPaymentNow';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BillingInformationRequest } from '@contract';
import { unauthorized } from '../../api/events';
import { describePaymentError } from './paymentOutcome';
import {
  billingInformationSaved,
  billingListsLoaded,
  billingPageLeft,
  billingPageOpened,
  billingValidationFailed,
  initialPaymentState,
  isBusy,
  paymentFailed,
  paymentIntentCreated,
  paymentReducer,
  paymentSubmitted,
  paymentSucceeded,
  selectCardFieldErrors,
  selectIsPaymentBusy,
  selectPaymentError,
  type Attempt,
  type PaymentState,
} from './paymentSlice';

const billing: BillingInformationRequest = {
  shop_name: 'Golden Tea House',
  address: '12 Bo Aung Kyaw St',
  township: 'Bahan',
  category_id: 2,
  phone: '09420000001',
  email: 'aye@example.com',
};
const otherBilling = { ...billing, township: 'Kamayut' };

const fresh: Attempt = { idempotencyKey: 'key-1', billing, billingSaved: false };
const saved: Attempt = { ...fresh, billingSaved: true };

const idle: PaymentState = { status: 'idle' };
const loadingLists: PaymentState = { status: 'loadingLists' };
const editing: PaymentState = { status: 'editing', attempt: null, fieldErrors: {} };
const editingAgain: PaymentState = { status: 'editing', attempt: saved, fieldErrors: {} };
const savingBilling: PaymentState = { status: 'savingBilling', attempt: fresh };
const creatingIntent: PaymentState = { status: 'creatingIntent', attempt: saved };
const processing: PaymentState = { status: 'processing', attempt: saved, intentId: 'pi_1' };
const succeeded: PaymentState = { status: 'succeeded' };
const declined: PaymentState = {
  status: 'failed',
  attempt: saved,
  error: 'Payment failed: Your card was declined.',
};
const sessionExpired: PaymentState = { status: 'sessionExpired' };

const submit = (details: BillingInformationRequest, key: string): UnknownAction => ({
  type: paymentSubmitted.type,
  payload: { billing: details, freshKey: key },
});
const fail = (error: Parameters<typeof describePaymentError>[0]) =>
  paymentFailed(describePaymentError(error));
const http = (status: number, data?: unknown) => ({ status, data });

describe('payment reducer (transition table)', () => {
  it.each<[string, PaymentState, UnknownAction, PaymentState]>([
    // Opening the page and loading the lists.
    ['idle + page opened', idle, billingPageOpened(), loadingLists],
    ['succeeded + page opened (a new visit)', succeeded, billingPageOpened(), loadingLists],
    ['session expired + page opened', sessionExpired, billingPageOpened(), loadingLists],
    ['declined + page opened', declined, billingPageOpened(), loadingLists],
    ['loading + lists loaded', loadingLists, billingListsLoaded(), editing],
    [
      'loading + 401 on categories',
      loadingLists,
      unauthorized({ endpoint: 'getCategories' }),
      sessionExpired,
    ],

    // Validation.
    [
      'editing + validation failed',
      editing,
      billingValidationFailed({ alert: null, fieldErrors: { cvc: 'Enter a CVC from 100 to 999' } }),
      { status: 'editing', attempt: null, fieldErrors: { cvc: 'Enter a CVC from 100 to 999' } },
    ],
    [
      'declined + validation failed keeps the attempt',
      declined,
      billingValidationFailed({ alert: 'Please fill in all card details', fieldErrors: {} }),
      { status: 'editing', attempt: saved, fieldErrors: {} },
    ],

    // The happy path.
    ['editing + submitted', editing, submit(billing, 'key-1'), savingBilling],
    [
      'saving billing + saved',
      savingBilling,
      billingInformationSaved(),
      { status: 'creatingIntent', attempt: saved },
    ],
    ['creating intent + created', creatingIntent, paymentIntentCreated('pi_1'), processing],
    ['processing + succeeded', processing, paymentSucceeded(), succeeded],

    // Retries: the same details reuse the key (and skip saving the billing again); others do not.
    [
      'declined + submitted with the same details',
      declined,
      submit(billing, 'key-2'),
      creatingIntent,
    ],
    [
      'declined + submitted with other details',
      declined,
      submit(otherBilling, 'key-2'),
      {
        status: 'savingBilling',
        attempt: { idempotencyKey: 'key-2', billing: otherBilling, billingSaved: false },
      },
    ],
    [
      'editing again + submitted with the same details',
      editingAgain,
      submit(billing, 'key-3'),
      creatingIntent,
    ],
    [
      'a failed save + submitted again reuses the key and saves again',
      { status: 'failed', attempt: fresh, error: 'x' },
      submit(billing, 'key-9'),
      savingBilling,
    ],

    // Every failure a payment meets, from each busy step.
    [
      'processing + 402 with a message',
      processing,
      fail(http(402, { message: 'Your card was declined.' })),
      declined,
    ],
    [
      'processing + 402 without a message',
      processing,
      fail(http(402, {})),
      { status: 'failed', attempt: saved, error: 'Insufficient funds or card declined' },
    ],
    [
      'creating intent + Unauthorized to use this merchant',
      creatingIntent,
      fail(http(403, { message: 'Unauthorized to use this merchant' })),
      sessionExpired,
    ],
    [
      'saving billing + a 401 announced by the API layer',
      savingBilling,
      unauthorized({ endpoint: 'addBillingInformation' }),
      sessionExpired,
    ],
    [
      'processing + 403',
      processing,
      fail(http(403, { message: 'Forbidden' })),
      {
        status: 'failed',
        attempt: saved,
        error: 'You do not have permission to perform this action',
      },
    ],
    [
      'creating intent + 422 with a message',
      creatingIntent,
      fail(http(422, { message: 'The amount must be 10499 (104.99 USD).' })),
      { status: 'failed', attempt: saved, error: 'The amount must be 10499 (104.99 USD).' },
    ],
    [
      'processing + 500 without a message',
      processing,
      fail(http(500)),
      { status: 'failed', attempt: saved, error: 'Payment processing failed. Please try again.' },
    ],
    [
      'saving billing + no answer',
      savingBilling,
      fail({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
      {
        status: 'failed',
        attempt: fresh,
        error: 'Network error. Please check your connection and try again.',
      },
    ],
    [
      'processing + any 401 seen by the API layer',
      processing,
      unauthorized({ endpoint: 'processPayment' }),
      sessionExpired,
    ],

    // Leaving the page.
    ['editing + page left', editing, billingPageLeft(), idle],
    ['succeeded + page left', succeeded, billingPageLeft(), idle],
    ['session expired + page left', sessionExpired, billingPageLeft(), idle],
  ])('%s', (_name, before, action, after) => {
    expect(paymentReducer(before, action)).toEqual(after);
  });

  it.each<[string, PaymentState, UnknownAction]>([
    ['a double click while saving', savingBilling, submit(billing, 'key-2')],
    ['a double click while creating the intent', creatingIntent, submit(billing, 'key-2')],
    ['a double click while processing', processing, submit(billing, 'key-2')],
    ['submitted before the lists loaded', loadingLists, submit(billing, 'key-2')],
    ['submitted after success', succeeded, submit(billing, 'key-2')],
    ['lists loaded while editing', editing, billingListsLoaded()],
    ['lists loaded after the session expired', sessionExpired, billingListsLoaded()],
    ['saved while editing', editing, billingInformationSaved()],
    ['intent created while saving', savingBilling, paymentIntentCreated('pi_x')],
    ['succeeded while creating the intent', creatingIntent, paymentSucceeded()],
    ['failed while editing', editing, fail(http(402, { message: 'x' }))],
    ['failed after success', succeeded, fail(http(500))],
    [
      'validation failed while processing',
      processing,
      billingValidationFailed({ alert: 'x', fieldErrors: {} }),
    ],
    ['page opened while processing', processing, billingPageOpened()],
    ['page left while processing', processing, billingPageLeft()],
    ['page left while idle', idle, billingPageLeft()],
    ['a 401 elsewhere while the page is closed', idle, unauthorized({ endpoint: 'logout' })],
    ['a 401 after success', succeeded, unauthorized({ endpoint: 'getDashboard' })],
  ])('ignores %s', (_name, before, action) => {
    expect(paymentReducer(before, action)).toBe(before);
  });

  it('starts idle', () => {
    expect(paymentReducer(undefined, { type: '@@init' })).toEqual(initialPaymentState);
    expect(initialPaymentState).toEqual(idle);
  });

  it('gives each submission a new idempotency key', () => {
    const a = paymentSubmitted(billing);
    const b = paymentSubmitted(billing);
    expect(a.payload.freshKey).toEqual(expect.any(String));
    expect(a.payload.freshKey).not.toBe(b.payload.freshKey);
    const state = paymentReducer(editing, a);
    expect(state).toEqual({
      status: 'savingBilling',
      attempt: { idempotencyKey: a.payload.freshKey, billing, billingSaved: false },
    });
  });

  it('keeps the key for the same price and takes a new one for another (an order repriced)', () => {
    const priced: Attempt = { ...saved, charge: 'MMK:401334300' };
    const failedOrder: PaymentState = { status: 'failed', attempt: priced, error: 'declined' };
    expect(
      paymentReducer(failedOrder, {
        type: paymentSubmitted.type,
        payload: { billing, freshKey: 'key-2', charge: 'MMK:401334300' },
      }),
    ).toEqual({ status: 'creatingIntent', attempt: priced });
    expect(
      paymentReducer(failedOrder, {
        type: paymentSubmitted.type,
        payload: { billing, freshKey: 'key-2', charge: 'MMK:361200900' },
      }),
    ).toEqual({
      status: 'creatingIntent',
      attempt: { idempotencyKey: 'key-2', billing, billingSaved: true, charge: 'MMK:361200900' },
    });
    expect(paymentSubmitted(billing, 'MMK:1').payload.charge).toBe('MMK:1');
  });

  it('is busy in the three steps only', () => {
    const states = [
      idle,
      loadingLists,
      editing,
      savingBilling,
      creatingIntent,
      processing,
      succeeded,
      declined,
      sessionExpired,
    ];
    expect(states.filter(isBusy)).toEqual([savingBilling, creatingIntent, processing]);
    expect(selectIsPaymentBusy({ payment: processing })).toBe(true);
    expect(selectIsPaymentBusy({ payment: declined })).toBe(false);
  });

  it('selects the field errors while editing and the error after a failure', () => {
    const withErrors: PaymentState = {
      status: 'editing',
      attempt: null,
      fieldErrors: { cvc: 'x' },
    };
    expect(selectCardFieldErrors({ payment: withErrors })).toEqual({ cvc: 'x' });
    expect(selectCardFieldErrors({ payment: processing })).toEqual({});
    expect(selectPaymentError({ payment: declined })).toBe(
      'Payment failed: Your card was declined.',
    );
    expect(selectPaymentError({ payment: editing })).toBeNull();
  });
});

describe('failures, in the order the product checks them', () => {
  it.each<
    [string, Parameters<typeof describePaymentError>[0], ReturnType<typeof describePaymentError>]
  >([
    [
      'Unauthorized to use this merchant, whatever the status',
      http(422, { message: 'Unauthorized to use this merchant' }),
      {
        kind: 'sessionExpired',
        alert: 'You are not authorized to perform this action. Please contact support.',
      },
    ],
    // A 401 has already ended the flow through session/unauthorized: here it is an answer like any.
    ['401', http(401, { message: 'Token not valid' }), { kind: 'alert', alert: 'Token not valid' }],
    [
      '403',
      http(403, { message: 'Nope' }),
      { kind: 'alert', alert: 'You do not have permission to perform this action' },
    ],
    [
      '402 with a message',
      http(402, { message: 'Your card has insufficient funds.' }),
      { kind: 'alert', alert: 'Payment failed: Your card has insufficient funds.' },
    ],
    [
      '402 without one',
      http(402, null),
      { kind: 'alert', alert: 'Insufficient funds or card declined' },
    ],
    [
      'the server refusing another merchant, in Burmese',
      http(403, { message: 'ဤဆိုင်ရှင်အကောင့်ကို အသုံးပြုခွင့် မရှိပါ။' }),
      {
        kind: 'sessionExpired',
        alert: 'You are not authorized to perform this action. Please contact support.',
      },
    ],
    [
      'a changed order (409): a new intent next time',
      http(409, {
        message:
          'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.',
      }),
      {
        kind: 'alert',
        alert:
          'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.',
        renewIntent: true,
      },
    ],
    [
      'too many declines, in Burmese (429): a new intent next time',
      http(429, {
        message: 'ငြင်းပယ်ခံရသော ငွေပေးချေမှု များလွန်းပါသည်။ နောက်မှ ထပ်မံကြိုးစားပါ။',
      }),
      {
        kind: 'alert',
        alert: 'ငြင်းပယ်ခံရသော ငွေပေးချေမှု များလွန်းပါသည်။ နောက်မှ ထပ်မံကြိုးစားပါ။',
        renewIntent: true,
      },
    ],
    [
      'a payment still in progress (409): the same intent next time',
      http(409, { message: 'A payment for this intent is already in progress.' }),
      { kind: 'alert', alert: 'A payment for this intent is already in progress.' },
    ],
    [
      'another status with a message',
      http(404, { message: 'Payment intent not found' }),
      { kind: 'alert', alert: 'Payment intent not found' },
    ],
    [
      'another status without one',
      http(502, 'Bad gateway'),
      { kind: 'alert', alert: 'Payment processing failed. Please try again.' },
    ],
    [
      'an unreadable answer',
      { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'x' },
      { kind: 'alert', alert: 'Payment processing failed. Please try again.' },
    ],
    [
      'an unreadable 401',
      { status: 'PARSING_ERROR', originalStatus: 401, data: '', error: 'x' },
      { kind: 'alert', alert: 'Payment processing failed. Please try again.' },
    ],
    [
      'no answer',
      { status: 'FETCH_ERROR', error: 'Failed to fetch' },
      { kind: 'alert', alert: 'Network error. Please check your connection and try again.' },
    ],
    [
      'a time-out',
      { status: 'TIMEOUT_ERROR', error: 'Timed out' },
      { kind: 'alert', alert: 'Network error. Please check your connection and try again.' },
    ],
    [
      'a thrown error',
      { message: 'boom' },
      { kind: 'alert', alert: 'Payment processing failed. Please try again.' },
    ],
  ])('%s', (_name, error, outcome) => {
    expect(describePaymentError(error)).toEqual(outcome);
  });
});
