import type { Checkout, CheckoutState } from '@contract/checkout';
import { pendingOrder } from '../../test/checkoutHandlers';
import { parseCheckoutEvent, withCheckout } from './checkoutApi';
import * as events from './checkoutEvents';
import {
  checkoutPageReducer as reduce,
  initialCheckoutPageState,
  restoredState,
  type CheckoutPageState,
} from './checkoutSlice';

const checkout = (overrides: Partial<Checkout> = {}): Checkout => ({
  reference: 'MP0000000001',
  method: 'wallet',
  status: 'pending',
  amount_minor: 29_070_000,
  currency: 'MMK',
  qr_payload: '000201',
  expires_at: '2026-12-06T10:01:00.000Z',
  redirect_url: null,
  transfer: null,
  reason: null,
  receipt_number: null,
  created_at: '2026-12-06T10:00:00.000Z',
  ...overrides,
});
const pageState = (over: Partial<CheckoutState> = {}): CheckoutState => ({
  order: pendingOrder,
  checkout: null,
  methods: ['card', 'wallet', 'bank_transfer'],
  card_mode: 'direct',
  bank_accounts: [],
  ...over,
});

const cardForm: CheckoutPageState = {
  status: 'choosing',
  method: 'card',
  error: null,
  intentKey: null,
};
const showing = (over: Partial<Extract<CheckoutPageState, { status: 'showing' }>> = {}) =>
  ({
    status: 'showing',
    method: 'wallet',
    reference: 'MP0000000001',
    busy: null,
    confirmed: false,
    error: null,
    transactionIdError: null,
    resending: false,
    copied: false,
    ...over,
  }) as CheckoutPageState;

describe('the checkout page state machine', () => {
  it('opens loading, and closes when left', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual(initialCheckoutPageState);
    expect(reduce(initialCheckoutPageState, events.checkoutPageOpened())).toEqual({
      status: 'loading',
    });
    expect(reduce(showing(), events.checkoutPageLeft())).toEqual({ status: 'closed' });
  });

  it.each<[string, CheckoutState, CheckoutPageState]>([
    ['with no checkout: the card first', pageState(), cardForm],
    [
      'with no checkout and no card: the first method',
      pageState({ methods: ['wallet', 'bank_transfer'] }),
      { status: 'choosing', method: 'wallet', error: null, intentKey: null },
    ],
    ['a wallet QR still pending: shown', pageState({ checkout: checkout() }), showing()],
    [
      'a transfer awaiting review: shown',
      pageState({ checkout: checkout({ method: 'bank_transfer', status: 'awaiting_review' }) }),
      showing({ method: 'bank_transfer' }),
    ],
    [
      'a paid checkout: paid, with its receipt',
      pageState({ checkout: checkout({ status: 'succeeded', receipt_number: 'R-2026-000001' }) }),
      { status: 'paid', receipt: 'R-2026-000001' },
    ],
    [
      'a voided one: the card form',
      pageState({ checkout: checkout({ status: 'voided' }) }),
      cardForm,
    ],
    [
      'a hosted card checkout: the card form',
      pageState({ checkout: checkout({ method: 'card' }) }),
      cardForm,
    ],
  ])('opened again, restores %s', (_name, state, expected) => {
    expect(restoredState(state)).toEqual(expected);
    expect(reduce({ status: 'loading' }, events.checkoutStateReceived(state))).toEqual(expected);
  });

  it('with no order to pay, closes (the sample page)', () => {
    expect(
      reduce({ status: 'loading' }, events.checkoutStateReceived(pageState({ order: null }))),
    ).toEqual({ status: 'closed' });
  });

  it('choosing a wallet or a transfer makes a checkout; choosing the card shows its form', () => {
    expect(reduce(cardForm, events.checkoutMethodChosen('wallet'))).toEqual({
      status: 'creating',
      method: 'wallet',
    });
    expect(reduce(showing(), events.checkoutMethodChosen('bank_transfer'))).toEqual({
      status: 'creating',
      method: 'bank_transfer',
    });
    expect(reduce(showing(), events.checkoutMethodChosen('card'))).toEqual(cardForm);
    // The same method again, or while a call is on its way: nothing.
    expect(reduce(showing(), events.checkoutMethodChosen('wallet'))).toEqual(showing());
    const creating: CheckoutPageState = { status: 'creating', method: 'wallet' };
    expect(reduce(creating, events.checkoutMethodChosen('card'))).toBe(creating);
  });

  it('a checkout made (or found again) is shown; a hosted card one is left for', () => {
    const creating: CheckoutPageState = { status: 'creating', method: 'wallet' };
    expect(reduce(creating, events.checkoutCreated(checkout()))).toEqual(showing());
    expect(reduce(creating, events.checkoutReused(checkout()))).toEqual(showing());
    expect(
      reduce(
        { status: 'creating', method: 'card' },
        events.checkoutCreated(checkout({ method: 'card', redirect_url: 'https://pay.test/x' })),
      ),
    ).toEqual({ status: 'redirecting', url: 'https://pay.test/x' });
    // Another method's checkout arriving late changes nothing.
    expect(reduce(creating, events.checkoutCreated(checkout({ method: 'bank_transfer' })))).toBe(
      creating,
    );
  });

  it('a checkout that could not be made goes back to its method with the reason', () => {
    expect(
      reduce({ status: 'creating', method: 'wallet' }, events.checkoutCreateFailed('No order')),
    ).toEqual({ status: 'choosing', method: 'wallet', error: 'No order', intentKey: null });
  });

  it("Refresh or 'Get a new QR code' makes a new checkout of the method shown", () => {
    expect(reduce(showing(), events.newCheckoutRequested())).toEqual({
      status: 'creating',
      method: 'wallet',
    });
    const confirming = showing({ busy: 'confirming' });
    expect(reduce(confirming, events.newCheckoutRequested())).toBe(confirming);
  });

  it('Confirm Payment: asking, then still waiting, paid or failed', () => {
    const asking = reduce(showing(), events.confirmClicked());
    expect(asking).toEqual(showing({ busy: 'confirming' }));
    expect(reduce(asking, events.confirmClicked())).toBe(asking);
    expect(reduce(asking, events.confirmAnswered(checkout()))).toEqual(
      showing({ confirmed: true }),
    );
    expect(
      reduce(
        asking,
        events.confirmAnswered(checkout({ status: 'succeeded', receipt_number: 'R-1' })),
      ),
    ).toEqual({ status: 'paid', receipt: 'R-1' });
    expect(reduce(asking, events.confirmFailed('Offline'))).toEqual(showing({ error: 'Offline' }));
  });

  it('a success arriving live pays the page, whatever it shows; nothing when closed', () => {
    const paid = checkout({ status: 'succeeded', receipt_number: 'R-2' });
    expect(reduce(showing(), events.paymentEventArrived(paid))).toEqual({
      status: 'paid',
      receipt: 'R-2',
    });
    expect(reduce(cardForm, events.paymentEventArrived(paid))).toEqual({
      status: 'paid',
      receipt: 'R-2',
    });
    expect(reduce(initialCheckoutPageState, events.paymentEventArrived(paid))).toBe(
      initialCheckoutPageState,
    );
    expect(reduce(showing(), events.paymentEventArrived(checkout({ status: 'declined' })))).toEqual(
      showing(),
    );
  });

  it('a new checkout of the method on screen, made in another tab, is the one shown', () => {
    const other = checkout({ reference: 'MP0000000009' });
    expect(reduce(showing({ confirmed: true }), events.paymentEventArrived(other))).toEqual(
      showing({ reference: 'MP0000000009' }),
    );
    // An old one voided, or another method's, changes nothing.
    const voided = checkout({ reference: 'MP0000000000', status: 'voided' });
    expect(reduce(showing(), events.paymentEventArrived(voided))).toEqual(showing());
    const transfer = checkout({ reference: 'MP0000000009', method: 'bank_transfer' });
    expect(reduce(showing(), events.paymentEventArrived(transfer))).toEqual(showing());
  });

  it('a bank transfer: sending, sent, refused; Send again shows the form', () => {
    const transfer = showing({ method: 'bank_transfer' });
    const sending = reduce(transfer, events.transferSendStarted());
    expect(sending).toEqual(showing({ method: 'bank_transfer', busy: 'sending' }));
    expect(reduce(sending, events.transferSent(checkout({ status: 'awaiting_review' })))).toEqual(
      transfer,
    );
    expect(
      reduce(sending, events.transferSendFailed({ message: null, transactionIdError: 'Bad id' })),
    ).toEqual(showing({ method: 'bank_transfer', transactionIdError: 'Bad id' }));
    expect(reduce(transfer, events.sendAgainClicked())).toEqual(
      showing({ method: 'bank_transfer', resending: true }),
    );
    // Not for a wallet.
    expect(reduce(showing(), events.transferSendStarted())).toEqual(showing());
  });

  it('a card charge keeps its intent key after a decline and renews it when the intent is spent', () => {
    const charging = reduce(cardForm, {
      ...events.cardChargeStarted(),
      payload: { intentKey: 'k1' },
    });
    expect(charging).toEqual({ status: 'charging', intentKey: 'k1' });
    const declined = reduce(
      charging,
      events.cardChargeFailed({ message: 'Declined', renewIntent: false }),
    );
    expect(declined).toEqual({
      status: 'choosing',
      method: 'card',
      error: 'Declined',
      intentKey: 'k1',
    });
    expect(
      reduce(declined, { ...events.cardChargeStarted(), payload: { intentKey: 'k2' } }),
    ).toEqual({
      status: 'charging',
      intentKey: 'k1',
    });
    expect(
      reduce(charging, events.cardChargeFailed({ message: 'Changed', renewIntent: true })),
    ).toEqual({
      status: 'choosing',
      method: 'card',
      error: 'Changed',
      intentKey: null,
    });
    expect(reduce(charging, events.cardCharged())).toEqual({ status: 'paid', receipt: null });
    // Not while a wallet is shown.
    expect(reduce(showing(), events.cardChargeStarted())).toEqual(showing());
  });
});

describe('checkouts from the stream and the answers', () => {
  it('reads a payment event, and nothing else', () => {
    const event = { kind: 'payment', checkout: checkout() };
    expect(parseCheckoutEvent(JSON.stringify(event))).toEqual(checkout());
    expect(parseCheckoutEvent('{"kind":"order","order":{"id":1}}')).toBeNull();
    expect(parseCheckoutEvent('not json')).toBeNull();
  });

  it('replaces the checkout shown by the same or a newer one, never by an older one', () => {
    const state = pageState({
      checkout: checkout({ reference: 'MP0000000002', created_at: '2026-12-06T10:05:00.000Z' }),
    });
    withCheckout(state, checkout({ reference: 'MP0000000001' }));
    expect(state.checkout?.reference).toBe('MP0000000002');
    withCheckout(
      state,
      checkout({
        reference: 'MP0000000002',
        status: 'succeeded',
        created_at: '2026-12-06T10:05:00.000Z',
      }),
    );
    expect(state.checkout?.status).toBe('succeeded');
    withCheckout(
      state,
      checkout({ reference: 'MP0000000003', created_at: '2026-12-06T10:06:00.000Z' }),
    );
    expect(state.checkout?.reference).toBe('MP0000000003');
  });
});
