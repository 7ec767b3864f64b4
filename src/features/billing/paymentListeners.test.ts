// The listeners under test register themselves when imported.
import './paymentListeners';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { makeStore, type AppStore } from '../../app/store';
import { createFakeBilling } from '../../test/billingHandlers';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { track } from '../../test/stores';
import { billingPageLeft, billingPageOpened } from './paymentSlice';
import { submitBillingForm, type BillingSubmission } from './paymentThunks';

const NOW = new Date(2025, 5, 15);
const CARD_NUMBER = '4242424242424242';
const CVC = '739';

const shop: BillingSubmission['shop'] = {
  shopName: 'Golden Tea House',
  address: '12 Bo Aung Kyaw St',
  categoryId: '2',
  township: 'Bahan',
  phone: sampleAccount.user.phone,
  email: sampleAccount.user.email,
};
const card: BillingSubmission['card'] = {
  cardNumber: '4242 4242 4242 4242',
  cardHolderName: 'Aye Aye',
  expirationMonth: '12',
  expirationYear: '2027',
  cvc: CVC,
};
const declinedCard = { ...card, cardNumber: '4000 0000 0000 0002' };
// The server's words (routes/api/merchant/payments.ts).
const ORDER_CHANGED =
  'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.';
const TOO_MANY_DECLINES = 'Too many declined payments. Please try again later.';

const loggedIn = {
  token: sampleAccount.token,
  user: sampleAccount.user,
  merchantUser: sampleAccount.merchantUser,
};

interface Harness {
  store: AppStore;
  navigate: jest.Mock;
  actions: string[];
  alerts: () => string[];
  fake: ReturnType<typeof createFakeBilling>;
}

async function openBilling(session: typeof loggedIn | null = loggedIn): Promise<Harness> {
  const fake = createFakeBilling({ merchantId: 3 });
  server.use(...fake.handlers);
  const navigate = jest.fn();
  const store = track(
    await makeStore(
      { session: session ?? { token: null, user: null, merchantUser: null } },
      { navigate },
    ),
  );
  const actions: string[] = [];
  store.dispatch(
    addListener({
      predicate: () => true,
      effect: (action: UnknownAction) => {
        actions.push(JSON.stringify(action));
      },
    }),
  );
  store.dispatch(billingPageOpened());
  await waitFor(() => expect(store.getState().payment?.status).not.toBe('loadingLists'));
  return {
    store,
    navigate,
    actions,
    fake,
    alerts: () => store.getState().alerts.queue.map((a) => a.message),
  };
}

const pay = (h: Harness, submission: Partial<BillingSubmission> = {}) =>
  h.store.dispatch(submitBillingForm({ shop, card, now: NOW, ...submission }));

describe('opening /billing', () => {
  it('loads the category and township lists, then edits', async () => {
    const h = await openBilling();
    expect(h.store.getState().payment).toEqual({
      status: 'editing',
      attempt: null,
      fieldErrors: {},
    });
  });

  it('shows the session-expired screen when categories answer 401 (no token)', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const h = await openBilling(null);
    expect(h.store.getState().payment).toEqual({ status: 'sessionExpired' });
    expect(h.alerts()).toEqual([]);
    log.mockRestore();
    error.mockRestore();
  });

  it('only logs other list failures and edits with an empty list', async () => {
    server.use(
      http.get(apiUrl(apiPaths.getTownships), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const h = await openBilling();
    expect(h.store.getState().payment?.status).toBe('editing');
    expect(error).toHaveBeenCalledWith('Failed to load townships', expect.anything());
    expect(h.alerts()).toEqual([]);
    error.mockRestore();
  });

  it('leaving the page forgets it', async () => {
    const h = await openBilling();
    h.store.dispatch(billingPageLeft());
    expect(h.store.getState().payment).toEqual({ status: 'idle' });
  });
});

describe('Complete Registration', () => {
  it('saves the billing information, creates the intent, processes it, alerts and goes to /dashboard', async () => {
    const h = await openBilling();
    await pay(h);

    expect(h.store.getState().payment).toEqual({ status: 'succeeded' });
    expect(h.alerts()).toEqual(['Payment successful and billing information saved!']);
    expect(h.navigate).toHaveBeenCalledWith('/dashboard');

    expect(h.fake.calls.map((c) => c.path)).toEqual([
      apiPaths.addBillingInformation,
      apiPaths.createPaymentIntent,
      apiPaths.processPayment,
    ]);
    const [billing, intent, processed] = h.fake.calls;
    expect(billing?.body).toEqual({
      shop_name: 'Golden Tea House',
      address: '12 Bo Aung Kyaw St',
      township: 'Bahan',
      category_id: 2,
      phone: '09420000001',
      email: 'aye@example.com',
    });
    expect(billing?.headers.authorization).toBe('Bearer tok-login');
    expect(intent?.body).toEqual({
      amount: 10499,
      currency: 'USD',
      description: 'Monthly Subscription Fee',
      metadata: { shop_name: 'Golden Tea House', category_id: 2, township: 'Bahan' },
    });
    expect(intent?.headers['idempotency-key']).toEqual(expect.any(String));
    expect(processed?.body).toEqual({
      payment_intent_id: 'pi_1',
      card_number: CARD_NUMBER,
      card_holder_name: 'Aye Aye',
      expired_month: 12,
      expired_year: 2027,
      cvc: CVC,
      amount: 104.9895,
      currency: 'USD',
    });
  });

  it('keeps the card out of the store, local storage and every action', async () => {
    const h = await openBilling();
    await pay(h);
    expect(h.store.getState().payment?.status).toBe('succeeded');

    const state = JSON.stringify(h.store.getState());
    const storage = JSON.stringify({ ...window.localStorage });
    for (const secret of [CARD_NUMBER, '4242 4242 4242 4242', `"cvc"`, `"${CVC}"`]) {
      expect(state).not.toContain(secret);
      expect(storage).not.toContain(secret);
      for (const action of h.actions) expect(action).not.toContain(secret);
    }
    expect(state).not.toContain('expired_month');
    expect(state).not.toContain('expired_year');
    expect(h.store.getState().api.mutations).toEqual({});
  });

  it('a declined card alerts the gateway’s message and goes back to the form', async () => {
    const h = await openBilling();
    await pay(h, { card: declinedCard });
    expect(h.store.getState().payment).toMatchObject({
      status: 'failed',
      error: 'Payment failed: Your card was declined.',
    });
    expect(h.alerts()).toEqual(['Payment failed: Your card was declined.']);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('a retry with another card reuses the intent and does not save the billing again', async () => {
    const h = await openBilling();
    await pay(h, { card: declinedCard });
    await pay(h);
    expect(h.store.getState().payment?.status).toBe('succeeded');
    expect(h.fake.callsTo(apiPaths.addBillingInformation)).toHaveLength(1);
    const keys = h.fake
      .callsTo(apiPaths.createPaymentIntent)
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const intents = h.fake
      .callsTo(apiPaths.processPayment)
      .map((c) => (c.body as { payment_intent_id: string }).payment_intent_id);
    expect(intents).toEqual(['pi_1', 'pi_1']);
  });

  it('other shop details after a failure make a new submission with a new key', async () => {
    const h = await openBilling();
    await pay(h, { card: declinedCard });
    await pay(h, { shop: { ...shop, township: 'Kamayut' } });
    expect(h.fake.callsTo(apiPaths.addBillingInformation)).toHaveLength(2);
    const keys = h.fake
      .callsTo(apiPaths.createPaymentIntent)
      .map((c) => c.headers['idempotency-key']);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a double click makes one submission', async () => {
    const h = await openBilling();
    await Promise.all([pay(h), pay(h), pay(h)]);
    expect(h.fake.callsTo(apiPaths.createPaymentIntent)).toHaveLength(1);
    expect(h.fake.callsTo(apiPaths.processPayment)).toHaveLength(1);
    expect(h.alerts()).toEqual(['Payment successful and billing information saved!']);
  });

  it('a lost answer to the intent is retried with the same key', async () => {
    const h = await openBilling();
    const lostKeys: Array<string | null> = [];
    server.use(
      http.post(
        apiUrl(`${apiPaths.createPaymentIntent}/:merchantId`),
        ({ request }) => {
          lostKeys.push(request.headers.get('idempotency-key'));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await pay(h);
    expect(h.alerts()).toEqual(['Network error. Please check your connection and try again.']);
    await pay(h);
    expect(h.store.getState().payment?.status).toBe('succeeded');
    const retried = h.fake.callsTo(apiPaths.createPaymentIntent);
    expect(retried).toHaveLength(1);
    expect(lostKeys).toEqual([expect.any(String)]);
    expect(retried[0]?.headers['idempotency-key']).toBe(lostKeys[0]);
  });

  describe('validation, before any call', () => {
    it('alerts when address, township or category is missing', async () => {
      const h = await openBilling();
      await pay(h, { shop: { ...shop, categoryId: '' } });
      expect(h.alerts()).toEqual(['Please fill in all required shop information']);
      expect(h.store.getState().payment?.status).toBe('editing');
      expect(h.fake.calls).toEqual([]);
    });

    it('alerts when a card field is missing', async () => {
      const h = await openBilling();
      await pay(h, { card: { ...card, cardHolderName: ' ' } });
      expect(h.alerts()).toEqual(['Please fill in all card details']);
      expect(h.fake.calls).toEqual([]);
    });

    it('shows format problems under the fields, without an alert', async () => {
      const h = await openBilling();
      await pay(h, { card: { ...card, expirationMonth: '13', cvc: '099' } });
      expect(h.store.getState().payment).toEqual({
        status: 'editing',
        attempt: null,
        fieldErrors: {
          expirationMonth: 'Enter a month from 1 to 12',
          cvc: 'Enter a CVC from 100 to 999',
        },
      });
      expect(h.alerts()).toEqual([]);
      expect(h.fake.calls).toEqual([]);
    });
  });

  describe('failures, as orders them', () => {
    const processAnswers = (response: () => Response) =>
      server.use(http.post(apiUrl(`${apiPaths.processPayment}/:merchantId`), response));

    it.each<[string, () => Response, string, string[]]>([
      [
        'Unauthorized to use this merchant',
        () => HttpResponse.json({ message: 'Unauthorized to use this merchant' }, { status: 403 }),
        'sessionExpired',
        ['You are not authorized to perform this action. Please contact support.'],
      ],
      [
        '401',
        () => HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
        'sessionExpired',
        [],
      ],
      [
        '403',
        () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
        'failed',
        ['You do not have permission to perform this action'],
      ],
      [
        '402 with a message',
        () => HttpResponse.json({ message: 'Your card has insufficient funds.' }, { status: 402 }),
        'failed',
        ['Payment failed: Your card has insufficient funds.'],
      ],
      [
        '402 without one',
        () => new HttpResponse(null, { status: 402 }),
        'failed',
        ['Insufficient funds or card declined'],
      ],
      [
        '409: the order changed after the intent was made',
        () => HttpResponse.json({ message: ORDER_CHANGED }, { status: 409 }),
        'failed',
        [ORDER_CHANGED],
      ],
      [
        '429: too many declined cards',
        () => HttpResponse.json({ message: TOO_MANY_DECLINES }, { status: 429 }),
        'failed',
        [TOO_MANY_DECLINES],
      ],
      [
        'another status with a message',
        () => HttpResponse.json({ message: 'Payment intent not found' }, { status: 404 }),
        'failed',
        ['Payment intent not found'],
      ],
      [
        'another status without one',
        () => HttpResponse.json({}, { status: 500 }),
        'failed',
        ['Payment processing failed. Please try again.'],
      ],
      [
        'no answer',
        () => HttpResponse.error(),
        'failed',
        ['Network error. Please check your connection and try again.'],
      ],
      [
        'an answer without success: true',
        () => HttpResponse.json({ success: false }),
        'failed',
        ['Payment processing failed. Please try again.'],
      ],
    ])('%s', async (_name, response, status, alerts) => {
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      const h = await openBilling();
      processAnswers(response);
      await pay(h);
      expect(h.store.getState().payment?.status).toBe(status);
      expect(h.alerts()).toEqual(alerts);
      expect(h.navigate).not.toHaveBeenCalled();
      log.mockRestore();
    });

    it.each([
      ['409: the order changed', 409, ORDER_CHANGED],
      ['429: too many declines on the intent', 429, TOO_MANY_DECLINES],
    ])(
      'after %s, the next submission asks for a new intent, without saving the billing again',
      async (_name, status, message) => {
        const h = await openBilling();
        server.use(
          http.post(
            apiUrl(`${apiPaths.processPayment}/:merchantId`),
            () => HttpResponse.json({ message }, { status }),
            { once: true },
          ),
        );
        await pay(h);
        expect(h.alerts()).toEqual([message]);
        await pay(h);
        expect(h.store.getState().payment?.status).toBe('succeeded');
        const keys = h.fake
          .callsTo(apiPaths.createPaymentIntent)
          .map((c) => c.headers['idempotency-key']);
        expect(keys).toHaveLength(2);
        expect(keys[1]).not.toBe(keys[0]);
        expect(h.fake.callsTo(apiPaths.addBillingInformation)).toHaveLength(1);
      },
    );

    it('after a payment still in progress (409), the next submission keeps the same intent', async () => {
      const h = await openBilling();
      const inProgress = 'A payment for this intent is already in progress.';
      server.use(
        http.post(
          apiUrl(`${apiPaths.processPayment}/:merchantId`),
          () => HttpResponse.json({ message: inProgress }, { status: 409 }),
          { once: true },
        ),
      );
      await pay(h);
      expect(h.alerts()).toEqual([inProgress]);
      await pay(h);
      const keys = h.fake
        .callsTo(apiPaths.createPaymentIntent)
        .map((c) => c.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('a 401 on saving the billing information stops before any payment call', async () => {
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      const h = await openBilling();
      server.use(
        http.post(apiUrl(`${apiPaths.addBillingInformation}/:merchantId`), () =>
          HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
        ),
      );
      await pay(h);
      expect(h.store.getState().payment).toEqual({ status: 'sessionExpired' });
      expect(h.fake.callsTo(apiPaths.createPaymentIntent)).toEqual([]);
      log.mockRestore();
    });

    it('a 422 on the intent alerts the server’s message', async () => {
      const h = await openBilling();
      server.use(
        http.post(apiUrl(`${apiPaths.createPaymentIntent}/:merchantId`), () =>
          HttpResponse.json(
            { status: false, message: 'The selected township is invalid.', data: { errors: {} } },
            { status: 422 },
          ),
        ),
      );
      await pay(h);
      expect(h.alerts()).toEqual(['The selected township is invalid.']);
      expect(h.fake.callsTo(apiPaths.processPayment)).toEqual([]);
    });

    it('without a merchant id nothing is sent', async () => {
      const h = await openBilling({
        ...loggedIn,
        user: { ...loggedIn.user, merchantid: undefined as never },
        merchantUser: null as never,
      });
      await pay(h);
      expect(h.alerts()).toEqual(['Merchant information not found. Please complete your profile.']);
      expect(h.fake.calls).toEqual([]);
    });
  });
});
